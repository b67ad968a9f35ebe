// Where the rate-limit counters live: in memory (each gateway counts alone) or, with REDIS_URL, in Redis (shared by
// every gateway). The Redis case runs against TEST_REDIS_URL when it names a server, else against a throwaway
// redis-server started here when one is installed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { testConfig } from '../test/setup.js';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.on('POST /api/translate/exec', (request, response) =>
    json(
      response,
      200,
      (JSON.parse(request.body) as { textList: string[] }).textList.map((t) => `en:${t}`),
    ),
  );
});

afterAll(async () => {
  await upstream.close();
});

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** A redis-server of its own, in memory only; null when none is installed. */
async function startRedis(): Promise<{ url: string; child: ChildProcess } | null> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const ready = await new Promise<boolean>((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), 10_000);
    child.once('error', () => {
      clearTimeout(timer);
      resolvePromise(false);
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolvePromise(true);
      }
    });
  });
  if (!ready) {
    child.kill();
    return null;
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}

const ownRedis = process.env.TEST_REDIS_URL ? null : await startRedis();
afterAll(() => {
  ownRedis?.child.kill();
});
const redisUrl = process.env.TEST_REDIS_URL ?? ownRedis?.url;

const stores = [
  { store: 'memory', redisUrl: undefined, shared: false },
  ...(redisUrl ? [{ store: 'Redis', redisUrl, shared: true }] : []),
];

async function gateway(redisUrl: string | undefined): Promise<FastifyInstance> {
  const app = await buildGateway(
    testConfig({
      UPSTREAM_URL: upstream.url,
      LOG_LEVEL: 'silent',
      TRANSLATE_RATE_LIMIT: '2',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    }),
  );
  await app.ready();
  return app;
}

const translate = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/translate/exec',
    payload: { textList: ['hi'], languageCode: 'en' },
    remoteAddress,
  });

describe.each(stores)('counters in $store', ({ redisUrl, shared }) => {
  it(shared ? 'are shared by two gateways' : 'are kept by each gateway on its own', async () => {
    const [a, b] = await Promise.all([gateway(redisUrl), gateway(redisUrl)]);
    // A fresh address per run, so counters left in a shared Redis by an earlier run do not interfere.
    const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    expect((await translate(a, ip)).statusCode).toBe(200);
    expect((await translate(a, ip)).statusCode).toBe(200);
    expect((await translate(a, ip)).statusCode).toBe(429);
    expect((await translate(b, ip)).statusCode).toBe(shared ? 429 : 200);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through instead of refusing every student', async () => {
    const app = await gateway('redis://127.0.0.1:1');
    for (let i = 0; i < 4; i += 1) expect((await translate(app, '198.18.0.1')).statusCode).toBe(200);
    await app.close();
  });
});
