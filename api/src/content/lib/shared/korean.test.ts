// The shared particle parts: Hangul final consonants, digits read aloud, and which half of a pair follows.
import { describe, expect, it } from 'vitest';
import { digitSound, hangulFinal, hangulSound, particleFor, sinoKorean } from './korean.js';

describe('hangulFinal', () => {
  it('gives the final consonant of a Hangul syllable and nothing for other characters', () => {
    expect(['가', '각', '길', '힣'].map(hangulFinal)).toEqual([0, 1, 8, 27]);
    expect(['a', '3', ''].map(hangulFinal)).toEqual([undefined, undefined, undefined]);
  });

  it('tells ㄹ apart from other final consonants', () => {
    expect(hangulSound('물')).toEqual({ final: true, rieul: true });
    expect(hangulSound('책')).toEqual({ final: true, rieul: false });
    expect(hangulSound('사')).toEqual({ final: false, rieul: false });
    expect(hangulSound('x')).toBeUndefined();
  });
});

describe('digitSound', () => {
  it('reads the last digit in Sino-Korean; a final 0 is 십, 백, 천 or 영', () => {
    const endings = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => digitSound(d));
    // 영 일 이 삼 사 오 육 칠 팔 구
    expect(endings.map((s) => s.final)).toEqual([true, true, false, true, false, false, true, true, true, false]);
    expect(endings.map((s) => s.rieul)).toEqual([false, true, false, false, false, false, false, true, true, false]);
  });
});

describe('particleFor', () => {
  const consonant = { final: true, rieul: false };
  const rieul = { final: true, rieul: true };
  const vowel = { final: false, rieul: false };

  it('takes the first half after a consonant and the second after a vowel', () => {
    expect(particleFor('이/가', consonant)).toBe('이');
    expect(particleFor('이/가', vowel)).toBe('가');
    expect(particleFor('을/를', rieul)).toBe('을');
    expect(particleFor('과/와', vowel)).toBe('와');
    expect(particleFor('이/', vowel)).toBe('');
  });

  it('takes 로 after ㄹ as after a vowel', () => {
    expect(particleFor('으로/로', consonant)).toBe('으로');
    expect(particleFor('으로/로', rieul)).toBe('로');
    expect(particleFor('으로/로', vowel)).toBe('로');
  });
});

describe('sinoKorean', () => {
  it('reads 1-99 as the textbooks write them', () => {
    expect([3, 10, 11, 12, 20, 63, 99].map(sinoKorean)).toEqual([
      '삼',
      '십',
      '십일',
      '십이',
      '이십',
      '육십삼',
      '구십구',
    ]);
  });
});
