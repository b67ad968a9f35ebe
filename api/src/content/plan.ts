// Which problems the bank materialises: for every template, enough distinct problems (walking seeds 1, 2, …) that
// each unit gets at least 100 (a SAT unit its domain's budget), each with the result of its template's check.
import { createHash } from 'node:crypto';
import { DOMAIN_SHARE, SAT_DOMAINS, domainOf, type SatDomain } from '../modules/tests/sat/domains.js';
import { ALL_UNITS } from './curriculum.js';
import type { GeneratedProblem, ProblemTemplate } from './lib/types.js';
import type { UnitTemplates } from './registry.js';

export const PROBLEMS_PER_UNIT = 100;

/**
 * Problems per unit in each SAT domain, so the SAT bank holds the digital SAT's 35/35/15/15 by problem although the
 * domains have 5/3/7/4 skills. No unit gets fewer than `PROBLEMS_PER_UNIT`: the domain that needs the most problems
 * for its share at that floor (Problem-Solving, seven skills at 15%) sets the bank's size, and the others are scaled
 * up to their shares of it. Budgets only ever grow: stored problems are never taken away from a student who answered
 * them, and a larger budget only adds seeds to a template version.
 */
export const SAT_UNIT_PROBLEMS: Readonly<Record<SatDomain, number>> = (() => {
  const units = (domain: SatDomain) => Math.max(1, ALL_UNITS.filter(({ unit }) => domainOf(unit.id) === domain).length);
  // Shares in hundredths of a percent and whole-number ratios, so 175 problems does not become 176 through a float.
  const basis = (domain: SatDomain) => Math.round(DOMAIN_SHARE[domain] * 10_000);
  const binding = SAT_DOMAINS.reduce((most, domain) =>
    units(domain) * basis(most) > units(most) * basis(domain) ? domain : most,
  );
  return Object.fromEntries(
    SAT_DOMAINS.map((domain) => [
      domain,
      Math.ceil((PROBLEMS_PER_UNIT * units(binding) * basis(domain)) / (basis(binding) * units(domain))),
    ]),
  ) as Record<SatDomain, number>;
})();

/** The problems a unit materialises: its SAT domain's budget, or `PROBLEMS_PER_UNIT` for every other unit. */
export function problemsOfUnit(unitId: string): number {
  const domain = domainOf(unitId);
  return domain ? SAT_UNIT_PROBLEMS[domain] : PROBLEMS_PER_UNIT;
}
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

/** How many problems each template of a unit contributes (`unitId` picks a SAT unit's budget). */
export function problemsPerTemplate(templateCount: number, unitId?: string): number {
  return Math.ceil((unitId ? problemsOfUnit(unitId) : PROBLEMS_PER_UNIT) / Math.max(1, templateCount));
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
  const count = problemsPerTemplate(templateCount, unit.unitId);
  return unit.templates.flatMap((template) => planTemplate(template, count, unit.unitId));
}
