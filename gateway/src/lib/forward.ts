// Forwards one request to the upstream over the gateway's keep-alive undici pool: the gateway's headers injected,
// hop-by-hop headers dropped both ways, the body size limited, and transport failures answered as 502/504 JSON.
// This is the path most requests take, so it works on Node's own request and response objects: the request is
// dispatched straight onto the pool, and the answer is written as it arrives (a small answer in one write, headers
// and body together; a large one streamed with backpressure). The fast lane and the proxy's Fastify routes both
// use it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import type { Dispatcher, Pool } from 'undici';
import { forwardedHeaders, responseHeadersFromUpstream, type Caller, type HeaderPolicy } from '../plugins/headers.js';
import type { Exchange } from '../plugins/logging.js';
import { toUpstreamError, type UpstreamFailure } from './upstream.js';

/** Answers up to this size are collected and written in one go; larger ones are streamed. */
const BUFFERED_BYTES = 64 * 1024;

const TOO_LARGE: ErrorResponse = { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };

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

export interface ForwarderOptions {
  pool: Pool;
  /** The upstream URL's path, put in front of every forwarded path. */
  basePath: string;
  policy: HeaderPolicy;
  timeoutMs: number;
  bodyLimit: number;
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

  /** Answers a transport failure: 413 for a body past the limit, 504 for a timeout, 502 for the rest. */
  fail(res: ServerResponse, error: Error, ownHeaders: Headers): void {
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      sendJson(res, 413, TOO_LARGE, ownHeaders, { connection: 'close' });
      return;
    }
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
    let body: Readable | null = null;
    if (length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0') {
      body = length === undefined ? req.pipe(new BodyLimit(options.bodyLimit)) : req;
    }
    const started = performance.now();
    options.pool.dispatch(
      {
        method: req.method as Dispatcher.HttpMethod,
        path: options.basePath + (req.url ?? '/'),
        headers: forwardedHeaders(caller, options.policy),
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      new Relay(res, exchange, ownHeaders, started, this),
    );
  }
}
