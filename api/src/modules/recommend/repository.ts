// Reads and writes of the recommendations: units' typical difficulty, today's stored set and the problems scheduled
// after help (whether the student has answered them since, as practice's answers say).
import { and, eq, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { afterHelp, dailySets, type DailySetItem } from '../../db/schema/recommendations.js';
import { answeredSince, firstAnswerSince } from '../practice/repository.js';
import { latestVersionOf } from '../problems/repository.js';

const latestVersion = latestVersionOf('p');
/** A scheduled problem (`after_help h`) the student has answered since it was scheduled. */
const answeredSinceHelp = answeredSince(sql`h.user_id`, sql`h.problem_id`, sql`h.created_at`);

/**
 * A typical problem's difficulty per unit on the model's scale: the mean over the unit's problems (latest versions)
 * of the fitted difficulty, or the prior from the content's 1-5 level (difficultyPrior) when not fitted yet.
 */
export async function typicalDifficulties(db: Db, unitIds: readonly string[]): Promise<Map<string, number>> {
  if (unitIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.unit_id, avg(coalesce(ip.difficulty, 0.5 * (p.difficulty - 3)))::float8 as difficulty
    from problems p left join item_params ip on ip.item_id = p.id::text
    where p.unit_id in (${sql.join(
      unitIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${latestVersion}
    group by p.unit_id
  `);
  return new Map(
    rowsOf<{ unit_id: string; difficulty: number }>(result).map((row) => [row.unit_id, Number(row.difficulty)]),
  );
}

export async function findDailySet(
  db: Db,
  userId: string,
  day: string,
  size: number,
): Promise<DailySetItem[] | undefined> {
  const [row] = await db
    .select({ items: dailySets.items })
    .from(dailySets)
    .where(and(eq(dailySets.userId, userId), eq(dailySets.day, day), eq(dailySets.size, size)))
    .limit(1);
  return row?.items;
}

/**
 * Keeps the day's set unless one was stored first (a concurrent call), and forgets the student's sets of other days.
 * Answers the stored set.
 */
export async function saveDailySet(
  db: Db,
  userId: string,
  day: string,
  size: number,
  items: DailySetItem[],
): Promise<DailySetItem[]> {
  await db.delete(dailySets).where(and(eq(dailySets.userId, userId), ne(dailySets.day, day)));
  await db.insert(dailySets).values({ userId, day, size, items }).onConflictDoNothing();
  return (await findDailySet(db, userId, day, size)) ?? items;
}

/** Whether a problem scheduled after help on `helpedProblemId` is still waiting for the student's answer. */
export async function hasPendingAfterHelp(db: Db, userId: string, helpedProblemId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from after_help h
    where h.user_id = ${userId} and h.helped_problem_id = ${helpedProblemId}
      and not ${answeredSinceHelp}
    limit 1
  `);
  return rowsOf(result).length > 0;
}

export async function insertAfterHelp(
  db: Db,
  values: { userId: string; helpedProblemId: string; problemId: string; kind: 'explanation' | 'chat'; dueOn: string },
): Promise<void> {
  await db.insert(afterHelp).values(values);
}

/** Problems scheduled after help whose day has come and that the student has not answered since. */
export async function dueAfterHelp(
  db: Db,
  userId: string,
  today: string,
): Promise<{ problemId: string; unitId: string; templateId: string }[]> {
  const result = await db.execute(sql`
    select distinct on (h.problem_id) h.problem_id, p.unit_id, p.template_id, h.created_at
    from after_help h join problems p on p.id = h.problem_id
    where h.user_id = ${userId} and h.due_on <= ${today}
      and not ${answeredSinceHelp}
    order by h.problem_id, h.created_at
  `);
  // The driver gives timestamps as strings (PGlite) or Dates (pg); both parse.
  const time = (value: string | Date) => new Date(value).getTime();
  return rowsOf<{ problem_id: string; unit_id: string; template_id: string; created_at: string | Date }>(result)
    .sort((a, b) => time(a.created_at) - time(b.created_at))
    .map((row) => ({ problemId: row.problem_id, unitId: row.unit_id, templateId: row.template_id }));
}

/** Problems scheduled after help whose day has not come yet: kept out of sets until then, so they stay new. */
export async function waitingAfterHelpIds(db: Db, userId: string, today: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct h.problem_id from after_help h
    where h.user_id = ${userId} and h.due_on > ${today}
      and not ${answeredSinceHelp}
  `);
  return rowsOf<{ problem_id: string }>(result).map((row) => row.problem_id);
}

/**
 * Of the problems scheduled after help whose day has come: how many, how many the student has answered since, and
 * how many of those the first answer was right.
 */
export async function afterHelpCounts(
  db: Db,
  userId: string,
  today: string,
): Promise<{ due: number; tried: number; solvedAlone: number }> {
  const result = await db.execute(sql`
    select count(*)::int as due,
           count(f.correct)::int as tried,
           count(*) filter (where f.correct)::int as solved_alone
    from after_help h
    left join lateral (select ${firstAnswerSince(sql`h.user_id`, sql`h.problem_id`, sql`h.created_at`)} as correct) f on true
    where h.user_id = ${userId} and h.due_on <= ${today}
  `);
  const [row] = rowsOf<{ due: number; tried: number; solved_alone: number }>(result);
  return { due: Number(row?.due ?? 0), tried: Number(row?.tried ?? 0), solvedAlone: Number(row?.solved_alone ?? 0) };
}

/** Withdrawal: the student's stored sets and after-help schedule go. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(dailySets).where(eq(dailySets.userId, userId));
  await db.delete(afterHelp).where(eq(afterHelp.userId, userId));
}
