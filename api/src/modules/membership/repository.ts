// Reads and writes of memberships, payment orders and payment verifications. Only this file touches those tables.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  memberships,
  paymentEvents,
  paymentOrders,
  type MembershipRow,
  type NewPaymentOrderRow,
  type PaymentOrderRow,
} from '../../db/schema/membership.js';

export type { MembershipRow, PaymentOrderRow };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findMembership(db: Db | Tx, userId: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1);
  return row;
}

export async function saveMembership(
  db: Db | Tx,
  values: { userId: string; plan: string; startedAt: Date; periodEnd: Date; cancelledAt: Date | null },
): Promise<MembershipRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(memberships)
    .values({ ...values, updatedAt })
    .onConflictDoUpdate({
      target: memberships.userId,
      set: {
        plan: values.plan,
        startedAt: values.startedAt,
        periodEnd: values.periodEnd,
        cancelledAt: values.cancelledAt,
        updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('membership upsert returned no row');
  return row;
}

export async function insertOrder(db: Db | Tx, values: NewPaymentOrderRow): Promise<PaymentOrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** The student's orders, newest first. */
export async function listOrders(db: Db, userId: string): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
}

export async function findOrder(db: Db | Tx, merchantUid: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.merchantUid, merchantUid)).limit(1);
  return row;
}

export async function findOrderByImpUid(db: Db, impUid: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.impUid, impUid)).limit(1);
  return row;
}

const UNPAID = ['PENDING', 'FAILED', 'CANCELLED'] as const;

/**
 * Marks an unpaid order paid by this payment. Only the first of two verifications racing each other gets the row
 * back, so a payment extends the membership once.
 */
export async function markOrderPaid(
  tx: Tx,
  merchantUid: string,
  payment: { impUid: string; receiptUrl: string | null; paidAt: Date },
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'PAID', ...payment, updatedAt: new Date() })
    .where(and(eq(paymentOrders.merchantUid, merchantUid), inArray(paymentOrders.status, UNPAID)))
    .returning();
  return row;
}

/** Records that PortOne says the payment failed or was cancelled; a paid order is left as it is. */
export async function markOrderUnpaid(
  db: Db,
  merchantUid: string,
  status: 'FAILED' | 'CANCELLED',
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(paymentOrders.merchantUid, merchantUid), inArray(paymentOrders.status, UNPAID)))
    .returning();
  return row;
}

export async function insertEvent(
  db: Db,
  values: {
    source: 'callback' | 'webhook';
    merchantUid: string;
    impUid: string;
    outcome: string;
    reason: string | null;
  },
): Promise<void> {
  await db.insert(paymentEvents).values(values);
}

/**
 * Withdrawal: the membership ends and is forgotten. Payment orders and their verifications stay: payment records
 * are kept for years by law, and they point only at the anonymous tombstone of the account.
 */
export async function erase(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(memberships).where(eq(memberships.userId, userId));
}
