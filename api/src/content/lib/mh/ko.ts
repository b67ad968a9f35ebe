// Korean particles that depend on the last syllable (이/가, 을/를, 은/는, 과/와, 으로/로), and names for word problems.
import { digitSound, hangulSound, particleFor, sinoKorean, type Sound } from '../shared/korean.js';
import { SHARED_ROSTER, type Person } from '../shared/people.js';

export type { Person };

// Letters read aloud: 엘, 엠, 엔, 알 end in a consonant.
const LETTER_FINAL = new Set(['L', 'M', 'N', 'R']);

/**
 * The last sound of a word or of LaTeX. Unlike the grade 4-6 kit's reader (e4e6), it reads a trailing letter by its
 * name (x 엑스, m 엠, L 엘, R 알), with L and R ending in ㄹ, and knows no units or fractions.
 */
function lastSound(word: string): Sound {
  const plain = word.replace(/\\\(|\\\)|[{}()^\s'`]/g, '');
  const ch = plain[plain.length - 1] ?? '';
  const hangul = hangulSound(ch);
  if (hangul) return hangul;
  if (/\d/.test(ch)) return digitSound(Number(ch));
  const upper = ch.toUpperCase();
  return { final: LETTER_FINAL.has(upper), rieul: upper === 'L' || upper === 'R' };
}

/** The word with the particle that fits it: josa('사과', '을/를') = '사과를', josa('\\(x\\)', '이/가') = '\\(x\\)가'. */
export function josa(word: string, pair: '이/가' | '을/를' | '은/는' | '과/와' | '으로/로' | '이다/다'): string {
  return word + particleFor(pair, lastSound(word));
}

/** Only the particle: particle('30', '을/를') = '을'. */
export function particle(word: string, pair: Parameters<typeof josa>[1]): string {
  return josa(word, pair).slice(word.length);
}

/** Polygon prefixes as textbooks write them: 3 → 삼, 12 → 십이; larger counts stay in digits (20각형). */
export function gak(n: number): string {
  if (n < 3 || n > 12) return String(n);
  return sinoKorean(n);
}

export const PEOPLE: readonly Person[] = [
  ...SHARED_ROSTER,
  { ko: '지민', en: 'Jimin' },
  { ko: '유나', en: 'Yuna' },
  { ko: '시우', en: 'Siwoo' },
];
