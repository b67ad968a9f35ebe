// Which UI language and translation target to start with (spec §4): the stored choice, else the browser's languages.
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATION_LANGUAGE_CODES, type Language } from '@mathbridge/contract';

export interface LanguageChoice {
  languageType: Language;
  translationCode: string;
}

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/**
 * Stored UI language wins; otherwise ko when any browser language is Korean, en when the browser names others,
 * and ko (the default) when it names none. The translation target is the stored one when it fits, else the UI
 * language: Korean always translates to ko.
 */
export function chooseStartupLanguage(
  stored: { languageType: string | null; translationCode: string | null },
  browserLanguages: readonly string[],
): LanguageChoice {
  let languageType: Language;
  if (isLanguage(stored.languageType)) languageType = stored.languageType;
  else if (browserLanguages.length === 0) languageType = DEFAULT_LANGUAGE;
  else languageType = browserLanguages.some((l) => l.toLowerCase().startsWith('ko')) ? 'ko' : 'en';

  if (languageType === 'ko') return { languageType, translationCode: 'ko' };
  const code = stored.translationCode;
  const translationCode = code && code !== 'ko' && TRANSLATION_LANGUAGE_CODES.includes(code) ? code : 'en';
  return { languageType, translationCode };
}
