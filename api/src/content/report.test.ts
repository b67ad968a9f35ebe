import { describe, expect, it } from 'vitest';
import { ALL_UNITS } from './curriculum.js';
import { loadUnits } from './registry.js';
import type { GeneratedProblem } from './lib/types.js';
import type { PlannedProblem } from './plan.js';
import {
  FITTED_MIN_ANSWERS,
  buildReport,
  compareFitted,
  formatReport,
  levelOfLogit,
  parseFittedItems,
  satTyped,
  type UnitReport,
} from './report.js';
import { RULE_IDS } from './rules/rules.js';
import { ESSAY_SHARE } from '../modules/tests/sat/domains.js';

const noBreaks = Object.fromEntries(RULE_IDS.map((rule) => [rule, 0])) as Record<(typeof RULE_IDS)[number], number>;

/** The depth columns of a unit row in the fixtures below. */
const shallow: Pick<UnitReport, 'problemTypes' | 'subUnits' | 'difficulty' | 'hardShare' | 'figures'> = {
  problemTypes: { multiple: 2, 'essay:number': 1 },
  subUnits: 0,
  difficulty: { 1: 1, 2: 1, 3: 1, 4: 0, 5: 0 },
  hardShare: 0,
  figures: 0,
};

/** The bank's report, planned once for the tests that read it. */
let whole: ReturnType<typeof buildReport> | undefined;
const bankReport = () => (whole ??= buildReport());

/** A planned problem of a synthetic bank: only the fields the fitted comparison reads matter. */
function plannedAt(templateId: string, seed: number, difficulty: GeneratedProblem['difficulty']): PlannedProblem {
  return {
    id: `${templateId}#${seed}`,
    templateId,
    templateVersion: 1,
    seed,
    unitId: templateId.split('.')[0]!,
    checked: true,
    problem: { type: 'essay', stem: { ko: '', en: '' }, answer: '1', explanation: [], difficulty },
  };
}

