// GET /v1/api/study/modes/AI: the learning model's study set, each problem with why it was picked. The card shows
// its own loading and failure: nothing here covers the page or opens the alert dialog.
import { buildPath, PRACTICE_PATHS, StudySetSchema, type StudySet } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

/** Problems in the AI set (the 'a set of 10'). */
export const AI_SET_SIZE = 10;

export function getAiSet(count = AI_SET_SIZE): Promise<StudySet> {
  return request(`${buildPath(PRACTICE_PATHS.study, { mode: 'AI' })}?count=${count}`, {
    schema: StudySetSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export const getAiSetQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'study-set', 'AI'], queryFn: () => getAiSet(), retry: false });

export function useAiSet({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getAiSetQueryOptions(), enabled });
}
