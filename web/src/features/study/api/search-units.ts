// GET the units and concepts that match what the student typed in the study page's search.
import { PRACTICE_PATHS, SearchResultSchema, type SearchResult } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { studyKeys } from './study-keys';

export function search(q: string): Promise<SearchResult> {
  const query = new URLSearchParams({ q, limit: '20' });
  // The results panel shows a failure itself.
  return request(`${PRACTICE_PATHS.search}?${query.toString()}`, { schema: SearchResultSchema, errorMode: 'quiet' });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: studyKeys.search(q), queryFn: () => search(q), staleTime: 60_000 });
