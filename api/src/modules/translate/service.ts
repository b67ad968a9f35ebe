// Translates texts: whitespace stays as it is, known strings come from memory, only the rest go to the provider; and
// says which targets the app may offer.
import { ErrorCode, TRANSLATION_LANGUAGE_CODES, type TranslationLanguages } from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ProviderError, type TranslationProvider } from './providers.js';
import { findTranslations, saveTranslations } from './repository.js';

/** Every translation language with a provider; without one only the languages the app's catalogues cover. */
export function offeredLanguages(provider: TranslationProvider | null): TranslationLanguages {
  if (!provider) return { available: false, languageCodes: ['ko', 'en'] };
  return { available: true, languageCodes: [...TRANSLATION_LANGUAGE_CODES] };
}

export async function translateTexts(
  db: Db,
  provider: TranslationProvider | null,
  texts: readonly string[],
  languageCode: string,
): Promise<string[]> {
  const translatable = [...new Set(texts.filter((text) => text.trim() !== ''))];
  const known = await findTranslations(db, languageCode, translatable);
  const missing = translatable.filter((text) => !known.has(text));
  if (missing.length > 0) {
    if (!provider) {
      throw new AppError(
        503,
        ErrorCode.Unavailable,
        'Translation is not available right now: no translation service is configured.',
      );
    }
    let translated: string[];
    try {
      translated = await provider.translate(missing, languageCode);
    } catch (err) {
      if (err instanceof ProviderError) {
        throw new AppError(502, ErrorCode.Upstream, `Translation failed: ${err.message}.`);
      }
      throw err;
    }
    const pairs = missing.map((source, i) => ({ source, translated: translated[i] as string }));
    await saveTranslations(db, languageCode, provider.name, pairs);
    for (const pair of pairs) known.set(pair.source, pair.translated);
  }
  return texts.map((text) => known.get(text) ?? text);
}
