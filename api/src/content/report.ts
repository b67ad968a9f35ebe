// The content report: per unit of the course map, how many templates, planned problems and checked problems.
import type { Localized } from './lib/types.js';
import { ALL_UNITS } from './curriculum.js';
import { planUnit } from './plan.js';
import { loadUnits } from './registry.js';

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
}

export interface ContentReport {
  units: UnitReport[];
}

/** Units outside the course map (a unit file with an unknown id) are listed after the map's units. */
export async function buildReport(): Promise<ContentReport> {
  const files = new Map((await loadUnits()).map((unit) => [unit.unitId, unit]));
  const rows: UnitReport[] = ALL_UNITS.map(({ unit, track, grade }) => {
    const file = files.get(unit.id);
    const planned = file ? planUnit(file) : [];
    return {
      id: unit.id,
      track: track.id,
      grade: grade.id,
      name: unit.name,
      templates: file?.templates.length ?? 0,
      problems: planned.length,
      checked: planned.filter((problem) => problem.checked).length,
    };
  });
  for (const [unitId, file] of files) {
    if (rows.some((row) => row.id === unitId)) continue;
    const planned = planUnit(file);
    rows.push({
      id: unitId,
      track: '?',
      grade: '?',
      name: { ko: '(교육과정에 없는 단원)', en: '(not in the course map)' },
      templates: file.templates.length,
      problems: planned.length,
      checked: planned.filter((problem) => problem.checked).length,
    });
  }
  return { units: rows };
}

export const GOALS = { templates: 3, problems: 100 } as const;

/** A fixed-width table for people; units short of the goals are marked. */
export function formatReport(report: ContentReport): string {
  const header = ['unit', 'grade', 'templates', 'problems', 'checked', '', 'name'];
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
      mark,
      unit.name.en,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 && column <= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const units = report.units;
  const sum = (key: 'templates' | 'problems' | 'checked') => units.reduce((total, unit) => total + unit[key], 0);
  const reached = units.filter((u) => u.templates >= GOALS.templates && u.checked >= GOALS.problems).length;
  return [
    format(header),
    ...lines.map(format),
    '',
    `${units.length} units, ${sum('templates')} templates, ${sum('problems')} problems, ${sum('checked')} checked; ` +
      `${reached} units reach ${GOALS.templates} templates and ${GOALS.problems} checked problems.`,
  ].join('\n');
}
