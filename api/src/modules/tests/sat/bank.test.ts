// The SAT engine on the real problem bank: the pool, the blueprint of every module over many seeds, the routing
// threshold's premise, the ends of the scale on both routes, and simulated students whose ability is known.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../content/lib/random.js';
import {
  assembleModule,
  firstModule,
  MODULE_QUESTIONS,
  ROUTING_THRESHOLD,
  sampleModule,
  secondModule,
  TEMPLATE_CAP,
  type SatModule,
} from './assemble.js';
import { domainOf, type SatCandidate } from './domains.js';
import { loadSatPool } from './pool.js';
import { probabilityRight, scoreSat, toScale } from './score.js';

const pool = await loadSatPool();
/** A hundred assemblies over the bank's 4,700 SAT problems take tens of seconds on a busy machine. */
const SLOW = 180_000;
const SEEDS = Array.from({ length: 100 }, (_, i) => i + 1);

const byDomain = (items: readonly SatCandidate[]) =>
  ['sat-h', 'sat-p', 'sat-q', 'sat-s'].map((domain) => items.filter((item) => domainOf(item.unitId) === domain));
const templateMax = (items: readonly SatCandidate[]) => {
  const uses = new Map<string, number>();
  for (const item of items) uses.set(item.templateId, (uses.get(item.templateId) ?? 0) + 1);
  return Math.max(...uses.values());
};
const idsOf = (modules: readonly SatModule[]) =>
  new Set(modules.flatMap((module) => module.items.map((item) => item.id)));

/** A student of ability θ under the scoring's own model answers each item right with P(θ). */
function simulate(seed: number, theta: number): { modules: SatModule[]; right: Set<string> } {
  const rng = createRng(seed * 7919 + 1);
  const answer = (module: SatModule) =>
    module.items.filter((item) => rng.next() < probabilityRight(item, theta)).map((item) => item.id);
  const first = firstModule(pool, seed);
  const right = new Set(answer(first));
  const second = secondModule(pool, seed, first, right);
  for (const id of answer(second)) right.add(id);
  return { modules: [first, second], right };
}

