// GET /v1/api/study/progress: per-unit progress (answered, correct, mastery). One query for the study page, a
// unit's page and the home's continue card; a summary, so a failure shows where it is used instead of an alert.
import { PRACTICE_PATHS, ProgressSchema, type Progress } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

export function getProgress(): Promise<Progress> {
  return request(PRACTICE_PATHS.progress, { schema: ProgressSchema, errorMode: 'quiet', showLoading: false });
}

export const getProgressQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'progress'], queryFn: getProgress });

export function useProgress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProgressQueryOptions(), enabled });
}
