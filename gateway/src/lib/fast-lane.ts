// The fast lane. Most requests the gateway sees are forwarded to the api untouched, or answered from the cached
// course map; for those, Fastify's per-request machinery (routing, the request and reply objects, hooks) cost more
// than the forwarding itself. The lane takes them in the server's request listener and answers them with the same
// request id, security headers, log line and metrics as Fastify's routes. Everything else (the gateway's own routes,
// rate-limited calls, the app's files, paths with percent-encoding, anything while the server is closing) goes to
// Fastify, so the routes and limits defined there stay the only rules.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import { ErrorCode, type ErrorResponse } from '@mathbridge/contract';
import { requestIdFrom } from '@mathbridge/server-kit';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { CourseMapAnswer } from '../plugins/course-map-cache.js';
import type { Caller } from '../plugins/headers.js';
import type { AccessLog, Exchange } from '../plugins/logging.js';
import type { RequestRecorder } from '../plugins/metrics.js';
import type { Forwarder } from './forward.js';
import { sendJson } from './forward.js';
import { SESSION_COOKIE } from './session-cookie-name.js';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The status logged for a request whose client went away before the answer was complete (as nginx does). */
export const CLIENT_CLOSED = 499;

const INTERNAL: ErrorResponse = {
  code: ErrorCode.Internal,
  message: 'Something went wrong on our side. Please try again.',
};

export interface LaneParts {
  /** Path prefixes forwarded upstream ('/api', '/v1', '/v2'). */
  prefixes: readonly string[];
  methods: ReadonlySet<string>;
  /** 'METHOD /path' for every route Fastify answers itself under those prefixes. */
  owned: ReadonlySet<string>;
  /** The routes among those with `:name` segments (a rate-limited call about one conversation, say). */
  ownedPatterns?: readonly OwnedPattern[];
  courseMapPath: string;
  forwarder: Forwarder;
  securityHeaders: Readonly<Record<string, string>>;
  accessLog: AccessLog;
  record: RequestRecorder;
  courseMapHit: (headers: IncomingMessage['headers'], url: string) => CourseMapAnswer | null;
  sessionUser: (cookieHeader: string | undefined) => Promise<string | null>;
  log: FastifyBaseLogger;
}

/** A route Fastify answers itself whose path has parameters, as a method and a test of the raw path. */
export interface OwnedPattern {
  method: string;
  pattern: RegExp;
}

export class FastLane {
  private readonly patterns: readonly OwnedPattern[];

  constructor(private readonly parts: LaneParts) {
    this.patterns = parts.ownedPatterns ?? [];
  }

  /** Whether a route with parameters that Fastify answers itself matches this call. */
  private ownedByPattern(method: string, path: string): boolean {
    for (const owned of this.patterns) {
      if (owned.method === method && owned.pattern.test(path)) return true;
    }
    return false;
  }

  /** The route pattern Fastify would have matched for a forwarded path ('/api/*', or '/api' itself), else null. */
  private catchAll(path: string): string | null {
    for (const prefix of this.parts.prefixes) {
      if (!path.startsWith(prefix)) continue;
      if (path.length === prefix.length) return prefix;
      if (path.charCodeAt(prefix.length) === 47 /* '/' */) return `${prefix}/*`;
    }
    return null;
  }

  /** Answers the request and returns true, or returns false and leaves it to Fastify. */
  take(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const route = this.catchAll(path);
    // Fastify's router decodes percent-encoding before matching; such paths are left to it, so an encoded name of
    // a rate-limited route is still limited.
    if (route === null || path.includes('%') || !this.parts.methods.has(method)) return false;

    const id = requestIdFrom(req.headers['x-request-id']);
    if (method === 'GET' && path === this.parts.courseMapPath) {
      const answer = this.parts.courseMapHit(req.headers, url);
      if (answer === null) return false;
      const exchange = this.begin(req, res, id, method, url, path);
      exchange.cacheStatus = 'HIT';
      res.writeHead(answer.status, { 'x-request-id': id, ...this.parts.securityHeaders, ...answer.headers });
      res.end(answer.body ?? undefined);
      return true;
    }
    if (this.parts.owned.has(`${method} ${path}`) || this.ownedByPattern(method, path)) return false;

    const exchange = this.begin(req, res, id, method, url, route);
    const own: OutgoingHttpHeaders = { 'x-request-id': id, ...this.parts.securityHeaders };
    const caller: Caller = { id, headers: req.headers, peer: req.socket.remoteAddress };
    try {
      this.parts.forwarder.forward(req, res, caller, exchange, own);
    } catch (err) {
      this.parts.log.error({ err, reqId: id }, 'forwarding failed');
      if (!res.headersSent) sendJson(res, 500, INTERNAL, own);
      else res.destroy();
    }
    return true;
  }

  /** The exchange's record, logged and counted once the response is done (after the session's user is known). */
  private begin(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    method: string,
    url: string,
    route: string,
  ): Exchange {
    const started = performance.now();
    const exchange: Exchange = { id, upstreamMs: null, cacheStatus: null, userId: null };
    const cookie = req.headers.cookie;
    // The seal is opened while the request is forwarded; the log line waits for it.
    const user = cookie?.includes(SESSION_COOKIE)
      ? this.parts.sessionUser(cookie).then(
          (userId) => {
            exchange.userId = userId;
          },
          () => {},
        )
      : null;
    res.once('close', () => {
      const durationMs = performance.now() - started;
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      this.parts.record(route, method, status, durationMs / 1000);
      if (user === null) this.parts.accessLog(exchange, method, url, status, durationMs);
      else void user.then(() => this.parts.accessLog(exchange, method, url, status, durationMs));
    });
    return exchange;
  }
}

/** Until Fastify hands over its handler (while it builds the server), a request gets a plain 503. */
const notYetListening: RequestListener = (_req, res) => {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify({ code: ErrorCode.Unavailable, message: 'The gateway is starting. Please try again.' }));
};

/**
 * The listener of the gateway's servers (HTTPS, and the loopback one): the lane first, once the app is ready and
 * until it starts closing, and Fastify's own handler for the rest. It also makes the HTTPS server (Fastify's
 * serverFactory), so the gateway keeps a typed handle on it.
 */
export class FrontDoor {
  #lane: FastLane | null = null;
  #fastify: RequestListener = notYetListening;
  #server: HttpsServer | null = null;

  constructor(private readonly makeServer: (listener: RequestListener) => HttpsServer) {}

  /** Fastify's serverFactory: the HTTPS server, listening through this door. */
  readonly serverFactory: FastifyServerFactory = (handler) => {
    this.#fastify = handler;
    this.#server = this.makeServer(this.listener);
    return this.#server;
  };

  /** The HTTPS server, once Fastify has asked for it (for the certificate reload). */
  get server(): HttpsServer | null {
    return this.#server;
  }

  /** The lane while it is open (from onReady until the server starts closing), else null. */
  get lane(): FastLane | null {
    return this.#lane;
  }

  open(lane: FastLane): void {
    this.#lane = lane;
  }

  /** Everything goes to Fastify from now on (it answers 503 while closing). */
  close(): void {
    this.#lane = null;
  }

  readonly listener: RequestListener = (req, res) => {
    if (this.#lane !== null && this.#lane.take(req, res)) return;
    this.#fastify(req, res);
  };
}
