// The chat tutor's replies through the gateway over real HTTPS: server-sent events pass event by event (never
// buffered, never compressed), a reply that keeps sending outlives UPSTREAM_TIMEOUT_MS, a browser that leaves ends the
// upstream call, and CHAT_RATE_LIMIT counts each student's messages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpsRequest, type Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { makeWebDist, testConfig } from '../test/setup.js';
import { tokenPair } from '../test/tokens.js';

const CONVERSATION = '0b6f3c1e-6a3b-4b59-9f39-2f0a7e0c9a11';
const MESSAGES = `/v1/api/chat/conversations/${CONVERSATION}/messages`;
const MESSAGE_ID = '5d1c9a2e-7f41-4c8e-9b0a-3e2d1f6c8b77';

const sleep = (ms: number) => new Promise<void>((resolvePromise) => setTimeout(resolvePromise, ms));

function writeEvent(response: ServerResponse, event: string, data: unknown): void {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function startEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  writeEvent(response, 'start', { messageId: MESSAGE_ID, engine: 'basic' });
}

interface ReceivedEvent {
  name: string;
  data: unknown;
  at: number;
}

/** One message sent to the tutor over HTTPS, its events read as they arrive. */
interface Exchange {
  response: Promise<IncomingMessage>;
  events: ReceivedEvent[];
  /** Resolves with each event as it arrives, in order. */
  nextEvent: () => Promise<ReceivedEvent>;
  /** Resolves when the answer has ended: whole (true) or cut off (false). */
  ended: Promise<boolean>;
  body: () => string;
  leave: () => void;
}

function sendMessage(port: number, cookie: string, headers: Record<string, string> = {}, agent?: Agent): Exchange {
  const events: ReceivedEvent[] = [];
  const waiting: ((event: ReceivedEvent) => void)[] = [];
  let read = 0;
  let raw = '';
  let buffer = '';
  let endedWith: (whole: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolvePromise) => (endedWith = resolvePromise));
  const payload = JSON.stringify({ intent: 'hint', text: '' });
  const req = httpsRequest({
    host: '127.0.0.1',
    port,
    path: MESSAGES,
    method: 'POST',
    rejectUnauthorized: false,
    agent,
    headers: {
      cookie,
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      ...headers,
    },
  });
  const response = new Promise<IncomingMessage>((resolvePromise, reject) => {
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const event = {
            name,
            data: data === undefined ? null : (JSON.parse(data) as unknown),
            at: performance.now(),
          };
          events.push(event);
          waiting.shift()?.(event);
          boundary = buffer.indexOf('\n\n');
        }
      });
      res.on('close', () => endedWith(res.complete));
      resolvePromise(res);
    });
    req.on('error', (err) => {
      endedWith(false);
      reject(err);
    });
  });
  response.catch(() => {});
  req.end(payload);
  return {
    response,
    events,
    nextEvent: () => {
      const index = read;
      read += 1;
      const arrived = events[index];
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolvePromise) => waiting.push(resolvePromise));
    },
    ended,
    body: () => raw,
    leave: () => req.destroy(),
  };
}

let upstream: FakeUpstream;
let app: FastifyInstance;
let port: number;

