// The services the hardening cases run against, started from the built workspaces: the api (on a PGlite folder or
// a PostgreSQL server), the gateway in front of it, an SMTP catcher and a stand-in translation service. Every port
// is a free one; every process's output is kept in a log file so the cases can read it.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { root } from '../lib.mjs';

const started = new Set();

/** Ends every process still running (on any exit, so a failed run leaves nothing behind). */
export function stopAll() {
  for (const service of started) service.kill('SIGKILL');
}

export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The settings `.env.example` documents: none of them leaks from the caller's environment into a service. */
function documentedSettings() {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
}

const settings = documentedSettings();

export function cleanEnv(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !settings.has(name)));
  return { ...env, ...extra };
}

export const secret = () => randomBytes(24).toString('base64url');

/** A node process with its output appended to a log file. */
export class Service {
  constructor(name, script, env, logFile) {
    this.name = name;
    this.script = script;
    this.env = env;
    this.logFile = logFile;
    this.child = null;
  }

  start() {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [this.script], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    this.child = child;
    // Done once the process has exited and both pipes have closed, so its last lines are in the log.
    const closed = (stream) => new Promise((resolve) => stream.once('close', resolve));
    const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    this.exited = Promise.all([exit, closed(child.stdout), closed(child.stderr)]).then(
      ([result]) =>
        new Promise((resolve) => {
          started.delete(this);
          log.end(() => resolve(result));
        }),
    );
    started.add(this);
    return this;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(signal = 'SIGTERM') {
    if (this.running) this.child.kill(signal);
  }

  /** Stops the process (SIGTERM, then SIGKILL after `graceMs`) and waits for its exit. */
  async stop(graceMs = 10_000) {
    if (!this.running) return this.exited;
    this.kill('SIGTERM');
    const timer = setTimeout(() => this.kill('SIGKILL'), graceMs);
    const result = await this.exited;
    clearTimeout(timer);
    return result;
  }

  log() {
    return readFileSync(this.logFile, 'utf8');
  }
}

/** Resolves when the URL answers 2xx (polled every `everyMs`); rejects after `timeoutMs` or when `service` exits. */
export async function waitUntilUp(url, { timeoutMs = 90_000, everyMs = 100, service } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (service && service.child && !service.running) {
      throw new Error(
        `${service.name} exited (${service.child.exitCode ?? service.child.signalCode}) before it answered`,
      );
    }
    const status = await probe(url).catch((err) => {
      last = err.message;
      return 0;
    });
    if (status >= 200 && status < 300) return;
    if (status) last = `answered ${status}`;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not come up: ${last}`);
}

function probe(url) {
  return new Promise((resolve, reject) => {
    const options = url.startsWith('https:') ? { rejectUnauthorized: false, timeout: 2000 } : { timeout: 2000 };
    const client = url.startsWith('https:') ? import('node:https') : Promise.resolve(http);
    client.then((module) => {
      const req = module.get(url, options, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
    }, reject);
  });
}

/** The api's settings for a run: a PGlite folder (`dataDir`) or a PostgreSQL server (`databaseUrl`). */
export function apiEnv({ port, dataDir, databaseUrl, smtpPort, translateUrl, jwtSecret }) {
  return cleanEnv({
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'MathBridge <no-reply@mathbridge.test>',
    JWT_SECRET: jwtSecret,
    TRANSLATE_PROVIDER: 'libretranslate',
    TRANSLATE_URL: translateUrl,
    // Production's level: the request lines are part of what the log case reads.
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '3000',
  });
}

/**
 * The gateway's settings: production defaults, except a short deadline for request bodies so the slow-body case
 * ends in seconds, and no metrics listener (its fixed port could be taken).
 */
export function gatewayEnv({ port, upstreamPort, dir, cookieSecret, bodyTimeoutMs }) {
  return cleanEnv({
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(port),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    TLS_DIR: join(dir, 'tls'),
    STATIC_CACHE_DIR: join(dir, 'static'),
    COOKIE_SECRET: cookieSecret,
    METRICS_PORT: '0',
    BODY_TIMEOUT_MS: String(bodyTimeoutMs),
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '3000',
  });
}

/** Starts the SMTP catcher the browser tests use; `messagesTo(address)` lists what it received. */
export async function startMailCatcher(dir) {
  const [smtpPort, httpPort] = await freePorts(2);
  const service = new Service(
    'mail catcher',
    join(root, 'e2e/support/mail-catcher.mjs'),
    cleanEnv({ MAIL_SMTP_PORT: String(smtpPort), MAIL_HTTP_PORT: String(httpPort) }),
    join(dir, 'mail.log'),
  ).start();
  const url = `http://127.0.0.1:${httpPort}`;
  await waitUntilUp(`${url}/healthz`, { service });
  return { service, smtpPort, url };
}

/**
 * A stand-in for LibreTranslate (POST /translate), so translation answers instead of the 503 a server without a
 * provider gives: the fuzz expects no 5xx at all.
 */
export async function startTranslator() {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = {};
      }
      const texts = Array.isArray(body.q) ? body.q : [body.q];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText: texts.map((text) => `[${body.target}] ${text}`) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
