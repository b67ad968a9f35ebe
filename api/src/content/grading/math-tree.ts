// A small reader for answers as students type them (plain text or MathLive LaTeX): a syntax tree that keeps
// what was written (brackets, a fraction bar, ÷, a mixed number), so that the final form can be checked
// without the compute engine, and a plain evaluator for comparing values.
// Input that has two readings (25/2π, 2 3) is reported as ambiguous rather than read one way.

export type Relation = '=' | '<' | '>' | '<=' | '>=' | '!=';

export type MathNode =
  | { t: 'num'; text: string; int: boolean }
  | { t: 'sym'; name: string }
  | { t: 'neg'; arg: MathNode }
  | { t: 'sum'; terms: { sign: 1 | -1; node: MathNode }[] }
  /** explicit: written with × or ·, not by juxtaposition. */
  | { t: 'mul'; a: MathNode; b: MathNode; explicit: boolean }
  | { t: 'div'; a: MathNode; b: MathNode; style: 'frac' | 'slash' | 'div' }
  | { t: 'pow'; base: MathNode; exp: MathNode }
  | { t: 'sqrt'; arg: MathNode; index?: MathNode }
  | { t: 'mixed'; whole: string; num: string; den: string }
  | { t: 'paren'; inner: MathNode }
  | { t: 'tuple'; items: MathNode[] }
  | { t: 'rel'; parts: MathNode[]; ops: Relation[] }
  | { t: 'list'; items: MathNode[] };

export const PI = '\\pi';

/** Why a text could not be read: 'ambiguous' when it has more than one reading, 'syntax' otherwise. */
export class ReadError extends Error {
  constructor(readonly reason: 'ambiguous' | 'syntax') {
    super(reason);
  }
}

type TokenBody = { k: 'num'; text: string } | { k: 'sym'; name: string } | { k: 'op'; op: string };
/** space: whitespace came before it (2 1/3 is a mixed number, 21/3 is not). */
type Token = TokenBody & { space: boolean };

const RELATION_COMMANDS: Record<string, Relation> = {
  le: '<=',
  leq: '<=',
  leqslant: '<=',
  ge: '>=',
  geq: '>=',
  geqslant: '>=',
  lt: '<',
  gt: '>',
  ne: '!=',
  neq: '!=',
};
const SKIPPED_COMMANDS = new Set([',', ';', ':', '!', ' ', 'quad', 'qquad', 'left', 'right', 'displaystyle']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let space = false;
  const push = (token: TokenBody) => {
    tokens.push({ ...token, space });
    space = false;
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const c = text[i] as string;
    if (/\s|~/.test(c)) {
      space = true;
      i++;
      continue;
    }
    const number = /^(\d+(?:\.\d+)?|\.\d+)/.exec(rest);
    if (number) {
      push({ k: 'num', text: number[1] as string });
      i += (number[1] as string).length;
      continue;
    }
    if (c === '\\') {
      const command = /^\\([a-zA-Z]+|.)/.exec(rest);
      if (!command) throw new ReadError('syntax');
      const name = command[1] as string;
      i += command[0].length;
      if (SKIPPED_COMMANDS.has(name)) continue;
      if (name === 'pi') push({ k: 'sym', name: PI });
      else if (name === 'times' || name === 'cdot' || name === 'ast') push({ k: 'op', op: '×' });
      else if (name === 'div') push({ k: 'op', op: '÷' });
      else if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
        push({ k: 'op', op: 'frac' });
        // \frac12 is \frac{1}{2}: each argument is one character when there is no brace.
        const short = /^\s*(\d)(\d)/.exec(text.slice(i));
        if (short) {
          push({ k: 'num', text: short[1] as string });
          push({ k: 'num', text: short[2] as string });
          i += short[0].length;
        }
      } else if (name === 'sqrt') push({ k: 'op', op: '√' });
      else if (name in RELATION_COMMANDS) push({ k: 'op', op: RELATION_COMMANDS[name] as string });
      else if (name === '{' || name === '}') push({ k: 'op', op: name === '{' ? '(' : ')' });
      else throw new ReadError('syntax');
      continue;
    }
    const twoChar = rest.slice(0, 2);
    if (twoChar === '<=' || twoChar === '>=' || twoChar === '!=') {
      push({ k: 'op', op: twoChar });
      i += 2;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      const word = /^(sqrt|pi)(?![a-zA-Z])/.exec(rest);
      if (word) {
        push(word[1] === 'pi' ? { k: 'sym', name: PI } : { k: 'op', op: '√' });
        i += (word[1] as string).length;
      } else {
        push({ k: 'sym', name: c });
        i++;
      }
      continue;
    }
    if (c === 'π') push({ k: 'sym', name: PI });
    else if ('+-/^()[]{},=<>√'.includes(c)) push({ k: 'op', op: c });
    else if ('×*·'.includes(c)) push({ k: 'op', op: '×' });
    else if (c === '÷') push({ k: 'op', op: '÷' });
    else throw new ReadError('syntax');
    i++;
  }
  return tokens;
}

