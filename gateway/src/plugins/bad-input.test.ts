// Input that used to end in a 500 or in a bare answer without a body: every bad request gets 400-family JSON
// `{ code, message }` naming what is wrong, from the gateway's own JSON routes and from Node's HTTP parser alike.
import { connect } from 'node:tls';
import { JwtResponseSchema, SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { listeningGateway } from '../test/https.js';
import { nestedDeeperThan } from './json-body.js';

let upstream: FakeUpstream;
let app: FastifyInstance;
let port: number;
let ca: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  ({ app, port, ca } = await listeningGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' }));
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** JSON nested `depth` levels deep: about 2 bytes a level. */
const nested = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"textList":["a"]}`;

/** The routes whose JSON bodies the gateway parses itself (the rest stream through to the api unparsed). */
const OWN_JSON_ROUTES = [
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/oauth/callback',
  '/api/auth/email-code',
  '/api/auth/email-code/verify',
  '/api/auth/password/forgot',
  SPEC_CALLS.translate,
];

describe("the gateway's own JSON routes", () => {
  it.each(OWN_JSON_ROUTES)('answer 400 JSON to a body nested 10,000 deep: %s', async (url) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: nested(10_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_VALIDATION', message: expect.stringMatching(/nested more than 64 levels/) });
    expect(upstream.received).toHaveLength(0);
  });

  it('still take ordinary bodies, and say what is wrong with unreadable ones', async () => {
    upstream.on('POST /api/auth/email-code', (_request, response) => json(response, 204, {}));
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'student@example.com', purpose: [[['signup']]] },
    });
    expect(ok.statusCode).toBe(204);
    expect(JSON.parse(upstream.received[0]?.body ?? '')).toEqual({
      email: 'student@example.com',
      purpose: [[['signup']]],
    });

    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'E_VALIDATION', message: expect.stringMatching(/JSON/) });
  });
});

describe("the gateway's own routes check their input against the contract", () => {
  it.each([
    ['/api/auth/login', { email: 'not an address', password: 'pw' }, /^body\.email: /],
    ['/api/auth/signup', { method: 'carrier-pigeon' }, /^body\.method: /],
    ['/api/auth/oauth/callback', { ticket: '' }, /^body\.ticket: /],
    ['/api/auth/email-code/verify', { email: 'student@example.com' }, /^body\.code: /],
    ['/api/auth/password/forgot', {}, /^body\.email: /],
    ['/api/translate/exec', { textList: ['a'], languageCode: 'tlh' }, /^body\.languageCode: .*not a supported/],
  ])('%s answers 400 naming the field, and sends nothing upstream', async (url, payload, message) => {
    upstream.reset();
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_VALIDATION', message: expect.stringMatching(message) });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses to send an answer that does not match its schema', () => {
    const serialize = serializerCompiler({ schema: JwtResponseSchema, method: 'GET', url: SPEC_CALLS.jwt });
    expect(serialize({ accessToken: 'a.b.c' })).toBe('{"accessToken":"a.b.c"}');
    expect(() => serialize({ accessToken: 42 })).toThrow(/doesn't match the schema/);
  });
});

describe("Fastify's router", () => {
  it.each(['/v1/api/%E0%A4%A', '/study/%c0'])(
    'answers a path that cannot be decoded with 400 JSON: %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'E_VALIDATION', message: expect.stringMatching(/percent-encoding/) });
    },
  );
});

describe('the nesting check', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestedDeeperThan(`{"text":"${'['.repeat(100)}\\" {{"}`, 3)).toBe(false);
    expect(nestedDeeperThan(`["\\\\", [[[0]]]]`, 3)).toBe(true);
  });
});

/** Writes raw bytes to the HTTPS listener and reads the answer until the gateway closes the connection. */
function raw(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca }, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolvePromise({
        status: Number(head.split(' ')[1] ?? 0),
        headers: head.toLowerCase(),
        body: split === -1 ? '' : text.slice(split + 4),
      });
    });
  });
}

describe("Node's HTTP parser", () => {
  it('answers a malformed request line with 400 JSON', async () => {
    const res = await raw('GET /study with spaces HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({
      code: 'E_VALIDATION',
      message: expect.stringMatching(/could not be read/),
    });
  });

  it('answers a malformed header with 400 JSON', async () => {
    const res = await raw('GET /study HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'E_VALIDATION' });
  });

  it('answers 20 KB of headers with 431 JSON', async () => {
    const res = await raw(`GET /study HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({
      code: 'E_PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/headers are too large/),
    });
  });
});
