// GET /v1/api/study/after-help: of the problems a student got help on, the share they later solved alone.
import { AfterHelpSchema, PRACTICE_PATHS, type AfterHelp } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

export function getAfterHelp(): Promise<AfterHelp> {
  return request(PRACTICE_PATHS.afterHelp, { schema: AfterHelpSchema, errorMode: 'silent', showLoading: false });
}

export const getAfterHelpQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'after-help'], queryFn: getAfterHelp, retry: false });

export function useAfterHelp() {
  return useQuery(getAfterHelpQueryOptions());
}
