// One app on one migrated database for a whole test file: the hooks that create them before the first test, empty
// the database before each (unless reset is false) and close both after the last.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import type { ApiConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/smtp-test-server.js';
import { createTestDatabase, testConfig, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
}

export interface TestAppOptions {
  /** Environment variables for testConfig() (ignored when `config` is given); a function is called at build. */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /**
   * The app's configuration (testConfig() when left out). A function is called when the app is built, so it may
   * read the address of a stand-in server that an earlier beforeAll of the file started.
   */
  config?: ApiConfig | (() => ApiConfig);
  /** Build options; with a test database the content is not materialised unless asked for. */
  build?: Omit<BuildOptions, 'database'>;
  /** Opens the database instead of a fresh test one (a server the file starts and stops itself); it is migrated. */
  database?: () => Promise<Database>;
  /** Adds routes before the app is ready, such as one that fails on purpose. */
  routes?: (app: FastifyInstance) => void;
  /** Runs once, after the app is ready: data every test of the file reads (keep its tables out of the reset). */
  seed?: (context: TestApp) => Promise<void>;
  /** Tables the reset before each test leaves alone, such as the seeded problems and curriculum. */
  keep?: readonly string[];
  /** False: the tests share one database that is never emptied. */
  reset?: boolean;
}

export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase(options.database);
    const config =
      typeof options.config === 'function' ? options.config() : (options.config ?? testConfig({}, envOf(options.env)));
    context.app = await buildApp(config, { ...options.build, database: context.database });
    options.routes?.(context.app);
    await context.app.ready();
    await options.seed?.(context);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  if (options.reset !== false) beforeEach(() => context.database.reset(options.keep));
  return context;
}

/** Another app on the test app's database with another configuration, ready; the caller closes it. */
export async function siblingApp(base: TestApp, config: ApiConfig): Promise<FastifyInstance> {
  const app = await buildApp(config, { database: base.database });
  await app.ready();
  return app;
}

/**
 * A second app on the same database with another configuration (built after the first, closed before the database),
 * for a file that compares two settings, such as payments off and on.
 */
export function useSiblingApp(base: TestApp, config: () => ApiConfig): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = base.database;
    context.app = await siblingApp(base, config());
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

/** A fixed signing key, for tests that make or check tokens themselves. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-to-sign-tokens';

export interface MailTestApp extends TestApp {
  /** Where the app's mail goes: codes, temporary passwords, alerts. */
  smtp: TestSmtpServer;
}

/** useTestApp with the app's mail sent to a local SMTP server the tests read, and TEST_JWT_SECRET. */
export function useMailTestApp(options: Omit<TestAppOptions, 'config'> = {}): MailTestApp {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const context = useTestApp({
    ...options,
    config: () => testConfig({}, { SMTP_URL: smtp?.url, JWT_SECRET: TEST_JWT_SECRET, ...envOf(options.env) }),
  });
  return Object.defineProperty(context, 'smtp', {
    get: () => {
      if (!smtp) throw new Error('the SMTP server starts before the first test');
      return smtp;
    },
  }) as MailTestApp;
}

const envOf = (env: TestAppOptions['env']) => (typeof env === 'function' ? env() : env);
