// The visitor's pages drawn at build time: which one a navigation gets (language, session, theme), and index.html
// when the build has none.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { SESSION_COOKIE } from '../lib/session-cookie-name.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { INDEX_HTML, makeWebDist, testConfig } from '../test/setup.js';
import { pageLanguage } from './static-prerendered.js';

const drawn = (language: string, path: string) => `<!doctype html><p>${language} ${path}</p>`;

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const dist = makeWebDist();
  for (const language of ['ko', 'en']) {
    mkdirSync(join(dist, 'prerendered', language, 'user'), { recursive: true });
    // /main is left out in English: a build without a page falls back to index.html.
    for (const path of ['/preview', '/main', '/user/login']) {
      if (language === 'en' && path === '/main') continue;
      writeFileSync(join(dist, 'prerendered', `${language}${path}.html`), drawn(language, path));
    }
  }
  app = await buildGateway(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: dist, LOG_LEVEL: 'silent' }));
  await app.ready();
  await app.staticReady;
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the pages drawn at build time', () => {
  it("sends a visitor the page in the browser's language, revalidated and varying by cookie and language", async () => {
    const ko = await get('/preview', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    expect(ko.statusCode).toBe(200);
    expect(ko.body).toBe(drawn('ko', '/preview'));
    expect(ko.headers['cache-control']).toBe('no-cache');
    expect(ko.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect((await get('/user/login?next=%2Fstudy', { 'accept-language': 'en-US,en' })).body).toBe(
      drawn('en', '/user/login'),
    );
  });

  it('follows the language the app last showed over the browser, as the app does', async () => {
    const res = await get('/preview', { 'accept-language': 'ko-KR', cookie: 'uiLanguage=en; other=1' });
    expect(res.body).toBe(drawn('en', '/preview'));
  });

  it('sends index.html to a student with a session, to another theme, and where the build has no page', async () => {
    expect((await get('/preview', { cookie: `${SESSION_COOKIE}=sealed` })).body).toBe(INDEX_HTML);
    expect((await get('/preview', { cookie: 'uiTheme=dark' })).body).toBe(INDEX_HTML);
    expect((await get('/preview', { cookie: 'uiTheme=default' })).body).toBe(drawn('ko', '/preview'));
    expect((await get('/main', { 'accept-language': 'en' })).body).toBe(INDEX_HTML);
    expect((await get('/study', { 'accept-language': 'en' })).body).toBe(INDEX_HTML);
  });
});

describe('the language of the drawn page', () => {
  it.each([
    [undefined, undefined, 'ko'],
    ['', '', 'ko'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'en-US, ko;q=0.5', 'ko'],
    [undefined, 'en-US, ko;q=0', 'en'],
    ['uiLanguage=ko', 'en-US', 'ko'],
    ['uiLanguage=fr', 'en-US', 'en'],
  ])('cookie %s and Accept-Language %s start in %s', (cookie, accept, language) => {
    expect(pageLanguage(cookie, accept)).toBe(language);
  });
});
