// The content report: per unit of the course map, how many templates, planned problems and checked problems, how
// deep the unit is (problem types, difficulty spread, figures), how many problems break each bank-wide rule, the SAT
// domain shares, and which templates the learning model finds harder or easier than declared.
import type { Difficulty, GeneratedProblem, Localized } from './lib/types.js';
import { ALL_UNITS } from './curriculum.js';
import { DOMAIN_SHARE, ESSAY_SHARE, SAT_DOMAINS, domainOf, type SatDomain } from '../modules/tests/sat/domains.js';
import { planUnit, type PlannedProblem } from './plan.js';
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
  /** Templates per problem type: the question type and, for a typed answer, its final form (`essay:expanded`). */
  problemTypes: Record<string, number>;
  /** Distinct sub-units the unit's problems are mapped to (0 when the unit has none). */
  subUnits: number;
  /** Templates per declared difficulty 1–5 (a template counts at the level most of its problems have). */
  difficulty: Record<Difficulty, number>;
  /** Share of the templates at difficulty 4–5 (0–1, two decimals). */
  hardShare: number;
  /** Planned problems that carry a figure. */
  figures: number;
  /** Per bank-wide rule, how many of the planned problems break it. */
  rules: Record<RuleId, number>;
}

export interface SatDomainShare {
  domain: SatDomain;
  templates: number;
  problems: number;
  /** Of the SAT bank's planned problems (0–1, two decimals). */
  share: number;
  /** The digital SAT's share of the domain. */
  target: number;
  /** Of the domain's problems, those with a typed answer (essay problems). */
  typed: number;
  /** `typed` as a share of the domain's problems (0–1, two decimals). */
  typedShare: number;
}

/** One template's declared difficulty beside the learning model's fitted one. */
export interface TemplateFit {
  templateId: string;
  unitId: string;
  /** The level most of the template's problems declare. */
  declared: number;
  /** The answer-weighted mean of its items' fitted difficulties (logits). */
  logit: number;
  /** `logit` on the 1–5 scale (`levelOfLogit`). */
  fitted: number;
  /** Answers behind the fit. */
  answers: number;
  /** The fitted level differs from the declared one by more than one level. */
  flagged: boolean;
}

export interface ContentReport {
  units: UnitReport[];
  /** The SAT bank's problems per domain, beside the real test's weights (absent in a report of no SAT units). */
  sat?: SatDomainShare[];
  /** Only with fitted item difficulties (`content:report -- --fitted <file or database url>`). */
  fitted?: TemplateFit[];
}

const LEVELS = [1, 2, 3, 4, 5] as const satisfies readonly Difficulty[];

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The level most of a template's problems declare (ties to the lower level). */
function declaredLevel(problems: readonly GeneratedProblem[]): Difficulty | undefined {
  const counts = new Map<Difficulty, number>();
  for (const problem of problems) counts.set(problem.difficulty, (counts.get(problem.difficulty) ?? 0) + 1);
  let best: Difficulty | undefined;
  for (const level of LEVELS) {
    if ((counts.get(level) ?? 0) > (best === undefined ? 0 : (counts.get(best) ?? 0))) best = level;
  }
  return best;
}

/** What a problem is asked as: the question type and, for a typed answer, its final form. */
function problemKind(problem: GeneratedProblem): string {
  if (problem.type !== 'essay') return problem.type;
  return `essay:${problem.answerSpec?.form ?? problem.answerSpec?.kind ?? 'any'}`;
}

