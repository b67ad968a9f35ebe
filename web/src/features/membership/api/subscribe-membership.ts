// POST subscribe: in the beta the membership is active at once; with payments on, the server answers with the order
// PortOne's checkout opens for. An activated membership replaces the cached one and the history becomes stale.
import { MEMBERSHIP_PATHS, SubscribeResultSchema, type SubscribeResult } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { saveMembership } from './cancel-membership';

export function subscribeMembership(): Promise<SubscribeResult> {
  return request(MEMBERSHIP_PATHS.subscribe, { method: 'POST', schema: SubscribeResultSchema, errorMode: 'silent' });
}

export function useSubscribeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeMembership,
    onSuccess: (result) => {
      if (result.kind === 'activated') saveMembership(queryClient, result.membership);
    },
  });
}
