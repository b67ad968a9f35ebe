// The glossary beside the catalogues names one term per idea and the words it retired; no catalogue may use those.
import { describe, expect, it } from 'vitest';
import glossaryText from '../locales/glossary.md?raw';
import { resources } from './i18n-resources';

interface Entry {
  ko: string;
  en: string;
  retired: string[];
}

function glossary(): Entry[] {
  return glossaryText
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells[0] !== 'ko' && !/^-+$/.test(cells[0] ?? ''))
    .map(([ko = '', en = '', , , retired = '']) => ({
      ko,
      en,
      retired: retired
        .split(';')
        .map((word) => word.trim())
        .filter(Boolean),
    }));
}

function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
}

const catalogue = (language: 'en' | 'ko') => texts(resources[language]);

describe('glossary', () => {
  const entries = glossary();

  it('lists the terms', () => {
    expect(entries.map((e) => e.ko)).toEqual(expect.arrayContaining(['오늘의 문제', '빠른 5문제', '학습 지도']));
    expect(entries.map((e) => e.en)).toEqual(expect.arrayContaining(["Today's set", 'Quick set', 'Course map']));
  });

  it('leaves no retired word in any catalogue', () => {
    const all = [...catalogue('en'), ...catalogue('ko')];
    const found = entries.flatMap((entry) =>
      entry.retired.flatMap((word) =>
        all.filter(([, text]) => text.toLowerCase().includes(word.toLowerCase())).map(([key]) => `${word} in ${key}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('uses every term in its own language', () => {
    for (const entry of entries) {
      expect(
        catalogue('ko').some(([, text]) => text.includes(entry.ko)),
        entry.ko,
      ).toBe(true);
      const en = entry.en.toLowerCase();
      expect(
        catalogue('en').some(([, text]) => text.toLowerCase().includes(en)),
        entry.en,
      ).toBe(true);
    }
  });
});
