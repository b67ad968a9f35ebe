import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { makeWebDist, testConfig } from '../test/setup.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway(
    testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent', BODY_LIMIT: '2048' }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => upstream.reset());

/** A chunked upload of pieces of these sizes, to an upstream that answers with the length it received. */
function uploadChunked(sizes: number[]) {
  upstream.on('POST /v1/api/upload', (request, response) => json(response, 200, { length: request.body.length }));
  return app.inject({
    method: 'POST',
    url: '/v1/api/upload',
    headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
    payload: Readable.from(sizes.map((size, index) => Buffer.alloc(size, index + 1))),
  });
}

describe('forwarding', () => {
  it('forwards /api, /v1 and /v2 with path, query, method and body', async () => {
    upstream.on('POST /v1/api/things', (request, response) =>
      json(response, 201, { echoed: JSON.parse(request.body) }),
    );
    const res = await app.inject({ method: 'POST', url: '/v1/api/things?x=1', payload: { a: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ echoed: { a: 1 } });
    expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/v1/api/things?x=1' });

    await app.inject({ method: 'GET', url: SPEC_CALLS.me });
    await app.inject({ method: 'DELETE', url: '/v2/api/anything/7' });
    expect(upstream.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/api/things?x=1',
      'GET /api/user/me',
      'DELETE /v2/api/anything/7',
    ]);
  });

  it("passes the api's own 404 JSON through", async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'E_NOT_FOUND', message: 'No route for GET /v1/api/nope' });
  });

  it('streams a large answer through whole, and forwards a chunked upload', async () => {
    const big = 'x'.repeat(300 * 1024);
    upstream.on('GET /v1/api/big', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      // Several chunks, no length: the gateway streams it on.
      response.write(big.slice(0, 100_000));
      setTimeout(() => response.end(big.slice(100_000)), 20);
    });
    const res = await app.inject({ method: 'GET', url: '/v1/api/big' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(big);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);

    const upload = await uploadChunked([1000, 500]);
    expect(upload.json()).toEqual({ length: 1500 });
  });

  it('stops the upstream call when the browser goes away', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    let arrived = false;
    let upstreamClosed = false;
    upstream.on('GET /v1/api/hanging', (_request, response) => {
      // Never answers; UPSTREAM_TIMEOUT_MS is minutes here, so only the browser leaving can end the call.
      arrived = true;
      response.on('close', () => (upstreamClosed = true));
    });
    const browser = httpsRequest({ host: '127.0.0.1', port, path: '/v1/api/hanging', rejectUnauthorized: false });
    browser.on('error', () => {});
    browser.end();
    await vi.waitFor(() => expect(arrived).toBe(true), { timeout: 5000 });
    browser.destroy();
    await vi.waitFor(() => expect(upstreamClosed).toBe(true), { timeout: 5000 });
  });

  it('refuses a chunked body that grows past BODY_LIMIT with 413', async () => {
    const res = await uploadChunked([1500, 1500]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'E_PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body over BODY_LIMIT with 413 before it reaches the upstream', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/api/things', payload: { text: 'x'.repeat(4096) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'E_PAYLOAD_TOO_LARGE' });
    expect(upstream.received).toHaveLength(0);
  });
});

describe('health', () => {
  it('answers /healthz itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'gateway' });
    expect(upstream.received).toHaveLength(0);
  });

  it('is ready when the upstream is ready, and says so on /api/health', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      service: 'gateway',
      checks: { upstream: 'ok' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ gateway: 'ok', api: 'ok' });
  });

  it('reports the upstream as not ready when its /readyz fails', async () => {
    upstream.on('GET /readyz', (_request, response) => json(response, 503, { status: 'error' }));
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ gateway: 'ok', api: 'error' });
  });
});
