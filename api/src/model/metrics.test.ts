import { describe, expect, it } from 'vitest';
import { auc, brier, logLoss } from './metrics.js';

describe('auc', () => {
  it('matches a hand-computed case', () => {
    // Positives 0.35 and 0.8 against negatives 0.1 and 0.4: 3 of the 4 pairs are ordered right.
    expect(auc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBeCloseTo(0.75, 12);
  });

  it('counts a tie as one half', () => {
    // Pairs: (0.5 vs 0.5) ties, (0.5 vs 0.2), (0.9 vs 0.5), (0.9 vs 0.2) are right: 3.5 / 4.
    expect(auc([0.5, 0.5, 0.2, 0.9], [1, 0, 0, 1])).toBeCloseTo(0.875, 12);
  });

  it('is 1 for a perfect ranking, 0 for a reversed one, and undefined with one class', () => {
    expect(auc([0.2, 0.9], [0, 1])).toBe(1);
    expect(auc([0.9, 0.2], [0, 1])).toBe(0);
    expect(auc([0.3, 0.6], [1, 1])).toBeNaN();
  });
});

describe('logLoss and brier', () => {
  it('match hand-computed values', () => {
    expect(logLoss([0.8, 0.4], [1, 0])).toBeCloseTo(-(Math.log(0.8) + Math.log(0.6)) / 2, 12);
    expect(brier([0.8, 0.4], [1, 0])).toBeCloseTo((0.04 + 0.16) / 2, 12);
  });

  it('stays finite for a confident wrong prediction', () => {
    expect(Number.isFinite(logLoss([1], [0]))).toBe(true);
  });
});
