// Helpers of the translation specs: a stack of its own (a fake LibreTranslate, an api configured to use it, and a
// gateway in front serving the same web build), so the shared stack keeps having no translation service. The fake
// speaks LibreTranslate's GET /languages and POST /translate, answering marked strings, or failing, or mangling
// placeholders on request.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { emailSignupBody } from '../support/signup.mjs';
import { verificationCode } from './shell-support.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the fake translation service does with the next requests. */
export type FakeMode = 'mark' | 'fail' | 'drop-placeholders';

/** The models the fake says it has loaded (LibreTranslate's GET /languages). */
const LANGUAGES = ['en', 'ko', 'vi', 'ar', 'fr', 'de', 'ja', 'zh-Hans', 'zh-Hant'];

/** The mark each target's "translation" starts with: Arabic for ar, so the right-to-left text is real Arabic. */
export const MARKS: Record<string, string> = { vi: 'Bản dịch:', ar: 'ترجمة:' };

export interface FakeProvider {
  url: string;
  mode: FakeMode;
  /** The texts of every request received, in order. */
  received: string[][];
  close(): Promise<void>;
}

async function startFakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = { url: '', mode: 'mark', received: [], close: async () => {} };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/languages') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(LANGUAGES.map((code) => ({ code, name: code, targets: LANGUAGES }))));
        return;
      }
      const { q, target } = JSON.parse(body || '{}') as { q: string[]; target: string };
      fake.received.push(q);
      if (fake.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'the model is not loaded' }));
        return;
      }
      const mark = MARKS[target] ?? `[${target}]`;
      const translatedText = q.map((text) => {
        const marked = `${mark} ${text}`;
        return fake.mode === 'drop-placeholders' ? marked.replace(/\u27E6\d+\u27E7/g, '') : marked;
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function start(command: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export interface TranslationStack {
  /** The gateway's https origin. */
  url: string;
  provider: FakeProvider;
  close(): Promise<void>;
}

export async function startTranslationStack(): Promise<TranslationStack> {
  const provider = await startFakeProvider();
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const smtpPort = (JSON.parse(process.env.E2E_PORTS ?? '[]') as number[])[2];
  const dir = mkdtempSync(join(tmpdir(), 'mathbridge-e2e-translation-'));
  const api = start('api/dist/src/server.js', {
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    DATA_DIR: 'memory://',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'MathBridge <no-reply@mathbridge.test>',
    LOG_LEVEL: 'error',
    TRANSLATE_PROVIDER: 'libretranslate',
    TRANSLATE_URL: provider.url,
  });
  const gateway = start('gateway/dist/src/server.js', {
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
    TLS_DIR: dir,
    COOKIE_SECRET_FILE: join(dir, 'cookie-secret'),
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST, STATIC_CACHE_DIR: join(dir, 'static') } : {}),
    METRICS_PORT: '0',
    LOG_LEVEL: 'error',
    EVENTS_RATE_LIMIT: '100000',
    EMAIL_CHECK_RATE_LIMIT: '100000',
    PUBLIC_RATE_LIMIT: '100000',
    TRANSLATE_RATE_LIMIT: '100000',
  });
  const stop = async () => {
    for (const child of [gateway, api]) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    await provider.close();
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, 180_000);
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    await waitFor(`https://localhost:${gatewayPort}/healthz`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `https://localhost:${gatewayPort}`, provider, close: stop };
}

/** Signs a new student up through this stack's gateway; the page's context then holds its session cookie. */
export async function signUpOn(stack: TranslationStack, page: Page): Promise<void> {
  const email = `translation-${randomBytes(5).toString('hex')}@example.com`;
  const headers = { translationCode: 'en' };
  const sent = await page.request.post(`${stack.url}/api/auth/email-code`, { data: { email }, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const password = 'Study4math!';
  const signup = await page.request.post(`${stack.url}/api/auth/signup`, {
    headers,
    data: emailSignupBody(
      { email, emailCode: await verificationCode(email), password },
      { name: 'Linh', countryCode: 'VN' },
    ),
  });
  expect(signup.status(), await signup.text()).toBe(200);
}

/** A student of the Global UI whose translation language is `code`. */
export async function translateInto(page: Page, code: string): Promise<void> {
  await page.addInitScript((target) => {
    localStorage.setItem('languageType', 'en');
    localStorage.setItem('translationCode', target);
  }, code);
}
