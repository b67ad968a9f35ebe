// Scoring on synthetic modules: the ends of the scale on both routes, monotonicity in the answers right, the range,
// the per-module and per-domain breakdowns, and determinism.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../content/lib/random.js';
import { assembleModule, MODULE_QUESTIONS, type ModuleLevel, type SatModule } from './assemble.js';
import type { SatCandidate } from './domains.js';
import { candidate, moduleOf, syntheticPool } from './factories.js';
import {
  estimateAbility,
  probabilityRight,
  rawScoreAbility,
  SCALE_MAX,
  SCALE_MIN,
  scaledScore,
  scoreSat,
  toScale,
} from './score.js';

const pool = syntheticPool();

/** Module 1 and a module 2 of the given level, as routing would build them. */
function test(seed: number, level: Exclude<ModuleLevel, 'standard'>): SatModule[] {
  const first = moduleOf(assembleModule(pool, { seed, level: 'standard', count: MODULE_QUESTIONS }));
  const exclude = new Set(first.items.map((item) => item.id));
  const second = moduleOf(assembleModule(pool, { seed, level, count: MODULE_QUESTIONS, exclude }), level);
  return [first, second];
}

const idsOf = (modules: readonly SatModule[]) => modules.flatMap((module) => module.items.map((item) => item.id));

