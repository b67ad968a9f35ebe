// PUT the student's courses of interest as a whole; the answer is the list the server keeps.
import { InterestsSchema, PRACTICE_PATHS, type Interests } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function saveInterests(courseIds: string[]): Promise<Interests> {
  return request(PRACTICE_PATHS.interests, {
    method: 'PUT',
    body: { courseIds },
    schema: InterestsSchema,
    showLoading: false,
  });
}
