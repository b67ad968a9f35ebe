// The shared workbook types: the numbers that fit a box, the add/subtract mix-up and its working, digit cards.
import { describe, expect, it } from 'vitest';
import { PEOPLE } from './people.js';
import { boxAnswer, boxFitEssay, boxFits, cardExtreme, cardNumbers, mixedUpAddSub, mixedUpKey } from './workbook.js';

describe('boxFits', () => {
  it('reads a box as a digit of its number or as a number of its own', () => {
    expect(boxFits('2\\square<25', 0, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(boxFits('7+\\square>12', 1, 9)).toEqual([6, 7, 8, 9]);
    expect(boxFits('3\\square5\\gt 347', 0, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(boxAnswer([5, 6, 7], 'count')).toBe(3);
    expect(boxAnswer([5, 6, 7], 'greatest')).toBe(7);
    expect(boxAnswer([5, 6, 7], 'least')).toBe(5);
  });

  it('names the candidates and lists the fits in the last step', () => {
    const p = boxFitEssay({
      tex: '7+\\square>12',
      lo: 1,
      hi: 9,
      ask: 'count',
      fits: [6, 7, 8, 9],
      steps: [['a', 'b']],
      difficulty: 3,
    });
    expect(p.answer).toBe('4');
    expect(p.stem.ko).toContain('\\(1\\)부터 \\(9\\)까지의 수 중에서');
    expect(p.explanation.at(-1)?.en).toContain('\\(4\\) of them');
  });
});

describe('mixedUpAddSub', () => {
  it('gives the mistaken result in the stem and the intended one as the key', () => {
    const add = mixedUpAddSub({ x: 15, k: 4, add: true, person: PEOPLE[0]!, difficulty: 4 });
    expect(add.stem.en).toContain('got \\(11\\)');
    expect(add.answer).toBe('19');
    expect(mixedUpKey({ k: 4, wrong: 11, add: true, max: 100 })).toBe(19);
    const sub = mixedUpAddSub({ x: 15, k: 4, add: false, person: PEOPLE[1]!, difficulty: 4 });
    expect(sub.stem.en).toContain('got \\(19\\)');
    expect(sub.answer).toBe('11');
    expect(mixedUpKey({ k: 4, wrong: 19, add: false, max: 100 })).toBe(11);
  });
});

describe('cardNumbers', () => {
  it('uses each card once and never starts with 0', () => {
    expect(cardNumbers([0, 3, 5], 2)).toEqual([30, 35, 50, 53]);
    expect(cardNumbers([1, 1, 2], 2)).toEqual([11, 12, 21]);
  });
});

describe('cardExtreme', () => {
  it('takes the greatest or least number the cards make, never one that starts with 0', () => {
    expect(cardExtreme([0, 3, 5], 2, true)).toBe(53);
    expect(cardExtreme([0, 3, 5], 2, false)).toBe(30);
    expect(cardExtreme([4, 0, 7, 2], 3, false)).toBe(204);
  });
});
