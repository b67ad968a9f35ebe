import { describe, expect, it } from 'vitest';
import { josa, lastSound, withJosa, type Pair } from './korean.js';

// [word, pair, expected word + particle]
const TABLE: [string | number, Pair, string][] = [
  // Numbers by value, read in Sino-Korean.
  [3, '으로/로', '3으로'],
  [6, '을/를', '6을'],
  [10, '과/와', '10과'],
  [23, '이/가', '23이'],
  [9, '이/가', '9가'],
  [13, '으로/로', '13으로'],
  [1, '으로/로', '1로'],
  [7, '으로/로', '7로'],
  [8, '으로/로', '8로'],
  [100, '과/와', '100과'],
  [1000, '은/는', '1000은'],
  [10000, '이/가', '10000이'],
  [0, '이/가', '0이'],
  [2, '은/는', '2는'],
  [4, '을/를', '4를'],
  [5, '과/와', '5와'],
  [3.5, '이/가', '3.5가'],
  [-3, '으로/로', '-3으로'],
  ['0.25', '이다/다', '0.25다'],
  ['12', '이나/나', '12나'],
  // Math runs.
  ['\\(3\\)', '으로/로', '\\(3\\)으로'],
  ['\\(a = 5\\)', '을/를', '\\(a = 5\\)를'],
  ['\\(x\\)', '은/는', '\\(x\\)는'],
  ['\\(x = 16\\)', '을/를', '\\(x = 16\\)을'],
  ['\\(\\frac{1}{3}\\)', '이/가', '\\(\\frac{1}{3}\\)이'],
  ['\\(\\dfrac{2}{5}\\)', '이/가', '\\(\\dfrac{2}{5}\\)가'],
  ['\\(2\\frac{1}{4}\\)', '으로/로', '\\(2\\frac{1}{4}\\)로'],
  ['\\(\\sqrt{2}\\)', '이/가', '\\(\\sqrt{2}\\)가'],
  ['\\(3\\sqrt{6}\\)', '을/를', '\\(3\\sqrt{6}\\)을'],
  ['\\(x^{2}\\)', '이/가', '\\(x^{2}\\)이'],
  ['\\(x^2\\)', '으로/로', '\\(x^2\\)으로'],
  ['\\((x-3)(2x+1)\\)', '을/를', '\\((x-3)(2x+1)\\)을'],
  ['\\(30^\\circ\\)', '이/가', '\\(30^\\circ\\)가'],
  ['\\(45^{\\circ}\\)', '을/를', '\\(45^{\\circ}\\)를'],
  ['60°', '이/가', '60°가'],
  ['\\(25\\%\\)', '은/는', '\\(25\\%\\)는'],
  ['\\(2\\pi\\)', '이/가', '\\(2\\pi\\)가'],
  ['\\(\\theta\\)', '은/는', '\\(\\theta\\)는'],
  ['\\(\\overline{AB}\\)', '이/가', '\\(\\overline{AB}\\)가'],
  ['\\(\\overline{AM}\\)', '이/가', '\\(\\overline{AM}\\)이'],
  ['\\(\\angle ABC\\)', '은/는', '\\(\\angle ABC\\)는'],
  ['\\(\\triangle ABL\\)', '으로/로', '\\(\\triangle ABL\\)로'],
  ['\\((2, 3)\\)', '을/를', '\\((2, 3)\\)을'],
  ['\\(\\{1, 2, 4\\}\\)', '이/가', '\\(\\{1, 2, 4\\}\\)가'],
  ['\\(\\text{A}\\)', '과/와', '\\(\\text{A}\\)와'],
  ['\\(\\mathrm{B}\\)', '은/는', '\\(\\mathrm{B}\\)는'],
  ['\\(\\bigstar\\)', '을/를', '\\(\\bigstar\\)을'],
  // Latin letters by their English names.
  ['x', '은/는', 'x는'],
  ['y', '이/가', 'y가'],
  ['l', '으로/로', 'l로'],
  ['r', '은/는', 'r은'],
  ['m', '이/가', 'm이'],
  ['n', '으로/로', 'n으로'],
  ['\\(a_n\\)', '이/가', '\\(a_n\\)이'],
  // Units: a letter sequence after a number is a unit; a lone letter glued to a number is a variable.
  ['5 cm', '이/가', '5 cm가'],
  ['\\(5\\text{ cm}\\)', '을/를', '\\(5\\text{ cm}\\)를'],
  ['\\(12\\text{ cm}^2\\)', '이/가', '\\(12\\text{ cm}^2\\)가'],
  ['3 kg', '이/가', '3 kg이'],
  ['\\(2\\,\\text{L}\\)', '으로/로', '\\(2\\,\\text{L}\\)로'],
  ['\\(4\\text{ m}\\)', '을/를', '\\(4\\text{ m}\\)를'],
  ['4 m', '을/를', '4 m를'],
  ['\\(4m\\)', '을/를', '\\(4m\\)을'],
  ['500 g', '을/를', '500 g을'],
  ['250 mL', '과/와', '250 mL와'],
  // Hangul by its 받침.
  ['볼펜', '은/는', '볼펜은'],
  ['헬스장', '은/는', '헬스장은'],
  ['별', '은/는', '별은'],
  ['별', '으로/로', '별로'],
  ['사과', '을/를', '사과를'],
  ['민준', '이/', '민준이'],
  ['지아', '이/', '지아'],
  ['민준', '아/야', '민준아'],
  ['3개', '이라/라', '3개라'],
  ['\\(3\\text{개}\\)', '이/가', '\\(3\\text{개}\\)가'],
];

describe('korean particles', () => {
  const rows = TABLE;
  it.each(rows)('%s + %s = %s', (word, pair, want) => {
    expect(withJosa(word, pair)).toBe(want);
  });

  it('reads at least 60 words across numbers, LaTeX, letters, units and Hangul', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it('gives the particle alone', () => {
    expect(josa('\\(3\\)', '으로/로')).toBe('으로');
    expect(josa(8, '으로/로')).toBe('로');
    expect(josa('고양이', '과/와')).toBe('와');
  });

  it('reads the end of a word as a sound', () => {
    expect(lastSound(7)).toEqual({ final: true, rieul: true });
    expect(lastSound('\\(\\frac{5}{2}\\)')).toEqual({ final: false, rieul: false });
    expect(lastSound('')).toEqual({ final: false, rieul: false });
  });
});
