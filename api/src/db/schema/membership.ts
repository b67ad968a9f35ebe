// Membership and its payments: one membership row per student, every order they made (free ones of the beta
// included), and a log of each payment verification (what PortOne said and whether it was accepted).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const ORDER_STATUS_VALUES = ['FREE', 'PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;

export const memberships = pgTable('memberships', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Active until then; renewed at that time unless cancelled. */
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Our order id, sent to PortOne as merchant_uid. */
    merchantUid: text('merchant_uid').notNull().unique(),
    plan: text('plan').notNull(),
    /** Whole won, from the server's price table when the order was made. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    /** PortOne's payment id, once a payment was verified against this order; one payment pays one order. */
    impUid: text('imp_uid').unique(),
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_orders_user_created_idx').on(table.userId, table.createdAt)],
);

/** One line per verification: from the redirect or the webhook, accepted or refused, and why. No secrets. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['callback', 'webhook'] }).notNull(),
    merchantUid: text('merchant_uid').notNull(),
    impUid: text('imp_uid').notNull(),
    /** ACTIVATED, ALREADY, FAILED, CANCELLED or REFUSED. */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_merchant_idx').on(table.merchantUid)],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrders.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
