// Liveness (the gateway is up), readiness (the upstream answers its /readyz) and the app's combined health view.
import { HealthSchema, ReadinessSchema, type Health } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/health, read by the app's /healthcheck page. */
export const GatewayHealthSchema = z.object({ gateway: z.literal('ok'), api: z.enum(['ok', 'error']) });

const PROBE_TIMEOUT_MS = 3000;

export const healthPlugin = fp(async (app: FastifyInstance) => {
  const upstreamReady = async (): Promise<boolean> => {
    try {
      const res = await app.upstream.call({
        method: 'GET',
        path: '/readyz',
        headers: { accept: 'application/json' },
        timeoutMs: PROBE_TIMEOUT_MS,
      });
      return res.status === 200;
    } catch {
      return false;
    }
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async (): Promise<Health> => ({
    status: 'ok',
    service: 'gateway',
    uptimeSeconds: process.uptime(),
  }));

  typed.get(
    '/readyz',
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      const ok = await upstreamReady();
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ok' : 'error', service: 'gateway', checks: { upstream: ok ? 'ok' : 'error' } });
    },
  );

  typed.get('/api/health', { schema: { response: { 200: GatewayHealthSchema } } }, async (_request, reply) => {
    const ok = await upstreamReady();
    return reply.header('cache-control', 'no-store').send({ gateway: 'ok', api: ok ? 'ok' : 'error' });
  });
});
