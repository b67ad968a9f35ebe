import {
  MEMBERSHIP_PATHS,
  MembershipSchema,
  PaymentHistorySchema,
  PaymentResultSchema,
  SubscribeResultSchema,
  type CheckoutOrder,
  type Membership,
} from '@mathbridge/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { memberships, paymentEvents, paymentOrders } from '../../db/schema/index.js';
import { useSiblingApp, useTestApp, type TestApp } from '../../test/app.js';
import { testConfig } from '../../test/database.js';
import { student, type Student } from '../../test/factories.js';
import { PORTONE_KEY, PORTONE_SECRET, startFakePortOne, type FakePortOne } from '../../test/portone-server.js';
import { PRICE_TABLE } from './service.js';

const DAY_MS = 86_400_000;

let portone: FakePortOne;
beforeAll(async () => {
  portone = await startFakePortOne();
});
afterAll(async () => {
  await portone.close();
});

const beta = useTestApp();
const paid = useSiblingApp(beta, () =>
  testConfig({
    payments: {
      impCode: 'imp12345678',
      apiKey: PORTONE_KEY,
      apiSecret: PORTONE_SECRET,
      channel: 'channel-key-kakaopay-subscription',
      apiUrl: portone.url,
    },
  }),
);

beforeEach(() => {
  portone.payments.clear();
  portone.failWith = null;
});

const call = (on: TestApp, who: Student | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  on.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload && { payload }) });

async function membershipOf(on: TestApp, who: Student): Promise<Membership> {
  const res = await call(on, who, 'GET', MEMBERSHIP_PATHS.membership);
  expect(res.statusCode, res.body).toBe(200);
  return MembershipSchema.parse(res.json());
}

async function history(on: TestApp, who: Student) {
  const res = await call(on, who, 'GET', MEMBERSHIP_PATHS.payments);
  expect(res.statusCode, res.body).toBe(200);
  return PaymentHistorySchema.parse(res.json()).items;
}

const events = () => beta.database.db.select().from(paymentEvents).orderBy(paymentEvents.createdAt);

describe('membership in the beta (payments off)', () => {
  it('subscribes at 0 won with the date it renews, and records a free order', async () => {
    const me = await student(beta);
    const before = await membershipOf(beta, me);
    expect(before).toMatchObject({ state: 'NONE', beta: true, price: { amount: 0, currency: 'KRW', periodDays: 30 } });
    expect(before.checkout).toBeNull();

    const res = await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe);
    expect(res.statusCode, res.body).toBe(200);
    const result = SubscribeResultSchema.parse(res.json());
    if (result.kind !== 'activated') throw new Error('expected activation');
    const { membership } = result;
    expect(membership).toMatchObject({ state: 'ACTIVE', cancelledAt: null });
    expect(membership.renewsAt).toBe(membership.periodEnd);
    const days = (Date.parse(membership.periodEnd ?? '') - Date.parse(membership.startedAt ?? '')) / DAY_MS;
    expect(days).toBe(30);

    const orders = await history(beta, me);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      amount: 0,
      currency: 'KRW',
      status: 'FREE',
      plan: 'MEMBERSHIP',
      receiptUrl: null,
    });

    const again = await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'E_MEMBERSHIP_ACTIVE', message: 'Your membership is already active.' });
  });

  it('cancels: active until the end of the period, no renewal; cancelling again changes nothing; resuming is free', async () => {
    const me = await student(beta);
    await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe);
    const active = await membershipOf(beta, me);

    const res = await call(beta, me, 'POST', MEMBERSHIP_PATHS.cancel);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = MembershipSchema.parse(res.json());
    expect(cancelled).toMatchObject({ state: 'CANCELLED', periodEnd: active.periodEnd, renewsAt: null });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await call(beta, me, 'POST', MEMBERSHIP_PATHS.cancel)).json()).toEqual(cancelled);

    const resumed = SubscribeResultSchema.parse((await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe)).json());
    expect(resumed).toMatchObject({ kind: 'activated', membership: { state: 'ACTIVE', periodEnd: active.periodEnd } });
    expect(await history(beta, me)).toHaveLength(1);
  });

  it('renews a free period that has passed, and lets a cancelled one expire', async () => {
    const me = await student(beta);
    await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe);
    const past = new Date(Date.now() - 45 * DAY_MS);
    await beta.database.db.update(memberships).set({ periodEnd: past }).where(eq(memberships.userId, me.id));
    const renewed = await membershipOf(beta, me);
    expect(renewed.state).toBe('ACTIVE');
    expect(Date.parse(renewed.periodEnd ?? '')).toBe(past.getTime() + 60 * DAY_MS);

    await call(beta, me, 'POST', MEMBERSHIP_PATHS.cancel);
    await beta.database.db.update(memberships).set({ periodEnd: past }).where(eq(memberships.userId, me.id));
    expect((await membershipOf(beta, me)).state).toBe('EXPIRED');
    const cancel = await call(beta, me, 'POST', MEMBERSHIP_PATHS.cancel);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('E_MEMBERSHIP_NOT_ACTIVE');
    // Subscribing again starts a new period.
    const again = SubscribeResultSchema.parse((await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe)).json());
    expect(again).toMatchObject({ kind: 'activated', membership: { state: 'ACTIVE' } });
  });

  it('needs a login, keeps each student to their own orders, and has nothing to verify (nothing is recorded)', async () => {
    expect((await call(beta, null, 'GET', MEMBERSHIP_PATHS.membership)).statusCode).toBe(401);
    expect((await call(beta, null, 'POST', MEMBERSHIP_PATHS.subscribe)).statusCode).toBe(401);
    const me = await student(beta);
    const other = await student(beta, { name: 'Other' });
    await call(beta, me, 'POST', MEMBERSHIP_PATHS.subscribe);
    expect(await history(beta, other)).toEqual([]);
    const [order] = await history(beta, me);
    const theirs = await call(beta, other, 'POST', MEMBERSHIP_PATHS.complete, {
      impUid: 'imp_1',
      merchantUid: order?.merchantUid,
    });
    expect(theirs.statusCode).toBe(409);
    const hook = await beta.app.inject({
      method: 'POST',
      url: MEMBERSHIP_PATHS.webhook,
      payload: { imp_uid: 'imp_1', merchant_uid: 'mb_unknown', status: 'paid' },
    });
    expect(hook.statusCode).toBe(409);
    expect(hook.json()).toEqual({
      code: 'E_PAYMENTS_OFF',
      message: 'Payments are not switched on: membership is free during the beta.',
    });
    expect(await events()).toEqual([]);
    const mine = await call(beta, me, 'POST', MEMBERSHIP_PATHS.complete, {
      impUid: 'imp_1',
      merchantUid: order?.merchantUid,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('E_PAYMENTS_OFF');
  });
});