/** Problem types, sub-units, difficulty spread and figures of a unit's planned problems. */
function depth(planned: readonly PlannedProblem[]) {
  const byTemplate = new Map<string, GeneratedProblem[]>();
  for (const { templateId, problem } of planned)
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), problem]);
  const difficulty = Object.fromEntries(LEVELS.map((level) => [level, 0])) as Record<Difficulty, number>;
  const problemTypes: Record<string, number> = {};
  for (const problems of byTemplate.values()) {
    const level = declaredLevel(problems);
    if (level !== undefined) difficulty[level]++;
    for (const kind of new Set(problems.map(problemKind))) problemTypes[kind] = (problemTypes[kind] ?? 0) + 1;
  }
  const templates = byTemplate.size;
  return {
    problemTypes,
    subUnits: new Set(planned.flatMap(({ problem }) => (problem.subUnit ? [problem.subUnit] : []))).size,
    difficulty,
    hardShare: templates === 0 ? 0 : round2((difficulty[4] + difficulty[5]) / templates),
    figures: planned.filter(({ problem }) => problem.figure !== undefined).length,
  };
}

/** How many of the unit's planned problems break each rule (a problem counts once per rule). */
function ruleCounts(
  file: UnitTemplates | undefined,
  planned: readonly PlannedProblem[],
): {
  problems: number;
  checked: number;
  rules: Record<RuleId, number>;
} {
  const rules = Object.fromEntries(RULE_IDS.map((rule) => [rule, 0])) as Record<RuleId, number>;
  if (!file) return { problems: 0, checked: 0, rules };
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

/** One item's fitted difficulty: keyed by its problem id, or already by its template (a database join gives that). */
export interface FittedItem {
  itemId?: string;
  templateId?: string;
  /** Logit scale, 0 for a typical item; higher is harder (the `item_params` table). */
  difficulty: number;
  /** Answers behind it. */
  n: number;
}

/**
 * Fitted items from a file: a JSON array of `{ itemId | templateId, difficulty, n }`, or CSV with a header naming
 * `item_id` or `template_id`, `difficulty` and `n` (as `item_params` exports). A row that is not a finite number is
 * an error naming its line.
 */
export function parseFittedItems(text: string): FittedItem[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const rows = JSON.parse(trimmed) as unknown[];
    return rows.map((row, index) => {
      const { itemId, templateId, difficulty, n } = (row ?? {}) as Record<string, unknown>;
      if (typeof difficulty !== 'number' || typeof n !== 'number' || (!itemId && !templateId)) {
        throw new Error(`fitted item ${index + 1}: needs itemId or templateId, difficulty and n`);
      }
      return { itemId: itemId as string | undefined, templateId: templateId as string | undefined, difficulty, n };
    });
  }
  const [head = '', ...lines] = trimmed.split(/\r?\n/);
  const columns = head.split(',').map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  const key = at('template_id') >= 0 ? 'templateId' : 'itemId';
  const keyColumn = at(key === 'templateId' ? 'template_id' : 'item_id');
  if (keyColumn < 0 || at('difficulty') < 0 || at('n') < 0) {
    throw new Error('fitted items CSV: the header needs item_id or template_id, difficulty and n');
  }
  return lines
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const cells = line.split(',').map((cell) => cell.trim());
      const difficulty = Number(cells[at('difficulty')]);
      const n = Number(cells[at('n')]);
      if (!Number.isFinite(difficulty) || !Number.isFinite(n) || !cells[keyColumn]) {
        throw new Error(`fitted items CSV line ${index + 2}: "${line}" needs an id, a difficulty and n`);
      }
      return { [key]: cells[keyColumn], difficulty, n };
    });
}

/** A template is judged only with this many answers over its items; fewer say little about its difficulty. */
export const FITTED_MIN_ANSWERS = 30;

/**
 * A fitted difficulty (logits) on the 1–5 scale: the inverse of how the model reads a declared level it has no
 * answers for (`difficultyPrior`: 0.5 × (level − 3)), so level 3 is a typical item and each level is half a logit.
 */
export function levelOfLogit(logit: number): Difficulty {
  return Math.min(5, Math.max(1, Math.round(3 + 2 * logit))) as Difficulty;
}

/**
 * Each template with enough answers, its declared level beside the answer-weighted mean of its items' fitted
 * difficulties; `flagged` when the two are more than one level apart. Items of no planned template (an id of an
 * older version, without a template id) are left out.
 */
