// Cases for the 6-1 strip and circle graph templates, read back from what the student sees: the parts of the strip
// add up to the whole, the difference and the part come from the whole, and a percent of a percent is taken in turn.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-1-5.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

/** The percents the strip graph's English alt text states, in order; a hidden part reads as NaN. */
const parts = (p: GeneratedProblem): number[] =>
  [...(p.figure?.alt.en ?? '').matchAll(/: (\d+%|not shown)/g)].map((match) => parseInt(match[1]!, 10));

describe('kr-e6-1-5 depth', () => {
  it('keys the part of the strip that makes the whole 100%', () => {
    const t = templateById(templates, 'kr-e6-1-5.band-graph-missing');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const ps = parts(p);
      expect(ps.length).toBe(4);
      expect(ps.filter(Number.isNaN).length).toBe(1);
      expect(ps.filter((x) => !Number.isNaN(x)).reduce((a, b) => a + b, 0) + Number(p.answer)).toBe(100);
    }
  });

  it('turns the gap between two parts of the strip into students', () => {
    const t = templateById(templates, 'kr-e6-1-5.band-graph-difference');
    const seasons = ['spring', 'summer', 'fall', 'winter'];
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total] = numbersIn(p.stem.en) as [number];
      const [more, fewer] = /chose (\w+) than (\w+)\?/.exec(p.stem.en)!.slice(1) as [string, string];
      const ps = parts(p);
      const gap = ps[seasons.indexOf(more)]! - ps[seasons.indexOf(fewer)]!;
      expect(gap).toBeGreaterThan(0);
      expect(Number(p.answer)).toBe((total * gap) / 100);
    }
  });

  it('finds the whole from the known part, then the asked part', () => {
    const t = templateById(templates, 'kr-e6-1-5.whole-from-part');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [pKnown, pAsked, count] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * pKnown).toBe(count * pAsked);
    }
  });

  it('takes the second percent of the first part, not of the whole', () => {
    const t = templateById(templates, 'kr-e6-1-5.percent-of-percent');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [money, snack, part] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe((((money / 100) * snack) / 100) * part);
    }
  });

  it('reads the percent off the band length and scales the count to the whole', () => {
    const t = templateById(templates, 'kr-e6-1-5.band-length-to-whole');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [len, piece, count] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * piece).toBeCloseTo(count * len, 9);
    }
  });
});
