import { describe, expect, it } from 'vitest';
import { pickLanguage } from './bilingual';

describe('pickLanguage', () => {
  it("shows the reader's language, and the other one when it was not written", () => {
    expect(pickLanguage({ ko: '공지', en: 'Notice' }, 'ko')).toBe('공지');
    expect(pickLanguage({ ko: '공지', en: 'Notice' }, 'en')).toBe('Notice');
    expect(pickLanguage({ ko: '', en: 'Notice' }, 'ko')).toBe('Notice');
    expect(pickLanguage({ ko: '공지', en: '' }, 'en')).toBe('공지');
  });
});