describe('SAT scoring', () => {
  it.each(['harder', 'easier'] as const)(
    'scores everything right ≥ 700 and everything wrong ≤ 300 (%s route)',
    (level) => {
      for (let seed = 1; seed <= 5; seed++) {
        const modules = test(seed, level);
        const right = scoreSat(modules, new Set(idsOf(modules)));
        const wrong = scoreSat(modules, new Set());
        expect(right.score).toBeGreaterThanOrEqual(700);
        expect(wrong.score).toBeLessThanOrEqual(300);
      }
    },
  );

  it.each(['harder', 'easier'] as const)('rises with every answer turned right (%s route), in any order', (level) => {
    const modules = test(3, level);
    const rng = createRng(11);
    for (let round = 0; round < 3; round++) {
      const order = rng.shuffle(idsOf(modules));
      let before = scoreSat(modules, new Set());
      for (let n = 1; n <= order.length; n++) {
        const after = scoreSat(modules, new Set(order.slice(0, n)));
        expect(after.theta).toBeGreaterThan(before.theta);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        before = after;
      }
    }
  });

  it('reports a range in tens that holds the score, within 200–800', () => {
    const modules = test(2, 'harder');
    const ids = idsOf(modules);
    for (let n = 0; n <= ids.length; n++) {
      const { score, low, high } = scoreSat(modules, new Set(ids.slice(0, n)));
      expect(low).toBeLessThanOrEqual(score);
      expect(score).toBeLessThanOrEqual(high);
      expect(high - low).toBeGreaterThan(0);
      for (const value of [score, low, high]) {
        expect(value % 10).toBe(0);
        expect(value).toBeGreaterThanOrEqual(SCALE_MIN);
        expect(value).toBeLessThanOrEqual(SCALE_MAX);
      }
    }
  });

  it('maps ability linearly: 0 is 500, one logit is 100 points, clamped at the ends', () => {
    expect(toScale(0)).toBe(500);
    expect(toScale(1.5)).toBe(650);
    expect(toScale(-9)).toBe(200);
    expect(toScale(9)).toBe(800);
    expect(scaledScore({ theta: 0.234, sd: 0.3 })).toEqual({ score: 520, low: 490, high: 560 });
  });

  it('is sure of less with fewer questions: one module gives a wider range than two', () => {
    const modules = test(4, 'harder');
    const half = (module: SatModule) => new Set(module.items.filter((_, i) => i % 2 === 0).map((item) => item.id));
    const one = scoreSat([modules[0] as SatModule], half(modules[0] as SatModule));
    const two = scoreSat(modules, new Set([...half(modules[0] as SatModule), ...half(modules[1] as SatModule)]));
    expect(one.sd).toBeGreaterThan(two.sd);
    expect(one.high - one.low).toBeGreaterThan(two.high - two.low);
  });

  it('gives each module its level, right answers and size', () => {
    const modules = test(1, 'easier');
    const first = modules[0] as SatModule;
    const right = new Set(first.items.slice(0, 15).map((item) => item.id));
    expect(scoreSat(modules, right).modules).toEqual([
      { level: 'standard', correct: 15, total: 22 },
      { level: 'easier', correct: 0, total: 22 },
    ]);
  });

  it('breaks the answers down by domain against what the overall ability predicts', () => {
    const modules = test(5, 'harder');
    const items = modules.flatMap((module) => module.items);
    const algebra = new Set(items.filter((item) => item.unitId.startsWith('sat-h')).map((item) => item.id));
    const { domains } = scoreSat(modules, algebra);
    expect(domains.map((domain) => [domain.domain, domain.correct, domain.total])).toEqual([
      ['sat-h', 16, 16],
      ['sat-p', 0, 16],
      ['sat-q', 0, 6],
      ['sat-s', 0, 6],
    ]);
    expect(domains.map((domain) => domain.relative)).toEqual(['above', 'below', 'below', 'below']);
    // The expectations come from the student's own raw score, so they add up to it.
    const expected = domains.reduce((sum, domain) => sum + domain.expected, 0);
    expect(expected).toBeCloseTo(algebra.size, 0);
  });

  it('finds no domain standing out when everything is right or everything wrong', () => {
    const modules = test(6, 'harder');
    for (const right of [new Set(idsOf(modules)), new Set<string>()]) {
      for (const domain of scoreSat(modules, right).domains) {
        expect(domain.relative).toBe('as-expected');
        expect(domain.expected).toBeCloseTo(domain.correct, 0);
      }
    }
  });

  it('finds the ability whose expected raw score is the raw score', () => {
    const items = test(6, 'easier').flatMap((module) => module.items);
    for (const raw of [10, 22, 35]) {
      const theta = rawScoreAbility(items, raw);
      expect(items.reduce((sum, item) => sum + probabilityRight(item, theta), 0)).toBeCloseTo(raw, 6);
    }
    expect(rawScoreAbility(items, 0)).toBe(-6);
    expect(rawScoreAbility(items, items.length)).toBe(6);
  });

  it('leaves out domains the test did not ask', () => {
    const items = [candidate({ id: 'a' }), candidate({ id: 'b', unitId: 'sat-s-a', templateId: 'sat-s-a.t' })];
    expect(scoreSat([moduleOf(items)], new Set(['a'])).domains.map((domain) => domain.domain)).toEqual([
      'sat-h',
      'sat-s',
    ]);
  });

  it('reads a right answer on a harder test as more ability, with fitted difficulties too', () => {
    const rightOn = (item: SatCandidate) => estimateAbility([item], new Set([item.id])).theta;
    const easy = candidate({ type: 'essay', difficulty: 1 });
    const hard = candidate({ type: 'essay', difficulty: 5 });
    const fitted = candidate({ type: 'essay', difficulty: 1, logit: 2 });
    expect(rightOn(hard)).toBeGreaterThan(rightOn(easy));
    expect(rightOn(fitted)).toBeGreaterThan(rightOn(hard));
  });

  it('gives a blind guess on a choice question credit for less than a typed answer', () => {
    const choice = candidate({ id: 'choice', type: 'multiple' });
    const typed = candidate({ id: 'typed', type: 'essay' });
    expect(probabilityRight(choice, -10)).toBeCloseTo(0.2, 3);
    expect(probabilityRight(typed, -10)).toBeCloseTo(0, 3);
    const rightOn = (id: string) => estimateAbility([choice, typed], new Set([id])).theta;
    expect(rightOn('typed')).toBeGreaterThan(rightOn('choice'));
  });

  it('guesses one in four on the four choices of the SAT and one in five on a problem stored with five', () => {
    const four = candidate({ id: 'four', type: 'multiple', choices: 4 });
    const five = candidate({ id: 'five', type: 'multiple', choices: 5 });
    expect(probabilityRight(four, -10)).toBeCloseTo(0.25, 3);
    expect(probabilityRight(five, -10)).toBeCloseTo(0.2, 3);
    // A right answer where guessing is likelier proves less.
    const rightOn = (id: string) => estimateAbility([four, five], new Set([id])).theta;
    expect(rightOn('five')).toBeGreaterThan(rightOn('four'));
  });

  it('is deterministic', () => {
    const modules = test(7, 'easier');
    const right = new Set(idsOf(modules).filter((_, i) => i % 3 === 0));
    expect(scoreSat(modules, right)).toEqual(scoreSat(modules, right));
  });
});
