// The fast lane, through the gateway's real HTTPS listener: forwarded calls and course map hits get the same
// headers, log line and metrics as Fastify's routes would give them, and everything the gateway answers itself
// (its own routes, rate-limited calls, percent-encoded paths) still reaches Fastify.
import { SPEC_CALLS } from '@mathbridge/contract';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app.js';
import { LANE_STANDS_IN_FOR, unexpectedHooks, type RequestHook } from '../plugins/fast-lane.js';
import { GatewayMetrics } from '../plugins/metrics.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { httpsRequest, listeningGateway } from '../test/https.js';
import { LogCapture, makeWebDist, testConfig } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';
import { SESSION_COOKIE } from './session-cookie-name.js';
import { SessionSealer } from './session-crypto.js';

const COURSE_MAP = SPEC_CALLS.courseMap;
const SECRET = 'a-cookie-secret-of-enough-length-for-iron-0123456789';
const MAP_BODY = {
  tracks: Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, name: { ko: '중학교 수학', en: 'Math' } })),
};

let upstream: FakeUpstream;
let app: FastifyInstance;
let base: string;
let ca: string;
let take: { mock: { results: { value: unknown }[] }; mockClear: () => void };
const logs = new LogCapture();
const metrics = new GatewayMetrics();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  ({ app, base, ca } = await listeningGateway(
    { UPSTREAM_URL: upstream.url, BODY_LIMIT: '2048', AUTH_RATE_LIMIT_PER_IP: '2' },
    { logStream: logs, metrics, cookieSecrets: [SECRET] },
  ));
  const lane = app.frontDoor.lane;
  if (lane === null) throw new Error('the lane is not open once the gateway listens');
  take = vi.spyOn(lane, 'take');
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  take.mockClear();
});

const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  httpsRequest(`${base}${path}`, { ca, ...options });

/** Whether the lane answered the last request (true) or left it to Fastify (false). */
const laneTookLast = () => take.mock.results.at(-1)?.value as boolean | undefined;

/** The request line logged for a request id (lines are written when the response is done). */
async function logLine(reqId: string): Promise<Record<string, unknown>> {
  await vi.waitFor(() => expect(logs.lines.some((line) => line.reqId === reqId && line.status)).toBe(true));
  return logs.lines.find((line) => line.reqId === reqId && line.status) as Record<string, unknown>;
}

async function counted(metric: string, labels: Record<string, string>): Promise<number> {
  const found = (await metrics.registry.getSingleMetric(metric)?.get())?.values.find((value) =>
    Object.entries(labels).every(([name, wanted]) => String(value.labels[name]) === wanted),
  );
  return found?.value ?? 0;
}

