// POST complete: confirms the payment PortOne's checkout returned with; the server looks it up at PortOne. Whatever
// the answer, the membership and the history are stale. Keyed by the order, so a screen can tell a check is under way.
import {
  MEMBERSHIP_PATHS,
  PaymentResultSchema,
  type CompletePaymentRequest,
  type PaymentResult,
} from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { membershipKeys } from './membership-keys';

export function completePayment(body: CompletePaymentRequest): Promise<PaymentResult> {
  return request(MEMBERSHIP_PATHS.complete, {
    method: 'POST',
    body,
    schema: PaymentResultSchema,
    errorMode: 'silent',
    showLoading: false,
  });
}

export const completePaymentKey = (order: string) => [...membershipKeys.all, 'complete', order] as const;

export function useCompletePayment(order: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: completePaymentKey(order),
    mutationFn: completePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
