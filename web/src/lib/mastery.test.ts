import { describe, expect, it } from 'vitest';
import { unitMastery } from '../test/records-factories';
import { aboutPercent, groupMastery, isUnsure, masteryChanges, masteryLevel, type CourseOrder } from './mastery';

describe('mastery wording', () => {
  it('names the level in four steps', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59, 0.4, 0.39, 0].map(masteryLevel)).toEqual([
      'mastered',
      'mastered',
      'almost',
      'almost',
      'learning',
      'learning',
      'practice',
      'practice',
    ]);
  });

  it("says 'about' to the nearest 5 percent", () => {
    expect([0.78, 0.824, 0.826, 0.01, 1].map(aboutPercent)).toEqual([80, 80, 85, 0, 100]);
  });

  it('calls a band of 30 points or more unsure', () => {
    expect(isUnsure({ low: 0.4, high: 0.7 })).toBe(true);
    expect(isUnsure({ low: 0.6, high: 0.85 })).toBe(false);
  });
});

describe('groupMastery', () => {
  const order: CourseOrder = {
    grade: (id) => ['kr-e1', 'kr-m1', 'sat-math'].indexOf(id),
    unit: (id) => ['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-2-1', 'kr-m1-1-1', 'sat-h-1'].indexOf(id),
  };

  it('groups answered units by grade in course order, then by strand in curriculum order', () => {
    const groups = groupMastery(
      [
        unitMastery('kr-m1-1-1', { strand: 'algebra' }),
        unitMastery('kr-e1-2-1', { strand: 'geometry' }),
        unitMastery('kr-e1-1-2', { strand: 'number' }),
        unitMastery('kr-e1-1-1', { strand: 'number' }),
        unitMastery('sat-h-1', { gradeId: 'sat-math', trackId: 'SAT', strand: null }),
        unitMastery('kr-e1-9-9', { answered: 0 }),
      ],
      order,
    );
    expect(groups.map((grade) => grade.gradeId)).toEqual(['kr-e1', 'kr-m1', 'sat-math']);
    expect(groups[0]!.strands.map((strand) => [strand.strand, strand.units.map((unit) => unit.unitId)])).toEqual([
      ['number', ['kr-e1-1-1', 'kr-e1-1-2']],
      ['geometry', ['kr-e1-2-1']],
    ]);
    expect(groups[2]!.strands[0]!.strand).toBeNull();
  });
});

describe('masteryChanges', () => {
  it('lists the units that improved and slipped, biggest change first, in whole points', () => {
    const { improved, slipped } = masteryChanges([
      unitMastery('a', { trend: 'improved', before: 0.5, mastery: 0.62 }),
      unitMastery('b', { trend: 'improved', before: 0.3, mastery: 0.81 }),
      unitMastery('c', { trend: 'slipped', before: 0.9, mastery: 0.7 }),
      unitMastery('d', { trend: 'slipped', before: 0.6, mastery: 0.52 }),
      unitMastery('e', { trend: 'steady', before: 0.6, mastery: 0.61 }),
      unitMastery('f', { trend: 'new' }),
    ]);
    expect(improved.map((change) => [change.unit.unitId, change.before, change.change])).toEqual([
      ['b', 30, 51],
      ['a', 50, 12],
    ]);
    expect(slipped.map((change) => [change.unit.unitId, change.change])).toEqual([
      ['c', -20],
      ['d', -8],
    ]);
  });
});
