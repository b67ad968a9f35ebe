import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { grade } from './grading/grade.js';
import type { ProblemTemplate } from './lib/types.js';
import type { UnitLesson } from './lessons/types.js';
import { scaffoldUnit } from './scaffold.js';
import { problemIssues } from './validate.js';

const CONTENT = dirname(fileURLToPath(import.meta.url));

/** A scratch content folder whose kit, lib and lesson types are the real ones. */
function scratchRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-new-'));
  symlinkSync(join(CONTENT, 'kit'), join(root, 'kit'));
  symlinkSync(join(CONTENT, 'lib'), join(root, 'lib'));
  mkdirSync(join(root, 'lessons'));
  symlinkSync(join(CONTENT, 'lessons', 'types.ts'), join(root, 'lessons', 'types.ts'));
  return root;
}

describe('content:new', () => {
  it('writes a unit whose template works and passes its own check, and a lesson', async () => {
    const root = scratchRoot();
    const result = scaffoldUnit('kr-m1-9', { ko: '새 단원', en: 'A new unit' }, root);
    expect(result.files).toEqual(['units/kr-m1-9.ts', 'lessons/kr-m1-9.ts']);
    expect(result.curriculumEntry).toContain('MIDDLE[1]');
    expect(result.curriculumEntry).toContain("'kr-m1-9': [");

    const unit = (await import(pathToFileURL(join(root, 'units', 'kr-m1-9.ts')).href)) as {
      templates: ProblemTemplate[];
    };
    expect(unit.templates.map((t) => t.id)).toEqual(['kr-m1-9.sum-of-two']);
    const template = unit.templates[0] as ProblemTemplate;
    for (let seed = 1; seed <= 30; seed++) {
      const problem = template.generate(seed);
      expect(problemIssues(problem)).toEqual([]);
      expect(template.check(problem, seed)).toBe(true);
      expect(template.check({ ...problem, answer: String(Number(problem.answer) + 1) }, seed)).toBe(false);
      expect(grade(problem, problem.answer).result).toBe('correct');
    }
    expect(template.generate(1).stem.ko).toMatch(/^\\\(\d+\\\)[과와] \\\(\d+\\\)의 합을 구하시오\.$/);

    const lesson = (await import(pathToFileURL(join(root, 'lessons', 'kr-m1-9.ts')).href)) as { lesson: UnitLesson };
    expect(lesson.lesson.keyPoints.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a malformed id and never overwrites a file', () => {
    const root = scratchRoot();
    expect(() => scaffoldUnit('m1-9', { ko: 'x', en: 'x' }, root)).toThrow(/not a unit id/);
    scaffoldUnit('kr-e3-1-7', { ko: 'x', en: 'x' }, root);
    const before = readFileSync(join(root, 'units', 'kr-e3-1-7.ts'), 'utf8');
    expect(() => scaffoldUnit('kr-e3-1-7', { ko: 'y', en: 'y' }, root)).toThrow(/exists already/);
    expect(readFileSync(join(root, 'units', 'kr-e3-1-7.ts'), 'utf8')).toBe(before);
  });
});
