// An adaptive test as the api returns it, the first grade's three units it covers, and a screen rendered at a URL,
// for the tests of the level test and diagnostic screens.
import type { Test } from '@mathbridge/contract';
import { firstSemesterMap, localized, testUnit } from './course-map';
import { testProblem } from './practice';

export const TEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A level test under way at its first question unless the test gives more. */
export function testView(overrides: Partial<Test> = {}): Test {
  return {
    id: TEST_ID,
    type: 'LEVEL',
    status: 'IN_PROGRESS',
    item: testProblem({}, 1),
    answered: 0,
    maxItems: 20,
    gradeId: 'kr-m2',
    unitIds: [],
    module: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const firstGradeMap = firstSemesterMap([
  testUnit('kr-e1-1-1', localized('Numbers up to 9', '9까지의 수'), 1),
  testUnit('kr-e1-1-2', localized('Various shapes', '여러 가지 모양'), 2),
  testUnit('kr-e1-1-3', localized('Addition and subtraction', '덧셈과 뺄셈'), 3),
]);
