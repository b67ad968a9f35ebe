// PUT or DELETE one unit's bookmark; either answers with the whole list as the server now holds it.
import { BookmarksSchema, PRACTICE_PATHS, buildPath, type Bookmarks } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function saveBookmark({ unitId, on }: { unitId: string; on: boolean }): Promise<Bookmarks> {
  return request(buildPath(PRACTICE_PATHS.bookmark, { unitId }), {
    method: on ? 'PUT' : 'DELETE',
    schema: BookmarksSchema,
    showLoading: false,
  });
}
