import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildGateway } from '../app.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { INDEX_HTML, makeWebDist, testConfig } from '../test/setup.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), LOG_LEVEL: 'silent' }));
  await app.ready();
  await app.staticReady;
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('the built app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers a browser navigation to an app route with index.html', async () => {
    for (const url of ['/healthcheck', '/user/login?next=%2Fmain', '/study/unit/12']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/logo-def456.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with a real 404, not the app', async () => {
    for (const url of ['/assets/missing-000.js', '/missing.css', '/assets/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'E_NOT_FOUND' });
    }
  });

  it('serves brotli or gzip when the client accepts it, and the plain file otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length / 5);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends ETag and Last-Modified, and 304 when the copy is current', async () => {
    const first = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const since = await app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
  });

  it('refuses paths that climb out of the app folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(res.statusCode);
  });
});
