import { describe, expect, it } from 'vitest';
import {
  longestChains,
  masteryBand,
  masteryTier,
  maxProblems,
  minutesOf,
  reportLead,
  signupGradeId,
  STATUS_TONES,
  toPercent,
} from './report-words';

describe('the report in words', () => {
  it('speaks of chances as whole percentages within 0–100', () => {
    expect(toPercent(0.854)).toBe(85);
    expect(toPercent(0.855)).toBe(86);
    expect(toPercent(-0.2)).toBe(0);
    expect(toPercent(1.3)).toBe(100);
    expect(toPercent(Number.NaN)).toBe(0);
  });

  it('puts a unit in three steps by the limits the engine decides by', () => {
    expect(masteryTier(0.8)).toBe('likely');
    expect(masteryTier(0.79)).toBe('maybe');
    expect(masteryTier(0.5)).toBe('maybe');
    expect(masteryTier(0.49)).toBe('unlikely');
  });

  it('gives the mastery with its band, the band always holding the value', () => {
    expect(masteryBand({ mastery: 0.85, low: 0.7, high: 0.95 })).toEqual({
      percent: 85,
      low: 70,
      high: 95,
      tier: 'likely',
    });
    // Rounding may not put the value outside its band, and a band given upside down is read the right way round.
    expect(masteryBand({ mastery: 0.93, low: 0.94, high: 0.98 })).toMatchObject({ percent: 93, low: 93, high: 98 });
    expect(masteryBand({ mastery: 0.2, low: 0.4, high: 0.05 })).toMatchObject({ low: 5, high: 40, tier: 'unlikely' });
    // A few answers never make anything certain: never 0% or 100%.
    expect(masteryBand({ mastery: 0.998, low: 0.97, high: 0.9999 })).toMatchObject({ percent: 99, low: 97, high: 99 });
    expect(masteryBand({ mastery: 0.001, low: 0, high: 0.06 })).toMatchObject({ percent: 1, low: 1, high: 6 });
  });

  it('colours mastered green, learning amber and a gap red', () => {
    expect(STATUS_TONES).toEqual({ MASTERED: 'success', LEARNING: 'warning', GAP: 'error' });
  });

  it('rounds the time to whole minutes, at least one when any time was spent', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(20)).toBe(1);
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(91)).toBe(2);
    expect(minutesOf(754)).toBe(13);
  });

  it('caps the test at 3 problems a unit plus 12, and never more than 40', () => {
    expect(maxProblems(1)).toBe(15);
    expect(maxProblems(2)).toBe(18);
    expect(maxProblems(5)).toBe(27);
    expect(maxProblems(9)).toBe(39);
    expect(maxProblems(12)).toBe(40);
  });

  it('leads with the gaps, then what is still being learned, then praise', () => {
    expect(reportLead([])).toBe('empty');
    expect(reportLead([{ status: 'MASTERED' }, { status: 'GAP' }, { status: 'LEARNING' }])).toBe('gaps');
    expect(reportLead([{ status: 'MASTERED' }, { status: 'LEARNING' }])).toBe('learning');
    expect(reportLead([{ status: 'MASTERED' }])).toBe('allMastered');
  });

  it('reads the signup grade as a course map grade', () => {
    expect(signupGradeId({ gradeClass: 'ELEMENTARY', gradeSub: 5 })).toBe('kr-e5');
    expect(signupGradeId({ gradeClass: 'MIDDLE', gradeSub: 2 })).toBe('kr-m2');
    expect(signupGradeId({ gradeClass: 'HIGH', gradeSub: 3 })).toBe('kr-h1');
    expect(signupGradeId({ gradeClass: 'ETC', gradeSub: null })).toBeNull();
    expect(signupGradeId({ gradeClass: 'MIDDLE', gradeSub: null })).toBeNull();
    expect(signupGradeId(null)).toBeNull();
  });

  it('draws only the chains that are not the tail of a longer one', () => {
    const gaps = [
      { unitId: 'root', chain: ['root'] },
      { unitId: 'b', chain: ['b', 'root'] },
      { unitId: 'a', chain: ['a', 'b', 'root'] },
      { unitId: 'c', chain: ['c', 'root'] },
      { unitId: 'd', chain: ['d', 'other'] },
    ];
    expect(longestChains(gaps).map((gap) => gap.unitId)).toEqual(['a', 'c', 'd']);
    expect(longestChains([{ chain: ['x'] }])).toEqual([{ chain: ['x'] }]);
  });
});
