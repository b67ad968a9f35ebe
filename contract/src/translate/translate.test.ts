import { describe, expect, it } from 'vitest';
import { TranslateRequestSchema, utf8Length } from './translate.js';

describe('translate request', () => {
  it('counts UTF-8 bytes like an encoder does', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('수학')).toBe(6);
    expect(utf8Length('😀')).toBe(4);
  });

  it('rejects more than 200 KiB of text, naming the field', () => {
    const result = TranslateRequestSchema.safeParse({ textList: ['가'.repeat(70_000)], languageCode: 'fr' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['textList']);
    expect(result.error?.issues[0]?.message).toContain('200 KiB');
  });

  it('accepts a supported language and rejects an unknown one', () => {
    expect(TranslateRequestSchema.safeParse({ textList: ['hi'], languageCode: 'ja' }).success).toBe(true);
    expect(TranslateRequestSchema.safeParse({ textList: ['hi'], languageCode: 'xx' }).success).toBe(false);
  });
});
