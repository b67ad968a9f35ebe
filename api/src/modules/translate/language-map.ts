// Our translation language codes (contract) in each service's own spelling, and which of them each service offers.
// A language a service lacks maps to null: the app greys it out instead of sending a request that would fail.
import { TRANSLATION_LANGUAGE_CODES } from '@mathbridge/contract';
import type { TranslateConfig } from '../../config/env.js';

type ProviderName = TranslateConfig['provider'];

/**
 * LibreTranslate's Argos models (docs.libretranslate.com, supported languages): Chinese is zh (simplified) and zt
 * (traditional), Norwegian is nb.
 */
const LIBRETRANSLATE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'ar',
      'az',
      'bg',
      'bn',
      'ca',
      'cs',
      'da',
      'de',
      'el',
      'en',
      'eo',
      'es',
      'et',
      'eu',
      'fa',
      'fi',
      'fr',
      'ga',
      'gl',
      'he',
      'hi',
      'hu',
      'id',
      'it',
      'ja',
      'ko',
      'ky',
      'lt',
      'lv',
      'ms',
      'nl',
      'pl',
      'pt',
      'ro',
      'ru',
      'sk',
      'sl',
      'sq',
      'sr',
      'sv',
      'th',
      'tl',
      'tr',
      'uk',
      'ur',
      'vi',
    ].map((code) => [code, code]),
  ),
  'zh-CN': 'zh',
  'zh-TW': 'zt',
  no: 'nb',
};

/** DeepL's target languages: upper case, with a variant where it insists on one. */
const DEEPL: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'ar',
      'bg',
      'cs',
      'da',
      'de',
      'el',
      'es',
      'et',
      'fi',
      'fr',
      'he',
      'hu',
      'id',
      'it',
      'ja',
      'ko',
      'lt',
      'lv',
      'nl',
      'pl',
      'ro',
      'ru',
      'sk',
      'sl',
      'sv',
      'th',
      'tr',
      'uk',
      'vi',
    ].map((code) => [code, code.toUpperCase()]),
  ),
  en: 'EN-US',
  pt: 'PT-PT',
  no: 'NB',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
};

/** Google Cloud Translation v2 offers every language of our list (it is Google's list); Javanese is spelled jw. */
const GOOGLE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(TRANSLATION_LANGUAGE_CODES.map((code) => [code, code])),
  jv: 'jw',
};

const MAPS: Record<ProviderName, Readonly<Record<string, string>>> = {
  libretranslate: LIBRETRANSLATE,
  deepl: DEEPL,
  google: GOOGLE,
};

/**
 * The codes a LibreTranslate server may list for one of our languages, preferred first: its releases have named
 * Chinese zh/zt and zh-Hans/zh-Hant. Any other language of ours counts when the server lists our code (an operator
 * may have installed more models than the defaults above).
 */
export function libreTranslateCandidates(code: string): string[] {
  const special: Record<string, string[]> = { 'zh-CN': ['zh-Hans', 'zh'], 'zh-TW': ['zh-Hant', 'zt'], no: ['nb'] };
  return special[code] ?? [code];
}

/** The service's code for one of our languages, or null when the service does not offer it. */
export function providerLanguageCode(provider: ProviderName, code: string): string | null {
  return MAPS[provider][code] ?? null;
}

/** Our codes the service offers, in the contract's order. */
export function providerLanguages(provider: ProviderName): string[] {
  return TRANSLATION_LANGUAGE_CODES.filter((code) => providerLanguageCode(provider, code) !== null);
}
