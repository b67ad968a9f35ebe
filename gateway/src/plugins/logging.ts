// One log line per request for operators and support: id, method, path, status, duration, upstream duration,
// cache status and the user when known. Query strings are left out (they can carry codes); secrets are redacted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    upstreamMs: number | null;
    cacheStatus: 'HIT' | 'MISS' | 'STALE' | 'PARTIAL' | 'BYPASS' | null;
    userId: string | null;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export const loggingPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('upstreamMs', null);
  app.decorateRequest('cacheStatus', null);
  app.decorateRequest('userId', null);

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: round(reply.elapsedTime),
        upstreamMs: request.upstreamMs === null ? null : round(request.upstreamMs),
        cache: request.cacheStatus,
        userId: request.userId,
      },
      'request completed',
    );
  });
});
