// Reads and writes of tests: a test is a workbook of mode DIAGNOSE (kind test) whose items grow as the test adapts;
// its answers are attempts tagged with the workbook id, as for any workbook.
import type { Db } from '../../db/client.js';
import type { TestStateRow, WorkbookRow } from '../../db/schema/workbooks.js';
import type { TestType } from '@mathbridge/contract';
import { findOwnWorkbook, insertWorkbook, latestTestReport, listWorkbooks } from '../practice/repository.js';
import { findUserById } from '../users/repository.js';

export type TestRow = WorkbookRow & { testType: TestType; testState: TestStateRow };

function asTest(row: WorkbookRow | undefined): TestRow | undefined {
  if (!row || row.mode !== 'DIAGNOSE' || row.testType === null || row.testState === null) return undefined;
  return row as TestRow;
}

export async function insertTest(
  db: Db,
  values: { userId: string; testType: TestType; testState: TestStateRow; unitIds: string[]; maxItems: number },
  problemIds: readonly string[],
): Promise<TestRow> {
  const row = await insertWorkbook(
    db,
    {
      userId: values.userId,
      kind: 'test',
      source: { unitIds: values.unitIds, studyMode: null, problemId: null, query: null },
      test: { testType: values.testType, testState: values.testState, questionCount: values.maxItems },
    },
    problemIds,
  );
  const test = asTest(row);
  if (!test) throw new Error('test insert returned no row');
  return test;
}

/** The user's test (`lock` holds it until the transaction ends); undefined when it is not theirs or not a test. */
export async function findOwnTest(
  db: Db,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TestRow | undefined> {
  return asTest(await findOwnWorkbook(db, id, userId, options));
}

export interface TestListRow extends TestRow {
  answered: number;
}

export async function listTests(
  db: Db,
  userId: string,
  options: { type?: TestType; limit: number; offset: number },
): Promise<{ rows: TestListRow[]; total: number }> {
  const { rows, total } = await listWorkbooks(db, userId, {
    testType: options.type ?? 'any',
    limit: options.limit,
    offset: options.offset,
  });
  return {
    rows: rows.flatMap((row) => {
      const test = asTest(row);
      return test ? [{ ...test, answered: row.answered }] : [];
    }),
    total,
  };
}

/** The grade the student gave at signup, as the course map names it (kr-e5, kr-m2, kr-h1); null when unknown. */
export async function signupGradeId(db: Db, userId: string): Promise<string | null> {
  const row = await findUserById(db, userId);
  if (!row?.gradeClass) return null;
  if (row.gradeClass === 'ELEMENTARY' && row.gradeSub) return `kr-e${Math.min(6, row.gradeSub)}`;
  if (row.gradeClass === 'MIDDLE' && row.gradeSub) return `kr-m${Math.min(3, row.gradeSub)}`;
  if (row.gradeClass === 'HIGH') return 'kr-h1';
  return null;
}

/** The units the student's latest finished level test said to study first; empty when there is none. */
export async function levelTestStudyUnits(db: Db, userId: string): Promise<string[]> {
  const report = (await latestTestReport(db, userId, 'LEVEL')) as { nextUnits?: { unitId: string }[] } | undefined;
  return (report?.nextUnits ?? []).map((unit) => unit.unitId);
}
