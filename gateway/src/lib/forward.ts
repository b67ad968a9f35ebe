// Forwards one request to the upstream over the gateway's keep-alive undici pool: the gateway's headers injected,
// hop-by-hop headers dropped both ways, the body size and arrival time limited, and transport failures answered as
// 502/504 JSON. This is the path most requests take, so it works on Node's own request and response objects: a
// request body is read whole first (an upstream connection is taken only for a request that has fully arrived, so
// clients that send slowly cannot hold the pool), and the answer is written as it arrives (a small answer in one
// write, headers and body together; a large one streamed with backpressure; an event stream passed on event by
// event, never held back). The fast lane and the proxy's Fastify routes both use it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { Dispatcher, Pool } from 'undici';
import { forwardedHeaders, responseHeadersFromUpstream, type Caller, type HeaderPolicy } from '../plugins/headers.js';
import type { Exchange } from '../plugins/logging.js';
import { toUpstreamError, type UpstreamFailure } from './upstream.js';

/** Answers up to this size are collected and written in one go; larger ones are streamed. */
const BUFFERED_BYTES = 64 * 1024;

const TOO_LARGE: ErrorResponse = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };

/** Whether an answer is a stream of server-sent events (the chat tutor's replies), which must never wait in a buffer. */
export function isEventStream(contentType: string | string[] | number | undefined): boolean {
  return typeof contentType === 'string' && contentType.trimStart().toLowerCase().startsWith('text/event-stream');
}

/** Response headers as Node and Fastify hold them. */
export type Headers = Record<string, string | string[] | number | undefined>;

/** Writes a JSON answer of the gateway's own, after the gateway's headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  ownHeaders: Headers,
  extra: Headers = {},
): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...ownHeaders,
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': payload.length,
  } as OutgoingHttpHeaders);
  res.end(payload);
}

/** The 408 answer to a body that has not fully arrived within `timeoutMs`. */
export function bodyTimedOut(timeoutMs: number): ErrorResponse {
  return {
    code: ErrorCode.RequestTimeout,
    message: `The request body did not arrive within ${timeoutMs / 1000} seconds. Please check the connection and try again.`,
  };
}

type BodyOutcome = Buffer | 'too-large' | 'timeout' | 'gone';

/**
 * Reads a request body whole, up to `limit` bytes and within `timeoutMs`, and calls back once with the body or why
 * there is none: past the limit, too slow, or the client went away.
 */
function readBody(req: IncomingMessage, limit: number, timeoutMs: number, done: (outcome: BodyOutcome) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (outcome: BodyOutcome) => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onGone);
    req.off('close', onGone);
    done(outcome);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) finish('too-large');
    else chunks.push(chunk);
  };
  const onEnd = () => finish(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
  const onGone = () => finish('gone');
  const timer = setTimeout(() => finish('timeout'), timeoutMs);
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onGone);
  req.on('close', onGone);
}

export interface ForwarderOptions {
  pool: Pool;
  /** The upstream URL's path, put in front of every forwarded path. */
  basePath: string;
  policy: HeaderPolicy;
  timeoutMs: number;
  bodyLimit: number;
  /** A request body must have fully arrived this long after the request's headers. */
  bodyTimeoutMs: number;
  onUpstreamError: (kind: UpstreamFailure) => void;
}

