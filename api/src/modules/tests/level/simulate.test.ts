import { describe, expect, it } from 'vitest';
import { buildLevelBank } from './bank.js';
import { simulatePlacement, summarise, type SimulatedRun } from './simulate.js';
import { syntheticItems } from './test-factories.js';

const bank = buildLevelBank(syntheticItems());

describe('simulated placement', () => {
  it('places a small cohort within one grade at least 90% of the time, with a median of 12 problems or fewer', () => {
    const { summary } = simulatePlacement({ students: 120, seed: 1, bank });
    expect(summary.withinOneGrade).toBeGreaterThanOrEqual(0.9);
    expect(summary.medianItems).toBeLessThanOrEqual(12);
    expect(summary.p90Items).toBeLessThanOrEqual(20);
  });

  it('gives the same runs for the same seed, and other runs for another', () => {
    const run = (seed: number) => simulatePlacement({ students: 20, seed, bank }).runs;
    expect(run(7)).toEqual(run(7));
    expect(run(8)).not.toEqual(run(7));
  });
});

describe('summarise', () => {
  const run = (trueGrade: number, placedGrade: number, items: number): SimulatedRun => ({
    signupGrade: trueGrade,
    trueLevel: trueGrade,
    trueGrade,
    placedGrade,
    lowGrade: placedGrade - 1,
    highGrade: placedGrade + 1,
    items,
    stopReason: 'band',
    strands: [],
  });

  it('counts exact and within-one placements and the median and 90th percentile of problems', () => {
    const runs = [run(3, 3, 5), run(3, 4, 6), run(3, 5, 9), run(6, 6, 10)];
    expect(summarise(runs)).toEqual({ withinOneGrade: 0.75, exact: 0.5, medianItems: 7.5, p90Items: 10 });
  });
});
