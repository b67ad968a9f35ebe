// The fast lane against Fastify's own pipeline: every request below is sent twice through the gateway's real HTTPS
// listener, once with the lane open and once with it closed (Fastify's proxy routes answer), and both must give the
// same status, headers, body, upstream request and log line. Only what differs by nature is left out of the
// comparison: the Date header, and the request id the gateway makes up when the client sends none.
import type { IncomingHttpHeaders } from 'node:http';
import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../test/fake-upstream.js';
import { httpsRequest, listeningGateway } from '../test/https.js';
import { LogCapture } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';
import type { FastLane } from './fast-lane.js';
import { SESSION_COOKIE } from './session-cookie-name.js';
import { SessionSealer } from './session-crypto.js';

/** Response headers whose values differ between two otherwise equal answers. */
const VARYING_HEADERS = ['date', 'x-request-id'] as const;
/** Upstream request headers that differ the same way (the request id the gateway made up). */
const VARYING_UPSTREAM_HEADERS = ['x-request-id'] as const;
/** Log fields that differ by nature: the request id and the timings. */
const VARYING_LOG_FIELDS = ['reqId', 'durationMs', 'upstreamMs', 'time', 'pid', 'hostname'] as const;

const SECRET = 'a-cookie-secret-of-enough-length-for-iron-0123456789';
const BODY_LIMIT = 256 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const MAP_BODY = { tracks: Array.from({ length: 60 }, (_, i) => ({ id: `t${i}`, name: { ko: '수학', en: 'Math' } })) };

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** What the upstream answers for this case. */
  upstream?: (fake: FakeUpstream) => void;
}

let upstream: FakeUpstream;
let app: FastifyInstance;
let lane: FastLane;
let base: string;
let ca: string;
let sealed: string;
const logs = new LogCapture();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  ({ app, base, ca } = await listeningGateway(
    { UPSTREAM_URL: upstream.url, BODY_LIMIT: String(BODY_LIMIT) },
    { logStream: logs, cookieSecrets: [SECRET] },
  ));
  const open = app.frontDoor.lane;
  if (open === null) throw new Error('the lane is not open once the gateway listens');
  lane = open;
  sealed = await new SessionSealer([SECRET]).seal(tokenPair('student-7'));

  // The course map is cached once (a miss, which Fastify answers either way), and its compressed copies are made.
  upstream.on(`GET ${SPEC_CALLS.courseMap}`, (_request, response) => json(response, 200, MAP_BODY));
  await httpsRequest(`${base}${SPEC_CALLS.courseMap}`, { ca });
  await vi.waitFor(() => expect(app.caches.courseMaps?.values().next().value?.br).toBeTruthy());
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

const big = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes) });