const RELATIONS = new Set(['=', '<', '>', '<=', '>=', '!=']);
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }
  private isOp(op: string, token = this.peek()): boolean {
    return token?.k === 'op' && token.op === op;
  }
  private take(): Token {
    const token = this.tokens[this.at++];
    if (!token) throw new ReadError('syntax');
    return token;
  }
  private expect(op: string): void {
    if (!this.isOp(op, this.take())) throw new ReadError('syntax');
  }

  parse(): MathNode {
    const first = this.relation();
    const items = [first];
    while (this.isOp(',')) {
      this.at++;
      items.push(this.relation());
    }
    if (this.at < this.tokens.length) throw new ReadError('syntax');
    return items.length === 1 ? first : { t: 'list', items };
  }

  private relation(): MathNode {
    const parts = [this.expression()];
    const ops: Relation[] = [];
    for (let token = this.peek(); token?.k === 'op' && RELATIONS.has(token.op); token = this.peek()) {
      this.at++;
      ops.push(token.op as Relation);
      parts.push(this.expression());
    }
    return ops.length === 0 ? (parts[0] as MathNode) : { t: 'rel', parts, ops };
  }

  private expression(): MathNode {
    const terms: { sign: 1 | -1; node: MathNode }[] = [];
    let sign: 1 | -1 = 1;
    if (this.isOp('+') || this.isOp('-')) {
      sign = this.isOp('-') ? -1 : 1;
      this.at++;
    }
    terms.push({ sign, node: this.term() });
    while (this.isOp('+') || this.isOp('-')) {
      const next: 1 | -1 = this.isOp('-') ? -1 : 1;
      this.at++;
      terms.push({ sign: next, node: this.term() });
    }
    if (terms.length === 1) {
      const only = terms[0] as { sign: 1 | -1; node: MathNode };
      return only.sign === -1 ? { t: 'neg', arg: only.node } : only.node;
    }
    return { t: 'sum', terms };
  }

  private startsAtom(token = this.peek()): boolean {
    if (!token) return false;
    if (token.k !== 'op') return true;
    return ['(', '[', '{', 'frac', '√'].includes(token.op);
  }

  private term(): MathNode {
    let node = this.power();
    let slashed = false;
    for (;;) {
      const token = this.peek();
      if (this.isOp('×') || this.isOp('÷')) {
        this.at++;
        const right = this.unary();
        node = token?.k === 'op' && token.op === '×' ? mul(node, right, true) : div(node, right, 'div');
        slashed = false;
      } else if (this.isOp('/')) {
        // a/b/c and a/bc have two readings.
        if (slashed) throw new ReadError('ambiguous');
        this.at++;
        node = div(node, this.unaryPower(), 'slash');
        slashed = true;
      } else if (this.startsAtom()) {
        if (slashed) throw new ReadError('ambiguous');
        node = this.juxtapose(node);
      } else return node;
    }
  }

  /** Writing two things side by side: a product (3x, 2√3, 12π) or a mixed number (2 1/3, 2\frac{1}{3}). */
  private juxtapose(left: MathNode): MathNode {
    const next = this.peek() as Token;
    if (left.t === 'num' && left.int && next.k === 'num') {
      const slash = this.tokens[this.at + 1];
      const den = this.tokens[this.at + 2];
      const after = this.tokens[this.at + 3];
      const plainFraction = this.isOp('/', slash) && den?.k === 'num' && !den.text.includes('.');
      if (next.space && !next.text.includes('.') && plainFraction && !(after && this.isOp('^', after))) {
        this.at += 3;
        return { t: 'mixed', whole: left.text, num: next.text, den: den.text };
      }
      // 2 3 or 2.5 3: no reading is safe.
      throw new ReadError('ambiguous');
    }
    const right = this.power();
    if (left.t === 'num' && right.t === 'num') throw new ReadError('ambiguous');
    if (left.t === 'num' && left.int && right.t === 'div' && right.style === 'frac' && isIntNode(right.a)) {
      if (isIntNode(right.b)) return { t: 'mixed', whole: left.text, num: intText(right.a), den: intText(right.b) };
    }
    return mul(left, right, false);
  }

  private unary(): MathNode {
    if (this.isOp('-')) {
      this.at++;
      return { t: 'neg', arg: this.unary() };
    }
    if (this.isOp('+')) {
      this.at++;
      return this.unary();
    }
    return this.power();
  }

  private unaryPower(): MathNode {
    return this.isOp('-') || this.isOp('+') ? this.unary() : this.power();
  }

  private power(): MathNode {
    const base = this.atom();
    if (!this.isOp('^')) return base;
    this.at++;
    const exp = this.isOp('-') ? this.unary() : this.atom();
    if (this.isOp('^')) throw new ReadError('ambiguous');
    return { t: 'pow', base, exp };
  }

  private group(open: string): MathNode {
    const close = CLOSING[open] as string;
    const first = this.relation();
    const items = [first];
    while (this.isOp(',')) {
      this.at++;
      items.push(this.relation());
    }
    this.expect(close);
    if (items.length > 1) return { t: 'tuple', items };
    return open === '{' ? first : { t: 'paren', inner: first };
  }

  private atom(): MathNode {
    const token = this.take();
    if (token.k === 'num') return { t: 'num', text: token.text, int: !token.text.includes('.') };
    if (token.k === 'sym') return { t: 'sym', name: token.name };
    switch (token.op) {
      case '(':
      case '[':
      case '{':
        return this.group(token.op);
      case 'frac': {
        const a = this.argument();
        const b = this.argument();
        return div(a, b, 'frac');
      }
      case '√': {
        let index: MathNode | undefined;
        if (this.isOp('[')) {
          this.at++;
          index = this.expression();
          this.expect(']');
        }
        const written = this.isOp('{') ? this.argument() : this.atom();
        // √(12) is \sqrt{12}: the brackets only mark what is under the root.
        const arg = written.t === 'paren' ? written.inner : written;
        return index ? { t: 'sqrt', arg, index } : { t: 'sqrt', arg };
      }
      default:
        throw new ReadError('syntax');
    }
  }

  /** A LaTeX argument: {…} or a single token. */
  private argument(): MathNode {
    if (this.isOp('{')) {
      this.at++;
      const inner = this.relation();
      this.expect('}');
      return inner;
    }
    return this.atom();
  }
}

