// The per-unit estimate: how many answers decide a unit, and how difficulty and answer type weigh.
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../content/lib/types.js';
import type { Evidence } from './estimate.js';
import { answerWeight, estimateUnit, itemLogit } from './estimate.js';

const answer = (correct: boolean, difficulty: Difficulty = 3, type: 'multiple' | 'essay' = 'multiple'): Evidence => ({
  problem: { type, difficulty },
  correct,
});

describe('estimateUnit', () => {
  it('decides a unit on three right answers or two wrong ones on typical problems', () => {
    expect(estimateUnit([answer(true), answer(true)]).status).toBe('LEARNING');
    expect(estimateUnit([answer(true), answer(true), answer(true)]).status).toBe('MASTERED');
    expect(estimateUnit([answer(false), answer(false)]).status).toBe('GAP');
    expect(estimateUnit([answer(true), answer(false)]).status).toBe('LEARNING');
  });

  it('never decides on one answer, however strong', () => {
    const estimate = estimateUnit([answer(true, 1, 'essay')]);
    expect(estimate.mastery).toBeGreaterThan(0.9);
    expect(estimate).toMatchObject({ status: 'LEARNING', decided: false, answered: 1, correct: 1 });
  });

  it('starts at even odds with a band that one answer either way spans', () => {
    const estimate = estimateUnit([]);
    expect(estimate.mastery).toBe(0.5);
    expect(estimate.low).toBeLessThan(0.5);
    expect(estimate.high).toBeGreaterThan(0.5);
  });

  it('keeps mastery inside its band, rising with right answers', () => {
    let previous = 0;
    for (let right = 0; right <= 5; right++) {
      const estimate = estimateUnit(Array.from({ length: right }, () => answer(true)));
      expect(estimate.low).toBeLessThanOrEqual(estimate.mastery);
      expect(estimate.high).toBeGreaterThanOrEqual(estimate.mastery);
      expect(estimate.mastery).toBeGreaterThan(previous);
      previous = estimate.mastery;
    }
  });

  it('does not depend on the order of the answers', () => {
    const a = estimateUnit([answer(true, 2), answer(false, 4), answer(true, 5, 'essay')]);
    const b = estimateUnit([answer(true, 5, 'essay'), answer(true, 2), answer(false, 4)]);
    expect(a.mastery).toBeCloseTo(b.mastery, 12);
  });

  it('weighs a typed right answer above a guessable one, and a wrong answer on a hard problem below an easy one', () => {
    expect(answerWeight(answer(true, 3, 'essay'))).toBeGreaterThan(answerWeight(answer(true, 3, 'multiple')));
    expect(answerWeight(answer(false, 5))).toBeGreaterThan(answerWeight(answer(false, 1)));
    expect(answerWeight(answer(false, 5))).toBeLessThan(0);
  });
});

describe('itemLogit', () => {
  it("maps the declared level as the model does for unseen items, and prefers the model's fitted difficulty", () => {
    expect([1, 2, 3, 4, 5].map((level) => itemLogit({ difficulty: level as Difficulty }))).toEqual([
      -1, -0.5, 0, 0.5, 1,
    ]);
    expect(itemLogit({ difficulty: 1, fittedDifficulty: 1.7 })).toBe(1.7);
  });
});
