import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { readyGateway } from '../test/setup.js';

const COURSE_MAP = SPEC_CALLS.courseMap;

describe('when the upstream fails', () => {
  let upstream: FakeUpstream;
  let port: number;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    port = upstream.port;
    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => json(response, 200, { grades: ['g1'] }));
    upstream.on('GET /v1/api/slow', () => {
      // never answers
    });
    app = await readyGateway({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '300', COURSE_MAP_TTL_MS: '1' });
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('answers 504 E_UPSTREAM_TIMEOUT when the upstream does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/v1/api/slow' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      code: 'E_UPSTREAM_TIMEOUT',
      message: 'The learning service did not answer in time. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 E_UPSTREAM when the connection is reset', async () => {
    upstream.on('GET /v1/api/reset', (_request, response) => response.socket?.destroy());
    const res = await app.inject({ method: 'GET', url: '/v1/api/reset' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'E_UPSTREAM' });
  });

  it('answers 502 E_UPSTREAM when the upstream is down, keeps serving the app and cached data, and recovers', async () => {
    const warm = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(warm.statusCode).toBe(200);
    await upstream.close();

    const refused = await app.inject({ method: 'GET', url: SPEC_CALLS.me });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      code: 'E_UPSTREAM',
      message: 'The learning service is unreachable. Please try again shortly.',
    });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    const stale = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.json()).toEqual({ grades: ['g1'] });

    upstream = await startFakeUpstream(port);
    upstream.on('GET /api/user/me', (_request, response) => json(response, 200, { id: 1 }));
    const back = await app.inject({ method: 'GET', url: SPEC_CALLS.me });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ id: 1 });
  });

  it('counts upstream errors in the metrics', async () => {
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/gateway_upstream_errors_total\{kind="timeout"\} [1-9]/);
    expect(text).toMatch(/gateway_upstream_errors_total\{kind="unreachable"\} [1-9]/);
  });
});
