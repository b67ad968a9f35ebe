// Each translation service's spelling of our language codes, and the languages it lacks.
import { TRANSLATION_LANGUAGE_CODES } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { providerLanguageCode, providerLanguages } from './language-map.js';

describe('LibreTranslate', () => {
  it('uses zh and zt for Chinese, nb for Norwegian, and our codes elsewhere', () => {
    expect(providerLanguageCode('libretranslate', 'zh-CN')).toBe('zh');
    expect(providerLanguageCode('libretranslate', 'zh-TW')).toBe('zt');
    expect(providerLanguageCode('libretranslate', 'no')).toBe('nb');
    for (const code of ['vi', 'ar', 'fa', 'he', 'ur', 'ko', 'en', 'es', 'ja', 'hi', 'id', 'ms', 'pt', 'fr', 'de']) {
      expect(providerLanguageCode('libretranslate', code)).toBe(code);
    }
  });

  it('lacks the languages Argos has no model for', () => {
    for (const code of ['haw', 'ceb', 'hmn', 'yo', 'zu', 'ta'])
      expect(providerLanguageCode('libretranslate', code)).toBeNull();
  });
});

describe('DeepL', () => {
  it('uses its upper-case targets with the variants it insists on', () => {
    expect(providerLanguageCode('deepl', 'en')).toBe('EN-US');
    expect(providerLanguageCode('deepl', 'pt')).toBe('PT-PT');
    expect(providerLanguageCode('deepl', 'no')).toBe('NB');
    expect(providerLanguageCode('deepl', 'zh-CN')).toBe('ZH-HANS');
    expect(providerLanguageCode('deepl', 'zh-TW')).toBe('ZH-HANT');
    expect(providerLanguageCode('deepl', 'vi')).toBe('VI');
    expect(providerLanguageCode('deepl', 'ar')).toBe('AR');
  });

  it('lacks Persian, Urdu and Hindi', () => {
    for (const code of ['fa', 'ur', 'hi', 'sw']) expect(providerLanguageCode('deepl', code)).toBeNull();
  });
});

describe('Google', () => {
  it('offers every language of the list, with zh-CN and zh-TW as they are and Javanese as jw', () => {
    expect(providerLanguages('google')).toEqual([...TRANSLATION_LANGUAGE_CODES]);
    expect(providerLanguageCode('google', 'zh-CN')).toBe('zh-CN');
    expect(providerLanguageCode('google', 'zh-TW')).toBe('zh-TW');
    expect(providerLanguageCode('google', 'jv')).toBe('jw');
  });
});

describe('every provider', () => {
  it('maps only codes of the list, each to a code of its own', () => {
    for (const provider of ['libretranslate', 'deepl', 'google'] as const) {
      const offered = providerLanguages(provider);
      for (const code of offered) expect(TRANSLATION_LANGUAGE_CODES).toContain(code);
      const mapped = offered.map((code) => providerLanguageCode(provider, code));
      expect(new Set(mapped).size).toBe(mapped.length);
      expect(providerLanguageCode(provider, 'klingon')).toBeNull();
    }
  });
});
