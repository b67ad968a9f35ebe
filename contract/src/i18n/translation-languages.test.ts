import { describe, expect, it } from 'vitest';
import { needsPageTranslation, TRANSLATION_LANGUAGES, TRANSLATION_LANGUAGE_CODES } from './translation-languages.js';

describe('translation languages', () => {
  it('has about 105 languages with unique codes, including those the spec names', () => {
    expect(TRANSLATION_LANGUAGES.length).toBeGreaterThanOrEqual(100);
    expect(TRANSLATION_LANGUAGES.length).toBeLessThanOrEqual(115);
    expect(new Set(TRANSLATION_LANGUAGE_CODES).size).toBe(TRANSLATION_LANGUAGE_CODES.length);
    for (const code of [
      'ko',
      'en',
      'zh-CN',
      'zh-TW',
      'es',
      'ar',
      'pt',
      'fr',
      'de',
      'it',
      'ja',
      'ms',
      'ta',
      'vi',
      'id',
      'hi',
    ]) {
      expect(TRANSLATION_LANGUAGE_CODES).toContain(code);
    }
  });

  it('skips page translation for no target, en and ko', () => {
    expect(needsPageTranslation(null)).toBe(false);
    expect(needsPageTranslation(undefined)).toBe(false);
    expect(needsPageTranslation('')).toBe(false);
    expect(needsPageTranslation('en')).toBe(false);
    expect(needsPageTranslation('ko')).toBe(false);
    expect(needsPageTranslation('vi')).toBe(true);
  });
});
