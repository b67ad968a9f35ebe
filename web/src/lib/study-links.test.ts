import { describe, expect, it } from 'vitest';
import { learningPath, practiseUnitPath, studyModePath, studySearchPath } from './study-links';

describe('study links', () => {
  it('starts a five-question practice or test of a unit', () => {
    expect(practiseUnitPath('kr-e1-1-1')).toBe('/solve/one?unit=kr-e1-1-1&count=5');
    expect(practiseUnitPath('kr-e1-1-1', 'test')).toBe('/solve/one?unit=kr-e1-1-1&count=5&kind=test');
  });

  it('starts a study mode with only the targets it is given, encoded', () => {
    expect(studyModePath('FAST', { count: 5 })).toBe('/solve/one?mode=FAST&count=5');
    expect(studyModePath('NEXT', { count: 5, unitId: 'kr-m2-1' })).toBe('/solve/one?mode=NEXT&count=5&unitId=kr-m2-1');
    expect(studyModePath('SEARCH', { count: 5, q: '분수 덧셈' })).toBe(
      '/solve/one?mode=SEARCH&count=5&q=%EB%B6%84%EC%88%98+%EB%8D%A7%EC%85%88',
    );
    expect(studyModePath('SAME', { count: 1, problemId: 'p-1' })).toBe('/solve/one?mode=SAME&count=1&problemId=p-1');
  });

  it('opens the unit study page and keeps search words in the study URL', () => {
    expect(learningPath('kr-e1-1-1')).toBe('/study/learning/?unitId=kr-e1-1-1');
    expect(studySearchPath('  fractions ')).toBe('/study?q=fractions');
    expect(studySearchPath('   ')).toBe('/study');
  });
});
