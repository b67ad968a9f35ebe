// Cases for the 5-1 correspondence templates, read back from the printed stem: the hour in another city, the table
// run backwards, cuts against pieces, tape with overlaps, and tables pushed together.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e5-1-3.js';
import { numbersIn, templateById } from './support.js';

const key = (p: { type: string; answer: string; choices?: string[] }) =>
  Number(p.type === 'multiple' ? mathRuns(p.choices![Number(p.answer)]!)[0] : p.answer);

describe('kr-e5-1-3 depth', () => {
  it('keeps the gap of the table for the asked hour, still in the afternoon', () => {
    const t = templateById(templates, 'kr-e5-1-3.time-zone');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [s1, , , c1, , , ask] = numbersIn(p.stem.en) as number[];
      expect(key(p)).toBe(ask! - (s1! - c1!));
      expect(key(p)).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds the circle whose triangle the table would reach', () => {
    const t = templateById(templates, 'kr-e5-1-3.table-backwards');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const n = numbersIn(p.stem.en);
      const [y1, y2, target] = [n[4]!, n[5]!, n[8]!];
      expect(y1 + (key(p) - 1) * (y2 - y1)).toBe(target);
    }
  });

  it('counts one cut fewer than pieces', () => {
    const t = templateById(templates, 'kr-e5-1-3.cutting-log');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [each, pieces] = numbersIn(p.stem.en) as [number, number];
      expect(key(p)).toBe(each * (pieces - 1));
    }
  });

  it('takes one overlap away for each join of the tape', () => {
    const t = templateById(templates, 'kr-e5-1-3.overlapping-tape');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [len, overlap, sheets] = numbersIn(p.stem.en) as [number, number, number];
      expect(key(p)).toBe(len * sheets - overlap * (sheets - 1));
    }
  });

  it('seats the asked number at the tables found, by the pattern of the first three', () => {
    const t = templateById(templates, 'kr-e5-1-3.tables-in-a-row');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const n = numbersIn(p.stem.en);
      const [one, two, chairs] = [n.at(-4)!, n.at(-3)!, n.at(-1)!];
      expect(one + (key(p) - 1) * (two - one)).toBe(chairs);
    }
  });
});
