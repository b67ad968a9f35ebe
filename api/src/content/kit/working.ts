// Small pieces of written working that the SAT units share: a product in a substitution step and a chain of equal
// expressions that never repeats a link (no \frac{1}{2}=\frac{1}{2}).
import { withJosa } from './korean.js';
import { frac, paren, type Num } from './latex.js';

/** m·v as a substitution step writes it: 3\times (-2), 3\times 4; for m = 1 or -1 just v or -v (0 for v = 0). */
export function times(m: number, v: Num | string): string {
  const shown = paren(v);
  if ((m === 1 || m === -1) && shown === '0') return '0';
  if (m === 1) return shown;
  if (m === -1) return `-${shown.startsWith('-') ? `(${shown})` : shown}`;
  return `${m}\\times ${shown}`;
}

/** a=b=c with every link equal to the one before it (as written, \dfrac read as \frac) left out. */
export function chain(...parts: string[]): string {
  const norm = (s: string) => s.replace(/\\[dt]frac/g, '\\frac').replace(/\s+/g, '');
  return parts.filter((part, i) => i === 0 || norm(part) !== norm(parts[i - 1] as string)).join('=');
}

/**
 * The last step of solving k·x = r, in Korean and English: 'divide both sides by k' with the quotient, or just the
 * value when k is 1.
 */
export function divideStep(k: number, r: Num, x = 'x'): [ko: string, en: string] {
  const solved = frac(r, k);
  if (k === 1) return [`따라서 \\(${x}=${solved}\\)입니다.`, `So \\(${x}=${solved}\\).`];
  return [
    `양변을 ${withJosa(`\\(${k}\\)`, '으로/로')} 나누면 \\(${x}=${solved}\\)입니다.`,
    `Divide both sides by \\(${k}\\): \\(${x}=${solved}\\).`,
  ];
}
