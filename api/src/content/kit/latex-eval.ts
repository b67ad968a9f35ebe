// A small evaluator for the LaTeX the templates write, so checks can compute what a stem or a choice actually says
// (numbers, \frac, \sqrt, powers, \pi, |…|, tuples, matrices, relations).

export type Vars = Readonly<Record<string, number>>;

type Token = { t: 'num'; v: number } | { t: 'var'; v: string } | { t: 'cmd'; v: string } | { t: 'sym'; v: string };

const SKIPPED = new Set(['\\,', '\\;', '\\:', '\\!', '\\ ', '~', '\\quad', '\\displaystyle', '\\%']);

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\\left\||\\right\||\\left\(|\\right\)|\\left\[|\\right\]|\\\\|\\[a-zA-Z]+|\\[,;:! %]|\d+(?:\.\d+)?|\.\d+|[a-zA-Z]|[+\-*/()[\]{}^_|,&=<>~]|\s+/gy;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < tex.length) {
    re.lastIndex = index;
    match = re.exec(tex);
    if (!match) throw new Error(`cannot read "${tex.slice(index, index + 12)}" in ${tex}`);
    index = re.lastIndex;
    const s = match[0];
    if (/^\s+$/.test(s) || SKIPPED.has(s)) continue;
    if (/^[\d.]/.test(s)) tokens.push({ t: 'num', v: Number(s) });
    else if (/^[a-zA-Z]$/.test(s)) tokens.push({ t: 'var', v: s });
    else if (s === '\\left(' || s === '\\left[') tokens.push({ t: 'sym', v: '(' });
    else if (s === '\\right)' || s === '\\right]') tokens.push({ t: 'sym', v: ')' });
    else if (s === '\\left|') tokens.push({ t: 'sym', v: 'L|' });
    else if (s === '\\right|') tokens.push({ t: 'sym', v: 'R|' });
    else if (s.startsWith('\\') && s !== '\\\\') tokens.push({ t: 'cmd', v: s });
    else tokens.push({ t: 'sym', v: s });
  }
  return tokens;
}

const RELATIONS: Record<string, number> = {
  '<': 1,
  '\\lt': 1,
  '>': 2,
  '\\gt': 2,
  '\\le': 3,
  '\\leq': 3,
  '\\ge': 4,
  '\\geq': 4,
  '=': 5,
};

class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly vars: Vars,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }
  private isSym(v: string): boolean {
    const tok = this.peek();
    return tok !== undefined && tok.t === 'sym' && tok.v === v;
  }
  private isCmd(v: string): boolean {
    const tok = this.peek();
    return tok !== undefined && tok.t === 'cmd' && tok.v === v;
  }
  private expect(v: string): void {
    if (!this.isSym(v)) throw new Error(`expected ${v}`);
    this.pos++;
  }
  done(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** Top level: a relation, a tuple or a single expression. */
  values(): number[] {
    if (this.isCmd('\\begin')) return this.matrix();
    const first = this.expr();
    const tok = this.peek();
    if (tok && (tok.t === 'sym' || tok.t === 'cmd') && RELATIONS[tok.v] !== undefined) {
      this.pos++;
      const right = this.expr();
      return [RELATIONS[tok.v] as number, first - right];
    }
    const out = [first];
    while (this.isSym(',')) {
      this.pos++;
      out.push(this.expr());
    }
    return out;
  }

  private matrix(): number[] {
    this.pos++;
    this.group(true);
    const out: number[] = [];
    for (;;) {
      if (this.isCmd('\\end')) {
        this.pos++;
        this.group(true);
        return out;
      }
      if (this.isSym('&') || this.isSym('\\\\')) {
        this.pos++;
        continue;
      }
      out.push(this.expr());
    }
  }

  expr(): number {
    let value = this.term();
    for (;;) {
      if (this.isSym('+')) {
        this.pos++;
        value += this.term();
      } else if (this.isSym('-')) {
        this.pos++;
        value -= this.term();
      } else return value;
    }
  }

  private startsAtom(): boolean {
    const tok = this.peek();
    if (!tok) return false;
    if (tok.t === 'num' || tok.t === 'var') return true;
    if (tok.t === 'sym') return tok.v === '(' || tok.v === '{' || tok.v === 'L|';
    return ['\\frac', '\\dfrac', '\\tfrac', '\\sqrt', '\\pi', '\\sin', '\\cos', '\\tan'].includes(tok.v);
  }

  private term(): number {
    let value = this.unary();
    for (;;) {
      if (this.isCmd('\\times') || this.isCmd('\\cdot') || this.isSym('*')) {
        this.pos++;
        value *= this.unary();
      } else if (this.isCmd('\\div') || this.isSym('/')) {
        this.pos++;
        value /= this.unary();
      } else if (this.startsAtom()) {
        value *= this.power();
      } else return value;
    }
  }

  private unary(): number {
    if (this.isSym('-')) {
      this.pos++;
      return -this.unary();
    }
    if (this.isSym('+')) {
      this.pos++;
      return this.unary();
    }
    return this.power();
  }

  private power(): number {
    const base = this.atom();
    if (!this.isSym('^')) return base;
    this.pos++;
    if (this.isCmd('\\circ')) {
      this.pos++;
      return base;
    }
    if (this.isSym('{') && this.tokens[this.pos + 1]?.v === '\\circ') {
      this.pos += 3;
      return base;
    }
    const tok = this.peek();
    let exponent: number;
    if (tok?.t === 'num') {
      // ^23 means ^{2}3 in LaTeX: only the first digit is the exponent.
      const digits = String(tok.v);
      exponent = Number(digits[0]);
      if (digits.length > 1) throw new Error('write multi-digit exponents in braces');
      this.pos++;
    } else if (tok?.t === 'var') {
      exponent = this.atom();
    } else exponent = this.group();
    return base ** exponent;
  }

  private group(raw = false): number {
    this.expect('{');
    if (raw) {
      while (!this.isSym('}')) this.pos++;
      this.pos++;
      return 0;
    }
    const value = this.expr();
    this.expect('}');
    return value;
  }

  private atom(): number {
    const tok = this.peek();
    if (!tok) throw new Error('unexpected end');
    this.pos++;
    if (tok.t === 'num') return tok.v;
    if (tok.t === 'var') {
      const value = this.vars[tok.v];
      if (value === undefined) throw new Error(`unknown variable ${tok.v}`);
      return value;
    }
    if (tok.t === 'sym') {
      if (tok.v === '(' || tok.v === '{') {
        const value = this.expr();
        this.expect(tok.v === '(' ? ')' : '}');
        return value;
      }
      if (tok.v === 'L|') {
        const value = this.expr();
        this.expect('R|');
        return Math.abs(value);
      }
      throw new Error(`unexpected ${tok.v}`);
    }
    switch (tok.v) {
      case '\\frac':
      case '\\dfrac':
      case '\\tfrac': {
        const top = this.group();
        return top / this.group();
      }
      case '\\sqrt': {
        let index = 2;
        if (this.isSym('[')) {
          this.pos++;
          index = this.expr();
          this.expect(']');
        }
        const radicand = this.group();
        if (radicand < 0) throw new Error('negative radicand');
        return radicand ** (1 / index);
      }
      case '\\pi':
        return Math.PI;
      case '\\sin':
      case '\\cos':
      case '\\tan': {
        const arg = (this.power() * Math.PI) / 180;
        return tok.v === '\\sin' ? Math.sin(arg) : tok.v === '\\cos' ? Math.cos(arg) : Math.tan(arg);
      }
      default:
        throw new Error(`unsupported ${tok.v}`);
    }
  }
}

