// GET the student's payment history, newest first.
import { MEMBERSHIP_PATHS, PaymentHistorySchema, type PaymentHistory } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { membershipKeys } from './membership-keys';

export function getPaymentHistory(): Promise<PaymentHistory> {
  return request(MEMBERSHIP_PATHS.payments, { schema: PaymentHistorySchema, errorMode: 'silent', showLoading: false });
}

export const getPaymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: membershipKeys.payments, queryFn: getPaymentHistory });

export function usePaymentHistory() {
  return useQuery(getPaymentHistoryQueryOptions());
}
