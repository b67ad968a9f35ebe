// `npm run bench --workspace gateway`: autocannon against the upstream directly and through the gateway, for a
// pass-through GET and for the cached course map. It prints req/s and p99 for each and the two ratios the gateway
// is held to: pass-through at >= 0.6x the direct rate, and the cached course map at >= 2x the pass-through rate.
// It reports figures; it does not pass or fail.
//
// The upstream is the real api by default (started from the monorepo on an in-memory database): a pass-through
// call only means something against a backend that does real work. BENCH_UPSTREAM=stand-in uses a trivial
// HTTP server instead (an upper bound on what the gateway adds), BENCH_UPSTREAM_URL an api that is already
// running. BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50) and BENCH_PASS_PATH tune it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const gatewayRoot = join(here, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const upstreamKind = process.env.BENCH_UPSTREAM_URL ? 'running' : (process.env.BENCH_UPSTREAM ?? 'api');
const passThroughPath =
  process.env.BENCH_PASS_PATH ?? (upstreamKind === 'stand-in' ? '/v1/api/bench/ping' : '/api/auth/oauth/providers');
const courseMapPath = '/v2/api/comm/course/map';

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

function startNode(script: string, env: Record<string, string>, cwd = gatewayRoot): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function waitFor(url: string, insecure: boolean, timeoutMs = 60_000): Promise<void> {
  if (insecure) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time a process has used, in ms (Linux /proc; null elsewhere). Ticks are 1/100 s on Linux. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Measured {
  result: Result;
  gatewayCpuUs: number | null;
  upstreamCpuUs: number | null;
}

async function measure(label: string, url: string, pids: { gateway?: number; upstream?: number }): Promise<Measured> {
  // A short warm-up so connection set-up and JIT do not count.
  await autocannon({ url, connections, duration: 2 });
  const before = { gateway: cpuMs(pids.gateway), upstream: cpuMs(pids.upstream) };
  const result = await autocannon({ url, connections, duration });
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || result.requests.total === 0
      ? null
      : ((end - start) * 1000) / result.requests.total;
  const gatewayCpuUs = perRequest(before.gateway, cpuMs(pids.gateway));
  const upstreamCpuUs = perRequest(before.upstream, cpuMs(pids.upstream));
  const problems = result.errors + result.timeouts + result.non2xx;
  const cpu = (name: string, us: number | null) =>
    us === null ? '' : `   ${name} ${us.toFixed(0).padStart(5)} µs CPU/req`;
  console.log(
    `${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms` +
      cpu('gateway', gatewayCpuUs) +
      cpu('upstream', upstreamCpuUs) +
      (problems ? `   (${problems} errors/non-2xx)` : ''),
  );
  return { result, gatewayCpuUs, upstreamCpuUs };
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    let upstreamUrl = process.env.BENCH_UPSTREAM_URL;
    let upstreamPid: number | undefined;
    if (!upstreamUrl) {
      const upstreamPort = await freePort();
      upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
      if (upstreamKind === 'stand-in') {
        const standIn = startNode(join(here, 'upstream.ts'), { BENCH_UPSTREAM_PORT: String(upstreamPort) });
        upstreamPid = standIn.pid;
        children.push(standIn);
      } else {
        const apiRoot = join(gatewayRoot, '..', 'api');
        const api = startNode(
          join(apiRoot, 'src', 'server.ts'),
          { API_HOST: '127.0.0.1', API_PORT: String(upstreamPort), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
          apiRoot,
        );
        api.stdout?.resume();
        upstreamPid = api.pid;
        children.push(api);
      }
    }
    // The api materialises its problem bank at start, which takes a while on a busy machine.
    await waitFor(`${upstreamUrl}${passThroughPath}`, false, 240_000);

    const work = mkdtempSync(join(tmpdir(), 'mb-gateway-bench-'));
    mkdirSync(join(work, 'dist'));
    writeFileSync(join(work, 'dist', 'index.html'), '<!doctype html><title>MathBridge</title>');
    const gatewayPort = await freePort();
    const gateway = startNode(join(gatewayRoot, 'src', 'server.ts'), {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(gatewayPort),
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: join(work, 'dist'),
      TLS_DIR: join(work, 'tls'),
      STATIC_CACHE_DIR: join(work, 'static'),
      COOKIE_SECRET_FILE: join(work, 'cookie-secret'),
      METRICS_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      LOG_PRETTY: 'false',
    });
    gateway.stdout?.resume(); // the request log is produced as in production, then dropped
    children.push(gateway);
    const gatewayUrl = `https://127.0.0.1:${gatewayPort}`;
    await waitFor(`${gatewayUrl}/healthz`, true);

    console.log(
      `upstream: ${upstreamKind} (${upstreamUrl}); pass-through GET ${passThroughPath}\n` +
        `autocannon: ${connections} connections, ${duration} s per run, keep-alive; gateway over HTTPS\n`,
    );
    const pids = { gateway: gateway.pid, upstream: upstreamPid };
    const direct = (await measure('pass-through GET, direct', `${upstreamUrl}${passThroughPath}`, pids)).result;
    const through = (await measure('pass-through GET, through gateway', `${gatewayUrl}${passThroughPath}`, pids))
      .result;
    // The cached run goes before the direct one: a slow api is still working off the direct run's backlog
    // for a while after it, which would tax the gateway's figures. One request fills the cache first.
    await fetch(`${gatewayUrl}${courseMapPath}`);
    const mapCached = (await measure('course map, gateway cache', `${gatewayUrl}${courseMapPath}`, pids)).result;
    const mapDirect = (await measure('course map, direct', `${upstreamUrl}${courseMapPath}`, pids)).result;

    const passRatio = through.requests.average / direct.requests.average;
    const cacheRatio = mapCached.requests.average / through.requests.average;
    console.log('');
    console.log(`pass-through through gateway / direct:       ${passRatio.toFixed(2)}x   (target >= 0.6x)`);
    console.log(`cached course map / pass-through via gateway: ${cacheRatio.toFixed(2)}x   (target >= 2x)`);
    console.log(
      `cached course map / course map direct:        ${(mapCached.requests.average / mapDirect.requests.average).toFixed(2)}x`,
    );
    console.log(
      `\nmachine load (1/5/15 min) during the run: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} on ${cpus().length} cores`,
    );
  } finally {
    stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