/** The variables every sample point sets. */
export type Sample = { x: number; y: number; a: number; b: number; c: number; n: number; i: number };

/** Sample points at which expressions are compared; generic enough that different polynomials differ. */
export const SAMPLE_POINTS: Sample[] = [
  { x: 1.3719, y: 0.8123, a: 2.2137, b: -0.6411, c: 1.9021, n: 3.1113, i: 0.5731 },
  { x: -0.7342, y: 2.1717, a: -1.3081, b: 1.4479, c: 0.3377, n: -1.9357, i: 1.7911 },
];

/** Every value the text denotes at the given variables (a tuple gives several, a relation gives [code, lhs-rhs]). */
export function evalLatex(tex: string, vars: Vars = SAMPLE_POINTS[0] as Sample): number[] {
  const parser = new Parser(tokenize(stripTupleParens(schoolNotation(tex))), vars);
  const out = parser.values();
  if (!parser.done()) throw new Error(`trailing input in ${tex}`);
  return out;
}

/**
 * School notation the parser does not know: a mixed number 2\frac{1}{3} is 2 + 1/3 (not 2 × 1/3), 1{,}870 is one
 * number, and words in \text{} or \mathrm{} (units, with their exponent: \text{cm}^{3}) carry no value.
 */
function schoolNotation(tex: string): string {
  return tex
    .replace(/(?:\\text|\\mathrm)\{[^}]*\}(?:\^\{?\d\}?)?/g, '')
    .replace(/\{,\}/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/(^|[^\d.}^_])(\d+)\\frac\{(\d+)\}\{(\d+)\}/g, '$1($2+\\frac{$3}{$4})');
}

/** '(2, -3)' is a tuple: drop the outer parentheses when a comma sits directly inside them. */
function stripTupleParens(tex: string): string {
  const trimmed = tex
    .trim()
    .replace(/^\\left\(/, '(')
    .replace(/\\right\)$/, ')');
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) return tex;
  let depth = 0;
  let comma = false;
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i];
    if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      depth--;
      if (depth === 0 && i < trimmed.length - 1) return tex;
    } else if (ch === ',' && depth === 1) comma = true;
  }
  return comma ? trimmed.slice(1, -1) : tex;
}

/** A fingerprint of the text's value at every sample point, for distinctness and equality tests. */
export function fingerprint(tex: string): number[] {
  return SAMPLE_POINTS.flatMap((vars) => evalLatex(tex, vars));
}

/**
 * Equal within floating-point noise. Two integers must be equal exactly: a relative tolerance would let a
 * ten-digit key pass with a last digit off by one.
 */
export function close(a: number, b: number): boolean {
  if (Number.isInteger(a) && Number.isInteger(b)) return a === b;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

export function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => close(v, b[i] as number));
}

/** Pulls the math segments \( … \) out of a stem. */
export function mathSegments(text: string): string[] {
  return [...text.matchAll(/\\\((.*?)\\\)/gs)].map((m) => m[1] as string);
}
