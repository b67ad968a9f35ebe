// The gateway's own calls to the upstream (session, caches, readiness): one keep-alive agent, timeouts, and
// failures turned into 502 E_UPSTREAM / 504 E_UPSTREAM_TIMEOUT.
import { ErrorCode } from '@mathbridge/contract';
import { Agent } from 'undici';
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

export class UpstreamClient {
  private readonly agent: Agent;
  private readonly origin: string;
  private readonly basePath: string;

  constructor(
    upstreamUrl: string,
    private readonly timeoutMs: number,
    private readonly onFailure: (kind: UpstreamFailure) => void = () => {},
  ) {
    const url = new URL(upstreamUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.agent = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 10_000 });
  }

  async call(call: UpstreamCall): Promise<UpstreamResponse> {
    const started = performance.now();
    const timeout = call.timeoutMs ?? this.timeoutMs;
    try {
      const res = await this.agent.request({
        origin: this.origin,
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
    await this.agent.close();
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
