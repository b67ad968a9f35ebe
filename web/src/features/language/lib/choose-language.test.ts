import { describe, expect, it } from 'vitest';
import { chooseStartupLanguage } from './choose-language';

const none = { languageType: null, translationCode: null };

describe('startup language', () => {
  it('uses the stored choice first', () => {
    expect(chooseStartupLanguage({ languageType: 'en', translationCode: 'vi' }, ['ko-KR'])).toEqual({
      languageType: 'en',
      translationCode: 'vi',
    });
    expect(chooseStartupLanguage({ languageType: 'ko', translationCode: 'vi' }, ['en-US'])).toEqual({
      languageType: 'ko',
      translationCode: 'ko',
    });
  });

  it('picks ko when a browser language is Korean, else en', () => {
    expect(chooseStartupLanguage(none, ['en-US', 'ko-KR'])).toEqual({ languageType: 'ko', translationCode: 'ko' });
    expect(chooseStartupLanguage(none, ['ko'])).toEqual({ languageType: 'ko', translationCode: 'ko' });
    expect(chooseStartupLanguage(none, ['en-US', 'fr'])).toEqual({ languageType: 'en', translationCode: 'en' });
  });

  it('defaults to ko when nothing is stored and the browser names no language', () => {
    expect(chooseStartupLanguage(none, [])).toEqual({ languageType: 'ko', translationCode: 'ko' });
  });

  it('ignores stored values that are not languages', () => {
    expect(chooseStartupLanguage({ languageType: 'fr', translationCode: 'xx' }, ['en-GB'])).toEqual({
      languageType: 'en',
      translationCode: 'en',
    });
  });
});
