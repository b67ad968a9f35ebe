// Curriculum rows: written from the code tree at start (one statement), read by SQL reports and the unit search.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { curriculum, type CurriculumNodeKind } from '../../db/schema/curriculum.js';
import type { Localized } from '../../content/lib/types.js';

export interface CurriculumRow {
  id: string;
  kind: CurriculumNodeKind;
  parentId: string | null;
  trackId: string;
  name: Localized;
  sortOrder: number;
  prerequisites: string[];
}

/** Inserts or refreshes every node in one statement; names and order follow the code. */
export async function upsertCurriculum(db: Db, rows: readonly CurriculumRow[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      parent_id: row.parentId,
      track_id: row.trackId,
      name: row.name,
      sort_order: row.sortOrder,
      prerequisites: row.prerequisites,
    })),
  );
  await db.execute(sql`
    insert into curriculum (id, kind, parent_id, track_id, name, sort_order, prerequisites)
    select x.id, x.kind, x.parent_id, x.track_id, x.name, x.sort_order,
           array(select jsonb_array_elements_text(x.prerequisites))
    from jsonb_to_recordset(${payload}::jsonb)
      as x(id text, kind text, parent_id text, track_id text, name jsonb, sort_order int, prerequisites jsonb)
    on conflict (id) do update set
      kind = excluded.kind, parent_id = excluded.parent_id, track_id = excluded.track_id, name = excluded.name,
      sort_order = excluded.sort_order, prerequisites = excluded.prerequisites
    where (curriculum.kind, curriculum.parent_id, curriculum.track_id, curriculum.name, curriculum.sort_order,
           curriculum.prerequisites)
      is distinct from (excluded.kind, excluded.parent_id, excluded.track_id, excluded.name, excluded.sort_order,
           excluded.prerequisites)
  `);
}

export async function countCurriculumNodes(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(curriculum);
  return Number(row?.count ?? 0);
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
