import { describe, expect, it } from 'vitest';
import { lastPractisedUnit, recentResults, scorePercent, todayPreview, workbookToContinue } from './home-summary';
import { testStudySet, testWorkbookSummary } from '../../../test/practice';
import { practiseUnitRoute, resultsRoute, studyModeRoute, unitStudyRoute, workbookRoute } from './home-links';

const workbook = testWorkbookSummary;
const studySet = (items: Parameters<typeof testStudySet>[1]) => testStudySet('TODAY', items);

describe('workbook to continue', () => {
  it('is the newest unfinished workbook of the list (newest first)', () => {
    const newest = workbook({ answered: 2 });
    const older = workbook();
    const done = workbook({ finishedAt: '2026-11-21T10:00:00.000Z' });
    expect(workbookToContinue([done, newest, older])).toBe(newest);
  });

  it('is null when every workbook is finished, or there are none', () => {
    expect(workbookToContinue([workbook({ finishedAt: '2026-11-21T10:00:00.000Z' })])).toBeNull();
    expect(workbookToContinue([])).toBeNull();
  });
});

describe('recent results', () => {
  it('lists finished workbooks only, by finishing time, newest first, up to the limit', () => {
    const a = workbook({ finishedAt: '2026-11-20T10:00:00.000Z', correct: 3 });
    const b = workbook({ finishedAt: '2026-11-22T10:00:00.000Z', correct: 5 });
    const c = workbook({ finishedAt: '2026-11-21T10:00:00.000Z', correct: 1 });
    expect(recentResults([a, workbook(), b, c], 2)).toEqual([b, c]);
  });

  it('scores as a whole percentage, and not at all before a test is graded', () => {
    expect(scorePercent(workbook({ correct: 4, questionCount: 5 }))).toBe(80);
    expect(scorePercent(workbook({ correct: 2, questionCount: 3 }))).toBe(67);
    expect(scorePercent(workbook({ kind: 'test', correct: null }))).toBeNull();
  });
});

describe("today's set", () => {
  it('counts the problems, names each unit once in order, and counts the mistakes coming back', () => {
    const preview = todayPreview(
      studySet([
        { unitId: 'kr-e1-1-2', reason: 'incorrect' },
        { unitId: 'kr-e1-1-1', reason: 'weak-unit' },
        { unitId: 'kr-e1-1-2', reason: 'weak-unit' },
      ]),
    );
    expect(preview).toEqual({ count: 3, unitIds: ['kr-e1-1-2', 'kr-e1-1-1'], review: 1 });
  });

  it('is empty when nothing is due', () => {
    expect(todayPreview(studySet([]))).toEqual({ count: 0, unitIds: [], review: 0 });
  });
});

describe('last practised unit', () => {
  it('is the unit of the last answered problem, with its progress', () => {
    const progress = { unitId: 'kr-e1-1-2', answered: 4, correct: 3, mastery: 0.6, low: 0.4, high: 0.8 };
    expect(lastPractisedUnit(studySet([{ unitId: 'kr-e1-1-2', reason: 'recent' }]), [progress])).toEqual({
      unitId: 'kr-e1-1-2',
      progress,
    });
    expect(lastPractisedUnit(studySet([{ unitId: 'kr-e1-1-3', reason: 'recent' }]), [progress])).toEqual({
      unitId: 'kr-e1-1-3',
      progress: null,
    });
  });

  it('is null for a student who has answered nothing', () => {
    expect(lastPractisedUnit(studySet([]), [])).toBeNull();
  });
});

describe('links', () => {
  it('opens each kind of workbook on its solving route', () => {
    expect(workbookRoute('practice', 'w1')).toBe('/solve/one/workbook?id=w1');
    expect(workbookRoute('test', 'w2')).toBe('/solve/test/one/workbook?id=w2');
    expect(workbookRoute('quest', 'w3')).toBe('/solve/test/one/workbook_quest?id=w3');
  });

  it('follows the shared URL conventions for results, starting a set and unit study', () => {
    expect(resultsRoute('w1')).toBe('/solve/result?id=w1');
    expect(studyModeRoute('TODAY', 7)).toBe('/solve/one?mode=TODAY&count=7');
    expect(practiseUnitRoute('kr-e1-1-1')).toBe('/solve/one?unit=kr-e1-1-1&count=5');
    expect(unitStudyRoute('kr e1')).toBe('/study/learning/?unitId=kr%20e1');
  });
});
