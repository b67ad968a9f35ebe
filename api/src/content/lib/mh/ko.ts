// Korean particles that depend on the last syllable (이/가, 을/를, 은/는, 과/와, 으로/로), and names for word problems.

// Korean readings of the last digit: 영 일 이 삼 사 오 육 칠 팔 구; 0 ends 십, 백, 천, 만 or 영, all with a final consonant.
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];
const DIGIT_RIEUL = [false, true, false, false, false, false, false, true, true, false];
// Letters read aloud: 엘, 엠, 엔, 알 end in a consonant.
const LETTER_FINAL = new Set(['L', 'M', 'N', 'R']);

function lastSound(word: string): { final: boolean; rieul: boolean } {
  const plain = word.replace(/\\\(|\\\)|[{}()^\s'`]/g, '');
  const ch = plain[plain.length - 1] ?? '';
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return { final: jong !== 0, rieul: jong === 8 };
  }
  if (/\d/.test(ch)) return { final: DIGIT_FINAL[Number(ch)] as boolean, rieul: DIGIT_RIEUL[Number(ch)] as boolean };
  const upper = ch.toUpperCase();
  return { final: LETTER_FINAL.has(upper), rieul: upper === 'L' || upper === 'R' };
}

/** The word with the particle that fits it: josa('사과', '을/를') = '사과를', josa('\\(x\\)', '이/가') = '\\(x\\)가'. */
export function josa(word: string, pair: '이/가' | '을/를' | '은/는' | '과/와' | '으로/로' | '이다/다'): string {
  const { final, rieul } = lastSound(word);
  const [withFinal, without] = pair.split('/') as [string, string];
  if (pair === '으로/로') return word + (final && !rieul ? withFinal : without);
  return word + (final ? withFinal : without);
}

/** Only the particle: particle('30', '을/를') = '을'. */
export function particle(word: string, pair: Parameters<typeof josa>[1]): string {
  return josa(word, pair).slice(word.length);
}

const SINO = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/** Polygon prefixes as textbooks write them: 3 → 삼, 12 → 십이; larger counts stay in digits (20각형). */
export function gak(n: number): string {
  if (n < 3 || n > 12) return String(n);
  return n < 10 ? (SINO[n] as string) : `십${SINO[n - 10] as string}`;
}

export interface Person {
  ko: string;
  en: string;
}

export const PEOPLE: readonly Person[] = [
  { ko: '민준', en: 'Minjun' },
  { ko: '서연', en: 'Seoyeon' },
  { ko: '지호', en: 'Jiho' },
  { ko: '하은', en: 'Haeun' },
  { ko: '도윤', en: 'Doyun' },
  { ko: '수아', en: 'Sua' },
  { ko: '예준', en: 'Yejun' },
  { ko: '지민', en: 'Jimin' },
  { ko: '유나', en: 'Yuna' },
  { ko: '시우', en: 'Siwoo' },
];
