// Logistic regression fitting: Newton's method for a few dense features, AdaGrad for sparse one-hot designs.
import { createRng } from '../content/lib/random.js';
import { sigmoid } from './model.js';

/**
 * Fits weights w minimising log-loss + l2/2 * |w|^2 (the bias, column 0, is not penalised) by Newton's method.
 * `x` holds `rows` rows of `d` features, row-major.
 */
export function fitDense(
  x: Float64Array,
  y: Uint8Array,
  d: number,
  options: { l2?: number; iterations?: number; start?: readonly number[] } = {},
): number[] {
  const { l2 = 1, iterations = 12 } = options;
  const rows = y.length;
  const w = Float64Array.from({ length: d }, (_, j) => options.start?.[j] ?? 0);
  const grad = new Float64Array(d);
  const hess = new Float64Array(d * d);
  for (let iter = 0; iter < iterations; iter++) {
    grad.fill(0);
    hess.fill(0);
    for (let r = 0; r < rows; r++) {
      const o = r * d;
      let z = 0;
      for (let j = 0; j < d; j++) z += (w[j] as number) * (x[o + j] as number);
      const p = sigmoid(z);
      const g = p - (y[r] as number);
      const h = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j < d; j++) {
        const xj = x[o + j] as number;
        if (xj === 0) continue;
        grad[j] = (grad[j] as number) + g * xj;
        const hx = h * xj;
        for (let k = j; k < d; k++) hess[j * d + k] = (hess[j * d + k] as number) + hx * (x[o + k] as number);
      }
    }
    for (let j = 0; j < d; j++) {
      for (let k = 0; k < j; k++) hess[j * d + k] = hess[k * d + j] as number;
      if (j > 0) {
        grad[j] = (grad[j] as number) + l2 * (w[j] as number);
        hess[j * d + j] = (hess[j * d + j] as number) + l2;
      } else {
        hess[0] = (hess[0] as number) + 1e-6;
      }
    }
    const delta = solve(hess, grad, d);
    let change = 0;
    for (let j = 0; j < d; j++) {
      w[j] = (w[j] as number) - (delta[j] as number);
      change = Math.max(change, Math.abs(delta[j] as number));
    }
    if (change < 1e-5) break;
  }
  return Array.from(w);
}

/** Solves A x = b for a symmetric positive definite A (Cholesky). */
function solve(a: Float64Array, b: Float64Array, d: number): Float64Array {
  const l = new Float64Array(d * d);
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * d + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * d + k] as number) * (l[j * d + k] as number);
      if (i === j) l[i * d + i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i * d + j] = sum / (l[j * d + j] as number);
    }
  }
  const z = new Float64Array(d);
  for (let i = 0; i < d; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * d + k] as number) * (z[k] as number);
    z[i] = sum / (l[i * d + i] as number);
  }
  const out = new Float64Array(d);
  for (let i = d - 1; i >= 0; i--) {
    let sum = z[i] as number;
    for (let k = i + 1; k < d; k++) sum -= (l[k * d + i] as number) * (out[k] as number);
    out[i] = sum / (l[i * d + i] as number);
  }
  return out;
}

/** A sparse design matrix in compressed rows, grown one row at a time. */
export class SparseRows {
  private readonly index: number[] = [];
  private readonly value: number[] = [];
  private readonly start: number[] = [0];
  readonly labels: number[] = [];

  /** Adds a row: feature indices and their values (zeros are skipped). */
  add(indices: readonly number[], values: readonly number[], label: number): void {
    for (let i = 0; i < indices.length; i++) {
      const v = values[i] as number;
      if (v === 0) continue;
      this.index.push(indices[i] as number);
      this.value.push(v);
    }
    this.start.push(this.index.length);
    this.labels.push(label);
  }

  get length(): number {
    return this.labels.length;
  }

  compact(): { index: Int32Array; value: Float64Array; start: Int32Array; labels: Uint8Array } {
    return {
      index: Int32Array.from(this.index),
      value: Float64Array.from(this.value),
      start: Int32Array.from(this.start),
      labels: Uint8Array.from(this.labels),
    };
  }
}

export interface SparseFitOptions {
  /** Number of features (the largest index + 1). */
  dimension: number;
  epochs?: number;
  learningRate?: number;
  /** L2 penalty per feature (0 for none), as in log-loss sum + l2/2 * w^2; spread over the rows that touch it. */
  l2?: (feature: number) => number;
  seed?: number;
}

/** Fits a logistic regression on sparse rows with AdaGrad over shuffled epochs. */
export function fitSparse(rows: SparseRows, options: SparseFitOptions): Float64Array {
  const { index, value, start, labels } = rows.compact();
  const d = options.dimension;
  const epochs = options.epochs ?? 6;
  const rate = options.learningRate ?? 0.3;
  const l2 = options.l2 ?? (() => 0);
  const n = labels.length;
  const touches = new Float64Array(d);
  for (const j of index) touches[j] = (touches[j] as number) + 1;
  const penalty = new Float64Array(d);
  for (let j = 0; j < d; j++) penalty[j] = (touches[j] as number) > 0 ? l2(j) / (touches[j] as number) : 0;
  const w = new Float64Array(d);
  const g2 = new Float64Array(d).fill(1e-8);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const rng = createRng(options.seed ?? 7);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      const t = order[i] as number;
      order[i] = order[j] as number;
      order[j] = t;
    }
    for (let r = 0; r < n; r++) {
      const row = order[r] as number;
      const from = start[row] as number;
      const to = start[row + 1] as number;
      let z = 0;
      for (let k = from; k < to; k++) z += (w[index[k] as number] as number) * (value[k] as number);
      const err = sigmoid(z) - (labels[row] as number);
      for (let k = from; k < to; k++) {
        const j = index[k] as number;
        const g = err * (value[k] as number) + (penalty[j] as number) * (w[j] as number);
        g2[j] = (g2[j] as number) + g * g;
        w[j] = (w[j] as number) - (rate * g) / Math.sqrt(g2[j] as number);
      }
    }
  }
  return w;
}
