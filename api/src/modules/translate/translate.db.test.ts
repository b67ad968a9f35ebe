// The translation call with each provider (LibreTranslate, Google, DeepL) as a local stand-in: batching, the cache,
// the languages offered, failures, and the math kept out of the provider's reach.
import type { FastifyInstance } from 'fastify';
import { SPEC_CALLS, TRANSLATE_PATHS, TRANSLATION_LANGUAGE_CODES } from '@mathbridge/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siblingApp, useSiblingApp, useTestApp } from '../../test/app.js';
import { testConfig } from '../../test/database.js';
import { sendJson, startLocalServer, type LocalServer } from '../../test/http-server.js';

// Each fake speaks its provider's real wire format and "translates" by tagging the text with the target.
const tag = (text: string, target: string) => `[${target}] ${text}`;

// The app without a translation provider; each provider gets an app of its own on the same database.
const t = useTestApp();
const appWith = (env: NodeJS.ProcessEnv): Promise<FastifyInstance> => siblingApp(t, testConfig({}, env));
/** The translation call as the web app makes it. */
const translate = (app: FastifyInstance, textList: readonly string[], languageCode: string) =>
  app.inject({ method: 'POST', url: SPEC_CALLS.translate, payload: { textList, languageCode } });

describe('POST /api/translate/exec with LibreTranslate', () => {
  let provider: LocalServer;

  beforeAll(async () => {
    provider = await startLocalServer((req, res) => {
      const body = req.body as { q: string[]; target: string };
      sendJson(res, 200, { translatedText: body.q.map((q) => tag(q, body.target)) });
    });
  });
  // Registered before the app, so it closes after the app.
  afterAll(() => provider.close());
  const libre = useSiblingApp(t, () =>
    testConfig({}, { TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: provider.url, TRANSLATE_API_KEY: 'k1' }),
  );
  afterEach(() => {
    provider.requests.length = 0;
  });

  it('answers the same number of strings in the same order, keeping blanks as they are', async () => {
    const res = await translate(libre.app, ['Hello', ' ', 'Good luck', 'Hello'], 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['[fr] Hello', ' ', '[fr] Good luck', '[fr] Hello']);
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]?.body).toMatchObject({ q: ['Hello', 'Good luck'], target: 'fr', api_key: 'k1' });
  });

  it('remembers translations and only sends strings it has not seen', async () => {
    await translate(libre.app, ['One'], 'de');
    const res = await translate(libre.app, ['One', 'Two'], 'de');
    expect(res.json()).toEqual(['[de] One', '[de] Two']);
    expect(provider.requests.map((r) => (r.body as { q: string[] }).q)).toEqual([['One'], ['Two']]);
  });

  it('rejects an unsupported language and names it', async () => {
    const res = await translate(libre.app, ['Hi'], 'klingon');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('languageCode');
  });

  it('rejects more than 1,000 strings', async () => {
    const res = await translate(
      libre.app,
      Array.from({ length: 1001 }, (_, i) => `t${i}`),
      'fr',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 1000');
  });
});

describe('POST /api/translate/exec with Google and DeepL', () => {
  it('speaks Google Cloud Translation v2', async () => {
    const provider = await startLocalServer((req, res) => {
      const body = req.body as { q: string[]; target: string };
      sendJson(res, 200, { data: { translations: body.q.map((q) => ({ translatedText: tag(q, body.target) })) } });
    });
    const app = await appWith({
      TRANSLATE_PROVIDER: 'google',
      TRANSLATE_URL: provider.url,
      TRANSLATE_API_KEY: 'g-key',
    });
    const res = await translate(app, ['Square'], 'zh-CN');
    expect(res.json()).toEqual(['[zh-CN] Square']);
    expect(provider.requests[0]?.url).toBe('/language/translate/v2?key=g-key');
    await app.close();
    await provider.close();
  });

  it('speaks DeepL with its auth header and target names', async () => {
    const provider = await startLocalServer((req, res) => {
      const body = req.body as { text: string[]; target_lang: string };
      sendJson(res, 200, { translations: body.text.map((t) => ({ text: tag(t, body.target_lang) })) });
    });
    const app = await appWith({ TRANSLATE_PROVIDER: 'deepl', TRANSLATE_URL: provider.url, TRANSLATE_API_KEY: 'd-key' });
    const res = await translate(app, ['Circle'], 'zh-TW');
    expect(res.json()).toEqual(['[ZH-HANT] Circle']);
    expect(provider.requests[0]?.headers.authorization).toBe('DeepL-Auth-Key d-key');
    await app.close();
    await provider.close();
  });
});

describe('POST /api/translate/exec when translation is unavailable', () => {
  it('answers 503 with a clear message when no provider is configured', async () => {
    const { app } = t;
    const res = await translate(app, ['Hello'], 'fr');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'E_UNAVAILABLE',
      message: expect.stringContaining('no translation service is configured'),
    });
  });

  it('answers 502 when the provider fails, and answers a wrong-length reply as an error', async () => {
    const provider = await startLocalServer((req, res) => {
      const body = req.body as { q: string[] };
      if (body.q.includes('boom')) return sendJson(res, 500, { error: 'down' });
      sendJson(res, 200, { translatedText: ['only one'] });
    });
    const app = await appWith({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: provider.url });
    const down = await translate(app, ['boom'], 'fr');
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('E_UPSTREAM');
    const short = await translate(app, ['apple', 'banana'], 'fr');
    expect(short.statusCode).toBe(502);
    await app.close();
    await provider.close();
  });
});

