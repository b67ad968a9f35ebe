import { LessonSchema } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { findUnit } from '../../content/curriculum.js';
import { loadLessons } from '../../content/lessons/index.js';
import { LessonsService } from './service.js';

const lessons = await loadLessons();
const service = new LessonsService();

describe('LessonsService', () => {
  it.each([...lessons.keys()])('builds a lesson for %s that the contract accepts', async (unitId) => {
    const lesson = LessonSchema.parse(await service.lesson(unitId));
    expect(lesson.name).toEqual(findUnit(unitId)?.unit.name);
    expect(lesson.summary).toEqual(lessons.get(unitId)?.summary);
    expect(lesson.examples.length).toBeGreaterThanOrEqual(2);
    expect(lesson.examples.length).toBeLessThanOrEqual(3);
    // Built once: the second call answers the very same object.
    expect(await service.lesson(unitId)).toBe(await service.lesson(unitId));
  });
});
