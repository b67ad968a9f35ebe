// GET /v1/api/study/modes/:mode for the home's cards: today's set (TODAY), and the last problem the student
// answered (RECENT with one problem), which names the unit they practised last. Quiet, as the home's other calls.
import { buildPath, PRACTICE_PATHS, StudySetSchema, type StudyModeParam, type StudySet } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

export function getStudyPreview(mode: StudyModeParam, count?: number): Promise<StudySet> {
  const query = count ? `?count=${count}` : '';
  return request(`${buildPath(PRACTICE_PATHS.study, { mode })}${query}`, {
    schema: StudySetSchema,
    errorMode: 'quiet',
  });
}

export const getTodayQueryOptions = () =>
  queryOptions({
    queryKey: [...practiceKey, 'study-set', 'TODAY', 'home'],
    queryFn: () => getStudyPreview('TODAY'),
    retry: false,
  });

export const getLastAnsweredQueryOptions = () =>
  queryOptions({
    queryKey: [...practiceKey, 'study-set', 'RECENT', 'home'],
    queryFn: () => getStudyPreview('RECENT', 1),
    retry: false,
  });

export function useToday() {
  return useQuery(getTodayQueryOptions());
}

export function useLastAnswered({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getLastAnsweredQueryOptions(), enabled });
}
