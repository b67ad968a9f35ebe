// Module assembly and routing on small synthetic pools: the quotas, the template cap, the difficulty of each
// level, the relaxations when the pool falls short, and determinism.
import { describe, expect, it } from 'vitest';
import {
  assembleModule,
  firstModule,
  MODULE_MINUTES,
  MODULE_QUESTIONS,
  ROUTING_THRESHOLD,
  routeAfter,
  SAMPLE_MINUTES,
  SAMPLE_QUESTIONS,
  sampleModule,
  secondModule,
  TEMPLATE_CAP,
} from './assemble.js';
import { domainOf, itemLogit, type SatCandidate } from './domains.js';
import { candidate, syntheticPool } from './factories.js';

const count = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const templateMax = (items: readonly SatCandidate[]) =>
  Math.max(...Object.values(count(items, (item) => item.templateId)));

describe('SAT module assembly', () => {
  const pool = syntheticPool();

  it('fills module 1 with 22 distinct problems: 8/8/3/3 by domain, 2/2/1/1 typed, at most 2 of a template', () => {
    const module = firstModule(pool, 1);
    expect(module).toMatchObject({ level: 'standard', minutes: MODULE_MINUTES });
    expect(module.items).toHaveLength(MODULE_QUESTIONS);
    expect(new Set(module.items.map((item) => item.id)).size).toBe(MODULE_QUESTIONS);
    expect(count(module.items, (item) => domainOf(item.unitId) ?? '')).toEqual({
      'sat-h': 8,
      'sat-p': 8,
      'sat-q': 3,
      'sat-s': 3,
    });
    const essays = module.items.filter((item) => item.type === 'essay');
    expect(count(essays, (item) => domainOf(item.unitId) ?? '')).toEqual({
      'sat-h': 2,
      'sat-p': 2,
      'sat-q': 1,
      'sat-s': 1,
    });
    expect(templateMax(module.items)).toBeLessThanOrEqual(TEMPLATE_CAP);
  });

  it('mixes difficulties in module 1 and shows the easier problems first', () => {
    const { items } = firstModule(pool, 3);
    const levels = new Set(items.map((item) => item.difficulty));
    expect(levels.size).toBeGreaterThanOrEqual(4);
    const logits = items.map(itemLogit);
    expect(logits).toEqual([...logits].sort((a, b) => a - b));
  });

  it('makes the harder module harder than module 1, and module 1 harder than the easier module', () => {
    const first = mean(assembleModule(pool, { seed: 2, level: 'standard', count: 22 }).map(itemLogit));
    const harder = mean(assembleModule(pool, { seed: 2, level: 'harder', count: 22 }).map(itemLogit));
    const easier = mean(assembleModule(pool, { seed: 2, level: 'easier', count: 22 }).map(itemLogit));
    expect(harder).toBeGreaterThan(first + 0.5);
    expect(easier).toBeLessThan(first - 0.5);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(firstModule(pool, 5)).toEqual(firstModule(pool, 5));
    const ids = (seed: number) => firstModule(pool, seed).items.map((item) => item.id);
    expect(ids(5)).not.toEqual(ids(6));
  });

  it('does not depend on the order of the pool', () => {
    const ids = (candidates: SatCandidate[]) =>
      firstModule(candidates, 9)
        .items.map((item) => item.id)
        .sort();
    expect(ids([...pool].reverse())).toEqual(ids(pool));
  });

  it('routes module 2 by module 1 raw score: harder from 14 right, easier below', () => {
    const first = firstModule(pool, 4);
    const rightOf = (n: number) => new Set(first.items.slice(0, n).map((item) => item.id));
    expect(routeAfter(first, rightOf(ROUTING_THRESHOLD - 1))).toBe('easier');
    expect(routeAfter(first, rightOf(ROUTING_THRESHOLD))).toBe('harder');
    expect(routeAfter(first, rightOf(0))).toBe('easier');
    expect(routeAfter(first, rightOf(22))).toBe('harder');
    // Answers to problems outside module 1 do not count towards routing.
    const elsewhere = new Set(pool.filter((item) => !rightOf(22).has(item.id)).map((item) => item.id));
    expect(routeAfter(first, elsewhere)).toBe('easier');
  });

  it('builds module 2 at the routed level without repeating a module 1 problem', () => {
    const first = firstModule(pool, 8);
    const allRight = new Set(first.items.map((item) => item.id));
    for (const correct of [allRight, new Set<string>()]) {
      const second = secondModule(pool, 8, first, correct);
      expect(second.level).toBe(correct.size > 0 ? 'harder' : 'easier');
      expect(second.minutes).toBe(MODULE_MINUTES);
      expect(second.items).toHaveLength(MODULE_QUESTIONS);
      expect(second.items.some((item) => allRight.has(item.id))).toBe(false);
      expect(templateMax(second.items)).toBeLessThanOrEqual(TEMPLATE_CAP);
    }
  });

  it('builds the visitor module: 12 questions in 19 minutes, 4/4/2/2 with 3 typed', () => {
    const module = sampleModule(pool, 1);
    expect(module).toMatchObject({ level: 'standard', minutes: SAMPLE_MINUTES });
    expect(module.items).toHaveLength(SAMPLE_QUESTIONS);
    expect(Object.values(count(module.items, (item) => domainOf(item.unitId) ?? ''))).toEqual([4, 4, 2, 2]);
    expect(module.items.filter((item) => item.type === 'essay')).toHaveLength(3);
  });

  it('fills a domain without typed problems with its multiple choice', () => {
    const noAlgebraEssays = pool.filter((item) => !(item.unitId.startsWith('sat-h') && item.type === 'essay'));
    const { items } = firstModule(noAlgebraEssays, 1);
    expect(items.filter((item) => domainOf(item.unitId) === 'sat-h')).toHaveLength(8);
    expect(items.filter((item) => item.type === 'essay')).toHaveLength(4);
  });

  it('takes a third problem of a template before leaving the domain, and other domains when one is empty', () => {
    const narrow = syntheticPool({ templates: 1, perTemplate: 10, domains: ['sat-h', 'sat-p', 'sat-q', 'sat-s'] });
    const { items } = firstModule(narrow, 1);
    expect(count(items, (item) => domainOf(item.unitId) ?? '')).toEqual({
      'sat-h': 8,
      'sat-p': 8,
      'sat-q': 3,
      'sat-s': 3,
    });
    expect(templateMax(items)).toBeGreaterThan(TEMPLATE_CAP);

    const noGeometry = pool.filter((item) => !item.unitId.startsWith('sat-s'));
    const filled = firstModule(noGeometry, 1).items;
    expect(filled).toHaveLength(MODULE_QUESTIONS);
    expect(filled.some((item) => item.unitId.startsWith('sat-s'))).toBe(false);
  });

  it('leaves out problems of other tracks and fails when the pool is too small', () => {
    const mixed = [...pool, candidate({ id: 'kr', unitId: 'kr-m1-3', templateId: 'kr-m1-3.t', difficulty: 5 })];
    for (let seed = 1; seed <= 10; seed++) {
      expect(firstModule(mixed, seed).items.some((item) => item.id === 'kr')).toBe(false);
    }
    expect(() => firstModule(pool.slice(0, 21), 1)).toThrow(/fewer than the 22/);
  });

  it('prefers a fitted difficulty over the declared one', () => {
    const items = Array.from({ length: 22 }, (_, i) =>
      candidate({ id: `h${i}`, templateId: `h.t${i}`, difficulty: 1 }),
    );
    const fittedHard = candidate({ id: 'fitted', templateId: 'h.fitted', difficulty: 1, logit: 2 });
    const harder = assembleModule([...items, fittedHard], { seed: 1, level: 'harder', count: 22 });
    const easier = assembleModule([...items, fittedHard], { seed: 1, level: 'easier', count: 22 });
    expect(harder.map((item) => item.id)).toContain('fitted');
    expect(easier.map((item) => item.id)).not.toContain('fitted');
    // The hardest comes last.
    expect(harder.at(-1)?.id).toBe('fitted');
  });
});
