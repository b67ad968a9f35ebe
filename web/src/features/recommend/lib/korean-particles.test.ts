import { describe, expect, it } from 'vitest';
import { particle, resolveParticles } from './korean-particles';

describe('Korean particles', () => {
  it('follows the last syllable: 받침 or not', () => {
    expect(particle('분수', '을(를)')).toBe('를');
    expect(particle('덧셈과 뺄셈', '을(를)')).toBe('을');
    expect(particle('여러 가지 모양', '은(는)')).toBe('은');
    expect(particle('비교하기', '은(는)')).toBe('는');
    expect(particle('분수', '이(가)')).toBe('가');
    expect(particle('각', '과(와)')).toBe('과');
  });

  it('takes 로 after ㄹ, as after a vowel', () => {
    expect(particle('평행선', '(으)로')).toBe('으로');
    expect(particle('도형의 이동', '(으)로')).toBe('으로');
    expect(particle('길', '(으)로')).toBe('로');
    expect(particle('자료', '(으)로')).toBe('로');
  });

  it('reads numbers in Sino-Korean and Latin letters by their names, past closing marks', () => {
    expect(particle('9까지의 수', '은(는)')).toBe('는');
    expect(particle('분수(1)', '은(는)')).toBe('은');
    expect(particle('분수(2)', '은(는)')).toBe('는');
    expect(particle('SAT 수학', '이(가)')).toBe('이');
    expect(particle('Algebra', '은(는)')).toBe('는');
    expect(particle('Function f(x)', '을(를)')).toBe('를');
    expect(particle('70%', '이에요(예요)')).toBe('예요');
    expect(particle('30', '이에요(예요)')).toBe('이에요');
  });

  it('resolves every pair in a sentence', () => {
    expect(resolveParticles('계속해요: 분수은(는) 아직 다 익히지 못했어요')).toBe(
      '계속해요: 분수는 아직 다 익히지 못했어요',
    );
    expect(resolveParticles('덧셈과 뺄셈을(를) 먼저 익혀요, 곱셈이(가) 그 위에 있어요')).toBe(
      '덧셈과 뺄셈을 먼저 익혀요, 곱셈이 그 위에 있어요',
    );
    expect(resolveParticles('no pairs here')).toBe('no pairs here');
  });
});