export function compareFitted(planned: readonly PlannedProblem[], items: readonly FittedItem[]): TemplateFit[] {
  const templateOfItem = new Map(planned.map((problem) => [problem.id, problem.templateId]));
  const problemsOf = new Map<string, { unitId: string; problems: GeneratedProblem[] }>();
  for (const { templateId, unitId, problem } of planned) {
    const entry = problemsOf.get(templateId) ?? { unitId, problems: [] };
    entry.problems.push(problem);
    problemsOf.set(templateId, entry);
  }
  const sums = new Map<string, { weighted: number; answers: number }>();
  for (const item of items) {
    const templateId = item.templateId ?? (item.itemId ? templateOfItem.get(item.itemId) : undefined);
    if (templateId === undefined || !Number.isFinite(item.difficulty) || !(item.n > 0)) continue;
    const sum = sums.get(templateId) ?? { weighted: 0, answers: 0 };
    sum.weighted += item.difficulty * item.n;
    sum.answers += item.n;
    sums.set(templateId, sum);
  }
  const fits: TemplateFit[] = [];
  for (const [templateId, { weighted, answers }] of sums) {
    const template = problemsOf.get(templateId);
    const declared = template && declaredLevel(template.problems);
    if (!template || declared === undefined || answers < FITTED_MIN_ANSWERS) continue;
    const logit = weighted / answers;
    const fitted = levelOfLogit(logit);
    fits.push({
      templateId,
      unitId: template.unitId,
      declared,
      logit: round2(logit),
      fitted,
      answers,
      flagged: Math.abs(fitted - declared) > 1,
    });
  }
  return fits.sort((a, b) => a.templateId.localeCompare(b.templateId));
}

/** The SAT bank's planned problems and templates per domain, beside the real test's weights. */
function satShares(rows: readonly UnitReport[], typedOf: ReadonlyMap<string, number>): SatDomainShare[] {
  const sat = rows.filter((row) => domainOf(row.id) !== undefined);
  const total = sat.reduce((sum, row) => sum + row.problems, 0);
  return SAT_DOMAINS.map((domain) => {
    const inDomain = sat.filter((row) => domainOf(row.id) === domain);
    const problems = inDomain.reduce((sum, row) => sum + row.problems, 0);
    const typed = inDomain.reduce((sum, row) => sum + (typedOf.get(row.id) ?? 0), 0);
    return {
      domain,
      templates: inDomain.reduce((sum, row) => sum + row.templates, 0),
      problems,
      share: total === 0 ? 0 : round2(problems / total),
      target: DOMAIN_SHARE[domain],
      typed,
      typedShare: problems === 0 ? 0 : round2(typed / problems),
    };
  });
}

/** The typed share of the whole SAT bank (0–1, two decimals). */
export function satTyped(sat: readonly SatDomainShare[]): number {
  const problems = sat.reduce((sum, row) => sum + row.problems, 0);
  return problems === 0 ? 0 : round2(sat.reduce((sum, row) => sum + row.typed, 0) / problems);
}

/** Units outside the course map (a unit file with an unknown id) are listed after the map's units. */
export async function buildReport(options: { fitted?: readonly FittedItem[] } = {}): Promise<ContentReport> {
  const files = new Map((await loadUnits()).map((unit) => [unit.unitId, unit]));
  const allPlanned: PlannedProblem[] = [];
  const typedOf = new Map<string, number>();
  const row = (file: UnitTemplates | undefined) => {
    const planned = file ? planUnit(file) : [];
    allPlanned.push(...planned);
    if (file) typedOf.set(file.unitId, planned.filter(({ problem }) => problem.type === 'essay').length);
    return { templates: file?.templates.length ?? 0, ...ruleCounts(file, planned), ...depth(planned) };
  };
  const rows: UnitReport[] = ALL_UNITS.map(({ unit, track, grade }) => ({
    id: unit.id,
    track: track.id,
    grade: grade.id,
    name: unit.name,
    ...row(files.get(unit.id)),
  }));
  for (const [unitId, file] of files) {
    if (rows.some((known) => known.id === unitId)) continue;
    rows.push({
      id: unitId,
      track: '?',
      grade: '?',
      name: { ko: '(교육과정에 없는 단원)', en: '(not in the course map)' },
      ...row(file),
    });
  }
  return {
    units: rows,
    sat: satShares(rows, typedOf),
    ...(options.fitted ? { fitted: compareFitted(allPlanned, options.fitted) } : {}),
  };
}

