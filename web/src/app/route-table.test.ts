import { ALL_ROUTES } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { EXTRA_ROUTE_MODULES, SPEC_ROUTE_MODULES } from './route-table';

describe('route table', () => {
  it('registers exactly the spec routes', () => {
    expect(Object.keys(SPEC_ROUTE_MODULES).sort()).toEqual([...ALL_ROUTES].sort());
  });

  it('adds only routes outside the spec list', () => {
    for (const path of Object.keys(EXTRA_ROUTE_MODULES)) expect(ALL_ROUTES).not.toContain(path);
  });

  it('has a loadable screen behind every route', async () => {
    for (const load of [...Object.values(SPEC_ROUTE_MODULES), ...Object.values(EXTRA_ROUTE_MODULES)]) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
    // Loading every screen cold takes a while on a busy machine.
  }, 60_000);
});
