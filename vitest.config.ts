// One vitest run over every workspace's unit and integration tests; e2e runs under Playwright.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));
const serverKitSource = fileURLToPath(new URL('./server-kit/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@mathbridge/contract': contractSource, '@mathbridge/server-kit': serverKitSource } },
  test: {
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
          name: 'api',
          root: 'api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
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
