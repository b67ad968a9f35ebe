// The course map cache (lru-cache): a TTL, one upstream call for concurrent misses, a stale copy when the upstream
// fails, ETag/304 and `x-cache`. Each entry keeps ready-made bodies (identity, brotli, gzip) and their headers, so a
// hit costs no compression, hashing or header building; the fast lane answers fresh hits without Fastify.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SPEC_CALLS } from '@mathbridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { cacheCounter, cacheKey, ENTRY_OVERHEAD_BYTES, keepCache } from '../lib/cache-parts.js';
import { relay } from '../lib/relay.js';
import { UpstreamError, type UpstreamResponse } from '../lib/upstream.js';
import { ownCallHeaders, translationCodeOf } from './headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer to a GET of the course map when a fresh copy is cached (counted as a hit), else null. */
    courseMapHit(headers: IncomingHttpHeaders, url: string): CourseMapAnswer | null;
  }
}

export interface CourseMapCacheOptions {
  /** 0 turns the cache off. */
  courseMapTtlMs: number;
  /** With a stale copy at hand, a slow upstream is waited for this long before the copy is served. */
  staleWaitMs?: number;
}

/** One representation of a cached course map, with its response headers built once. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The headers of a fresh hit (x-cache: HIT and the length included), the commonest answer. */
  hitHeaders: Record<string, string>;
}

export interface CourseMapEntry {
  identity: Variant;
  /** Filled in off the event loop shortly after the entry is stored; identity is served until then. */
  br: Variant | null;
  gzip: Variant | null;
  /** The tag shared by every representation, for If-None-Match. */
  tag: string;
  storedAt: number;
}

