// CSS unicode-range arithmetic for the build: the Korean web font keeps only the code points Korean text needs, so
// Latin text keeps the reader's own fonts and an English page downloads no part of it.

export type CodeSpan = readonly [first: number, last: number];

/** Hangul (jamo, compatibility jamo, syllables), CJK punctuation and symbols, Hanja, full-width forms. */
export const KOREAN_BLOCKS: readonly CodeSpan[] = [
  [0x1100, 0x11ff],
  [0x3000, 0x303f],
  [0x3130, 0x318f],
  [0x3200, 0x33ff],
  [0x4e00, 0x9fff],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

function parseSpan(part: string): CodeSpan | null {
  const match = /^u\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i.exec(part.trim());
  if (!match?.[1]) return null;
  const [, start, end] = match;
  if (start.includes('?')) return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'f'), 16)];
  const first = parseInt(start, 16);
  return [first, end ? parseInt(end, 16) : first];
}

const hex = (code: number) => code.toString(16);

/** The part of a unicode-range inside the given blocks, or null when none of it is. */
export function keepUnicodeRange(range: string, blocks: readonly CodeSpan[]): string | null {
  const kept: string[] = [];
  for (const part of range.split(',')) {
    const span = parseSpan(part);
    if (!span) continue;
    for (const [low, high] of blocks) {
      const first = Math.max(span[0], low);
      const last = Math.min(span[1], high);
      if (first <= last) kept.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    }
  }
  return kept.length > 0 ? kept.join(',') : null;
}
