// Cases for the deeper kr-e1-1-4 templates, read back from the stem: the heaviest child from a chain of comparisons,
// a ribbon found through the one it is compared with, and a balance whose middle fruit is swapped out.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-1-4.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-1-4 depth', () => {
  it('keys the child no one is heavier (or lighter) than', () => {
    const t = templateById(templates, 'kr-e1-1-4.who-is-heaviest');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const names = [...p.stem.en.matchAll(/\\\(\d\\\) (\w+)/g)].map((x) => x[1]!);
      const pairs = [...p.stem.en.matchAll(/(\w+) is heavier than (\w+)\./g)].map((x) => [x[1]!, x[2]!]);
      expect(pairs).toHaveLength(4);
      const heavy = p.stem.en.includes('heaviest');
      const top = names.filter((n) => !pairs.some(([h, l]) => (heavy ? l : h) === n));
      expect(top).toHaveLength(1);
      expect(names[Number(mathRuns(p.choices![Number(p.answer)]!)[0]) - 1]).toBe(top[0]);
    }
  });

  it('finds the yellow ribbon through the blue one', () => {
    const t = templateById(templates, 'kr-e1-1-4.ribbon-chain');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [red, shorter, longer] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(red - shorter + longer);
      expect(Number(p.answer)).toBeLessThanOrEqual(9);
    }
  });

  it('weighs the big fruit in small fruit through the middle one', () => {
    const t = templateById(templates, 'kr-e1-1-4.balance-swap');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [k, times] = numbersIn(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(k * times);
      expect(Number(p.answer)).toBeLessThanOrEqual(9);
    }
  });
});
