// The student's mastery per unit.
import { ANALYTICS_PATHS, MasterySchema, type Mastery } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { analyticsKeys, quietRequest } from './records-keys';

export function getMastery(): Promise<Mastery> {
  return request(ANALYTICS_PATHS.mastery, { schema: MasterySchema, ...quietRequest });
}

export const masteryQuery = queryOptions({ queryKey: analyticsKeys.mastery, queryFn: getMastery });
