// Children who appear in word problems.

export interface Person {
  ko: string;
  en: string;
}

/**
 * The seven names the grade 4-6 and the middle/high-school rosters both begin with, in this order. Each kit adds its
 * own names after them; the order matters, since templates pick from a roster by index.
 */
export const SHARED_ROSTER: readonly Person[] = [
  { ko: '민준', en: 'Minjun' },
  { ko: '서연', en: 'Seoyeon' },
  { ko: '지호', en: 'Jiho' },
  { ko: '하은', en: 'Haeun' },
  { ko: '도윤', en: 'Doyun' },
  { ko: '수아', en: 'Sua' },
  { ko: '예준', en: 'Yejun' },
];