describe('the SAT test on the real bank', { timeout: SLOW }, () => {
  it('draws only checked SAT problems, both answer types from every domain', () => {
    expect(pool.length).toBeGreaterThan(1000);
    expect(pool.every((item) => domainOf(item.unitId) !== undefined)).toBe(true);
    for (const items of byDomain(pool)) {
      expect(items.some((item) => item.type === 'essay')).toBe(true);
      expect(items.some((item) => item.type === 'multiple')).toBe(true);
    }
  });

  it('keeps 8/8/3/3 by domain, 6 typed answers and at most 2 of a template in every module over 100 seeds', () => {
    let essays = 0;
    let questions = 0;
    for (const seed of SEEDS) {
      const first = firstModule(pool, seed);
      const routes = (['harder', 'easier'] as const).map((level) =>
        assembleModule(pool, { seed, level, count: MODULE_QUESTIONS, exclude: idsOf([first]) }),
      );
      for (const items of [first.items, ...routes]) {
        expect(items).toHaveLength(MODULE_QUESTIONS);
        expect(new Set(items.map((item) => item.id)).size).toBe(MODULE_QUESTIONS);
        expect(byDomain(items).map((part) => part.length)).toEqual([8, 8, 3, 3]);
        expect(byDomain(items).map((part) => part.filter((item) => item.type === 'essay').length)).toEqual([
          2, 2, 1, 1,
        ]);
        expect(templateMax(items)).toBeLessThanOrEqual(TEMPLATE_CAP);
        essays += items.filter((item) => item.type === 'essay').length;
        questions += items.length;
      }
      for (const items of routes) expect(items.some((item) => idsOf([first]).has(item.id))).toBe(false);
      const sample = sampleModule(pool, seed).items;
      expect(byDomain(sample).map((part) => part.length)).toEqual([4, 4, 2, 2]);
      expect(sample.filter((item) => item.type === 'essay')).toHaveLength(3);
    }
    expect(essays / questions).toBeCloseTo(6 / 22, 5);
  });

  it('varies the problems between seeds', () => {
    const distinct = new Set(SEEDS.flatMap((seed) => firstModule(pool, seed).items.map((item) => item.id)));
    expect(distinct.size).toBeGreaterThan(22 * 20);
    expect(firstModule(pool, 42)).toEqual(firstModule(pool, 42));
  });

  it('sets the routing threshold at what a 500-level student is expected to get right in module 1', () => {
    const expected =
      SEEDS.reduce(
        (sum, seed) => sum + firstModule(pool, seed).items.reduce((acc, item) => acc + probabilityRight(item, 0), 0),
        0,
      ) / SEEDS.length;
    expect(Math.abs(expected - ROUTING_THRESHOLD)).toBeLessThan(1);
  });

  it('routes by module 1 and makes the harder module harder', () => {
    const first = firstModule(pool, 3);
    const ids = first.items.map((item) => item.id);
    const harder = secondModule(pool, 3, first, new Set(ids.slice(0, ROUTING_THRESHOLD)));
    const easier = secondModule(pool, 3, first, new Set(ids.slice(0, ROUTING_THRESHOLD - 1)));
    expect([harder.level, easier.level]).toEqual(['harder', 'easier']);
    const meanDifficulty = (module: SatModule) =>
      module.items.reduce((sum, item) => sum + item.difficulty, 0) / module.items.length;
    expect(meanDifficulty(harder)).toBeGreaterThan(meanDifficulty(first));
    expect(meanDifficulty(first)).toBeGreaterThan(meanDifficulty(easier));
  });

  it('scores everything right ≥ 700 and everything wrong ≤ 300 on both routes', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const first = firstModule(pool, seed);
      for (const level of ['harder', 'easier'] as const) {
        const items = assembleModule(pool, { seed, level, count: MODULE_QUESTIONS, exclude: idsOf([first]) });
        const modules = [first, { level, minutes: 35, items }];
        expect(scoreSat(modules, idsOf(modules)).score).toBeGreaterThanOrEqual(700);
        expect(scoreSat(modules, new Set()).score).toBeLessThanOrEqual(300);
      }
      // The routes a student really takes: all right goes harder, all wrong easier.
      const allRight = secondModule(pool, seed, first, idsOf([first]));
      expect(allRight.level).toBe('harder');
      expect(secondModule(pool, seed, first, new Set()).level).toBe('easier');
    }
  });

  it('rises with the number right, across the routing threshold', () => {
    for (const seed of [1, 2, 3]) {
      const first = firstModule(pool, seed);
      let previous = 0;
      for (let n = 0; n <= MODULE_QUESTIONS; n++) {
        // n right in each module, the first n shown (the easier ones).
        const right = new Set(first.items.slice(0, n).map((item) => item.id));
        const second = secondModule(pool, seed, first, right);
        for (const item of second.items.slice(0, n)) right.add(item.id);
        const { score, low, high } = scoreSat([first, second], right);
        expect(score).toBeGreaterThanOrEqual(previous);
        expect(low).toBeLessThanOrEqual(score);
        expect(high).toBeGreaterThanOrEqual(score);
        previous = score;
      }
    }
  });

  it('recovers simulated students: mean score near the truth, the range holding it more often than not', () => {
    let inRange = 0;
    let students = 0;
    for (const theta of [-1.5, -0.5, 0.5, 1.5]) {
      const scores: number[] = [];
      for (const seed of SEEDS.slice(0, 50)) {
        const { modules, right } = simulate(seed, theta);
        const result = scoreSat(modules, right);
        scores.push(result.score);
        if (result.low <= toScale(theta) && toScale(theta) <= result.high) inRange += 1;
        students += 1;
      }
      const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
      // The prior pulls estimates towards 500 a little; 30 points is about a fifth of a logit.
      expect(Math.abs(mean - toScale(theta))).toBeLessThan(30);
    }
    // ± one posterior deviation, ends rounded outwards: about 80% on the bank (68% before rounding, on average).
    expect(inRange / students).toBeGreaterThan(0.68);
    expect(inRange / students).toBeLessThan(0.92);
  });
});
