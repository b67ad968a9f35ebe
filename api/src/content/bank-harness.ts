// The bank harness: every template of every unit file over many seeds. A wrong answer key is the worst bug
// this product can have, so each template's own independent check runs on every seed. Each bank*.test.ts file
// runs one part of the bank through it, so that two workers share the run.
// CONTENT_SEEDS lowers the seed count (default 1,000); CONTENT_UNITS=<prefix> keeps only matching units;
// CONTENT_RENDER_SEEDS sets how many seeds per template go through KaTeX (default 50) and CONTENT_GRADE_SEEDS how
// many through the grader's compute engine (default 10); both are far slower than generate and check.
// The bank-wide rules (rules/rules.ts) run on every seed too.
import katex from 'katex';
import { splitMathText } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { acceptsUntagged, findUnit, subUnitIds } from './curriculum.js';
import { grade, numericValues } from './grading/grade.js';
import type { GeneratedProblem, ProblemTemplate } from './lib/types.js';
import { loadUnits } from './registry.js';
import { ruleViolations } from './rules/rules.js';
import { choiceCountFor, problemIssues } from './validate.js';

const SEEDS = positiveInt(process.env.CONTENT_SEEDS, 1000);
const RENDER_SEEDS = Math.min(SEEDS, positiveInt(process.env.CONTENT_RENDER_SEEDS, 50));
const GRADE_SEEDS = Math.min(SEEDS, positiveInt(process.env.CONTENT_GRADE_SEEDS, 10));
const UNIT_PREFIX = process.env.CONTENT_UNITS ?? '';
/** Seeds per template on which the check must reject every wrong key (the other choices, a changed number). */
const MUTATION_SEEDS = Math.min(SEEDS, 20);
/**
 * Checks known to accept a wrong key on some seeds, with the reason; the template's owner is to tighten them.
 * They are listed here rather than hidden so that the rule still holds for every other template.
 */
const KNOWN_WEAK_CHECKS: Record<string, string> = {};
/** Report at most this many failures per template, so one broken generator does not drown the log. */
const MAX_REPORTED = 8;

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const units = (await loadUnits()).filter((unit) => unit.unitId.startsWith(UNIT_PREFIX));

const rendered = new Set<string>();
export function renderIssue(latex: string): string | undefined {
  if (rendered.has(latex)) return undefined;
  try {
    katex.renderToString(latex, { throwOnError: true, strict: 'error', displayMode: false });
    rendered.add(latex);
    return undefined;
  } catch (error) {
    return `KaTeX cannot render "${latex}": ${(error as Error).message}`;
  }
}

function renderIssues(problem: GeneratedProblem): string[] {
  const texts = [
    problem.stem.ko,
    problem.stem.en,
    ...(problem.choices ?? []),
    ...problem.explanation.flatMap((step) => [step.ko, step.en]),
    ...(problem.answerSpec ? [problem.answerSpec.hint.ko, problem.answerSpec.hint.en] : []),
  ];
  const math = texts.flatMap((text) =>
    splitMathText(text)
      .filter((s) => s.kind === 'math')
      .map((s) => s.value),
  );
  if (problem.type === 'essay') math.push(problem.answer);
  return math.flatMap((latex) => renderIssue(latex) ?? []);
}

