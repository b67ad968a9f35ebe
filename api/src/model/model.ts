// The learning model: P(correct) for a student on an item, and the online update after an answer.
//
// It is an online Elo/IRT hybrid read out through a small logistic combination:
// - Elo-style abilities for the student overall and for each skill (Pelánek), and an item difficulty (IRT scale);
// - counts of successes and failures per skill and in total (PFA, Best-LR), and the same counts decayed with time;
// - a recency-weighted success rate per skill and the time since the skill was last practised (forgetting).
// After an answer the abilities and the difficulty move by the error of the model's own prediction, so they learn
// what the counts do not already explain. The weights of the combination are fitted on training logs (fit.ts).
// predict() and update() are pure and touch only the global row, the rows of the item's skills and the item, so an
// update costs O(skills of the item).
import type { FeatureName, ItemState, ModelConfig, ModelHyper, SkillState, StudentState } from './types.js';
import { FEATURE_NAMES } from './types.js';

export const FEATURE_COUNT = FEATURE_NAMES.length;

export const DEFAULT_HYPER: ModelHyper = {
  globalStep: { a: 0.5, b: 0.05 },
  skillStep: { a: 0.3, b: 0.02 },
  itemStep: { a: 0.4, b: 0.2 },
  recentRate: 0.3,
  decayDays: 7,
  priorPrecision: 1,
};

/**
 * Weights fitted by `model:eval -- --weights` on a simulated log (`model:simulate -- --students 2000 --seed 1`, the
 * TRAIN part of its split). `model:fit` keeps them and refits the item difficulties from our own attempts.
 */
export const DEFAULT_WEIGHTS: Readonly<Record<FeatureName, number>> = {
  bias: -0.5627,
  itemEase: 1.4156,
  globalTheta: 1.0482,
  skillTheta: 0.4954,
  'skillTheta*gap': 0.0547,
  skillSuccesses: 0.777,
  skillFailures: 0.0779,
  totalSuccesses: 0.0976,
  totalFailures: -0.3766,
  skillRecent: -0.132,
  skillGap: 0.0191,
  unseenSkills: -0.1318,
  decayedSuccesses: -0.0696,
  decayedFailures: 0.637,
};

/** Weights under which the model is plain Elo: global + skill ability against item difficulty. */
export const ELO_WEIGHTS: Readonly<Record<FeatureName, number>> = {
  ...Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])),
  itemEase: 1,
  globalTheta: 1,
  skillTheta: 1,
} as Record<FeatureName, number>;

export function weightsFromRecord(record: Readonly<Record<FeatureName, number>>): number[] {
  return FEATURE_NAMES.map((name) => record[name]);
}

export const DEFAULT_CONFIG: ModelConfig = { hyper: DEFAULT_HYPER, weights: weightsFromRecord(DEFAULT_WEIGHTS) };

/** The model as plain Elo under these hyperparameters: where fitting starts, and a prediction easy to check by hand. */
export function eloConfig(hyper: ModelHyper = DEFAULT_HYPER): ModelConfig {
  return { hyper, weights: weightsFromRecord(ELO_WEIGHTS) };
}

export function newSkillState(): SkillState {
  return {
    theta: 0,
    attempts: 0,
    successes: 0,
    failures: 0,
    recent: 0.5,
    decayedSuccesses: 0,
    decayedFailures: 0,
    info: 0,
    lastAt: null,
  };
}

export function newStudentState(): StudentState {
  return { global: newSkillState(), skills: {} };
}

/** Maps the content's 1-5 difficulty to the logit scale, for items the model has not seen answered. */
export function difficultyPrior(level: number | null | undefined): number {
  if (level == null || !Number.isFinite(level)) return 0;
  return 0.5 * (level - 3);
}

export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

const SECONDS_PER_HOUR = 3600;
const EMPTY_SKILL: SkillState = newSkillState();

function skillOf(student: StudentState, skillId: string): SkillState {
  return student.skills[skillId] ?? EMPTY_SKILL;
}

/**
 * Writes the feature vector of (student, item) at time `at` into `out` (length FEATURE_COUNT) and returns it.
 * It reads only state built from earlier answers.
 */
export function features(
  student: StudentState,
  item: ItemState,
  at: number | null,
  hyper: ModelHyper = DEFAULT_HYPER,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
): Float64Array {
  const k = item.skillIds.length || 1;
  let theta = 0;
  let thetaGap = 0;
  let successes = 0;
  let failures = 0;
  let recent = 0;
  let gap = 0;
  let unseen = 0;
  let decayedSuccesses = 0;
  let decayedFailures = 0;
  for (const id of item.skillIds) {
    const s = skillOf(student, id);
    const fade = decay(s, at, hyper);
    decayedSuccesses += Math.log1p(s.decayedSuccesses * fade);
    decayedFailures += Math.log1p(s.decayedFailures * fade);
    const g = s.lastAt !== null && at !== null ? Math.log1p(Math.max(0, at - s.lastAt) / SECONDS_PER_HOUR) : 0;
    theta += s.theta;
    thetaGap += s.theta * g;
    successes += Math.log1p(s.successes);
    failures += Math.log1p(s.failures);
    recent += s.recent - 0.5;
    gap += g;
    if (s.attempts === 0) unseen += 1;
  }
  out[0] = 1;
  out[1] = -item.difficulty;
  out[2] = student.global.theta;
  out[3] = theta / k;
  out[4] = thetaGap / k;
  out[5] = successes / k;
  out[6] = failures / k;
  out[7] = Math.log1p(student.global.successes);
  out[8] = Math.log1p(student.global.failures);
  out[9] = recent / k;
  out[10] = gap / k;
  out[11] = item.skillIds.length === 0 ? 1 : unseen / k;
  out[12] = decayedSuccesses / k;
  out[13] = decayedFailures / k;
  return out;
}

