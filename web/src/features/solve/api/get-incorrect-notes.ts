// GET /v1/api/study/modes/INCORRECT: the incorrect notes, up to 50 problems answered wrong and not answered right
// since.
import { buildPath, PRACTICE_PATHS, StudySetSchema, type StudySet } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

const INCORRECT_NOTES_SHOWN = 50;

export function getIncorrectNotes(): Promise<StudySet> {
  return request(`${buildPath(PRACTICE_PATHS.study, { mode: 'INCORRECT' })}?count=${INCORRECT_NOTES_SHOWN}`, {
    schema: StudySetSchema,
    errorMode: 'silent',
  });
}

export const getIncorrectNotesQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'study-set', 'INCORRECT'], queryFn: getIncorrectNotes, retry: false });

export function useIncorrectNotes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getIncorrectNotesQueryOptions(), enabled });
}
