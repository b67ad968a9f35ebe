// How sure we are that a student knows a unit, from their answers on it alone: the per-unit estimate the diagnostic
// adapts on and reports.
//
// The model is a two-state one (knows the unit or not), as in cognitive diagnosis (DINA) and knowledge-space
// assessment: a student who knows the unit answers right unless they slip, one who does not answers right only by a
// lucky guess. A continuous ability would be the finer model, but a few answers cannot tell 0.6 from 0.8 on it; they
// can tell "knows it" from "does not", which is the question a diagnosis asks, in two or three answers.
// - Guess: 1 in 5 for a multiple-choice problem (five choices), 1 in 20 for a typed answer.
// - Slip grows with difficulty: a student who knows the unit answers a problem of logit difficulty b right with
//   probability sigmoid(KNOWN_LOGIT − b) (0.88 on a typical level-3 problem, 0.95 on level 1, 0.73 on level 5).
// - Prior: even odds.
// `mastery` is the probability that the student knows the unit. Its band says how settled that is: `low` is where
// one more wrong answer on a typical problem (multiple choice, level 3) would take it, `high` where one more right
// answer would. A unit is decided once it has at least MIN_ANSWERS answers and its band lies entirely above
// MASTERED_LOW (even a wrong answer next would leave it ≥ 0.8: mastered) or entirely below GAP_HIGH (even a right
// answer next would leave it ≤ 0.5: a gap). With typical problems that is three right answers, or two wrong ones.
import { difficultyPrior, sigmoid } from '../../../model/model.js';
import type { DiagnosticProblem, UnitStatus } from './types.js';

export const GUESS: Readonly<Record<DiagnosticProblem['type'], number>> = { multiple: 0.2, essay: 0.05 };
/** Logit of a right answer on a difficulty-0 problem for a student who knows the unit. */
export const KNOWN_LOGIT = 2;
export const PRIOR_KNOWN = 0.5;
/** One answer never decides a unit: it could be a slip or a lucky guess. */
export const MIN_ANSWERS = 2;
export const MASTERED_LOW = 0.8;
export const GAP_HIGH = 0.5;

/**
 * A problem's difficulty on the model's logit scale: the fitted one when the model has answers on it, else the
 * template's declared 1–5 level mapped as the model maps it for unseen items (0.5 per level, level 3 at 0).
 */
export function itemLogit(problem: Pick<DiagnosticProblem, 'difficulty' | 'fittedDifficulty'>): number {
  return problem.fittedDifficulty ?? difficultyPrior(problem.difficulty);
}

export interface ItemResponse {
  /** P(right | knows the unit) = 1 − slip. */
  known: number;
  /** P(right | does not) = guess. */
  unknown: number;
}

export function itemResponse(
  problem: Pick<DiagnosticProblem, 'type' | 'difficulty' | 'fittedDifficulty'>,
): ItemResponse {
  return { known: sigmoid(KNOWN_LOGIT - itemLogit(problem)), unknown: GUESS[problem.type] };
}

const TYPICAL: ItemResponse = itemResponse({ type: 'multiple', difficulty: 3 });

export interface Evidence {
  problem: Pick<DiagnosticProblem, 'type' | 'difficulty' | 'fittedDifficulty'>;
  correct: boolean;
}

export interface UnitEstimate {
  /** P(the student knows the unit). */
  mastery: number;
  /** Mastery after one more wrong / right answer on a typical problem. */
  low: number;
  high: number;
  answered: number;
  correct: number;
  /** MASTERED or GAP once decided, LEARNING while it is not. */
  status: UnitStatus;
  decided: boolean;
}

const logit = (p: number): number => Math.log(p / (1 - p));

/** The log-likelihood ratio (knows : does not) an answer carries. */
export function answerWeight(evidence: Evidence): number {
  const { known, unknown } = itemResponse(evidence.problem);
  return evidence.correct ? Math.log(known / unknown) : Math.log((1 - known) / (1 - unknown));
}

/** The estimate from exactly these answers (in any order: the posterior does not depend on it). */
export function estimateUnit(evidence: readonly Evidence[]): UnitEstimate {
  const z = evidence.reduce((sum, answer) => sum + answerWeight(answer), logit(PRIOR_KNOWN));
  const mastery = sigmoid(z);
  const low = sigmoid(z + Math.log((1 - TYPICAL.known) / (1 - TYPICAL.unknown)));
  const high = sigmoid(z + Math.log(TYPICAL.known / TYPICAL.unknown));
  const enough = evidence.length >= MIN_ANSWERS;
  const status: UnitStatus =
    enough && low >= MASTERED_LOW ? 'MASTERED' : enough && high <= GAP_HIGH ? 'GAP' : 'LEARNING';
  return {
    mastery,
    low,
    high,
    answered: evidence.length,
    correct: evidence.filter((answer) => answer.correct).length,
    status,
    decided: status !== 'LEARNING',
  };
}
