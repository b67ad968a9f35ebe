// Reads and writes of practice: workbooks and their items, the student's attempts, problem picks for study modes,
// bookmarks, courses of interest and search. Only this file touches those tables for the practice module.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { attempts, type AttemptRow, type NewAttemptRow } from '../../db/schema/attempts.js';
import { bookmarks } from '../../db/schema/bookmarks.js';
import { curriculum } from '../../db/schema/curriculum.js';
import { interests } from '../../db/schema/interests.js';
import { problems } from '../../db/schema/problems.js';
import {
  workbookItems,
  workbooks,
  type NewWorkbookRow,
  type TestStateRow,
  type WorkbookRow,
  type WorkbookSourceRow,
} from '../../db/schema/workbooks.js';
import { latestVersionOf, type ProblemRow } from '../problems/repository.js';

export type { AttemptRow, WorkbookRow };
export type WorkbookKindRow = WorkbookRow['kind'];

/** Problems by id, in the order of the ids given (unknown ids are left out). */
export async function problemsByIds(db: Db, ids: readonly string[]): Promise<ProblemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(problems)
    .where(inArray(problems.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A workbook with its first problems. A test (mode DIAGNOSE) names its type, its engine's state and the most problems
 * it can ask; a workbook holds exactly the problems given.
 */
export async function insertWorkbook(
  db: Db,
  values: {
    userId: string;
    kind: WorkbookKindRow;
    source: WorkbookSourceRow;
    test?: Pick<NewWorkbookRow, 'testType' | 'testState' | 'questionCount'>;
  },
  problemIds: readonly string[],
): Promise<WorkbookRow> {
  const { test, ...workbook } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workbooks)
      .values({ ...workbook, mode: test ? 'DIAGNOSE' : 'ONE', questionCount: problemIds.length, ...test })
      .returning();
    if (!row) throw new Error('workbook insert returned no row');
    await tx
      .insert(workbookItems)
      .values(problemIds.map((problemId, position) => ({ workbookId: row.id, position, problemId })));
    return row;
  });
}

/** The workbook if it belongs to the user; `lock` holds it until the transaction ends. */
export async function findOwnWorkbook(
  db: Db,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<WorkbookRow | undefined> {
  const query = db
    .select()
    .from(workbooks)
    .where(and(eq(workbooks.id, id), eq(workbooks.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function workbookProblemIds(db: Db, workbookId: string): Promise<string[]> {
  const rows = await db
    .select({ problemId: workbookItems.problemId })
    .from(workbookItems)
    .where(eq(workbookItems.workbookId, workbookId))
    .orderBy(asc(workbookItems.position));
  return rows.map((row) => row.problemId);
}

/** The user's answers in a workbook, in answer order. */
export async function workbookAttempts(db: Db, workbookId: string, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.workbookId, workbookId), eq(attempts.userId, userId)))
    .orderBy(asc(attempts.createdAt), asc(attempts.id));
}

export async function markFinished(db: Db, id: string, at: Date): Promise<WorkbookRow | undefined> {
  await db
    .update(workbooks)
    .set({ finishedAt: at })
    .where(and(eq(workbooks.id, id), isNull(workbooks.finishedAt)));
  const [row] = await db.select().from(workbooks).where(eq(workbooks.id, id));
  return row;
}

/** Adds problems to a workbook that grows as it goes (an adaptive test), numbered on from `from`. */
export async function appendWorkbookItems(
  db: Db,
  workbookId: string,
  from: number,
  problemIds: readonly string[],
): Promise<void> {
  if (problemIds.length === 0) return;
  await db
    .insert(workbookItems)
    .values(problemIds.map((problemId, index) => ({ workbookId, position: from + index, problemId })));
}

export async function updateWorkbookTestState(db: Db, workbookId: string, testState: TestStateRow): Promise<void> {
  await db.update(workbooks).set({ testState }).where(eq(workbooks.id, workbookId));
}

/** Finishes a test workbook with its report; a workbook already finished keeps its first report. */
export async function finishWorkbookWithReport(
  db: Db,
  workbookId: string,
  report: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .update(workbooks)
    .set({ finishedAt: at, report })
    .where(and(eq(workbooks.id, workbookId), isNull(workbooks.finishedAt)));
}

/** The student's answers to the problem, oldest first (at most 20: the chat tutor reads how they went). */
export async function studentAnswersTo(
  db: Db,
  userId: string,
  problemId: string,
): Promise<{ answer: string | null; correct: boolean }[]> {
  return db
    .select({ answer: attempts.answer, correct: attempts.correct })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.problemId, problemId)))
    .orderBy(asc(attempts.createdAt))
    .limit(20);
}

export interface WorkbookListRow extends WorkbookRow {
  answered: number;
  correct: number;
}

