// Reference models the learning model is measured against: item mean, Elo (Pelánek), PFA and Best-LR (Gervet et al.).
import { fitSparse, SparseRows } from './logistic.js';
import { sigmoid } from './model.js';
import type { ModelKind, OnlinePredictor } from './predictor.js';
import type { LogRow } from './types.js';

/** Gives each distinct key a feature index, starting after the fixed ones. */
export class FeatureIndex {
  private readonly map = new Map<string, number>();
  constructor(private next: number) {}

  /** The index of the key, adding it when `grow` is true; -1 for an unknown key otherwise. */
  get(key: string, grow: boolean): number {
    const found = this.map.get(key);
    if (found !== undefined) return found;
    if (!grow) return -1;
    const index = this.next++;
    this.map.set(key, index);
    return index;
  }

  get size(): number {
    return this.next;
  }
}

/** Counts a student has gathered, per skill and in total. */
export class CountTracker {
  private readonly perUser = new Map<string, Map<string, { attempts: number; successes: number }>>();

  skill(userId: string, skillId: string): { attempts: number; successes: number } {
    return this.perUser.get(userId)?.get(skillId) ?? { attempts: 0, successes: 0 };
  }

  total(userId: string): { attempts: number; successes: number } {
    return this.skill(userId, '');
  }

  add(row: LogRow): void {
    let skills = this.perUser.get(row.userId);
    if (!skills) {
      skills = new Map();
      this.perUser.set(row.userId, skills);
    }
    for (const key of ['', ...new Set(row.skillIds)]) {
      const c = skills.get(key) ?? { attempts: 0, successes: 0 };
      skills.set(key, { attempts: c.attempts + 1, successes: c.successes + row.correct });
    }
  }
}

/** The share of correct answers per item in TRAIN (shrunk towards the skill mean); it never learns online. */
export const itemMeanModel: ModelKind = {
  name: 'Item mean',
  fit(train) {
    const items = new Map<string, { n: number; s: number }>();
    const skills = new Map<string, { n: number; s: number }>();
    let total = 0;
    for (const row of train) {
      const i = items.get(row.itemId) ?? { n: 0, s: 0 };
      items.set(row.itemId, { n: i.n + 1, s: i.s + row.correct });
      for (const id of row.skillIds) {
        const k = skills.get(id) ?? { n: 0, s: 0 };
        skills.set(id, { n: k.n + 1, s: k.s + row.correct });
      }
      total += row.correct;
    }
    const mean = (total + 1) / (train.length + 2);
    const prior = (skillIds: readonly string[]) => {
      let n = 0;
      let s = 0;
      for (const id of skillIds) {
        const k = skills.get(id);
        if (k) {
          n += k.n;
          s += k.s;
        }
      }
      return (s + 5 * mean) / (n + 5);
    };
    return {
      predict(row) {
        const i = items.get(row.itemId);
        const p = prior(row.skillIds);
        return i ? (i.s + 5 * p) / (i.n + 5) : p;
      },
      update() {},
    };
  },
};

/** Elo with one global ability per student and a difficulty per item, with Pelánek's uncertainty function. */
export const eloModel: ModelKind = {
  name: 'Elo',
  fit(train) {
    const step = (n: number, a: number, b: number) => a / (1 + b * n);
    const items = new Map<string, { d: number; n: number }>();
    const users = new Map<string, { t: number; n: number }>();
    const predictor: OnlinePredictor = {
      predict(row) {
        const u = users.get(row.userId) ?? { t: 0, n: 0 };
        const i = items.get(row.itemId) ?? { d: 0, n: 0 };
        return sigmoid(u.t - i.d);
      },
      update(row) {
        const u = users.get(row.userId) ?? { t: 0, n: 0 };
        const i = items.get(row.itemId) ?? { d: 0, n: 0 };
        const error = row.correct - sigmoid(u.t - i.d);
        users.set(row.userId, { t: u.t + step(u.n, 0.8, 0.05) * error, n: u.n + 1 });
        items.set(row.itemId, { d: i.d - step(i.n, 0.8, 0.05) * error, n: i.n + 1 });
      },
    };
    for (const row of train) predictor.update(row);
    return predictor;
  },
};