function mul(a: MathNode, b: MathNode, explicit: boolean): MathNode {
  return { t: 'mul', a, b, explicit };
}
function div(a: MathNode, b: MathNode, style: 'frac' | 'slash' | 'div'): MathNode {
  return { t: 'div', a, b, style };
}

export function isIntNode(node: MathNode): node is { t: 'num'; text: string; int: true } {
  return node.t === 'num' && node.int;
}
function intText(node: MathNode): string {
  return node.t === 'num' ? node.text : '';
}

/** The tree of a normalised answer; throws ReadError when it cannot be read or has two readings. */
export function readTree(text: string): MathNode {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new ReadError('syntax');
  return new Parser(tokens).parse();
}

/** The letters a tree uses as variables (π is a number). */
export function variablesOf(node: MathNode, into = new Set<string>()): Set<string> {
  if (node.t === 'sym') {
    if (node.name !== PI) into.add(node.name);
  } else {
    for (const child of children(node)) variablesOf(child, into);
  }
  return into;
}

export function children(node: MathNode): MathNode[] {
  switch (node.t) {
    case 'num':
    case 'sym':
    case 'mixed':
      return [];
    case 'neg':
      return [node.arg];
    case 'sum':
      return node.terms.map((term) => term.node);
    case 'mul':
    case 'div':
      return [node.a, node.b];
    case 'pow':
      return [node.base, node.exp];
    case 'sqrt':
      return node.index ? [node.arg, node.index] : [node.arg];
    case 'paren':
      return [node.inner];
    case 'tuple':
    case 'list':
      return node.items;
    case 'rel':
      return node.parts;
  }
}

/** The real value of an expression with the given variables; NaN where it has none (a relation, a tuple). */
export function evaluate(node: MathNode, env: Record<string, number> = {}): number {
  switch (node.t) {
    case 'num':
      return Number(node.text);
    case 'sym':
      return node.name === PI ? Math.PI : (env[node.name] ?? Number.NaN);
    case 'neg':
      return -evaluate(node.arg, env);
    case 'sum':
      return node.terms.reduce((total, term) => total + term.sign * evaluate(term.node, env), 0);
    case 'mul':
      return evaluate(node.a, env) * evaluate(node.b, env);
    case 'div':
      return evaluate(node.a, env) / evaluate(node.b, env);
    case 'pow':
      return Math.pow(evaluate(node.base, env), evaluate(node.exp, env));
    case 'sqrt': {
      const arg = evaluate(node.arg, env);
      if (!node.index) return Math.sqrt(arg);
      const index = evaluate(node.index, env);
      return arg < 0 && index % 2 === 1 ? -Math.pow(-arg, 1 / index) : Math.pow(arg, 1 / index);
    }
    case 'mixed':
      return Number(node.whole) + Number(node.num) / Number(node.den);
    case 'paren':
      return evaluate(node.inner, env);
    default:
      return Number.NaN;
  }
}
