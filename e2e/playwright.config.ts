// Whole-stack browser tests: the built web app served by the gateway over HTTPS, the api on a fresh in-memory
// database, a real SMTP catcher, and Debian's Chromium, at desktop and mobile sizes. Ports are free ones per run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Workers re-read this file; the ports chosen by the first read travel to them through the environment.
if (!process.env.E2E_PORTS) {
  process.env.E2E_PORTS = execFileSync(process.execPath, [join(root, 'e2e/support/free-ports.mjs'), '4']).toString();
  process.env.E2E_TLS_DIR = mkdtempSync(join(tmpdir(), 'mathbridge-e2e-tls-'));
  // The local push service's certificate, made before the api starts so the api can trust it.
  execFileSync(process.execPath, [join(root, 'e2e/support/push-cert.mjs'), process.env.E2E_TLS_DIR]);
}
const [apiPort, gatewayPort, smtpPort, mailHttpPort] = JSON.parse(process.env.E2E_PORTS) as number[];
export const baseURL = `https://localhost:${gatewayPort}`;
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailHttpPort}`;

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

// The long-task measurements need a machine that is not running other browsers at the same moment: `npm test` runs
// them apart (E2E_PERF=only, one worker) after the rest (E2E_PERF=skip). Without E2E_PERF every spec runs.
const PERF_SPECS = /perf-[^/]*\.spec\.ts$/;
const perfRun = process.env.E2E_PERF;

// Desktop runs every spec; the phone runs the screens whose layout differs at 390 px: the shell (tab bar, top bar,
// every route with axe), home, the solving screens and their keypad, the SAT module screen, the course, the charts,
// recommendations, sharing, chat, alerts, figures and right-to-left translation, and the account forms. The rest
// (mail and push delivery, payments, notices and inquiries, the level and diagnostic tests' flows, offline answers,
// sample problems) is the same at both widths once those screens are right, as is shell-routes: which address loads
// and where a visitor is sent do not depend on the width, and shell-a11y loads every route on the phone as well.
// E2E_MOBILE=all runs every spec on both.
const MOBILE_SPECS =
  /(shell-(?!routes)[^/]*|hardening-[^/]*|home-[^/]*|solve-kinds|solve-practice|test-sat|study-course|records|recommend|share|chat|alerts-centre|problem-figure|translation-sheet|auth-signup|perf-trace)\.spec\.ts$/;
const mobileMatch = process.env.E2E_MOBILE === 'all' ? undefined : MOBILE_SPECS;

export default defineConfig({
  testDir: './tests',
  ...(perfRun === 'only' ? { testMatch: PERF_SPECS } : perfRun === 'skip' ? { testIgnore: PERF_SPECS } : {}),
  fullyParallel: true,
  // Two browsers at once on two cores; E2E_WORKERS tries more where the machine has them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    // A failed test keeps its trace with the DOM at every step; the screencast is left out, since it is recorded for
    // every test, passed or not, and encoding its frames costs the browser CPU that the two cores do not have.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      ...(mobileMatch && perfRun !== 'only' ? { testMatch: mobileMatch } : {}),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.mjs',
      cwd: root,
      url: `http://127.0.0.1:${mailHttpPort}/healthz`,
      env: { MAIL_SMTP_PORT: String(smtpPort), MAIL_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node api/dist/src/server.js',
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/healthz`,
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATA_DIR: 'memory://',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'MathBridge <no-reply@mathbridge.test>',
        // The accounts the support specs sign up as operators (one per project, so both can run at once).
        OPERATOR_EMAILS: 'operator-desktop@mathbridge.test,operator-mobile@mathbridge.test',
        LOG_LEVEL: 'warn',
        // web-push sends to the specs' local push service, whose self-signed certificate this trusts.
        NODE_EXTRA_CA_CERTS: join(process.env.E2E_TLS_DIR ?? '', 'push.crt'),
        PUSH_SERVICE_HOSTS: 'localhost',
        // Links in e-mails (an alert's unsubscribe link) point at this run's gateway.
        PUBLIC_BASE_URL: baseURL,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node gateway/dist/src/server.js',
      cwd: root,
      url: `${baseURL}/healthz`,
      ignoreHTTPSErrors: true,
      env: {
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(gatewayPort),
        UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
        TLS_DIR: process.env.E2E_TLS_DIR ?? '',
        // E2E_WEB_DIST serves a build made elsewhere (several builds can then be tested side by side).
        ...(process.env.E2E_WEB_DIST
          ? {
              WEB_DIST: process.env.E2E_WEB_DIST,
              STATIC_CACHE_DIR: join(process.env.E2E_TLS_DIR ?? tmpdir(), 'static'),
            }
          : {}),
        LOG_LEVEL: 'warn',
        // Every browser of the run comes from one address, unlike students; the limits have their own tests.
        EVENTS_RATE_LIMIT: '100000',
        EMAIL_CHECK_RATE_LIMIT: '100000',
        PUBLIC_RATE_LIMIT: '100000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
