// Numbers as Korean words, the way a first grader reads them: Sino-Korean (육십삼) and native Korean (예순셋).

const SINO = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const NATIVE_ONES = ['', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉'];
const NATIVE_TENS = ['', '열', '스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'];

/** 1-9999 in Sino-Korean: 63 is 육십삼, 10 is 십, 1204 is 천이백사. */
export function sinoKorean(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9999) throw new Error(`sinoKorean takes 1-9999, got ${n}`);
  const places = ['천', '백', '십', ''];
  const digits = String(n).padStart(4, '0').split('').map(Number);
  return digits.map((d, i) => (d === 0 ? '' : `${d === 1 && i < 3 ? '' : SINO[d]}${places[i]}`)).join('');
}

/** 1-99 in native Korean: 63 is 예순셋. */
export function nativeKorean(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new Error(`nativeKorean takes 1-99, got ${n}`);
  return `${NATIVE_TENS[Math.floor(n / 10)]}${NATIVE_ONES[n % 10]}`;
}

/** The polygon with n sides: 삼각형, 사각형, … 십이각형. */
export const polygonKo = (n: number): string => `${sinoKorean(n)}각형`;

/** The regular polygon with n sides: 정삼각형, 정사각형, 정오각형, … */
export const regularPolygonKo = (n: number): string => `정${polygonKo(n)}`;