/**
 * IRT (Rasch, 1PL): item difficulties fitted on TRAIN by joint maximum a posteriori; a new student's ability is
 * the MAP estimate from their answers so far, so it is fixed in time (no learning), as IRT assumes.
 */
export const irtModel: ModelKind = {
  name: 'IRT (1PL)',
  fit(train) {
    const userIndex = new Map<string, number>();
    const itemIndex = new Map<string, number>();
    const u = new Int32Array(train.length);
    const it = new Int32Array(train.length);
    train.forEach((row, r) => {
      if (!userIndex.has(row.userId)) userIndex.set(row.userId, userIndex.size);
      if (!itemIndex.has(row.itemId)) itemIndex.set(row.itemId, itemIndex.size);
      u[r] = userIndex.get(row.userId) as number;
      it[r] = itemIndex.get(row.itemId) as number;
    });
    const theta = new Float64Array(userIndex.size);
    const b = new Float64Array(itemIndex.size);
    const grad = (n: number) => ({ g: new Float64Array(n), h: new Float64Array(n) });
    for (let iter = 0; iter < 15; iter++) {
      // Alternating Newton steps with N(0, 1) priors on both sides.
      const t = grad(theta.length);
      const d = grad(b.length);
      for (let r = 0; r < train.length; r++) {
        const ur = u[r] as number;
        const ir = it[r] as number;
        const p = sigmoid((theta[ur] as number) - (b[ir] as number));
        const e = (train[r] as LogRow).correct - p;
        const w = p * (1 - p);
        t.g[ur] = (t.g[ur] as number) + e;
        t.h[ur] = (t.h[ur] as number) + w;
        d.g[ir] = (d.g[ir] as number) - e;
        d.h[ir] = (d.h[ir] as number) + w;
      }
      for (let k = 0; k < theta.length; k++) {
        theta[k] = (theta[k] as number) + ((t.g[k] as number) - (theta[k] as number)) / ((t.h[k] as number) + 1);
      }
      for (let k = 0; k < b.length; k++) {
        b[k] = (b[k] as number) + ((d.g[k] as number) - (b[k] as number)) / ((d.h[k] as number) + 1);
      }
    }
    const history = new Map<string, { difficulties: number[]; labels: number[]; theta: number }>();
    const difficulty = (itemId: string) => {
      const k = itemIndex.get(itemId);
      return k === undefined ? 0 : (b[k] as number);
    };
    return {
      predict(row) {
        return sigmoid((history.get(row.userId)?.theta ?? 0) - difficulty(row.itemId));
      },
      update(row) {
        const h = history.get(row.userId) ?? { difficulties: [], labels: [], theta: 0 };
        h.difficulties.push(difficulty(row.itemId));
        h.labels.push(row.correct);
        for (let step = 0; step < 3; step++) {
          let g = -h.theta;
          let hess = 1;
          for (let k = 0; k < h.labels.length; k++) {
            const p = sigmoid(h.theta - (h.difficulties[k] as number));
            g += (h.labels[k] as number) - p;
            hess += p * (1 - p);
          }
          h.theta += g / hess;
        }
        history.set(row.userId, h);
      },
    };
  },
};

