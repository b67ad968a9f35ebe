// The shapes the diagnostic engine reads and answers: units of the course map, the bank's problems, the answers.
import type { QuestionType } from '@mathbridge/contract';
import type { Difficulty, Localized } from '../../../content/lib/types.js';

/** A unit as the diagnostic needs it: its names, where it sits in the course map, what comes first. */
export interface DiagnosticUnit {
  id: string;
  name: Localized;
  /** Position in the course map (all tracks); prerequisites always come earlier. */
  order: number;
  prerequisites: readonly string[];
}

/** A problem of the bank as the diagnostic needs it; no stem, no key. */
export interface DiagnosticProblem {
  id: string;
  templateId: string;
  unitId: string;
  type: QuestionType;
  /** The template's declared 1–5 difficulty. */
  difficulty: Difficulty;
  /** The model's fitted difficulty (logit scale), when it has one; it wins over the declared one. */
  fittedDifficulty?: number;
}

/** One answer of the student, in the order given. */
export interface DiagnosticAnswer {
  problemId: string;
  correct: boolean;
}

export type UnitStatus = 'MASTERED' | 'LEARNING' | 'GAP';

/** A problem the test asks next, and why. */
export interface DiagnosticQuestion {
  done: false;
  problem: DiagnosticProblem;
  /**
   * OPENING: one of the first five; COVERAGE: a chosen unit's first problem; CONFIRM: a chosen unit not yet decided;
   * PREREQUISITE: a unit brought in by a failing one.
   */
  reason: 'OPENING' | 'COVERAGE' | 'PREREQUISITE' | 'CONFIRM';
}

/** The test is over: every unit is decided (or has nothing left to ask), or the length cap is reached. */
export interface DiagnosticEnd {
  done: true;
  reason: 'DECIDED' | 'LENGTH_CAP';
}

export type DiagnosticStep = DiagnosticQuestion | DiagnosticEnd;

/** A bad input from the caller (an unknown problem, an answer given twice, a unit outside the grade). */
export class DiagnosticInputError extends Error {
  override name = 'DiagnosticInputError';
}