const COURSE_MAP_MAX_VARIANTS = 32;
const COURSE_MAP_MAX_BYTES = 32 * 1024 * 1024;
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function variant(body: Buffer, contentType: string, etag: string, encoding: 'br' | 'gzip' | null): Variant {
  const headers: Record<string, string> = {
    'content-type': contentType,
    etag,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
  if (encoding) headers['content-encoding'] = encoding;
  return { body, etag, headers, hitHeaders: { ...headers, 'x-cache': 'HIT', 'content-length': String(body.length) } };
}

function newEntry(body: Buffer, contentType: string): CourseMapEntry {
  const tag = createHash('sha1').update(body).digest('base64url');
  return { identity: variant(body, contentType, `"${tag}"`, null), br: null, gzip: null, tag, storedAt: Date.now() };
}

/** Adds the brotli and gzip copies (computed on the thread pool, once per stored map). */
async function compressEntry(entry: CourseMapEntry): Promise<void> {
  const { body, headers } = entry.identity;
  if (body.length < COMPRESS_MIN_BYTES) return;
  const contentType = headers['content-type'] as string;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  entry.br = variant(br, contentType, `"${entry.tag}-br"`, 'br');
  entry.gzip = variant(gz, contentType, `"${entry.tag}-gz"`, 'gzip');
}

/** Whether If-None-Match names this map in any of its representations (or `*`). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(',')) {
    const value = raw.trim().replace(/^W\//, '');
    if (value === '*') return true;
    const opaque = value.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    if (opaque === tag) return true;
  }
  return false;
}

/** A cached map's answer to one request: 304 when the browser holds it, else the representation it accepts. */
export interface CourseMapAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

function courseMapAnswer(
  entry: CourseMapEntry,
  headers: IncomingHttpHeaders,
  status: 'HIT' | 'MISS' | 'STALE',
): CourseMapAnswer {
  const encoding = entry.br === null ? null : acceptedEncoding(headers['accept-encoding']);
  const chosen = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null) ?? entry.identity;
  if (matches(headers['if-none-match'], entry.tag)) {
    return {
      status: 304,
      headers: { 'x-cache': status, etag: chosen.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' },
      body: null,
    };
  }
  return {
    status: 200,
    headers: status === 'HIT' ? chosen.hitHeaders : { ...chosen.headers, 'x-cache': status },
    body: chosen.body,
  };
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const encodingChoices = new Map<string, 'br' | 'gzip' | null>();
const ENCODING_CHOICES_MAX = 256;

/** The encoding the client prefers among br and gzip (q=0 refuses one), or null for identity. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const known = encodingChoices.get(header);
  if (known !== undefined) return known;
  const choice = parseAcceptEncoding(header);
  // Junk values cannot grow the map past its bound.
  if (encodingChoices.size < ENCODING_CHOICES_MAX) encodingChoices.set(header, choice);
  return choice;
}

function parseAcceptEncoding(header: string): 'br' | 'gzip' | null {
  let br = 0;
  let gz = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip' && coding !== '*') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') q = Number(value) || 0;
    }
    if (coding === 'br' || (coding === '*' && br === 0)) br = q;
    if (coding === 'gzip' || (coding === '*' && gz === 0)) gz = q;
  }
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

const sleep = (ms: number) =>
  new Promise<'timeout'>((resolvePromise) => setTimeout(() => resolvePromise('timeout'), ms).unref());

export const courseMapCachePlugin = fp(async (app: FastifyInstance, options: CourseMapCacheOptions) => {
  const staleWaitMs = options.staleWaitMs ?? 5000;
  const courseMaps =
    options.courseMapTtlMs > 0
      ? new LRUCache<string, CourseMapEntry>({
          max: COURSE_MAP_MAX_VARIANTS,
          maxSize: COURSE_MAP_MAX_BYTES,
          // The compressed copies are a fraction of the map; counting the map twice keeps room for them.
          sizeCalculation: (entry) => 2 * entry.identity.body.length + ENTRY_OVERHEAD_BYTES,
        })
      : null;
  const pending = new Map<string, Promise<{ response: UpstreamResponse; entry: CourseMapEntry | null }>>();

  const fetchCourseMap = (key: string, request: FastifyRequest) => {
    const running = pending.get(key);
    if (running) return running;
    const attempt = app.upstream
      .call({ method: 'GET', path: request.url, headers: ownCallHeaders(request, app.headerPolicy) })
      .then((response) => {
        let entry: CourseMapEntry | null = null;
        if (response.status === 200 && courseMaps) {
          const contentType = response.headers['content-type'];
          entry = newEntry(
            response.body,
            typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
          );
          courseMaps.set(key, entry);
          compressEntry(entry).catch((err: unknown) => {
            app.log.warn({ err }, 'compressing the course map failed; it is served uncompressed');
          });
        }
        return { response, entry };
      })
      .finally(() => pending.delete(key));
    pending.set(key, attempt);
    return attempt;
  };

  const count = cacheCounter(app, 'course_map');

  const sendCourseMap = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CourseMapEntry,
    status: 'HIT' | 'MISS' | 'STALE',
  ) => {
    request.cacheStatus = status;
    count(status === 'HIT' ? 'hit' : status === 'MISS' ? 'miss' : 'stale');
    const answer = courseMapAnswer(entry, request.headers, status);
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
  };

  // The fast lane answers fresh hits from the server's request listener, without Fastify.
  app.decorate('courseMapHit', (headers: IncomingHttpHeaders, url: string): CourseMapAnswer | null => {
    const cached = courseMaps?.get(cacheKey(translationCodeOf(headers), url));
    if (!cached || Date.now() - cached.storedAt >= options.courseMapTtlMs) return null;
    count('hit');
    return courseMapAnswer(cached, headers, 'HIT');
  });

  app.get(SPEC_CALLS.courseMap, async (request, reply) => {
    if (!courseMaps) {
      const response = await app.upstream.call({
        method: 'GET',
        path: request.url,
        headers: ownCallHeaders(request, app.headerPolicy),
      });
      request.upstreamMs = response.durationMs;
      request.cacheStatus = 'BYPASS';
      return relay(reply.header('x-cache', 'BYPASS'), response);
    }
    // The map may be localised, so each translation language (and query) is its own entry.
    const key = cacheKey(translationCodeOf(request.headers), request.url);
    const cached = courseMaps.get(key);
    if (cached && Date.now() - cached.storedAt < options.courseMapTtlMs) {
      return sendCourseMap(request, reply, cached, 'HIT');
    }
    const started = performance.now();
    try {
      const fetching = fetchCourseMap(key, request);
      const outcome = cached ? await Promise.race([fetching, sleep(staleWaitMs)]) : await fetching;
      request.upstreamMs = performance.now() - started;
      if (outcome === 'timeout') {
        // The refresh goes on in the background and updates the entry when it lands.
        fetching.catch(() => {});
        return sendCourseMap(request, reply, cached as CourseMapEntry, 'STALE');
      }
      if (outcome.entry) return sendCourseMap(request, reply, outcome.entry, 'MISS');
      if (cached && outcome.response.status >= 500) return sendCourseMap(request, reply, cached, 'STALE');
      request.cacheStatus = 'MISS';
      return relay(reply.header('x-cache', 'MISS'), outcome.response);
    } catch (err) {
      request.upstreamMs = performance.now() - started;
      if (cached && err instanceof UpstreamError) return sendCourseMap(request, reply, cached, 'STALE');
      throw err;
    }
  });

  keepCache(app, 'courseMaps', courseMaps);
});
