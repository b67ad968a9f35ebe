import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../test/fake-upstream.js';
import { makeWebDist, testConfig } from '../test/setup.js';

let upstream: FakeUpstream;
let app: FastifyInstance;
let trusting: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const base = { UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent' };
  app = await buildGateway(testConfig(base));
  trusting = await buildGateway(testConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' }));
  await Promise.all([app.ready(), trusting.ready()]);
});

afterAll(async () => {
  await Promise.all([app.close(), trusting.close()]);
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  upstream.on('GET /api/echo', (_request, response) =>
    json(response, 200, { ok: true }, { connection: 'keep-alive, x-upstream-private', 'x-upstream-private': 'secret' }),
  );
});

async function forwarded(
  headers: Record<string, string>,
  remoteAddress = '203.0.113.7',
  gateway = app,
): Promise<RecordedRequest> {
  const res = await gateway.inject({ method: 'GET', url: '/api/echo', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  const sent = upstream.received.at(-1);
  if (!sent) throw new Error('nothing reached the upstream');
  return sent;
}

describe('timezone', () => {
  it("uses the client's own zone when it is a valid IANA zone", async () => {
    expect((await forwarded({ timezone: 'America/New_York' })).headers.timezone).toBe('America/New_York');
  });

  it('falls back to the timezone cookie, then to Asia/Seoul', async () => {
    expect((await forwarded({ timezone: 'Mars/Olympus', cookie: 'timezone=Europe%2FBerlin' })).headers.timezone).toBe(
      'Europe/Berlin',
    );
    expect((await forwarded({ timezone: 'nonsense' })).headers.timezone).toBe('Asia/Seoul');
    expect((await forwarded({})).headers.timezone).toBe('Asia/Seoul');
  });
});

describe('translationCode', () => {
  it("uses the client's own code when supported, else the cookie, else ko", async () => {
    expect((await forwarded({ translationcode: 'ja' })).headers.translationcode).toBe('ja');
    expect(
      (await forwarded({ translationcode: 'klingon', cookie: 'translationCode=zh-CN' })).headers.translationcode,
    ).toBe('zh-CN');
    expect((await forwarded({ translationcode: 'klingon' })).headers.translationcode).toBe('ko');
  });
});

describe('x-request-id', () => {
  it('keeps a well-formed id from the client and returns it on the response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/echo', headers: { 'x-request-id': 'req-1234567890' } });
    expect(res.headers['x-request-id']).toBe('req-1234567890');
    expect(upstream.received.at(-1)?.headers['x-request-id']).toBe('req-1234567890');
  });

  it('replaces a malformed id with a new one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/echo', headers: { 'x-request-id': 'bad id\u0001' } });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.received.at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('is on responses the gateway answers itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('x-forwarded-*', () => {
  it('sets them from the connection and replaces what the client sent', async () => {
    const sent = await forwarded({
      host: 'mathbridge.example',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=1.2.3.4',
      'x-real-ip': '1.2.3.4',
    });
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(sent.headers['x-forwarded-proto']).toBe('https');
    expect(sent.headers['x-forwarded-host']).toBe('mathbridge.example');
    expect(sent.headers.forwarded).toBeUndefined();
    expect(sent.headers['x-real-ip']).toBeUndefined();
  });

  it('keeps the chain when TRUST_PROXY names the peer', async () => {
    const sent = await forwarded(
      { host: 'lb.internal', 'x-forwarded-for': '198.51.100.9', 'x-forwarded-host': 'mathbridge.example' },
      '10.1.2.3',
      trusting,
    );
    expect(sent.headers['x-forwarded-for']).toBe('198.51.100.9, 10.1.2.3');
    expect(sent.headers['x-forwarded-host']).toBe('mathbridge.example');
  });

  it('does not believe a peer outside TRUST_PROXY', async () => {
    const sent = await forwarded({ 'x-forwarded-for': '198.51.100.9' }, '192.0.2.1', trusting);
    expect(sent.headers['x-forwarded-for']).toBe('192.0.2.1');
  });
});

describe('pass-through and hop-by-hop', () => {
  it('passes viewUrl and Authorization unchanged', async () => {
    const sent = await forwarded({ viewurl: '/study/unit/3?x=1', authorization: 'Bearer a.b.c' });
    expect(sent.headers.viewurl).toBe('/study/unit/3?x=1');
    expect(sent.headers.authorization).toBe('Bearer a.b.c');
  });

  it('drops hop-by-hop headers and those the Connection header names, both ways', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/echo',
      headers: {
        connection: 'keep-alive, x-client-private',
        'x-client-private': 'secret',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-authorization': 'Basic abc',
        upgrade: 'h2c',
      },
    });
    const sent = upstream.received.at(-1) as RecordedRequest;
    for (const name of ['x-client-private', 'keep-alive', 'te', 'proxy-authorization', 'upgrade']) {
      expect(sent.headers[name], name).toBeUndefined();
    }
    expect(res.headers['x-upstream-private']).toBeUndefined();
  });
});
