// Cases for kr-e2-2-2 (the times tables), read back from what the student sees: the box's key keeps the printed
// inequality and the next number breaks it, the mistaken sum undone, and the chart's squares counted.
import { describe, expect, it } from 'vitest';
import { mathRuns, valueOf } from '../kit/index.js';
import { templates } from '../units/kr-e2-2-2.js';
import { templateById } from './support.js';

const numbersIn = (text: string): number[] => mathRuns(text).flatMap((run) => valueOf(run));

describe('kr-e2-2-2 depth', () => {
  it('puts the greatest or least fitting number in the box, and the next one breaks the inequality', () => {
    const t = templateById(templates, 'kr-e2-2-2.box-product');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!/greatest|least/.test(p.stem.en)) continue;
      const tex = mathRuns(p.stem.en).at(-1)!;
      const [a, n] = tex.split(/\\times\\square[<>]/).map(Number) as [number, number];
      const holds = (k: number) => (tex.includes('<') ? a * k < n : a * k > n);
      const key = Number(p.answer);
      expect(holds(key)).toBe(true);
      const beyond = p.stem.en.includes('greatest') ? key + 1 : key - 1;
      if (beyond >= 1 && beyond <= 9) expect(holds(beyond)).toBe(false);
    }
  });

  it('undoes the mistaken addition and multiplies as meant', () => {
    const t = templateById(templates, 'kr-e2-2-2.added-instead');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, , wrong] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe((wrong - a) * a);
    }
  });

  it('counts the squares of the chart whose product is asked', () => {
    const t = templateById(templates, 'kr-e2-2-2.chart-same-product');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const n = numbersIn(p.stem.en).at(-1)!;
      const squares = Array.from({ length: 81 }, (_, i) => (Math.floor(i / 9) + 1) * ((i % 9) + 1));
      expect(Number(p.answer)).toBe(squares.filter((x) => x === n).length);
    }
  });
});
