import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { LogCapture, makeWebDist, testConfig } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';

let upstream: FakeUpstream;
let app: FastifyInstance;
const logs = new LogCapture();
const pair = tokenPair('user-42');

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.on('POST /api/auth/login', (_request, response) => json(response, 200, pair));
  upstream.on('GET /api/user/me', (_request, response) =>
    json(response, 200, { id: 42 }, { 'set-cookie': 'upstream=secret-cookie-value' }),
  );
  upstream.on('GET /v2/api/comm/course/map', (_request, response) => json(response, 200, { grades: [] }));
  app = await buildGateway(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist() }), { logStream: logs });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

const completed = (id: string) => logs.lines.filter((line) => line.reqId === id && line.msg === 'request completed');

describe('the request log', () => {
  it('writes one line per request with id, method, path, status, durations, cache status and user', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.com', password: 'p4ssw0rd-secret' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const res = await app.inject({
      method: 'GET',
      url: `${SPEC_CALLS.me}?code=123456`,
      headers: { cookie, authorization: `Bearer ${pair.accessToken}`, 'x-request-id': 'support-ticket-0001' },
    });
    expect(res.statusCode).toBe(200);
    const lines = completed('support-ticket-0001');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/me',
      status: 200,
      userId: 'user-42',
      cache: null,
    });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));
    expect(lines[0]?.upstreamMs).toEqual(expect.any(Number));

    await app.inject({ method: 'GET', url: SPEC_CALLS.courseMap, headers: { 'x-request-id': 'course-map-0001' } });
    await app.inject({ method: 'GET', url: SPEC_CALLS.courseMap, headers: { 'x-request-id': 'course-map-0002' } });
    expect(completed('course-map-0001')[0]).toMatchObject({ cache: 'MISS' });
    expect(completed('course-map-0002')[0]).toMatchObject({ cache: 'HIT', upstreamMs: null });
  });

  it('never writes passwords, tokens, cookies or query strings', async () => {
    await app.inject({
      method: 'GET',
      url: '/v1/api/unknown?token=query-secret',
      headers: { authorization: 'Bearer header-secret', cookie: 'a=crumb-hidden-value' },
    });
    // Whatever a plugin logs with request context or a body goes through the same redaction.
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer probe-secret', cookie: 'c=probe-cookie' } },
        body: { password: 'probe-password', refreshToken: 'probe-refresh', accessToken: 'probe-access' },
      },
      'redaction probe',
    );
    const text = logs.text();
    for (const secret of [
      'p4ssw0rd-secret',
      pair.accessToken,
      pair.refreshToken,
      'secret-cookie-value',
      'query-secret',
      'header-secret',
      'crumb-hidden-value',
      'probe-secret',
      'probe-cookie',
      'probe-password',
      'probe-refresh',
      'probe-access',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('never writes an e-mail address, from the query or the path, on any lane', async () => {
    upstream.on('GET /api/auth/email-availability', (_request, response) => json(response, 200, { available: true }));
    upstream.on('GET /v1/api/share/student.three@example.com', (_request, response) => json(response, 200, {}));
    const addresses = [
      'student.one@example.com',
      'student.two@example.com',
      'student.three@example.com',
      'student.four@example.com',
      'student.five@example.com',
    ];
    const ids: string[] = [];
    const send = async (url: string, extra: { method?: 'GET' | 'POST'; payload?: string } = {}) => {
      const id = `email-probe-${String(ids.length).padStart(4, '0')}`;
      ids.push(id);
      await app.inject({
        method: extra.method ?? 'GET',
        url,
        headers: { 'x-request-id': id, 'content-type': 'application/json' },
        payload: extra.payload,
      });
    };
    await send('/api/auth/email-availability?email=student.one@example.com');
    await send('/api/auth/email-availability?email=student.two%40example.com&token=query-secret-2');
    await send('/v1/api/share/student.three@example.com');
    await send('/v1/api/users/student.four%40example.com/exists');
    await send('/nowhere/student.four@example.com');
    await send('/api/auth/login', { method: 'POST', payload: '{"email":"student.five@example.com","password":' });
    // The fast lane writes the same line through the same function.
    app.accessLog(
      { id: 'email-probe-lane', upstreamMs: null, cacheStatus: null, userId: null },
      'GET',
      '/v1/api/share/student.three@example.com?email=student.one@example.com',
      200,
      1,
    );

    for (const id of ids) expect(completed(id), id).toHaveLength(1);
    expect(completed('email-probe-0002')[0]).toMatchObject({ path: '/v1/api/share/[email]' });
    expect(completed('email-probe-0003')[0]).toMatchObject({ path: '/v1/api/users/[email]/exists' });
    expect(completed('email-probe-lane')[0]).toMatchObject({ path: '/v1/api/share/[email]' });
    const text = logs.text();
    for (const address of addresses) {
      expect(text, address).not.toContain(address);
      expect(text, address).not.toContain(address.replace('@', '%40'));
    }
    expect(text).not.toContain('query-secret-2');
  });
});
