import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { readyGateway } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await readyGateway({
    UPSTREAM_URL: upstream.url,
    TRANSLATE_RATE_LIMIT: '3',
    AUTH_RATE_LIMIT_PER_IP: '4',
    AUTH_RATE_LIMIT_PER_EMAIL: '2',
    EVENTS_RATE_LIMIT: '3',
    PUBLIC_RATE_LIMIT: '2',
    EMAIL_CHECK_RATE_LIMIT: '2',
  });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  upstream.on('POST /api/translate/exec', (request, response) =>
    json(
      response,
      200,
      (JSON.parse(request.body) as { textList: string[] }).textList.map((t) => t.toUpperCase()),
    ),
  );
  upstream.on('POST /api/auth/login', (request, response) => {
    const { email } = JSON.parse(request.body) as { email: string };
    json(response, 200, tokenPair(email));
  });
  upstream.on('POST /api/auth/email-code', (_request, response) => json(response, 200, { sent: true }));
  upstream.on('POST /v1/api/events', (_request, response) => json(response, 202, { accepted: true }));
  upstream.on('GET /api/auth/email-availability', (_request, response) => json(response, 200, { available: true }));
  upstream.on('GET /v1/api/samples', (_request, response) => json(response, 200, { problems: [] }));
});

const translate = (remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: SPEC_CALLS.translate,
    payload: { textList: ['hello'], languageCode: 'en' },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe('the translate limit', () => {
  it('allows TRANSLATE_RATE_LIMIT requests a minute per IP, then answers 429 JSON with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await translate('198.51.100.1')).statusCode).toBe(200);
    const refused = await translate('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'E_RATE_LIMIT',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await translate('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts a logged-in user on their own, wherever they connect from', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'learner@example.com', password: 'x' },
      remoteAddress: '198.51.100.50',
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    expect(cookie.startsWith(SESSION_COOKIE)).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      expect((await translate(`198.51.100.${60 + i}`, cookie)).statusCode).toBe(200);
    }
    expect((await translate('198.51.100.99', cookie)).statusCode).toBe(429);
    expect((await translate('198.51.100.99')).statusCode).toBe(200);
  });
});

describe('the login and e-mail-code limits', () => {
  const login = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess' }, remoteAddress });

  it('limits logins per e-mail address and client address, whatever the letter case', async () => {
    expect((await login('target@example.com', '203.0.113.1')).statusCode).toBe(200);
    expect((await login('Target@Example.com', '203.0.113.1')).statusCode).toBe(200);
    const refused = await login('target@example.com', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'E_RATE_LIMIT' });
    expect(refused.headers['retry-after']).toBeTruthy();
    // The owner, somewhere else, is not refused because of the guesses.
    expect((await login('target@example.com', '203.0.113.2')).statusCode).toBe(200);
    expect(upstream.received.filter((r) => r.url === '/api/auth/login')).toHaveLength(3);
  });

  it('counts e-mail codes and temporary passwords apart from logins', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress });
    upstream.on('POST /api/auth/password/forgot', (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const ip = '203.0.113.40';
    expect((await login('walker@example.com', ip)).statusCode).toBe(200);
    expect((await login('walker@example.com', ip)).statusCode).toBe(200);
    expect((await login('walker@example.com', ip)).statusCode).toBe(429);
    expect((await forgot('walker@example.com', ip)).statusCode).toBe(204);
    expect((await forgot('walker@example.com', ip)).statusCode).toBe(204);
    expect((await forgot('walker@example.com', ip)).statusCode).toBe(429);
  });

  it('limits tries per IP across addresses', async () => {
    const ip = '203.0.113.77';
    expect((await login('a@example.com', ip)).statusCode).toBe(200);
    expect((await login('b@example.com', ip)).statusCode).toBe(200);
    expect((await login('c@example.com', ip)).statusCode).toBe(200);
    expect((await login('d@example.com', ip)).statusCode).toBe(200);
    expect((await login('e@example.com', ip)).statusCode).toBe(429);
    // Codes have their own per-IP counter.
    const code = await app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'c@example.com' },
      remoteAddress: ip,
    });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toEqual({ sent: true });
  });

  it('counts rejections in the metrics', async () => {
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/gateway_rate_limit_rejections_total\{limit="translate"\} [1-9]/);
    expect(text).toMatch(/gateway_rate_limit_rejections_total\{limit="auth-email"\} [1-9]/);
    expect(text).toMatch(/gateway_rate_limit_rejections_total\{limit="auth-ip"\} [1-9]/);
  });
});

describe('the analytics-event and e-mail availability limits', () => {
  const event = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/v1/api/events', payload: { name: 'page_view' }, remoteAddress });
  const emailCheck = (remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/auth/email-availability?email=a%40example.com', remoteAddress });

  it('forwards EVENTS_RATE_LIMIT events a minute per client, then answers 429 without calling the api', async () => {
    for (let i = 0; i < 3; i += 1) expect((await event('198.51.100.70')).statusCode).toBe(202);
    const refused = await event('198.51.100.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'E_RATE_LIMIT' });
    expect(upstream.received.filter((r) => r.url === '/v1/api/events')).toHaveLength(3);
    expect((await event('198.51.100.71')).statusCode).toBe(202);
  });

  it('limits e-mail availability checks per IP, so addresses cannot be probed in bulk', async () => {
    for (let i = 0; i < 2; i += 1) expect((await emailCheck('198.51.100.80')).json()).toEqual({ available: true });
    const refused = await emailCheck('198.51.100.80');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.received.filter((r) => r.url.startsWith('/api/auth/email-availability'))).toHaveLength(2);
  });

  it('limits the public test samples and shared reports per IP', async () => {
    const open = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/v1/api/shared/open', payload: { token: 'x' }, remoteAddress });
    for (let i = 0; i < 2; i += 1) expect((await open('198.51.100.85')).statusCode).not.toBe(429);
    expect((await open('198.51.100.85')).statusCode).toBe(429);
    const sample = await app.inject({
      method: 'GET',
      url: '/v1/api/samples/tests/sat',
      remoteAddress: '198.51.100.86',
    });
    expect(sample.statusCode).not.toBe(429);
    expect(upstream.received.filter((r) => r.url === '/v1/api/shared/open')).toHaveLength(2);
  });

  it('leaves other forwarded calls unlimited', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await app.inject({ method: 'GET', url: '/v1/api/samples', remoteAddress: '198.51.100.90' })).statusCode,
      ).toBe(200);
    }
  });
});
