// GET /analytics/record's recent problems: the last problems the student answered.
import { ANALYTICS_PATHS, RecentProblemsSchema, type RecentProblems } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { analyticsKeys, quietRequest } from './records-keys';

export function getRecentProblems(): Promise<RecentProblems> {
  return request(ANALYTICS_PATHS.recent, { schema: RecentProblemsSchema, ...quietRequest });
}

export const recentProblemsQuery = queryOptions({ queryKey: analyticsKeys.recent, queryFn: getRecentProblems });
