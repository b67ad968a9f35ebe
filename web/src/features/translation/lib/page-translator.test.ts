import katex from 'katex';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { recordingServerForFile } from '../../../test/recording-server';
import { translateTexts } from '../../translation/api/translate';
import { createPageTranslator } from './page-translator';

const server = recordingServerForFile();
let target: string | null;
let failures: number;

beforeAll(() => {
  configureHttp({ getTranslationCode: () => target, getAccessToken: () => null });
});

beforeEach(() => {
  failures = 0;
  target = 'vi';
  document.body.innerHTML = `
    <h1 data-translate>Coming soon</h1>
    <p data-translate>Check back soon!</p>
    <span data-translate>  </span>
    <p>Not marked</p>`;
  server.on('POST /api/translate/exec', (r) => {
    const { textList, languageCode } = r.body as { textList: string[]; languageCode: string };
    return { status: 200, body: textList.map((t) => (t === ' ' ? ' ' : `[${languageCode}] ${t}`)) };
  });
});

const translator = () =>
  createPageTranslator({
    root: document.body,
    delayMs: 500,
    getTarget: () => target,
    translate: translateTexts,
    onFailure: () => void failures++,
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const texts = () => [...document.querySelectorAll('h1, p, span')].map((e) => e.textContent);

describe('page translation', () => {
  it('waits 500 ms, batches triggers into one request, and replaces the marked texts in place', async () => {
    const t = translator();
    t.trigger();
    await wait(200);
    t.trigger();
    t.trigger();
    await wait(300);
    expect(server.requests).toHaveLength(0);
    await wait(300);
    await t.flush();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({
      textList: ['Coming soon', 'Check back soon!', ' '],
      languageCode: 'vi',
    });
    expect(texts()).toEqual(['[vi] Coming soon', '[vi] Check back soon!', '  ', 'Not marked']);
  });

  it('does not send texts that are already in the target language again', async () => {
    const t = translator();
    t.trigger();
    await t.flush();
    t.trigger();
    await t.flush();
    expect(server.requests).toHaveLength(1);
  });

  it.each([null, 'en', 'ko'])('is skipped when the target is %s', async (code) => {
    target = code;
    const t = translator();
    t.trigger();
    await t.flush();
    expect(server.requests).toHaveLength(0);
    expect(texts()[0]).toBe('Coming soon');
  });

  it('translates from the original text when the target changes, and restores it for en', async () => {
    const t = translator();
    t.trigger();
    await t.flush();
    target = 'ja';
    t.trigger();
    await t.flush();
    expect(texts()[0]).toBe('[ja] Coming soon');
    target = 'en';
    t.trigger();
    await t.flush();
    expect(texts()[0]).toBe('Coming soon');
  });

  it('reports a failed call and a count mismatch, leaving the text alone', async () => {
    server.on('POST /api/translate/exec', { status: 503, body: { code: 'E_UNAVAILABLE', message: 'no provider' } });
    const t = translator();
    t.trigger();
    await t.flush();
    server.on('POST /api/translate/exec', { status: 200, body: ['only one'] });
    t.trigger();
    await t.flush();
    expect(failures).toBe(2);
    expect(texts()[0]).toBe('Coming soon');
  });

  it('sends formulas as \\( \\), replaces only the text around them, and keeps the very KaTeX nodes', async () => {
    document.body.innerHTML = `<p data-translate>Find <span>${katex.renderToString('x+1')}</span> now.</p>`;
    const formula = document.querySelector('.katex');
    server.on('POST /api/translate/exec', (r) => {
      const { textList } = r.body as { textList: string[] };
      return { status: 200, body: textList.map((t) => t.replace('Find', 'Tìm').replace('now', 'ngay')) };
    });
    const t = translator();
    t.trigger();
    await t.flush();
    expect(server.requests[0]?.body).toMatchObject({ textList: ['Find \\(x+1\\) now.'] });
    const p = document.querySelector('p') as HTMLElement;
    expect(p.querySelector('.katex')).toBe(formula);
    expect(p.textContent?.startsWith('Tìm ')).toBe(true);
    expect(p.textContent?.endsWith(' ngay.')).toBe(true);
    target = 'en';
    t.trigger();
    await t.flush();
    expect(p.textContent?.startsWith('Find ')).toBe(true);
    expect(p.querySelector('.katex')).toBe(formula);
  });

  it('leaves an element as it was when the translation changed its formulas', async () => {
    document.body.innerHTML = `<p data-translate>Find <span>${katex.renderToString('x+1')}</span> now.</p>`;
    const before = document.body.innerHTML;
    server.on('POST /api/translate/exec', { status: 200, body: ['Tìm \\(x+2\\) ngay.'] });
    const t = translator();
    t.trigger();
    await t.flush();
    expect(document.querySelector('p')?.textContent?.startsWith('Find ')).toBe(true);
    expect(document.body.innerHTML.replace(/ data-translate-source="[^"]*"/, '')).toBe(before);
    expect(failures).toBe(0);
  });
});