// The whole bank's report plans every unit (the SAT units at their domain budgets) and runs every rule: slow on a busy
// machine.
describe('content report', { timeout: 180_000 }, () => {
  it('lists every unit of the course map with its templates, problems and checked problems', async () => {
    const report = await bankReport();
    expect(report.units.slice(0, ALL_UNITS.length).map((unit) => unit.id)).toEqual(
      ALL_UNITS.map((place) => place.unit.id),
    );
    const files = new Map((await loadUnits()).map((unit) => [unit.unitId, unit.templates.length]));
    for (const unit of report.units) {
      expect(Object.keys(unit).sort()).toEqual([
        'checked',
        'difficulty',
        'figures',
        'grade',
        'hardShare',
        'id',
        'name',
        'problemTypes',
        'problems',
        'rules',
        'subUnits',
        'templates',
        'track',
      ]);
      expect(Object.keys(unit.rules)).toEqual([...RULE_IDS]);
      for (const rule of RULE_IDS) expect(unit.rules[rule], `${unit.id} ${rule}`).toBeLessThanOrEqual(unit.problems);
      expect(unit.templates, unit.id).toBe(files.get(unit.id) ?? 0);
      expect(unit.checked, unit.id).toBeLessThanOrEqual(unit.problems);
      if (unit.templates === 0) expect(unit.problems).toBe(0);
    }
    expect(report.units.find((unit) => unit.id === 'sat-s-d')).toMatchObject({ track: 'SAT', grade: 'sat-math' });
  });

  it('prints a readable table with a summary line', () => {
    const text = formatReport({
      units: [
        {
          id: 'kr-e1-1-1',
          track: 'KR',
          grade: 'kr-e1',
          name: { ko: '9까지의 수', en: 'Numbers up to 9' },
          templates: 3,
          problems: 102,
          checked: 102,
          rules: noBreaks,
          ...shallow,
        },
        {
          id: 'kr-e1-1-2',
          track: 'KR',
          grade: 'kr-e1',
          name: { ko: '여러 가지 모양', en: 'Various shapes' },
          templates: 1,
          problems: 100,
          checked: 99,
          rules: { ...noBreaks, particle: 3, notation: 2 },
          ...shallow,
        },
      ],
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^unit\s+grade\s+templates\s+problems\s+checked\s+rules/);
    expect(lines[1]).toMatch(/kr-e1-1-1\s+kr-e1\s+3\s+102\s+102\s+0\s+ok\s+Numbers up to 9/);
    expect(lines[2]).toMatch(/kr-e1-1-2\s+kr-e1\s+1\s+100\s+99\s+5\s+CHECK FAILS/);
    expect(text).toContain('5 rule breaks, 1 units break no bank-wide rule');
    expect(text).toContain('2 units, 4 templates, 202 problems, 201 checked; 1 units reach 3 templates');
  });

  it('gives each unit its problem types, difficulty spread and figures, and the SAT domain shares', async () => {
    const report = await bankReport();
    for (const unit of report.units) {
      const spread = Object.values(unit.difficulty).reduce((sum, count) => sum + count, 0);
      // A template that yields no problem has no declared level; every other one counts once.
      expect(spread, unit.id).toBeLessThanOrEqual(unit.templates);
      expect(Object.values(unit.problemTypes).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(spread);
      expect(unit.hardShare, unit.id).toBe(
        spread === 0 ? 0 : Math.round(((unit.difficulty[4] + unit.difficulty[5]) / spread) * 100) / 100,
      );
      expect(unit.figures).toBeLessThanOrEqual(unit.problems);
    }
    const m = report.units.find((unit) => unit.id === 'kr-m3-1')!;
    expect(m.subUnits).toBeGreaterThan(0);
    expect(report.sat?.map((row) => row.domain)).toEqual(['sat-h', 'sat-p', 'sat-q', 'sat-s']);
    const satProblems = report.units.filter((unit) => unit.id.startsWith('sat-')).reduce((t, u) => t + u.problems, 0);
    expect(report.sat!.reduce((total, row) => total + row.problems, 0)).toBe(satProblems);
    expect(report.sat!.reduce((total, row) => total + row.share, 0)).toBeCloseTo(1, 1);
    expect(report.sat!.find((row) => row.domain === 'sat-h')?.target).toBe(0.35);
    const text = formatReport(report);
    expect(text).toMatch(/^unit\s+types\s+sub-units\s+d1\s+d2\s+d3\s+d4\s+d5\s+4-5\s+figures/m);
    expect(text).toMatch(/SAT domains \(share of the SAT problems, target\): sat-h \d+ \d+% \(35%\)/);
  });

  it("holds the SAT bank at the digital SAT's domain weights and about a quarter typed answers", async () => {
    const sat = (await bankReport()).sat!;
    // Two percentage points either way: a unit's budget is split over its templates in whole problems.
    for (const row of sat) expect(Math.abs(row.share - row.target), row.domain).toBeLessThanOrEqual(0.02);
    for (const row of sat) expect(row.typedShare, row.domain).toBe(Math.round((row.typed / row.problems) * 100) / 100);
    // About a quarter typed, as on the digital SAT: within three percentage points.
    expect(Math.abs(satTyped(sat) - ESSAY_SHARE), 'typed share of the SAT bank').toBeLessThanOrEqual(0.03);
    expect(formatReport(await bankReport())).toMatch(/^SAT typed answers: \d+% of the SAT problems \(target 25%\)\.$/m);
  });

  it('maps fitted difficulty (logits) to levels as the inverse of the prior the model gives a declared level', () => {
    expect([-1, -0.5, 0, 0.5, 1].map(levelOfLogit)).toEqual([1, 2, 3, 4, 5]);
    expect(levelOfLogit(-4)).toBe(1);
    expect(levelOfLogit(3)).toBe(5);
    expect(levelOfLogit(0.2)).toBe(3);
    expect(levelOfLogit(0.3)).toBe(4);
  });

  it('flags a template whose fitted difficulty is more than one level from the declared one', () => {
    const planned = [
      ...[1, 2].map((seed) => plannedAt('kr-m1-3.easy-declared-hard', seed, 5)),
      ...[1, 2].map((seed) => plannedAt('kr-m1-3.agrees', seed, 2)),
      ...[1, 2].map((seed) => plannedAt('kr-m1-3.one-off', seed, 3)),
      plannedAt('kr-m1-3.few-answers', 1, 1),
    ];
    const fits = compareFitted(planned, [
      // Answers weight the mean: (−1.2 × 30 + −0.6 × 10) / 40 = −1.05 logits, level 1 against a declared 5.
      { itemId: 'kr-m1-3.easy-declared-hard#1', difficulty: -1.2, n: 30 },
      { itemId: 'kr-m1-3.easy-declared-hard#2', difficulty: -0.6, n: 10 },
      { itemId: 'kr-m1-3.agrees#1', difficulty: -0.5, n: 50 },
      // Keyed by template, as the database join gives it; level 4 against 3 is within one level.
      { templateId: 'kr-m1-3.one-off', difficulty: 0.45, n: 40 },
      { itemId: 'kr-m1-3.few-answers#1', difficulty: 2, n: FITTED_MIN_ANSWERS - 1 },
      { itemId: 'an-unknown-item', difficulty: 2, n: 100 },
    ]);
    expect(fits).toEqual([
      {
        templateId: 'kr-m1-3.agrees',
        unitId: 'kr-m1-3',
        declared: 2,
        logit: -0.5,
        fitted: 2,
        answers: 50,
        flagged: false,
      },
      {
        templateId: 'kr-m1-3.easy-declared-hard',
        unitId: 'kr-m1-3',
        declared: 5,
        logit: -1.05,
        fitted: 1,
        answers: 40,
        flagged: true,
      },
      {
        templateId: 'kr-m1-3.one-off',
        unitId: 'kr-m1-3',
        declared: 3,
        logit: 0.45,
        fitted: 4,
        answers: 40,
        flagged: false,
      },
    ]);
    const text = formatReport({ units: [], fitted: fits });
    expect(text).toContain('Fitted difficulty: 3 templates with 30+ answers, 1 more than one level');
    expect(text).toContain('kr-m1-3.easy-declared-hard: declared 5, fitted 1 (-1.05 logits, 40 answers)');
  });

  it('reads fitted items from JSON or from CSV with item or template ids, and names a bad line', () => {
    expect(parseFittedItems('[{"itemId":"a","difficulty":0.5,"n":3}]')).toEqual([
      { itemId: 'a', templateId: undefined, difficulty: 0.5, n: 3 },
    ]);
    expect(parseFittedItems('item_id,difficulty,n,updated_at\nb,-0.25,12,2026-11-01\n')).toEqual([
      { itemId: 'b', difficulty: -0.25, n: 12 },
    ]);
    expect(parseFittedItems('template_id,n,difficulty\nkr-m1-3.x,7,1')).toEqual([
      { templateId: 'kr-m1-3.x', difficulty: 1, n: 7 },
    ]);
    expect(() => parseFittedItems('item_id,difficulty,n\nc,hard,3')).toThrow(/line 2: "c,hard,3"/);
    expect(() => parseFittedItems('id,level\nc,3')).toThrow(/header needs item_id or template_id/);
    expect(() => parseFittedItems('[{"itemId":"a","n":3}]')).toThrow(/fitted item 1/);
  });
});
