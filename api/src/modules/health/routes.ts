// Liveness (the process is up) and readiness (the database answers).
import { HealthSchema, ReadinessSchema } from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
    service: 'api' as const,
    uptimeSeconds: process.uptime(),
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, service: 'api' as const, checks: { database: 'ok' as const } };
      } catch (err) {
        request.log.error({ err }, 'database is not ready');
        return reply.status(503).send({ status: 'error', service: 'api', checks: { database: 'error' } });
      }
    },
  );
};
