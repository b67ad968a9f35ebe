// Cases for kr-e2-2-1 (four-digit numbers), read back from what the student sees: the key in the box makes the
// printed comparison true, the key uses each card once, and the money or the clues add up.
import { describe, expect, it } from 'vitest';
import { mathRuns, valueOf } from '../kit/index.js';
import { templates } from '../units/kr-e2-2-1.js';
import { templateById } from './support.js';

/** The numbers of a text's math runs, in order (1{,}000 read as 1000). */
const numbersIn = (text: string): number[] => mathRuns(text).flatMap((run) => valueOf(run.replace(/\{,\}/g, '')));

describe('kr-e2-2-1 depth', () => {
  it('puts the greatest or least fitting digit in the box and the comparison holds; one more or less breaks it', () => {
    const t = templateById(templates, 'kr-e2-2-1.box-compare');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!/greatest|least/.test(p.stem.en)) continue;
      const tex = mathRuns(p.stem.en).at(-1)!;
      const holds = (digit: number) => {
        const [left, right] = tex.replace('\\square', String(digit)).split(/[<>]/) as [string, string];
        return tex.includes('>') ? Number(left) > Number(right) : Number(left) < Number(right);
      };
      const key = Number(p.answer);
      expect(holds(key)).toBe(true);
      const beyond = p.stem.en.includes('greatest') ? key + 1 : key - 1;
      if (beyond >= 0 && beyond <= 9) expect(holds(beyond)).toBe(false);
    }
  });

  it('makes the key from the four cards, each used once', () => {
    const t = templateById(templates, 'kr-e2-2-1.digit-cards');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(0, 4);
      expect([...p.answer].map(Number).sort()).toEqual([...cards].sort());
      expect(p.answer.startsWith('0')).toBe(false);
    }
  });

  it('gives a key that fits every clue', () => {
    const t = templateById(templates, 'kr-e2-2-1.clue-number');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!p.stem.en.includes('greatest')) continue;
      const [a, hundredsValue, sum] = numbersIn(p.stem.en) as [number, number, number];
      const d = p.answer.split('').map(Number);
      expect([d[0], (d[1] ?? 0) * 100, (d[2] ?? 0) + (d[3] ?? 0)]).toEqual([a, hundredsValue, sum]);
    }
  });

  it('makes the coins and the key add up to a thousand won', () => {
    const t = templateById(templates, 'kr-e2-2-1.make-thousand');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!p.stem.en.includes('coin')) continue;
      const [hundreds, tens] = numbersIn(p.stem.en) as [number, number];
      expect(hundreds * 100 + tens * 10 + Number(p.answer)).toBe(1000);
    }
  });
});
