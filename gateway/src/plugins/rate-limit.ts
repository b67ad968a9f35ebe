// Rate limits (@fastify/rate-limit): the translate and analytics-event calls, and the chat tutor's messages (each one
// may run a language model), per client (the user when logged in, else the IP); the login, sign-up and e-mail-code calls per IP and per e-mail address against brute force (logins per
// e-mail and client address pair, codes on counters of their own); and the
// e-mail availability check per IP, since each answer tells whether an address has an account; and the public test
// samples and shared reports per IP, since anyone can make them run an engine or a lookup. Beyond a limit: 429 JSON
// `{ code, message }` with Retry-After.
import {
  AUTH_PATHS,
  EmailCodeVerifyRequestSchema,
  EmailRequestSchema,
  ErrorCode,
  SHARE_PATHS,
  TEST_PATHS,
} from '@mathbridge/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayError } from '../lib/gateway-error.js';
import { relay } from '../lib/relay.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkedAsSent } from '../lib/checked-as-sent.js';
import { ownCallHeaders } from './headers.js';

export interface RateLimitOptions {
  translatePerMinute: number;
  eventsPerMinute: number;
  /** Messages to the chat tutor a minute per student. */
  chatPerMinute: number;
  emailChecksPerMinute: number;
  publicPerMinute: number;
  auth: { perIp: number; perEmail: number; windowMs: number };
}

export interface Limits {
  translate: preHandlerHookHandler;
  events: preHandlerHookHandler;
  chat: preHandlerHookHandler;
  emailCheck: preHandlerHookHandler;
  publicCalls: preHandlerHookHandler;
  authPerIp: preHandlerHookHandler;
  /** Logins per (e-mail, client address) pair: a guesser elsewhere never locks the owner out. */
  loginPerEmail: preHandlerHookHandler;
  codePerIp: preHandlerHookHandler;
  codePerEmail: preHandlerHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The e-mail address a login or e-mail-code body names, normalised so case tricks do not buy more tries. */
export function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

function describeWait(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: false,
    redis: app.sharedStore ?? undefined,
    nameSpace: 'mathbridge-gateway-rate-',
    // When Redis is down the gateway lets requests through rather than locking every student out.
    skipOnError: true,
  });

  // createRateLimit gives the counter without the plugin's once-per-request guard, so one request can be counted by
  // several limits (per IP and per e-mail).
  const limiter = (
    name: string,
    max: number,
    timeWindow: number,
    key: (request: FastifyRequest) => string | null,
    prepare?: (request: FastifyRequest) => Promise<unknown>,
  ): preHandlerHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      // Requests without a key (no e-mail in the body) are not counted by that limit.
      allowList: (request) => key(request) === null,
      keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
    });
    return async (request, reply) => {
      if (prepare) await prepare(request);
      const result = await check(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', Math.max(0, result.remaining));
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (!result.isExceeded) return;
      app.metrics.rateLimited.inc({ limit: name });
      reply.header('retry-after', result.ttlInSeconds);
      throw new GatewayError(
        429,
        ErrorCode.RateLimited,
        `Too many requests. Please try again in ${describeWait(result.ttl)}.`,
      );
    };
  };

  const perClient = (request: FastifyRequest) => {
    const user = request.sessionPair ? request.userId : null;
    return user ? `user:${user}` : `ip:${request.ip}`;
  };
  // The session is opened first, so a logged-in student is counted as themselves.
  const openSession = (request: FastifyRequest) => app.readSession(request);
  app.decorate('limits', {
    translate: limiter('translate', options.translatePerMinute, 60_000, perClient, openSession),
    events: limiter('events', options.eventsPerMinute, 60_000, perClient, openSession),
    chat: limiter('chat', options.chatPerMinute, 60_000, perClient, openSession),
    emailCheck: limiter('email-check', options.emailChecksPerMinute, 60_000, (request) => request.ip),
    publicCalls: limiter('public', options.publicPerMinute, 60_000, (request) => request.ip),
    authPerIp: limiter('auth-ip', options.auth.perIp, options.auth.windowMs, (request) => request.ip),
    loginPerEmail: limiter('auth-email', options.auth.perEmail, options.auth.windowMs, (request) => {
      const email = emailOf(request.body);
      return email === null ? null : `${email}|${request.ip}`;
    }),
    // Sending and checking codes are counted apart from logins, so a student who logged in a few times can still
    // get a code or a temporary password.
    codePerIp: limiter('code-ip', options.auth.perIp, options.auth.windowMs, (request) => request.ip),
    codePerEmail: limiter('code-email', options.auth.perEmail, options.auth.windowMs, (request) =>
      emailOf(request.body),
    ),
  });
});

/** Public calls anyone can make run a test engine or a lookup: the test samples and shared reports, per IP. */
export const PUBLIC_LIMITED: readonly { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'POST', url: TEST_PATHS.sampleDiagnose },
  { method: 'GET', url: TEST_PATHS.sampleSat },
  { method: 'POST', url: TEST_PATHS.sampleSatScore },
  { method: 'POST', url: SHARE_PATHS.open },
];

/** Calls that send mail or check a code: forwarded by the gateway itself so their limits can read the e-mail. */
export const GUARDED_AUTH_PATHS = [AUTH_PATHS.emailCode, AUTH_PATHS.emailCodeVerify, AUTH_PATHS.forgotPassword];

/** Their bodies are checked as the api checks them: a bad one is refused here, before it is counted. */
const GUARDED_BODIES = {
  [AUTH_PATHS.emailCode]: checkedAsSent(EmailRequestSchema),
  [AUTH_PATHS.emailCodeVerify]: checkedAsSent(EmailCodeVerifyRequestSchema),
  [AUTH_PATHS.forgotPassword]: checkedAsSent(EmailRequestSchema),
} satisfies Record<(typeof GUARDED_AUTH_PATHS)[number], unknown>;

export const guardedAuthRoutes = fp(async (app: FastifyInstance) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const path of GUARDED_AUTH_PATHS) {
    const options = {
      schema: { body: GUARDED_BODIES[path] },
      preHandler: [app.limits.codePerIp, app.limits.codePerEmail],
    };
    typed.post(path, options, async (request, reply) => {
      const response = await app.upstream.call({
        method: 'POST',
        path: request.url,
        headers: { ...ownCallHeaders(request, app.headerPolicy), 'content-type': 'application/json' },
        body: JSON.stringify(request.body ?? {}),
      });
      request.upstreamMs = response.durationMs;
      return relay(reply, response);
    });
  }
});
