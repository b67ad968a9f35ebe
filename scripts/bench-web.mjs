// `npm run bench:web`: builds the web app, starts the stack (api on an in-memory database, the gateway serving that
// build, a local mail catcher for the signup code), signs a student up, opens a practice workbook, and runs
// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on /preview, /main, /user/login and the
// workbook's solving screen. Prints one line per page and stops everything it started.
//
//   npm run bench:web                      build, then measure each page once
//   npm run bench:web -- --runs 3          three runs per page, the median by performance score is shown
//   npm run bench:web -- --dist DIR        measure an existing build instead of building
//   npm run bench:web -- --dist A --dist B two builds side by side: each run measures A then B, so both see the same
//                                          machine load
//   npm run bench:web -- --json FILE       also write the figures as JSON
//   npm run bench:web -- --reports DIR     also keep each page's full Lighthouse report (JSON) there
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, ignoreCertificateErrors } from '../e2e/support/chromium.mjs';
import { emailSignupBody } from '../e2e/support/signup.mjs';
import { buildMissing, root, run, waitFor } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    dist: { type: 'string', multiple: true },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);
const UNIT = 'kr-e1-1-1';
const work = mkdtempSync(join(tmpdir(), 'mathbridge-bench-'));
const children = [];
let chrome = null;

async function cleanUp() {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(work, { recursive: true, force: true });
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

function freePorts(count) {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
          });
        }),
    ),
  );
}

function start(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}).`);
  });
  children.push(child);
  return child;
}

/** One HTTPS call to the gateway (self-signed certificate): status, headers and the parsed JSON body, if any. */
function call(base, method, path, { body, headers = {} } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${base}${path}`,
      {
        method,
        rejectUnauthorized: false,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            // not JSON (a page or a file)
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function verificationCode(mailUrl, email) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const messages = await (await fetch(`${mailUrl}/messages?to=${encodeURIComponent(email)}`)).json();
    const match = messages.map((m) => /verification number is (\d{6})/.exec(m.raw)).find(Boolean);
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail reached ${email}`);
}

/** Signs a student up and opens a practice workbook; answers the session cookie and the workbook's path. */
async function studentWithWorkbook(base, mailUrl) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const headers = { translationcode: 'en' };
  const sent = await call(base, 'POST', '/api/auth/email-code', { body: { email }, headers });
  if (sent.status !== 200) throw new Error(`email-code answered ${sent.status}`);
  const password = 'Study4math!';
  const signup = await call(base, 'POST', '/api/auth/signup', {
    headers,
    body: emailSignupBody({ email, emailCode: await verificationCode(mailUrl, email), password }),
  });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}`);
  const cookie = [signup.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  const jwt = await call(base, 'GET', '/api/jwt', { headers: { cookie } });
  const accessToken = jwt.json?.accessToken;
  if (!accessToken) throw new Error('No access token for the new student');
  const workbook = await call(base, 'POST', '/v1/api/workbooks', {
    headers: { authorization: `Bearer ${accessToken}` },
    body: { questionCount: 5, source: { type: 'units', unitIds: [UNIT] } },
  });
  if (workbook.status !== 200 && workbook.status !== 201) throw new Error(`workbook answered ${workbook.status}`);
  return { cookie, path: `/solve/one/workbook?id=${workbook.json.id}` };
}

