// GET /v1/api/study/modes/NEXT: the unit to study next, with why. Shown in a line of its own, which handles its
// loading and failure quietly.
import { buildPath, PRACTICE_PATHS, StudySetSchema, type StudySet } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

export function getNextSet(): Promise<StudySet> {
  return request(buildPath(PRACTICE_PATHS.study, { mode: 'NEXT' }), {
    schema: StudySetSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export const getNextSetQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'study-set', 'NEXT'], queryFn: getNextSet, retry: false });

export function useNextSet() {
  return useQuery(getNextSetQueryOptions());
}
