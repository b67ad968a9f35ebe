// English wording helpers: counts with the right plural, articles, ordinals and month names, so no stem says
// 'triangle(s)', '1 apples' or 'month 6/12'.

/** '1 apple', '3 apples'; irregular plurals are given: count(2, 'child', 'children'). The number is inline math. */
export function count(n: number, singular: string, plural = pluralOf(singular)): string {
  return `\\(${n}\\) ${n === 1 ? singular : plural}`;
}

/** The noun alone, singular or plural by n. */
export const noun = (n: number, singular: string, plural = pluralOf(singular)): string => (n === 1 ? singular : plural);

/** The regular English plural: box → boxes, candy → candies, pencil → pencils. */
export function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** 'is' or 'are' for n things. */
export const isAre = (n: number): string => (n === 1 ? 'is' : 'are');

/** 'a' or 'an' before a word: an(apple) is 'an apple', an('8-sided die') is 'an 8-sided die'. */
export function an(word: string): string {
  return /^([aeiou]|8|11\b|18\b|hour|honest)/i.test(word) && !/^(uni|use|one|eu)/i.test(word)
    ? `an ${word}`
    : `a ${word}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month's name, 1 = January. */
export function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`no month ${month}`);
  return name;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
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
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0-999 in English words: 42 is 'forty-two', 305 is 'three hundred five' (American usage, no 'and'). */
export function englishWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new Error(`englishWords takes 0-999, got ${n}`);
  if (n < 20) return ONES[n] as string;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${englishWords(rest)}` : ''}`;
}

const REGULAR_POLYGONS = ['triangle', 'square', 'pentagon', 'hexagon', 'heptagon', 'octagon', 'nonagon', 'decagon'];

/** The regular polygon with n sides (3 to 10) as a textbook names it: equilateral triangle, square, regular pentagon. */
export function regularPolygon(n: number): string {
  const name = REGULAR_POLYGONS[n - 3];
  if (name === undefined) throw new Error(`regularPolygon: no name for ${n} sides`);
  return n === 3 ? 'equilateral triangle' : n === 4 ? 'square' : `regular ${name}`;
}
