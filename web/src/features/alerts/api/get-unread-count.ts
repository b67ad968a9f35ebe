// GET the number of unread alerts, for the bell; asked again now and then while the app is open.
import { ALERT_PATHS, AlertUnreadCountSchema } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

/** How often the bell asks for the unread count while the app is open. */
export const UNREAD_POLL_MS = 60_000;

export async function getUnreadCount(): Promise<number> {
  const answer = await request(ALERT_PATHS.unreadCount, {
    schema: AlertUnreadCountSchema,
    errorMode: 'silent',
    showLoading: false,
  });
  return answer.unread;
}

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.unread,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
