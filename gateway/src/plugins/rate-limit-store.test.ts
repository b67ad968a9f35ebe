// Where the rate-limit counters live: in memory (each gateway counts alone) or, with REDIS_URL, in Redis (shared by
// every gateway). The Redis case runs against TEST_REDIS_URL when it names a server, else against a throwaway
// redis-server started here when one is installed.
import { SPEC_CALLS } from '@mathbridge/contract';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { startRedis } from '../test/redis.js';
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
    url: SPEC_CALLS.translate,
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
