// GET /v2/api/comm/course/map: the curriculum tree, loaded once at startup (spec §4 step 1) and kept for the visit.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export const courseMapQueryOptions = queryOptions({
  queryKey: ['course-map'],
  // The screens that read the tree parse it with their own contract schema.
  queryFn: () => request<unknown>(apiPaths.courseMap, { errorMode: 'quiet' }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/** Loads the map only if it is not loaded yet; a failure is reported (console) and the config stays null. */
export async function ensureCourseMap(queryClient: QueryClient): Promise<unknown> {
  try {
    return await queryClient.ensureQueryData(courseMapQueryOptions);
  } catch {
    return null;
  }
}

export function useCourseMap() {
  return useQuery(courseMapQueryOptions);
}