describe('GET /api/translate/languages', () => {
  it('offers only ko and en, and says translation is unavailable, when no provider is configured', async () => {
    const { app } = t;
    const res = await app.inject({ method: 'GET', url: TRANSLATE_PATHS.languages });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: false, languageCodes: ['ko', 'en'] });
  });

  it('offers the languages the LibreTranslate server has loaded, ko and en always, spelled as it spells them', async () => {
    const provider = await startLocalServer((req, res) => {
      if (req.method === 'GET') {
        return sendJson(
          res,
          200,
          ['en', 'vi', 'ar', 'zh-Hans', 'zt', 'ta'].map((code) => ({ code, name: code })),
        );
      }
      const body = req.body as { q: string[]; target: string };
      sendJson(res, 200, { translatedText: body.q.map((q) => tag(q, body.target)) });
    });
    const libre = await appWith({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: provider.url });
    const res = await libre.inject({ method: 'GET', url: TRANSLATE_PATHS.languages });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true, languageCodes: ['ar', 'zh-CN', 'zh-TW', 'en', 'ko', 'ta', 'vi'] });
    const zh = await translate(libre, ['Square'], 'zh-CN');
    expect(zh.json()).toEqual(['[zh-Hans] Square']);
    const missing = await translate(libre, ['Square'], 'fr');
    expect(missing.statusCode).toBe(400);
    await libre.close();
    await provider.close();
  });

  it('says translation is unavailable while the LibreTranslate server cannot be reached (still starting)', async () => {
    const libre = await appWith({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'http://127.0.0.1:9' });
    const res = await libre.inject({ method: 'GET', url: TRANSLATE_PATHS.languages });
    expect(res.json()).toEqual({ available: false, languageCodes: ['ko', 'en'] });
    await libre.close();
  });

  it('offers every language of the list with Google, and DeepL its own', async () => {
    const google = await appWith({ TRANSLATE_PROVIDER: 'google', TRANSLATE_URL: 'http://127.0.0.1:9' });
    const all = await google.inject({ method: 'GET', url: TRANSLATE_PATHS.languages });
    expect(all.json<{ languageCodes: string[] }>().languageCodes).toEqual([...TRANSLATION_LANGUAGE_CODES]);
    await google.close();
    const deepl = await appWith({ TRANSLATE_PROVIDER: 'deepl', TRANSLATE_URL: 'http://127.0.0.1:9' });
    const some = await deepl.inject({ method: 'GET', url: TRANSLATE_PATHS.languages });
    const codes = some.json<{ languageCodes: string[] }>().languageCodes;
    expect(codes).toEqual(expect.arrayContaining(['ko', 'en', 'vi', 'ar', 'zh-CN', 'zh-TW']));
    expect(codes).not.toContain('fa');
    await deepl.close();
  });
});

describe('POST /api/translate/exec keeps the math', () => {
  let provider: LocalServer;
  /** How the fake treats the placeholders of each string: 'keep', or 'drop' the first one. */
  let mode: 'keep' | 'drop' = 'keep';

  beforeAll(async () => {
    provider = await startLocalServer((req, res) => {
      const body = req.body as { q: string[]; target: string };
      const answer = body.q.map((q) => {
        const marked = `«${body.target}» ${q}`;
        return mode === 'drop' ? marked.replace(/\u27E6\d+\u27E7/, '') : marked;
      });
      sendJson(res, 200, { translatedText: answer });
    });
  });
  // Registered before the app, so it closes after the app.
  afterAll(() => provider.close());
  const libre = useSiblingApp(t, () =>
    testConfig({}, { TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: provider.url }),
  );
  afterEach(() => {
    provider.requests.length = 0;
    mode = 'keep';
  });

  const stem = 'Sua put \\(18\\) notebooks equally into \\(9\\) boxes. How many went into each box?';

  it('sends placeholders, not formulas, and puts the formulas back; math-only strings never leave', async () => {
    const res = await translate(libre.app, [stem, '\\(89.1\\)', ' '], 'vi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([`«vi» ${stem}`, '\\(89.1\\)', ' ']);
    expect(res.headers['x-translate-kept-original']).toBeUndefined();
    expect((provider.requests[0]?.body as { q: string[] }).q).toEqual([
      'Sua put ⟦0⟧ notebooks equally into ⟦1⟧ boxes. How many went into each box?',
    ]);
  });

  it('keeps a string whose placeholder did not come back in the original, names it, and does not remember it', async () => {
    mode = 'drop';
    const textList = ['Find \\(x\\).', 'Good luck', 'Find \\(x\\).'];
    const res = await translate(libre.app, textList, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Find \\(x\\).', '«ar» Good luck', 'Find \\(x\\).']);
    expect(res.headers['x-translate-kept-original']).toBe('0,2');

    mode = 'keep';
    provider.requests.length = 0;
    const again = await translate(libre.app, textList, 'ar');
    expect(again.json()).toEqual(['«ar» Find \\(x\\).', '«ar» Good luck', '«ar» Find \\(x\\).']);
    expect((provider.requests[0]?.body as { q: string[] }).q).toEqual(['Find ⟦0⟧.']);
  });

  it('answers 400 naming a language the provider does not offer', async () => {
    const res = await translate(libre.app, ['Hello'], 'haw');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'E_VALIDATION',
      message: 'languageCode: haw is not offered by the translation service in use.',
    });
    expect(provider.requests).toHaveLength(0);
  });
});
