// Sign-in with Google over HTTP, against a local OpenID provider that issues the ID tokens.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS, OAuthExchangeSchema, SPEC_CALLS, TokenPairSchema, UserMeSchema } from '@mathbridge/contract';
import { useMailTestApp } from '../../test/app.js';

const REDIRECT_BASE = 'https://app.mathbridge.test';
let provider: OAuth2Server;
/** The claims the provider puts in the next ID token. */
let identity: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
});

afterAll(async () => {
  await provider.stop();
});

const t = useMailTestApp({
  env: () => ({
    OAUTH_REDIRECT_BASE_URL: REDIRECT_BASE,
    GOOGLE_CLIENT_ID: 'mathbridge-web',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: provider.issuer.url ?? '',
  }),
});

beforeEach(() => {
  identity = { sub: 'google-user-1', email: 'Sky@Gmail.com', email_verified: true, name: 'Sky' };
});

const profile = {
  terms: { service: true, privacy: true, marketing: false },
  name: '하늘',
  birthday: '2009-01-02',
  gradeClass: 'HIGH',
  gradeSub: 1,
  sex: 'man',
  countryCode: 'US',
};

/** Runs the browser's part: start, follow the provider's redirect back to /callback/google, exchange the code. */
async function signInWithGoogle() {
  const start = await t.app.inject({ method: 'POST', url: AUTH_PATHS.oauthStart, payload: { provider: 'google' } });
  expect(start.statusCode, start.body).toBe(200);
  const authorizationUrl = new URL(start.json<{ authorizationUrl: string }>().authorizationUrl);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${REDIRECT_BASE}/callback/google`);
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();

  const redirect = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const callback = new URL(redirect.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(`${REDIRECT_BASE}/callback/google`);
  const body = {
    provider: 'google',
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
  };
  const exchange = await t.app.inject({ method: 'POST', url: AUTH_PATHS.oauthExchange, payload: body });
  return { exchange, body };
}

describe('Kakao and Google sign-in', () => {
  it('lists only the configured providers and refuses the others', async () => {
    const res = await t.app.inject({ method: 'GET', url: AUTH_PATHS.oauthProviders });
    expect(res.json()).toEqual({ kakao: false, google: true });
    const kakao = await t.app.inject({ method: 'POST', url: AUTH_PATHS.oauthStart, payload: { provider: 'kakao' } });
    expect(kakao.statusCode).toBe(404);
    expect(kakao.json<{ code: string }>().code).toBe('E_OAUTH_DISABLED');
  });

  it('sends a first sign-in to signupAfter, then logs the same identity in with a one-time ticket', async () => {
    const first = await signInWithGoogle();
    expect(first.exchange.statusCode, first.exchange.body).toBe(200);
    const pending = OAuthExchangeSchema.parse(first.exchange.json());
    expect(pending).toMatchObject({ status: 'signup', email: 'sky@gmail.com', emailVerified: true, name: 'Sky' });
    if (pending.status !== 'signup') throw new Error('expected a pending sign-up');

    // The code and state are used once.
    const replay = await t.app.inject({ method: 'POST', url: AUTH_PATHS.oauthExchange, payload: first.body });
    expect(replay.statusCode).toBe(400);

    const missingTerms = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: { method: 'oauth', pendingToken: pending.pendingToken, ...profile, terms: { service: false } },
    });
    expect(missingTerms.json()).toEqual({
      code: 'E_VALIDATION',
      message: 'You must agree to the required terms and conditions to join',
    });

    const signup = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: { method: 'oauth', pendingToken: pending.pendingToken, ...profile },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const pair = TokenPairSchema.parse(signup.json());
    const me = UserMeSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: SPEC_CALLS.me,
          headers: { authorization: `Bearer ${pair.accessToken}` },
        })
      ).json(),
    );
    expect(me).toMatchObject({ email: 'sky@gmail.com', name: '하늘', hasPassword: false, providers: ['google'] });

    const second = await signInWithGoogle();
    const login = OAuthExchangeSchema.parse(second.exchange.json());
    if (login.status !== 'login') throw new Error('expected a login ticket');
    const callback = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.oauthCallback,
      payload: { ticket: login.ticket },
    });
    expect(callback.statusCode).toBe(200);
    TokenPairSchema.parse(callback.json());
    const again = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.oauthCallback,
      payload: { ticket: login.ticket },
    });
    expect(again.statusCode).toBe(400);
  });

  it('links a verified address to the account that already has it', async () => {
    const code = await t.app.inject({ method: 'POST', url: AUTH_PATHS.emailCode, payload: { email: 'sky@gmail.com' } });
    expect(code.statusCode).toBe(200);
    const mail = await t.smtp.next('sky@gmail.com');
    const emailCode = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const signup = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: {
        method: 'email',
        email: 'sky@gmail.com',
        emailCode,
        password: 'abcd123!',
        passwordConfirm: 'abcd123!',
        ...profile,
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const { exchange } = await signInWithGoogle();
    expect(OAuthExchangeSchema.parse(exchange.json()).status).toBe('login');
  });

  it('asks for a verified e-mail when the provider did not verify one', async () => {
    identity = { sub: 'google-user-2', email: 'unverified@example.com', email_verified: false, name: 'Moon' };
    const { exchange } = await signInWithGoogle();
    const pending = OAuthExchangeSchema.parse(exchange.json());
    if (pending.status !== 'signup') throw new Error('expected a pending sign-up');
    expect(pending.emailVerified).toBe(false);
    const withoutEmail = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: { method: 'oauth', pendingToken: pending.pendingToken, ...profile },
    });
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json<{ message: string }>().message).toBe('Invalid e-mail address');

    await t.app.inject({ method: 'POST', url: AUTH_PATHS.emailCode, payload: { email: 'moon@example.com' } });
    const mail = await t.smtp.next('moon@example.com');
    const emailCode = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const ok = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: {
        method: 'oauth',
        pendingToken: pending.pendingToken,
        email: 'moon@example.com',
        emailCode,
        ...profile,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an unknown state and a forged pending token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.oauthExchange,
      payload: { provider: 'google', code: 'abc', state: 'never-issued' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('E_OAUTH_FAILED');
    const forged = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.signup,
      payload: { method: 'oauth', pendingToken: 'a.b.c', ...profile },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ code: string }>().code).toBe('E_PENDING_EXPIRED');
  });
});
