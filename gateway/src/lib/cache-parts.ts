// What the gateway's two caches share: how entries are keyed and weighed, how their lookups are counted, and where
// the tests and the metrics find them (app.caches).
import type { FastifyInstance } from 'fastify';
import type { LRUCache } from 'lru-cache';
import type { CourseMapEntry } from '../plugins/course-map-cache.js';

/** Rough per-entry bookkeeping of lru-cache and the Map, counted so a size bound holds for many tiny entries. */
export const ENTRY_OVERHEAD_BYTES = 64;

/** One cache key from its parts (a translation language and a URL or a text); NUL appears in neither. */
export const cacheKey = (scope: string, item: string) => `${scope}\u0000${item}`;

export interface GatewayCaches {
  courseMaps: LRUCache<string, CourseMapEntry> | null;
  translations: LRUCache<string, string> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caches, null when turned off. */
    caches: GatewayCaches;
  }
}

/** Makes a cache known as app.caches[name] (each cache's plugin adds its own). */
export function keepCache<Name extends keyof GatewayCaches>(
  app: FastifyInstance,
  name: Name,
  cache: GatewayCaches[Name],
): void {
  if (!app.hasDecorator('caches')) app.decorate('caches', { courseMaps: null, translations: null });
  app.caches[name] = cache;
}

export type CacheResult = 'hit' | 'miss' | 'stale';

/** Counts a cache's lookups in gateway_cache_events_total (the label children made once). */
export function cacheCounter(app: FastifyInstance, cache: 'course_map' | 'translation') {
  const children = {
    hit: app.metrics.cacheEvents.labels({ cache, result: 'hit' }),
    miss: app.metrics.cacheEvents.labels({ cache, result: 'miss' }),
    stale: app.metrics.cacheEvents.labels({ cache, result: 'stale' }),
  };
  return (result: CacheResult, count = 1) => children[result].inc(count);
}
