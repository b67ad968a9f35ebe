// One app on one migrated database for a whole test file: the hooks that create them before the first test, empty
// the database before each (unless reset is false) and close both after the last.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { createTestDatabase, testConfig, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
}

export function useTestApp(options: { build?: Omit<BuildOptions, 'database'>; reset?: boolean } = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildApp(testConfig(), { ...options.build, database: context.database });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  if (options.reset !== false) beforeEach(() => context.database.reset());
  return context;
}
