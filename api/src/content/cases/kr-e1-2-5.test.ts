// Cases for the deeper kr-e1-2-5 templates, read back from what the student sees: a pattern laid out shape by shape,
// moves that stay on the 1-100 chart, and stones that grow by the same step.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-2-5.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-2-5 depth', () => {
  it('counts the shape in the pattern continued to the asked place', () => {
    const t = templateById(templates, 'kr-e1-2-5.count-in-pattern');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const n = Number(/(\d+)(?:st|nd|rd|th) shape/.exec(p.stem.en)![1]);
      const shape = mathRuns(p.stem.en)[0]!;
      const shown = mathRuns(p.stem.en).at(-1)!.split('\\;');
      const unit = shown.slice(0, shown.length / 2);
      const laid = Array.from({ length: n }, (_, i) => unit[i % unit.length]);
      expect(Number(p.answer)).toBe(laid.filter((x) => x === shape).length);
    }
  });

  it('moves on the chart without leaving its ten columns', () => {
    const t = templateById(templates, 'kr-e1-2-5.chart-steps');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [start, k] = numbersIn(p.stem.en) as [number, number];
      const key = Number(mathRuns(p.choices![Number(p.answer)]!)[0]);
      expect(Math.floor((key - 1) / 10) - Math.floor((start - 1) / 10)).toBe(k);
      const shift = ((key - 1) % 10) - ((start - 1) % 10);
      expect(shift).toBe(p.stem.en.includes('right') ? k : p.stem.en.includes('left') ? -k : 0);
    }
  });

  it('grows the stones by the difference of the first places', () => {
    const t = templateById(templates, 'kr-e1-2-5.growing-stones');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      const n = Number(/(\d+)(?:st|nd|rd|th) place/.exec(p.stem.en)![1]);
      expect(Number(p.answer)).toBe(a + (b - a) * (n - 1));
    }
  });
});