/** Carries one upstream answer to the browser. */
class Relay implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Headers | null = null;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private streaming = false;
  private finished = false;
  private controller: Dispatcher.DispatchController | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly exchange: Exchange,
    private readonly ownHeaders: Headers,
    private readonly started: number,
    private readonly forwarder: Forwarder,
  ) {}

  /** The browser went away: stop the upstream call. */
  private readonly onClose = () => {
    if (!this.finished) this.controller?.abort(new Error('the client closed the connection'));
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    this.res.once('close', this.onClose);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.exchange.upstreamMs = performance.now() - this.started;
    this.status = statusCode;
    // The gateway's own headers (request id, security headers) first, then the upstream's.
    this.headers = responseHeadersFromUpstream(headers, this.ownHeaders);
    if (isEventStream(this.headers['content-type'])) {
      // Each event goes to the browser as it comes (the student reads the reply as it is written), and the headers
      // at once, so the browser knows the reply has started. A proxy in front of the gateway is asked not to buffer
      // either. Nothing on this path compresses, which would hold events back too.
      this.headers['x-accel-buffering'] = 'no';
      this.startStreaming();
      this.res.flushHeaders();
    }
  }

  private startStreaming(): void {
    this.streaming = true;
    const res = this.res;
    res.writeHead(this.status, this.headers as OutgoingHttpHeaders);
    res.on('drain', () => this.controller?.resume());
    for (const chunk of this.chunks) res.write(chunk);
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
    if (!this.res.write(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.finished = true;
    const res = this.res;
    if (this.streaming) {
      res.end();
      return;
    }
    const headers = this.headers as Headers;
    // A chunked answer collected whole goes out with its length.
    if (this.buffered > 0 && headers['content-length'] === undefined) headers['content-length'] = this.buffered;
    res.writeHead(this.status, headers as OutgoingHttpHeaders);
    if (this.chunks.length === 0) res.end();
    else res.end(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.finished) return;
    this.finished = true;
    const res = this.res;
    if (res.destroyed) return;
    if (res.headersSent) {
      // Half an answer is already on its way: the browser can only be told by a cut connection.
      res.destroy(error);
      return;
    }
    if (this.exchange.upstreamMs === null) this.exchange.upstreamMs = performance.now() - this.started;
    this.forwarder.fail(res, error, this.ownHeaders);
  }
}

export class Forwarder {
  constructor(private readonly options: ForwarderOptions) {}

  /** Answers a transport failure: 504 for a timeout, 502 for the rest. */
  fail(res: ServerResponse, error: Error, ownHeaders: Headers): void {
    // Timeouts become 504, everything else (refused, reset) 502, as for the gateway's own upstream calls.
    const failure = toUpstreamError(error);
    this.options.onUpstreamError(failure.kind);
    sendJson(res, failure.statusCode, { code: failure.code, message: failure.message }, ownHeaders);
  }

  /**
   * Sends `req` on to the upstream and its answer back on `res`, after `ownHeaders` (the request id and the security
   * headers). The upstream's time is noted on `exchange`.
   */
  forward(req: IncomingMessage, res: ServerResponse, caller: Caller, exchange: Exchange, ownHeaders: Headers): void {
    const { options } = this;
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > options.bodyLimit) {
      sendJson(res, 413, TOO_LARGE, ownHeaders, { connection: 'close' });
      return;
    }
    const hasBody = length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0';
    if (!hasBody) {
      this.dispatch(req, res, caller, exchange, ownHeaders, null);
      return;
    }
    readBody(req, options.bodyLimit, options.bodyTimeoutMs, (outcome) => {
      if (outcome === 'gone' || res.destroyed) return;
      // The rest of a refused body is never read, so the connection cannot carry another request.
      if (outcome === 'too-large') sendJson(res, 413, TOO_LARGE, ownHeaders, { connection: 'close' });
      else if (outcome === 'timeout')
        sendJson(res, 408, bodyTimedOut(options.bodyTimeoutMs), ownHeaders, { connection: 'close' });
      else this.dispatch(req, res, caller, exchange, ownHeaders, outcome);
    });
  }

  private dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller,
    exchange: Exchange,
    ownHeaders: Headers,
    body: Buffer | null,
  ): void {
    const { options } = this;
    const started = performance.now();
    options.pool.dispatch(
      {
        method: req.method as Dispatcher.HttpMethod,
        path: options.basePath + (req.url ?? '/'),
        headers: forwardedHeaders(caller, options.policy),
        body,
        // Both limits are pauses, not a deadline for the whole answer: the headers must come within timeoutMs, and
        // then no gap between two chunks may be longer. A reply that keeps sending (a minute of tutor text) is
        // never cut; one that stalls is.
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      new Relay(res, exchange, ownHeaders, started, this),
    );
  }
}
