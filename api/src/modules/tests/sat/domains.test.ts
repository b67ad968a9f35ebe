// The domain split of a module and the difficulty scale the SAT engine reads items on.
import { describe, expect, it } from 'vitest';
import { apportion, domainOf, itemLogit, moduleQuotas, SAT_DOMAINS } from './domains.js';

describe('SAT domains', () => {
  it('reads the domain from a SAT unit id and none from another track', () => {
    expect(domainOf('sat-h-a')).toBe('sat-h');
    expect(domainOf('sat-q-g')).toBe('sat-q');
    expect(domainOf('kr-m1-3')).toBeUndefined();
    expect(domainOf('sat-x-a')).toBeUndefined();
  });

  it('splits a module of 22 into 8/8/3/3 with 2/2/1/1 typed answers (6 of 22)', () => {
    expect(moduleQuotas(22)).toEqual([
      { domain: 'sat-h', total: 8, essays: 2 },
      { domain: 'sat-p', total: 8, essays: 2 },
      { domain: 'sat-q', total: 3, essays: 1 },
      { domain: 'sat-s', total: 3, essays: 1 },
    ]);
  });

  it('splits the visitor module of 12 into 4/4/2/2 with 3 typed answers', () => {
    const quotas = moduleQuotas(12);
    expect(quotas.map((quota) => quota.total)).toEqual([4, 4, 2, 2]);
    expect(quotas.reduce((sum, quota) => sum + quota.essays, 0)).toBe(3);
  });

  it('apportions any size exactly, never more typed answers than questions in a domain', () => {
    for (let count = 1; count <= 44; count++) {
      const quotas = moduleQuotas(count);
      expect(quotas.reduce((sum, quota) => sum + quota.total, 0)).toBe(count);
      for (const quota of quotas) expect(quota.essays).toBeLessThanOrEqual(quota.total);
    }
  });

  it('breaks equal remainders towards the earlier key', () => {
    expect(apportion(1, { a: 1, b: 1 }, ['a', 'b'])).toEqual({ a: 1, b: 0 });
    expect(apportion(3, { a: 0, b: 0 }, ['a', 'b'])).toEqual({ a: 2, b: 1 });
    expect(Object.keys(apportion(22, { 'sat-h': 1, 'sat-p': 1, 'sat-q': 1, 'sat-s': 1 }, SAT_DOMAINS))).toHaveLength(4);
  });

  it('maps the declared difficulty as the model does, and prefers a fitted one', () => {
    expect(itemLogit({ difficulty: 3 })).toBe(0);
    expect(itemLogit({ difficulty: 1 })).toBe(-1);
    expect(itemLogit({ difficulty: 5 })).toBe(1);
    expect(itemLogit({ difficulty: 1, logit: 1.7 })).toBe(1.7);
    expect(itemLogit({ difficulty: 4, logit: Number.NaN })).toBe(0.5);
  });
});
