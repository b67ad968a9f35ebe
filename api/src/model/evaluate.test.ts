import { describe, expect, it } from 'vitest';
import { itemMeanModel } from './baselines.js';
import { evaluate } from './evaluate.js';
import { auc } from './metrics.js';
import { fitModel, HybridPredictor, type FittedModel } from './fit.js';
import type { ModelKind, OnlinePredictor } from './predictor.js';
import { simulate, splitByStudent } from './simulate.js';
import type { LogRow } from './types.js';

const log = simulate({ students: 300, seed: 11 });
const { train, test } = splitByStudent(log, 0.25, 3);
let fitted: FittedModel | undefined;
/** The model fitted on TRAIN once for the whole file; each predictor starts from it with no students yet. */
const fittedKind: ModelKind = {
  name: 'fitted',
  fit: (rows) => {
    fitted ??= fitModel(rows);
    return new HybridPredictor(fitted.items, fitted.config);
  },
};

describe('simulate', () => {
  it('is a deterministic function of the seed', () => {
    expect(simulate({ students: 5, seed: 4 })).toEqual(simulate({ students: 5, seed: 4 }));
    expect(simulate({ students: 5, seed: 4 })).not.toEqual(simulate({ students: 5, seed: 5 }));
  });

  it('writes uneven sequences grouped by student in time order, with multi-skill items', () => {
    const lengths = new Map<string, number>();
    const finished = new Set<string>();
    let disorder = 0;
    let previous: LogRow | undefined;
    for (const row of log) {
      if (previous && previous.userId !== row.userId) finished.add(previous.userId);
      if (finished.has(row.userId)) disorder += 1;
      if (previous?.userId === row.userId && (row.at as number) <= (previous.at as number)) disorder += 1;
      lengths.set(row.userId, (lengths.get(row.userId) ?? 0) + 1);
      previous = row;
    }
    expect(disorder).toBe(0);
    const sorted = [...lengths.values()].sort((a, b) => a - b);
    expect(sorted[sorted.length - 1] as number).toBeGreaterThan(10 * (sorted[0] as number));
    expect(log.some((row) => row.skillIds.length === 2)).toBe(true);
    const share = log.reduce((sum, row) => sum + row.correct, 0) / log.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.8);
  });

  it('meets a skill only after its strand predecessor', () => {
    // Students who start at the first skill of a strand had no head start, so each skill s<k>-<j> they practise
    // must come after s<k>-<j-1>.
    const firstSeen = new Map<string, number>();
    const beginners = new Set<string>();
    for (const [index, row] of log.entries()) {
      if (!firstSeen.has(`${row.userId}|`) && /-1$/.test(row.skillIds[0] ?? '')) beginners.add(row.userId);
      firstSeen.set(`${row.userId}|`, index);
      const key = `${row.userId}|${row.skillIds[0]}`;
      if (!firstSeen.has(key)) firstSeen.set(key, index);
    }
    let ordered = 0;
    let total = 0;
    for (const [key, index] of firstSeen) {
      const [user, skill] = key.split('|') as [string, string];
      const match = /^s(\d+)-(\d+)$/.exec(skill);
      if (!beginners.has(user) || !match || match[2] === '1') continue;
      const before = firstSeen.get(`${user}|s${match[1]}-${Number(match[2]) - 1}`);
      total += 1;
      if (before !== undefined && before < index) ordered += 1;
    }
    expect(beginners.size).toBeGreaterThan(50);
    expect(ordered / total).toBeGreaterThan(0.99);
  });

  it('reports the true probability of every answer, a ceiling no model passes', () => {
    const probabilities: number[] = [];
    expect(simulate({ students: 300, seed: 11, probabilities })).toEqual(log);
    expect(probabilities).toHaveLength(log.length);
    const labels = log.map((row) => row.correct);
    const fitted = evaluate(fittedKind, train, test);
    const testUsers = new Set(test.map((row) => row.userId));
    const onTest = log.flatMap((row, i) => (testUsers.has(row.userId) ? [i] : []));
    const ceiling = auc(
      onTest.map((i) => probabilities[i] as number),
      onTest.map((i) => labels[i] as number),
    );
    expect(ceiling).toBeGreaterThan(fitted.auc);
  });

  it('splits by student: every student lands wholly in one part, in order', () => {
    const trainUsers = new Set(train.map((r) => r.userId));
    expect(test.some((r) => trainUsers.has(r.userId))).toBe(false);
    expect(train.length + test.length).toBe(log.length);
    expect(test.length / log.length).toBeGreaterThan(0.1);
    expect(test.length / log.length).toBeLessThan(0.45);
  });
});

describe('evaluate', () => {
  it('hands the predictor each row without its label, before the update', () => {
    const calls: string[] = [];
    const spy: ModelKind = {
      name: 'spy',
      fit(): OnlinePredictor {
        return {
          predict(row) {
            expect(Object.keys(row)).not.toContain('correct');
            calls.push(`p${row.itemId}`);
            return 0.5;
          },
          update(row) {
            calls.push(`u${row.itemId}`);
          },
        };
      },
    };
    const rows = test.slice(0, 3);
    evaluate(spy, train, rows);
    expect(calls).toEqual(rows.flatMap((r) => [`p${r.itemId}`, `u${r.itemId}`]));
  });

  it('never lets a prediction see its own label or any later answer', () => {
    const rows = test.slice(0, 600);
    const base = evaluate(fittedKind, train, rows).predictions;
    for (const cut of [0, 1, 17, 150, 420, 599]) {
      const flipped = rows.map((row, i) => (i >= cut ? { ...row, correct: (1 - row.correct) as 0 | 1 } : row));
      const run = evaluate(fittedKind, train, flipped).predictions;
      for (let i = 0; i <= cut; i++) expect(run[i]).toBe(base[i]);
      // The flipped labels do reach the predictions after the cut: the check above is not vacuous.
      if (cut < 599) expect(run.slice(cut + 1).some((p, i) => p !== base[cut + 1 + i])).toBe(true);
    }
  });

  it('beats the item-mean baseline on a simulated log by a clear margin', () => {
    const model = evaluate(fittedKind, train, test);
    const itemMean = evaluate(itemMeanModel, train, test);
    expect(model.n).toBe(test.length);
    expect(model.auc - itemMean.auc).toBeGreaterThanOrEqual(0.03);
    expect(model.logloss).toBeLessThan(itemMean.logloss);
    expect(model.brier).toBeLessThan(itemMean.brier);
  });
});
