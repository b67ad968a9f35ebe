// The people and things of word problems: one roster of children's names and one list of countable things, with
// Korean counters and English singulars, so every grade's stories read alike.
import type { Localized } from '../lib/types.js';
import { count } from './english.js';
import { withJosa } from './korean.js';

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
  { ko: '지유', en: 'Jiyu' },
  { ko: '시우', en: 'Siu' },
  { ko: '윤서', en: 'Yunseo' },
  { ko: '주원', en: 'Juwon' },
  { ko: '채원', en: 'Chaewon' },
  { ko: '민수', en: 'Minsu' },
  { ko: '지아', en: 'Jia' },
  { ko: '서준', en: 'Seojun' },
  { ko: '유나', en: 'Yuna' },
];

/** Two different people, drawn from the roster. */
export function twoPeople(rng: { shuffle<T>(items: readonly T[]): T[] }): [Person, Person] {
  const [a, b] = rng.shuffle(PEOPLE);
  return [a as Person, b as Person];
}

/** A child's name as a Korean teacher says it in a sentence: 민준이, 지호 (a name ending in a consonant takes 이). */
export const callKo = (p: Person): string => withJosa(p.ko, '이/');

/** The name with its particle, said as a child's name: 민준이는, 지호는; 민준이가, 지호가; 민준이를, 지호를. */
export const nameWith = (p: Person, particle: '는' | '가' | '를' | '와' | '의' | '도' | '에게'): string =>
  `${callKo(p)}${particle}`;

export interface Thing {
  ko: string;
  /** English singular and plural. */
  one: string;
  many: string;
  /** Korean counter word. */
  counter: string;
}

export const THINGS: readonly Thing[] = [
  { ko: '사과', one: 'apple', many: 'apples', counter: '개' },
  { ko: '연필', one: 'pencil', many: 'pencils', counter: '자루' },
  { ko: '공책', one: 'notebook', many: 'notebooks', counter: '권' },
  { ko: '구슬', one: 'marble', many: 'marbles', counter: '개' },
  { ko: '사탕', one: 'candy', many: 'candies', counter: '개' },
  { ko: '색종이', one: 'sheet of colored paper', many: 'sheets of colored paper', counter: '장' },
  { ko: '스티커', one: 'sticker', many: 'stickers', counter: '장' },
  { ko: '쿠키', one: 'cookie', many: 'cookies', counter: '개' },
  { ko: '풍선', one: 'balloon', many: 'balloons', counter: '개' },
  { ko: '딸기', one: 'strawberry', many: 'strawberries', counter: '개' },
  { ko: '귤', one: 'tangerine', many: 'tangerines', counter: '개' },
  { ko: '동화책', one: 'storybook', many: 'storybooks', counter: '권' },
  { ko: '도토리', one: 'acorn', many: 'acorns', counter: '개' },
];

/** '사과 5개' / '5 apples', the number as inline math. */
export const quantity = (t: Thing, n: number): Localized => ({
  ko: `${t.ko} \\(${n}\\)${t.counter}`,
  en: count(n, t.one, t.many),
});
