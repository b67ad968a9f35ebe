// Membership MEMBERSHIP: free in the beta (payments off), through PortOne V1 when payments are on. A payment changes
// anything only after the server has looked it up at PortOne with its own token and found it paid, in KRW, for the
// amount and the order it claims; the redirect and the webhook go through the same check, and one payment extends the
// membership once. Refusals are logged (ids and reason only) and kept in payment_events.
import { randomBytes } from 'node:crypto';
import {
  MEMBERSHIP,
  MembershipErrorCode,
  MembershipMessage,
  type CheckoutOrder,
  type CompletePaymentRequest,
  type Membership,
  type PaymentHistory,
  type PaymentOrder,
  type PaymentOutcome,
  type PaymentResult,
  type PaymentWebhook,
  type Price,
  type SubscribeResult,
  PAYMENT_CALLBACK_PATH,
} from '@mathbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PaymentsConfig } from './config.js';
import { PortOneError, type PortOneClient, type PortOnePayment } from './portone.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;

/**
 * The server's own price table: what an order costs when payments are on. The browser never sends an amount; the
 * order is made, and the payment checked, against this.
 */
export const PRICE_TABLE = {
  [MEMBERSHIP]: { amount: 9_900, currency: 'KRW', periodDays: 30, name: '매쓰브릿지 멤버십 (30일)' },
} as const;

/** During the beta the same period costs nothing. */
const BETA_PRICE: Price = { amount: 0, currency: 'KRW', periodDays: PRICE_TABLE[MEMBERSHIP].periodDays };

type Source = 'callback' | 'webhook';

class Refused extends AppError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(400, MembershipErrorCode.Refused, message);
  }
}

function orderView(row: repo.PaymentOrderRow): PaymentOrder {
  return {
    merchantUid: row.merchantUid,
    plan: MEMBERSHIP,
    amount: row.amount,
    currency: 'KRW',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptUrl: row.receiptUrl,
  };
}

/** Our order id: date, then randomness (PortOne takes up to 40 characters). */
function newMerchantUid(at: Date): string {
  return `mb_${at.toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(9).toString('base64url')}`;
}

/** Only https receipt pages are shown as links. */
function receiptUrl(payment: PortOnePayment): string | null {
  const url = payment.receipt_url;
  return url && /^https:\/\/[^\s]+$/.test(url) ? url : null;
}

