// Forwards /api/*, /v1/* and /v2/* to the upstream over the gateway's keep-alive undici pool: the gateway's
// headers injected, hop-by-hop headers dropped both ways, body size limited, and transport failures answered as
// 502/504 JSON. This is the path most requests take, so it is kept lean: the request is dispatched straight onto
// the pool, and the answer is written to the response as it arrives (a small answer in one write, headers and
// body together; a large one streamed with backpressure).
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatcher } from 'undici';
import { forwardedHeaders, responseHeadersFromUpstream } from './headers.js';

export const PROXIED_PREFIXES = ['/api', '/v1', '/v2'] as const;
const METHODS: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];
/** Answers up to this size are collected and written in one go; larger ones are streamed. */
const BUFFERED_BYTES = 64 * 1024;

export interface ProxyOptions {
  timeoutMs: number;
  bodyLimit: number;
  /** Forwarded calls that pass a rate limit first (the rest go straight through). */
  limited?: { method: HTTPMethods; url: string; preHandler: preHandlerHookHandler }[];
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

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

const TOO_LARGE: ErrorResponse = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
const TIMED_OUT: ErrorResponse = {
  code: ErrorCode.UpstreamTimeout,
  message: 'The learning service did not answer in time. Please try again.',
};
const UNREACHABLE: ErrorResponse = {
  code: ErrorCode.Upstream,
  message: 'The learning service is unreachable. Please try again shortly.',
};

type Failure = (reply: FastifyReply, error: Error) => void;

/** Carries one upstream answer to the browser. */
class Relay implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string | string[] | number | undefined> | null = null;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private streaming = false;
  private finished = false;
  private controller: Dispatcher.DispatchController | null = null;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly started: number,
    private readonly fail: Failure,
  ) {}

  /** The browser went away: stop the upstream call. */
  private readonly onClose = () => {
    if (!this.finished) this.controller?.abort(new Error('the client closed the connection'));
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    this.reply.raw.once('close', this.onClose);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.request.upstreamMs = performance.now() - this.started;
    this.status = statusCode;
    // The gateway's own headers (request id, security headers) first, then the upstream's.
    this.headers = responseHeadersFromUpstream(headers, this.reply.getHeaders());
  }

  private startStreaming(): void {
    this.streaming = true;
    const raw = this.reply.raw;
    raw.writeHead(this.status, this.headers as Record<string, string | string[] | number>);
    raw.on('drain', () => this.controller?.resume());
    for (const chunk of this.chunks) raw.write(chunk);
    this.chunks = [];
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.streaming) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      if (this.buffered <= BUFFERED_BYTES) return;
      this.startStreaming();
      return;
    }
    if (!this.reply.raw.write(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.finished = true;
    const raw = this.reply.raw;
    if (this.streaming) {
      raw.end();
      return;
    }
    const headers = this.headers as Record<string, string | string[] | number>;
    // A chunked answer collected whole goes out with its length.
    if (this.buffered > 0 && headers['content-length'] === undefined) headers['content-length'] = this.buffered;
    raw.writeHead(this.status, headers);
    if (this.chunks.length === 0) raw.end();
    else raw.end(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.finished) return;
    this.finished = true;
    const raw = this.reply.raw;
    if (raw.destroyed) return;
    if (raw.headersSent) {
      // Half an answer is already on its way: the browser can only be told by a cut connection.
      raw.destroy(error);
      return;
    }
    if (this.request.upstreamMs === null) this.request.upstreamMs = performance.now() - this.started;
    this.fail(this.reply, error);
  }
}

export const proxyPlugin = fp(async (app: FastifyInstance, options: ProxyOptions) => {
  const pool = app.upstream.pool;
  const basePath = app.upstream.basePath;

  const fail: Failure = (reply, error) => {
    const code = (error as { code?: unknown }).code;
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      void reply.code(413).header('connection', 'close').send(TOO_LARGE);
      return;
    }
    const timeout = typeof code === 'string' && TIMEOUT_CODES.has(code);
    app.metrics.upstreamErrors.inc({ kind: timeout ? 'timeout' : 'unreachable' });
    void reply.code(timeout ? 504 : 502).send(timeout ? TIMED_OUT : UNREACHABLE);
  };

  const forward = (request: FastifyRequest, reply: FastifyReply): void => {
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > options.bodyLimit) {
      void reply.code(413).header('connection', 'close').send(TOO_LARGE);
      return;
    }
    let body: Readable | null = null;
    const stream = request.body as Readable | undefined;
    if (stream && typeof stream.pipe === 'function' && length !== '0') {
      body = length === undefined ? stream.pipe(new BodyLimit(options.bodyLimit)) : stream;
    }
    const started = performance.now();
    pool.dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: basePath + request.url,
        headers: forwardedHeaders(request, app.headerPolicy),
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      new Relay(request, reply, started, fail),
    );
  };

  // Its own scope, so that request bodies reach the upstream as the raw stream, unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const prefix of PROXIED_PREFIXES) {
      scope.route({ method: METHODS, url: prefix, handler: forward });
      scope.route({ method: METHODS, url: `${prefix}/*`, handler: forward });
    }
    for (const { method, url, preHandler } of options.limited ?? []) {
      scope.route({ method, url, preHandler, handler: forward });
    }
  });
});
