// Sets up the fast lane (lib/fast-lane.ts): it learns which routes under the forwarded prefixes Fastify answers
// itself (exact paths, and paths with whole `:name` segments such as the chat tutor's messages), and is opened when
// the app is ready and closed when it starts closing. Registered before every route, so that it sees them all.
// Two guards keep the lane in step with Fastify's pipeline: a route pattern it cannot stand aside for is refused
// when the route is added, and a request hook it does not stand in for stops the gateway at start.
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

/** The hooks a request passes through in Fastify, all of which the lane skips. */
export const REQUEST_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;
export type RequestHook = (typeof REQUEST_HOOKS)[number];

/**
 * The request hooks the lane stands in for, by the name of their function, and how. Every other hook on the root
 * (or on the proxy's catch-all routes) would run for Fastify's requests and be skipped for the lane's, so the
 * gateway refuses to start with one: give the lane the same behaviour, then add the hook here.
 */
export const LANE_STANDS_IN_FOR: Readonly<Partial<Record<RequestHook, readonly string[]>>> = {
  // The request id and the security headers: the lane writes both on every answer.
  onRequest: ['requestIdHeader', 'addSecurityHeaders'],
  // The session's user for the log line: the lane opens the seal while it forwards.
  preHandler: ['readSessionUser'],
  // @fastify/cookie writes the cookies a route set; the lane sets none.
  onSend: ['fastifyCookieOnSendHandler'],
  // The log line and the request metrics: the lane writes them through accessLog and recordRequest.
  onResponse: ['logRequest', 'countRequest'],
};

/**
 * The request hooks of an instance by name. Fastify offers no public list, so they are read where it keeps them
 * (its 'fastify.hooks' symbol); should that move, the gateway stops rather than check nothing.
 */
function requestHooksOf(instance: FastifyInstance): [RequestHook, string][] {
  const key = Object.getOwnPropertySymbols(instance).find((symbol) => symbol.description === 'fastify.hooks');
  const hooks: unknown = key === undefined ? undefined : Reflect.get(instance, key);
  if (hooks === null || typeof hooks !== 'object') {
    throw new Error("The fast lane cannot read Fastify's hooks to check them; see plugins/fast-lane.ts");
  }
  const found: [RequestHook, string][] = [];
  for (const hook of REQUEST_HOOKS) {
    const list: unknown = Reflect.get(hooks, hook);
    if (!Array.isArray(list)) continue;
    for (const fn of list) found.push([hook, typeof fn === 'function' ? fn.name : '']);
  }
  return found;
}

/** The hooks among `found` that the lane does not stand in for, described for the error message. */
export function unexpectedHooks(
  found: readonly [RequestHook, string][],
  known: Readonly<Partial<Record<RequestHook, readonly string[]>>> = LANE_STANDS_IN_FOR,
): string[] {
  return found
    .filter(([hook, name]) => !known[hook]?.includes(name))
    .map(([hook, name]) => (name ? `${hook} hook '${name}'` : `unnamed ${hook} hook`));
}

export const fastLanePlugin = fp(async (app: FastifyInstance, options: { door: FrontDoor }) => {
  const owned = new Set<string>();
  const ownedPatterns: OwnedPattern[] = [];
  /** The instances the proxy's catch-all routes live in; their hooks run for exactly the lane's requests. */
  const catchAllScopes = new Set<FastifyInstance>();
  app.addHook('onRoute', function learnRoute(route) {
    if (route.config?.catchAll) {
      catchAllScopes.add(this);
      const own = REQUEST_HOOKS.filter((hook) => route[hook] !== undefined);
      if (own.length > 0) {
        throw new Error(`The fast lane would skip the ${own.join(', ')} hook of the catch-all route ${route.url}`);
      }
      return;
    }
    if (!under(route.url)) return;
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
    const unexpected = new Set<string>();
    for (const instance of [app, ...catchAllScopes]) {
      for (const hook of unexpectedHooks(requestHooksOf(instance))) unexpected.add(hook);
    }
    if (unexpected.size > 0) {
      throw new Error(
        `The fast lane does not stand in for the ${[...unexpected].join(', ')}: most api calls would skip ` +
          'it. Give the lane the same behaviour and list the hook in LANE_STANDS_IN_FOR (plugins/fast-lane.ts).',
      );
    }
    options.door.open(
      new FastLane({
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
      }),
    );
  });
  app.addHook('preClose', async () => {
    options.door.close();
  });
});