export class MembershipService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsConfig | null,
    private readonly portone: PortOneClient | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get beta(): boolean {
    return this.payments === null;
  }

  price(): Price {
    if (this.beta) return BETA_PRICE;
    const { amount, currency, periodDays } = PRICE_TABLE[MEMBERSHIP];
    return { amount, currency, periodDays };
  }

  private periodMs(): number {
    return this.price().periodDays * DAY_MS;
  }

  private view(row: repo.MembershipRow | undefined): Membership {
    const now = this.now();
    const base = {
      plan: MEMBERSHIP,
      beta: this.beta,
      price: this.price(),
      checkout: this.payments ? { impCode: this.payments.impCode, channel: this.payments.channel } : null,
    } as const;
    if (!row) {
      return { ...base, state: 'NONE', startedAt: null, periodEnd: null, renewsAt: null, cancelledAt: null };
    }
    const live = row.periodEnd > now;
    const state = !live ? 'EXPIRED' : row.cancelledAt ? 'CANCELLED' : 'ACTIVE';
    return {
      ...base,
      state,
      startedAt: row.startedAt.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      // Only the free beta renews by itself; a paid period is paid again by the student.
      renewsAt: state === 'ACTIVE' && this.beta ? row.periodEnd.toISOString() : null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  }

  /** The membership row, with the free periods of the beta that have passed renewed. */
  private async current(userId: string): Promise<repo.MembershipRow | undefined> {
    const row = await repo.findMembership(this.db, userId);
    const now = this.now();
    if (!row || !this.beta || row.cancelledAt || row.periodEnd > now) return row;
    const periods = Math.floor((now.getTime() - row.periodEnd.getTime()) / this.periodMs()) + 1;
    return repo.saveMembership(this.db, {
      ...row,
      periodEnd: new Date(row.periodEnd.getTime() + periods * this.periodMs()),
    });
  }

  async get(userId: string): Promise<Membership> {
    return this.view(await this.current(userId));
  }

  async subscribe(userId: string, buyer: { name: string; email: string }): Promise<SubscribeResult> {
    const row = await this.current(userId);
    const state = this.view(row).state;
    if (row && state === 'CANCELLED') {
      // Resuming costs nothing: the period is already paid for (or free).
      const resumed = await repo.saveMembership(this.db, { ...row, cancelledAt: null });
      return { kind: 'activated', membership: this.view(resumed) };
    }
    if (state === 'ACTIVE') throw new AppError(409, MembershipErrorCode.AlreadyActive, MembershipMessage.alreadyActive);

    const now = this.now();
    if (this.beta) {
      const saved = await this.db.transaction(async (tx) => {
        await repo.insertOrder(tx, {
          userId,
          merchantUid: newMerchantUid(now),
          plan: MEMBERSHIP,
          amount: 0,
          currency: 'KRW',
          status: 'FREE',
          createdAt: now,
          paidAt: now,
        });
        return repo.saveMembership(tx, {
          userId,
          plan: MEMBERSHIP,
          startedAt: now,
          periodEnd: new Date(now.getTime() + this.periodMs()),
          cancelledAt: null,
        });
      });
      return { kind: 'activated', membership: this.view(saved) };
    }

    const payments = this.payments;
    if (!payments) throw new Error('unreachable');
    const item = PRICE_TABLE[MEMBERSHIP];
    const order = await repo.insertOrder(this.db, {
      userId,
      merchantUid: newMerchantUid(now),
      plan: MEMBERSHIP,
      amount: item.amount,
      currency: item.currency,
      status: 'PENDING',
      createdAt: now,
    });
    const checkout: CheckoutOrder = {
      impCode: payments.impCode,
      channel: payments.channel,
      payMethod: 'card',
      merchantUid: order.merchantUid,
      name: item.name,
      amount: order.amount,
      currency: 'KRW',
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      redirectPath: PAYMENT_CALLBACK_PATH,
    };
    return { kind: 'checkout', order: checkout };
  }

  /** Cancels renewal: the membership stays active until the end of its period, then ends. Again is fine. */
  async cancel(userId: string): Promise<Membership> {
    const row = await this.current(userId);
    const state = this.view(row).state;
    if (!row || state === 'NONE' || state === 'EXPIRED') {
      throw new AppError(409, MembershipErrorCode.NotActive, MembershipMessage.notActive);
    }
    if (state === 'CANCELLED') return this.view(row);
    return this.view(await repo.saveMembership(this.db, { ...row, cancelledAt: this.now() }));
  }

  async history(userId: string): Promise<PaymentHistory> {
    return { items: (await repo.listOrders(this.db, userId)).map(orderView) };
  }

  /** After PortOne's redirect: the student's own order only. */
  async complete(userId: string, body: CompletePaymentRequest): Promise<PaymentResult> {
    this.requirePayments();
    const order = await repo.findOrder(this.db, body.merchantUid);
    if (!order || order.userId !== userId) {
      await this.refuse('callback', body.merchantUid, body.impUid, 'unknown order, or not the caller’s');
      throw notFound(MembershipMessage.unknownOrder);
    }
    const outcome = await this.verify('callback', body.impUid, order, undefined);
    const fresh = (await repo.findOrder(this.db, order.merchantUid)) ?? order;
    return { outcome, order: orderView(fresh), membership: await this.get(userId) };
  }

  async webhook(body: PaymentWebhook): Promise<{ outcome: PaymentOutcome }> {
    this.requirePayments();
    const order = await repo.findOrder(this.db, body.merchant_uid);
    if (!order) {
      await this.refuse('webhook', body.merchant_uid, body.imp_uid, 'unknown merchant_uid');
      throw new Refused(MembershipMessage.unknownOrder, 'unknown merchant_uid');
    }
    return { outcome: await this.verify('webhook', body.imp_uid, order, body.status) };
  }

  /** In the beta there is nothing to verify: answered before anything is looked up or recorded. */
  private requirePayments(): void {
    if (!this.portone) throw new AppError(409, MembershipErrorCode.PaymentsOff, MembershipMessage.paymentsOff);
  }

  private async refuse(source: Source, merchantUid: string, impUid: string, reason: string): Promise<void> {
    this.log.warn({ source, merchantUid, impUid, reason }, 'payment refused');
    await repo.insertEvent(this.db, { source, merchantUid, impUid, outcome: 'REFUSED', reason });
  }

  private async record(
    source: Source,
    order: repo.PaymentOrderRow,
    impUid: string,
    outcome: PaymentOutcome,
  ): Promise<PaymentOutcome> {
    const line = { source, merchantUid: order.merchantUid, impUid, outcome };
    if (outcome === 'ALREADY') this.log.warn(line, 'payment verified before; not applied again');
    else this.log.info(line, 'payment verified');
    await repo.insertEvent(this.db, { ...line, reason: null });
    return outcome;
  }

  private async verify(
    source: Source,
    impUid: string,
    order: repo.PaymentOrderRow,
    claimedStatus: string | undefined,
  ): Promise<PaymentOutcome> {
    const refuse = async (message: string, reason: string): Promise<never> => {
      await this.refuse(source, order.merchantUid, impUid, reason);
      throw new Refused(message, reason);
    };
    if (!this.portone) throw new AppError(409, MembershipErrorCode.PaymentsOff, MembershipMessage.paymentsOff);
    if (order.status === 'FREE') return refuse(MembershipMessage.refusedOrder, 'a free order is never paid');
    if (order.status === 'PAID') {
      if (order.impUid === impUid) return this.record(source, order, impUid, 'ALREADY');
      return refuse(MembershipMessage.refusedOrder, 'order already paid by another payment');
    }

    let payment: PortOnePayment | null;
    try {
      payment = await this.portone.payment(impUid);
    } catch (err) {
      const status = err instanceof PortOneError ? err.status : 0;
      this.log.error({ source, merchantUid: order.merchantUid, impUid, status }, 'payment lookup failed');
      throw new AppError(502, MembershipErrorCode.Provider, MembershipMessage.provider);
    }
    if (!payment) return refuse(MembershipMessage.refusedStatus, 'PortOne has no such payment');
    if (payment.merchant_uid !== order.merchantUid) {
      return refuse(MembershipMessage.refusedOrder, 'payment belongs to another merchant_uid');
    }
    if (claimedStatus !== undefined && claimedStatus !== payment.status) {
      return refuse(MembershipMessage.refusedStatus, `status claimed ${claimedStatus}, PortOne says ${payment.status}`);
    }
    if (payment.status === 'failed' || payment.status === 'cancelled') {
      const outcome = payment.status === 'failed' ? 'FAILED' : 'CANCELLED';
      await repo.markOrderUnpaid(this.db, order.merchantUid, outcome);
      return this.record(source, order, impUid, outcome);
    }
    if (payment.status !== 'paid') return refuse(MembershipMessage.refusedStatus, `status ${payment.status}`);
    if (payment.amount !== order.amount) {
      // Money may have moved for the wrong amount: an operator refunds it by hand.
      this.log.error({ source, merchantUid: order.merchantUid, impUid }, 'paid amount differs from the order');
      return refuse(MembershipMessage.refusedAmount, `amount ${payment.amount}, order ${order.amount}`);
    }
    if (payment.currency !== order.currency) {
      return refuse(MembershipMessage.refusedCurrency, `currency ${payment.currency}`);
    }
    const used = await repo.findOrderByImpUid(this.db, impUid);
    if (used && used.merchantUid !== order.merchantUid) {
      return refuse(MembershipMessage.refusedUsed, 'imp_uid already pays another order');
    }

    const paidAt = payment.paid_at ? new Date(payment.paid_at * 1000) : this.now();
    const applied = await this.db.transaction(async (tx) => {
      const paid = await repo.markOrderPaid(tx, order.merchantUid, { impUid, receiptUrl: receiptUrl(payment), paidAt });
      if (!paid) return false;
      const row = await repo.findMembership(tx, order.userId);
      const now = this.now();
      const live = row !== undefined && row.periodEnd > now;
      await repo.saveMembership(tx, {
        userId: order.userId,
        plan: MEMBERSHIP,
        startedAt: live ? row.startedAt : now,
        periodEnd: new Date((live ? row.periodEnd : now).getTime() + this.periodMs()),
        cancelledAt: null,
      });
      return true;
    });
    return this.record(source, order, impUid, applied ? 'ACTIVATED' : 'ALREADY');
  }
}
