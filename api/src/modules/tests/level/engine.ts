// The level test's adaptive engine: which problem comes next, when the test stops, and where it places the student.
//
// A test's whole state is its seed, the signup grade and the answers so far; every function here recomputes what it
// needs from them, so the same state always gives the same next problem and the same placement, and a stored test
// can be resumed from its answers alone.
//
// - The first START_ITEMS problems spread over the five grades around the signup grade (one a grade, starting a
//   grade below it so the first problem is likely a success), each from the middle of its grade.
// - After that, the next problem is the one whose answer is expected to shrink the posterior variance of the level
//   the most (a computerized adaptive test with Bayesian item selection). Content balancing: among the problems that
//   give at least BALANCE_SHARE of the best expected reduction, one from the strand asked least so far, so the report
//   has evidence on every strand at little cost in precision.
// - Never a problem already asked, at most MAX_PER_TEMPLATE from one template and MAX_PER_UNIT from one unit (so a
//   test samples many units).
// - The test stops when the 90% credible band of the level covers at most MAX_BAND_GRADES neighbouring grades (from
//   the START_ITEMS-th answer on), after MAX_ITEMS problems, or when no allowed problem is left.
// - The seed picks among problems the model cannot tell apart (same unit, same place on the scale), so students do
//   not all see the same problems.
import { createRng, type Rng } from '../../../content/lib/random.js';
import type { BankItem, ItemClass, LevelBank } from './bank.js';
import {
  expectedVariance,
  PRIOR_SD,
  priorAround,
  quantile,
  updatePosterior,
  variance,
  WIDE_PRIOR_SD,
} from './posterior.js';
import { gradeAt, gradeIndexOf, KR_GRADE_IDS } from './scale.js';
import type { Strand } from './strands.js';

export const START_ITEMS = 5;
export const MAX_ITEMS = 20;
/** The credible band: from the 5% to the 95% quantile of the level. */
export const BAND_LOW_Q = 0.05;
export const BAND_HIGH_Q = 0.95;
export const MAX_BAND_GRADES = 3;
export const MAX_PER_TEMPLATE = 2;
export const MAX_PER_UNIT = 2;
export const BALANCE_SHARE = 0.8;
/** An opening problem sits within this many grades of its grade's middle, where one exists. */
export const START_WINDOW = 0.35;

export interface LevelAnswer {
  itemId: string;
  correct: boolean;
}

export interface LevelTestState {
  seed: number;
  /** The grade the student gave at signup; null (or a non-KR grade) when unknown. */
  signupGradeId: string | null;
  answers: readonly LevelAnswer[];
}

export type StopReason = 'band' | 'max-items' | 'bank-exhausted';

export interface Placement {
  gradeId: string;
  lowGradeId: string;
  highGradeId: string;
  /** The posterior median of the level, and the 90% band, on the level scale (0 = kr-e1). */
  level: number;
  low: number;
  high: number;
}

export function startLevelTest(options: { seed: number; signupGradeId?: string | null }): LevelTestState {
  return { seed: options.seed, signupGradeId: options.signupGradeId ?? null, answers: [] };
}

/**
 * The grades of the opening problems, in order: one below the signup grade, the signup grade, one above, two below,
 * two above; near either end of the track the five grades shift inwards. Without a signup grade they spread two
 * grades apart from the middle of the track.
 */
export function startGrades(signup: number | undefined): number[] {
  const last = KR_GRADE_IDS.length - 1;
  if (signup === undefined) {
    const middle = Math.floor(last / 2);
    return [0, 2, -2, 4, -4].map((offset) => Math.min(last, Math.max(0, middle + offset)));
  }
  const low = Math.min(Math.max(0, signup - 2), Math.max(0, last - (START_ITEMS - 1)));
  const window = Array.from({ length: Math.min(START_ITEMS, last + 1) }, (_, i) => low + i);
  const preferred = [-1, 0, 1, -2, 2].map((offset) => signup + offset).filter((grade) => window.includes(grade));
  const rest = window
    .filter((grade) => !preferred.includes(grade))
    .sort((a, b) => Math.abs(a - signup) - Math.abs(b - signup) || a - b);
  return [...preferred, ...rest];
}

