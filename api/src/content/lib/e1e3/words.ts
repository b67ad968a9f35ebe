// Numbers as words, the way a first grader reads them: Sino-Korean (육십삼), native Korean (예순셋), English.

export { sinoKorean } from '../shared/korean.js';

const NATIVE_ONES = ['', '하나', '둘', '셋', '넷', '다섯', '여섯', '일곱', '여덟', '아홉'];
const NATIVE_TENS = ['', '열', '스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'];
const EN_ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1-99 in native Korean: 63 is 예순셋. */
export function nativeKorean(n: number): string {
  return `${NATIVE_TENS[Math.floor(n / 10)]}${NATIVE_ONES[n % 10]}`;
}

/** 0-99 in English: 63 is sixty-three. */
export function englishWords(n: number): string {
  if (n < 10) return EN_ONES[n] ?? '';
  if (n < 20) return EN_TEENS[n - 10] ?? '';
  const t = EN_TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? t : `${t}-${EN_ONES[n % 10]}`;
}
