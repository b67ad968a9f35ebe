// The namespace list and file-name mapping the per-language loading relies on.
import { describe, expect, it } from 'vitest';
import { namespaceOf, namespaces, resources } from './i18n-resources';

describe('catalogue namespaces', () => {
  it('lists every namespace of the catalogue', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(resources.en).sort());
  });

  it('names a namespace after its file', () => {
    expect(namespaceOf('../locales/ko/level-test.json')).toBe('levelTest');
    expect(namespaceOf('../locales/en/common.json')).toBe('common');
  });

  it('finds a file for every namespace in both languages', () => {
    const files = Object.keys(import.meta.glob('../locales/*/*.json'));
    for (const language of ['en', 'ko']) {
      const found = files.filter((f) => f.startsWith(`../locales/${language}/`)).map(namespaceOf);
      expect(found.sort()).toEqual([...namespaces].sort());
    }
  });
});
