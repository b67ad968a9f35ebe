// When the student logs out, or another student logs in on the same tab, nothing of the last student's may show:
// their cached answers, workbooks and progress go, and so do their bookmarks. Data for everyone (the course map)
// stays, so the next screen does not load it again.
import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../shell/stores/app-store';
import { useSessionStore } from '../../../lib/session-store';

const SHARED_QUERY_KEYS = new Set<unknown>(['course-map']);

export function forgetStudentData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !SHARED_QUERY_KEYS.has(query.queryKey[0]) });
  useAppStore.setState({ bookmarkedUnitIds: [], pageList: [] });
}

/** Calls forgetStudentData whenever the signed-in student changes away from someone; returns the unsubscribe. */
export function forgetOnStudentChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const before = previous.user?.id ?? null;
    if (before !== null && before !== (state.user?.id ?? null)) forgetStudentData(queryClient);
  });
}
