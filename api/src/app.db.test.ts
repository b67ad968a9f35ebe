// The app as a whole: health and readiness, the error handler (404, hidden 5xx, named invalid fields), request ids
// and the OpenAPI document.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponseSchema } from '@mathbridge/contract';
import { useTestApp } from './test/app.js';

const t = useTestApp({
  // A route that fails on purpose and one that validates, to exercise the error handler.
  routes: (app) => {
    app.get('/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    app.post('/test/echo', { schema: { body: z.object({ email: z.email() }) } }, async (request) => request.body);
  },
});

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'api' });
  });

  it('answers /readyz when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'api', checks: { database: 'ok' } });
  });
});

describe('errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe('E_NOT_FOUND');
    expect(body.message).toContain('/v1/api/nope');
  });

  it('hides internals of a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'E_INTERNAL', message: expect.any(String) });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('names the invalid field of a bad body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/echo', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe('E_VALIDATION');
    expect(body.message).toContain('body.email');
  });
});

describe('request ids', () => {
  it('keeps a well-formed id and makes one otherwise', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-12345678' } });
    expect(kept.headers['x-request-id']).toBe('abc-12345678');
    const made = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('openapi', () => {
  it('documents the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/readyz');
  });
});