function bankItem(bank: LevelBank, itemId: string): BankItem {
  const item = bank.items.get(itemId);
  if (item === undefined) throw new Error(`level test: item ${itemId} is not in the bank`);
  return item;
}

/** The belief before any answer: around the signup grade, or wide over the middle of the track. */
export function levelPrior(state: Pick<LevelTestState, 'signupGradeId'>): Float64Array {
  const signup = gradeIndexOf(state.signupGradeId);
  return signup === undefined
    ? priorAround((KR_GRADE_IDS.length - 1) / 2, WIDE_PRIOR_SD)
    : priorAround(signup, PRIOR_SD);
}

/** The belief about the student's level after the answers so far. */
export function levelPosterior(bank: LevelBank, state: LevelTestState): Float64Array {
  let weights = levelPrior(state);
  for (const answer of state.answers) {
    const item = bankItem(bank, answer.itemId);
    weights = updatePosterior(weights, (bank.classes[item.classIndex] as ItemClass).curve, answer.correct);
  }
  return weights;
}

export function placementOf(weights: Float64Array): Placement {
  const level = quantile(weights, 0.5);
  const low = quantile(weights, BAND_LOW_Q);
  const high = quantile(weights, BAND_HIGH_Q);
  const id = (x: number) => KR_GRADE_IDS[gradeAt(x)] as string;
  return { gradeId: id(level), lowGradeId: id(low), highGradeId: id(high), level, low, high };
}

/** How many grades the band of a placement covers. */
export function bandGrades(placement: Pick<Placement, 'low' | 'high'>): number {
  return gradeAt(placement.high) - gradeAt(placement.low) + 1;
}

/** What the answers so far rule out: used items, full templates, full units; and how often each strand came up. */
interface Usage {
  used: Set<string>;
  perTemplate: Map<string, number>;
  perUnit: Map<string, number>;
  perStrand: Map<Strand, number>;
}

function usage(bank: LevelBank, state: LevelTestState): Usage {
  const result: Usage = { used: new Set(), perTemplate: new Map(), perUnit: new Map(), perStrand: new Map() };
  for (const answer of state.answers) {
    const item = bankItem(bank, answer.itemId);
    result.used.add(item.id);
    result.perTemplate.set(item.templateId, (result.perTemplate.get(item.templateId) ?? 0) + 1);
    result.perUnit.set(item.unitId, (result.perUnit.get(item.unitId) ?? 0) + 1);
    result.perStrand.set(item.strand, (result.perStrand.get(item.strand) ?? 0) + 1);
  }
  return result;
}

function allowedItems(itemClass: ItemClass, use: Usage): BankItem[] {
  if ((use.perUnit.get(itemClass.unitId) ?? 0) >= MAX_PER_UNIT) return [];
  return itemClass.items.filter(
    (item) => !use.used.has(item.id) && (use.perTemplate.get(item.templateId) ?? 0) < MAX_PER_TEMPLATE,
  );
}

function hasAllowedItem(itemClass: ItemClass, use: Usage): boolean {
  if ((use.perUnit.get(itemClass.unitId) ?? 0) >= MAX_PER_UNIT) return false;
  return itemClass.items.some(
    (item) => !use.used.has(item.id) && (use.perTemplate.get(item.templateId) ?? 0) < MAX_PER_TEMPLATE,
  );
}

/** Why the test is over, or null while it goes on. */
export function stopReason(bank: LevelBank, state: LevelTestState): StopReason | null {
  if (state.answers.length >= MAX_ITEMS) return 'max-items';
  if (state.answers.length >= START_ITEMS && bandGrades(placementOf(levelPosterior(bank, state))) <= MAX_BAND_GRADES) {
    return 'band';
  }
  const use = usage(bank, state);
  if (!bank.classes.some((itemClass) => hasAllowedItem(itemClass, use))) return 'bank-exhausted';
  return null;
}

