// Builds the gateway: infrastructure plugins first (errors, logging, metrics, headers, security), then the routes
// the gateway answers itself (health, session, caches), then the proxy and the app. The tests use it directly.
import { AUTH_PATHS, CHAT_PATHS, EVENTS_PATH } from '@mathbridge/contract';
import { addressCheck, requestIdFrom } from '@mathbridge/server-kit';
import { createServer as createHttpsServer } from 'node:https';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { GatewayConfig } from './config/env.js';
import { answerClientError, answerFrameworkError } from './lib/client-error.js';
import { FrontDoor } from './lib/fast-lane.js';
import { createLogger } from './lib/logger.js';
import { resolveCookieSecrets } from './lib/session-crypto.js';
import { UpstreamClient } from './lib/upstream.js';
import { courseMapCachePlugin } from './plugins/course-map-cache.js';
import { errorsPlugin } from './plugins/errors.js';
import { fastLanePlugin } from './plugins/fast-lane.js';
import { headersPlugin } from './plugins/headers.js';
import { healthPlugin } from './plugins/health.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { loggingPlugin } from './plugins/logging.js';
import { GatewayMetrics, metricsPlugin } from './plugins/metrics.js';
import { proxyPlugin } from './plugins/proxy.js';
import { guardedAuthRoutes, PUBLIC_LIMITED, rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sharedStorePlugin } from './plugins/shared-store.js';
import { sessionPlugin } from './plugins/session.js';
import { staticPlugin } from './plugins/static.js';
import { translationCachePlugin } from './plugins/translation-cache.js';
import { httpsServerOptions, loadTlsMaterial, type TlsMaterial } from './plugins/tls.js';

export interface BuildOptions {
  /** Certificate and key; read or generated from the configuration when not given. */
  tls?: TlsMaterial;
  /** Where log lines go (the tests read them); stdout when not given. */
  logStream?: DestinationStream;
  metrics?: GatewayMetrics;
  /** Cookie secrets; COOKIE_SECRET or the secret kept in COOKIE_SECRET_FILE when not given. */
  cookieSecrets?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    config: GatewayConfig;
    /** The request listener of the gateway's servers: the fast lane, then Fastify. */
    frontDoor: FrontDoor;
  }
}

export async function buildGateway(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Typed as Fastify sees it, so the app is a plain FastifyInstance.
  const logger: FastifyBaseLogger = createLogger(config, options.logStream);
  const tls = options.tls ?? (await loadTlsMaterial(config, logger));
  const isTrustedProxy = addressCheck(config.trustProxy);
  const metrics = options.metrics ?? new GatewayMetrics();

  // The HTTPS server listens through the front door: the fast lane first, Fastify for the rest.
  const door = new FrontDoor((listener) => {
    const server = createHttpsServer(
      {
        ...httpsServerOptions(tls),
        // Slow clients: headers, and then the whole request, must arrive within CLIENT_TIMEOUT_MS; connections are
        // checked often enough for the limit to mean what it says.
        headersTimeout: Math.min(config.clientTimeoutMs, 60_000),
        requestTimeout: config.clientTimeoutMs,
        connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.clientTimeoutMs / 4))),
      },
      listener,
    );
    server.keepAliveTimeout = 72_000;
    return server;
  });
  const app = Fastify({
    loggerInstance: logger,
    // The logging plugin writes one line per request itself.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    serverFactory: door.serverFactory,
    bodyLimit: config.bodyLimit,
    // What Node's HTTP parser refuses gets the same `{ code, message }` JSON as every other error.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy.length > 0 ? (address: string) => isTrustedProxy(address) : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // The gateway's own routes declare zod schemas from the contract, as the api's do.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('frontDoor', door);
  app.decorate(
    'upstream',
    new UpstreamClient(config.upstreamUrl, config.upstreamTimeoutMs, (kind) => metrics.upstreamErrors.inc({ kind })),
  );
  app.addHook('onClose', async () => {
    await app.upstream.close();
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(loggingPlugin);
  await app.register(metricsPlugin, { metrics });
  await app.register(headersPlugin, { policy: { defaultTimezone: config.defaultTimezone, isTrustedProxy } });
  await app.register(fastLanePlugin, { door });

  await app.register(securityHeadersPlugin, {
    googleAnalytics: config.cspGoogleAnalytics,
    portone: config.cspPortOne,
  });

  await app.register(healthPlugin);
  await app.register(sharedStorePlugin, { redisUrl: config.redisUrl });
  await app.register(rateLimitPlugin, {
    translatePerMinute: config.translateRateLimit,
    eventsPerMinute: config.eventsRateLimit,
    chatPerMinute: config.chatRateLimit,
    emailChecksPerMinute: config.emailCheckRateLimit,
    publicPerMinute: config.publicRateLimit,
    auth: config.authRateLimit,
  });
  await app.register(sessionPlugin, {
    secrets: options.cookieSecrets ?? (await resolveCookieSecrets(config, logger)),
    limits: {
      [AUTH_PATHS.login]: [app.limits.authPerIp, app.limits.loginPerEmail],
      [AUTH_PATHS.signup]: [app.limits.authPerIp],
      [AUTH_PATHS.oauthCallback]: [app.limits.authPerIp],
    },
  });
  await app.register(guardedAuthRoutes);
  await app.register(courseMapCachePlugin, { courseMapTtlMs: config.courseMapTtlMs });
  await app.register(translationCachePlugin, { translationMaxBytes: config.translationCacheMaxBytes });
  await app.register(proxyPlugin, {
    timeoutMs: config.upstreamTimeoutMs,
    bodyLimit: config.bodyLimit,
    bodyTimeoutMs: config.bodyTimeoutMs,
    limited: [
      { method: 'POST', url: EVENTS_PATH, preHandler: app.limits.events },
      { method: 'POST', url: CHAT_PATHS.messages, preHandler: app.limits.chat },
      { method: 'GET', url: AUTH_PATHS.emailAvailability, preHandler: app.limits.emailCheck },
      ...PUBLIC_LIMITED.map((route) => ({ ...route, preHandler: app.limits.publicCalls })),
    ],
  });
  await app.register(staticPlugin, { webDist: config.webDist, cacheDir: config.staticCacheDir });

  return app;
}
