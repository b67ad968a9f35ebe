// Clients for the translation services we support, each speaking that service's own HTTP API.
import type { TranslateConfig } from '../../config/env.js';
import { providerLanguageCode } from './language-map.js';

export interface TranslationProvider {
  name: TranslateConfig['provider'];
  /** Translates every text into `target`; the answer has the same length and order. */
  translate(texts: readonly string[], target: string): Promise<string[]>;
}

export class ProviderError extends Error {}

/** The service's own code for a target, or an error naming the language it lacks. */
function targetFor(provider: TranslateConfig['provider'], target: string): string {
  const code = providerLanguageCode(provider, target);
  if (code === null) throw new ProviderError(`the translation service does not offer the language ${target}`);
  return code;
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ProviderError(`the translation service did not answer (${(err as Error).name})`);
  }
  if (!res.ok) throw new ProviderError(`the translation service answered ${res.status}`);
  return res.json();
}

function expectStrings(value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((v) => typeof v === 'string')) {
    throw new ProviderError('the translation service answered an unexpected shape');
  }
  return value;
}

/** LibreTranslate: POST /translate { q: [...], source: 'auto', target } -> { translatedText: [...] }. */
function libreTranslate(config: TranslateConfig): TranslationProvider {
  return {
    name: 'libretranslate',
    async translate(texts, target) {
      const body = {
        q: texts,
        source: 'auto',
        target: targetFor('libretranslate', target),
        format: 'text',
        api_key: config.apiKey,
      };
      const answer = (await postJson(new URL('/translate', config.url).toString(), body, {}, config.timeoutMs)) as {
        translatedText?: unknown;
      };
      return expectStrings(answer.translatedText, texts.length);
    },
  };
}

/** Google Cloud Translation v2: POST /language/translate/v2?key=… { q, target } -> { data: { translations } }. */
function googleTranslate(config: TranslateConfig): TranslationProvider {
  return {
    name: 'google',
    async translate(texts, target) {
      const url = new URL('/language/translate/v2', config.url);
      if (config.apiKey) url.searchParams.set('key', config.apiKey);
      const answer = (await postJson(
        url.toString(),
        { q: texts, target: targetFor('google', target), format: 'text' },
        {},
        config.timeoutMs,
      )) as {
        data?: { translations?: { translatedText?: unknown }[] };
      };
      return expectStrings(
        answer.data?.translations?.map((t) => t.translatedText),
        texts.length,
      );
    },
  };
}

/** DeepL: POST /v2/translate { text, target_lang } with a DeepL-Auth-Key header -> { translations: [{ text }] }. */
function deepl(config: TranslateConfig): TranslationProvider {
  return {
    name: 'deepl',
    async translate(texts, target) {
      const headers: Record<string, string> = config.apiKey ? { authorization: `DeepL-Auth-Key ${config.apiKey}` } : {};
      const answer = (await postJson(
        new URL('/v2/translate', config.url).toString(),
        { text: texts, target_lang: targetFor('deepl', target) },
        headers,
        config.timeoutMs,
      )) as { translations?: { text?: unknown }[] };
      return expectStrings(
        answer.translations?.map((t) => t.text),
        texts.length,
      );
    },
  };
}

export function createProvider(config: TranslateConfig): TranslationProvider {
  switch (config.provider) {
    case 'libretranslate':
      return libreTranslate(config);
    case 'google':
      return googleTranslate(config);
    case 'deepl':
      return deepl(config);
  }
}
