// GET the student's courses of interest (grade ids, at most five).
import { InterestsSchema, PRACTICE_PATHS, type Interests } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { studyKeys } from './study-keys';

export function getInterests(): Promise<Interests> {
  return request(PRACTICE_PATHS.interests, { schema: InterestsSchema, errorMode: 'quiet', showLoading: false });
}

export const interestsQueryOptions = queryOptions({ queryKey: studyKeys.interests, queryFn: getInterests });