/** Runs one seed; returns the problem and what is wrong with it. */
function runSeed(
  template: ProblemTemplate,
  unitId: string,
  seed: number,
  render: boolean,
  gradeKey: boolean,
): { problem?: GeneratedProblem; issues: string[] } {
  let problem: GeneratedProblem;
  try {
    problem = template.generate(seed);
  } catch (error) {
    return { issues: [`generate threw: ${(error as Error).message}`] };
  }
  const issues = problemIssues(problem, subUnitIds(unitId) ?? [], {
    choiceCount: choiceCountFor(unitId),
    untaggedAccepted: acceptsUntagged(unitId),
  });
  if (template.unitId !== unitId) issues.push(`unitId "${template.unitId}" does not match the file ${unitId}`);
  // Determinism on a fifth of the seeds: Math.random or a clock shows up at once, and generate is the slow part.
  if (seed <= 100 || seed % 5 === 0) {
    try {
      if (JSON.stringify(template.generate(seed)) !== JSON.stringify(problem)) {
        issues.push('generate is not deterministic (two calls differ)');
      }
    } catch (error) {
      issues.push(`second generate threw: ${(error as Error).message}`);
    }
  }
  try {
    if (template.check(problem, seed) !== true) issues.push('check() rejects the answer key');
  } catch (error) {
    issues.push(`check threw: ${(error as Error).message}`);
  }
  if (seed <= MUTATION_SEEDS && issues.length === 0 && !(template.id in KNOWN_WEAK_CHECKS)) {
    issues.push(...mutationIssues(template, problem, seed));
  }
  if (render && issues.length === 0) issues.push(...renderIssues(problem));
  if (gradeKey && issues.length === 0) issues.push(...gradingIssues(problem));
  return { problem, issues };
}

/** The check must fail when the key is wrong: every other choice, or an essay key changed in value. */
export function mutationIssues(template: ProblemTemplate, problem: GeneratedProblem, seed: number): string[] {
  const accepts = (answer: string) => {
    try {
      return template.check({ ...problem, answer }, seed) === true;
    } catch {
      return false;
    }
  };
  if (problem.type === 'multiple') {
    const wrong = [0, 1, 2, 3, 4].map(String).filter((index) => index !== problem.answer && accepts(index));
    return wrong.length === 0 ? [] : [`check() also accepts choice ${wrong.join(', ')} (the key is ${problem.answer})`];
  }
  const kind = problem.answerSpec?.kind;
  const value = kind === 'number' ? numericValues(problem.answer) : undefined;
  const changed =
    value?.length === 1
      ? String((value[0] as number) + 1)
      : kind === 'expression'
        ? `${problem.answer}+1`
        : `${problem.answer}0`;
  return accepts(changed) ? [`check() also accepts the wrong key "${changed}" (the key is "${problem.answer}")`] : [];
}

/** How a student types a plain numeric key: 3/4, 1 1/2, with the unit after it. */
function typedForms(problem: GeneratedProblem): string[] {
  const spec = problem.answerSpec;
  if (spec?.kind !== 'number') return [];
  const key = problem.answer.replace(/\\[dt]frac/g, '\\frac');
  const fraction = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(key);
  const mixed = /^(\d+)\\frac\{(\d+)\}\{(\d+)\}$/.exec(key);
  let plain: string | undefined;
  if (/^-?\d+(\.\d+)?$/.test(key)) plain = key;
  else if (fraction) plain = `${fraction[1]}${fraction[2]}/${fraction[3]}`;
  else if (mixed) plain = `${mixed[1]} ${mixed[2]}/${mixed[3]}`;
  if (plain === undefined) return [];
  return spec.unit ? [plain, `${plain} ${spec.unit}`] : [plain];
}

/** The key grades as correct against itself (and as a student would type it); choices that are numbers differ in value by the grader too. */
function gradingIssues(problem: GeneratedProblem): string[] {
  if (problem.type === 'essay') {
    const typed = [problem.answer, ...typedForms(problem)];
    try {
      return typed.flatMap((input) => {
        const result = grade(problem, input).result;
        return result === 'correct' ? [] : [`"${input}" for the key "${problem.answer}" grades as ${result}`];
      });
    } catch (error) {
      return [`grading the key "${problem.answer}" threw: ${(error as Error).message}`];
    }
  }
  const numbers = (problem.choices ?? []).map((choice) => {
    const segments = splitMathText(choice.trim());
    const only = segments.length === 1 ? segments[0] : undefined;
    const latex = only?.value ?? '';
    return /^[-+\d\s.,()\\{}a-z^/]+$/i.test(latex) ? numericValues(latex)?.join(',') : undefined;
  });
  const clash = numbers.findIndex((value, index) => value !== undefined && numbers.indexOf(value) !== index);
  return clash < 0 ? [] : [`choices ${numbers.indexOf(numbers[clash])} and ${clash} have the same value`];
}

