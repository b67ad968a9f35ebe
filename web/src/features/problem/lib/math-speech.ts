// Math text as plain words and symbols, for the places where an accessible name must be text: a choice's radio
// button. Screen readers read a stem's MathML, but an accessible name is computed from text alone, so a choice that
// is only math (\(\frac{3}{4}\)) would have none. "3/4", "√2", "x²+1" and "30°" read well in every screen reader.

import { splitMathText } from '@mathbridge/contract';

const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  lt: '<',
  gt: '>',
  approx: '≈',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  circ: '°',
  degree: '°',
  angle: '∠',
  triangle: '△',
  square: '□',
  bigcirc: '○',
  bigstar: '★',
  heartsuit: '♡',
  sim: '∽',
  parallel: '∥',
  perp: '⊥',
  infty: '∞',
  cdots: '⋯',
  ldots: '…',
  dots: '…',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** The braced group that starts at `start` (which holds '{'): its content and the index after its '}'. */
function group(tex: string, start: number): [string, number] {
  let depth = 0;
  for (let i = start; i < tex.length; i++) {
    if (tex[i] === '{') depth++;
    else if (tex[i] === '}' && --depth === 0) return [tex.slice(start + 1, i), i + 1];
  }
  return [tex.slice(start + 1), tex.length];
}

/** One argument of a command: a braced group or a single character. */
function argument(tex: string, start: number): [string, number] {
  let i = start;
  while (tex[i] === ' ') i++;
  if (tex[i] === '{') return group(tex, i);
  return [tex[i] ?? '', i + 1];
}

const bracketed = (text: string): string => (/^[\w.√πθ]+$/u.test(text) ? text : `(${text})`);

/** LaTeX as linear text: \frac{3}{4} → 3/4, x^{2} → x², \sqrt{2} → √2, 30^{\circ} → 30°. */
export function latexToSpeech(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const ch = tex[i] as string;
    if (ch === '\\') {
      const name = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i))?.[1] ?? '';
      i += 1 + name.length;
      // A space after a command word only ends the command name.
      if (/^[a-zA-Z]/.test(name) && tex[i] === ' ') i++;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [top, afterTop] = argument(tex, i);
        const [bottom, afterBottom] = argument(tex, afterTop);
        // A whole number right before a fraction makes a mixed number: 2\frac{1}{3} is 2 1/3.
        out += `${/\d$/.test(out) ? ' ' : ''}${bracketed(latexToSpeech(top))}/${bracketed(latexToSpeech(bottom))}`;
        i = afterBottom;
      } else if (name === 'sqrt') {
        const [body, after] = argument(tex, i);
        out += `√${bracketed(latexToSpeech(body))}`;
        i = after;
      } else if (['text', 'mathrm', 'textrm', 'mathit', 'mathbf', 'operatorname', 'overline'].includes(name)) {
        const [body, after] = argument(tex, i);
        // Text keeps its own spaces: 12\text{ cm} is '12 cm'.
        out += `${body.startsWith(' ') ? ' ' : ''}${latexToSpeech(body)}${body.endsWith(' ') ? ' ' : ''}`;
        i = after;
      } else if (name === 'begin' || name === 'end') {
        i = argument(tex, i)[1];
      } else if (name === 'dot') {
        const [body, after] = argument(tex, i);
        out += `${latexToSpeech(body)}\u0307`;
        i = after;
      } else if (name === '{' || name === '}' || name === '%' || name === '$' || name === '#' || name === '&') {
        out += name;
      } else if (name === ',' || name === ';' || name === ':' || name === ' ' || name === 'quad') {
        out += ' ';
      } else if (name === '\\') {
        out += ', ';
      } else if (SYMBOLS[name] !== undefined) {
        out += SYMBOLS[name];
      }
      // \left, \right, \displaystyle, \begin{…} and the like carry no text of their own.
    } else if (ch === '^') {
      const [power, after] = argument(tex, i + 1);
      const spoken = latexToSpeech(power);
      if (spoken === '°') out += spoken;
      else if ([...spoken].every((c) => SUPERSCRIPT[c])) out += [...spoken].map((c) => SUPERSCRIPT[c]).join('');
      else out += `^${spoken}`;
      i = after;
    } else if (ch === '_') {
      const [sub, after] = argument(tex, i + 1);
      out += latexToSpeech(sub);
      i = after;
    } else if (ch === '{' || ch === '}') {
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Math text (words with \( \) runs) as plain text, each math run read by latexToSpeech. */
export function mathTextToSpeech(text: string): string {
  return splitMathText(text)
    .map((segment) => (segment.kind === 'text' ? segment.value : latexToSpeech(segment.value)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
