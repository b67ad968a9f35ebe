// GET the student's alerts newest first, a page at a time, with the unread count.
import { ALERT_PATHS, AlertListSchema, type AlertList } from '@mathbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { alertKeys } from './alert-keys';

/** Alerts per page in the alert centre. */
export const ALERTS_PAGE_SIZE = 20;

export function getAlerts(page: number, size = ALERTS_PAGE_SIZE): Promise<AlertList> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return request(`${ALERT_PATHS.list}?${query}`, { schema: AlertListSchema, errorMode: 'silent', showLoading: false });
}

export const getAlertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: alertKeys.list,
    queryFn: ({ pageParam }) => getAlerts(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: AlertList) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useAlerts() {
  return useInfiniteQuery(getAlertsQueryOptions());
}
