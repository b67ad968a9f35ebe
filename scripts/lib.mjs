// Helpers shared by the root scripts: building what is missing, spawning services, waiting for them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
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

/** Builds the workspaces whose output is missing (all of them with force). Returns false on failure. */
export function buildMissing({ force = false } = {}) {
  const missing = Object.entries(buildOutputs)
    .filter(([, output]) => force || !existsSync(join(root, output)))
    .map(([workspace]) => workspace);
  // api and gateway compile against the declarations of the contract and the server kit.
  if (missing.includes('api') || missing.includes('gateway')) {
    for (const shared of ['server-kit', 'contract']) if (!missing.includes(shared)) missing.unshift(shared);
  }
  if (missing.length === 0) return true;
  console.log(`Building ${missing.join(', ')} ...`);
  for (const workspace of missing) {
    if (run('npm', ['run', 'build', '--workspace', workspace]) !== 0) return false;
  }
  return true;
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
