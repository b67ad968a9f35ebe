// GET the student's membership: its state, period and whether payments are on (the beta is free).
import { MEMBERSHIP_PATHS, MembershipSchema, type Membership } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { membershipKeys } from './membership-keys';

export function getMembership(): Promise<Membership> {
  return request(MEMBERSHIP_PATHS.membership, { schema: MembershipSchema, errorMode: 'silent', showLoading: false });
}

export const getMembershipQueryOptions = () =>
  queryOptions({ queryKey: membershipKeys.membership, queryFn: getMembership });

export function useMembership() {
  return useQuery(getMembershipQueryOptions());
}
