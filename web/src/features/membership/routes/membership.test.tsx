// The membership screen with payments on, against a local server: the order the server made goes to PortOne's
// checkout as it is (channel, amount, return address), the checkout's answer lands on the callback screen, which has
// the server verify it and says what happened; a refusal says the membership is unchanged.
import { MEMBERSHIP_PATHS } from '@mathbridge/contract';
import type { CheckoutOrder, Membership, PaymentResult } from '@mathbridge/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import MembershipRoute from './membership';
import PaymentCallbackRoute from './payment-callback';

const server = recordingServerForFile();

const membership: Membership = {
  plan: 'MEMBERSHIP',
  state: 'NONE',
  beta: false,
  price: { amount: 9900, currency: 'KRW', periodDays: 30 },
  startedAt: null,
  periodEnd: null,
  renewsAt: null,
  cancelledAt: null,
  checkout: { impCode: 'imp12345678', channel: 'channel-key-kakaopay' },
};

const order: CheckoutOrder = {
  impCode: 'imp12345678',
  channel: 'channel-key-kakaopay',
  payMethod: 'card',
  merchantUid: 'mb_20261124_abcdefghijkl',
  name: 'MathBridge Membership',
  amount: 9900,
  currency: 'KRW',
  buyerName: 'Minji',
  buyerEmail: 'minji@example.com',
  redirectPath: '/payment/callback/iamport/kakaopay',
};

const paid: PaymentResult = {
  outcome: 'ACTIVATED',
  order: {
    merchantUid: order.merchantUid,
    plan: 'MEMBERSHIP',
    amount: 9900,
    currency: 'KRW',
    status: 'PAID',
    createdAt: '2026-11-24T10:00:00.000Z',
    paidAt: '2026-11-24T10:01:00.000Z',
    receiptUrl: 'https://iniweb.inicis.com/receipt/1',
  },
  membership: {
    ...membership,
    state: 'ACTIVE',
    startedAt: '2026-11-24T10:01:00.000Z',
    periodEnd: '2026-12-24T10:01:00.000Z',
  },
};

beforeAll(() => {
  setUpHttp();
});

afterEach(() => {
  delete window.IMP;
});

function renderAt(url: string, { strict = false } = {}) {
  useLanguageStore.getState().chooseGlobal();
  initI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/more/membership', Component: MembershipRoute },
      { path: '/payment/callback/iamport/kakaopay', Component: PaymentCallbackRoute },
    ],
    { initialEntries: [url] },
  );
  const app = (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
}

describe('membership with payments on', { timeout: 20_000 }, () => {
  it("opens PortOne's checkout with the server's order, then has the server verify the payment", async () => {
    const requestPay = vi.fn((_params: Record<string, unknown>, done: (response: object) => void) =>
      done({ success: true, imp_uid: 'imp_123456789012', merchant_uid: order.merchantUid }),
    );
    const init = vi.fn();
    window.IMP = { init, request_pay: requestPay };
    server.on('GET /v1/api/membership', { status: 200, body: membership });
    server.on('POST /v1/api/membership/subscribe', { status: 200, body: { kind: 'checkout', order } });
    server.on('POST /v1/api/membership/payments/complete', { status: 200, body: paid });

    renderAt('/more/membership');
    expect(await screen.findByTestId('membership-price')).toHaveTextContent('₩9,900 for 30 days');
    expect(screen.queryByText('Beta: free')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with KakaoPay' }));

    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(init).toHaveBeenCalledWith('imp12345678');
    expect(requestPay.mock.calls[0]?.[0]).toEqual({
      pg: 'channel-key-kakaopay',
      pay_method: 'card',
      merchant_uid: order.merchantUid,
      name: 'MathBridge Membership',
      amount: 9900,
      currency: 'KRW',
      buyer_email: 'minji@example.com',
      buyer_name: 'Minji',
      m_redirect_url: `${window.location.origin}/payment/callback/iamport/kakaopay`,
    });
    // The browser never sends an amount: only the ids, for the server to look up at PortOne.
    const complete = server.requests.find((r) => r.path === MEMBERSHIP_PATHS.complete);
    expect(complete?.body).toEqual({ impUid: 'imp_123456789012', merchantUid: order.merchantUid });
    expect(screen.getByText(/Your membership is active until \d{4}-\d{2}-\d{2}\./)).toBeInTheDocument();
  });

  it('says the membership is unchanged when the server refuses the payment', async () => {
    server.on('POST /v1/api/membership/payments/complete', {
      status: 400,
      body: { code: 'E_PAYMENT_REFUSED', message: 'The amount paid does not match the order.' },
    });
    renderAt(`/payment/callback/iamport/kakaopay?imp_uid=imp_9&merchant_uid=${order.merchantUid}&imp_success=true`);
    expect(await screen.findByRole('heading', { name: "We couldn't confirm this payment" })).toBeInTheDocument();
    expect(screen.getByText(/Your membership is unchanged\./)).toBeInTheDocument();
  });

  it('says a payment the checkout reports failed did not go through, and still passes it on for the order', async () => {
    server.on('POST /v1/api/membership/payments/complete', { status: 200, body: { ...paid, outcome: 'FAILED' } });
    renderAt(`/payment/callback/iamport/kakaopay?imp_uid=imp_8&merchant_uid=${order.merchantUid}&imp_success=false`);
    expect(await screen.findByRole('heading', { name: "The payment didn't go through" })).toBeInTheDocument();
    // The failure is shown from the checkout's own word; the order's update may still be on its way.
    await waitFor(() => expect(server.requests.some((r) => r.path === MEMBERSHIP_PATHS.complete)).toBe(true));
  });

  it('has the server check a returned payment exactly once, also under StrictMode', async () => {
    server.on('POST /v1/api/membership/payments/complete', { status: 200, body: paid });
    renderAt(`/payment/callback/iamport/kakaopay?imp_uid=imp_7&merchant_uid=${order.merchantUid}&imp_success=true`, {
      strict: true,
    });
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    const checks = server.requests.filter((r) => r.path === MEMBERSHIP_PATHS.complete);
    expect(checks).toHaveLength(1);
  });
});
