// The study calls of /study and /study/learning/: bookmarks, courses of interest, search and a
// unit's lesson. Each exports its fetcher and, for reads, its query options.
import {
  BookmarksSchema,
  InterestsSchema,
  LESSON_PATH,
  LessonSchema,
  PRACTICE_PATHS,
  SearchResultSchema,
  buildPath,
  type Bookmarks,
  type Interests,
  type Lesson,
  type SearchResult,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, request } from '../../../lib/http';

export function getBookmarks(): Promise<Bookmarks> {
  return request(PRACTICE_PATHS.bookmarks, { schema: BookmarksSchema, errorMode: 'quiet', showLoading: false });
}

export const bookmarksQueryOptions = queryOptions({ queryKey: ['study', 'bookmarks'], queryFn: getBookmarks });

export function addBookmark(unitId: string): Promise<Bookmarks> {
  return request(buildPath(PRACTICE_PATHS.bookmark, { unitId }), {
    method: 'PUT',
    schema: BookmarksSchema,
    showLoading: false,
  });
}

export function removeBookmark(unitId: string): Promise<Bookmarks> {
  return request(buildPath(PRACTICE_PATHS.bookmark, { unitId }), {
    method: 'DELETE',
    schema: BookmarksSchema,
    showLoading: false,
  });
}

export function getInterests(): Promise<Interests> {
  return request(PRACTICE_PATHS.interests, { schema: InterestsSchema, errorMode: 'quiet', showLoading: false });
}

export const interestsQueryOptions = queryOptions({ queryKey: ['study', 'interests'], queryFn: getInterests });

export function saveInterests(courseIds: string[]): Promise<Interests> {
  return request(PRACTICE_PATHS.interests, {
    method: 'PUT',
    body: { courseIds },
    schema: InterestsSchema,
    showLoading: false,
  });
}

export function search(q: string): Promise<SearchResult> {
  const query = new URLSearchParams({ q, limit: '20' });
  // The results panel shows a failure itself.
  return request(`${PRACTICE_PATHS.search}?${query.toString()}`, { schema: SearchResultSchema, errorMode: 'quiet' });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['study', 'search', q], queryFn: () => search(q), staleTime: 60_000 });

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
  queryOptions({ queryKey: ['study', 'lesson', unitId], queryFn: () => getLesson(unitId), staleTime: Infinity });
