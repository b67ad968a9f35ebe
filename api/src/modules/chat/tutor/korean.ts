// Korean particles that agree with the word before them (x는, 4는, 3은, $x = 4$예요, 13이에요), read the way a
// teacher reads math aloud: digits as 일, 이, 삼…, Latin letters by their names.

const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;
/** Whether the spoken digit ends in a consonant: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_BATCHIM = [true, true, false, true, false, false, true, true, true, false];
/** Whether the digit's final consonant is ㄹ (일, 칠, 팔), which takes 로 rather than 으로. */
const DIGIT_RIEUL = [false, true, false, false, false, false, false, true, true, false];
/** Latin letters whose names end in a consonant: 엘 (l), 엠 (m), 엔 (n), 알 (r). */
const LETTER_BATCHIM = new Set(['l', 'm', 'n', 'r']);

/** The last spoken sound of a word or of math in LaTeX: whether it has a final consonant, and whether that is ㄹ. */
function ending(word: string): { batchim: boolean; rieul: boolean } {
  const text = word
    .replace(/\$/g, '')
    // \frac{3}{22} is read 22분의 3: the numerator is said last.
    .replace(/\\[dt]?frac\{([^{}]*)\}\{[^{}]*\}\s*$/, '$1')
    .replace(/\\[a-zA-Z]+\s*$/, '')
    .replace(/[\s)}\]^{.,!?'"]+$/g, '');
  const last = text.at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= HANGUL_START && code <= HANGUL_END) {
    const final = (code - HANGUL_START) % 28;
    return { batchim: final !== 0, rieul: final === 8 };
  }
  if (/\d/.test(last)) {
    // 10 is 십, 100 is 백, 1000 is 천 (no final consonant), 10000 is 만.
    const zeros = /0+$/.exec(text)?.[0].length ?? 0;
    if (zeros > 0 && /[1-9]0+$/.test(text)) return { batchim: zeros !== 3, rieul: false };
    const digit = Number(last);
    return { batchim: DIGIT_BATCHIM[digit] as boolean, rieul: DIGIT_RIEUL[digit] as boolean };
  }
  if (/[a-zA-Z]/.test(last)) {
    const batchim = LETTER_BATCHIM.has(last.toLowerCase());
    return { batchim, rieul: batchim && ['l', 'r'].includes(last.toLowerCase()) };
  }
  return { batchim: false, rieul: false };
}

export type Particle = '이/가' | '은/는' | '을/를' | '과/와' | '이에요/예요' | '으로/로';

/** The word followed by the form of the particle that fits it. */
export function withParticle(word: string, particle: Particle): string {
  const { batchim, rieul } = ending(word);
  const [withFinal, withoutFinal] = particle.split('/') as [string, string];
  if (particle === '으로/로') return word + (batchim && !rieul ? withFinal : withoutFinal);
  return word + (batchim ? withFinal : withoutFinal);
}
