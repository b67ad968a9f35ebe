// GET a unit's lesson for /study/learning/; lessons change only with a release, so each is read once.
import { LESSON_PATH, LessonSchema, buildPath, type Lesson } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, request } from '../../../lib/http';
import { studyKeys } from './study-keys';

/** A unit's lesson, or null while it is not written yet (404): the page still shows the unit and its practice. */
export async function getLesson(unitId: string): Promise<Lesson | null> {
  try {
    return await request(buildPath(LESSON_PATH, { unitId }), { schema: LessonSchema, errorMode: 'silent' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const lessonQueryOptions = (unitId: string) =>
  queryOptions({ queryKey: studyKeys.lesson(unitId), queryFn: () => getLesson(unitId), staleTime: Infinity });
