// One log line per request for operators and support: id, method, path, status, duration, upstream duration,
// cache status and the user when known. Query strings are left out (they carry e-mail addresses, codes and
// tokens), a path segment holding an e-mail address is written as [email], and secrets are redacted.
// Requests Fastify answers are logged by the hook below; the fast lane (lib/fast-lane.ts) writes the same line
// through accessLog.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'PARTIAL' | 'BYPASS';

declare module 'fastify' {
  interface FastifyRequest {
    upstreamMs: number | null;
    cacheStatus: CacheStatus | null;
    userId: string | null;
  }
  interface FastifyInstance {
    accessLog: AccessLog;
  }
}

/** What the gateway learns about a request while answering it, for its log line. */
export interface Exchange {
  id: string;
  upstreamMs: number | null;
  cacheStatus: CacheStatus | null;
  userId: string | null;
}

export type AccessLog = (exchange: Exchange, method: string, url: string, status: number, durationMs: number) => void;

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A path segment with an '@' in it, plain or percent-encoded: an e-mail address, or close enough to one. */
const EMAIL_SEGMENT = /[^/]*(?:@|%40)[^/]*/g;

/** The path as logged: no query string, and no e-mail address. */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Most paths have no '@' at all; only those pay for the replacement.
  return path.includes('@') || path.includes('%40') ? path.replace(EMAIL_SEGMENT, '[email]') : path;
}

/** Writes the request line. Its fields are the gateway's own (no headers, bodies or query strings), so it is
 *  written by a logger without the redaction pass, which would copy every line; every other line keeps it. */
export function accessLogTo(log: FastifyBaseLogger): AccessLog {
  const access = log.child({}, { redact: [] });
  return (exchange, method, url, status, durationMs) => {
    access.info(
      {
        reqId: exchange.id,
        method,
        path: loggedPath(url),
        status,
        durationMs: round(durationMs),
        upstreamMs: exchange.upstreamMs === null ? null : round(exchange.upstreamMs),
        cache: exchange.cacheStatus,
        userId: exchange.userId,
      },
      'request completed',
    );
  };
}

export const loggingPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('upstreamMs', null);
  app.decorateRequest('cacheStatus', null);
  app.decorateRequest('userId', null);
  const accessLog = accessLogTo(app.log);
  app.decorate('accessLog', accessLog);

  app.addHook('onResponse', function logRequest(request, reply, done) {
    accessLog(request, request.method, request.url, reply.statusCode, reply.elapsedTime);
    done();
  });
});
