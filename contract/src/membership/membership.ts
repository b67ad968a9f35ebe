// Membership MEMBERSHIP and its payments: the student's membership, subscribing (free in the beta, through PortOne V1
// when payments are on), cancelling, the verification of a payment after PortOne's redirect and by its webhook, and
// the history of orders.
import { z } from 'zod';
import { MEMBERSHIP } from '../common/constants.js';

export const MEMBERSHIP_PATHS = {
  /** GET: the student's membership, its price and, when payments are on, what the checkout needs. */
  membership: '/v1/api/membership',
  /** POST: subscribe (free in the beta; an order to pay when payments are on), or resume a cancelled one. */
  subscribe: '/v1/api/membership/subscribe',
  /** POST: cancel; the membership stays active until the end of the period it has. */
  cancel: '/v1/api/membership/cancel',
  /** GET: every order of the student, newest first. */
  payments: '/v1/api/membership/payments',
  /** POST: the payment PortOne's checkout redirected back with, verified on the server before anything changes. */
  complete: '/v1/api/membership/payments/complete',
  /** POST, public: PortOne's webhook `{ imp_uid, merchant_uid, status }`; verified the same way. */
  webhook: '/v1/api/membership/payments/webhook',
} as const;

/** Where PortOne's checkout sends the browser back (spec §1). */
export const PAYMENT_CALLBACK_PATH = '/payment/callback/iamport/kakaopay';

export const MEMBERSHIP_PLANS = [MEMBERSHIP] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/**
 * NONE: never subscribed. ACTIVE: renews at the end of the period. CANCELLED: cancelled, still active until the end
 * of the period, then it ends. EXPIRED: the period ended and was not paid again.
 */
export const MEMBERSHIP_STATES = ['NONE', 'ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** FREE: a 0 won order of the beta. PENDING: waiting for the payment (or left unfinished). */
export const ORDER_STATUSES = ['FREE', 'PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PriceSchema = z.object({
  /** Whole won; 0 in the beta. */
  amount: z.number().int().min(0),
  currency: z.literal('KRW'),
  /** Days one payment (or one free period) lasts. */
  periodDays: z.number().int().positive(),
});
export type Price = z.infer<typeof PriceSchema>;

export const MembershipSchema = z.object({
  plan: z.enum(MEMBERSHIP_PLANS),
  state: z.enum(MEMBERSHIP_STATES),
  /** Payments are off: subscribing is free. */
  beta: z.boolean(),
  price: PriceSchema,
  startedAt: z.iso.datetime().nullable(),
  /** The end of the period paid for (or given free); the membership is active until then. */
  periodEnd: z.iso.datetime().nullable(),
  /** When it renews: the period's end, unless cancelled or expired. */
  renewsAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** What the browser's PortOne checkout needs; null in the beta. The merchant code is public by design. */
  checkout: z.object({ impCode: z.string(), channel: z.string() }).nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** The fields of PortOne V1's `IMP.request_pay` the server decides (the amount above all). */
export const CheckoutOrderSchema = z.object({
  impCode: z.string(),
  /** The PortOne channel key (`pg`), the KakaoPay subscription channel. */
  channel: z.string(),
  payMethod: z.literal('card'),
  merchantUid: z.string(),
  name: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('KRW'),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** The path PortOne returns to (the app prefixes its own origin). */
  redirectPath: z.literal(PAYMENT_CALLBACK_PATH),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

export const SubscribeResultSchema = z.discriminatedUnion('kind', [
  /** Active now: free in the beta, or a cancelled membership resumed. */
  z.object({ kind: z.literal('activated'), membership: MembershipSchema }),
  /** Payments are on: the browser opens PortOne's checkout for this order. */
  z.object({ kind: z.literal('checkout'), order: CheckoutOrderSchema }),
]);
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

export const PaymentOrderSchema = z.object({
  merchantUid: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  amount: z.number().int().min(0),
  currency: z.literal('KRW'),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** PortOne's receipt page, when it gave one. */
  receiptUrl: z.url().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;
export const PaymentHistorySchema = z.object({ items: z.array(PaymentOrderSchema) });
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

const uid = (field: string) =>
  z
    .string({ message: `${field} must be a string` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(100, `${field} is longer than 100 characters`);

export const CompletePaymentRequestSchema = z.object({
  impUid: uid('impUid'),
  merchantUid: uid('merchantUid'),
});
export type CompletePaymentRequest = z.infer<typeof CompletePaymentRequestSchema>;

/** PortOne V1's webhook body; its status is a claim, never trusted: the payment is looked up. */
export const PaymentWebhookSchema = z.object({
  imp_uid: uid('imp_uid'),
  merchant_uid: uid('merchant_uid'),
  status: z.string({ message: 'status must be a string' }).max(40, 'status is longer than 40 characters').optional(),
});
export type PaymentWebhook = z.infer<typeof PaymentWebhookSchema>;

/**
 * ACTIVATED: verified and the membership extended. ALREADY: this payment was verified before (nothing more happens).
 * FAILED/CANCELLED: PortOne says it was not paid; the membership is unchanged.
 */
export const PAYMENT_OUTCOMES = ['ACTIVATED', 'ALREADY', 'FAILED', 'CANCELLED'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PaymentResultSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  order: PaymentOrderSchema,
  membership: MembershipSchema,
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const WebhookResultSchema = z.object({ outcome: z.enum(PAYMENT_OUTCOMES) });

export const MembershipErrorCode = {
  /** Payments are off (the beta): there is nothing to pay or verify. */
  PaymentsOff: 'E_PAYMENTS_OFF',
  /** The membership is active and renews already. */
  AlreadyActive: 'E_MEMBERSHIP_ACTIVE',
  /** There is no membership to cancel. */
  NotActive: 'E_MEMBERSHIP_NOT_ACTIVE',
  /** PortOne's record of the payment does not match the order (amount, currency, status or order). */
  Refused: 'E_PAYMENT_REFUSED',
  /** PortOne could not be reached or answered an error. */
  Provider: 'E_PAYMENT_PROVIDER',
} as const;

export const MembershipMessage = {
  paymentsOff: 'Payments are not switched on: membership is free during the beta.',
  alreadyActive: 'Your membership is already active.',
  notActive: 'You have no active membership to cancel.',
  unknownOrder: 'merchant_uid: no such order',
  refusedAmount: 'The amount paid does not match the order.',
  refusedCurrency: 'The payment was not made in KRW.',
  refusedOrder: 'The payment belongs to a different order.',
  refusedStatus: 'The payment has not been paid.',
  refusedUsed: 'This payment was already used for another order.',
  provider: "We couldn't confirm the payment with the payment service. Please try again shortly.",
} as const;
