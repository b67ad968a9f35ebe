// The rules every generated problem obeys, as a pure function the bank test and the content report share.
import { QUESTION_TYPES, mathTextIssues } from '@mathbridge/contract';
import type { GeneratedProblem, Localized } from './lib/types.js';

/** A cheap value key for a choice: equal keys mean equal values for the forms templates write. */
export function valueKey(raw: string): string {
  const text = raw
    .replace(/\\\(|\\\)/g, '')
    .replace(/\\[,!;:]|\\quad|\\qquad|\\left|\\right|\s+/g, '')
    .replace(/\{,\}/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/[−–]/g, '-');
  const value = numericValue(text);
  return value === undefined ? `text:${text}` : `number:${Number(value.toPrecision(12))}`;
}

function numericValue(text: string): number | undefined {
  let match = /^([+-]?)(\d+(?:\.\d+)?)$/.exec(text);
  if (match) return Number(`${match[1]}${match[2]}`);
  match = /^([+-]?)\\frac\{?(\d+(?:\.\d+)?)\}?\{?(\d+(?:\.\d+)?)\}?$/.exec(text);
  if (match && Number(match[3]) !== 0) return (match[1] === '-' ? -1 : 1) * (Number(match[2]) / Number(match[3]));
  match = /^([+-]?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$/.exec(text);
  if (match && Number(match[4]) !== 0) {
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / Number(match[4]));
  }
  return undefined;
}

function localizedIssues(label: string, value: Localized | undefined): string[] {
  if (!value || typeof value !== 'object') return [`${label} is missing`];
  const issues: string[] = [];
  for (const language of ['ko', 'en'] as const) {
    const text = value[language];
    if (typeof text !== 'string' || text.trim() === '') issues.push(`${label}.${language} is empty`);
    else issues.push(...mathTextIssues(text).map((issue) => `${label}.${language}: ${issue}`));
  }
  return issues;
}

/** Choices a unit's multiple-choice problems have: four on the digital SAT, five in the Korean bank. */
export const choiceCountFor = (unitId: string): 4 | 5 => (unitId.startsWith('sat-') ? 4 : 5);

/** Structural rules of one problem (everything but rendering and grading, which need heavier tools). */
/**
 * `subUnits`: the unit's sub-unit ids when known; undefined skips the sub-unit rule. `untaggedAccepted`: the unit
 * accepts a problem that names no sub-unit (curriculum `acceptsUntagged`).
 */
export function problemIssues(
  problem: GeneratedProblem,
  subUnits?: readonly string[],
  { choiceCount = 5, untaggedAccepted = false }: { choiceCount?: number; untaggedAccepted?: boolean } = {},
): string[] {
  const issues: string[] = [];
  if (!QUESTION_TYPES.includes(problem.type)) issues.push(`type "${String(problem.type)}" is not multiple or essay`);
  issues.push(...localizedIssues('stem', problem.stem));
  if (!Array.isArray(problem.explanation) || problem.explanation.length === 0) {
    issues.push('explanation has no steps');
  } else {
    problem.explanation.forEach((step, index) => issues.push(...localizedIssues(`explanation[${index}]`, step)));
  }
  if (!Number.isInteger(problem.difficulty) || problem.difficulty < 1 || problem.difficulty > 5) {
    issues.push(`difficulty ${String(problem.difficulty)} is not an integer from 1 to 5`);
  }
  if (typeof problem.answer !== 'string' || problem.answer.trim() === '') issues.push('answer is empty');
  const untaggedPasses = untaggedAccepted && problem.subUnit === undefined;
  if (subUnits && subUnits.length > 0 && !untaggedPasses && !subUnits.includes(problem.subUnit ?? '')) {
    issues.push(`subUnit "${problem.subUnit ?? ''}" is not one of ${subUnits.join(', ')}`);
  } else if (subUnits && subUnits.length === 0 && problem.subUnit !== undefined) {
    issues.push(`subUnit "${problem.subUnit}" is set but the unit has no sub-units`);
  }

  if (problem.type === 'multiple') {
    const choices = problem.choices;
    if (!Array.isArray(choices) || choices.length !== choiceCount) {
      issues.push(
        `multiple needs exactly ${choiceCount} choices, got ${Array.isArray(choices) ? choices.length : 'none'}`,
      );
    } else {
      choices.forEach((choice, index) => {
        if (typeof choice !== 'string' || choice.trim() === '') issues.push(`choice ${index} is empty`);
        else issues.push(...mathTextIssues(choice).map((issue) => `choice ${index}: ${issue}`));
      });
      const keys = choices.map((choice) => valueKey(String(choice)));
      const duplicate = keys.findIndex((key, index) => keys.indexOf(key) !== index);
      if (duplicate >= 0) {
        issues.push(`choices ${keys.indexOf(keys[duplicate] as string)} and ${duplicate} are equal in value`);
      }
    }
    const last = choiceCount - 1;
    if (!/^\d$/.test(problem.answer) || Number(problem.answer) > last) {
      issues.push(`multiple answer "${problem.answer}" is not an index 0-${last}`);
    }
    if (problem.answerSpec !== undefined) issues.push('multiple should not carry an answerSpec');
  } else if (problem.type === 'essay') {
    if (problem.choices !== undefined && problem.choices.length > 0) issues.push('essay should not have choices');
    const spec = problem.answerSpec;
    if (!spec) issues.push('essay needs an answerSpec');
    else {
      if (!['number', 'expression', 'text'].includes(spec.kind)) issues.push(`answerSpec.kind "${spec.kind}"`);
      if (spec.tolerance !== undefined && !(spec.tolerance >= 0)) issues.push('answerSpec.tolerance is negative');
      issues.push(...localizedIssues('answerSpec.hint', spec.hint));
    }
    if (problem.answer.includes('\\(')) issues.push('essay answer is bare LaTeX, without \\( \\)');
  }
  return issues;
}