export async function listWorkbooks(
  db: Db,
  userId: string,
  options: { kind?: WorkbookKindRow; limit: number; offset: number },
): Promise<{ rows: WorkbookListRow[]; total: number }> {
  const where = and(eq(workbooks.userId, userId), options.kind ? eq(workbooks.kind, options.kind) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(workbooks).where(where);
  // The outer row's id, qualified by its table: a bare ${workbooks.id} renders as "id", which inside the subquery
  // would name the attempt's own id and count nothing.
  const workbookId = sql`${workbooks}.${sql.identifier('id')}`;
  const answered = sql<number>`(select count(*)::int from ${attempts} a
    where a.workbook_id = ${workbookId} and a.user_id = ${userId})`;
  const correct = sql<number>`(select count(*)::int from ${attempts} a
    where a.workbook_id = ${workbookId} and a.user_id = ${userId} and a.correct)`;
  const rows = await db
    .select({ workbook: workbooks, answered, correct })
    .from(workbooks)
    .where(where)
    .orderBy(desc(workbooks.createdAt), desc(workbooks.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    rows: rows.map((row) => ({ ...row.workbook, answered: Number(row.answered), correct: Number(row.correct) })),
    total: Number(totalRow?.total ?? 0),
  };
}

/**
 * The student's newest unfinished workbook of this kind built from this study mode with this many questions, while
 * some of its problems are unanswered: a set the app picks (the quick set) is taken up again rather than built anew.
 */
export async function findOpenStudyWorkbook(
  db: Db,
  userId: string,
  options: { kind: WorkbookKindRow; studyMode: string; questionCount: number },
): Promise<WorkbookRow | undefined> {
  const workbookId = sql`${workbooks}.${sql.identifier('id')}`;
  const [row] = await db
    .select()
    .from(workbooks)
    .where(
      and(
        eq(workbooks.userId, userId),
        eq(workbooks.mode, 'ONE'),
        eq(workbooks.kind, options.kind),
        isNull(workbooks.finishedAt),
        eq(workbooks.questionCount, options.questionCount),
        sql`${workbooks.source}->>'studyMode' = ${options.studyMode}`,
        sql`exists (select 1 from ${workbookItems} i where i.workbook_id = ${workbookId} and not exists (
          select 1 from ${attempts} a where a.workbook_id = i.workbook_id and a.problem_id = i.problem_id))`,
      ),
    )
    .orderBy(desc(workbooks.createdAt))
    .limit(1);
  return row;
}

/** Whether the problem is in one of the student's tests that is not finished (its key must not show yet). */
export async function inOpenTest(db: Db, userId: string, problemId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(workbookItems)
    .innerJoin(workbooks, eq(workbooks.id, workbookItems.workbookId))
    .where(
      and(
        eq(workbookItems.problemId, problemId),
        eq(workbooks.userId, userId),
        eq(workbooks.kind, 'test'),
        isNull(workbooks.finishedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findAttemptByClientId(db: Db, clientAttemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(attempts).where(eq(attempts.clientAttemptId, clientAttemptId)).limit(1);
  return row;
}

/** Inserts the attempt unless its clientAttemptId is taken; undefined when it was (a retry or a concurrent twin). */
export async function insertAttemptOnce(db: Db, values: NewAttemptRow): Promise<AttemptRow | undefined> {
  const [row] = await db
    .insert(attempts)
    .values(values)
    .onConflictDoNothing({ target: attempts.clientAttemptId })
    .returning();
  return row;
}

export async function hasAnsweredInWorkbook(
  db: Db,
  workbookId: string,
  problemId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.workbookId, workbookId), eq(attempts.problemId, problemId), eq(attempts.userId, userId)))
    .limit(1);
  return row !== undefined;
}

const latestVersion = latestVersionOf('p');

export interface Candidate {
  id: string;
  templateId: string;
  difficulty: number;
  /** The student has answered it before. */
  seen: boolean;
}

/**
 * Up to `limit` problems from the units, latest template versions only: problems the student has not answered
 * first, one per template before a second from the same template, then at random.
 */
export async function candidatesFromUnits(
  db: Db,
  userId: string,
  unitIds: readonly string[],
  limit: number,
  options: { exclude?: readonly string[]; templateId?: string } = {},
): Promise<Candidate[]> {
  if (unitIds.length === 0 || limit <= 0) return [];
  const exclude = options.exclude ?? [];
  const result = await db.execute(sql`
    select x.id, x.template_id, x.difficulty, x.seen from (
      select p.id, p.template_id, p.difficulty,
             exists (select 1 from attempts a where a.user_id = ${userId} and a.problem_id = p.id) as seen,
             row_number() over (partition by p.template_id order by random()) as rn
      from problems p
      where p.unit_id in (${sql.join(
        unitIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and ${latestVersion}
        ${options.templateId ? sql`and p.template_id = ${options.templateId}` : sql``}
        ${
          exclude.length > 0
            ? sql`and p.id not in (${sql.join(
                exclude.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
            : sql``
        }
    ) x
    order by x.seen, x.rn, random()
    limit ${limit}
  `);
  return rowsOf<{ id: string; template_id: string; difficulty: number; seen: boolean }>(result).map((row) => ({
    id: row.id,
    templateId: row.template_id,
    difficulty: Number(row.difficulty),
    seen: row.seen === true,
  }));
}

/** Problems whose latest answer by the student is wrong, most recent mistake first. */
export async function incorrectProblemIds(
  db: Db,
  userId: string,
  limit: number,
  options: { answeredBefore?: Date } = {},
): Promise<string[]> {
  const result = await db.execute(sql`
    select l.problem_id as id from (
      select distinct on (a.problem_id) a.problem_id, a.correct, a.created_at
      from attempts a where a.user_id = ${userId}
      order by a.problem_id, a.created_at desc, a.id desc
    ) l
    where not l.correct
      ${options.answeredBefore ? sql`and l.created_at <= ${options.answeredBefore.toISOString()}::timestamptz` : sql``}
    order by l.created_at desc
    limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Problems the student answered most recently, each once. */
export async function recentProblemIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select l.problem_id as id from (
      select a.problem_id, max(a.created_at) as last_at from attempts a
      where a.user_id = ${userId} group by a.problem_id
    ) l order by l.last_at desc limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Units the student answered in most recently, each once. */
/** The units the student practised last, newest first; a level, diagnostic or SAT test's answers are not practice. */
export async function recentUnitIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select l.unit_id as id from (
      select a.unit_id, max(a.created_at) as last_at from attempts a
      where a.user_id = ${userId} and a.unit_id is not null
        and not exists (select 1 from workbooks w where w.id = a.workbook_id and w.mode = 'DIAGNOSE')
      group by a.unit_id
    ) l order by l.last_at desc limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export async function unitTotals(
  db: Db,
  userId: string,
): Promise<{ unitId: string; answered: number; correct: number }[]> {
  const rows = await db
    .select({
      unitId: attempts.unitId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${attempts.correct})::int`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), sql`${attempts.unitId} is not null`))
    .groupBy(attempts.unitId);
  return rows.map((row) => ({
    unitId: row.unitId ?? '',
    answered: Number(row.answered),
    correct: Number(row.correct),
  }));
}

/** `%word%` for ILIKE with the wildcards of the word escaped. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Units whose ko or en name holds every word. */
export async function searchUnits(
  db: Db,
  words: readonly string[],
): Promise<{ id: string; name: { ko: string; en: string } }[]> {
  if (words.length === 0) return [];
  const conditions = words.map(
    (word) =>
      sql`(${curriculum.name}->>'ko' ilike ${likePattern(word)} or ${curriculum.name}->>'en' ilike ${likePattern(word)})`,
  );
  return db
    .select({ id: curriculum.id, name: curriculum.name })
    .from(curriculum)
    .where(and(eq(curriculum.kind, 'unit'), ...conditions));
}

/** Problems whose ko or en stem holds every word: one per template, latest versions only. */
export async function searchProblemIds(db: Db, words: readonly string[], limit: number): Promise<string[]> {
  if (words.length === 0) return [];
  const conditions = words.map(
    (word) => sql`and (p.stem->>'ko' ilike ${likePattern(word)} or p.stem->>'en' ilike ${likePattern(word)})`,
  );
  const result = await db.execute(sql`
    select x.id from (
      select distinct on (p.template_id) p.id, p.unit_id, p.template_id
      from problems p
      where ${latestVersion} ${sql.join(conditions, sql` `)}
      order by p.template_id, p.seed
    ) x order by x.unit_id, x.template_id
    limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The first problem (lowest seed, easiest template) of each unit given, latest versions only. */
export async function firstProblemOfUnits(db: Db, unitIds: readonly string[]): Promise<string[]> {
  if (unitIds.length === 0) return [];
  const result = await db.execute(sql`
    select distinct on (p.unit_id) p.id, p.unit_id from problems p
    where p.unit_id in (${sql.join(
      unitIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${latestVersion}
    order by p.unit_id, p.difficulty, p.template_id, p.seed
  `);
  const byUnit = new Map(rowsOf<{ id: string; unit_id: string }>(result).map((row) => [row.unit_id, row.id]));
  return unitIds.flatMap((id) => byUnit.get(id) ?? []);
}

export async function listBookmarks(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ unitId: bookmarks.unitId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.createdAt), asc(bookmarks.unitId));
  return rows.map((row) => row.unitId);
}

export async function addBookmark(db: Db, userId: string, unitId: string): Promise<void> {
  await db.insert(bookmarks).values({ userId, unitId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: string, unitId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.unitId, unitId)));
}

export async function listInterests(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: interests.courseId })
    .from(interests)
    .where(eq(interests.userId, userId))
    .orderBy(asc(interests.position));
  return rows.map((row) => row.courseId);
}

export async function replaceInterests(db: Db, userId: string, courseIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(interests).where(eq(interests.userId, userId));
    if (courseIds.length > 0) {
      await tx.insert(interests).values(courseIds.map((courseId, position) => ({ userId, courseId, position })));
    }
  });
}

/**
 * Withdrawal: the student's workbooks (with their items), bookmarks and interests go; their answers stay for the
 * learning model but no longer point at anyone.
 */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(workbooks).where(eq(workbooks.userId, userId));
  await db.delete(bookmarks).where(eq(bookmarks.userId, userId));
  await db.delete(interests).where(eq(interests.userId, userId));
  await db.update(attempts).set({ userId: null }).where(eq(attempts.userId, userId));
}
