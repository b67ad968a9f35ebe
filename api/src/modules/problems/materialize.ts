// Materialises the bank at start: the curriculum rows, then problems for every template version that has none yet.
// Later starts find every version present and only run one small query; a new template or version adds rows and
// leaves existing ones untouched, and a version with fewer rows than its unit now wants (a grown SAT budget) gets the
// further seeds.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { planUnit, problemsPerTemplate, type PlannedProblem } from '../../content/plan.js';
import { loadUnits } from '../../content/registry.js';
import { upsertCurriculum } from '../curriculum/repository.js';
import { curriculumRows } from '../curriculum/service.js';
import { insertProblems, materialisedTemplateVersions } from './repository.js';

export interface MaterialiseSummary {
  templates: number;
  /** Template versions that were generated on this run. */
  generated: number;
  inserted: number;
  /** Problems left out because their template's check rejected the key. */
  rejected: number;
  ms: number;
}

export async function materialiseBank(db: Db, log?: FastifyBaseLogger): Promise<MaterialiseSummary> {
  const started = performance.now();
  await upsertCurriculum(db, curriculumRows());
  const units = await loadUnits();
  const present = await materialisedTemplateVersions(db);
  const planned: PlannedProblem[] = [];
  let generated = 0;
  let templates = 0;
  for (const unit of units) {
    templates += unit.templates.length;
    const wanted = problemsPerTemplate(unit.templates.length, unit.unitId);
    const missing = unit.templates.filter(
      (template) => (present.get(`${template.id}@${template.version}`) ?? 0) < wanted,
    );
    if (missing.length === 0) continue;
    generated += missing.length;
    // The per-template count follows the whole unit's size.
    planned.push(...planUnit({ ...unit, templates: missing }, unit.templates.length));
  }
  const rejected = planned.filter((problem) => !problem.checked);
  for (const problem of rejected.slice(0, 20)) {
    log?.error(
      { templateId: problem.templateId, seed: problem.seed },
      'template check rejects its answer key; problem left out',
    );
  }
  const inserted = await insertProblems(
    db,
    planned.filter((problem) => problem.checked),
  );
  const summary = {
    templates,
    generated,
    inserted,
    rejected: rejected.length,
    ms: Math.round(performance.now() - started),
  };
  log?.info(summary, 'problem bank materialised');
  return summary;
}
