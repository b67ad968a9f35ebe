// A hand-made problem for the tests of grading, the bank rules, validation and the problems api: one small
// multiple-choice question, each test overriding what it is about.
import type { GeneratedProblem } from '../content/lib/types.js';

/** 'What is 3 + 4?' with the given choices as inline math; the key is the choice that shows the value. */
export function valueQuestion(
  expression: string,
  value: number,
  choices: readonly number[],
  overrides: Partial<GeneratedProblem> = {},
): GeneratedProblem {
  return {
    type: 'multiple',
    stem: { ko: `\\(${expression}\\)의 값은?`, en: `What is \\(${expression}\\)?` },
    choices: choices.map((choice) => `\\(${choice}\\)`),
    answer: String(choices.indexOf(value)),
    explanation: [{ ko: `\\(${expression} = ${value}\\)입니다.`, en: `\\(${expression} = ${value}\\).` }],
    difficulty: 1,
    ...overrides,
  };
}
