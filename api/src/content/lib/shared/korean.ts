// The parts of Korean particle choice that every kit shares: the final consonant of a Hangul syllable, how a digit
// read in Sino-Korean ends, and which half of a pair such as 이/가 follows. How a word's last sound is read (a
// number's value, LaTeX, a unit, a letter) differs from kit to kit, so each kit keeps its own reader.

/** The last sound of a word: does it end in a consonant (받침), and is that consonant ㄹ. */
export interface Sound {
  final: boolean;
  rieul: boolean;
}

/** The index of ㄹ among the final consonants of a Hangul syllable. */
export const RIEUL = 8;

/** The final consonant index of a Hangul syllable (0 when it has none), or undefined for any other character. */
export function hangulFinal(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : undefined;
}

/** The sound a Hangul syllable ends in, or undefined for any other character. */
export function hangulSound(ch: string): Sound | undefined {
  const jong = hangulFinal(ch);
  return jong === undefined ? undefined : { final: jong !== 0, rieul: jong === RIEUL };
}

// Sino-Korean readings of a last digit: 영 일 이 삼 사 오 육 칠 팔 구. A 0 at the end is read 십, 백, 천, 만 or 영,
// all of which end in a consonant that is not ㄹ.
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];
const DIGIT_RIEUL = [false, true, false, false, false, false, false, true, true, false];

/** The sound a number ends in when its last digit (0-9) is read aloud. */
export function digitSound(digit: number): Sound {
  return { final: DIGIT_FINAL[digit] ?? false, rieul: DIGIT_RIEUL[digit] ?? false };
}

/**
 * The half of a particle pair that follows a word ending in `sound`: '이/가' gives 이 after a consonant and 가 after a
 * vowel; '으로/로' gives 로 after ㄹ as after a vowel. A pair with an empty half ('이/') adds nothing after a vowel.
 */
export function particleFor(pair: string, sound: Sound): string {
  const [withFinal, without] = pair.split('/') as [string, string];
  if (pair === '으로/로') return sound.final && !sound.rieul ? withFinal : without;
  return sound.final ? withFinal : without;
}

/** The Sino-Korean digits, 일 to 구, with '' for 0 (a 0 digit is not read inside a number). */
export const SINO = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/** 1-99 in Sino-Korean: 63 is 육십삼, 10 is 십. */
export function sinoKorean(n: number): string {
  const t = Math.floor(n / 10);
  const o = n % 10;
  return `${t === 0 ? '' : t === 1 ? '십' : `${SINO[t]}십`}${SINO[o]}`;
}