/** Waits until the gateway serves the app brotli-compressed (its precompressed mirror is ready). */
async function waitForBrotli(base) {
  const page = await call(base, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
  for (let attempt = 0; attempt < 480; attempt++) {
    const index = await call(base, 'GET', '/index.html', { headers: { 'accept-encoding': 'br' } });
    if (index.headers['content-encoding'] === 'br') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn(`The gateway is not serving brotli yet (status ${page.status}); measuring anyway.`);
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
    scripts: scripts.length,
    // Lighthouse's own measure of the machine's speed at the time (higher is faster): a busy machine scores worse.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is tried again, twice at most. */
async function measure(url, flags, config, attempt = 1) {
  const result = await lighthouse(url, flags, config);
  const failure = !result?.lhr ? 'no report' : result.lhr.runtimeError?.message;
  if (!failure) return result;
  if (attempt >= 3) throw new Error(`${url}: ${failure}`);
  console.warn(`${url}: ${failure}; trying again`);
  return measure(url, flags, config, attempt + 1);
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];

function line(name, r) {
  return [
    name.padEnd(14),
    `performance ${String(r.performance).padStart(3)}`,
    `accessibility ${String(r.accessibility).padStart(3)}`,
    `FCP ${(r.fcpMs / 1000).toFixed(1).padStart(4)} s`,
    `LCP ${(r.lcpMs / 1000).toFixed(1).padStart(4)} s`,
    `TBT ${String(r.tbtMs).padStart(5)} ms`,
    `CLS ${r.cls.toFixed(3)}`,
    `JS ${String(r.jsKB).padStart(4)} KB (${r.scripts} files)`,
    `benchmark index ${r.benchmarkIndex}`,
  ].join('  ');
}

let failed = false;
try {
  if (!(await buildMissing())) throw new Error('The build failed');
  let dists = options.dist;
  if (!dists) {
    const dist = join(work, 'dist');
    if (
      run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(root, 'web'),
      }) !== 0
    )
      throw new Error('The web build failed');
    dists = [dist];
  }
  for (const dist of dists) if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built app`);

  const [apiPort, smtpPort, mailPort, ...gatewayPorts] = await freePorts(3 + dists.length);
  const bases = gatewayPorts.map((port) => `https://localhost:${port}`);
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  start('mail catcher', 'e2e/support/mail-catcher.mjs', {
    MAIL_SMTP_PORT: String(smtpPort),
    MAIL_HTTP_PORT: String(mailPort),
  });
  start('api', 'api/dist/src/server.js', {
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    DATA_DIR: 'memory://',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'MathBridge <no-reply@mathbridge.test>',
  });
  await waitFor(`${mailUrl}/healthz`, { timeoutMs: 30_000 });
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`, { timeoutMs: 180_000 });
  // One gateway per build, sharing the cookie secret, so the student's session cookie opens the workbook on each.
  const cookieSecret = randomBytes(48).toString('base64url');
  dists.forEach((dist, i) =>
    start(`gateway ${i + 1}`, 'gateway/dist/src/server.js', {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(gatewayPorts[i]),
      UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
      TLS_DIR: join(work, 'tls'),
      COOKIE_SECRET: cookieSecret,
      WEB_DIST: dist,
      STATIC_CACHE_DIR: join(work, `static-${i + 1}`),
      PUBLIC_RATE_LIMIT: '100000',
      EVENTS_RATE_LIMIT: '100000',
      EMAIL_CHECK_RATE_LIMIT: '100000',
    }),
  );
  for (const base of bases) {
    await waitFor(`${base}/healthz`, { timeoutMs: 60_000, insecure: true });
    await waitForBrotli(base);
  }
  const student = await studentWithWorkbook(bases[0], mailUrl);

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ignoreCertificateErrors],
  });
  const pages = [
    { name: '/preview', path: '/preview' },
    { name: '/main', path: '/main' },
    { name: '/user/login', path: '/user/login' },
    { name: 'workbook', path: student.path, headers: { Cookie: student.cookie } },
  ];
  const report = dists.map(() => ({}));
  for (const page of pages) {
    const results = dists.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [b, base] of bases.entries()) {
        const result = await measure(
          `${base}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(page.headers ? { extraHeaders: page.headers } : {}),
          },
          undefined,
        );
        results[b].push(figures(result.lhr));
        if (options.reports) {
          mkdirSync(options.reports, { recursive: true });
          const build = dists.length > 1 ? `build${b + 1}-` : '';
          const file = `${build}${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`;
          writeFileSync(join(options.reports, file), JSON.stringify(result.lhr));
        }
      }
    }
    for (const [b, dist] of dists.entries()) {
      report[b][page.name] = median(results[b]);
      const label = dists.length > 1 ? `[${dist}] ` : '';
      console.log(label + line(page.name, report[b][page.name]));
    }
  }
  const figuresOf = dists.length > 1 ? Object.fromEntries(dists.map((dist, b) => [dist, report[b]])) : report[0];
  if (options.json) writeFileSync(options.json, `${JSON.stringify(figuresOf, null, 2)}\n`);
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
