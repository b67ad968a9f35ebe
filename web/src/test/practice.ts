// Practice records shaped like the api's, for the web tests: workbook summaries, problems and study sets.
import type { ProblemView, StudySet, WorkbookSummary } from '@mathbridge/contract';

let serial = 0;

/** A practice workbook of unit kr-e1-1-1, unanswered and unfinished unless overridden; each has its own id. */
export function testWorkbookSummary(overrides: Partial<WorkbookSummary> = {}): WorkbookSummary {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    mode: 'ONE',
    kind: 'practice',
    testType: null,
    source: { unitIds: ['kr-e1-1-1'], studyMode: null, problemId: null, query: null },
    questionCount: 5,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: null,
    answered: 0,
    correct: 0,
    ...overrides,
  };
}

/** A multiple-choice problem of kr-e1-1-1 (the n-th, for distinct ids). */
export function testProblem(overrides: Partial<ProblemView> = {}, n = 0): ProblemView {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    unitId: 'kr-e1-1-1',
    subUnit: null,
    type: 'multiple',
    difficulty: 2,
    stem: { ko: '문제', en: 'Problem' },
    choices: ['1', '2', '3', '4', '5'],
    answerForm: null,
    figure: null,
    ...overrides,
  };
}

/** A study set with one problem per item, in the given units and for the given reasons. */
export function testStudySet(
  mode: StudySet['mode'],
  items: { unitId: string; reason: StudySet['items'][number]['reason'] }[],
): StudySet {
  return {
    mode,
    unitId: null,
    why: null,
    items: items.map(({ unitId, reason }, index) => ({
      reason,
      why: null,
      predicted: 0.7,
      problem: testProblem({ unitId }, index),
    })),
  };
}
