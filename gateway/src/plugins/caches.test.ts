import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SPEC_CALLS } from '@mathbridge/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app.js';
import { acceptedEncoding } from './course-map-cache.js';
import { json, startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { makeWebDist, testConfig } from '../test/setup.js';

const COURSE_MAP = SPEC_CALLS.courseMap;
const TRANSLATE = SPEC_CALLS.translate;

let upstream: FakeUpstream;
let mapVersion = 1;

function serveCourseMap(delayMs = 0): void {
  upstream.on(`GET ${COURSE_MAP}`, async (request, response) => {
    if (delayMs) await new Promise((resolvePromise) => setTimeout(resolvePromise, delayMs));
    json(response, 200, { version: mapVersion, language: request.headers.translationcode, grades: [] });
  });
}

function serveTranslations(): void {
  upstream.on(`POST ${TRANSLATE}`, (request, response) => {
    const { textList, languageCode } = JSON.parse(request.body) as { textList: string[]; languageCode: string };
    json(
      response,
      200,
      textList.map((text) => `${languageCode}:${text}`),
    );
  });
}

const translatedTexts = () =>
  upstream.received
    .filter((r) => r.url === TRANSLATE)
    .map((r) => (JSON.parse(r.body) as { textList: string[] }).textList);

beforeAll(async () => {
  upstream = await startFakeUpstream();
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => {
  upstream.reset();
  mapVersion = 1;
});

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildGateway(
    testConfig({
      UPSTREAM_URL: upstream.url,
      WEB_DIST: makeWebDist(),
      LOG_LEVEL: 'silent',
      TRANSLATE_RATE_LIMIT: '1000',
      ...env,
    }),
  );
  await app.ready();
  return app;
}

describe('the course map cache', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await gateway({ COURSE_MAP_TTL_MS: '400' });
  });
  afterEach(async () => {
    await app.close();
  });

  it('answers a miss from the upstream and later requests from the cache, with ETag and 304', async () => {
    serveCourseMap();
    const miss = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(miss.json()).toMatchObject({ version: 1 });
    const etag = String(miss.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const hit = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toBe(etag);

    const notModified = await app.inject({ method: 'GET', url: COURSE_MAP, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(upstream.received.filter((r) => r.url === COURSE_MAP)).toHaveLength(1);
  });

  it('makes one upstream call for concurrent misses', async () => {
    serveCourseMap(150);
    const replies = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: COURSE_MAP })));
    expect(replies.every((r) => r.statusCode === 200 && r.json<{ version: number }>().version === 1)).toBe(true);
    expect(upstream.received.filter((r) => r.url === COURSE_MAP)).toHaveLength(1);
  });

  it('fetches again after the TTL', async () => {
    serveCourseMap();
    await app.inject({ method: 'GET', url: COURSE_MAP });
    mapVersion = 2;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 450));
    const again = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(again.headers['x-cache']).toBe('MISS');
    expect(again.json()).toMatchObject({ version: 2 });
  });

  it('serves the stale copy when the upstream errors or is unreachable, and recovers when it is back', async () => {
    serveCourseMap();
    const first = await app.inject({ method: 'GET', url: COURSE_MAP });
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 450));

    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => json(response, 500, { code: 'E_INTERNAL', message: 'x' }));
    const errored = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(errored.statusCode).toBe(200);
    expect(errored.headers['x-cache']).toBe('STALE');
    expect(errored.body).toBe(first.body);

    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => response.destroy());
    const reset = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(reset.headers['x-cache']).toBe('STALE');
    expect(reset.body).toBe(first.body);

    const metrics = await app.metrics.registry.metrics();
    expect(metrics).toMatch(/gateway_cache_events_total\{cache="course_map",result="miss"\} [1-9]/);
    expect(metrics).toMatch(/gateway_cache_events_total\{cache="course_map",result="stale"\} 2/);

    mapVersion = 3;
    serveCourseMap();
    const back = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(back.headers['x-cache']).toBe('MISS');
    expect(back.json()).toMatchObject({ version: 3 });
  });

  it('answers 502 when the upstream is unreachable and there is no copy', async () => {
    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => response.destroy());
    const res = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'E_UPSTREAM' });
  });

  it('keeps one entry per translation language', async () => {
    serveCourseMap();
    const ko = await app.inject({ method: 'GET', url: COURSE_MAP });
    const en = await app.inject({ method: 'GET', url: COURSE_MAP, headers: { translationcode: 'en' } });
    expect(ko.json()).toMatchObject({ language: 'ko' });
    expect(en.json()).toMatchObject({ language: 'en' });
    expect(en.headers['x-cache']).toBe('MISS');
  });

  it('keeps brotli and gzip copies, chosen by Accept-Encoding, each with its own ETag and 304', async () => {
    const grades = Array.from({ length: 200 }, (_g, i) => ({ id: `g${i}`, name: `학년 ${i} Grade ${i}` }));
    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => json(response, 200, { grades }));
    const miss = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(miss.headers['content-encoding']).toBeUndefined();
    // The copies are made off the event loop right after the map is stored.
    await vi.waitFor(() => expect(app.caches.courseMaps?.values().next().value?.br).toBeTruthy());

    const br = await app.inject({
      method: 'GET',
      url: COURSE_MAP,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(miss.body);
    expect(br.rawPayload.length).toBeLessThan(miss.rawPayload.length / 3);

    const gz = await app.inject({ method: 'GET', url: COURSE_MAP, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(miss.body);

    const plain = await app.inject({ method: 'GET', url: COURSE_MAP, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(miss.body);

    const tags = new Set([miss.headers.etag, br.headers.etag, gz.headers.etag]);
    expect(tags.size).toBe(3);
    const notModified = await app.inject({
      method: 'GET',
      url: COURSE_MAP,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(upstream.received.filter((r) => r.url === COURSE_MAP)).toHaveLength(1);
  });

  it('keeps at most 32 variants', async () => {
    serveCourseMap();
    for (let i = 0; i < 40; i += 1) await app.inject({ method: 'GET', url: `${COURSE_MAP}?v=${i}` });
    expect(app.caches.courseMaps?.size).toBe(32);
  });

  it('does not cache an error answer', async () => {
    upstream.on(`GET ${COURSE_MAP}`, (_request, response) => json(response, 401, { code: 'E00001', message: 'no' }));
    expect((await app.inject({ method: 'GET', url: COURSE_MAP })).statusCode).toBe(401);
    serveCourseMap();
    const next = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-cache']).toBe('MISS');
  });
});

describe('the course map cache turned off', () => {
  it('sends every request upstream', async () => {
    const app = await gateway({ COURSE_MAP_TTL_MS: '0' });
    serveCourseMap();
    await app.inject({ method: 'GET', url: COURSE_MAP });
    const second = await app.inject({ method: 'GET', url: COURSE_MAP });
    expect(second.headers['x-cache']).toBe('BYPASS');
    expect(upstream.received.filter((r) => r.url === COURSE_MAP)).toHaveLength(2);
    await app.close();
  });
});

describe('the translation cache', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await gateway();
    serveTranslations();
  });
  afterEach(async () => {
    await app.close();
  });

  const translate = (textList: unknown, languageCode: unknown = 'en') =>
    app.inject({ method: 'POST', url: TRANSLATE, payload: { textList, languageCode } });

  it('sends only the missing strings upstream and reassembles the answer in order', async () => {
    const first = await translate(['하나', '둘']);
    expect(first.json()).toEqual(['en:하나', 'en:둘']);
    expect(first.headers['x-cache']).toBe('MISS');

    const second = await translate(['둘', '셋', '하나', '셋']);
    expect(second.json()).toEqual(['en:둘', 'en:셋', 'en:하나', 'en:셋']);
    expect(second.headers['x-cache']).toBe('PARTIAL');
    expect(translatedTexts()).toEqual([['하나', '둘'], ['셋']]);
  });

  it('makes no upstream call when every string is cached', async () => {
    await translate(['a', 'b']);
    upstream.received.length = 0;
    const res = await translate(['b', 'a', 'b']);
    expect(res.json()).toEqual(['en:b', 'en:a', 'en:b']);
    expect(res.headers['x-cache']).toBe('HIT');
    expect(upstream.received).toHaveLength(0);
  });

  it('keeps languages apart', async () => {
    await translate(['a'], 'en');
    const ja = await translate(['a'], 'ja');
    expect(ja.json()).toEqual(['ja:a']);
    expect(translatedTexts()).toEqual([['a'], ['a']]);
  });

  it('answers 502 for an upstream reply of the wrong length and keeps none of it', async () => {
    upstream.on(`POST ${TRANSLATE}`, (_request, response) => json(response, 200, ['only one']));
    const res = await translate(['x', 'y']);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'E_UPSTREAM',
      message: 'The translation service returned 1 translations for 2 texts; nothing was kept.',
    });
    serveTranslations();
    upstream.received.length = 0;
    expect((await translate(['x'])).json()).toEqual(['en:x']);
    expect(translatedTexts()).toEqual([['x']]);
  });

  it('does not cache a string the api kept in the original, and counts it', async () => {
    upstream.on(`POST ${TRANSLATE}`, (request, response) => {
      const { textList } = JSON.parse(request.body) as { textList: string[] };
      // The second string's math did not survive, so the api answered it untranslated.
      json(
        response,
        200,
        textList.map((text, index) => (index === 1 ? text : `en:${text}`)),
        { 'x-translate-kept-original': '1' },
      );
    });
    expect((await translate(['p', 'q'])).json()).toEqual(['en:p', 'q']);
    upstream.received.length = 0;
    serveTranslations();
    expect((await translate(['p', 'q'])).json()).toEqual(['en:p', 'en:q']);
    expect(translatedTexts()).toEqual([['q']]);
    const metrics = await app.metrics.registry.getSingleMetricAsString('gateway_upstream_errors_total');
    expect(metrics).toContain('kind="translation_math_kept"} 1');
  });

  it('serves every string of a problem sheet seen before without the api (the figure in the README)', async () => {
    // Stems, choices with words, a hint and explanation steps, with the blanks the app sends as a single space.
    const sheet = [
      'Sua put \\(18\\) notebooks equally into \\(9\\) boxes. How many went into each box?',
      'Enter a single number, fully worked out.',
      ' ',
      'Find \\(18\\div9\\).',
      'What is the total length of all its edges, in cm?',
      'A rectangular prism has \\(12\\) edges.',
    ];
    await translate(sheet, 'vi');
    upstream.received.length = 0;
    const again = await translate(sheet, 'vi');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(upstream.received).toHaveLength(0);
  });

  it("passes the upstream's own error through", async () => {
    upstream.on(`POST ${TRANSLATE}`, (_request, response) =>
      json(response, 503, { code: 'E_UNAVAILABLE', message: 'Translation is not configured' }),
    );
    const res = await translate(['x']);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'E_UNAVAILABLE', message: 'Translation is not configured' });
  });

  it('refuses more than 1,000 strings, more than 200 KiB, and unknown languages with 400', async () => {
    const many = await translate(Array.from({ length: 1001 }, (_v, i) => `t${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'E_VALIDATION', message: expect.stringMatching(/1000 texts/) });

    const big = await translate(['가'.repeat(70_000)]);
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toMatch(/200 KiB/);

    const language = await translate(['a'], 'xx-nope');
    expect(language.statusCode).toBe(400);
    expect(language.json<{ message: string }>().message).toMatch(/languageCode/);
    expect(upstream.received).toHaveLength(0);
  });
});

describe('the translation cache bounds', () => {
  it('never grows past TRANSLATION_CACHE_MAX_BYTES', async () => {
    const app = await gateway({ TRANSLATION_CACHE_MAX_BYTES: '4096' });
    serveTranslations();
    for (let batch = 0; batch < 10; batch += 1) {
      const texts = Array.from({ length: 20 }, (_v, i) => `text ${batch}-${i} ${'x'.repeat(20)}`);
      expect(
        (await app.inject({ method: 'POST', url: TRANSLATE, payload: { textList: texts, languageCode: 'en' } }))
          .statusCode,
      ).toBe(200);
    }
    expect(app.caches.translations?.calculatedSize).toBeLessThanOrEqual(4096);
    expect(app.caches.translations?.size).toBeGreaterThan(0);
    await app.close();
  });

  it('sends everything upstream when turned off', async () => {
    const app = await gateway({ TRANSLATION_CACHE_MAX_BYTES: '0' });
    serveTranslations();
    const payload = { textList: ['a', 'b'], languageCode: 'en' };
    await app.inject({ method: 'POST', url: TRANSLATE, payload });
    const again = await app.inject({ method: 'POST', url: TRANSLATE, payload });
    expect(again.json()).toEqual(['en:a', 'en:b']);
    expect(translatedTexts()).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    await app.close();
  });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity, *;q=0')).toBeNull();
  });
});
