// The session cookie (spec /api/jwt): the upstream's token pair lives sealed in an httpOnly, Secure, SameSite=Lax
// cookie; the browser's scripts only ever see the access token. Login, signup and the OAuth callback are forwarded
// and their token pair kept; GET /api/jwt refreshes through the upstream; DELETE /api/jwt revokes and clears, and
// the session is remembered as logged out so that a saved copy of the cookie gets no token afterwards.
import { createHash } from 'node:crypto';
import {
  AUTH_PATHS,
  ErrorCode,
  JwtResponseSchema,
  LoginRequestSchema,
  OAuthCallbackRequestSchema,
  SESSION_ISSUING_PATHS,
  SignupRequestSchema,
  SPEC_CALLS,
  TokenPairSchema,
  UPSTREAM_SESSION_PATHS,
  type JwtResponse,
  type TokenPair,
} from '@mathbridge/contract';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { GatewayError } from '../lib/gateway-error.js';
import { LoggedOutSessions } from '../lib/logged-out.js';
import { relay } from '../lib/relay.js';
import { SessionSealer, subjectOf } from '../lib/session-crypto.js';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { parseJson } from '../lib/upstream.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkedAsSent } from '../lib/checked-as-sent.js';
import { cookieValue, ownCallHeaders } from './headers.js';

/** An access token this close to expiry is refreshed before it is handed out. */
export const REFRESH_AHEAD_MS = 60_000;
/** A refresh result is remembered this long, so tabs racing with the old cookie get the new pair, not a reuse alarm. */
const REFRESH_GRACE_MS = 30_000;

export interface SessionOptions {
  secrets: string[];
  /** Extra preHandlers per issuing path (the rate limits of login and signup). */
  limits?: Partial<Record<(typeof SESSION_ISSUING_PATHS)[number], preHandlerHookHandler[]>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The token pair from the session cookie, when it holds a valid one (read once per request). */
    sessionPair: TokenPair | null | undefined;
  }
  interface FastifyInstance {
    readSession(request: FastifyRequest): Promise<TokenPair | null>;
    /** The user whose session a Cookie header carries, or null. */
    sessionUser(cookieHeader: string | undefined): Promise<string | null>;
  }
}

/** The session cookie's value in a Cookie header, if it has one. */
export function cookieFrom(header: string | undefined): string | undefined {
  return header?.includes(SESSION_COOKIE) ? cookieValue(header, SESSION_COOKIE) : undefined;
}

/** The bodies of the calls that start a session, as the api checks them (a bad one is refused here already). */
const ISSUING_BODIES = {
  [AUTH_PATHS.login]: checkedAsSent(LoginRequestSchema),
  [AUTH_PATHS.signup]: checkedAsSent(SignupRequestSchema),
  [AUTH_PATHS.oauthCallback]: checkedAsSent(OAuthCallbackRequestSchema),
} satisfies Record<(typeof SESSION_ISSUING_PATHS)[number], unknown>;

