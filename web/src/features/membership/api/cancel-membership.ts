// POST cancel: the membership stays active until the end of its period; the answer replaces the cached one.
import { MEMBERSHIP_PATHS, MembershipSchema, type Membership } from '@mathbridge/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { membershipKeys } from './membership-keys';

export function cancelMembership(): Promise<Membership> {
  return request(MEMBERSHIP_PATHS.cancel, { method: 'POST', schema: MembershipSchema, errorMode: 'silent' });
}

/** The server's new membership is the cached one now; the payment history may have changed with it. */
export function saveMembership(queryClient: QueryClient, next: Membership): void {
  queryClient.setQueryData(membershipKeys.membership, next);
  void queryClient.invalidateQueries({ queryKey: membershipKeys.payments });
}

export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: (next) => saveMembership(queryClient, next),
  });
}
