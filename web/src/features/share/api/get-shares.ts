// GET the student's shared links, with when each was made, until when it works, or that it was stopped.
import { SHARE_PATHS, ShareListSchema, type ShareList } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { shareKeys } from './share-keys';

export function listShares(): Promise<ShareList> {
  return request(SHARE_PATHS.shares, { schema: ShareListSchema, errorMode: 'silent', showLoading: false });
}

export const sharesQuery = queryOptions({ queryKey: shareKeys.list, queryFn: listShares });

export function useShares() {
  return useQuery(sharesQuery);
}
