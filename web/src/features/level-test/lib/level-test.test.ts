import { describe, expect, it } from 'vitest';
import { levelTestPath, minutesOf, signupGradeId } from './level-test';

describe('signupGradeId', () => {
  it('maps elementary and middle school years to their grades', () => {
    expect(signupGradeId({ gradeClass: 'ELEMENTARY', gradeSub: 4 })).toBe('kr-e4');
    expect(signupGradeId({ gradeClass: 'MIDDLE', gradeSub: 2 })).toBe('kr-m2');
  });

  it('starts every high school year at high school 1, the top of the course', () => {
    expect(signupGradeId({ gradeClass: 'HIGH', gradeSub: 1 })).toBe('kr-h1');
    expect(signupGradeId({ gradeClass: 'HIGH', gradeSub: 3 })).toBe('kr-h1');
  });

  it('has no grade for other students, missing years or no profile', () => {
    expect(signupGradeId({ gradeClass: 'ETC', gradeSub: null })).toBeNull();
    expect(signupGradeId({ gradeClass: 'MIDDLE', gradeSub: null })).toBeNull();
    expect(signupGradeId({ gradeClass: 'MIDDLE', gradeSub: 4 })).toBeNull();
    expect(signupGradeId({ gradeClass: null, gradeSub: null })).toBeNull();
    expect(signupGradeId(null)).toBeNull();
  });
});

describe('levelTestPath', () => {
  it('is /test, with the test id when there is one', () => {
    expect(levelTestPath()).toBe('/test');
    expect(levelTestPath('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/test?id=0f8fad5b-d9cb-469f-a165-70867728950e');
  });
});

describe('minutesOf', () => {
  it('rounds to whole minutes, at least one once time was spent', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(20)).toBe(1);
    expect(minutesOf(569)).toBe(9);
    expect(minutesOf(600)).toBe(10);
  });
});
