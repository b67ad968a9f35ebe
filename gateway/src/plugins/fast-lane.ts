// Sets up the fast lane (lib/fast-lane.ts): it learns which routes under the forwarded prefixes Fastify answers
// itself, and is switched on when the app is ready and off when it starts closing. Registered before every route,
// so that it sees them all.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FastLane, type FrontDoor } from '../lib/fast-lane.js';
import { COURSE_MAP_PATH } from './cache.js';
import { PROXIED_METHODS, PROXIED_PREFIXES } from './proxy.js';

const under = (url: string) => PROXIED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

export const fastLanePlugin = fp(async (app: FastifyInstance, options: { door: FrontDoor }) => {
  const owned = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.config?.catchAll || !under(route.url)) return;
    if (/[:*(]/.test(route.url)) {
      // The lane compares paths exactly; a pattern here would be forwarded past its route.
      throw new Error(`The fast lane cannot stand aside for the route pattern ${route.url}; give it an exact path`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      owned.add(`${method} ${route.url}`);
      if (method === 'GET') owned.add(`HEAD ${route.url}`);
    }
  });

  app.addHook('onReady', async () => {
    options.door.lane = new FastLane({
      prefixes: PROXIED_PREFIXES,
      methods: new Set(PROXIED_METHODS),
      owned,
      courseMapPath: COURSE_MAP_PATH,
      forwarder: app.forwarder,
      securityHeaders: app.securityHeaders,
      accessLog: app.accessLog,
      record: app.recordRequest,
      courseMapHit: app.courseMapHit,
      sessionUser: app.sessionUser,
      log: app.log,
    });
  });
  app.addHook('preClose', async () => {
    options.door.lane = null;
  });
});
