import { afterEach, describe, expect, it } from 'vitest';
import { keepRun, newSeed, parseRun, readRun } from './sample-memory';

const run = {
  gradeId: 'kr-e5',
  seed: 12345,
  answers: [
    { problemId: '7d1f3a1e-6c1b-4f59-9b39-2a8c9f0e1a11', answer: 2 },
    { problemId: '8e2f3a1e-6c1b-4f59-9b39-2a8c9f0e1a12', answer: '\\frac{3}{4}' },
  ],
};

describe('the sample kept in this tab', () => {
  afterEach(() => window.sessionStorage.clear());

  it('picks seeds the api takes', () => {
    expect(newSeed(() => 0)).toBe(1);
    expect(newSeed(() => 0.999999999)).toBeLessThanOrEqual(2_147_483_647);
    const seed = newSeed();
    expect(Number.isInteger(seed) && seed >= 1).toBe(true);
  });

  it('keeps a run across a reload and forgets it on request', () => {
    keepRun(run);
    expect(readRun()).toEqual(run);
    keepRun(null);
    expect(readRun()).toBeNull();
  });

  it('treats anything malformed as no run', () => {
    expect(parseRun(null)).toBeNull();
    expect(parseRun('not json')).toBeNull();
    expect(parseRun(JSON.stringify({ ...run, gradeId: 'sat' }))).toBeNull();
    expect(parseRun(JSON.stringify({ ...run, seed: 0 }))).toBeNull();
    expect(parseRun(JSON.stringify({ ...run, answers: [{ problemId: 'x', answer: 1.5 }] }))).toBeNull();
    expect(parseRun(JSON.stringify({ ...run, answers: Array.from({ length: 9 }, () => run.answers[0]) }))).toBeNull();
    expect(parseRun(JSON.stringify(run))).toEqual(run);
  });
});
