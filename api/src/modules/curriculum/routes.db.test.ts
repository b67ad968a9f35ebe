import { CourseMapSchema, SPEC_CALLS, type CourseUnit } from '@mathbridge/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptsUntagged, subUnitIds } from '../../content/curriculum.js';
import { loadUnits } from '../../content/registry.js';
import { rowsOf } from '../../db/client.js';
import { materialiseBank } from '../problems/materialize.js';
import { countCurriculumNodes } from './repository.js';
import { curriculumRows } from './service.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp({ build: { materialiseContent: true }, reset: false });

async function units(): Promise<CourseUnit[]> {
  const res = await t.app.inject({ method: 'GET', url: SPEC_CALLS.courseMap });
  expect(res.statusCode).toBe(200);
  const map = CourseMapSchema.parse(res.json());
  return map.tracks.flatMap((track) =>
    track.grades.flatMap((grade) => grade.chapters.flatMap((chapter) => chapter.units)),
  );
}

describe('GET /v2/api/comm/course/map', () => {
  it('returns the tree with both tracks, names, sub-units and prerequisites', async () => {
    const res = await t.app.inject({ method: 'GET', url: SPEC_CALLS.courseMap });
    const map = CourseMapSchema.parse(res.json());
    expect(map.tracks.map((track) => track.id)).toEqual(['KR', 'SAT']);
    expect(map.tracks[0]?.grades[0]?.chapters[0]?.units[0]).toMatchObject({
      id: 'kr-e1-1-1',
      name: { ko: '9까지의 수', en: 'Numbers up to 9' },
      order: 1,
    });
    const all = await units();
    expect(all).toHaveLength(120);
    expect(all.find((unit) => unit.id === 'kr-m2-5')?.prerequisites).toContain('kr-m1-4');
    expect(all.find((unit) => unit.id === 'kr-m3-6')?.subUnits.map((subUnit) => subUnit.id)).toEqual([
      'kr-m3-6.s1',
      'kr-m3-6.s2',
      'kr-m3-6.s3',
    ]);
  });

  it('gives each unit the number of problems stored for it, at least 100 where templates exist', async () => {
    const stored = await t.database.db.execute(
      sql`select unit_id, count(*)::int as count from problems group by unit_id`,
    );
    const counts = new Map(
      rowsOf<{ unit_id: string; count: number }>(stored).map((row) => [row.unit_id, Number(row.count)]),
    );
    const withTemplates = new Set((await loadUnits()).filter((u) => u.templates.length > 0).map((u) => u.unitId));
    for (const unit of await units()) {
      expect(unit.problemCount, unit.id).toBe(counts.get(unit.id) ?? 0);
      if (withTemplates.has(unit.id)) expect(unit.problemCount, unit.id).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('materialising the bank', () => {
  it('stores problems for every sub-unit of every unit that has templates', async () => {
    const stored = rowsOf<{ unit_id: string; sub_unit: string | null }>(
      await t.database.db.execute(sql`select distinct unit_id, sub_unit from problems`),
    );
    const covered = new Set(stored.map((row) => row.sub_unit));
    // A unit still holding untagged templates (curriculum `acceptsUntagged`) cannot cover its sub-units yet.
    const untagged = new Set(stored.filter((row) => row.sub_unit === null).map((row) => row.unit_id));
    const withTemplates = (await loadUnits()).filter((unit) => unit.templates.length > 0);
    expect(withTemplates.length).toBeGreaterThan(0);
    for (const unit of withTemplates) {
      if (acceptsUntagged(unit.unitId) && untagged.has(unit.unitId)) continue;
      const missing = (subUnitIds(unit.unitId) ?? []).filter((id) => !covered.has(id));
      expect(missing, `${unit.unitId} has no stored problems for these sub-units`).toEqual([]);
    }
  });

  it('wrote every curriculum node', async () => {
    expect(await countCurriculumNodes(t.database.db)).toBe(curriculumRows().length);
  });

  it('is idempotent and cheap on a later start', async () => {
    const total = async () =>
      rowsOf<{ count: number }>(await t.database.db.execute(sql`select count(*)::int as count from problems`))[0]
        ?.count;
    const before = await total();
    const again = await materialiseBank(t.database.db);
    expect(again.generated).toBe(0);
    expect(again.inserted).toBe(0);
    expect(await total()).toBe(before);
  });

  it('gives a template version stored short of its budget the further seeds, keeping the stored rows', async () => {
    const count = async (templateId: string) =>
      rowsOf<{ count: number }>(
        await t.database.db.execute(sql`select count(*)::int as count from problems where template_id = ${templateId}`),
      )[0]?.count ?? 0;
    const sat = (await loadUnits()).find((unit) => unit.unitId === 'sat-p-a');
    const templateId = sat?.templates[0]?.id ?? '';
    const full = await count(templateId);
    // As an install materialised before the SAT budget has it: only the first seeds.
    await t.database.db.execute(
      sql`delete from problems where template_id = ${templateId} and seed > (select min(seed) + 20 from problems
        where template_id = ${templateId})`,
    );
    const short = await count(templateId);
    expect(short).toBeLessThan(full);
    const again = await materialiseBank(t.database.db);
    expect(again).toMatchObject({ generated: 1, inserted: full - short });
    expect(await count(templateId)).toBe(full);
  });

  it('stores only problems whose check passed, with stable ids', async () => {
    const { templates } = (await loadUnits()).find((unit) => unit.templates.length > 0) ?? { templates: [] };
    const template = templates[0];
    expect(template, 'the bank has at least one template').toBeDefined();
    if (!template) return;
    const rows = rowsOf<{ seed: number; stem: unknown; answer: string }>(
      await t.database.db.execute(
        sql`select seed, stem, answer from problems where template_id = ${template.id} order by seed limit 5`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const problem = template.generate(row.seed);
      expect(row.stem).toEqual(problem.stem);
      expect(row.answer).toBe(problem.answer);
      expect(template.check(problem, row.seed)).toBe(true);
    }
  });
});
