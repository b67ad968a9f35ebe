// Courses of interest (grade ids, at most five): read and saved on the server; a sixth is refused before any call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { interestsQueryOptions } from '../api/get-interests';
import { saveInterests } from '../api/save-interests';
import { studyKeys } from '../api/study-keys';
import { toggleInterest } from '../lib/course-tree';

export function useInterests() {
  const queryClient = useQueryClient();
  const query = useQuery(interestsQueryOptions);
  const [limitReached, setLimitReached] = useState(false);
  const courseIds = query.data?.courseIds ?? [];

  const mutation = useMutation({
    mutationKey: studyKeys.saveInterests,
    // One save at a time, in the order the student chose, so the last choice is the one the server keeps.
    scope: { id: 'study-interests' },
    mutationFn: saveInterests,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: interestsQueryOptions.queryKey });
      const previous = queryClient.getQueryData(interestsQueryOptions.queryKey);
      queryClient.setQueryData(interestsQueryOptions.queryKey, { courseIds: next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(interestsQueryOptions.queryKey, context.previous);
    },
    onSuccess: (data) => {
      // An earlier save answering while a later one waits must not undo the later choice on screen.
      if (queryClient.isMutating({ mutationKey: studyKeys.saveInterests }) <= 1)
        queryClient.setQueryData(interestsQueryOptions.queryKey, data);
    },
  });

  function toggle(courseId: string) {
    const current = queryClient.getQueryData(interestsQueryOptions.queryKey)?.courseIds ?? [];
    const result = toggleInterest(current, courseId);
    if (!result.ok) {
      setLimitReached(true);
      return;
    }
    setLimitReached(false);
    mutation.mutate(result.courseIds);
  }

  return { courseIds, loaded: query.isSuccess, limitReached, toggle };
}
