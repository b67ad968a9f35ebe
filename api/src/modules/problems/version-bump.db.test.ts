// A template's version bump: the course map's counts, the problem list and practice see only the latest version.
import {
  CourseMapSchema,
  PRACTICE_PATHS,
  PROBLEMS_PATH,
  ProblemListSchema,
  SPEC_CALLS,
  WorkbookSchema,
} from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import type { ProblemTemplate } from '../../content/lib/types.js';
import { planTemplate, type PlannedProblem } from '../../content/plan.js';
import { templates } from '../../content/units/kr-e1-1-1.js';
import { useTestApp } from '../../test/app.js';
import { student } from '../../test/factories.js';
import { upsertCurriculum } from '../curriculum/repository.js';
import { curriculumRows } from '../curriculum/service.js';
import { findProblem, insertProblems } from './repository.js';

const t = useTestApp();

const UNIT = 'kr-e1-1-1';
const PER_TEMPLATE = 4;

/** Stores a small bank for the templates given, as the start-up materialisation does for each template version. */
async function materialise(list: readonly ProblemTemplate[]): Promise<PlannedProblem[]> {
  const planned = list.flatMap((template) => planTemplate(template, PER_TEMPLATE, UNIT)).filter((p) => p.checked);
  await insertProblems(t.database.db, planned);
  return planned;
}

const idsOf = (planned: readonly PlannedProblem[]) => planned.map((p) => p.id).sort();

async function unitCount(): Promise<number | undefined> {
  const res = await t.app.inject({ method: 'GET', url: SPEC_CALLS.courseMap });
  expect(res.statusCode).toBe(200);
  const units = CourseMapSchema.parse(res.json()).tracks.flatMap((track) =>
    track.grades.flatMap((grade) => grade.chapters.flatMap((chapter) => chapter.units)),
  );
  return units.find((unit) => unit.id === UNIT)?.problemCount;
}

async function listedIds(): Promise<{ ids: string[]; total: number }> {
  const res = await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=${UNIT}&limit=50` });
  expect(res.statusCode, res.body).toBe(200);
  const list = ProblemListSchema.parse(res.json());
  return { ids: list.items.map((item) => item.id), total: list.total };
}

const studentHeaders = async () => (await student(t)).headers;

describe("a template's version bump", () => {
  it('leaves the counts, the list and practice with the latest version only', async () => {
    await upsertCurriculum(t.database.db, curriculumRows());
    const [bumped] = templates;
    if (!bumped) throw new Error(`${UNIT} has no templates`);
    const first = await materialise(templates);
    expect(await unitCount()).toBe(first.length);

    const second = await materialise([{ ...bumped, version: bumped.version + 1 }]);
    const superseded = idsOf(first.filter((p) => p.templateId === bumped.id));
    expect(second.length).toBeGreaterThan(0);
    expect(superseded.length).toBeGreaterThan(0);
    const latest = idsOf([...first.filter((p) => p.templateId !== bumped.id), ...second]);

    expect(await unitCount()).toBe(latest.length);

    const listed = await listedIds();
    expect(listed.total).toBe(latest.length);
    expect([...listed.ids].sort()).toEqual(latest);

    const res = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.workbooks,
      headers: await studentHeaders(),
      payload: { kind: 'practice', questionCount: latest.length, source: { type: 'units', unitIds: [UNIT] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const served = WorkbookSchema.parse(res.json()).items.map((item) => item.problem.id);
    expect([...served].sort()).toEqual(latest);

    // The superseded rows stay for the answers already given to them.
    for (const id of superseded) expect(await findProblem(t.database.db, id)).toBeDefined();
  });
});
