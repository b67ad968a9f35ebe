// GET the problem a conversation is about, shown beside it; a problem does not change, so it is read once.
import { buildPath, PROBLEM_PATH, ProblemViewSchema, type ProblemView } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { chatKeys } from './chat-keys';

export function getProblem(id: string): Promise<ProblemView> {
  return request(buildPath(PROBLEM_PATH, { id }), {
    schema: ProblemViewSchema,
    errorMode: 'quiet',
    showLoading: false,
  });
}

export const chatProblemQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.problem(id), queryFn: () => getProblem(id), staleTime: Infinity });
