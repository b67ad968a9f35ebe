// The membership calls: the student's membership, subscribing and cancelling, the payment history, and confirming a
// payment PortOne's checkout returned with (the server verifies it at PortOne).
import {
  MEMBERSHIP_PATHS,
  MembershipSchema,
  PaymentHistorySchema,
  PaymentResultSchema,
  SubscribeResultSchema,
  type CompletePaymentRequest,
  type Membership,
  type PaymentHistory,
  type PaymentResult,
  type SubscribeResult,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getMembership(): Promise<Membership> {
  return request(MEMBERSHIP_PATHS.membership, { schema: MembershipSchema, errorMode: 'silent', showLoading: false });
}

export function subscribe(): Promise<SubscribeResult> {
  return request(MEMBERSHIP_PATHS.subscribe, { method: 'POST', schema: SubscribeResultSchema, errorMode: 'silent' });
}

export function cancelMembership(): Promise<Membership> {
  return request(MEMBERSHIP_PATHS.cancel, { method: 'POST', schema: MembershipSchema, errorMode: 'silent' });
}

export function getPaymentHistory(): Promise<PaymentHistory> {
  return request(MEMBERSHIP_PATHS.payments, { schema: PaymentHistorySchema, errorMode: 'silent', showLoading: false });
}

export function completePayment(body: CompletePaymentRequest): Promise<PaymentResult> {
  return request(MEMBERSHIP_PATHS.complete, {
    method: 'POST',
    body,
    schema: PaymentResultSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export const membershipKeys = {
  all: ['membership'] as const,
  membership: ['membership', 'current'] as const,
  payments: ['membership', 'payments'] as const,
};

export const membershipQuery = queryOptions({ queryKey: membershipKeys.membership, queryFn: getMembership });
export const paymentHistoryQuery = queryOptions({ queryKey: membershipKeys.payments, queryFn: getPaymentHistory });
