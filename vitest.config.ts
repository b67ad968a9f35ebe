// One vitest run over every workspace's unit and integration tests; e2e runs under Playwright.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));
const contractTesting = fileURLToPath(new URL('./contract/src/testing/index.ts', import.meta.url));
const serverKitSource = fileURLToPath(new URL('./server-kit/src/index.ts', import.meta.url));

const api = { root: 'api', environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } as const;
/**
 * The api's files that run apart, each in a module graph of its own: one replaces a module with vi.mock (a mock only
 * takes where the module is imported afresh), and one compares response times, which nothing left running by an
 * earlier file may disturb.
 */
const API_APART = ['src/modules/auth/log-redaction.db.test.ts', 'src/modules/auth/forgot-password.db.test.ts'];

export default defineConfig({
  resolve: {
    // The testing subpath first: an alias also takes the paths under it.
    alias: {
      '@mathbridge/contract/testing': contractTesting,
      '@mathbridge/contract': contractSource,
      '@mathbridge/server-kit': serverKitSource,
    },
  },
  test: {
    // Vitest's default for a run is one worker fewer than the cores, which on a two-core machine is one: the second
    // core would only transform modules. Tests are CPU-bound, so one worker per core.
    maxWorkers: availableParallelism(),
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content), so
    // the PostgreSQL run after the PGlite one, and the next run on this machine, do not transform them again.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'server-kit', root: 'server-kit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_APART],
          // Each file builds its own app on its own database and stubs nothing global, so the files share one module
          // graph per worker instead of importing Fastify, Drizzle and the bank anew for each (a third less CPU for
          // the database files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...api, name: 'api-apart', include: API_APART },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          root: 'gateway',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own gateway and stubs nothing global, so the files share one module graph per
          // worker instead of importing Fastify anew for each (import time 43 s → 4 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          // Screen tests click through MUI with user-event; on two busy cores a few take several seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