/** The factor by which decayed counts have faded between the last practice and `at`. */
function decay(s: SkillState, at: number | null, hyper: ModelHyper): number {
  if (s.lastAt === null || at === null) return 1;
  return Math.exp(-Math.max(0, at - s.lastAt) / (hyper.decayDays * 86_400));
}

const scratch = new Float64Array(FEATURE_COUNT);

/** The logit of P(correct) for the student on the item at time `at`. */
export function predictLogit(
  student: StudentState,
  item: ItemState,
  at: number | null,
  config: ModelConfig = DEFAULT_CONFIG,
): number {
  const x = features(student, item, at, config.hyper, scratch);
  let z = 0;
  for (let j = 0; j < FEATURE_COUNT; j++) z += (config.weights[j] ?? 0) * (x[j] as number);
  return z;
}

/** P(correct) for the student on the item at time `at` (seconds since the epoch, or null when unknown). */
export function predict(
  student: StudentState,
  item: ItemState,
  at: number | null = null,
  config: ModelConfig = DEFAULT_CONFIG,
): number {
  return sigmoid(predictLogit(student, item, at, config));
}

function step(rule: { a: number; b: number }, n: number): number {
  return rule.a / (1 + rule.b * n);
}

function updatedSkill(
  s: SkillState,
  correct: boolean,
  error: number,
  p: number,
  stepSize: number,
  at: number | null,
  hyper: ModelHyper,
): SkillState {
  return {
    theta: s.theta + stepSize * error,
    attempts: s.attempts + 1,
    successes: s.successes + (correct ? 1 : 0),
    failures: s.failures + (correct ? 0 : 1),
    recent: s.recent + hyper.recentRate * ((correct ? 1 : 0) - s.recent),
    decayedSuccesses: s.decayedSuccesses * decay(s, at, hyper) + (correct ? 1 : 0),
    decayedFailures: s.decayedFailures * decay(s, at, hyper) + (correct ? 0 : 1),
    info: s.info + p * (1 - p),
    lastAt: at ?? s.lastAt,
  };
}

export interface UpdateResult {
  student: StudentState;
  item: ItemState;
}

/**
 * The state after the student answered the item. Pure: returns new objects; only the global row, the item's
 * skill rows and the item change.
 */
export function update(
  student: StudentState,
  item: ItemState,
  correct: boolean,
  at: number | null = null,
  config: ModelConfig = DEFAULT_CONFIG,
): UpdateResult {
  const { hyper } = config;
  const p = predict(student, item, at, config);
  const error = (correct ? 1 : 0) - p;
  const global = updatedSkill(
    student.global,
    correct,
    error,
    p,
    step(hyper.globalStep, student.global.attempts),
    at,
    hyper,
  );
  const skills: Record<string, SkillState> = { ...student.skills };
  for (const id of new Set(item.skillIds)) {
    const s = skillOf(student, id);
    skills[id] = updatedSkill(s, correct, error, p, step(hyper.skillStep, s.attempts), at, hyper);
  }
  const nextItem: ItemState = {
    id: item.id,
    skillIds: item.skillIds,
    difficulty: item.difficulty - step(hyper.itemStep, item.n) * error,
    n: item.n + 1,
  };
  return { student: { global, skills }, item: nextItem };
}

export interface Mastery {
  skillId: string;
  /** P(correct) on an item of average difficulty in this skill. */
  mastery: number;
  /** A 95% band from the uncertainty of the skill ability. */
  low: number;
  high: number;
  /** Standard deviation of the skill ability (logits); it shrinks as answers accumulate. */
  uncertainty: number;
  attempts: number;
}

/** Per-skill mastery with its uncertainty, read from the current state. */
export function mastery(
  student: StudentState,
  skillId: string,
  at: number | null = null,
  config: ModelConfig = DEFAULT_CONFIG,
): Mastery {
  const s = skillOf(student, skillId);
  const z = predictLogit(student, { id: '', skillIds: [skillId], difficulty: 0, n: 0 }, at, config);
  const uncertainty = 1 / Math.sqrt(config.hyper.priorPrecision + s.info);
  return {
    skillId,
    mastery: sigmoid(z),
    low: sigmoid(z - 1.96 * uncertainty),
    high: sigmoid(z + 1.96 * uncertainty),
    uncertainty,
    attempts: s.attempts,
  };
}
