// Which problems the bank materialises: for every template, enough distinct problems (walking seeds 1, 2, …) that
// each unit gets at least 100, each with the result of its template's independent check.
import { createHash } from 'node:crypto';
import type { GeneratedProblem, ProblemTemplate } from './lib/types.js';
import type { UnitTemplates } from './registry.js';

export const PROBLEMS_PER_UNIT = 100;
/** Give up on a template after this many seeds per wanted problem (a generator with few distinct outputs). */
const SEED_BUDGET = 20;

export interface PlannedProblem {
  id: string;
  templateId: string;
  templateVersion: number;
  seed: number;
  unitId: string;
  problem: GeneratedProblem;
  /** Whether the template's independent check accepted the key; only checked problems reach students. */
  checked: boolean;
}

/** How many problems each template of a unit contributes. */
export function problemsPerTemplate(templateCount: number): number {
  return Math.ceil(PROBLEMS_PER_UNIT / Math.max(1, templateCount));
}

/** A stable id from (template, version, seed), so every install names the same problem alike (UUID v5 layout). */
export function problemId(templateId: string, version: number, seed: number): string {
  const bytes = createHash('sha1').update(`mathbridge:${templateId}@${version}#${seed}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function safeCheck(template: ProblemTemplate, problem: GeneratedProblem, seed: number): boolean {
  try {
    return template.check(problem, seed) === true;
  } catch {
    return false;
  }
}

/** The distinct problems one template contributes; a seed whose generate throws is skipped. */
export function planTemplate(template: ProblemTemplate, count: number, unitId = template.unitId): PlannedProblem[] {
  const planned: PlannedProblem[] = [];
  const seen = new Set<string>();
  for (let seed = 1; planned.length < count && seed <= count * SEED_BUDGET; seed++) {
    let problem: GeneratedProblem;
    try {
      problem = template.generate(seed);
    } catch {
      continue;
    }
    // The figure counts: one stem ('What time does the clock show?') over different clocks is a different problem.
    const key = JSON.stringify([problem.stem, problem.choices, problem.figure]);
    if (seen.has(key)) continue;
    seen.add(key);
    planned.push({
      id: problemId(template.id, template.version, seed),
      templateId: template.id,
      templateVersion: template.version,
      seed,
      unitId,
      problem,
      checked: safeCheck(template, problem, seed),
    });
  }
  return planned;
}

/** `templateCount`: the unit's size when only some of its templates are planned. */
export function planUnit(unit: UnitTemplates, templateCount = unit.templates.length): PlannedProblem[] {
  const count = problemsPerTemplate(templateCount);
  return unit.templates.flatMap((template) => planTemplate(template, count, unit.unitId));
}
