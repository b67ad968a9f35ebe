// Forwards /api/*, /v1/* and /v2/* to the upstream with @fastify/http-proxy: the gateway's headers injected,
// hop-by-hop headers dropped both ways, body size limited, and transport failures answered as 502/504 JSON.
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Transform, type TransformCallback } from 'node:stream';
import { forwardedHeaders, responseHeadersFromUpstream } from './headers.js';

export const PROXIED_PREFIXES = ['/api', '/v1', '/v2'] as const;

export interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    upstreamStartedAt: number | null;
  }
}

/** Counts a streamed body and fails it once it passes the limit (for bodies sent without a length). */
class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(Object.assign(new Error('request body too large'), { statusCode: 413 }));
    else callback(null, chunk);
  }
}

function isTimeout(error: { code?: string; statusCode?: number }): boolean {
  return error.statusCode === 504 || /TIMEOUT/i.test(error.code ?? '');
}

export const proxyPlugin = fp(async (app: FastifyInstance, options: ProxyOptions) => {
  app.decorateRequest('upstreamStartedAt', null);

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > options.bodyLimit) {
      const body: ErrorResponse = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
      return reply.code(413).header('connection', 'close').send(body);
    }
    const stream = request.body as NodeJS.ReadableStream | undefined;
    if (!request.headers['content-length'] && stream && typeof stream.pipe === 'function') {
      request.body = stream.pipe(new BodyLimit(options.bodyLimit));
    }
    request.upstreamStartedAt = performance.now();
  };

  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: options.upstreamUrl,
      prefix,
      rewritePrefix: prefix,
      preHandler,
      // The per-request line comes from the logging plugin.
      disableRequestLogging: true,
      undici: {
        connections: 128,
        keepAliveTimeout: 10_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          forwardedHeaders(request as FastifyRequest, app.headerPolicy, headers) as typeof headers,
        rewriteHeaders: (headers, request) => {
          if (request && request.upstreamStartedAt !== null) {
            request.upstreamMs = performance.now() - request.upstreamStartedAt;
          }
          return responseHeadersFromUpstream(headers) as typeof headers;
        },
        onError: (reply, { error }) => {
          const timeout = isTimeout(error as { code?: string; statusCode?: number });
          app.metrics.upstreamErrors.inc({ kind: timeout ? 'timeout' : 'unreachable' });
          const body: ErrorResponse = timeout
            ? {
                code: ErrorCode.UpstreamTimeout,
                message: 'The learning service did not answer in time. Please try again.',
              }
            : { code: ErrorCode.Upstream, message: 'The learning service is unreachable. Please try again shortly.' };
          void reply.code(timeout ? 504 : 502).send(body);
        },
      },
    });
  }
});