const CASES: Case[] = [
  {
    name: 'a GET with a query, signed out',
    path: '/v1/api/workbooks?page=2&size=10',
    headers: { timezone: 'America/New_York', translationCode: 'en' },
    upstream: (fake) => fake.on('GET /v1/api/workbooks', (_request, response) => json(response, 200, { items: [] })),
  },
  {
    name: 'a GET signed in (the cookie is not sent upstream; the log names the user)',
    path: SPEC_CALLS.me,
    headers: { cookie: `theme=dark; ${SESSION_COOKIE}=SEALED`, authorization: 'Bearer token' },
    upstream: (fake) =>
      fake.on(`GET ${SPEC_CALLS.me}`, (_request, response) => json(response, 200, { id: 'student-7' })),
  },
  {
    name: 'a POST with a JSON body',
    method: 'POST',
    path: '/v1/api/attempts',
    headers: { 'content-type': 'application/json', 'x-request-id': 'differential-0001' },
    body: JSON.stringify({ answer: '3/4' }),
    upstream: (fake) =>
      fake.on('POST /v1/api/attempts', (request, response) => json(response, 201, JSON.parse(request.body))),
  },
  {
    name: 'a large body in and a large answer out (streamed)',
    method: 'PUT',
    path: '/v1/api/notes/1',
    headers: { 'content-type': 'application/json' },
    body: big(200 * 1024),
    upstream: (fake) =>
      fake.on('PUT /v1/api/notes/1', (request, response) =>
        json(response, 200, { echoed: request.body.length, pad: 'y'.repeat(300 * 1024) }),
      ),
  },
  {
    name: 'a body past BODY_LIMIT (413, nothing upstream)',
    method: 'POST',
    path: '/v1/api/attempts',
    headers: { 'content-type': 'application/json' },
    body: big(BODY_LIMIT + 1024),
  },
  {
    name: 'bad input the api refuses (400 passed on)',
    method: 'POST',
    path: '/v1/api/attempts',
    headers: { 'content-type': 'application/json', timezone: 'Not/AZone', translationCode: 'xx' },
    body: '{"answer": ',
    upstream: (fake) =>
      fake.on('POST /v1/api/attempts', (_request, response) =>
        json(response, 400, { code: 'E_VALIDATION', message: 'body: Unexpected end of JSON input' }),
      ),
  },
  {
    name: 'an error from the api (500 passed on)',
    path: '/v2/api/broken',
    upstream: (fake) =>
      fake.on('GET /v2/api/broken', (_request, response) =>
        json(response, 500, { code: 'E_INTERNAL', message: 'Something went wrong on our side. Please try again.' }),
      ),
  },
  { name: 'an unknown api path (the api’s 404 passed on)', path: '/api/nope?x=1' },
  {
    name: 'an api that drops the connection (502)',
    method: 'DELETE',
    path: '/v1/api/workbooks/9',
    upstream: (fake) => fake.on('DELETE /v1/api/workbooks/9', (_request, response) => response.socket?.destroy()),
  },
  {
    name: 'HEAD',
    method: 'HEAD',
    path: '/v1/api/workbooks',
    upstream: (fake) =>
      fake.on('HEAD /v1/api/workbooks', (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '12' });
        response.end();
      }),
  },
  {
    name: 'a conditional GET the api answers with 304',
    path: '/v1/api/lessons/1',
    headers: { 'if-none-match': '"lesson-1"' },
    upstream: (fake) =>
      fake.on('GET /v1/api/lessons/1', (request, response) => {
        if (request.headers['if-none-match'] === '"lesson-1"') {
          response.writeHead(304, { etag: '"lesson-1"', 'cache-control': 'no-cache' });
          response.end();
        } else json(response, 200, { id: 1 }, { etag: '"lesson-1"' });
      }),
  },
  {
    name: 'OPTIONS, and hop-by-hop headers both ways',
    method: 'OPTIONS',
    path: '/v1/api/workbooks',
    headers: { connection: 'keep-alive, x-private', 'x-private': 'hop', 'x-forwarded-for': '6.6.6.6' },
    upstream: (fake) =>
      fake.on('OPTIONS /v1/api/workbooks', (_request, response) => {
        response.writeHead(204, { allow: 'GET, POST', connection: 'x-upstream-private', 'x-upstream-private': 'hop' });
        response.end();
      }),
  },
  {
    name: 'an event stream',
    path: '/v1/api/chat/conversations/c-1/events',
    upstream: (fake) =>
      fake.on('GET /v1/api/chat/conversations/c-1/events', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write('event: token\ndata: {"text":"a"}\n\n');
        response.end('event: done\ndata: {}\n\n');
      }),
  },
  { name: 'the cached course map', path: SPEC_CALLS.courseMap },
  {
    name: 'the cached course map, brotli for a browser',
    path: SPEC_CALLS.courseMap,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
  {
    name: 'the cached course map, gzip only',
    path: SPEC_CALLS.courseMap,
    headers: { 'accept-encoding': 'gzip', translationCode: 'ko' },
  },
  { name: 'the cached course map, already held (304)', path: SPEC_CALLS.courseMap, headers: { 'if-none-match': '*' } },
];

interface Observed {
  tookLane: boolean;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  upstream: RecordedRequest[];
  log: Record<string, unknown> | undefined;
}

function without<T extends object>(record: T, keys: readonly string[]): Partial<T> {
  const out: Partial<T> = { ...record };
  for (const key of keys) delete out[key as keyof T];
  return out;
}

async function observe(testCase: Case, laneOpen: boolean): Promise<Observed> {
  upstream.reset();
  testCase.upstream?.(upstream);
  if (laneOpen) app.frontDoor.open(lane);
  else app.frontDoor.close();
  const take = vi.spyOn(lane, 'take');
  try {
    const headers = Object.fromEntries(
      Object.entries(testCase.headers ?? {}).map(([name, value]) => [name, value.replace('SEALED', sealed)]),
    );
    const res = await httpsRequest(`${base}${testCase.path}`, {
      ca,
      method: testCase.method,
      headers,
      body: testCase.body,
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(REQUEST_ID);
    await vi.waitFor(() => expect(logs.lines.some((line) => line.reqId === id && line.status)).toBe(true));
    const log = logs.lines.find((line) => line.reqId === id && line.status);
    return {
      tookLane: take.mock.results.some((result) => result.value === true),
      status: res.status,
      headers: without(res.headers, VARYING_HEADERS),
      body: res.body,
      upstream: upstream.received.map((request) => ({
        ...request,
        headers: without(request.headers, VARYING_UPSTREAM_HEADERS),
      })),
      log: log && without(log, VARYING_LOG_FIELDS),
    };
  } finally {
    take.mockRestore();
    app.frontDoor.open(lane);
  }
}

describe('the fast lane and Fastify answer alike', () => {
  it.each(CASES)('$name', async (testCase) => {
    const throughLane = await observe(testCase, true);
    const throughFastify = await observe(testCase, false);
    expect(throughLane.tookLane).toBe(true);
    expect(throughFastify.tookLane).toBe(false);
    expect({ ...throughLane, tookLane: null }).toEqual({ ...throughFastify, tookLane: null });
  });

  it('covers signed-in and signed-out calls, bodies, errors, HEAD, conditional requests and the cache', () => {
    const methods = new Set(CASES.map((testCase) => testCase.method ?? 'GET'));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
    expect(CASES.some((testCase) => testCase.headers?.cookie?.includes(SESSION_COOKIE))).toBe(true);
    expect(CASES.filter((testCase) => testCase.path === SPEC_CALLS.courseMap).length).toBeGreaterThan(1);
  });
});