describe('forwarded calls', () => {
  it('carry the injected headers upstream, and come back with the request id and the security headers', async () => {
    upstream.on('GET /v1/api/workbooks', (_request, response) => json(response, 200, { items: [] }));
    const before = await counted('gateway_http_requests_total', { route: '/v1/*', method: 'GET', status: '200' });
    const res = await send('/v1/api/workbooks?page=2', {
      headers: {
        'x-request-id': 'lane-request-0001',
        'x-forwarded-for': '6.6.6.6',
        timezone: 'America/New_York',
        translationCode: 'en',
        connection: 'keep-alive, x-secret',
        'x-secret': 'hop-by-hop by declaration',
      },
    });

    expect(laneTookLast()).toBe(true);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ items: [] });
    expect(res.headers['x-request-id']).toBe('lane-request-0001');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);

    const [received] = upstream.received;
    expect(received?.url).toBe('/v1/api/workbooks?page=2');
    expect(received?.headers).toMatchObject({
      timezone: 'America/New_York',
      translationcode: 'en',
      'x-request-id': 'lane-request-0001',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
    });
    expect(received?.headers['x-secret']).toBeUndefined();

    expect(await logLine('lane-request-0001')).toMatchObject({
      method: 'GET',
      path: '/v1/api/workbooks',
      status: 200,
      cache: null,
      userId: null,
      upstreamMs: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect(await counted('gateway_http_requests_total', { route: '/v1/*', method: 'GET', status: '200' })).toBe(
      before + 1,
    );
  });

  it('log the user of the session cookie, and never send the cookie upstream', async () => {
    upstream.on('GET /api/user/me', (_request, response) => json(response, 200, { id: 'student-42' }));
    const sealed = await new SessionSealer([SECRET]).seal(tokenPair('student-42'));
    const res = await send(SPEC_CALLS.me, {
      headers: { 'x-request-id': 'lane-request-0002', cookie: `theme=dark; ${SESSION_COOKIE}=${sealed}` },
    });
    expect(laneTookLast()).toBe(true);
    expect(res.status).toBe(200);
    expect(upstream.received[0]?.headers.cookie).toBe('theme=dark');
    expect(await logLine('lane-request-0002')).toMatchObject({ userId: 'student-42', status: 200 });
  });

  it('forward a body, and refuse one past BODY_LIMIT with 413 JSON', async () => {
    upstream.on('POST /v1/api/attempts', (request, response) => json(response, 201, JSON.parse(request.body)));
    const ok = await send('/v1/api/attempts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: '3/4' }),
    });
    expect(laneTookLast()).toBe(true);
    expect(ok.status).toBe(201);
    expect(JSON.parse(ok.body)).toEqual({ answer: '3/4' });

    const tooLarge = await send('/v1/api/attempts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'x'.repeat(4096) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      code: 'E_PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
    expect(tooLarge.headers['x-request-id']).toBeTruthy();
    expect(upstream.received).toHaveLength(1);
  });

  it('answer 502 JSON with the security headers when the upstream cannot be reached', async () => {
    upstream.on('GET /v1/api/reset', (_request, response) => response.socket?.destroy());
    const res = await send('/v1/api/reset');
    expect(laneTookLast()).toBe(true);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'E_UPSTREAM' });
    expect(res.headers['strict-transport-security']).toBeTruthy();
  });
});

describe('the course map', () => {
  it('is answered from the cache by the lane: HIT, ETag and 304, brotli for a browser', async () => {
    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => json(response, 200, MAP_BODY));
    const miss = await send(COURSE_MAP);
    expect(laneTookLast()).toBe(false);
    expect(miss.headers['x-cache']).toBe('MISS');

    const hit = await send(COURSE_MAP, { headers: { 'x-request-id': 'lane-request-0003' } });
    expect(laneTookLast()).toBe(true);
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('lane-request-0003');
    expect(hit.headers['content-security-policy']).toBeTruthy();
    expect(JSON.parse(hit.body)).toEqual(MAP_BODY);
    expect(await logLine('lane-request-0003')).toMatchObject({ cache: 'HIT', status: 200, path: COURSE_MAP });

    const again = await send(COURSE_MAP, { headers: { 'if-none-match': hit.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    await vi.waitFor(async () => {
      const res = await send(COURSE_MAP, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.headers['content-encoding']).toBe('br');
    });
    expect(upstream.received).toHaveLength(1);
    expect(await counted('gateway_cache_events_total', { cache: 'course_map', result: 'hit' })).toBeGreaterThanOrEqual(
      3,
    );
    // The decompressed brotli copy is the same map.
    const br = await new Promise<Buffer>((resolvePromise, reject) => {
      import('node:https').then(({ request }) => {
        const req = request(`${base}${COURSE_MAP}`, { ca, headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolvePromise(Buffer.concat(chunks)));
        });
        req.on('error', reject);
        req.end();
      }, reject);
    });
    expect(JSON.parse(brotliDecompressSync(br).toString('utf8'))).toEqual(MAP_BODY);
  });
});

describe('what Fastify still answers', () => {
  it("the gateway's own routes, such as GET /api/jwt and the app", async () => {
    const jwt = await send(SPEC_CALLS.jwt);
    expect(laneTookLast()).toBe(false);
    expect(JSON.parse(jwt.body)).toEqual({ accessToken: null });
    const page = await send('/study');
    expect(laneTookLast()).toBe(false);
    expect(page.status).toBe(200);
    expect(upstream.received).toHaveLength(0);
  });

  it('rate-limited calls, also when their path is percent-encoded', async () => {
    upstream.on('POST /api/auth/login', (_request, response) => json(response, 401, { code: 'E_AUTH', message: 'no' }));
    const attempt = (path: string) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@example.com', password: 'guess' }),
      });
    expect((await attempt('/api/auth/login')).status).toBe(401);
    expect(laneTookLast()).toBe(false);
    expect((await attempt('/api/auth/log%69n')).status).toBe(401);
    expect(laneTookLast()).toBe(false);
    const limited = await attempt('/api/auth/log%69n');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'E_RATE_LIMIT' });
    // The encoded path never reached the upstream as such.
    expect(upstream.received.map((request) => request.url)).toEqual(['/api/auth/login', '/api/auth/login']);
  });

  it("rate-limited calls with a parameter (a chat message), while the conversation's other calls take the lane", async () => {
    upstream.on('POST /v1/api/chat/conversations/c-1/messages', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('event: done\ndata: {}\n\n');
    });
    const message = await send('/v1/api/chat/conversations/c-1/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'hint', text: '' }),
    });
    expect(laneTookLast()).toBe(false);
    expect(message.status).toBe(200);
    // Another path under the conversation, and a GET of the same path, are plain forwarded calls.
    await send('/v1/api/chat/conversations/c-1/messages/extra', { method: 'POST', body: '{}' });
    expect(laneTookLast()).toBe(true);
    await send('/v1/api/chat/conversations/c-1');
    expect(laneTookLast()).toBe(true);
  });
});

