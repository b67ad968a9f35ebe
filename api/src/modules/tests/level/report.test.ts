import { describe, expect, it } from 'vitest';
import { buildLevelBank, type BankItem } from './bank.js';
import { levelPosterior, placementOf, startLevelTest, type LevelTestState } from './engine.js';
import { levelTestResult, STRAND_CALL, studyUnits, unitMasteries } from './report.js';
import { unitGrade } from './scale.js';
import type { Strand } from './strands.js';
import { answered, syntheticItems } from './test-factories.js';

const bank = buildLevelBank(syntheticItems());
const items = [...bank.items.values()];

/** `count` problems of a strand nearest to `level`, from different units. */
function near(strand: Strand, level: number, count: number): BankItem[] {
  const picked: BankItem[] = [];
  const sorted = items
    .filter((item) => item.strand === strand)
    .sort((a, b) => Math.abs(a.location - level) - Math.abs(b.location - level) || (a.id < b.id ? -1 : 1));
  for (const item of sorted) {
    if (picked.length < count && !picked.some((other) => other.unitId === item.unitId)) picked.push(item);
  }
  return picked;
}

const stateWith = (answers: LevelTestState['answers'], signupGradeId = 'kr-e6'): LevelTestState => ({
  ...startLevelTest({ seed: 1, signupGradeId }),
  answers,
});

describe('levelTestResult', () => {
  it('reports the placement of the posterior, the counts and why the test ended', () => {
    const asked = [...near('number', 5, 2), ...near('geometry', 5, 2), ...near('algebra', 5, 2)];
    const state = stateWith(asked.map((item, i) => answered(item.id, i % 3 !== 0)));
    const result = levelTestResult(bank, state);
    expect(result.placement).toEqual(placementOf(levelPosterior(bank, state)));
    expect(result.answered).toBe(6);
    expect(result.correct).toBe(4);
    expect(result.strands.map((strand) => strand.strand)).toEqual(['number', 'algebra', 'geometry', 'data']);
    expect(result.strands.find((strand) => strand.strand === 'data')?.status).toBe('untested');
  });

  it('finds the strand a student is behind in', () => {
    const wrong = near('number', 5, 4).map((item) => answered(item.id, false));
    const right = (['algebra', 'geometry', 'data'] as const).flatMap((strand) =>
      near(strand, 5, 4).map((item) => answered(item.id, true)),
    );
    const result = levelTestResult(bank, stateWith([...wrong, ...right]));
    const number = result.strands.find((strand) => strand.strand === 'number');
    expect(number?.status).toBe('gap');
    expect(number?.offset).toBeLessThan(-STRAND_CALL);
    for (const strand of result.strands.filter((s) => s.strand !== 'number')) {
      expect(strand.status).not.toBe('gap');
    }
  });

  it('suggests units at the edge of the placement', () => {
    const asked = (['number', 'algebra', 'geometry', 'data'] as const).flatMap((strand) => near(strand, 4, 3));
    // Right below 초5's middle, wrong above it.
    const state = stateWith(asked.map((item) => answered(item.id, item.location < 4)));
    const result = levelTestResult(bank, state);
    expect(result.placement.gradeId).toMatch(/kr-e[456]/);
    expect(result.studyUnits).toHaveLength(3);
    for (const unit of result.studyUnits) {
      expect(Math.abs((unitGrade(unit.unitId) as number) - result.placement.level)).toBeLessThanOrEqual(1.5);
      expect(unit.mastery).toBeLessThan(0.5);
    }
  });

  it('gives a stronger student higher mastery everywhere', () => {
    const asked = near('number', 5, 6);
    const strong = unitMasteries(bank, stateWith(asked.map((item) => answered(item.id, true))));
    const weak = unitMasteries(bank, stateWith(asked.map((item) => answered(item.id, false))));
    for (const [unitId, mastery] of strong) expect(mastery).toBeGreaterThanOrEqual(weak.get(unitId) as number);
  });
});

describe('studyUnits', () => {
  /** Every unit of grades up to `grade` mastered, the rest not, with exceptions. */
  const masteredUpTo = (grade: number, exceptions: Record<string, number> = {}) =>
    new Map(items.map((item) => [item.unitId, exceptions[item.unitId] ?? (item.grade <= grade ? 1 : 0)]));

  it('takes units not mastered whose prerequisites are, in course order', () => {
    expect(studyUnits(masteredUpTo(2)).map((unit) => unit.unitId)).toEqual(['kr-e4-1-1', 'kr-e4-1-2', 'kr-e4-1-3']);
  });

  it('puts the unit nearest to mastered first and skips units with a missing prerequisite', () => {
    const masteries = masteredUpTo(2, { 'kr-e4-1-4': 0.45, 'kr-e3-1-2': 0.2 });
    const units = studyUnits(masteries).map((unit) => unit.unitId);
    // kr-e3-1-2 (plane figures) is now the gap; kr-e4-1-2 and kr-e4-1-4 need it first.
    expect(units).toEqual(['kr-e3-1-2', 'kr-e4-1-1', 'kr-e4-1-3']);
  });

  it('reports the unit grade and strand', () => {
    expect(studyUnits(masteredUpTo(2))[0]).toEqual({
      unitId: 'kr-e4-1-1',
      gradeId: 'kr-e4',
      strand: 'number',
      mastery: 0,
    });
  });
});