/** A random source for one step of one test: the same (seed, step) always draws the same numbers. */
function stepRng(seed: number, step: number): Rng {
  return createRng((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(step + 1, 0x85ebca6b)) >>> 0);
}

const strandCount = (use: Usage, strand: Strand) => use.perStrand.get(strand) ?? 0;

/** Among classes, the ones from the strands asked least so far. */
function leastAskedStrand(classes: readonly ItemClass[], use: Usage): ItemClass[] {
  const fewest = Math.min(...classes.map((itemClass) => strandCount(use, itemClass.strand)));
  return classes.filter((itemClass) => strandCount(use, itemClass.strand) === fewest);
}

function openingClass(bank: LevelBank, grade: number, use: Usage): ItemClass[] {
  const inGrade = bank.classes.filter((itemClass) => itemClass.grade === grade && hasAllowedItem(itemClass, use));
  if (inGrade.length === 0) return [];
  const near = inGrade.filter((itemClass) => Math.abs(itemClass.location - grade) <= START_WINDOW);
  if (near.length > 0) return leastAskedStrand(near, use);
  const nearest = Math.min(...inGrade.map((itemClass) => Math.abs(itemClass.location - grade)));
  return inGrade.filter((itemClass) => Math.abs(itemClass.location - grade) === nearest);
}

function adaptiveClass(bank: LevelBank, state: LevelTestState, use: Usage): ItemClass | undefined {
  const weights = levelPosterior(bank, state);
  const now = variance(weights);
  const scored: { itemClass: ItemClass; expected: number; index: number }[] = [];
  for (const [index, itemClass] of bank.classes.entries()) {
    if (hasAllowedItem(itemClass, use)) {
      scored.push({ itemClass, expected: expectedVariance(weights, itemClass.curve), index });
    }
  }
  if (scored.length === 0) return undefined;
  const best = Math.min(...scored.map((entry) => entry.expected));
  const floor = best + (1 - BALANCE_SHARE) * Math.max(0, now - best);
  const eligible = scored.filter((entry) => entry.expected <= floor);
  const strands = new Set(
    leastAskedStrand(
      eligible.map((entry) => entry.itemClass),
      use,
    ).map((c) => c.strand),
  );
  const pick = eligible
    .filter((entry) => strands.has(entry.itemClass.strand))
    .sort((a, b) => a.expected - b.expected || a.index - b.index)[0];
  return pick?.itemClass;
}

/** The next problem, or null when the test is over. */
export function nextLevelItem(bank: LevelBank, state: LevelTestState): BankItem | null {
  if (stopReason(bank, state) !== null) return null;
  const use = usage(bank, state);
  const rng = stepRng(state.seed, state.answers.length);
  const step = state.answers.length;
  let candidates: ItemClass[] = [];
  if (step < START_ITEMS) {
    const grade = startGrades(gradeIndexOf(state.signupGradeId))[step];
    if (grade !== undefined) candidates = openingClass(bank, grade, use);
  }
  if (candidates.length === 0) {
    const chosen = adaptiveClass(bank, state, use);
    if (chosen === undefined) return null;
    candidates = [chosen];
  }
  const items = candidates.flatMap((itemClass) => allowedItems(itemClass, use));
  return items.length === 0 ? null : rng.pick(items);
}

/** The state after an answer. Answering an unknown item, one already answered, or after the end is an error. */
export function answerLevelItem(
  bank: LevelBank,
  state: LevelTestState,
  itemId: string,
  correct: boolean,
): LevelTestState {
  bankItem(bank, itemId);
  if (state.answers.some((answer) => answer.itemId === itemId)) {
    throw new Error(`level test: item ${itemId} was already answered`);
  }
  const reason = stopReason(bank, state);
  if (reason !== null) throw new Error(`level test: the test is over (${reason})`);
  return { ...state, answers: [...state.answers, { itemId, correct }] };
}
