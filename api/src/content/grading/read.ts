// Turns what a student typed into math text the tree reader takes: fraction glyphs (½, 8¾), superscripts, full-width
// characters, unit words (5개, 90도, 132 degrees, 1,870명), time compounds (3시간 50분 → 230 in a spec of 분) and
// thousands commas. A decimal comma (0,5) or a unit other than the spec's is reported, never guessed.

export type Reading =
  | { text: string }
  /** decimal-comma: 0,5 could be a half or a pair; unit: a unit that is not the one asked for. */
  | { problem: 'decimal-comma' | 'unit' };

export interface ReadOptions {
  kind: 'number' | 'expression' | 'text';
  unit?: string;
  /** Drops a leading "x =" (a number answer written as the solution of an equation). */
  dropVariable?: boolean;
}

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const GLYPH = new RegExp(`(\\d?)[ \\t]*([${Object.keys(VULGAR_FRACTIONS).join('')}])`, 'g');

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** Spellings of one unit; a word may stand for more than one (도 is an angle or a temperature). */
const UNIT_GROUPS: string[][] = [
  ['°', '도', 'degrees', 'degree', 'deg'],
  ['°C', '도'],
  ['%', '퍼센트', 'percent'],
  ['원', 'won', '₩'],
  ['개'],
  ['명'],
  ['살', '세'],
  ['권'],
  ['장'],
  ['자루'],
  ['mm', '밀리미터'],
  ['cm', '센티미터'],
  ['m', '미터'],
  ['km', '킬로미터'],
  ['g', '그램'],
  ['kg', '킬로그램'],
  ['l', '리터'],
  ['ml', '밀리리터'],
];

/** Seconds in each time unit. */
const TIME_UNITS: Record<string, number> = {
  시간: 3600,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  분: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  초: 1,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
};

const UNIT_WORDS = [...new Set([...UNIT_GROUPS.flat(), ...Object.keys(TIME_UNITS)])];

/** Unit spellings made alike: \text{cm}^{2} → cm^2, \% → %, ^\circ → °, \, → space. */
export function canonicalUnitText(text: string): string {
  return text
    .replace(/\\(?:text|mathrm|textrm|operatorname|mbox)\{([^}]*)\}/g, '$1')
    .replace(/\^\{(\w+)\}/g, '^$1')
    .replace(/\\degree|\^\\circ|\^\{\\circ\}|\\circ/g, '°')
    .replace(/\\%/g, '%')
    .replace(/\\\$/g, '$')
    .replace(/\\[,;:! ]|~/g, ' ')
    .trim();
}

/** Glyphs, superscripts, full-width forms and dashes made plain: 8¾ → 8\frac{3}{4}, x² → x^{2}, − → -. */
export function plainCharacters(raw: string): string {
  // Before NFKC, which would turn ¾ into 3⁄4 (8¾ into 83⁄4) and ² into a plain 2.
  let text = raw.replace(GLYPH, (_match, whole: string, glyph: string) => {
    const [num, den] = (VULGAR_FRACTIONS[glyph] as string).split('/');
    return `${whole}\\frac{${num}}{${den}}`;
  });
  text = text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) => `^{${[...run].map((c) => SUPERSCRIPTS[c]).join('')}}`);
  text = text.normalize('NFKC').replace(/⁄/g, '/');
  text = text.replace(/[−–—]/g, '-').replace(/≤|≦/g, '\\le ').replace(/≥|≧/g, '\\ge ').replace(/≠/g, '\\ne ');
  return text
    .trim()
    .replace(/^\\\(|\\\)$/g, '')
    .trim();
}

function sameUnit(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (x in TIME_UNITS && y in TIME_UNITS) return TIME_UNITS[x] === TIME_UNITS[y];
  return UNIT_GROUPS.some((group) => {
    const words = group.map((word) => word.toLowerCase());
    return words.includes(x) && words.includes(y);
  });
}

