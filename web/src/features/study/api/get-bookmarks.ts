// GET the student's bookmarked units.
import { BookmarksSchema, PRACTICE_PATHS, type Bookmarks } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { studyKeys } from './study-keys';

export function getBookmarks(): Promise<Bookmarks> {
  return request(PRACTICE_PATHS.bookmarks, { schema: BookmarksSchema, errorMode: 'quiet', showLoading: false });
}

export const bookmarksQueryOptions = queryOptions({ queryKey: studyKeys.bookmarks, queryFn: getBookmarks });
