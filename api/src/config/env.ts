// The api's settings, read once from the environment and validated; a bad value stops the process.
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data/db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: boolish.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

/** DATA_DIR value that keeps the embedded database in memory (tests, throwaway runs). */
export const IN_MEMORY = 'memory://';

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  shutdownGraceMs: number;
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
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR === IN_MEMORY ? null : e.DATA_DIR },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
