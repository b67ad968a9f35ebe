// The belief about a student's level: a probability on a fixed grid over the level scale, updated by Bayes' rule
// after each answer. A grid (rather than a normal approximation) keeps the 90% band honest when the answers pull
// the belief against an edge of the track or into two bumps.
import { KR_GRADE_IDS, pCorrect, type ItemCurve } from './scale.js';

/** Half a grade below kr-e1 to half a grade above kr-h1 and a grade more each side, so no band is cut off. */
export const GRID_MIN = -1.5;
export const GRID_MAX = KR_GRADE_IDS.length - 1 + 1.5;
export const GRID_STEP = 0.1;
export const GRID: Float64Array = Float64Array.from(
  { length: Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1 },
  (_, i) => GRID_MIN + i * GRID_STEP,
);

/**
 * Prior spread (grades) around the signup grade. Most students work within a grade of their school year, but the
 * prior is kept wider than that: in simulation 2 places students far from their signup grade better than 1.5 and
 * costs nothing for the rest.
 */
export const PRIOR_SD = 2;
/** Without a signup grade: a wide prior over the middle of the track. */
export const WIDE_PRIOR_SD = 3;

/** Normal prior on the grid, renormalised. */
export function priorAround(center: number, sd: number): Float64Array {
  const weights = GRID.map((level) => Math.exp(-0.5 * ((level - center) / sd) ** 2));
  return normalise(weights);
}

export function normalise(weights: Float64Array): Float64Array {
  let total = 0;
  for (const w of weights) total += w;
  if (!(total > 0)) throw new Error('the level posterior has no mass left');
  return weights.map((w) => w / total);
}

/** P(correct) of an item at every grid point; the engine precomputes these once per bank. */
export function curveOnGrid(item: ItemCurve): Float64Array {
  return GRID.map((level) => pCorrect(level, item));
}

/** The posterior after one answer, given the item's curve on the grid. */
export function updatePosterior(weights: Float64Array, curve: Float64Array, correct: boolean): Float64Array {
  return normalise(weights.map((w, i) => w * (correct ? (curve[i] as number) : 1 - (curve[i] as number))));
}

export function mean(weights: Float64Array): number {
  let m = 0;
  for (let i = 0; i < weights.length; i++) m += (weights[i] as number) * (GRID[i] as number);
  return m;
}

export function variance(weights: Float64Array): number {
  let m = 0;
  let s = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    const x = GRID[i] as number;
    m += w * x;
    s += w * x * x;
  }
  return Math.max(0, s - m * m);
}

/**
 * The q-quantile, reading each grid point's mass as spread evenly over its cell (so quantiles move smoothly rather
 * than in 0.1 steps).
 */
export function quantile(weights: Float64Array, q: number): number {
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    if (cumulative + w >= q && w > 0) {
      return (GRID[i] as number) - GRID_STEP / 2 + (GRID_STEP * (q - cumulative)) / w;
    }
    cumulative += w;
  }
  return GRID_MAX;
}

/**
 * The posterior variance expected after answering an item: the average of the two possible posteriors' variances,
 * weighted by how likely each answer is. Computed from three sums, without building either posterior:
 * E[Var] = E[x²] − (Σ w·P·x)² / Σ w·P − (Σ w·(1−P)·x)² / Σ w·(1−P).
 */
export function expectedVariance(weights: Float64Array, curve: Float64Array): number {
  let p1 = 0;
  let m1 = 0;
  let m = 0;
  let s = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    const x = GRID[i] as number;
    const wp = w * (curve[i] as number);
    p1 += wp;
    m1 += wp * x;
    m += w * x;
    s += w * x * x;
  }
  const p0 = 1 - p1;
  const m0 = m - m1;
  return s - (p1 > 0 ? (m1 * m1) / p1 : 0) - (p0 > 0 ? (m0 * m0) / p0 : 0);
}
