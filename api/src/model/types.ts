// The shapes the learning model works on: response-log rows, items, per-student skill states and the fitted settings.

/** One answer in a response log, in the order the student gave it. */
export interface LogRow {
  userId: string;
  itemId: string;
  skillIds: readonly string[];
  correct: 0 | 1;
  /** Seconds since the epoch, or null when the log has no time. */
  at: number | null;
}

/** What the model knows about an item: its skills, its current difficulty and how many answers shaped it. */
export interface ItemState {
  id: string;
  skillIds: readonly string[];
  /** Logit scale: higher is harder. */
  difficulty: number;
  /** Answers seen so far (fitted plus online); it damps the online step. */
  n: number;
}

/** A student's state on one skill, or over all skills (the global row). */
export interface SkillState {
  /** Elo-style ability on the logit scale. For a skill it is an offset from the student's global ability. */
  theta: number;
  /** Answers on this skill. */
  attempts: number;
  /** Correct answers. */
  successes: number;
  /** Wrong answers. */
  failures: number;
  /** Exponentially weighted share of recent correct answers; starts at 0.5. */
  recent: number;
  /** Successes and failures with each weighted by exp(-age / decayDays), as of lastAt. */
  decayedSuccesses: number;
  decayedFailures: number;
  /** Fisher information gathered about theta; the uncertainty is 1/sqrt(prior + info). */
  info: number;
  /** When the skill was last practised (seconds since the epoch), or null. */
  lastAt: number | null;
}

/** The part of a student's state that one prediction needs: the global row and the rows of the item's skills. */
export interface StudentState {
  global: SkillState;
  skills: Readonly<Record<string, SkillState>>;
}

/** Step sizes of the online updates. */
export interface ModelHyper {
  /** Elo step for the global ability: a / (1 + b * attempts). */
  globalStep: { a: number; b: number };
  skillStep: { a: number; b: number };
  itemStep: { a: number; b: number };
  /** Weight of the newest answer in `recent`. */
  recentRate: number;
  /** Time scale (days) of the decayed counts. */
  decayDays: number;
  /** Prior precision of a skill ability (1 / variance). */
  priorPrecision: number;
}

/** Names of the features the logistic combination weighs, in order. */
export const FEATURE_NAMES = [
  'bias',
  'itemEase',
  'globalTheta',
  'skillTheta',
  'skillTheta*gap',
  'skillSuccesses',
  'skillFailures',
  'totalSuccesses',
  'totalFailures',
  'skillRecent',
  'skillGap',
  'unseenSkills',
  'decayedSuccesses',
  'decayedFailures',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Everything predict/update need besides the student and the item. */
export interface ModelConfig {
  hyper: ModelHyper;
  /** One weight per entry of FEATURE_NAMES. */
  weights: readonly number[];
}
