// Sets up the fast lane (lib/fast-lane.ts): it learns which routes under the forwarded prefixes Fastify answers
// itself (exact paths, and paths with whole `:name` segments such as the chat tutor's messages), and is switched on
// when the app is ready and off when it starts closing. Registered before every route, so that it sees them all.
import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FastLane, type FrontDoor, type OwnedPattern } from '../lib/fast-lane.js';
import { PROXIED_METHODS, PROXIED_PREFIXES } from './proxy.js';

const under = (url: string) => PROXIED_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * A route with `:name` segments as a test of raw paths. A segment may be empty or anything but '/', which is at least
 * every path Fastify's router gives that route, so the lane never forwards one of its requests past it.
 */
function segmentPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]*' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

export const fastLanePlugin = fp(async (app: FastifyInstance, options: { door: FrontDoor }) => {
  const owned = new Set<string>();
  const ownedPatterns: OwnedPattern[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.catchAll || !under(route.url)) return;
    const segments = route.url.split('/');
    if (/[*(]/.test(route.url) || segments.some((part) => part.includes(':') && !/^:\w+$/.test(part))) {
      // The lane compares paths exactly or by plain `:name` segments; anything richer would be forwarded past its
      // route.
      throw new Error(`The fast lane cannot stand aside for the route pattern ${route.url}; give it a simpler path`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = route.url.includes(':') ? segmentPattern(route.url) : null;
    for (const method of methods) {
      const heads = method === 'GET' ? [method, 'HEAD'] : [method];
      for (const name of heads) {
        if (pattern === null) owned.add(`${name} ${route.url}`);
        else ownedPatterns.push({ method: name, pattern });
      }
    }
  });

  app.addHook('onReady', async () => {
    options.door.lane = new FastLane({
      prefixes: PROXIED_PREFIXES,
      methods: new Set(PROXIED_METHODS),
      owned,
      ownedPatterns,
      courseMapPath: SPEC_CALLS.courseMap,
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
