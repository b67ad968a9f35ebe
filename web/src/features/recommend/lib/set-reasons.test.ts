// Which phrases a set shows for its reasons: distinct, the most common first, at most three, its own why first.
import type { StudySet, StudyWhy } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { testStudySet } from '../../../test/practice';
import { testWhy as why } from '../test/why';
import { setReasons } from './set-reasons';

function withWhys(whys: (StudyWhy | null)[], own: StudyWhy | null = null): StudySet {
  const set = testStudySet(
    'TODAY',
    whys.map(() => ({ unitId: 'kr-e1-1-1', reason: 'weak-unit' })),
  );
  return { ...set, why: own, items: set.items.map((item, index) => ({ ...item, why: whys[index] ?? null })) };
}

describe('set reasons', () => {
  it('lists distinct phrases, the most common first, at most three', () => {
    const set = withWhys([why('review'), why('ready'), why('review'), null, why('gradeStart'), why('levelTest')]);
    expect(setReasons(set, (w) => w.key)).toEqual(['review', 'ready', 'gradeStart']);
  });

  it("puts the set's own why first", () => {
    expect(setReasons(withWhys([why('review')], why('prerequisiteFirst')), (w) => w.key)).toEqual([
      'prerequisiteFirst',
      'review',
    ]);
  });

  it('has nothing to say without whys', () => {
    expect(setReasons(withWhys([null, null]), (w) => w.key)).toEqual([]);
  });
});
