import { describe, expect, it } from 'vitest';
import {
  curveOnGrid,
  expectedVariance,
  GRID,
  mean,
  priorAround,
  quantile,
  updatePosterior,
  variance,
} from './posterior.js';

describe('grid posterior', () => {
  const prior = priorAround(4, 1);

  it('holds a normal prior with its mean, spread and 90% quantiles', () => {
    expect(mean(prior)).toBeCloseTo(4, 6);
    expect(variance(prior)).toBeCloseTo(1, 2);
    expect(quantile(prior, 0.05)).toBeCloseTo(4 - 1.645, 1);
    expect(quantile(prior, 0.95)).toBeCloseTo(4 + 1.645, 1);
  });

  it('moves up after a right answer and down after a wrong one', () => {
    const curve = curveOnGrid({ location: 4, guess: 0 });
    expect(mean(updatePosterior(prior, curve, true))).toBeGreaterThan(4.3);
    expect(mean(updatePosterior(prior, curve, false))).toBeLessThan(3.7);
  });

  it('computes the expected posterior variance as the answer-weighted variance of both posteriors', () => {
    const curve = curveOnGrid({ location: 4.5, guess: 0.2 });
    let pRight = 0;
    for (let i = 0; i < GRID.length; i++) pRight += (prior[i] as number) * (curve[i] as number);
    const direct =
      pRight * variance(updatePosterior(prior, curve, true)) +
      (1 - pRight) * variance(updatePosterior(prior, curve, false));
    expect(expectedVariance(prior, curve)).toBeCloseTo(direct, 10);
    expect(expectedVariance(prior, curve)).toBeLessThan(variance(prior));
  });

  it('expects more from an item at the level than from one far from it', () => {
    const near = expectedVariance(prior, curveOnGrid({ location: 4, guess: 0 }));
    const far = expectedVariance(prior, curveOnGrid({ location: 8, guess: 0 }));
    expect(near).toBeLessThan(far);
  });
});
