import { SPEC_CALLS } from '@mathbridge/contract';
import type { TokenPair } from '@mathbridge/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { readyGateway } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';

let upstream: FakeUpstream;
let app: FastifyInstance;
let accessLifetimeMs = 15 * 60_000;
const issued: TokenPair[] = [];
const revoked = new Set<string>();

function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

function cookieHeader(res: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] as string;
}

function fakeAccounts(): void {
  upstream.on('POST /api/auth/login', (request, response) => {
    const { email, password } = JSON.parse(request.body) as { email: string; password: string };
    if (password !== 'correct horse') {
      return json(response, 401, { code: 'E_UNAUTHORIZED', message: 'Invalid e-mail or password' });
    }
    const pair = tokenPair(email.split('@')[0] as string, accessLifetimeMs);
    issued.push(pair);
    json(response, 200, pair);
  });
  upstream.on('POST /api/auth/refresh', async (request, response) => {
    const { refreshToken } = JSON.parse(request.body) as { refreshToken: string };
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 30));
    if (revoked.has(refreshToken)) return json(response, 401, { code: 'E00001', message: 'Invalid token' });
    revoked.add(refreshToken);
    const pair = tokenPair('student', 15 * 60_000);
    issued.push(pair);
    json(response, 200, pair);
  });
  upstream.on('POST /api/auth/logout', (request, response) => {
    revoked.add((JSON.parse(request.body) as { refreshToken: string }).refreshToken);
    response.writeHead(204).end();
  });
}

const login = (password = 'correct horse') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'student@example.com', password } });

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await readyGateway({
    UPSTREAM_URL: upstream.url,
    // This file logs in over and over as one student; the limits have their own tests.
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  fakeAccounts();
  accessLifetimeMs = 15 * 60_000;
  issued.length = 0;
});

describe('login', () => {
  it('keeps the token pair in an httpOnly, Secure, SameSite=Lax cookie and gives the browser the access token only', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const pair = issued[0] as TokenPair;
    expect(res.json()).toEqual({ accessToken: pair.accessToken });
    const cookie = sessionCookieOf(res) as string;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=\d{7}/);
    // Sealed: neither token can be read from the cookie.
    expect(res.payload).not.toContain(pair.refreshToken);
    expect(JSON.stringify(res.headers)).not.toContain(pair.refreshToken);
    expect(cookie).not.toContain(pair.accessToken);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('forwards the credentials to the upstream with the gateway headers', async () => {
    await login();
    const sent = upstream.received[0];
    expect(sent?.url).toBe('/api/auth/login');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ email: 'student@example.com', password: 'correct horse' });
    expect(sent?.headers['x-forwarded-proto']).toBe('https');
    expect(sent?.headers.timezone).toBe('Asia/Seoul');
  });

  it("passes the upstream's refusal through and sets no cookie", async () => {
    const res = await login('wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'E_UNAUTHORIZED', message: 'Invalid e-mail or password' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('GET /api/jwt', () => {
  it('returns null without a session', async () => {
    const res = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt });
    expect(res.json()).toEqual({ accessToken: null });
  });

  it('returns the access token from the cookie without asking the upstream while it is fresh', async () => {
    const cookie = cookieHeader(await login());
    upstream.received.length = 0;
    const res = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } });
    expect(res.json()).toEqual({ accessToken: issued[0]?.accessToken });
    expect(upstream.received).toHaveLength(0);
  });

  it('refreshes through the upstream when the access token expires within a minute, once for concurrent calls', async () => {
    accessLifetimeMs = 30_000;
    const cookie = cookieHeader(await login());
    const first = issued[0] as TokenPair;
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } }),
      app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } }),
    ]);
    const refreshes = upstream.received.filter((r) => r.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '{}')).toEqual({ refreshToken: first.refreshToken });
    const renewed = issued[1] as TokenPair;
    expect(a.json()).toEqual({ accessToken: renewed.accessToken });
    expect(b.json()).toEqual({ accessToken: renewed.accessToken });
    // The new pair replaces the old one in the cookie.
    const next = cookieHeader(a);
    expect(next).not.toBe(cookie);
    upstream.received.length = 0;
    const later = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie: next } });
    expect(later.json()).toEqual({ accessToken: renewed.accessToken });
    expect(upstream.received).toHaveLength(0);
  });

  it('clears the cookie and returns null when the upstream refuses the refresh', async () => {
    accessLifetimeMs = 10_000;
    const cookie = cookieHeader(await login());
    revoked.add((issued[0] as TokenPair).refreshToken);
    const res = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } });
    expect(res.json()).toEqual({ accessToken: null });
    expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('treats a forged or altered cookie as no session and clears it', async () => {
    const cookie = cookieHeader(await login());
    const [name, value] = cookie.split('=') as [string, string];
    const altered = `${name}=${value.slice(0, -4)}${value.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const bad of [altered, `${SESSION_COOKIE}=not-a-session`]) {
      const res = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie: bad } });
      expect(res.json()).toEqual({ accessToken: null });
      expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
  });

  it('answers 502 and keeps the session when the upstream is down during a refresh', async () => {
    accessLifetimeMs = 10_000;
    const cookie = cookieHeader(await login());
    upstream.on('POST /api/auth/refresh', (_request, response) => response.destroy());
    const res = await app.inject({ method: 'GET', url: SPEC_CALLS.jwt, headers: { cookie } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'E_UPSTREAM' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('DELETE /api/jwt', () => {
  it('revokes the refresh token upstream, clears the cookie and answers 204, twice over', async () => {
    const cookie = cookieHeader(await login());
    const pair = issued[0] as TokenPair;
    const res = await app.inject({ method: 'DELETE', url: SPEC_CALLS.jwt, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const logout = upstream.received.find((r) => r.url === '/api/auth/logout');
    expect(JSON.parse(logout?.body ?? '{}')).toEqual({ refreshToken: pair.refreshToken });

    const again = await app.inject({ method: 'DELETE', url: SPEC_CALLS.jwt });
    expect(again.statusCode).toBe(204);
    expect(upstream.received.filter((r) => r.url === '/api/auth/logout')).toHaveLength(1);
  });

  it('logs the browser out even when the upstream is unreachable', async () => {
    const cookie = cookieHeader(await login());
    upstream.on('POST /api/auth/logout', (_request, response) => response.destroy());
    const res = await app.inject({ method: 'DELETE', url: SPEC_CALLS.jwt, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});

describe('the session cookie and the upstream', () => {
  it('is never forwarded upstream, while other cookies and Authorization pass through', async () => {
    const session = cookieHeader(await login());
    upstream.received.length = 0;
    await app.inject({
      method: 'GET',
      url: SPEC_CALLS.me,
      headers: { cookie: `timezone=Europe/Paris; ${session}; theme=dark`, authorization: 'Bearer abc.def.ghi' },
    });
    const sent = upstream.received[0];
    expect(sent?.headers.cookie).toBe('timezone=Europe/Paris; theme=dark');
    expect(sent?.headers.authorization).toBe('Bearer abc.def.ghi');
  });
});
