// Problem rows: batched idempotent inserts, counts for the course map and start-up, and single reads.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problems } from '../../db/schema/problems.js';
import type { PlannedProblem } from '../../content/plan.js';

export type ProblemRow = typeof problems.$inferSelect;

/** Inserts in one statement; rows that exist (same id or template, version and seed) are left untouched. */
export async function insertProblems(db: Db, planned: readonly PlannedProblem[]): Promise<number> {
  if (planned.length === 0) return 0;
  const payload = JSON.stringify(
    planned.map(({ id, templateId, templateVersion, seed, unitId, problem }) => ({
      id,
      template_id: templateId,
      template_version: templateVersion,
      seed,
      unit_id: unitId,
      sub_unit: problem.subUnit ?? null,
      type: problem.type,
      difficulty: problem.difficulty,
      stem: problem.stem,
      choices: problem.choices ?? null,
      answer: problem.answer,
      answer_spec: problem.answerSpec ?? null,
      explanation: problem.explanation,
      figure: problem.figure ?? null,
    })),
  );
  const result = await db.execute(sql`
    insert into problems (id, template_id, template_version, seed, unit_id, sub_unit, type, difficulty, stem, choices,
                          answer, answer_spec, explanation, figure)
    select x.id, x.template_id, x.template_version, x.seed, x.unit_id, x.sub_unit, x.type, x.difficulty, x.stem,
           x.choices, x.answer, x.answer_spec, x.explanation, x.figure
    from jsonb_to_recordset(${payload}::jsonb) as x(id uuid, template_id text, template_version int, seed int,
      unit_id text, sub_unit text, type text, difficulty int, stem jsonb, choices jsonb, answer text,
      answer_spec jsonb, explanation jsonb, figure jsonb)
    on conflict do nothing
  `);
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return Number(counts.rowCount ?? counts.affectedRows ?? 0);
}

/** Rows per `${templateId}@${version}` of every template version that already has problems. */
export async function materialisedTemplateVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({
      templateId: problems.templateId,
      templateVersion: problems.templateVersion,
      count: sql<number>`count(*)::int`,
    })
    .from(problems)
    .groupBy(problems.templateId, problems.templateVersion);
  return new Map(rows.map((row) => [`${row.templateId}@${row.templateVersion}`, Number(row.count)]));
}

/**
 * The bank's rule for which problems students get: only each template's latest version. Older versions stay in the
 * table for the answers already given to them, but are never counted, listed or served again. The rule is written
 * once, here: `latestVersionOf(p)` is its condition for raw SQL over `problems p` (other modules' queries use it),
 * `isLatestVersion` the same condition for this table's own queries.
 */
export const latestVersionOf = (alias: string): SQL =>
  sql`${sql.raw(alias)}.template_version = (select max(q.template_version) from problems q
  where q.template_id = ${sql.raw(alias)}.template_id)`;

export const isLatestVersion: SQL = latestVersionOf('problems');

export async function problemCountsByUnit(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ unitId: problems.unitId, count: sql<number>`count(*)::int` })
    .from(problems)
    .where(isLatestVersion)
    .groupBy(problems.unitId);
  return new Map(rows.map((row) => [row.unitId, Number(row.count)]));
}

export async function findProblem(db: Db, id: string): Promise<ProblemRow | undefined> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  return row;
}

export interface ProblemFilter {
  unitId: string;
  subUnit?: string;
  type?: 'multiple' | 'essay';
}

function filterCondition(filter: ProblemFilter): SQL | undefined {
  return and(
    eq(problems.unitId, filter.unitId),
    isLatestVersion,
    filter.subUnit ? eq(problems.subUnit, filter.subUnit) : undefined,
    filter.type ? eq(problems.type, filter.type) : undefined,
  );
}

export async function listProblems(
  db: Db,
  filter: ProblemFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProblemRow[]; total: number }> {
  const where = filterCondition(filter);
  const rows = await db
    .select()
    .from(problems)
    .where(where)
    .orderBy(asc(problems.templateId), asc(problems.templateVersion), asc(problems.seed))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(problems)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}
