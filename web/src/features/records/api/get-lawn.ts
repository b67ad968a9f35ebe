// The lawn: one square per day the student practised.
import { ANALYTICS_PATHS, LawnSchema, type Lawn } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { analyticsKeys, quietRequest } from './records-keys';

export function getLawn(): Promise<Lawn> {
  return request(ANALYTICS_PATHS.lawn, { schema: LawnSchema, ...quietRequest });
}

export const lawnQuery = queryOptions({ queryKey: analyticsKeys.lawn, queryFn: getLawn });