/** Performance Factors Analysis: per skill an easiness and weights on the student's successes and failures. */
export const pfaModel: ModelKind = {
  name: 'PFA',
  fit(train) {
    const index = new FeatureIndex(1);
    const counts = new CountTracker();
    const design = (row: Omit<LogRow, 'correct'>, grow: boolean) => {
      const indices = [0];
      const values = [1];
      for (const id of new Set(row.skillIds)) {
        const c = counts.skill(row.userId, id);
        const keys = [`s:${id}`, `w:${id}`, `f:${id}`];
        const vals = [1, c.successes, c.attempts - c.successes];
        pushFeatures(index, grow, keys, vals, indices, values);
      }
      return { indices, values };
    };
    const rows = replayRows(train, design, counts);
    const w = fitSparse(rows, { dimension: index.size, epochs: 4, learningRate: 0.05, l2: (j) => (j === 0 ? 0 : 1) });
    return linearPredictor(w, design, counts);
  },
};

/**
 * Best-LR: item and skill difficulties, and log counts of the student's attempts and successes per skill and in
 * total. Its item and skill weights also seed the learning model's item difficulties (see fit.ts).
 */
export function fitBestLr(train: readonly LogRow[]): {
  predictor: OnlinePredictor;
  itemWeight: (itemId: string) => number | undefined;
  skillWeight: (skillId: string) => number | undefined;
} {
  const index = new FeatureIndex(5);
  const counts = new CountTracker();
  const design = (row: Omit<LogRow, 'correct'>, grow: boolean) => {
    const total = counts.total(row.userId);
    const indices = [0, 1, 2];
    const values = [1, Math.log1p(total.attempts), Math.log1p(total.successes)];
    const item = index.get(`i:${row.itemId}`, grow);
    if (item >= 0) {
      indices.push(item);
      values.push(1);
    }
    const skills = [...new Set(row.skillIds)];
    for (const id of skills) {
      const c = counts.skill(row.userId, id);
      const keys = [`s:${id}`, `a:${id}`, `w:${id}`];
      const vals = [1 / skills.length, Math.log1p(c.attempts), Math.log1p(c.successes)];
      pushFeatures(index, grow, keys, vals, indices, values);
    }
    return { indices, values };
  };
  const rows = replayRows(train, design, counts);
  const w = fitSparse(rows, { dimension: index.size, epochs: 3, learningRate: 0.05, l2: (j) => (j < 5 ? 0 : 2) });
  const weightOf = (key: string) => {
    const j = index.get(key, false);
    return j >= 0 ? w[j] : undefined;
  };
  return {
    predictor: linearPredictor(w, design, counts),
    itemWeight: (itemId) => weightOf(`i:${itemId}`),
    skillWeight: (skillId) => weightOf(`s:${skillId}`),
  };
}

export const bestLrModel: ModelKind = { name: 'Best-LR', fit: (train) => fitBestLr(train).predictor };

function linearPredictor(
  w: Float64Array,
  design: (row: Omit<LogRow, 'correct'>, grow: boolean) => { indices: number[]; values: number[] },
  counts: CountTracker,
): OnlinePredictor {
  return {
    predict(row) {
      const { indices, values } = design(row, false);
      let z = 0;
      for (let k = 0; k < indices.length; k++) z += (w[indices[k] as number] as number) * (values[k] as number);
      return sigmoid(z);
    },
    update(row) {
      counts.add(row);
    },
  };
}

/** Replays TRAIN in order: each row's features are taken before its answer is counted, as at prediction time. */
function replayRows(
  train: readonly LogRow[],
  design: (row: Omit<LogRow, 'correct'>, grow: boolean) => { indices: number[]; values: number[] },
  counts: CountTracker,
): SparseRows {
  const rows = new SparseRows();
  for (const row of train) {
    const { indices, values } = design(row, true);
    rows.add(indices, values, row.correct);
    counts.add(row);
  }
  return rows;
}

/** Adds the named features that the index knows (or, growing, learns) to a sparse row. */
function pushFeatures(
  index: FeatureIndex,
  grow: boolean,
  keys: readonly string[],
  vals: readonly number[],
  indices: number[],
  values: number[],
): void {
  keys.forEach((key, k) => {
    const j = index.get(key, grow);
    if (j >= 0) {
      indices.push(j);
      values.push(vals[k] as number);
    }
  });
}
