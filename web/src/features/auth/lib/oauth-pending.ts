// A first Kakao/Google sign-in waits in this tab's storage until /user/signupAfter finishes it (30 minutes at most,
// the life of the api's pending token).
import { OAuthExchangeSchema, type OAuthProvider } from '@mathbridge/contract';
import { z } from 'zod';

const KEY = 'mathbridge.oauthPending';

const PendingSchema = z.object({
  provider: z.enum(['kakao', 'google']),
  exchange: OAuthExchangeSchema,
});

export interface PendingSignup {
  provider: OAuthProvider;
  pendingToken: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export function savePending(provider: OAuthProvider, exchange: z.infer<typeof OAuthExchangeSchema>): void {
  sessionStorage.setItem(KEY, JSON.stringify({ provider, exchange }));
}

export function readPending(): PendingSignup | null {
  try {
    const parsed = PendingSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    if (!parsed.success || parsed.data.exchange.status !== 'signup') return null;
    const { pendingToken, email, emailVerified, name } = parsed.data.exchange;
    return { provider: parsed.data.provider, pendingToken, email, emailVerified, name };
  } catch {
    return null;
  }
}

export function clearPending(): void {
  sessionStorage.removeItem(KEY);
}
