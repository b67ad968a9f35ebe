// The gateway process itself: configuration errors, the listeners, SIGHUP and a clean SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeWebDist, tempDir } from './test/setup.js';

const gatewayRoot = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: gatewayRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => child.once('exit', (code) => resolvePromise(code)));
}

async function until(check: () => boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the gateway process', () => {
  it('stops with a message naming a bad variable', async () => {
    const { child, output } = start({ GATEWAY_PORT: 'https', UPSTREAM_URL: 'ftp://nope' });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toMatch(/GATEWAY_PORT/);
    expect(output()).toMatch(/UPSTREAM_URL/);
  }, 60_000);

  it('listens, redirects plain HTTP, serves metrics privately, reloads on SIGHUP and stops cleanly on SIGTERM', async () => {
    const data = tempDir('process');
    const [port, httpPort, metricsPort, loopbackPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const { child, output } = start({
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      GATEWAY_HTTP_PORT: String(httpPort),
      METRICS_PORT: String(metricsPort),
      GATEWAY_LOOPBACK_HTTP_PORT: String(loopbackPort),
      WEB_DIST: makeWebDist(),
      TLS_DIR: join(data, 'tls'),
      STATIC_CACHE_DIR: join(data, 'static'),
      COOKIE_SECRET_FILE: join(data, 'secret'),
    });
    const exited = exitCode(child);
    await until(() => output().includes('metrics listening'));

    const redirect = await new Promise<string | undefined>((resolvePromise, reject) => {
      httpRequest({ host: '127.0.0.1', port: httpPort, path: '/x?y=1', headers: { host: 'localhost' } }, (res) => {
        res.resume();
        resolvePromise(res.headers.location);
      })
        .on('error', reject)
        .end();
    });
    expect(redirect).toBe(`https://localhost:${port}/x?y=1`);

    // The measurement listener serves the same gateway, security headers included, without TLS.
    const plain = await fetch(`http://127.0.0.1:${loopbackPort}/healthz`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(output()).toContain('GATEWAY_LOOPBACK_HTTP_PORT');

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(await metrics.text()).toContain('gateway_http_requests_total');

    child.kill('SIGHUP');
    await until(() => output().includes('TLS certificate reloaded'));

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  }, 90_000);
});
