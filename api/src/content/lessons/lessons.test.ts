// Every lesson file present: it belongs to a curriculum unit, has the right number of paragraphs, points and terms,
// Korean text in ko and English in en, and math that KaTeX renders in strict mode; and every unit of the curriculum
// has one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mathTextIssues, splitMathText } from '@mathbridge/contract';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { ALL_UNITS, findUnit } from '../curriculum.js';
import type { Localized } from '../lib/types.js';
import { lessonFiles, loadLessons } from './index.js';
import type { UnitLesson } from './types.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

const lessons = await loadLessons();

function textIssues(label: string, text: Localized): string[] {
  const issues: string[] = [];
  for (const language of ['ko', 'en'] as const) {
    const value = text[language];
    const where = `${label}.${language}`;
    if (value.trim() === '') {
      issues.push(`${where} is empty`);
      continue;
    }
    issues.push(...mathTextIssues(value).map((issue) => `${where}: ${issue}`));
    const segments = splitMathText(value);
    const words = segments
      .filter((segment) => segment.kind === 'text')
      .map((segment) => segment.value)
      .join(' ');
    if (language === 'ko' && !HANGUL.test(words)) issues.push(`${where} has no Korean text: "${value}"`);
    if (language === 'en' && HANGUL.test(value)) issues.push(`${where} contains Korean: "${value}"`);
    for (const segment of segments.filter((s) => s.kind === 'math')) {
      try {
        katex.renderToString(segment.value, { throwOnError: true, strict: 'error', displayMode: false });
      } catch (error) {
        issues.push(`${where}: KaTeX cannot render "${segment.value}": ${(error as Error).message}`);
      }
    }
  }
  return issues;
}

function lessonIssues(lesson: UnitLesson): string[] {
  const issues: string[] = [];
  const count = (label: string, length: number, min: number, max: number) => {
    if (length < min || length > max) issues.push(`${label}: ${length}, expected ${min} to ${max}`);
  };
  count('summary paragraphs', lesson.summary.length, 2, 4);
  count('key points', lesson.keyPoints.length, 3, 6);
  count('terms', lesson.terms.length, 2, 6);
  lesson.summary.forEach((paragraph, index) => issues.push(...textIssues(`summary[${index}]`, paragraph)));
  lesson.keyPoints.forEach((point, index) => issues.push(...textIssues(`keyPoints[${index}]`, point)));
  lesson.terms.forEach((entry, index) => {
    issues.push(...textIssues(`terms[${index}].term`, entry.term));
    issues.push(...textIssues(`terms[${index}].meaning`, entry.meaning));
  });
  return issues;
}

describe('lesson loader', () => {
  it('finds lesson files by unit id and ignores the helpers and tests', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lessons-'));
    for (const file of ['kr-e1-1-1.ts', 'kr-m1-10.ts', 'kr-m1-2.ts', 'types.ts', 'index.ts', 'lessons.test.ts']) {
      writeFileSync(join(folder, file), '');
    }
    mkdirSync(join(folder, 'kr-e9-9-9.ts'));
    expect(lessonFiles(folder).map((file) => file.unitId)).toEqual(['kr-e1-1-1', 'kr-m1-2', 'kr-m1-10']);
  });

  it('rejects a lesson file that does not export a lesson', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lessons-'));
    writeFileSync(join(folder, 'kr-e1-1-1.ts'), 'export const summary = [];\n');
    await expect(loadLessons(folder)).rejects.toThrow('kr-e1-1-1.ts does not export "lesson: UnitLesson"');
  });

  it('loads every lesson file of this folder, keyed by unit id', () => {
    expect([...lessons.keys()]).toEqual(lessonFiles().map((file) => file.unitId));
    expect(lessons.get('kr-e1-1-1')?.summary.length).toBeGreaterThanOrEqual(2);
  });
});

describe.each([...lessons.entries()])('lesson %s', (unitId, lesson) => {
  it('belongs to a unit of the curriculum', () => {
    expect(findUnit(unitId), `no curriculum unit ${unitId}`).toBeDefined();
  });

  it('has 2-4 paragraphs, 3-6 key points, 2-6 terms, ko and en text and math KaTeX renders', () => {
    expect(lessonIssues(lesson)).toEqual([]);
  });
});

describe('lesson coverage', () => {
  const allUnits = ALL_UNITS.map((place) => place.unit.id);

  it('has a lesson for every unit of the curriculum', () => {
    expect(allUnits.length).toBe(120);
    expect(allUnits.filter((unitId) => !lessons.has(unitId))).toEqual([]);
  });
});
