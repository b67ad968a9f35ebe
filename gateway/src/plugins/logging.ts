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

  // The line's fields are the gateway's own (no headers, bodies or query strings), so it is written by a logger
  // without the redaction pass, which would copy every line. Every other line keeps the redaction.
  const access = app.log.child({}, { redact: [] });

  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    access.info(
      {
        reqId: request.id,
        method: request.method,
        path: query === -1 ? url : url.slice(0, query),
        status: reply.statusCode,
        durationMs: round(reply.elapsedTime),
        upstreamMs: request.upstreamMs === null ? null : round(request.upstreamMs),
        cache: request.cacheStatus,
        userId: request.userId,
      },
      'request completed',
    );
    done();
  });
});
