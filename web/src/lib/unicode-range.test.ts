import { describe, expect, it } from 'vitest';
import { KOREAN_BLOCKS, keepUnicodeRange } from './unicode-range';

describe('keepUnicodeRange', () => {
  it('keeps the Hangul and Hanja of a range and drops Latin, digits and punctuation', () => {
    expect(keepUnicodeRange('U+20-22,U+41-47,U+ac00-ac0f,U+2010,U+4e00', KOREAN_BLOCKS)).toBe('U+ac00-ac0f,U+4e00');
  });

  it('clips a span that crosses a block edge', () => {
    expect(keepUnicodeRange('U+10f0-1105', KOREAN_BLOCKS)).toBe('U+1100-1105');
  });

  it('answers null when nothing of the range is Korean', () => {
    expect(keepUnicodeRange('U+0000-00FF,U+0131,U+2000-206F', KOREAN_BLOCKS)).toBeNull();
  });

  it('reads wildcards and upper-case digits', () => {
    expect(keepUnicodeRange('U+AC0?', KOREAN_BLOCKS)).toBe('U+ac00-ac0f');
  });
});
