// Korean particles that agree with the word before them. The Korean catalogue writes a pair the way Korean
// templates often do, 은(는), 을(를), 이(가), 과(와), (으)로, 이에요(예요); after interpolation each pair becomes the half
// that the preceding word takes, read the way a Korean reader says its end aloud (Hangul by its 받침, numbers in
// Sino-Korean, Latin letters by their English names).

interface Sound {
  /** Ends in a consonant (받침). */
  final: boolean;
  /** That consonant is ㄹ (으로/로 treats it like a vowel). */
  rieul: boolean;
}

const VOWEL: Sound = { final: false, rieul: false };
const CONSONANT: Sound = { final: true, rieul: false };
const RIEUL: Sound = { final: true, rieul: true };

/** 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT: readonly Sound[] = [CONSONANT, RIEUL, VOWEL, CONSONANT, VOWEL, VOWEL, CONSONANT, RIEUL, RIEUL, VOWEL];

/** The index of ㄹ among the final consonants of a Hangul syllable. */
const RIEUL_INDEX = 8;

// Closing marks are not read aloud: the word before them decides ('분수(1)' is read by its 1).
const SILENT = /[\s)\]}'"”’」』.,!?]/;

function soundOf(ch: string): Sound | null {
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? VOWEL : jong === RIEUL_INDEX ? RIEUL : CONSONANT;
  }
  if (ch >= '0' && ch <= '9') return DIGIT[Number(ch)] ?? VOWEL;
  if (/[a-z]/i.test(ch)) {
    const lower = ch.toLowerCase();
    if (lower === 'l' || lower === 'r') return RIEUL;
    if (lower === 'm' || lower === 'n') return CONSONANT;
    return VOWEL;
  }
  // '%' is read 퍼센트.
  if (ch === '%') return VOWEL;
  return null;
}

/** How the end of a word sounds; a word that ends in nothing readable counts as ending in a vowel. */
export function finalSound(word: string): Sound {
  for (let i = word.length - 1; i >= 0; i -= 1) {
    const ch = word.charAt(i);
    if (SILENT.test(ch)) continue;
    return soundOf(ch) ?? VOWEL;
  }
  return VOWEL;
}

// Each pattern: the form after a consonant, the form after a vowel, and (for 으로) the form after ㄹ.
const PAIRS: readonly { pattern: string; consonant: string; vowel: string; rieul?: string }[] = [
  { pattern: '이에요(예요)', consonant: '이에요', vowel: '예요' },
  { pattern: '은(는)', consonant: '은', vowel: '는' },
  { pattern: '을(를)', consonant: '을', vowel: '를' },
  { pattern: '이(가)', consonant: '이', vowel: '가' },
  { pattern: '과(와)', consonant: '과', vowel: '와' },
  { pattern: '(으)로', consonant: '으로', vowel: '로', rieul: '로' },
];

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
const PAIR_PATTERN = new RegExp(PAIRS.map((p) => escape(p.pattern)).join('|'), 'g');

/** The particle of a pair that follows `word`: particle('분수', '을(를)') is '를'. */
export function particle(word: string, pattern: string): string {
  const pair = PAIRS.find((p) => p.pattern === pattern);
  if (!pair) return pattern;
  const sound = finalSound(word);
  if (sound.rieul && pair.rieul) return pair.rieul;
  return sound.final ? pair.consonant : pair.vowel;
}

/** Replaces every particle pair in a Korean sentence with the half its preceding word takes. */
export function resolveParticles(text: string): string {
  return text.replace(PAIR_PATTERN, (pattern: string, offset: number) => particle(text.slice(0, offset), pattern));
}