/** Whether text ends with the unit word, not inside a longer word (12cm ends with cm, not with m). */
function endsWithUnit(text: string, word: string): boolean {
  if (word === '' || !text.toLowerCase().endsWith(word.toLowerCase())) return false;
  const before = text.slice(0, text.length - word.length);
  if (before.trim() === '') return false;
  return !(/^[a-z]/i.test(word) && /[a-z]$/i.test(before));
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const TIME_PAIR = new RegExp(`${NUMBER}\\s*(${Object.keys(TIME_UNITS).join('|')})(?![a-z])`, 'gi');

/** 3시간 50분, 2 h 5 min, 90초: the total in the spec's time unit, or undefined when the text is not such a list. */
function timeTotal(text: string, unitSeconds: number): { value: number; pairs: string[] } | undefined {
  let covered = '';
  let seconds = 0;
  let last = Number.POSITIVE_INFINITY;
  const pairs: string[] = [];
  for (const match of text.matchAll(TIME_PAIR)) {
    const size = TIME_UNITS[(match[2] as string).toLowerCase()] as number;
    if (size >= last) return undefined;
    last = size;
    seconds += Number(match[1]) * size;
    covered += match[0];
    pairs.push((match[2] as string).toLowerCase());
  }
  if (pairs.length === 0 || covered.replace(/\s/g, '') !== text.replace(/\s/g, '')) return undefined;
  return { value: Math.round((seconds / unitSeconds) * 1e9) / 1e9, pairs };
}

/** Removes the unit after (or, for currency, before) the number. */
function readUnit(text: string, options: ReadOptions): Reading {
  const wanted = options.unit ? canonicalUnitText(plainCharacters(options.unit)) : '';
  if (wanted !== '' && text.toLowerCase().startsWith(wanted.toLowerCase()) && !/^[a-z]/i.test(wanted)) {
    return { text: text.slice(wanted.length).trim() };
  }
  const wantedSeconds = TIME_UNITS[wanted.toLowerCase()];
  if (/\d\s*[^\d\s.,]+\s*\d/.test(text)) {
    const time = timeTotal(text, wantedSeconds ?? 1);
    if (
      time &&
      (time.pairs.length > 1 || (wantedSeconds !== undefined && !sameUnit(time.pairs[0] as string, wanted)))
    ) {
      return wantedSeconds === undefined ? { problem: 'unit' } : { text: String(time.value) };
    }
  }
  const found = [wanted, ...UNIT_WORDS].sort((a, b) => b.length - a.length).find((word) => endsWithUnit(text, word));
  if (found === undefined) return { text };
  const rest = text.slice(0, text.length - found.length).trim();
  if (wanted !== '') {
    if (sameUnit(found, wanted)) return { text: rest };
    if (wantedSeconds !== undefined && found.toLowerCase() in TIME_UNITS) {
      const time = timeTotal(text, wantedSeconds);
      if (time) return { text: String(time.value) };
    }
    // Only a number is read with a unit: 2x m is an expression with letters, not 2x metres.
    return /[\d}.)π]$|\\pi$/.test(rest) ? { problem: 'unit' } : { text };
  }
  return options.kind === 'number' && /[\d}.)π]$|\\pi$/.test(rest) ? { text: rest } : { text };
}

/** Commas outside brackets: 1,870 and 12,345,678 group thousands; 0,5 or 1,00 has no single reading. */
function readCommas(text: string): Reading {
  let depth = 0;
  let outside = '';
  for (const c of text.split('')) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    outside += depth === 0 ? c : ' ';
  }
  if (!outside.includes(',')) return { text };
  const grouped = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g;
  let result = '';
  let at = 0;
  for (const match of outside.matchAll(grouped)) {
    result += text.slice(at, match.index) + match[0].replace(/,/g, '');
    at = (match.index as number) + match[0].length;
  }
  result += text.slice(at);
  const remaining = outside.replace(grouped, (match) => match.replace(/,/g, ''));
  return /\d\s*,\s*\d/.test(remaining) && !/\d,\s+\d/.test(remaining) ? { problem: 'decimal-comma' } : { text: result };
}

/** The typed answer as plain math text, or why it cannot be read as one. */
export function readAnswer(raw: string, options: ReadOptions): Reading {
  let text = canonicalUnitText(plainCharacters(raw));
  text = text.replace(/\{,\}/g, ',');
  const unitless = readUnit(text, options);
  if (!('text' in unitless)) return unitless;
  text = unitless.text;
  if (options.dropVariable) text = text.replace(/^[a-zA-Z]\s*=\s*(?=[^=<>]+$)/, '');
  return readCommas(text);
}
