// Finds every lesson file in this folder (one a unit, named by the unit id) and imports it, so writing a unit's
// concept summary is adding a file. A unit without a file has no lesson yet. Works from the TypeScript sources and
// from the compiled output alike, like the unit registry.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unitIdFiles } from '../lib/unit-files.js';
import type { UnitLesson } from './types.js';

export const LESSONS_FOLDER = dirname(fileURLToPath(import.meta.url));

/** Lesson files are named like unit files: kr-e1-1-1, kr-m2-5, kr-cm1-3, sat-h-a. */
export function lessonFiles(folder = LESSONS_FOLDER): { unitId: string; file: string }[] {
  return unitIdFiles(folder, import.meta.url);
}

function isUnitLesson(value: unknown): value is UnitLesson {
  if (typeof value !== 'object' || value === null) return false;
  const lesson = value as Partial<Record<keyof UnitLesson, unknown>>;
  return Array.isArray(lesson.summary) && Array.isArray(lesson.keyPoints) && Array.isArray(lesson.terms);
}

let cache: Promise<Map<string, UnitLesson>> | undefined;

/** Every lesson file's content keyed by unit id, imported once per process. A file without `lesson` is an error. */
export function loadLessons(folder = LESSONS_FOLDER): Promise<Map<string, UnitLesson>> {
  const load = async () => {
    const entries = await Promise.all(
      lessonFiles(folder).map(async ({ unitId, file }) => {
        const module = (await import(pathToFileURL(join(folder, file)).href)) as { lesson?: unknown };
        if (!isUnitLesson(module.lesson)) {
          throw new Error(`lesson file ${file} does not export "lesson: UnitLesson" (use defineLesson)`);
        }
        return [unitId, module.lesson] as const;
      }),
    );
    return new Map(entries);
  };
  if (folder !== LESSONS_FOLDER) return load();
  cache ??= load();
  return cache;
}
