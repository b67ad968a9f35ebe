// Korean particles chosen by the last syllable of the word before them, and every pair in a sentence resolved.
import { describe, expect, it } from 'vitest';
import { particle, resolveParticles } from './korean-particles';

describe('Korean particles', () => {
  it.each([
    ['분수', '을(를)', '를'],
    ['덧셈과 뺄셈', '을(를)', '을'],
    ['여러 가지 모양', '은(는)', '은'],
    ['비교하기', '은(는)', '는'],
    ['분수', '이(가)', '가'],
    ['각', '과(와)', '과'],
  ])('follows the last syllable, 받침 or not: %s + %s → %s', (word, pair, expected) => {
    expect(particle(word, pair)).toBe(expected);
  });

  it.each([
    ['평행선', '으로'],
    ['도형의 이동', '으로'],
    ['길', '로'],
    ['자료', '로'],
  ])('takes 로 after ㄹ, as after a vowel: %s → %s', (word, expected) => {
    expect(particle(word, '(으)로')).toBe(expected);
  });

  it.each([
    ['9까지의 수', '은(는)', '는'],
    ['분수(1)', '은(는)', '은'],
    ['분수(2)', '은(는)', '는'],
    ['SAT 수학', '이(가)', '이'],
    ['Algebra', '은(는)', '는'],
    ['Function f(x)', '을(를)', '를'],
    ['70%', '이에요(예요)', '예요'],
    ['30', '이에요(예요)', '이에요'],
  ])(
    'reads numbers in Sino-Korean and Latin letters by their names, past closing marks: %s + %s → %s',
    (word, pair, expected) => {
      expect(particle(word, pair)).toBe(expected);
    },
  );

  it.each([
    ['계속해요: 분수은(는) 아직 다 익히지 못했어요', '계속해요: 분수는 아직 다 익히지 못했어요'],
    ['덧셈과 뺄셈을(를) 먼저 익혀요, 곱셈이(가) 그 위에 있어요', '덧셈과 뺄셈을 먼저 익혀요, 곱셈이 그 위에 있어요'],
    ['no pairs here', 'no pairs here'],
  ])('resolves every pair in a sentence: %s', (sentence, expected) => {
    expect(resolveParticles(sentence)).toBe(expected);
  });
});
