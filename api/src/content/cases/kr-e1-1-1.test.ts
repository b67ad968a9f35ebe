// Cases for the deeper kr-e1-1-1 templates, read back from what the student sees: the child counted once in a line,
// the number found before stepping the other way, the neighbour of the point drawn on the number line.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-1-1.js';
import { numbersIn, templateById } from './support.js';

const key = (p: { choices?: string[]; answer: string }) =>
  p.choices ? Number(mathRuns(p.choices[Number(p.answer)]!)[0]) : Number(p.answer);

describe('kr-e1-1-1 depth', () => {
  it('counts the child in the middle of the line once', () => {
    const t = templateById(templates, 'kr-e1-1-1.line-up');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [front, back] = [...p.stem.en.matchAll(/(\d+)(?:st|nd|rd|th)/g)].map((x) => Number(x[1]));
      expect(Number(p.answer)).toBe(front! + back! - 1);
      expect(Number(p.answer)).toBeLessThanOrEqual(9);
    }
  });

  it('steps two away from the given number, back past the hidden one', () => {
    const t = templateById(templates, 'kr-e1-1-1.one-more-then-less');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const given = numbersIn(p.stem.en)[1]!;
      expect(key(p)).toBe(p.stem.en.includes('more than a number') ? given - 2 : given + 2);
      expect(p.choices!.every((c) => numbersIn(c)[0]! <= 9)).toBe(true);
    }
  });

  it('answers the neighbour of the point the figure draws', () => {
    const t = templateById(templates, 'kr-e1-1-1.number-line-neighbor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const at = Number(/data-value="(\d)"/.exec(String(p.figure!.svg))![1]);
      expect(key(p)).toBe(p.stem.en.includes('more') ? at + 1 : at - 1);
    }
  });

  it('counts only the numbers strictly between the two', () => {
    const t = templateById(templates, 'kr-e1-1-1.between-count');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(b - a - 1);
      expect(Number(p.answer)).toBeGreaterThan(1);
    }
  });

  it('reads the quoted number word as its digit', () => {
    const t = templateById(templates, 'kr-e1-1-1.number-words');
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const word = /"(\w+)"/.exec(p.stem.en)![1]!;
      expect(key(p)).toBe(words.indexOf(word) + 1);
    }
  });
});
