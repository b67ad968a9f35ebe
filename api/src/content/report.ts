// The content report: per unit of the course map, how many templates, planned problems and checked problems, and how
// many of those problems break each bank-wide rule.
import type { Localized } from './lib/types.js';
import { ALL_UNITS } from './curriculum.js';
import { planUnit } from './plan.js';
import { loadUnits, type UnitTemplates } from './registry.js';
import { RULE_IDS, ruleViolations, type RuleId } from './rules/rules.js';

export interface UnitReport {
  id: string;
  track: string;
  grade: string;
  name: Localized;
  templates: number;
  /** Problems the bank materialises for the unit. */
  problems: number;
  /** Of those, the ones whose template's independent check passed (only these reach students). */
  checked: number;
  /** Per bank-wide rule, how many of the planned problems break it. */
  rules: Record<RuleId, number>;
}

export interface ContentReport {
  units: UnitReport[];
}

/** How many of the unit's planned problems break each rule (a problem counts once per rule). */
function ruleCounts(file: UnitTemplates | undefined): {
  problems: number;
  checked: number;
  rules: Record<RuleId, number>;
} {
  const rules = Object.fromEntries(RULE_IDS.map((rule) => [rule, 0])) as Record<RuleId, number>;
  if (!file) return { problems: 0, checked: 0, rules };
  const planned = planUnit(file);
  const templates = new Map(file.templates.map((template) => [template.id, template]));
  for (const { templateId, seed, problem } of planned) {
    const template = templates.get(templateId);
    if (!template) continue;
    for (const rule of new Set(ruleViolations(template, seed, problem).map((violation) => violation.rule))) {
      rules[rule]++;
    }
  }
  return { problems: planned.length, checked: planned.filter((problem) => problem.checked).length, rules };
}

/** Units outside the course map (a unit file with an unknown id) are listed after the map's units. */
export async function buildReport(): Promise<ContentReport> {
  const files = new Map((await loadUnits()).map((unit) => [unit.unitId, unit]));
  const rows: UnitReport[] = ALL_UNITS.map(({ unit, track, grade }) => {
    const file = files.get(unit.id);
    return {
      id: unit.id,
      track: track.id,
      grade: grade.id,
      name: unit.name,
      templates: file?.templates.length ?? 0,
      ...ruleCounts(file),
    };
  });
  for (const [unitId, file] of files) {
    if (rows.some((row) => row.id === unitId)) continue;
    rows.push({
      id: unitId,
      track: '?',
      grade: '?',
      name: { ko: '(교육과정에 없는 단원)', en: '(not in the course map)' },
      templates: file.templates.length,
      ...ruleCounts(file),
    });
  }
  return { units: rows };
}

export const GOALS = { templates: 3, problems: 100 } as const;

/** The rule breaks of a unit summed over the rules (a problem that breaks two rules counts twice). */
export function ruleBreaks(unit: UnitReport): number {
  return RULE_IDS.reduce((total, rule) => total + (unit.rules[rule] ?? 0), 0);
}

/** A fixed-width table for people; units short of the goals are marked. */
export function formatReport(report: ContentReport): string {
  const header = ['unit', 'grade', 'templates', 'problems', 'checked', 'rules', '', 'name'];
  const lines = report.units.map((unit) => {
    const short = unit.templates < GOALS.templates || unit.checked < GOALS.problems;
    const failing = unit.checked < unit.problems;
    const mark = failing ? 'CHECK FAILS' : short ? 'below goal' : 'ok';
    return [
      unit.id,
      unit.grade,
      String(unit.templates),
      String(unit.problems),
      String(unit.checked),
      String(ruleBreaks(unit)),
      mark,
      unit.name.en,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 && column <= 5 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const units = report.units;
  const sum = (key: 'templates' | 'problems' | 'checked') => units.reduce((total, unit) => total + unit[key], 0);
  const reached = units.filter((u) => u.templates >= GOALS.templates && u.checked >= GOALS.problems).length;
  const breaks = units.reduce((total, unit) => total + ruleBreaks(unit), 0);
  const clean = units.filter((unit) => unit.problems > 0 && ruleBreaks(unit) === 0).length;
  return [
    format(header),
    ...lines.map(format),
    '',
    `${units.length} units, ${sum('templates')} templates, ${sum('problems')} problems, ${sum('checked')} checked; ` +
      `${reached} units reach ${GOALS.templates} templates and ${GOALS.problems} checked problems; ` +
      `${breaks} rule breaks, ${clean} units break no bank-wide rule (npm run content:rules -- <unit>).`,
  ].join('\n');
}
