// The api's settings, read once from the environment and validated; a bad value stops the process.
import { dirname } from 'node:path';
import { z } from 'zod';
import { AccountsEnvShape, accountsConfigFrom, type AccountsConfig } from '../modules/auth/config.js';
import { PaymentsEnvShape, paymentsConfigFrom, type PaymentsConfig } from '../modules/membership/config.js';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Compose passes unset settings through as empty strings: those mean unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla), Edge legacy (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const EnvSchema = z
  .object({
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data/db'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: boolish.default(false),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    ...AccountsEnvShape,
    ...PaymentsEnvShape,
    TRANSLATE_PROVIDER: z.enum(['libretranslate', 'google', 'deepl']).optional(),
    TRANSLATE_URL: z.url().optional(),
    TRANSLATE_API_KEY: z.string().min(1).optional(),
    TRANSLATE_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    LLM_BASE_URL: unsetIfEmpty(z.url()),
    LLM_API_KEY: unsetIfEmpty(z.string()),
    LLM_MODEL: unsetIfEmpty(z.string()),
    LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    OPERATOR_EMAILS: z.string().default(''),
    VAPID_PUBLIC_KEY: unsetIfEmpty(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')),
    VAPID_PRIVATE_KEY: unsetIfEmpty(
      z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'),
    ),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
      .default('mailto:help@mathbridge.app'),
    PUBLIC_BASE_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ })),
    /** The push services a browser's subscription may point at (host names; a listed name covers its subdomains). */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    ALERT_CHECK_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(15 * 60_000),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  });

/** DATA_DIR value that keeps the embedded database in memory (tests, throwaway runs). */
export const IN_MEMORY = 'memory://';

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface TranslateConfig {
  provider: 'libretranslate' | 'google' | 'deepl';
  /** Base address of the provider's API. */
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

const TRANSLATE_DEFAULT_URLS: Record<TranslateConfig['provider'], string> = {
  libretranslate: 'http://127.0.0.1:5000',
  google: 'https://translation.googleapis.com',
  deepl: 'https://api.deepl.com',
};

/** An OpenAI-compatible chat-completions endpoint for the chat tutor. */
export interface ChatModelConfig {
  /** Base address up to and including `/v1`, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The built-in tutor takes over when no token has come by then. */
  firstTokenTimeoutMs: number;
}

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  shutdownGraceMs: number;
  accounts: AccountsConfig;
  /** null when no translation provider is configured: translation answers 503. */
  translate: TranslateConfig | null;
  /** null when no model is configured: the built-in tutor answers the chat. */
  chatModel: ChatModelConfig | null;
  /** Accounts with these e-mails (lower-cased) are operators: granted at start, and at signup for later ones. */
  operatorEmails: string[];
  alerts: AlertsConfig;
  /** null while payments are off (the beta): membership is free. */
  payments: PaymentsConfig | null;
}

/** The alert centre's senders and schedule. */
export interface AlertsConfig {
  /** null: a key pair is generated once and kept in `vapidFile` (or in memory when there is no data folder). */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidFile: string | null;
  /** Who the push services may contact about this sender. */
  vapidSubject: string;
  /** The address students open the app at, for links in e-mails (PUBLIC_BASE_URL, else OAUTH_REDIRECT_BASE_URL). */
  publicBaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** How often the due-review and streak alerts are looked for; 0 turns the check off. */
  checkIntervalMs: number;
  /** The push services subscriptions may name; the api posts to no other host. */
  pushServiceHosts: string[];
}

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid api configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  let payments: PaymentsConfig | null;
  try {
    payments = paymentsConfigFrom(e);
  } catch (err) {
    throw new ConfigError(`Invalid api configuration: ${(err as Error).message}`);
  }
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR === IN_MEMORY ? null : e.DATA_DIR },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    accounts: accountsConfigFrom(e, e.DATA_DIR === IN_MEMORY ? null : dirname(e.DATA_DIR)),
    translate: e.TRANSLATE_PROVIDER
      ? {
          provider: e.TRANSLATE_PROVIDER,
          url: e.TRANSLATE_URL ?? TRANSLATE_DEFAULT_URLS[e.TRANSLATE_PROVIDER],
          apiKey: e.TRANSLATE_API_KEY,
          timeoutMs: e.TRANSLATE_TIMEOUT_MS,
        }
      : null,
    chatModel:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            firstTokenTimeoutMs: e.LLM_FIRST_TOKEN_TIMEOUT_MS,
          }
        : null,
    operatorEmails: e.OPERATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    alerts: alertsConfigFrom(e, e.DATA_DIR === IN_MEMORY ? null : dirname(e.DATA_DIR)),
    payments,
  };
}

function alertsConfigFrom(e: z.infer<typeof EnvSchema>, dataRoot: string | null): AlertsConfig {
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidFile: dataRoot === null ? null : `${dataRoot}/vapid-keys.json`,
    vapidSubject: e.VAPID_SUBJECT,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? e.OAUTH_REDIRECT_BASE_URL).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    checkIntervalMs: e.ALERT_CHECK_INTERVAL_MS,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
  };
}
