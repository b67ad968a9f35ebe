// Clients for the translation services we support, each speaking that service's own HTTP API.
import type { TranslateConfig } from '../../config/env.js';
import { TRANSLATION_LANGUAGE_CODES } from '@mathbridge/contract';
import { libreTranslateCandidates, providerLanguageCode, providerLanguages } from './language-map.js';

export interface TranslationProvider {
  name: TranslateConfig['provider'];
  /** Translates every text into `target`; the answer has the same length and order. */
  translate(texts: readonly string[], target: string): Promise<string[]>;
  /** Our codes the service offers now, or null when it cannot be reached (a self-hosted one still starting up). */
  offered(): Promise<string[] | null>;
  /** Whether the service lacks one of our languages, as far as is known without asking it. */
  lacks(code: string): boolean;
}

/** How long a LibreTranslate server's language list is trusted, and how soon an unreachable one is asked again. */
const LANGUAGES_TTL_MS = 60_000;
const UNREACHABLE_RETRY_MS = 5_000;
const LANGUAGES_TIMEOUT_MS = 3_000;

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

/**
 * LibreTranslate: POST /translate { q: [...], source: 'auto', target } -> { translatedText: [...] }. GET /languages
 * says which models the server has loaded, so a language is offered only once the server can translate into it, and
 * each target is spelled as that server spells it.
 */
function libreTranslate(config: TranslateConfig): TranslationProvider {
  let known: { codes: Map<string, string> | null; until: number } = { codes: null, until: 0 };

  async function serverCodes(): Promise<Map<string, string> | null> {
    if (Date.now() < known.until) return known.codes;
    let listed: Set<string> | null = null;
    try {
      const res = await fetch(new URL('/languages', config.url), { signal: AbortSignal.timeout(LANGUAGES_TIMEOUT_MS) });
      const body = res.ok ? ((await res.json()) as unknown) : null;
      if (Array.isArray(body)) {
        listed = new Set(body.map((entry: { code?: unknown }) => String(entry?.code ?? '')));
      }
    } catch {
      listed = null;
    }
    if (!listed) {
      known = { codes: null, until: Date.now() + UNREACHABLE_RETRY_MS };
      return null;
    }
    const codes = new Map<string, string>();
    for (const code of TRANSLATION_LANGUAGE_CODES) {
      const spelled = libreTranslateCandidates(code).find((candidate) => listed.has(candidate));
      if (spelled) codes.set(code, spelled);
    }
    known = { codes, until: Date.now() + LANGUAGES_TTL_MS };
    return codes;
  }

  return {
    name: 'libretranslate',
    async translate(texts, target) {
      const spelled = known.codes?.get(target) ?? targetFor('libretranslate', target);

      const body = { q: texts, source: 'auto', target: spelled, format: 'text', api_key: config.apiKey };
      const answer = (await postJson(new URL('/translate', config.url).toString(), body, {}, config.timeoutMs)) as {
        translatedText?: unknown;
      };
      return expectStrings(answer.translatedText, texts.length);
    },
    async offered() {
      const codes = await serverCodes();
      return codes ? [...codes.keys()] : null;
    },
    lacks: (code) => (known.codes ? !known.codes.has(code) : providerLanguageCode('libretranslate', code) === null),
  };
}

/** Google Cloud Translation v2: POST /language/translate/v2?key=… { q, target } -> { data: { translations } }. */
function googleTranslate(config: TranslateConfig): TranslationProvider {
  return {
    name: 'google',
    offered: async () => providerLanguages('google'),
    lacks: (code) => providerLanguageCode('google', code) === null,
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
    offered: async () => providerLanguages('deepl'),
    lacks: (code) => providerLanguageCode('deepl', code) === null,
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
