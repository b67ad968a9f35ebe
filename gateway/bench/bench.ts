// `npm run bench --workspace gateway`: autocannon against the upstream directly and through the gateway, for a
// pass-through GET and for the cached course map. It prints req/s, p99 and the CPU each process spent per request,
// and the two ratios the gateway is held to: pass-through at >= 0.6x the direct rate, and the cached course map at
// >= 2x the pass-through rate. It reports figures; it does not pass or fail.
//
// The upstream is the real api by default (started from the monorepo on an in-memory database). The pass-through
// GET is the api's cheapest call (a constant answer), where the gateway's own cost weighs most; a second GET that
// reads the database (a unit's problems, as the study screen asks) shows the same cost next to real work.
// BENCH_UPSTREAM=stand-in uses a trivial HTTP server instead, BENCH_UPSTREAM_URL an api that is already running.
// BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_PASS_PATH and BENCH_READ_PATH tune it.
//
// Like is compared with like: the api speaks plain HTTP, so the gateway is measured over its loopback plain-HTTP
// listener (GATEWAY_LOOPBACK_HTTP_PORT: the same listener code, routes, hooks and log lines, without TLS) as well as
// over HTTPS, and each ratio names the transports it compares.
//
// Two references put the figures in proportion:
// - a bare Node proxy (bench/bare-proxy.ts: node:http and the same undici pool, nothing else) is the most any Node
//   gateway can reach here; on a machine where the load generator, the gateway and the api share the cores, its
//   ratio to the direct rate is the ceiling for the gateway's;
// - autocannon turns every response body into a string as it reads it, so a large body costs the load generator
//   more than the gateway (the client column shows it). The course map is therefore measured as browsers fetch it,
//   compressed (Accept-Encoding: br), as well as uncompressed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_CALLS } from '@mathbridge/contract';
import autocannon, { type Result } from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const gatewayRoot = join(here, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const upstreamKind = process.env.BENCH_UPSTREAM_URL ? 'running' : (process.env.BENCH_UPSTREAM ?? 'api');
const passThroughPath =
  process.env.BENCH_PASS_PATH ?? (upstreamKind === 'stand-in' ? '/v1/api/bench/ping' : '/api/auth/oauth/providers');
const readPath =
  process.env.BENCH_READ_PATH ??
  (upstreamKind === 'stand-in' ? '/v1/api/bench/ping' : '/v1/api/problems?unitId=kr-m1-3&limit=10');
const courseMapPath = SPEC_CALLS.courseMap;

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

/** The process and every process below it (tsx may run the script in a child), from Linux /proc; [] elsewhere. */
function processTree(pid: number | undefined): number[] {
  if (!pid) return [];
  const parents = new Map<number, number[]>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return [pid];
  }
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...(parents.get(all[i] as number) ?? []));
  return all;
}

/** CPU time processes have used, in ms (Linux /proc; null elsewhere). Ticks are 1/100 s on Linux. */
function cpuMs(pids: number[]): number | null {
  if (pids.length === 0) return null;
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  }
  return total;
}

interface Target {
  gateway: number[];
  upstream: number[];
}

interface Measured {
  result: Result;
  /** CPU per request of the gateway, the upstream and the load generator (this process), in µs. */
  cpuUs: { gateway: number | null; upstream: number | null; client: number };
}

async function measure(
  label: string,
  url: string,
  pids: Target,
  headers: Record<string, string> = {},
): Promise<Measured> {
  // A short warm-up so connection set-up and JIT do not count.
  await autocannon({ url, connections, duration: 2, headers });
  const before = { gateway: cpuMs(pids.gateway), upstream: cpuMs(pids.upstream), client: process.cpuUsage() };
  const result = await autocannon({ url, connections, duration, headers });
  const client = process.cpuUsage(before.client);
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || result.requests.total === 0
      ? null
      : ((end - start) * 1000) / result.requests.total;
  const cpuUs = {
    gateway: perRequest(before.gateway, cpuMs(pids.gateway)),
    upstream: perRequest(before.upstream, cpuMs(pids.upstream)),
    client: result.requests.total === 0 ? 0 : (client.user + client.system) / result.requests.total,
  };
  const problems = result.errors + result.timeouts + result.non2xx;
  const cpu = (us: number | null) => (us === null ? '     -' : us.toFixed(0).padStart(6));
  console.log(
    `${label.padEnd(50)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p99).padStart(6)}` +
      `   ${cpu(cpuUs.gateway)}  ${cpu(cpuUs.upstream)}  ${cpu(cpuUs.client)}` +
      (problems ? `   (${problems} errors/non-2xx)` : ''),
  );
  return { result, cpuUs };
}

