// Helpers shared by the root scripts: building what is missing, spawning services, waiting for them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** What each workspace's build produces; a workspace whose output is missing gets built. */
export const buildOutputs = {
  contract: 'contract/dist/index.js',
  'server-kit': 'server-kit/dist/index.js',
  api: 'api/dist/src/server.js',
  gateway: 'gateway/dist/src/server.js',
  web: 'web/dist/index.html',
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs commands side by side, as many at once as the machine has cores. Each one's output is kept and printed whole
 * when it ends, so the log reads one task after another. Resolves to the labels of the tasks that failed.
 */
export async function runParallel(tasks, { limit = availableParallelism() } = {}) {
  const failed = [];
  const queue = [...tasks];
  async function worker() {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const started = Date.now();
      const { status, output } = await new Promise((resolve) => {
        const chunks = [];
        const child = spawn(task.command, task.args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
        });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('error', (error) => resolve({ status: 1, output: String(error) }));
        child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n--- ${task.label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds} s ---`);
      if (output.trim()) console.log(output.trimEnd());
      if (status !== 0) failed.push(task.label);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return failed;
}

/** The workspaces whose build is tsc alone, without declarations, so that `--noCheck` emits the same JavaScript. */
const TSC_ONLY_BUILDS = new Set(['api', 'gateway']);

/**
 * Builds the workspaces whose output is missing (all of them with force). Returns false on failure. The contract and
 * the server kit come first, since the others compile against their declarations; the rest build side by side.
 * `typesChecked` says the type checks have just passed (`npm run check`), so the api and gateway builds only emit.
 */
export async function buildMissing({ force = false, typesChecked = false } = {}) {
  const missing = Object.entries(buildOutputs)
    .filter(([, output]) => force || !existsSync(join(root, output)))
    .map(([workspace]) => workspace);
  if (missing.includes('api') || missing.includes('gateway')) {
    for (const shared of ['server-kit', 'contract']) if (!missing.includes(shared)) missing.unshift(shared);
  }
  if (missing.length === 0) return true;
  console.log(`Building ${missing.join(', ')} ...`);
  const build = (workspace) => ({
    label: `build ${workspace}`,
    command: 'npm',
    args: [
      'run',
      '-s',
      'build',
      '--workspace',
      workspace,
      ...(typesChecked && TSC_ONLY_BUILDS.has(workspace) ? ['--', '--noCheck'] : []),
    ],
  });
  const shared = ['contract', 'server-kit'].filter((workspace) => missing.includes(workspace));
  for (const workspace of shared) {
    if ((await runParallel([build(workspace)])).length > 0) return false;
  }
  const rest = missing.filter((workspace) => !shared.includes(workspace));
  return (await runParallel(rest.map(build))).length === 0;
}

export function startService(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.serviceName = name;
  return child;
}

/** Polls a URL until it answers 2xx, or gives up. `insecure` accepts the self-signed development certificate. */
export async function waitFor(url, { timeoutMs = 60_000, insecure = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'timeout';
  while (Date.now() < deadline) {
    const status = await probe(url, insecure).catch((err) => {
      lastError = err.message;
      return 0;
    });
    if (status >= 200 && status < 300) return;
    if (status) lastError = `answered ${status}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready: ${lastError}`);
}

function probe(url, insecure) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { rejectUnauthorized: !insecure, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}
