// The gateway's connections to the upstream: one keep-alive undici pool, shared by the proxy and by the gateway's
// own calls (session, caches, readiness), with timeouts, and failures turned into 502 E_UPSTREAM /
// 504 E_UPSTREAM_TIMEOUT.
import { ErrorCode } from '@mathbridge/contract';
import { Pool } from 'undici';
import { GatewayError } from './gateway-error.js';

export type UpstreamFailure = 'timeout' | 'unreachable';

export class UpstreamError extends GatewayError {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(kind === 'timeout' ? 504 : 502, kind === 'timeout' ? ErrorCode.UpstreamTimeout : ErrorCode.Upstream, message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  durationMs: number;
}

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Overrides the configured timeout, e.g. for a quick readiness probe. */
  timeoutMs?: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** Classifies a transport error: timeouts become 504, everything else (refused, reset, DNS) 502. */
export function toUpstreamError(err: unknown): UpstreamError {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
    return new UpstreamError('timeout', 'The learning service did not answer in time. Please try again.');
  }
  return new UpstreamError('unreachable', 'The learning service is unreachable. Please try again shortly.');
}

/** Connections kept to the upstream at most; requests beyond that wait for a free one. */
const MAX_CONNECTIONS = 256;

export class UpstreamClient {
  /** Keep-alive connections to the upstream's origin (the proxy dispatches onto it directly). */
  readonly pool: Pool;
  /** The upstream URL's path, put in front of every forwarded path (empty for an origin). */
  readonly basePath: string;

  constructor(
    upstreamUrl: string,
    private readonly timeoutMs: number,
    private readonly onFailure: (kind: UpstreamFailure) => void = () => {},
  ) {
    const url = new URL(upstreamUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    // No pipelining: one slow call (an export may take minutes) must not hold up the calls queued behind it.
    this.pool = new Pool(url.origin, {
      connections: MAX_CONNECTIONS,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  async call(call: UpstreamCall): Promise<UpstreamResponse> {
    const started = performance.now();
    const timeout = call.timeoutMs ?? this.timeoutMs;
    try {
      const res = await this.pool.request({
        path: this.basePath + call.path,
        method: call.method,
        headers: call.headers,
        body: call.body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      return { status: res.statusCode, headers: res.headers, body, durationMs: performance.now() - started };
    } catch (err) {
      const error = toUpstreamError(err);
      this.onFailure(error.kind);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

/** Parses an upstream JSON body; a body that is not JSON is an upstream failure. */
export function parseJson(response: UpstreamResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new GatewayError(502, ErrorCode.Upstream, 'The learning service sent an unreadable answer.');
  }
}
