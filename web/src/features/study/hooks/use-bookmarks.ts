// Bookmarked units (spec §3 client state): read from the server into the app store, toggled at once on screen and
// saved with PUT / DELETE; a failed save puts the previous list back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAppStore } from '../../shell/stores/app-store';
import { addBookmark, bookmarksQueryOptions, removeBookmark } from '../api/study-api';

export function useBookmarks() {
  const queryClient = useQueryClient();
  const unitIds = useAppStore((s) => s.bookmarkedUnitIds);
  const setUnitIds = useAppStore((s) => s.setBookmarkedUnitIds);
  const query = useQuery(bookmarksQueryOptions);

  useEffect(() => {
    if (query.data) setUnitIds(query.data.unitIds);
  }, [query.data, setUnitIds]);

  const mutation = useMutation({
    mutationKey: ['study', 'save-bookmark'],
    // One save at a time, in the order of the taps, so the server ends where the screen does.
    scope: { id: 'study-bookmarks' },
    mutationFn: ({ unitId, on }: { unitId: string; on: boolean }) =>
      on ? addBookmark(unitId) : removeBookmark(unitId),
    onMutate: ({ unitId, on }) => {
      const previous = useAppStore.getState().bookmarkedUnitIds;
      setUnitIds(on ? [...previous.filter((id) => id !== unitId), unitId] : previous.filter((id) => id !== unitId));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) setUnitIds(context.previous);
    },
    onSuccess: (data) => {
      if (queryClient.isMutating({ mutationKey: ['study', 'save-bookmark'] }) <= 1)
        queryClient.setQueryData(bookmarksQueryOptions.queryKey, data);
    },
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    (unitId: string) => mutate({ unitId, on: !useAppStore.getState().bookmarkedUnitIds.includes(unitId) }),
    [mutate],
  );

  return { unitIds, loaded: query.isSuccess, toggle };
}