describe('route patterns', () => {
  it('refuses a route under the forwarded prefixes that it cannot stand aside for', async () => {
    const other = await buildGateway(
      testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent' }),
    );
    try {
      expect(() => other.get('/v1/api/files/:name.pdf', async () => 'x')).toThrow(/cannot stand aside/);
      expect(() => other.get('/v1/api/files/*', async () => 'x')).toThrow(/cannot stand aside/);
    } finally {
      await other.close();
    }
  });
});

describe('request hooks', () => {
  it('stop the gateway at start when the lane would skip one, naming it', async () => {
    const other = await buildGateway(
      testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent' }),
    );
    await other.register(
      fp(async (root) => {
        root.addHook('onRequest', function auditTrail(_request, _reply, done) {
          done();
        });
        root.addHook('onSend', async (_request, _reply, payload) => payload);
      }),
    );
    try {
      await expect(other.ready()).rejects.toThrow(
        /does not stand in for the onRequest hook 'auditTrail', unnamed onSend hook/,
      );
    } finally {
      await other.close();
    }
  });

  it('stop it too when they sit on the catch-all routes or their scope', async () => {
    const other = await buildGateway(
      testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent' }),
    );
    // GET and HEAD both, as the proxy's are (a GET alone would get Fastify's HEAD route with its own onSend hook).
    const method: HTTPMethods[] = ['GET', 'HEAD'];
    const catchAll = { method, config: { catchAll: true }, handler: async () => 'x' };
    expect(() => other.route({ ...catchAll, url: '/v9/*', preValidation: (_request, _reply, done) => done() })).toThrow(
      /would skip the preValidation hook of the catch-all route/,
    );
    await other.register(async (scope) => {
      scope.addHook('preParsing', async function decompressBody(_request, _reply, payload) {
        return payload;
      });
      scope.route({ ...catchAll, url: '/v8/*' });
    });
    try {
      await expect(other.ready()).rejects.toThrow(/the preParsing hook 'decompressBody'/);
    } finally {
      await other.close();
    }
  });

  it("are checked by name and kind: the lane's own pass, the same name under another hook does not", () => {
    expect(
      unexpectedHooks(
        [...Object.entries(LANE_STANDS_IN_FOR)].flatMap(([hook, names]) =>
          names.map((name) => [hook, name] as [RequestHook, string]),
        ),
      ),
    ).toEqual([]);
    expect(
      unexpectedHooks([
        ['preHandler', 'logRequest'],
        ['onError', ''],
      ]),
    ).toEqual(["preHandler hook 'logRequest'", 'unnamed onError hook']);
  });
});
