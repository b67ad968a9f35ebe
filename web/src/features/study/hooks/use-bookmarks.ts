// Bookmarked units (spec §3 client state): read from the server into the app store, toggled at once on screen and
// saved with PUT / DELETE; a failed save puts the previous list back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAppStore } from '../../shell/stores/app-store';
import { bookmarksQueryOptions } from '../api/get-bookmarks';
import { saveBookmark } from '../api/save-bookmark';
import { studyKeys } from '../api/study-keys';

export function useBookmarks() {
  const queryClient = useQueryClient();
  const unitIds = useAppStore((s) => s.bookmarkedUnitIds);
  const setUnitIds = useAppStore((s) => s.setBookmarkedUnitIds);
  const query = useQuery(bookmarksQueryOptions);

  useEffect(() => {
    if (query.data) setUnitIds(query.data.unitIds);
  }, [query.data, setUnitIds]);

  const mutation = useMutation({
    mutationKey: studyKeys.saveBookmark,
    // One save at a time, in the order of the taps, so the server ends where the screen does.
    scope: { id: 'study-bookmarks' },
    mutationFn: saveBookmark,
    onMutate: ({ unitId, on }) => {
      const previous = useAppStore.getState().bookmarkedUnitIds;
      setUnitIds(on ? [...previous.filter((id) => id !== unitId), unitId] : previous.filter((id) => id !== unitId));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) setUnitIds(context.previous);
    },
    onSuccess: (data) => {
      if (queryClient.isMutating({ mutationKey: studyKeys.saveBookmark }) <= 1)
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
