// Forwards /api/*, /v1/* and /v2/* to the upstream (lib/forward.ts does the forwarding). Most of these calls never
// reach Fastify: the fast lane (lib/fast-lane.ts) forwards them from the server's request listener. These routes
// answer the rest: calls that pass a rate limit first, paths the lane leaves to Fastify's router (percent-encoded
// ones), and requests made with inject() in the tests.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Forwarder } from '../lib/forward.js';
import { callerOf } from './headers.js';

export const PROXIED_PREFIXES = ['/api', '/v1', '/v2'] as const;
export const PROXIED_METHODS: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

export interface ProxyOptions {
  timeoutMs: number;
  bodyLimit: number;
  /** A request body must have fully arrived this long after its headers (408 otherwise). */
  bodyTimeoutMs: number;
  /** Forwarded calls that pass a rate limit first (the rest go straight through). */
  limited?: { method: HTTPMethods; url: string; preHandler: preHandlerHookHandler }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    forwarder: Forwarder;
  }
  interface FastifyContextConfig {
    /** Marks the proxy's catch-all routes, which the fast lane stands in for. */
    catchAll?: boolean;
  }
}

export const proxyPlugin = fp(async (app: FastifyInstance, options: ProxyOptions) => {
  const forwarder = new Forwarder({
    pool: app.upstream.pool,
    basePath: app.upstream.basePath,
    policy: app.headerPolicy,
    timeoutMs: options.timeoutMs,
    bodyLimit: options.bodyLimit,
    bodyTimeoutMs: options.bodyTimeoutMs,
    onUpstreamError: (kind) => app.metrics.upstreamErrors.inc({ kind }),
  });
  app.decorate('forwarder', forwarder);

  const forward = (request: FastifyRequest, reply: FastifyReply): void => {
    // The reply is written by the forwarder; Fastify's onResponse hooks still log and count it.
    reply.hijack();
    forwarder.forward(request.raw, reply.raw, callerOf(request), request, reply.getHeaders());
  };

  // Its own scope, so that request bodies reach the upstream as the raw stream, unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const prefix of PROXIED_PREFIXES) {
      scope.route({ method: PROXIED_METHODS, url: prefix, handler: forward, config: { catchAll: true } });
      scope.route({ method: PROXIED_METHODS, url: `${prefix}/*`, handler: forward, config: { catchAll: true } });
    }
    for (const { method, url, preHandler } of options.limited ?? []) {
      scope.route({ method, url, preHandler, handler: forward });
    }
  });
});