describe('membership with payments on (PortOne V1)', () => {
  async function checkout(who: Student): Promise<CheckoutOrder> {
    const res = await call(paid, who, 'POST', MEMBERSHIP_PATHS.subscribe);
    expect(res.statusCode, res.body).toBe(200);
    const result = SubscribeResultSchema.parse(res.json());
    if (result.kind !== 'checkout') throw new Error('expected a checkout');
    return result.order;
  }

  /** PortOne's record of a payment for the order, paid as ordered unless told otherwise. */
  function pay(order: CheckoutOrder, changes: Partial<Parameters<typeof portone.payments.set>[1]> = {}): string {
    const impUid = `imp_${Math.random().toString(36).slice(2, 14)}`;
    portone.payments.set(impUid, {
      imp_uid: impUid,
      merchant_uid: order.merchantUid,
      amount: order.amount,
      currency: 'KRW',
      status: 'paid',
      receipt_url: `https://iniweb.inicis.com/receipt/${impUid}`,
      paid_at: Math.floor(Date.now() / 1000),
      ...changes,
    });
    return impUid;
  }

  const complete = (who: Student, impUid: string, merchantUid: string) =>
    call(paid, who, 'POST', MEMBERSHIP_PATHS.complete, { impUid, merchantUid });
  const webhook = (body: Record<string, unknown>) =>
    paid.app.inject({ method: 'POST', url: MEMBERSHIP_PATHS.webhook, payload: body });

  async function expectUnchanged(who: Student, merchantUid: string, status = 'PENDING') {
    expect((await membershipOf(paid, who)).state).toBe('NONE');
    const [order] = await beta.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantUid, merchantUid));
    expect(order?.status).toBe(status);
  }

  it('makes the order from its own price table and gives the checkout what it needs', async () => {
    const me = await student(paid);
    const info = await membershipOf(paid, me);
    expect(info).toMatchObject({
      beta: false,
      price: { amount: PRICE_TABLE.MEMBERSHIP.amount, currency: 'KRW' },
      checkout: { impCode: 'imp12345678', channel: 'channel-key-kakaopay-subscription' },
    });
    const order = await checkout(me);
    expect(order).toMatchObject({
      amount: 9900,
      currency: 'KRW',
      payMethod: 'card',
      buyerEmail: me.email,
      buyerName: 'Minji',
      redirectPath: '/payment/callback/iamport/kakaopay',
    });
    expect(order.merchantUid).toMatch(/^mb_\d{8}_[\w-]{12}$/);
    const [row] = await history(paid, me);
    expect(row).toMatchObject({ merchantUid: order.merchantUid, amount: 9900, status: 'PENDING', paidAt: null });
    expect((await membershipOf(paid, me)).state).toBe('NONE');
  });

  it('activates after the redirect once PortOne confirms; the webhook after it, or twice, changes nothing more', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const impUid = pay(order);

    const res = await complete(me, impUid, order.merchantUid);
    expect(res.statusCode, res.body).toBe(200);
    const result = PaymentResultSchema.parse(res.json());
    expect(result.outcome).toBe('ACTIVATED');
    expect(result.order).toMatchObject({ status: 'PAID', receiptUrl: `https://iniweb.inicis.com/receipt/${impUid}` });
    expect(result.membership).toMatchObject({ state: 'ACTIVE', renewsAt: null });
    const periodEnd = result.membership.periodEnd;
    expect(Date.parse(periodEnd ?? '') - Date.now()).toBeGreaterThan(29.9 * DAY_MS);

    // The server asked PortOne with its own key pair, then with the token it got.
    const [tokenCall, lookup] = portone.requests;
    expect(tokenCall).toMatchObject({ method: 'POST', url: '/users/getToken', body: { imp_key: PORTONE_KEY } });
    expect(lookup).toMatchObject({ method: 'GET', url: `/payments/${impUid}` });
    expect(lookup?.headers.authorization).toBe(portone.tokens[0]);

    for (let i = 0; i < 2; i++) {
      const hook = await webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' });
      expect(hook.statusCode, hook.body).toBe(200);
      expect(hook.json()).toEqual({ outcome: 'ALREADY' });
    }
    const again = PaymentResultSchema.parse((await complete(me, impUid, order.merchantUid)).json());
    expect(again.outcome).toBe('ALREADY');
    expect((await membershipOf(paid, me)).periodEnd).toBe(periodEnd);
    expect((await events()).map((e) => e.outcome)).toEqual(['ACTIVATED', 'ALREADY', 'ALREADY', 'ALREADY']);
    // One token served every look-up.
    expect(portone.tokens).toHaveLength(1);
  });

  it('activates once when the webhook and the redirect arrive together', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const impUid = pay(order);
    const [hook, back] = await Promise.all([
      webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' }),
      complete(me, impUid, order.merchantUid),
    ]);
    const outcomes = [hook.json().outcome, back.json().outcome].sort();
    expect(outcomes).toEqual(['ACTIVATED', 'ALREADY']);
    const membership = await membershipOf(paid, me);
    expect(Date.parse(membership.periodEnd ?? '') - Date.now()).toBeLessThan(30.1 * DAY_MS);
  });

  it('extends an active membership by a period when it is paid again after it ended', async () => {
    const me = await student(paid);
    const first = await checkout(me);
    await webhook({ imp_uid: pay(first), merchant_uid: first.merchantUid, status: 'paid' });
    await beta.database.db
      .update(memberships)
      .set({ periodEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(memberships.userId, me.id));
    expect((await membershipOf(paid, me)).state).toBe('EXPIRED');
    const second = await checkout(me);
    const res = await complete(me, pay(second), second.merchantUid);
    expect(res.json().membership.state).toBe('ACTIVE');
    const orders = await history(paid, me);
    expect(orders.map((o) => o.status)).toEqual(['PAID', 'PAID']);
  });

  it('refuses a forged amount, and logs it', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const impUid = pay(order, { amount: 100 });
    const res = await webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_PAYMENT_REFUSED', message: 'The amount paid does not match the order.' });
    const back = await complete(me, impUid, order.merchantUid);
    expect(back.statusCode).toBe(400);
    await expectUnchanged(me, order.merchantUid);
    const logged = await events();
    expect(logged.map((e) => [e.source, e.outcome, e.reason])).toEqual([
      ['webhook', 'REFUSED', 'amount 100, order 9900'],
      ['callback', 'REFUSED', 'amount 100, order 9900'],
    ]);
  });

  it('refuses a forged status: claimed paid while PortOne says ready or failed', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    for (const status of ['ready', 'failed'] as const) {
      const impUid = pay(order, { status });
      const res = await webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' });
      expect(res.statusCode, status).toBe(400);
      expect(res.json()).toEqual({ code: 'E_PAYMENT_REFUSED', message: 'The payment has not been paid.' });
    }
    // A payment PortOne says is only ready is not paid, whoever asks.
    const ready = pay(order, { status: 'ready' });
    expect((await complete(me, ready, order.merchantUid)).statusCode).toBe(400);
    await expectUnchanged(me, order.merchantUid);
    expect((await events()).every((e) => e.outcome === 'REFUSED')).toBe(true);
  });

  it("refuses another student's order, an unknown merchant_uid, a payment of another order, an unknown imp_uid and another currency", async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const other = await checkout(await student(paid, { name: 'Other' }));

    const notMine = await complete(await student(paid, { name: 'Third' }), pay(order), order.merchantUid);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('merchant_uid: no such order');

    const unknown = await webhook({ imp_uid: pay(order), merchant_uid: 'mb_20260101_forged', status: 'paid' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'E_PAYMENT_REFUSED', message: 'merchant_uid: no such order' });

    // A real, paid payment of one order presented for another.
    const theirs = await webhook({ imp_uid: pay(other), merchant_uid: order.merchantUid, status: 'paid' });
    expect(theirs.json().message).toBe('The payment belongs to a different order.');
    const missing = await webhook({ imp_uid: 'imp_never_made', merchant_uid: order.merchantUid, status: 'paid' });
    expect(missing.statusCode).toBe(400);
    const dollars = await webhook({ imp_uid: pay(order, { currency: 'USD' }), merchant_uid: order.merchantUid });
    expect(dollars.json().message).toBe('The payment was not made in KRW.');

    await expectUnchanged(me, order.merchantUid);
    const reasons = (await events()).map((e) => e.reason);
    expect(reasons).toEqual([
      'unknown order, or not the caller’s',
      'unknown merchant_uid',
      'payment belongs to another merchant_uid',
      'PortOne has no such payment',
      'currency USD',
    ]);
  });

  it('refuses a replayed webhook: a paid order is not paid again, by the same payment or another', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const impUid = pay(order);
    expect((await webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' })).json()).toEqual({
      outcome: 'ACTIVATED',
    });
    const periodEnd = (await membershipOf(paid, me)).periodEnd;
    const replay = await webhook({ imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' });
    expect(replay.json()).toEqual({ outcome: 'ALREADY' });
    const second = pay(order);
    const other = await webhook({ imp_uid: second, merchant_uid: order.merchantUid, status: 'paid' });
    expect(other.statusCode).toBe(400);
    expect((await membershipOf(paid, me)).periodEnd).toBe(periodEnd);
    expect((await events()).map((e) => [e.outcome, e.reason])).toEqual([
      ['ACTIVATED', null],
      ['ALREADY', null],
      ['REFUSED', 'order already paid by another payment'],
    ]);
  });

  it('says a failed or cancelled payment failed and changes nothing but the order status', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const failed = await complete(me, pay(order, { status: 'failed' }), order.merchantUid);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(PaymentResultSchema.parse(failed.json())).toMatchObject({
      outcome: 'FAILED',
      order: { status: 'FAILED' },
      membership: { state: 'NONE' },
    });
    const cancelled = await webhook({
      imp_uid: pay(order, { status: 'cancelled' }),
      merchant_uid: order.merchantUid,
      status: 'cancelled',
    });
    expect(cancelled.json()).toEqual({ outcome: 'CANCELLED' });
    await expectUnchanged(me, order.merchantUid, 'CANCELLED');
    // The same order can still be paid afterwards (PortOne lets a failed merchant_uid be tried again).
    const retry = await complete(me, pay(order), order.merchantUid);
    expect(retry.json().outcome).toBe('ACTIVATED');
  });

  it('answers 502 when PortOne fails, and changes nothing', async () => {
    const me = await student(paid);
    const order = await checkout(me);
    const impUid = pay(order);
    portone.failWith = 503;
    try {
      const res = await complete(me, impUid, order.merchantUid);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'E_PAYMENT_PROVIDER',
        message: "We couldn't confirm the payment with the payment service. Please try again shortly.",
      });
      await expectUnchanged(me, order.merchantUid);
    } finally {
      portone.failWith = null;
    }
    expect((await complete(me, impUid, order.merchantUid)).json().outcome).toBe('ACTIVATED');
  });

  it('names the bad field, and keeps no secret or token in what it records', async () => {
    const missing = await webhook({ merchant_uid: 'mb_x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/imp_uid/);
    const me = await student(paid);
    const empty = await call(paid, me, 'POST', MEMBERSHIP_PATHS.complete, {
      impUid: '',
      merchantUid: 'x',
    });
    expect(empty.json().message).toMatch(/impUid/);

    const order = await checkout(me);
    await webhook({ imp_uid: pay(order, { amount: 1 }), merchant_uid: order.merchantUid, status: 'paid' });
    await complete(me, pay(order), order.merchantUid);
    const dump = rowsOf<{ t: string }>(
      await beta.database.db.execute(
        sql`select coalesce(string_agg(row_to_json(e)::text, ''), '') as t from payment_events e`,
      ),
    )[0]?.t;
    expect(dump).toContain(order.merchantUid);
    for (const secret of [PORTONE_SECRET, PORTONE_KEY, ...portone.tokens]) expect(dump).not.toContain(secret);
  });
});
