// `npm run test:hardening`: the standing hardening tests of the whole stack (the built api and gateway on free
// ports): slow bodies, deep JSON, NUL bytes, the login lockout, the api killed under load, PostgreSQL stopped, a fuzz
// of every OpenAPI operation, the data folder lock and the logs of a whole account's life. One line per case, then
// 'N passed, N failed'; the exit status is 1 when any case failed. `--report <file>` also writes the counts as JSON.
// HARDENING_CASES=<names, comma-separated> runs some cases only, HARDENING_SEED replays a fuzz run,
// HARDENING_VERBOSE=1 lists the operations the fuzz never got a 2xx from, HARDENING_KEEP=1 keeps the logs' folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMissing, root } from '../lib.mjs';
import { newStudent } from './accounts.mjs';
import { closeAgents } from './http.mjs';
import {
  Service,
  apiEnv,
  freePorts,
  gatewayEnv,
  secret,
  startMailCatcher,
  startTranslator,
  stopAll,
  waitUntilUp,
} from './stack.mjs';
import * as nestedJson from './cases/nested-json.mjs';
import * as nulByte from './cases/nul-byte.mjs';
import * as lockout from './cases/lockout.mjs';
import * as slowBody from './cases/slow-body.mjs';
import * as fuzz from './cases/fuzz.mjs';
import * as apiKilled from './cases/api-killed.mjs';
import * as secondProcess from './cases/second-process.mjs';
import * as logSecrets from './cases/log-secrets.mjs';
import * as postgresKilled from './cases/postgres-killed.mjs';

/** Order matters: the cases that restart or stop the api come after those that only call it. */
const CASES = [nestedJson, nulByte, lockout, slowBody, fuzz, apiKilled, secondProcess, logSecrets, postgresKilled];

/**
 * How long the gateway lets a request body trickle in before answering 408: short, so the slow-body case is quick,
 * but longer than opening its 400 connections takes, so that all of them are held at once.
 */
const BODY_TIMEOUT_MS = 8000;

const reportArg = process.argv.indexOf('--report');
const reportFile = reportArg >= 0 ? process.argv[reportArg + 1] : null;
const only = process.env.HARDENING_CASES?.split(',').map((name) => name.trim());

const dir = mkdtempSync(join(tmpdir(), 'mathbridge-hardening-'));
const cleanups = [];
process.on('exit', () => {
  stopAll();
  for (const cleanup of cleanups.reverse()) cleanup();
  if (process.env.HARDENING_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** The api on a PGlite folder and the gateway in front of it: what every case but the PostgreSQL one uses. */
async function startMainStack(mail, translator) {
  const [apiPort, gatewayPort] = await freePorts(2);
  const dataDir = join(dir, 'db');
  const secrets = { jwt: secret() + secret(), cookie: secret() + secret() };
  const env = apiEnv({
    port: apiPort,
    dataDir,
    smtpPort: mail.smtpPort,
    translateUrl: translator.url,
    jwtSecret: secrets.jwt,
  });
  const apiLog = join(dir, 'api.log');
  const api = new Service('api', join(root, 'api/dist/src/server.js'), env, apiLog).start();
  const gateway = new Service(
    'gateway',
    join(root, 'gateway/dist/src/server.js'),
    gatewayEnv({
      port: gatewayPort,
      upstreamPort: apiPort,
      dir: join(dir, 'gateway'),
      cookieSecret: secrets.cookie,
      bodyTimeoutMs: BODY_TIMEOUT_MS,
    }),
    join(dir, 'gateway.log'),
  ).start();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `https://localhost:${gatewayPort}`;
  await Promise.all([
    waitUntilUp(`${apiUrl}/healthz`, { service: api }),
    waitUntilUp(`https://127.0.0.1:${gatewayPort}/healthz`, { service: gateway }),
  ]);
  return { api, gateway, apiUrl, apiPort, apiEnv: env, apiLog, gatewayUrl, dataDir, secrets };
}

/**
 * Keeps a secret for the log case. A cookie is looked for by its value alone, and a token also by its signature
 * (a log that cut a token short would still give that part away).
 */
function remember(secrets, what, value) {
  if (!value) return;
  const text = String(value);
  const cookie = /^[^=;]+=([^;]+)/.exec(text);
  if (cookie && text.startsWith('__Host-')) {
    secrets.push({ what, value: cookie[1] });
    return;
  }
  secrets.push({ what, value: text });
  const parts = text.split('.');
  if (parts.length === 3 && parts.every((part) => /^[\w-]+$/.test(part))) {
    secrets.push({ what: `${what}, signature`, value: parts[2] });
  }
}

let mainStudent = null;

/** The student most cases act as (made once, on first use). */
const makeStudent = (ctx) => newStudent(ctx, 'student', '127.0.0.10');

async function main() {
  if (!(await buildMissing())) {
    console.log('FAIL build — the workspaces could not be built');
    return 1;
  }
  const mail = await startMailCatcher(dir);
  const translator = await startTranslator();
  cleanups.push(() => translator.close());
  const postgresStack = only && !only.includes(postgresKilled.name) ? Promise.resolve(null) : null;
  const main = await startMainStack(mail, translator);
  // Every secret and address a case uses on the main stack; the log case looks for all of them.
  const secrets = [
    { what: 'JWT_SECRET', value: main.secrets.jwt },
    { what: 'COOKIE_SECRET', value: main.secrets.cookie },
  ];
  const ctx = {
    dir,
    main,
    mailUrl: mail.url,
    smtpPort: mail.smtpPort,
    translateUrl: translator.url,
    bodyTimeoutMs: BODY_TIMEOUT_MS,
    cleanups,
    secrets,
    remember: (what, value) => remember(secrets, what, value),
    student: () => (mainStudent ??= makeStudent(ctx)),
  };

  // The PostgreSQL stack starts now, beside the other, and is up before any case runs: its first start fills a
  // database, which would otherwise compete with the cases that measure time.
  ctx.postgresStack = postgresStack ?? postgresKilled.prepare(ctx);
  ctx.postgresStack.catch(() => {});
  await Promise.allSettled([ctx.postgresStack]);

  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testCase of CASES) {
    if (only && !only.includes(testCase.name)) continue;
    const started = performance.now();
    try {
      const outcome = await testCase.run(ctx);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (outcome && typeof outcome === 'object' && 'skip' in outcome) {
        counts.skipped += 1;
        console.log(`skip ${testCase.name} — ${outcome.skip}`);
      } else {
        counts.passed += 1;
        console.log(`ok ${testCase.name} — ${outcome} (${seconds} s)`);
      }
    } catch (err) {
      counts.failed += 1;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`FAIL ${testCase.name} — ${err instanceof Error ? err.message : String(err)} (${seconds} s)`);
      for (const line of err?.details ?? []) console.log(`  ${line}`);
    }
  }
  closeAgents();
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(counts));
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (status) => process.exit(status),
  (err) => {
    console.log(`FAIL setup — ${err instanceof Error ? err.message : String(err)}`);
    console.log('0 passed, 1 failed');
    if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
    process.exit(1);
  },
);
