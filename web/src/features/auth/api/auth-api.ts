// The account calls of the app. Calls that start a session go through the gateway, which keeps the tokens in the
// session cookie and answers `{ accessToken }` only.
import {
  AUTH_PATHS,
  EmailAvailabilitySchema,
  EmailCodeSentSchema,
  OAuthExchangeSchema,
  OAuthProvidersSchema,
  OAuthStartSchema,
  type ChangePasswordRequest,
  type EmailSignupRequest,
  type OAuthExchange,
  type OAuthProvider,
  type OAuthSignupRequest,
} from '@mathbridge/contract';
import { z } from 'zod';
import { request } from '../../../lib/http';

const SessionStartedSchema = z.object({ accessToken: z.string().min(1) });

/** Account screens show their own errors next to the fields, so nothing here alerts by itself. */
const quiet = { errorMode: 'silent' as const };

export async function login(email: string, password: string): Promise<string> {
  const { accessToken } = await request(AUTH_PATHS.login, {
    method: 'POST',
    body: { email, password },
    schema: SessionStartedSchema,
    withAuth: false,
    ...quiet,
  });
  return accessToken;
}

export async function signup(body: EmailSignupRequest | OAuthSignupRequest): Promise<string> {
  const { accessToken } = await request(AUTH_PATHS.signup, {
    method: 'POST',
    body,
    schema: SessionStartedSchema,
    withAuth: false,
    ...quiet,
  });
  return accessToken;
}

export async function checkEmailAvailable(email: string): Promise<boolean> {
  const { available } = await request(`${AUTH_PATHS.emailAvailability}?email=${encodeURIComponent(email)}`, {
    schema: EmailAvailabilitySchema,
    withAuth: false,
    ...quiet,
  });
  return available;
}

export function sendEmailCode(email: string) {
  return request(AUTH_PATHS.emailCode, {
    method: 'POST',
    body: { email },
    schema: EmailCodeSentSchema,
    withAuth: false,
    ...quiet,
  });
}

export async function verifyEmailCode(email: string, code: string): Promise<void> {
  await request(AUTH_PATHS.emailCodeVerify, { method: 'POST', body: { email, code }, withAuth: false, ...quiet });
}

export async function forgotPassword(email: string): Promise<void> {
  await request(AUTH_PATHS.forgotPassword, { method: 'POST', body: { email }, withAuth: false, ...quiet });
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await request(AUTH_PATHS.changePassword, { method: 'POST', body, ...quiet });
}

export async function withdraw(password?: string): Promise<void> {
  await request(AUTH_PATHS.withdraw, { method: 'POST', body: password ? { password } : {}, ...quiet });
}

export function getOAuthProviders() {
  return request(AUTH_PATHS.oauthProviders, {
    schema: OAuthProvidersSchema,
    withAuth: false,
    showLoading: false,
    ...quiet,
  });
}

export async function startOAuth(provider: OAuthProvider): Promise<string> {
  const { authorizationUrl } = await request(AUTH_PATHS.oauthStart, {
    method: 'POST',
    body: { provider },
    schema: OAuthStartSchema,
    withAuth: false,
    ...quiet,
  });
  return authorizationUrl;
}

export function exchangeOAuth(body: {
  provider: OAuthProvider;
  code: string;
  state: string;
  iss?: string;
}): Promise<OAuthExchange> {
  return request(AUTH_PATHS.oauthExchange, {
    method: 'POST',
    body,
    schema: OAuthExchangeSchema,
    withAuth: false,
    ...quiet,
  });
}

export async function redeemOAuthTicket(ticket: string): Promise<string> {
  const { accessToken } = await request(AUTH_PATHS.oauthCallback, {
    method: 'POST',
    body: { ticket },
    schema: SessionStartedSchema,
    withAuth: false,
    ...quiet,
  });
  return accessToken;
}
