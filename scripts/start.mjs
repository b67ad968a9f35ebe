// `npm start`: builds what is not built, then runs the api (plain HTTP, loopback) and the gateway (HTTPS).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildMissing, root, startService, waitFor } from './lib.mjs';

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

const apiHost = process.env.API_HOST ?? '127.0.0.1';
const apiPort = process.env.API_PORT ?? '8080';
const gatewayPort = process.env.GATEWAY_PORT ?? '8443';
const upstream = process.env.UPSTREAM_URL ?? `http://${apiHost}:${apiPort}`;

if (!(await buildMissing())) {
  console.error('The build failed; see the messages above.');
  process.exit(1);
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 15_000);
  timer.unref();
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}

function supervise(child) {
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The ${child.serviceName} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
    stopAll(1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

supervise(startService('api', 'api/dist/src/server.js', { API_HOST: apiHost, API_PORT: apiPort }));
try {
  await waitFor(`http://${apiHost}:${apiPort}/healthz`, { timeoutMs: 120_000 });
} catch (err) {
  console.error(err.message);
  stopAll(1);
}
if (!stopping) {
  supervise(
    startService('gateway', 'gateway/dist/src/server.js', { GATEWAY_PORT: gatewayPort, UPSTREAM_URL: upstream }),
  );
  try {
    await waitFor(`https://localhost:${gatewayPort}/healthz`, { timeoutMs: 60_000, insecure: true });
    console.log(`\n  MathBridge is running at https://localhost:${gatewayPort}/  (Ctrl-C stops it)\n`);
  } catch (err) {
    console.error(err.message);
    stopAll(1);
  }
}
