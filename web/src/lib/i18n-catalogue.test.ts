import { describe, expect, it } from 'vitest';
import { resources } from './i18n-resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(valuesOf);
}

describe('text catalogues', () => {
  it('has the same namespaces and keys in en and ko', () => {
    expect(Object.keys(resources.ko).sort()).toEqual(Object.keys(resources.en).sort());
    expect(keysOf(resources.ko).sort()).toEqual(keysOf(resources.en).sort());
  });

  it('has no empty text', () => {
    for (const value of [...valuesOf(resources.en), ...valuesOf(resources.ko)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('keeps the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const en = keysOf(resources.en);
    for (const key of en) {
      const pick = (root: unknown) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
      expect(variables(pick(resources.ko) as string), key).toEqual(variables(pick(resources.en) as string));
    }
  });
});
