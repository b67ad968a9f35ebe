// The questions of a finished SAT test or sample, in one shape for the result screen, whichever call they came from:
// a student's test (the workbook results, both modules in order) or the visitor's scored sample.
import {
  SAT_DOMAIN_IDS,
  type LocalizedText,
  type ProblemView,
  type SampleSatScore,
  type SatDomainId,
  type WorkbookResults,
} from '@mathbridge/contract';

export interface ResultQuestion {
  problem: ProblemView;
  /** 1 or 2. */
  module: number;
  /** Its number within its module, from 1. */
  number: number;
  /** null when left blank. */
  studentAnswer: string | null;
  correct: boolean;
  correctAnswer: string | null;
  explanation: readonly LocalizedText[];
}

/** The domain of an SAT unit (its id starts with the domain's, e.g. sat-h-a is Algebra). */
export function domainOf(unitId: string): SatDomainId | null {
  return SAT_DOMAIN_IDS.find((domain) => unitId === domain || unitId.startsWith(`${domain}-`)) ?? null;
}

const blankToNull = (answer: string | null | undefined) =>
  answer === null || answer === undefined || answer.trim() === '' ? null : answer;

/** A student's test: the workbook's items in order, split into modules of `moduleSize`. */
export function questionsFromWorkbook(results: WorkbookResults, moduleSize: number): ResultQuestion[] {
  return [...results.items]
    .sort((a, b) => a.position - b.position)
    .map((item, index) => ({
      problem: item.problem,
      module: Math.floor(index / moduleSize) + 1,
      number: (index % moduleSize) + 1,
      studentAnswer: blankToNull(item.studentAnswer),
      correct: item.correct === true,
      correctAnswer: item.correctAnswer,
      explanation: item.explanation ?? [],
    }));
}

/** The visitor's sample: one module, in the order it was asked. */
export function questionsFromSample(score: SampleSatScore, order: readonly string[]): ResultQuestion[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...score.items]
    .sort((a, b) => (rank.get(a.problem.id) ?? 0) - (rank.get(b.problem.id) ?? 0))
    .map((item, index) => ({
      problem: item.problem,
      module: 1,
      number: index + 1,
      studentAnswer: blankToNull(item.studentAnswer),
      correct: item.correct,
      correctAnswer: item.correctAnswer,
      explanation: item.explanation,
    }));
}

/** Where a score sits on the 200–800 scale, as a share from 0 to 1. */
export function scalePosition(score: number): number {
  return Math.min(1, Math.max(0, (score - 200) / 600));
}
