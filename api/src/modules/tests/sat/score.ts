// Scores the SAT sample test: the answers right and wrong give an ability estimate on the model's logit scale (item
// response theory over the items' difficulties), which maps linearly onto 200–800 with a range from the estimate's
// uncertainty; per module the raw score, per domain the raw score against what the student's own level predicts.
import { sigmoid } from '../../../model/model.js';
import type { ModuleLevel, SatModule } from './assemble.js';
import { domainOf, itemLogit, SAT_DOMAINS, type SatCandidate, type SatDomain } from './domains.js';

/**
 * A blind guess among five choices is right one time in five, among four (the digital SAT's) one in four; a typed
 * answer cannot be guessed. A candidate that does not say how many choices it has counts as five.
 */
export const CHOICE_GUESSING = 0.2;
export const guessingOf = (item: Pick<SatCandidate, 'type' | 'choices'>): number =>
  item.type !== 'multiple' ? 0 : item.choices !== undefined && item.choices > 1 ? 1 / item.choices : CHOICE_GUESSING;

/**
 * The scale: ability 0 (a 50% chance on a level-3 item, the middle of the test takers) is 500 and each logit is
 * 100 points, so the prior's spread of one logit is the SAT Math section's spread of about 100 points. Scores are
 * reported in tens, as the SAT does, and clamped to 200–800.
 */
export const SCALE_CENTER = 500;
export const SCALE_PER_LOGIT = 100;
export const SCALE_MIN = 200;
export const SCALE_MAX = 800;

/** The range is the estimate ± one posterior standard deviation (about a 68% band), as SAT score ranges are. */
export const RANGE_SDS = 1;

/** The ability prior: the test takers' abilities, N(0, 1) on the logit scale. */
const PRIOR_SD = 1;
/** Quadrature grid for the posterior: −6 … 6 logits in steps of 0.02 (finer changes no score). */
const GRID = Array.from({ length: 601 }, (_, i) => -6 + i * 0.02);

/** P(right) at ability θ: three-parameter logistic with slope 1, guessing 1/choices for multiple choice, 0 typed. */
export function probabilityRight(item: SatCandidate, theta: number): number {
  const guessing = guessingOf(item);
  return guessing + (1 - guessing) * sigmoid(theta - itemLogit(item));
}

export interface AbilityEstimate {
  /** Posterior mean (EAP) on the logit scale. */
  theta: number;
  /** Posterior standard deviation. */
  sd: number;
}

/**
 * The expected a posteriori ability from the answers: right where `correctIds` holds the item, wrong otherwise (an
 * unanswered question counts as wrong, as on the SAT). The prior keeps all-right and all-wrong finite; flipping any
 * answer from wrong to right raises the estimate, since P/(1 − P) rises with ability for every item. With guessing,
 * which items are right matters too: a hard choice question right beside easy ones wrong reads partly as a guess.
 */
export function estimateAbility(items: readonly SatCandidate[], correctIds: ReadonlySet<string>): AbilityEstimate {
  const logPosterior = GRID.map((theta) => {
    let sum = -(theta * theta) / (2 * PRIOR_SD * PRIOR_SD);
    for (const item of items) {
      const p = probabilityRight(item, theta);
      sum += Math.log(correctIds.has(item.id) ? p : 1 - p);
    }
    return sum;
  });
  const top = Math.max(...logPosterior);
  const weights = logPosterior.map((value) => Math.exp(value - top));
  const total = weights.reduce((acc, weight) => acc + weight, 0);
  const theta = GRID.reduce((acc, value, i) => acc + value * (weights[i] as number), 0) / total;
  const variance = GRID.reduce((acc, value, i) => acc + (value - theta) ** 2 * (weights[i] as number), 0) / total;
  return { theta, sd: Math.sqrt(variance) };
}

/** An ability on the 200–800 scale, unrounded and clamped. */
export function toScale(theta: number): number {
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, SCALE_CENTER + SCALE_PER_LOGIT * theta));
}

export interface ScaledScore {
  score: number;
  low: number;
  high: number;
}

/** The score in tens with its range; the range's ends round outwards, so it always holds the score. */
export function scaledScore({ theta, sd }: AbilityEstimate): ScaledScore {
  return {
    score: Math.round(toScale(theta) / 10) * 10,
    low: Math.floor(toScale(theta - RANGE_SDS * sd) / 10) * 10,
    high: Math.ceil(toScale(theta + RANGE_SDS * sd) / 10) * 10,
  };
}

export interface ModuleResult {
  level: ModuleLevel;
  correct: number;
  total: number;
}

export interface DomainResult {
  domain: SatDomain;
  correct: number;
  total: number;
  /**
   * Right answers expected on these items from the student's own level (one decimal): from the ability at which the
   * whole test's expected raw score is the student's raw score, so the domains' expectations add up to the raw score
   * and a domain stands out only against the others (strengths and gaps, not a second score).
   */
  expected: number;
  /** above / below: the raw score is further than one standard deviation (√Σ P(1 − P)) from the expected one. */
  relative: 'above' | 'as-expected' | 'below';
}

/** The ability at which the expected raw score on `items` is `raw` (bisection; the grid's end when out of reach). */
export function rawScoreAbility(items: readonly SatCandidate[], raw: number): number {
  const expectedAt = (theta: number) => items.reduce((sum, item) => sum + probabilityRight(item, theta), 0);
  let low = GRID[0] as number;
  let high = GRID[GRID.length - 1] as number;
  if (raw <= expectedAt(low)) return low;
  if (raw >= expectedAt(high)) return high;
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2;
    if (expectedAt(middle) < raw) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function domainResults(items: readonly SatCandidate[], correctIds: ReadonlySet<string>): DomainResult[] {
  const raw = items.filter((item) => correctIds.has(item.id)).length;
  const level = rawScoreAbility(items, raw);
  const total = items.reduce((sum, item) => sum + probabilityRight(item, level), 0);
  // At the ends (all wrong, below chance, all right) the equation has no root: scale the expectations to the raw
  // score so that there too no domain stands out from the others.
  const factor = total > 0 ? raw / total : 0;
  return SAT_DOMAINS.flatMap((domain): DomainResult[] => {
    const own = items.filter((item) => domainOf(item.unitId) === domain);
    if (own.length === 0) return [];
    const correct = own.filter((item) => correctIds.has(item.id)).length;
    const chances = own.map((item) => probabilityRight(item, level));
    const expected = factor * chances.reduce((sum, p) => sum + p, 0);
    const spread = Math.sqrt(chances.reduce((sum, p) => sum + p * (1 - p), 0));
    const relative = correct - expected > spread ? 'above' : expected - correct > spread ? 'below' : 'as-expected';
    return [{ domain, correct, total: own.length, expected: Math.round(expected * 10) / 10, relative }];
  });
}

export interface SatResult extends ScaledScore, AbilityEstimate {
  modules: ModuleResult[];
  domains: DomainResult[];
}

/** Scores a finished test (two modules, or the visitor's one) from the ids of the problems answered right. */
export function scoreSat(modules: readonly SatModule[], correctIds: ReadonlySet<string>): SatResult {
  const items = modules.flatMap((module) => module.items);
  const ability = estimateAbility(items, correctIds);
  return {
    ...scaledScore(ability),
    ...ability,
    modules: modules.map((module) => ({
      level: module.level,
      correct: module.items.filter((item) => correctIds.has(item.id)).length,
      total: module.items.length,
    })),
    domains: domainResults(items, correctIds),
  };
}
