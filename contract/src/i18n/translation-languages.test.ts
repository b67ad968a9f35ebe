import { describe, expect, it } from 'vitest';
import {
  isRightToLeft,
  needsPageTranslation,
  RIGHT_TO_LEFT_CODES,
  TRANSLATION_LANGUAGES,
  TRANSLATION_LANGUAGE_CODES,
} from './translation-languages.js';

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

describe('own names and writing direction', () => {
  it('gives every language its own name', () => {
    for (const language of TRANSLATION_LANGUAGES) expect(language.ownName.trim()).not.toBe('');
    expect(TRANSLATION_LANGUAGES.find((l) => l.code === 'vi')?.ownName).toBe('Tiếng Việt');
    expect(TRANSLATION_LANGUAGES.find((l) => l.code === 'ar')?.ownName).toBe('العربية');
  });

  it('marks ar, fa, he and ur (and the other right-to-left scripts) as right to left, and no others', () => {
    for (const code of ['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'yi']) expect(isRightToLeft(code)).toBe(true);
    for (const code of ['en', 'ko', 'vi', 'zh-CN', 'ku', null, undefined]) expect(isRightToLeft(code)).toBe(false);
    for (const code of RIGHT_TO_LEFT_CODES) expect(TRANSLATION_LANGUAGE_CODES).toContain(code);
  });
});
