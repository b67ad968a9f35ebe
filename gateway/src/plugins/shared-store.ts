// What several gateways share: with REDIS_URL, one Redis connection for the rate-limit counters and the logged-out
// sessions; without it, nothing (each gateway keeps them in memory). When Redis is unreachable the gateway goes on
// with what it has (requests are let through, logouts are remembered locally) and says so once a minute.
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis shared by every gateway, or null when REDIS_URL is not set. */
    sharedStore: Redis | null;
  }
}

export const sharedStorePlugin = fp(async (app: FastifyInstance, options: { redisUrl: string | null }) => {
  if (!options.redisUrl) {
    app.decorate('sharedStore', null);
    return;
  }
  const redis = new Redis(options.redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastWarning = 0;
  redis.on('error', (err: Error) => {
    // Reconnection errors repeat every few hundred ms; one line a minute is enough for an operator.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn(
      { err: { message: err.message } },
      'the shared Redis is unreachable; rate limits let requests through and logouts are remembered by this gateway only',
    );
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Start counting from the first request when Redis is there; do not hold the start up when it is not.
  await new Promise<void>((resolvePromise) => {
    const timer = setTimeout(resolvePromise, 2000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolvePromise();
    });
  });
  app.decorate('sharedStore', redis);
});
