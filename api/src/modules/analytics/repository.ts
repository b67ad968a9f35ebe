// Reads of analytics: the student's answers grouped by their own calendar days (each bound and each day computed in
// SQL with `at time zone`), the answers to replay through the model, and the workbooks and tests as records. Every
// query is scoped to one student and walks the attempts_user_created_idx index.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { attempts, type AttemptRow } from '../../db/schema/attempts.js';
import { workbooks, type WorkbookRow } from '../../db/schema/workbooks.js';

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

export interface RecordRow extends WorkbookRow {
  answered: number;
  correct: number;
}

/** The student's workbooks and tests, newest first, a page of them and how many match. */
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