async function cookieFor(student: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${student}@example.com`, password: 'x' },
  });
  return String(login.headers['set-cookie']).split(';')[0] as string;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway(
    testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent', CHAT_RATE_LIMIT: '3' }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  upstream.on('POST /api/auth/login', (request, response) => {
    const { email } = JSON.parse(request.body) as { email: string };
    json(response, 200, tokenPair(email));
  });
});

describe("the chat tutor's event stream", () => {
  it('reaches the browser event by event: the first before the last is written', async () => {
    let browserHasFirst: () => void = () => {};
    const firstArrived = new Promise<boolean>((resolvePromise) => (browserHasFirst = () => resolvePromise(true)));
    let confirmedBeforeTheRest: boolean | null = null;
    let lastWrittenAt = 0;
    upstream.on(`POST ${MESSAGES}`, async (_request, response) => {
      startEventStream(response);
      // The rest waits until the browser says it has the first event; a gateway that held events back would make
      // this wait run out instead.
      confirmedBeforeTheRest = await Promise.race([firstArrived, sleep(3000).then(() => false)]);
      for (const text of ['Look at ', 'the $x$ ', 'terms.']) {
        writeEvent(response, 'delta', { text });
        await sleep(20);
      }
      lastWrittenAt = performance.now();
      writeEvent(response, 'done', { message: { id: MESSAGE_ID } });
      response.end();
    });
    const exchange = sendMessage(port, await cookieFor('streamer'));
    const first = await exchange.nextEvent();
    browserHasFirst();
    expect(first.name).toBe('start');
    expect(await exchange.ended).toBe(true);

    expect(confirmedBeforeTheRest).toBe(true);
    expect(first.at).toBeLessThan(lastWrittenAt);
    expect(exchange.events.map((event) => event.name)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(exchange.events.slice(1, 4).map((event) => (event.data as { text: string }).text)).toEqual([
      'Look at ',
      'the $x$ ',
      'terms.',
    ]);
  });

  it('is neither compressed nor given a length, and keeps its cache-control', async () => {
    upstream.on(`POST ${MESSAGES}`, (_request, response) => {
      startEventStream(response);
      // Small, and written in one go: still not collected into one write with a length.
      writeEvent(response, 'delta', { text: 'Hello' });
      writeEvent(response, 'done', { message: { id: MESSAGE_ID } });
      response.end();
    });
    const exchange = sendMessage(port, await cookieFor('reader'), { 'accept-encoding': 'br, gzip' });
    const res = await exchange.response;
    expect(await exchange.ended).toBe(true);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(exchange.body()).toContain('event: delta\ndata: {"text":"Hello"}\n\n');
    // The student's message reaches the api as sent, without the session cookie.
    expect(upstream.received.at(-1)).toMatchObject({ url: MESSAGES, body: '{"intent":"hint","text":""}' });
    expect(upstream.received.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('ends the upstream call when the browser stops the reply', async () => {
    let upstreamClosed = false;
    upstream.on(`POST ${MESSAGES}`, (_request, response) => {
      startEventStream(response);
      // The model goes on writing until its caller goes away.
      const writing = setInterval(() => writeEvent(response, 'delta', { text: '.' }), 20);
      response.on('close', () => {
        clearInterval(writing);
        upstreamClosed = true;
      });
    });
    const exchange = sendMessage(port, await cookieFor('stopper'));
    expect((await exchange.nextEvent()).name).toBe('start');
    expect((await exchange.nextEvent()).name).toBe('delta');
    exchange.leave();
    await vi.waitFor(() => expect(upstreamClosed).toBe(true), { timeout: 5000 });
  });
});

describe('CHAT_RATE_LIMIT', () => {
  it('gives 429 after N messages a minute for one student, and not for another (whatever their addresses)', async () => {
    upstream.on(`POST ${MESSAGES}`, (_request, response) => {
      startEventStream(response);
      writeEvent(response, 'done', { message: { id: MESSAGE_ID } });
      response.end();
    });
    const busy = await cookieFor('busy');
    for (let i = 0; i < 3; i += 1) {
      const exchange = sendMessage(port, busy);
      expect((await exchange.response).statusCode).toBe(200);
      await exchange.ended;
    }
    const refused = sendMessage(port, busy);
    const res = await refused.response;
    await refused.ended;
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body())).toEqual({
      code: 'E_RATE_LIMIT',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.received.filter((request) => request.url === MESSAGES)).toHaveLength(3);

    // Another student on the same address is not held back.
    const other = sendMessage(port, await cookieFor('calm'));
    expect((await other.response).statusCode).toBe(200);
    await other.ended;
    // Nor are the tutor's other calls.
    upstream.on('GET /v1/api/chat/engine', (_request, response) => json(response, 200, { engine: 'basic' }));
    const engine = await app.inject({ method: 'GET', url: '/v1/api/chat/engine', headers: { cookie: busy } });
    expect(engine.json()).toEqual({ engine: 'basic' });
  });
});

describe('UPSTREAM_TIMEOUT_MS and a long reply', () => {
  let quick: FastifyInstance;
  let quickPort: number;

  beforeAll(async () => {
    quick = await buildGateway(
      testConfig({
        UPSTREAM_URL: upstream.url,
        WEB_DIST: makeWebDist(),
        LOG_LEVEL: 'silent',
        UPSTREAM_TIMEOUT_MS: '400',
        // Node's request timeout is about receiving the request; a long answer must not trip it either.
        CLIENT_TIMEOUT_MS: '1000',
      }),
    );
    await quick.listen({ host: '127.0.0.1', port: 0 });
    quickPort = (quick.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await quick.close();
  });

  const login = async () => {
    const res = await quick.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'patient@example.com', password: 'x' },
    });
    return String(res.headers['set-cookie']).split(';')[0] as string;
  };

  it('is not cut while it keeps sending, however long it takes in all', async () => {
    upstream.on(`POST ${MESSAGES}`, async (_request, response) => {
      startEventStream(response);
      // Over four times the timeout (and longer than CLIENT_TIMEOUT_MS) in all, never more than 150 ms between two
      // events.
      for (let i = 0; i < 12; i += 1) {
        await sleep(150);
        writeEvent(response, 'delta', { text: `${i} ` });
      }
      writeEvent(response, 'done', { message: { id: MESSAGE_ID } });
      response.end();
    });
    const started = performance.now();
    const exchange = sendMessage(quickPort, await login());
    expect(await exchange.ended).toBe(true);
    expect(performance.now() - started).toBeGreaterThan(1700);
    expect(exchange.events.filter((event) => event.name === 'delta')).toHaveLength(12);
    expect(exchange.events.at(-1)?.name).toBe('done');
  });

  it('is cut when it stalls for longer than the timeout', async () => {
    upstream.on(`POST ${MESSAGES}`, (_request, response) => {
      startEventStream(response);
      // Then nothing more: the stalled reply must not hold the browser forever.
    });
    const exchange = sendMessage(quickPort, await login());
    expect((await exchange.nextEvent()).name).toBe('start');
    expect(await exchange.ended).toBe(false);
  });
});
