// Reads and writes of practice: workbooks and their items, the student's attempts, problem picks for study modes,
// bookmarks, courses of interest and search. Only this file touches those tables for the practice module.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TestType } from '@mathbridge/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { attempts, type AttemptRow, type NewAttemptRow } from '../../db/schema/attempts.js';
import { bookmarks } from '../../db/schema/bookmarks.js';
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
import type { LogRow } from '../../model/types.js';
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

/**
 * The student's workbooks, newest first, a page of them and how many match, each with its answers and right answers.
 * `testType` keeps the tests alone (of that type, or `any`).
 */
export async function listWorkbooks(
  db: Db,
  userId: string,
  options: { kind?: WorkbookKindRow; testType?: TestType | 'any'; limit: number; offset: number },
): Promise<{ rows: WorkbookListRow[]; total: number }> {
  const { testType } = options;
  const where = and(
    eq(workbooks.userId, userId),
    options.kind ? eq(workbooks.kind, options.kind) : undefined,
    testType ? eq(workbooks.mode, 'DIAGNOSE') : undefined,
    testType === undefined
      ? undefined
      : testType === 'any'
        ? isNotNull(workbooks.testType)
        : eq(workbooks.testType, testType),
  );
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

// ---- what other modules read of the answers and workbooks ----
// The rules (which answers a finished test counts, which workbooks are tests, the student's calendar days) live here
// once; recommendations, analytics, tests, the model and the scheduled alerts read through these.

/** The instant a calendar day of the zone begins (its local midnight). */
const startOfDay = (day: string, zone: string): SQL => sql`((${day})::date)::timestamp at time zone ${zone}`;
/** The instant the day after begins, so `< endOfDay` keeps the day itself. */
const endOfDay = (day: string, zone: string): SQL => sql`((${day})::date + 1)::timestamp at time zone ${zone}`;

/**
 * The student's latest answers, newest first, leaving out answers in a test that is not finished: a test tells
 * right from wrong only once it is handed in.
 */
export async function latestAttempts(db: Db, userId: string, limit: number): Promise<AttemptRow[]> {
  const rows = await db
    .select({ attempt: attempts })
    .from(attempts)
    .leftJoin(workbooks, eq(workbooks.id, attempts.workbookId))
    .where(
      and(
        eq(attempts.userId, userId),
        or(isNull(workbooks.id), ne(workbooks.kind, 'test'), isNotNull(workbooks.finishedAt)),
      ),
    )
    .orderBy(desc(attempts.createdAt), desc(attempts.id))
    .limit(limit);
  return rows.map((row) => row.attempt);
}

/** The report of the student's latest finished test of the type; undefined when there is none. */
export async function latestTestReport(db: Db, userId: string, testType: TestType): Promise<unknown> {
  const [row] = await db
    .select({ report: workbooks.report })
    .from(workbooks)
    .where(and(eq(workbooks.userId, userId), eq(workbooks.testType, testType), isNotNull(workbooks.finishedAt)))
    .orderBy(desc(workbooks.finishedAt))
    .limit(1);
  return row?.report ?? undefined;
}

export interface DayActivity {
  /** YYYY-MM-DD in the zone. */
  day: string;
  solved: number;
  correct: number;
  /** Sum of time_ms. */
  ms: number;
}

/** Answers per calendar day of the zone, oldest first, from `from` to `to` (inclusive) when given; only active days. */
export async function dailyActivity(
  db: Db,
  userId: string,
  zone: string,
  range: { from?: string; to?: string } = {},
): Promise<DayActivity[]> {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, d.solved, d.correct, d.ms from (
      select (a.created_at at time zone ${zone})::date as day,
             count(*)::int as solved,
             count(*) filter (where a.correct)::int as correct,
             coalesce(sum(a.time_ms), 0)::float8 as ms
      from attempts a
      where a.user_id = ${userId}
        ${range.from ? sql`and a.created_at >= ${startOfDay(range.from, zone)}` : sql``}
        ${range.to ? sql`and a.created_at < ${endOfDay(range.to, zone)}` : sql``}
      group by 1
    ) d
    order by d.day
  `);
  return rowsOf<{ day: string; solved: number | string; correct: number | string; ms: number | string }>(result).map(
    (row) => ({ day: row.day, solved: Number(row.solved), correct: Number(row.correct), ms: Number(row.ms) }),
  );
}

export interface ReplayRow {
  skillIds: string[];
  correct: boolean;
  /** Seconds since the epoch. */
  at: number;
  /** The item's fitted difficulty, when it has one. */
  fitted: number | null;
  /** The content's 1-5 difficulty, when the problem is still in the bank. */
  level: number | null;
}

/**
 * The student's answers from `from` (inclusive, when given) to `to` (exclusive), in answer order, with what the
 * model needs to replay each one. Only the columns the replay reads come back, the skills as one comma-joined text
 * (unit ids hold no commas): a year of answers is many rows, and each column costs on the wire and in parsing.
 */
export async function answersBetween(db: Db, userId: string, to: Date, from?: Date): Promise<ReplayRow[]> {
  const result = await db.execute(sql`
    select case when cardinality(a.skill_ids) > 0 then array_to_string(a.skill_ids, ',') else a.unit_id end as skills,
           a.correct,
           extract(epoch from a.created_at)::float8 as at,
           ip.difficulty as fitted,
           p.difficulty as level
    from attempts a
    left join item_params ip on ip.item_id = a.problem_id::text
    left join problems p on p.id = a.problem_id
    where a.user_id = ${userId}
      ${from ? sql`and a.created_at >= ${from.toISOString()}::timestamptz` : sql``}
      and a.created_at < ${to.toISOString()}::timestamptz
    order by a.created_at, a.id
  `);
  return rowsOf<{
    skills: string | null;
    correct: boolean;
    at: number | string;
    fitted: number | string | null;
    level: number | string | null;
  }>(result).map((row) => ({
    // As the model's own log reads them: the attempt's skills, or its unit when it has none.
    skillIds: row.skills ? row.skills.split(',') : [],
    correct: row.correct,
    at: Number(row.at),
    fitted: row.fitted === null ? null : Number(row.fitted),
    level: row.level === null ? null : Number(row.level),
  }));
}

/**
 * Every attempt of a known student as a response log, grouped by student in answer order. An attempt's skills are
 * its skill_ids, or its unit when it has none. Anonymised attempts (no student) are left out: their order is lost.
 */
export async function answerLog(db: Db): Promise<LogRow[]> {
  const rows = await db
    .select({
      userId: attempts.userId,
      problemId: attempts.problemId,
      unitId: attempts.unitId,
      skillIds: attempts.skillIds,
      correct: attempts.correct,
      createdAt: attempts.createdAt,
    })
    .from(attempts)
    .where(isNotNull(attempts.userId))
    .orderBy(asc(attempts.userId), asc(attempts.createdAt), asc(attempts.id));
  return rows.map((row) => ({
    userId: row.userId as string,
    itemId: row.problemId,
    skillIds: row.skillIds.length > 0 ? row.skillIds : row.unitId ? [row.unitId] : [],
    correct: row.correct ? 1 : 0,
    at: row.createdAt.getTime() / 1000,
  }));
}

/** Problems the student answered on a calendar day of the zone, each once, the latest answer first. */
export async function problemIdsAnsweredOn(
  db: Db,
  userId: string,
  day: string,
  zone: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select a.problem_id as id, max(a.created_at) as last_at
    from attempts a
    where a.user_id = ${userId}
      and a.created_at >= ${startOfDay(day, zone)}
      and a.created_at < ${endOfDay(day, zone)}
    group by a.problem_id
    order by last_at desc
    limit ${limit}
  `);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Wrong answers and answers per unit since `since`. */
export async function unitAnswersSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<Map<string, { missed: number; of: number }>> {
  const result = await db.execute(sql`
    select a.unit_id, count(*)::int as of, count(*) filter (where not a.correct)::int as missed
    from attempts a
    where a.user_id = ${userId} and a.unit_id is not null and a.created_at >= ${since.toISOString()}::timestamptz
    group by a.unit_id
  `);
  return new Map(
    rowsOf<{ unit_id: string; of: number; missed: number }>(result).map((row) => [
      row.unit_id,
      { missed: Number(row.missed), of: Number(row.of) },
    ]),
  );
}

export interface HistoryRow {
  problemId: string;
  unitId: string;
  templateId: string;
  correct: boolean;
  at: Date;
}

/** Every answer of the student to the problems they answered wrong since `since`, in answer order. */
export async function wrongProblemHistory(db: Db, userId: string, since: Date): Promise<HistoryRow[]> {
  const result = await db.execute(sql`
    select a.problem_id, p.unit_id, p.template_id, a.correct, a.created_at
    from attempts a join problems p on p.id = a.problem_id
    where a.user_id = ${userId} and a.problem_id in (
      select w.problem_id from attempts w
      where w.user_id = ${userId} and not w.correct and w.created_at >= ${since.toISOString()}::timestamptz
    )
    order by a.created_at, a.id
  `);
  return rowsOf<{
    problem_id: string;
    unit_id: string;
    template_id: string;
    correct: boolean;
    created_at: string | Date;
  }>(result).map((row) => ({
    problemId: row.problem_id,
    unitId: row.unit_id,
    templateId: row.template_id,
    correct: row.correct === true,
    at: new Date(row.created_at),
  }));
}

/**
 * For another module's query, as SQL: whether the student has answered the problem since the instant (each given as
 * SQL naming the caller's columns).
 */
export function answeredSince(userId: SQL, problemId: SQL, since: SQL): SQL {
  return sql`exists (select 1 from attempts a
    where a.user_id = ${userId} and a.problem_id = ${problemId} and a.created_at >= ${since})`;
}

/**
 * For another module's query, as SQL: whether the student's first answer to the problem since the instant was right;
 * null when they have not answered it since.
 */
export function firstAnswerSince(userId: SQL, problemId: SQL, since: SQL): SQL {
  return sql`(select a.correct from attempts a
    where a.user_id = ${userId} and a.problem_id = ${problemId} and a.created_at >= ${since}
    order by a.created_at, a.id limit 1)`;
}

/** For another module's query, as SQL: each student's last answer since the instant (columns user_id, last_at). */
export function lastAnswersSince(since: Date): SQL {
  return sql`(select a.user_id, max(a.created_at) as last_at from attempts a
    where a.user_id is not null and a.created_at >= ${since.toISOString()}::timestamptz
    group by a.user_id)`;
}

export interface RecordRow extends WorkbookRow {
  answered: number;
  correct: number;
}

/**
 * The student's workbooks and tests made between two calendar days of the zone (when given), newest first, a page of
 * them and how many match.
 */
export async function listRecords(
  db: Db,
  userId: string,
  options: {
    zone: string;
    kind?: WorkbookRow['kind'] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: RecordRow[]; total: number }> {
  const where = and(
    eq(workbooks.userId, userId),
    options.kind ? eq(workbooks.kind, options.kind) : undefined,
    options.from ? gte(workbooks.createdAt, startOfDay(options.from, options.zone)) : undefined,
    options.to ? lt(workbooks.createdAt, endOfDay(options.to, options.zone)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(workbooks)
      .where(where)
      .orderBy(desc(workbooks.createdAt), desc(workbooks.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(workbooks).where(where),
  ]);
  const tallies = await answerTallies(db, userId, rows);
  return {
    rows: rows.map((row) => ({ ...row, ...(tallies.get(row.id) ?? { answered: 0, correct: 0 }) })),
    total: Number(totals[0]?.total ?? 0),
  };
}

/** Answers and right answers of the student in each workbook given. */
async function answerTallies(
  db: Db,
  userId: string,
  books: readonly WorkbookRow[],
): Promise<Map<string, { answered: number; correct: number }>> {
  if (books.length === 0) return new Map();
  // A workbook's answers come after it was made, so only the student's answers since the oldest of these are read
  // (through the user-and-time index); a day's margin covers a clock between the api and the database.
  const oldest = Math.min(...books.map((book) => book.createdAt.getTime()));
  const since = new Date(oldest - 86_400_000);
  const rows = await db
    .select({
      workbookId: attempts.workbookId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${attempts.correct})::int`,
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        gte(attempts.createdAt, since),
        inArray(
          attempts.workbookId,
          books.map((book) => book.id),
        ),
      ),
    )
    .groupBy(attempts.workbookId);
  return new Map(
    rows.map((row) => [row.workbookId ?? '', { answered: Number(row.answered), correct: Number(row.correct) }]),
  );
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
