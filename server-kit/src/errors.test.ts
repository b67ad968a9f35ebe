import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling, type ErrorHandlingOptions } from './errors.js';

class OwnError extends Error {
  readonly statusCode = 409;
}

function statusError(statusCode: number, message: string, code?: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code }) as FastifyError;
}

let app: FastifyInstance | null = null;

async function build(options: ErrorHandlingOptions = {}): Promise<FastifyInstance> {
  app = Fastify({ logger: false, bodyLimit: 64 });
  installErrorHandling(app, options);
  // A validator that fails the way fastify-type-provider-zod's does: one issue per field, with its path.
  app.setValidatorCompiler(() => (data) => {
    const body = data as { name?: unknown } | null;
    return typeof body?.name === 'string'
      ? { value: body }
      : {
          error: Object.assign(new Error('invalid'), {
            validation: [
              {
                keyword: 'invalid_type',
                instancePath: '/name',
                schemaPath: '#',
                params: {},
                message: 'expected string',
              },
            ],
          }),
        };
  });
  app.post('/named', { schema: { body: {} } }, async () => ({ ok: true }));
  app.get('/own', async () => {
    throw new OwnError('yours');
  });
  app.get('/limited', async () => {
    throw statusError(429, 'Too many requests, wait a minute');
  });
  app.get('/media', async () => {
    throw statusError(415, 'Unsupported media type', 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });
  app.get('/broken', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = null;
});

describe('error handling', () => {
  it("names the field a request's schema refused", async () => {
    const server = await build();
    const res = await server.inject({ method: 'POST', url: '/named', payload: { name: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'E_VALIDATION', message: 'body.name: expected string' });
  });

  it('answers a body past the limit, and a rate limit, with their own codes', async () => {
    const server = await build();
    const big = await server.inject({ method: 'POST', url: '/named', payload: { name: 'x'.repeat(100) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'E_PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    const limited = await server.inject('/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'E_RATE_LIMIT', message: 'Too many requests, wait a minute' });
  });

  it("gives other 4xx E_VALIDATION, or the service's own choice of code", async () => {
    expect((await (await build()).inject('/media')).json()).toEqual({
      code: 'E_VALIDATION',
      message: 'Unsupported media type',
    });
    await app?.close();
    const keeping = await build({ clientErrorCode: (error) => error.code ?? 'E_VALIDATION' });
    expect((await keeping.inject('/media')).json()).toEqual({
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      message: 'Unsupported media type',
    });
  });

  it('lets the service answer its own errors first', async () => {
    const server = await build({
      known: (error) =>
        error instanceof OwnError
          ? { status: error.statusCode, body: { code: 'E_CONFLICT', message: error.message } }
          : null,
    });
    const res = await server.inject('/own');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'E_CONFLICT', message: 'yours' });
  });

  it('hides the details of a failure', async () => {
    const res = await (await build()).inject('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'E_INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/hunter2|ECONNREFUSED/);
  });

  it('names the route that does not exist, without its query', async () => {
    const res = await (await build()).inject('/nowhere?email=someone@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'E_NOT_FOUND', message: 'No route for GET /nowhere' });
  });
});
