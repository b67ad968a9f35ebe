// Opening a shared report by its token: anyone holding the link reads it, without logging in.
import { SHARE_PATHS, SharedReportSchema, type SharedReport } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { shareKeys } from './share-keys';

/** The token travels in the body, and no session is sent: the reader is anyone the student gave the link to. */
export function openShare(token: string): Promise<SharedReport> {
  return request(SHARE_PATHS.open, {
    method: 'POST',
    body: { token },
    schema: SharedReportSchema,
    withAuth: false,
    errorMode: 'silent',
  });
}

export const sharedReportQuery = (token: string) =>
  queryOptions({
    queryKey: shareKeys.open(token),
    queryFn: () => openShare(token),
    // A shared report is a snapshot fixed when the link was made.
    staleTime: Infinity,
    // An unknown, revoked or expired token is a 404: asking again will not change that.
    retry: false,
  });

export function useSharedReport(token: string) {
  return useQuery({ ...sharedReportQuery(token), enabled: token !== '' });
}