/**
 * Registers the per-unit tests of the units `inPart` selects (of those CONTENT_UNITS keeps). A part with no unit
 * left registers one skipped test, so that a run for a single unit does not fail on the other parts' files.
 */
export function describeBankPart(inPart: (unitId: string) => boolean): void {
  const partUnits = units.filter((unit) => inPart(unit.unitId));
  if (partUnits.length === 0) {
    it.skip(`no unit of this part starts with "${UNIT_PREFIX}"`, () => {});
    return;
  }
  for (const unit of partUnits) {
    describe(unit.unitId, () => {
      const perTemplate = Math.ceil(100 / Math.max(1, unit.templates.length));
      const subUnitsSeen = new Set<string>();
      let untaggedSeen = false;

      it('is a unit of the course map', () => {
        expect(findUnit(unit.unitId), `${unit.file} names no unit of the curriculum`).toBeDefined();
      });

      for (const template of unit.templates) {
        it(`${template.id} over ${SEEDS} seeds`, () => {
          const failures: string[] = [];
          let failedSeeds = 0;
          const ruleFailures: string[] = [];
          let ruleFailedSeeds = 0;
          const distinct = new Set<string>();
          for (let seed = 1; seed <= SEEDS; seed++) {
            const { problem, issues } = runSeed(template, unit.unitId, seed, seed <= RENDER_SEEDS, seed <= GRADE_SEEDS);
            if (!problem || issues.length > 0) {
              failedSeeds++;
              if (failures.length < MAX_REPORTED) failures.push(`${template.id} seed ${seed}: ${issues.join('; ')}`);
              continue;
            }
            // As the plan counts them: one stem over different figures is different problems.
            distinct.add(JSON.stringify([problem.stem, problem.choices, problem.figure]));
            if (problem.subUnit) subUnitsSeen.add(problem.subUnit);
            else untaggedSeen = true;
            const broken = ruleViolations(template, seed, problem);
            if (broken.length > 0) {
              ruleFailedSeeds++;
              if (ruleFailures.length < MAX_REPORTED) {
                ruleFailures.push(
                  `${template.id} seed ${seed}: ${broken.map((v) => `[${v.rule}] ${v.message}`).join('; ')}`,
                );
              }
            }
          }
          expect(failures, `${failedSeeds} of ${SEEDS} seeds fail`).toEqual([]);
          expect(
            ruleFailures,
            `${ruleFailedSeeds} of ${SEEDS} seeds break the bank-wide rules (npm run content:rules -- ${unit.unitId})`,
          ).toEqual([]);
          expect(
            distinct.size,
            `${template.id} gives only ${distinct.size} distinct problems over ${SEEDS} seeds; the unit needs ${perTemplate}`,
          ).toBeGreaterThanOrEqual(Math.min(perTemplate, SEEDS));
        });
      }

      // A unit still holding untagged templates (curriculum `acceptsUntagged`) cannot cover its sub-units yet.
      it('covers every sub-unit', () => {
        if (untaggedSeen) return;
        const missing = (subUnitIds(unit.unitId) ?? []).filter((id) => !subUnitsSeen.has(id));
        expect(missing, `${unit.unitId} has no problems for these sub-units`).toEqual([]);
      });
    });
  }
}

/** The parts the bank test files split the units into: the two largest tracks apart, the rest together. */
export const bankParts = {
  elementary: (unitId: string) => unitId.startsWith('kr-e'),
  middle: (unitId: string) => unitId.startsWith('kr-m'),
  rest: (unitId: string) => !unitId.startsWith('kr-e') && !unitId.startsWith('kr-m'),
};
