// The gateway's settings, read once from the environment and validated; a bad value stops the process naming it.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TIMEZONE } from '@mathbridge/contract';
import { ADDRESS_LIST_MESSAGE, isAddressList, splitAddressList } from '@mathbridge/server-kit';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(0).max(65535);
const optionalPort = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : Number(value)))
  .pipe(z.number().int().min(1).max(65535).optional());
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const trustProxyList = z.string().default('').transform(splitAddressList).refine(isAddressList, ADDRESS_LIST_MESSAGE);

const timezone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Seoul');

/** The web workspace's build output, found from the gateway package so it works from src/ and dist/ alike. */
function defaultWebDist(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return resolve(dir, '..', 'web', 'dist');
}

const EnvSchema = z.object({
  GATEWAY_HOST: z.string().min(1).default('0.0.0.0'),
  GATEWAY_PORT: port.default(8443),
  GATEWAY_HTTP_PORT: optionalPort,
  GATEWAY_LOOPBACK_HTTP_PORT: optionalPort,
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
  TLS_DIR: z.string().min(1).default('./data/tls'),
  WEB_DIST: optionalText,
  STATIC_CACHE_DIR: z.string().min(1).default('./data/gateway/static'),
  COOKIE_SECRET: optionalText.refine(
    (value) => value === undefined || value.split(',').every((secret) => secret.trim().length >= 32),
    'must be at least 32 characters (several may be given, comma-separated, newest first)',
  ),
  COOKIE_SECRET_FILE: z.string().min(1).default('./data/gateway/cookie-secret'),
  DEFAULT_TIMEZONE: timezone.default(DEFAULT_TIMEZONE),
  TRUST_PROXY: trustProxyList,
  COURSE_MAP_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  TRANSLATION_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  TRANSLATE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  EVENTS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  EMAIL_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).default(300_000),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  CLIENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CSP_GOOGLE_ANALYTICS: boolish.default(false),
  /** The api's setting of the same name: the CSP then allows PortOne's checkout. */
  PAYMENTS_ENABLED: boolish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: boolish.default(false),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: port.default(9464),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];

export interface GatewayConfig {
  host: string;
  port: number;
  /** Plain-HTTP port that only redirects to HTTPS; null when not wanted. */
  httpPort: number | null;
  /**
   * A plain-HTTP listener on 127.0.0.1 that serves exactly what the HTTPS listener serves, for measuring the gateway
   * without TLS (the benchmark compares it with the api's plain HTTP). Never public; null when not wanted.
   */
  loopbackHttpPort: number | null;
  upstreamUrl: string;
  tls: { certFile: string; keyFile: string } | null;
  tlsDir: string;
  webDist: string;
  staticCacheDir: string;
  cookieSecrets: string[] | null;
  cookieSecretFile: string;
  defaultTimezone: string;
  trustProxy: string[];
  /** 0 turns the course map cache off. */
  courseMapTtlMs: number;
  /** 0 turns the translation cache off. */
  translationCacheMaxBytes: number;
  translateRateLimit: number;
  /** POST /v1/api/events a minute per user (or per IP when logged out). */
  eventsRateLimit: number;
  /** Messages to the chat tutor a minute per student (each may run a language model). */
  chatRateLimit: number;
  /** E-mail availability checks a minute per IP (each one says whether an address has an account). */
  emailCheckRateLimit: number;
  /** Calls a minute per IP to the public test samples and shared reports (each one runs an engine or a lookup). */
  publicRateLimit: number;
  authRateLimit: { perIp: number; perEmail: number; windowMs: number };
  redisUrl: string | null;
  /** Lets the Content-Security-Policy allow Google Analytics 4. */
  cspGoogleAnalytics: boolean;
  /** Lets the Content-Security-Policy allow PortOne's checkout (payments are on). */
  cspPortOne: boolean;
  upstreamTimeoutMs: number;
  bodyLimit: number;
  clientTimeoutMs: number;
  /** A forwarded request's body must have fully arrived this long after its headers (408 otherwise). */
  bodyTimeoutMs: number;
  logLevel: LogLevel;
  logPretty: boolean;
  metricsHost: string;
  metricsPort: number;
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new ConfigError('Invalid gateway configuration: TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  return {
    host: e.GATEWAY_HOST,
    port: e.GATEWAY_PORT,
    httpPort: e.GATEWAY_HTTP_PORT ?? null,
    loopbackHttpPort: e.GATEWAY_LOOPBACK_HTTP_PORT ?? null,
    upstreamUrl: e.UPSTREAM_URL.replace(/\/+$/, ''),
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: e.TLS_CERT_FILE, keyFile: e.TLS_KEY_FILE } : null,
    tlsDir: e.TLS_DIR,
    webDist: e.WEB_DIST ?? defaultWebDist(),
    staticCacheDir: e.STATIC_CACHE_DIR,
    cookieSecrets: e.COOKIE_SECRET ? e.COOKIE_SECRET.split(',').map((secret) => secret.trim()) : null,
    cookieSecretFile: e.COOKIE_SECRET_FILE,
    defaultTimezone: e.DEFAULT_TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    courseMapTtlMs: e.COURSE_MAP_TTL_MS,
    translationCacheMaxBytes: e.TRANSLATION_CACHE_MAX_BYTES,
    translateRateLimit: e.TRANSLATE_RATE_LIMIT,
    eventsRateLimit: e.EVENTS_RATE_LIMIT,
    chatRateLimit: e.CHAT_RATE_LIMIT,
    emailCheckRateLimit: e.EMAIL_CHECK_RATE_LIMIT,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    redisUrl: e.REDIS_URL ?? null,
    cspGoogleAnalytics: e.CSP_GOOGLE_ANALYTICS,
    cspPortOne: e.PAYMENTS_ENABLED,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    bodyLimit: e.BODY_LIMIT,
    clientTimeoutMs: e.CLIENT_TIMEOUT_MS,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    metricsHost: e.METRICS_HOST,
    metricsPort: e.METRICS_PORT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