/** What a browser sends: the course map is then answered from the brotli copy. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
    const [gatewayPort, plainPort] = [await freePort(), await freePort()];
    const gateway = startNode(join(gatewayRoot, 'src', 'server.ts'), {
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_LOOPBACK_HTTP_PORT: String(plainPort),
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
    const plainUrl = `http://127.0.0.1:${plainPort}`;
    await waitFor(`${gatewayUrl}/healthz`, true);
    await waitFor(`${plainUrl}/healthz`, false);

    // The bare proxy, for reference (see the top of this file).
    const barePort = await freePort();
    const bare = startNode(join(here, 'bare-proxy.ts'), {
      BENCH_PROXY_PORT: String(barePort),
      BENCH_PROXY_UPSTREAM: upstreamUrl,
    });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareUrl}${passThroughPath}`, false);

    console.log(
      `upstream: ${upstreamKind} (${upstreamUrl})\n` +
        `pass-through GET ${passThroughPath}; database read GET ${readPath}\n` +
        `autocannon: ${connections} connections, ${duration} s per run (after 2 s of warm-up), HTTP/1.1 keep-alive\n` +
        'direct runs are plain HTTP, so the gateway (one process) is measured over plain HTTP too (its loopback\n' +
        'listener: the same routes, hooks and log lines, no TLS) and over HTTPS (TLS 1.3); each ratio names the\n' +
        'transports it compares\n',
    );
    console.log(
      `${'run'.padEnd(50)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(6)}   CPU µs per request:\n` +
        `${''.padEnd(50)} ${''.padStart(7)} ${''.padStart(6)}   gateway  upstream  client`,
    );
    const pids: Target = { gateway: processTree(gateway.pid), upstream: upstreamPid ? [upstreamPid] : [] };
    const bareAsGateway: Target = { gateway: processTree(bare.pid), upstream: pids.upstream };
    const run = async (label: string, url: string, target = pids, headers: Record<string, string> = {}) =>
      (await measure(label, url, target, headers)).result;

    const direct = await run('pass-through GET, direct (HTTP)', `${upstreamUrl}${passThroughPath}`);
    const plain = await run('pass-through GET, gateway (HTTP)', `${plainUrl}${passThroughPath}`);
    const tls = await run('pass-through GET, gateway (HTTPS)', `${gatewayUrl}${passThroughPath}`);
    const bareRun = await run(
      'pass-through GET, bare Node proxy (HTTP)',
      `${bareUrl}${passThroughPath}`,
      bareAsGateway,
    );
    const readDirect = await run('database read GET, direct (HTTP)', `${upstreamUrl}${readPath}`);
    const readPlain = await run('database read GET, gateway (HTTP)', `${plainUrl}${readPath}`);
    // One request fills the cache, and the compressed copies are made right after it.
    await fetch(`${gatewayUrl}${courseMapPath}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
    const mapPlain = await run('course map, gateway cache (HTTP)', `${plainUrl}${courseMapPath}`);
    const mapPlainBr = await run('course map, gateway cache (HTTP, brotli)', `${plainUrl}${courseMapPath}`, pids, {
      ...BROWSER_ENCODING,
    });
    const mapTls = await run('course map, gateway cache (HTTPS)', `${gatewayUrl}${courseMapPath}`);
    const mapTlsBr = await run('course map, gateway cache (HTTPS, brotli)', `${gatewayUrl}${courseMapPath}`, pids, {
      ...BROWSER_ENCODING,
    });
    // Last: the api builds the map from the database each time, and a slow run leaves a backlog behind it.
    const mapDirect = await run('course map, direct (HTTP)', `${upstreamUrl}${courseMapPath}`);

    const rate = (r: Result) => r.requests.average;
    const line = (label: string, value: number, target = '') =>
      console.log(`${label.padEnd(66)} ${value.toFixed(2).padStart(6)}x${target ? `   (target >= ${target})` : ''}`);
    console.log('');
    line('pass-through, gateway / direct, both plain HTTP:', rate(plain) / rate(direct), '0.6x');
    line('  the bare Node proxy / direct, both plain HTTP (the ceiling here):', rate(bareRun) / rate(direct));
    line('  gateway over HTTPS / direct over HTTP:', rate(tls) / rate(direct));
    line('database read, gateway / direct, both plain HTTP:', rate(readPlain) / rate(readDirect));
    line('cached course map as browsers fetch it (brotli) / pass-through, HTTP:', rate(mapPlainBr) / rate(plain), '2x');
    line('  the same over HTTPS:', rate(mapTlsBr) / rate(tls), '2x');
    line('  uncompressed (bound by the load generator) / pass-through, HTTP:', rate(mapPlain) / rate(plain));
    line('  uncompressed / pass-through, HTTPS:', rate(mapTls) / rate(tls));
    line('cached course map (HTTP) / course map direct:', rate(mapPlain) / rate(mapDirect));
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
