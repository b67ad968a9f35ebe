// The three kits' particle readers side by side: they share the particle choice (shared/korean) and agree on Hangul
// words and on numbers, and they read LaTeX, units and letters differently on purpose.
import { describe, expect, it } from 'vitest';
import { jo, w } from '../e1e3/kit.js';
import { josa as josaE4e6 } from '../e4e6/kit.js';
import { josa as josaMh } from '../mh/ko.js';

type Pair = '이/가' | '을/를' | '은/는' | '과/와' | '으로/로';

/** The particle each reader puts after a Korean word. */
const afterWord = (word: string, pair: Pair) => [
  w(word, pair).slice(word.length),
  josaE4e6(word, pair).slice(word.length),
  josaMh(word, pair).slice(word.length),
];

/** The particle each reader puts after a number: grade 1-3 from its value, the others from its LaTeX. */
const afterNumber = (n: number, pair: Pair) => {
  const tex = `\\(${n}\\)`;
  return [jo(n, pair), josaE4e6(tex, pair).slice(tex.length), josaMh(tex, pair).slice(tex.length)];
};

describe('particles', () => {
  it('agree after Hangul words, with 로 after ㄹ as after a vowel', () => {
    const cases: [string, Pair, string][] = [
      ['사과', '을/를', '를'],
      ['공책', '이/가', '이'],
      ['리본', '은/는', '은'],
      ['우유', '은/는', '는'],
      ['연필', '으로/로', '로'],
      ['서울', '으로/로', '로'],
      ['클립', '으로/로', '으로'],
    ];
    for (const [word, pair, particle] of cases)
      expect(afterWord(word, pair), word).toEqual([particle, particle, particle]);
  });

  it('agree after numbers read in Sino-Korean, powers of ten included', () => {
    const cases: [number, Pair, string][] = [
      [3, '을/를', '을'], // 삼
      [2, '을/를', '를'], // 이
      [4, '을/를', '를'], // 사
      [20, '을/를', '을'], // 이십
      [30, '을/를', '을'], // 삼십
      [10, '이/가', '이'], // 십
      [15, '이/가', '가'], // 십오
      [100, '은/는', '은'], // 백
      [1000, '과/와', '과'], // 천
      [25, '과/와', '와'], // 이십오
      [1, '으로/로', '로'], // 일
      [7, '으로/로', '로'], // 칠
      [2, '으로/로', '로'], // 이
      [3, '으로/로', '으로'], // 삼
      [6, '으로/로', '으로'], // 육
    ];
    for (const [n, pair, particle] of cases)
      expect(afterNumber(n, pair), String(n)).toEqual([particle, particle, particle]);
  });

  it('grade 4-6 reads a fraction numerator last and units as words; the secondary kit reads letters by name', () => {
    // 3분의 2: the numerator is read last; the secondary kit reads the last digit written.
    expect(josaE4e6('\\(\\frac{2}{3}\\)', '을/를')).toBe('\\(\\frac{2}{3}\\)를');
    expect(josaE4e6('\\(\\frac{11}{18}\\)', '은/는')).toBe('\\(\\frac{11}{18}\\)은');
    expect(josaMh('\\(\\frac{2}{3}\\)', '을/를')).toBe('\\(\\frac{2}{3}\\)을');
    // kg 킬로그램, L 리터, m 미터 in grade 4-6; 엘 and 엠 in the secondary kit.
    expect(josaE4e6('kg', '을/를')).toBe('kg을');
    expect(josaE4e6('L', '을/를')).toBe('L를');
    expect(josaMh('L', '을/를')).toBe('L을');
    expect(josaE4e6('\\(m\\)', '을/를')).toBe('\\(m\\)를');
    expect(josaMh('\\(m\\)', '을/를')).toBe('\\(m\\)을');
    // R is 알 (ending in ㄹ) in the secondary kit, so it takes 로.
    expect(josaMh('\\(R\\)', '으로/로')).toBe('\\(R\\)로');
    expect(josaE4e6('\\(R\\)', '으로/로')).toBe('\\(R\\)으로');
    expect(josaMh('\\(x\\)', '은/는')).toBe('\\(x\\)는');
  });

  it('grade 1-3 reads a number by its value, so a negative number has no final sound there', () => {
    expect(jo(-3, '을/를')).toBe('를');
    expect(josaE4e6('\\(-3\\)', '을/를')).toBe('\\(-3\\)을');
  });
});
