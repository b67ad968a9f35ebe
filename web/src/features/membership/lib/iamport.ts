// PortOne V1's browser checkout (iamport.js): loaded only when payments are on and the membership screen asks for it,
// then `IMP.request_pay` with the order the server made. On phones PortOne leaves the page for m_redirect_url; on
// desktop it answers in a callback, which is sent to the same callback screen so one screen verifies both.
import { PAYMENT_CALLBACK_PATH, type CheckoutOrder } from '@mathbridge/contract';

export const IAMPORT_SCRIPT = 'https://cdn.iamport.kr/v1/iamport.js';

interface RequestPayResponse {
  success?: boolean;
  imp_success?: boolean;
  imp_uid?: string | null;
  merchant_uid: string;
  error_msg?: string;
}

interface Iamport {
  init(impCode: string): void;
  request_pay(params: Record<string, unknown>, callback: (response: RequestPayResponse) => void): void;
}

declare global {
  interface Window {
    IMP?: Iamport;
  }
}

let loading: Promise<Iamport> | null = null;

export function loadIamport(): Promise<Iamport> {
  if (window.IMP) return Promise.resolve(window.IMP);
  loading ??= new Promise<Iamport>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = IAMPORT_SCRIPT;
    script.async = true;
    script.onload = () => (window.IMP ? resolve(window.IMP) : reject(new Error('iamport.js did not start')));
    script.onerror = () => {
      loading = null;
      reject(new Error('iamport.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The callback screen's address for a checkout's answer, as PortOne's redirect would write it. */
export function callbackUrl(response: RequestPayResponse): string {
  const query = new URLSearchParams({
    merchant_uid: response.merchant_uid,
    imp_success: String(response.success ?? response.imp_success ?? false),
  });
  if (response.imp_uid) query.set('imp_uid', response.imp_uid);
  return `${PAYMENT_CALLBACK_PATH}?${query.toString()}`;
}

/** Opens PortOne's checkout for the order; `onDone` gets the callback screen's address (desktop). */
export async function openCheckout(order: CheckoutOrder, onDone: (url: string) => void): Promise<void> {
  const imp = await loadIamport();
  imp.init(order.impCode);
  imp.request_pay(
    {
      pg: order.channel,
      pay_method: order.payMethod,
      merchant_uid: order.merchantUid,
      name: order.name,
      amount: order.amount,
      currency: order.currency,
      buyer_email: order.buyerEmail,
      buyer_name: order.buyerName,
      m_redirect_url: `${window.location.origin}${order.redirectPath}`,
    },
    (response) => onDone(callbackUrl(response)),
  );
}

/**
 * What PortOne's return says: the payment to have the server check, or that the browser already knows it did not go
 * through (imp_success=false, an error without success, or no payment id at all).
 */
export function readCheckoutReturn(params: URLSearchParams): {
  impUid: string | null;
  merchantUid: string | null;
  failed: boolean;
} {
  const impUid = params.get('imp_uid')?.trim() || null;
  const merchantUid = params.get('merchant_uid')?.trim() || null;
  const success = params.get('imp_success') ?? params.get('success');
  const failed = success === 'false' || (success === null && params.has('error_msg')) || !impUid || !merchantUid;
  return { impUid, merchantUid, failed };
}
