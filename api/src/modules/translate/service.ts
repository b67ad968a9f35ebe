// Translates texts: whitespace stays as it is, known strings come from memory, text that is only math is never sent,
// and the rest goes to the provider with its math behind placeholders. A string whose placeholders did not all come
// back exactly once stays in the original language, is logged, and is reported to the caller so no cache keeps it.
// Also says which targets the app may offer.
import { ErrorCode, TRANSLATION_LANGUAGE_CODES, type TranslationLanguages } from '@mathbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { maskMath, unmaskMath } from './math-safe.js';
import { ProviderError, type TranslationProvider } from './providers.js';
import { findTranslations, hashText, saveTranslations } from './repository.js';

/** The catalogues cover these, so they are offered with or without a provider. */
const CATALOGUE_LANGUAGES = ['ko', 'en'];

export interface TranslatedTexts {
  texts: string[];
  /** Positions (in the request) of strings kept in the original because their math did not survive translation. */
  keptOriginal: number[];
}

export class TranslateService {
  constructor(private readonly deps: { db: Db; provider: TranslationProvider | null }) {}

  /**
   * The languages the configured provider offers; without one, or while it cannot be reached, only the languages the
   * app's catalogues cover.
   */
  async offeredLanguages(): Promise<TranslationLanguages> {
    const { provider } = this.deps;
    const codes = provider ? await provider.offered() : null;
    if (!codes) return { available: false, languageCodes: [...CATALOGUE_LANGUAGES] };
    const offered = new Set([...codes, ...CATALOGUE_LANGUAGES]);
    return { available: true, languageCodes: TRANSLATION_LANGUAGE_CODES.filter((code) => offered.has(code)) };
  }

  /** The texts in the language; a string only of math or whitespace stays as it is. */
  async translateTexts(
    texts: readonly string[],
    languageCode: string,
    log: FastifyBaseLogger,
  ): Promise<TranslatedTexts> {
    const { db, provider } = this.deps;
    const translatable = [...new Set(texts.filter((text) => text.trim() !== ''))];
    const known = await findTranslations(db, languageCode, translatable);
    const masks = new Map(
      translatable.filter((text) => !known.has(text)).map((text) => [text, maskMath(text)] as const),
    );
    // Only math (a choice such as \(89.1\)): nothing to translate, so it stays exactly as it is.
    const missing = [...masks].filter(([, mask]) => mask.hasWords);
    const failed = new Set<string>();
    if (missing.length > 0) {
      if (!provider) {
        throw new AppError(
          503,
          ErrorCode.Unavailable,
          'Translation is not available right now: no translation service is configured.',
        );
      }
      if (provider.lacks(languageCode)) {
        throw new AppError(
          400,
          ErrorCode.Validation,
          `languageCode: ${languageCode} is not offered by the translation service in use.`,
        );
      }
      let translated: string[];
      try {
        translated = await provider.translate(
          missing.map(([, mask]) => mask.masked),
          languageCode,
        );
      } catch (err) {
        if (err instanceof ProviderError) {
          throw new AppError(502, ErrorCode.Upstream, `Translation failed: ${err.message}.`);
        }
        throw err;
      }
      const pairs: { source: string; translated: string }[] = [];
      missing.forEach(([source, mask], index) => {
        const restored = unmaskMath(translated[index] as string, mask.runs);
        if (restored.ok) {
          pairs.push({ source, translated: restored.text });
          return;
        }
        failed.add(source);
        // The hash names the string without copying problem text into the log.
        log.warn(
          { languageCode, provider: provider.name, sourceHash: hashText(source), reason: restored.reason },
          'translation kept in the original: its math did not come back intact',
        );
      });
      await saveTranslations(db, languageCode, provider.name, pairs);
      for (const pair of pairs) known.set(pair.source, pair.translated);
    }
    return {
      texts: texts.map((text) => known.get(text) ?? text),
      keptOriginal: texts.flatMap((text, index) => (failed.has(text) ? [index] : [])),
    };
  }
}
