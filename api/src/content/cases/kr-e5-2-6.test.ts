// Cases for the 5-2 mean templates, read back from what the student sees: the bars of the graph, the two groups, the
// student who joins and the misread score each give the key again by another route.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e5-2-6.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

/** The bars as the figure's Korean alt text states them ('월: 7'); a hidden bar reads as NaN. */
const bars = (p: GeneratedProblem): number[] =>
  [...(p.figure?.alt.ko ?? '').matchAll(/(?:[월화수목금]|\d회): ([^,.]+)/g)].map((match) => Number(match[1]));

describe('kr-e5-2-6 depth', () => {
  it('keys the mean of the bars the graph draws', () => {
    const t = templateById(templates, 'kr-e5-2-6.mean-bar-graph');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const xs = bars(p);
      expect(xs.length).toBe(5);
      expect(Number(p.answer) * xs.length).toBe(xs.reduce((a, b) => a + b, 0));
    }
  });

  it('fills the hidden bar so that the graph has the stated mean', () => {
    const t = templateById(templates, 'kr-e5-2-6.missing-bar');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, mean] = numbersIn(p.stem.en) as [number, number];
      const xs = bars(p);
      expect(xs.filter(Number.isNaN).length).toBe(1);
      const filled = xs.map((x) => (Number.isNaN(x) ? Number(p.answer) : x));
      expect(filled.reduce((a, b) => a + b, 0)).toBe(mean * 5);
    }
  });

  it('weighs each group by its size, which is not the mean of the two means', () => {
    const t = templateById(templates, 'kr-e5-2-6.two-groups-mean');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, p1, b, p2] = numbersIn(p.stem.en) as [number, number, number, number];
      const key = Number(p.answer);
      expect(key * (a + b)).toBe(a * p1 + b * p2);
      expect(key).not.toBe((p1 + p2) / 2);
    }
  });

  it('finds the height that moves the mean of the group to the new mean', () => {
    const t = templateById(templates, 'kr-e5-2-6.new-member-essay');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [n, before, after] = numbersIn(p.stem.en) as [number, number, number];
      expect((n * before + Number(p.answer)) / (n + 1)).toBe(after);
    }
  });

  it('puts the real score back in place of the misread one', () => {
    const t = templateById(templates, 'kr-e5-2-6.misread-value');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [n, actual, seen, wrongMean] = numbersIn(p.stem.en) as [number, number, number, number];
      expect(Number(p.answer) * n).toBe(wrongMean * n - seen + actual);
    }
  });
});
