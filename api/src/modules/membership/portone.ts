// PortOne V1 (iamport) REST client: an access token from the merchant's REST API key and secret (kept until shortly
// before it expires), then a payment looked up by its imp_uid. Only what the verification needs is read.
import { z } from 'zod';
import type { PaymentsConfig } from './config.js';

const TIMEOUT_MS = 10_000;
/** A token is renewed this long before PortOne says it expires. */
const TOKEN_MARGIN_S = 60;

const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ code: z.number(), message: z.string().nullable().optional(), response: response.nullable() });

const TokenSchema = envelope(z.object({ access_token: z.string().min(1), expired_at: z.number(), now: z.number() }));

const PaymentSchema = z.object({
  imp_uid: z.string(),
  merchant_uid: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  receipt_url: z.string().nullable().optional(),
  /** Unix seconds; 0 until paid. */
  paid_at: z.number().nullable().optional(),
});
export type PortOnePayment = z.infer<typeof PaymentSchema>;

export class PortOneError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PortOneError';
  }
}

export class PortOneClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: PaymentsConfig,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private async call(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new PortOneError(`PortOne unreachable: ${(err as Error).name}`, 0);
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.status === 401) this.token = null;
    if (!res.ok) throw new PortOneError(`PortOne answered ${res.status} to ${path.split('/')[1] ?? path}`, res.status);
    return body;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_S * 1000 > this.now()) return this.token.value;
    const body = TokenSchema.safeParse(
      await this.call('/users/getToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ imp_key: this.config.apiKey, imp_secret: this.config.apiSecret }),
      }),
    );
    if (!body.success || body.data.code !== 0 || !body.data.response) {
      throw new PortOneError('PortOne gave no access token', 502);
    }
    const { access_token, expired_at, now } = body.data.response;
    // PortOne's clock decides the lifetime; ours may differ, so only the remaining seconds are used.
    this.token = { value: access_token, expiresAt: this.now() + (expired_at - now) * 1000 };
    return access_token;
  }

  /** PortOne's record of the payment; null when PortOne has none with this id. */
  async payment(impUid: string): Promise<PortOnePayment | null> {
    const token = await this.accessToken();
    let raw: unknown;
    try {
      raw = await this.call(`/payments/${encodeURIComponent(impUid)}`, {
        method: 'GET',
        headers: { authorization: token },
      });
    } catch (err) {
      if (err instanceof PortOneError && err.status === 404) return null;
      throw err;
    }
    const body = envelope(PaymentSchema).safeParse(raw);
    if (!body.success) throw new PortOneError('PortOne answered a payment in an unknown shape', 502);
    return body.data.code === 0 ? body.data.response : null;
  }
}