export const GOALS = { templates: 3, problems: 100 } as const;

/** What a deep unit has: problem types enough for a workbook's chapter, and some hard ones among them. */
export const DEPTH_GOALS = { templates: 8, hardShare: 0.15 } as const;

/** The rule breaks of a unit summed over the rules (a problem that breaks two rules counts twice). */
export function ruleBreaks(unit: UnitReport): number {
  return RULE_IDS.reduce((total, rule) => total + (unit.rules[rule] ?? 0), 0);
}

/** Cells padded to their column's width; numeric columns (`right`) are aligned right. */
function table(header: string[], lines: string[][], right: (column: number) => boolean): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (right(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [header, ...lines].map(format);
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Per unit with templates: problem types, sub-units, the difficulty spread, figures; short units are marked. */
function depthTable(units: readonly UnitReport[]): string[] {
  const header = ['unit', 'types', 'sub-units', 'd1', 'd2', 'd3', 'd4', 'd5', '4-5', 'figures', ''];
  const lines = units
    .filter((unit) => unit.templates > 0)
    .map((unit) => {
      const short = unit.templates < DEPTH_GOALS.templates || unit.hardShare < DEPTH_GOALS.hardShare;
      return [
        unit.id,
        Object.entries(unit.problemTypes)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([kind, templates]) => `${kind} ${templates}`)
          .join(', '),
        String(unit.subUnits),
        ...LEVELS.map((level) => String(unit.difficulty[level])),
        percent(unit.hardShare),
        String(unit.figures),
        short ? 'shallow' : 'deep',
      ];
    });
  const deep = lines.filter((line) => line.at(-1) === 'deep').length;
  return [
    ...table(header, lines, (column) => column >= 2 && column <= 9),
    '',
    `${deep} of ${lines.length} units are deep (${DEPTH_GOALS.templates}+ templates, ` +
      `${percent(DEPTH_GOALS.hardShare)}+ of them at difficulty 4-5).`,
  ];
}

/** The fitted difficulties, the flagged templates first. */
function fittedLines(fits: readonly TemplateFit[]): string[] {
  const flagged = fits.filter((fit) => fit.flagged);
  return [
    `Fitted difficulty: ${fits.length} templates with ${FITTED_MIN_ANSWERS}+ answers, ${flagged.length} more than ` +
      'one level from the declared difficulty.',
    ...flagged.map(
      (fit) =>
        `  ${fit.templateId}: declared ${fit.declared}, fitted ${fit.fitted} (${fit.logit} logits, ${fit.answers} answers)`,
    ),
  ];
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
  const sat = report.sat ?? [];
  return [
    format(header),
    ...lines.map(format),
    '',
    `${units.length} units, ${sum('templates')} templates, ${sum('problems')} problems, ${sum('checked')} checked; ` +
      `${reached} units reach ${GOALS.templates} templates and ${GOALS.problems} checked problems; ` +
      `${breaks} rule breaks, ${clean} units break no bank-wide rule (npm run content:rules -- <unit>).`,
    '',
    ...depthTable(units),
    ...(sat.length > 0
      ? [
          '',
          'SAT domains (share of the SAT problems, target): ' +
            sat
              .map(
                ({ domain, problems, share, target }) => `${domain} ${problems} ${percent(share)} (${percent(target)})`,
              )
              .join(', '),
          `SAT typed answers: ${percent(satTyped(sat))} of the SAT problems (target ${percent(ESSAY_SHARE)}).`,
        ]
      : []),
    ...(report.fitted ? ['', ...fittedLines(report.fitted)] : []),
  ].join('\n');
}
