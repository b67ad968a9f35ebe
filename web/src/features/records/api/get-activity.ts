// The student's activity over the last six months, by the student's own days.
import { ActivitySchema, ANALYTICS_PATHS, type Activity } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { analyticsKeys, quietRequest } from './records-keys';

export function getActivity(): Promise<Activity> {
  return request(ANALYTICS_PATHS.activity, { schema: ActivitySchema, ...quietRequest });
}

export const activityQuery = queryOptions({ queryKey: analyticsKeys.activity, queryFn: getActivity });
