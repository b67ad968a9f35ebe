// The calls of shared reports: a student makes a link (the only time its token is shown), lists and revokes their
// links; anyone holding a token opens the report it names, without logging in.
import {
  CreatedShareSchema,
  SHARE_PATHS,
  ShareListSchema,
  SharedReportSchema,
  buildPath,
  type CreatedShare,
  type CreateShareRequest,
  type ShareList,
  type SharedReport,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function createShare(body: CreateShareRequest): Promise<CreatedShare> {
  return request(SHARE_PATHS.shares, { method: 'POST', body, schema: CreatedShareSchema, errorMode: 'silent' });
}

export function listShares(): Promise<ShareList> {
  return request(SHARE_PATHS.shares, { schema: ShareListSchema, errorMode: 'silent', showLoading: false });
}

export function revokeShare(id: string): Promise<void> {
  return request(buildPath(SHARE_PATHS.share, { id }), {
    method: 'DELETE',
    errorMode: 'silent',
  });
}

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

export const shareKeys = {
  list: ['shares', 'list'] as const,
  open: (token: string) => ['shares', 'open', token] as const,
};

export const sharesQuery = queryOptions({ queryKey: shareKeys.list, queryFn: listShares });
export const sharedReportQuery = (token: string) =>
  queryOptions({
    queryKey: shareKeys.open(token),
    queryFn: () => openShare(token),
    staleTime: Infinity,
    // An unknown, revoked or expired token is a 404: asking again will not change that.
    retry: false,
  });
