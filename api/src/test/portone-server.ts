// A local stand-in for PortOne V1's REST API: issues access tokens for one key pair and answers payment look-ups from
// the payments a test puts in it; what it was asked is recorded.
import { randomBytes } from 'node:crypto';
import { sendJson, startLocalServer, type LocalServer } from './http-server.js';

export const PORTONE_KEY = 'test-rest-api-key';
export const PORTONE_SECRET = 'test-rest-api-secret-0123456789';

export interface FakePayment {
  imp_uid: string;
  merchant_uid: string;
  amount: number;
  currency: string;
  status: 'ready' | 'paid' | 'failed' | 'cancelled';
  receipt_url?: string | null;
  paid_at?: number;
}

export interface FakePortOne extends LocalServer {
  payments: Map<string, FakePayment>;
  /** Tokens handed out so far (a test checks none reaches a log or the database). */
  tokens: string[];
  /** While set, every call is answered with this status (an outage). */
  failWith: number | null;
}

export async function startFakePortOne(): Promise<FakePortOne> {
  const payments = new Map<string, FakePayment>();
  const tokens: string[] = [];
  // eslint-disable-next-line prefer-const -- assigned once the server is up; the handler reads its failWith
  let fake: FakePortOne;
  const server = await startLocalServer((request, res) => {
    if (fake.failWith !== null)
      return sendJson(res, fake.failWith, { code: -1, message: 'unavailable', response: null });
    if (request.method === 'POST' && request.url === '/users/getToken') {
      const body = request.body as { imp_key?: string; imp_secret?: string };
      if (body.imp_key !== PORTONE_KEY || body.imp_secret !== PORTONE_SECRET) {
        return sendJson(res, 401, { code: -1, message: '아임포트 API 키가 올바르지 않습니다.', response: null });
      }
      const token = randomBytes(20).toString('hex');
      tokens.push(token);
      const now = Math.floor(Date.now() / 1000);
      return sendJson(res, 200, {
        code: 0,
        message: null,
        response: { access_token: token, now, expired_at: now + 1800 },
      });
    }
    const match = /^\/payments\/([^/?]+)$/.exec(request.url);
    if (request.method === 'GET' && match) {
      if (!tokens.includes(String(request.headers.authorization))) {
        return sendJson(res, 401, { code: -1, message: 'Unauthorized', response: null });
      }
      const payment = payments.get(decodeURIComponent(match[1] ?? ''));
      if (!payment) return sendJson(res, 404, { code: -1, message: '존재하지 않는 결제정보입니다.', response: null });
      return sendJson(res, 200, {
        code: 0,
        message: null,
        response: { pay_method: 'card', pg_provider: 'kakaopay', ...payment },
      });
    }
    sendJson(res, 404, { code: -1, message: 'not found', response: null });
  });
  fake = Object.assign(server, { payments, tokens, failWith: null as number | null });
  return fake;
}