type RefreshOutcome = { ok: true; pair: TokenPair } | { ok: false };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const sealer = new SessionSealer(options.secrets);
  // Only the session routes read cookies, so the Cookie header is not parsed on every request (hook: false);
  // the plugin still writes Set-Cookie.
  await app.register(fastifyCookie, { hook: false });
  const sessionCookie = (request: FastifyRequest) => cookieFrom(request.headers.cookie);
  app.decorateRequest('sessionPair', undefined);

  /** The live token pair a session cookie holds, or null (bad seal, old secret, refresh token expired). */
  const openCookie = async (value: string | undefined): Promise<TokenPair | null> => {
    const pair = value ? await sealer.open(value) : null;
    return pair && pair.refreshTokenExpiresAt > Date.now() ? pair : null;
  };

  const readSession = async (request: FastifyRequest): Promise<TokenPair | null> => {
    if (request.sessionPair !== undefined) return request.sessionPair;
    request.sessionPair = await openCookie(sessionCookie(request));
    if (request.sessionPair) request.userId = subjectOf(request.sessionPair.accessToken);
    return request.sessionPair;
  };
  app.decorate('readSession', readSession);
  app.decorate('sessionUser', async (cookieHeader: string | undefined) => {
    const pair = await openCookie(cookieFrom(cookieHeader));
    return pair ? subjectOf(pair.accessToken) : null;
  });

  // The user id for the log line and per-user limits, on every call that goes to the api with a session cookie.
  app.addHook('preHandler', function readSessionUser(request, _reply, done) {
    if (request.headers.cookie?.includes(SESSION_COOKIE) && /^\/(api|v1|v2)\//.test(request.url)) {
      readSession(request).then(() => done(), done);
    } else {
      done();
    }
  });

  const keep = async (reply: FastifyReply, pair: TokenPair) => {
    reply.setCookie(SESSION_COOKIE, await sealer.seal(pair), {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: Math.max(0, Math.floor((pair.refreshTokenExpiresAt - Date.now()) / 1000)),
    });
  };
  const clear = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  };

  const postJson = (request: FastifyRequest, path: string, body: unknown) =>
    app.upstream.call({
      method: 'POST',
      path,
      headers: { ...ownCallHeaders(request, app.headerPolicy), 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  // Login, signup, OAuth callback: forward, keep the pair, give the browser the access token only.
  for (const path of SESSION_ISSUING_PATHS) {
    const schema = { body: ISSUING_BODIES[path], response: { '2xx': JwtResponseSchema } };
    typed.post(path, { schema, preHandler: options.limits?.[path] ?? [] }, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const response = await postJson(request, path + query, request.body);
      request.upstreamMs = response.durationMs;
      if (response.status >= 200 && response.status < 300) {
        const pair = TokenPairSchema.safeParse(parseJson(response));
        if (pair.success) {
          await keep(reply, pair.data);
          request.userId = subjectOf(pair.data.accessToken);
          const body: JwtResponse = { accessToken: pair.data.accessToken };
          return reply.code(response.status).header('cache-control', 'no-store').send(body);
        }
      }
      // Errors, and answers that start no session yet (a pending OAuth sign-up), go through as they are.
      return relay(reply, response);
    });
  }

  let lastSharedWarning = 0;
  const loggedOut = new LoggedOutSessions(app.sharedStore, (err) => {
    if (Date.now() - lastSharedWarning < 60_000) return;
    lastSharedWarning = Date.now();
    app.log.warn({ err: { message: (err as Error).message } }, 'logged-out sessions could not be shared through Redis');
  });

  const inFlight = new Map<string, Promise<RefreshOutcome>>();
  const recent = new LRUCache<string, TokenPair>({ max: 10_000, ttl: REFRESH_GRACE_MS });

  const refresh = (request: FastifyRequest, refreshToken: string): Promise<RefreshOutcome> => {
    const key = hashToken(refreshToken);
    const remembered = recent.get(key);
    if (remembered) return Promise.resolve({ ok: true, pair: remembered });
    const running = inFlight.get(key);
    if (running) return running;
    const attempt = (async (): Promise<RefreshOutcome> => {
      const response = await postJson(request, UPSTREAM_SESSION_PATHS.refresh, { refreshToken });
      request.upstreamMs = response.durationMs;
      if (response.status >= 400 && response.status < 500) return { ok: false };
      if (response.status !== 200 && response.status !== 201) {
        throw new GatewayError(502, ErrorCode.Upstream, 'The session could not be renewed. Please try again.');
      }
      const pair = TokenPairSchema.safeParse(parseJson(response));
      if (!pair.success) {
        app.metrics.upstreamErrors.inc({ kind: 'invalid' });
        throw new GatewayError(502, ErrorCode.Upstream, 'The session could not be renewed. Please try again.');
      }
      recent.set(key, pair.data);
      return { ok: true, pair: pair.data };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, attempt);
    return attempt;
  };

  typed.get(SPEC_CALLS.jwt, { schema: { response: { 200: JwtResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const hadCookie = Boolean(sessionCookie(request));
    const pair = await readSession(request);
    if (!pair) {
      if (hadCookie) clear(reply);
      return { accessToken: null };
    }
    const ended = () => {
      clear(reply);
      request.userId = null;
      return { accessToken: null };
    };
    // A copy of the cookie saved before logging out: its access token may still be fresh, but the session is over.
    if (await loggedOut.has(pair)) return ended();
    if (pair.accessTokenExpiresAt - Date.now() > REFRESH_AHEAD_MS) return { accessToken: pair.accessToken };
    const outcome = await refresh(request, pair.refreshToken);
    // A refresh remembered for racing tabs may belong to a session that has logged out since.
    if (!outcome.ok || (await loggedOut.has(outcome.pair))) return ended();
    await keep(reply, outcome.pair);
    request.userId = subjectOf(outcome.pair.accessToken);
    return { accessToken: outcome.pair.accessToken };
  });

  app.delete(SPEC_CALLS.jwt, async (request, reply) => {
    const pair = await readSession(request);
    if (pair) {
      await loggedOut.add(pair);
      try {
        const response = await postJson(request, UPSTREAM_SESSION_PATHS.logout, { refreshToken: pair.refreshToken });
        request.upstreamMs = response.durationMs;
        if (response.status >= 300) request.log.warn({ status: response.status }, 'upstream logout was refused');
      } catch (err) {
        // The cookie goes anyway: the browser is logged out even while the api is unreachable.
        request.log.warn({ err }, 'upstream logout failed; clearing the cookie anyway');
      }
    }
    clear(reply);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
});
