// Worked solutions for what a student types: a linear or quadratic equation in one unknown solved step by step, an
// expression simplified (expand, then collect like terms), and a chain of steps checked link by link.
import { evaluate, variablesOf, type MathNode } from '../../../content/grading/math-tree.js';
import {
  coefficients,
  collect,
  degreeOf,
  div,
  expand,
  frac,
  fracLatex,
  integerCoefficients,
  isZero,
  mul,
  solutionSet,
  solveQuadratic,
  termsLatex,
  value,
  variablesIn,
  type Frac,
  type SolutionSet,
  type Term,
} from './algebra.js';
import { withParticle } from './korean.js';
import type { Statement } from './read-message.js';

type Language = 'ko' | 'en';
const say = (language: Language, en: string, ko: string) => (language === 'ko' ? ko : en);
const m = (latex: string) => `$${latex}$`;

/** Sample points for comparing values, as the grader uses: irrational-ish values avoid agreement by chance. */
const SAMPLE_POINTS = [0.5371, 1.9183, -1.2467, 2.7341, -0.6683];

function hasBrackets(node: MathNode): boolean {
  if (node.t === 'paren') return true;
  if (node.t === 'div') return node.a.t === 'sum' || hasBrackets(node.a) || hasBrackets(node.b);
  if (node.t === 'pow' && node.base.t !== 'sym') return true;
  if (node.t === 'mul' && (node.a.t === 'sum' || node.b.t === 'sum')) return true;
  switch (node.t) {
    case 'neg':
      return hasBrackets(node.arg);
    case 'sum':
      return node.terms.some((term) => hasBrackets(term.node));
    case 'mul':
      return hasBrackets(node.a) || hasBrackets(node.b);
    case 'pow':
      return hasBrackets(node.base);
    default:
      return false;
  }
}

const negate = (terms: Term[]) => terms.map((term) => ({ ...term, coef: mul(term.coef, frac(-1)) }));

/** The solutions as a student writes them: x = 4, x = 2 or x = 3. */
function solutionsLatex(set: SolutionSet | 'none', variable: string, language: Language): string {
  if (set === 'none') return say(language, 'no real solution', '실수 해가 없어요');
  if (set.kind === 'all') return say(language, 'every number is a solution', '모든 수가 해예요');
  const texts = [...new Set(set.roots.map((root) => root.latex))].map((latex) => m(`${variable} = ${latex}`));
  return texts.join(say(language, ' or ', ' 또는 '));
}

/** Korean copula after math: $x = 4$예요, $x = 3$이에요; the Korean sentences above already end themselves. */
function isSolutions(set: SolutionSet | 'none'): boolean {
  return set !== 'none' && set.kind === 'roots';
}

export interface Worked {
  steps: string[];
  result: string;
}

/** lhs = rhs solved step by step, or undefined when it is not linear or quadratic in one unknown. */
export function solveEquation(statement: Statement & { kind: 'equation' }, language: Language): Worked | undefined {
  const [lhs, rhs] = [expand(statement.lhs), expand(statement.rhs)];
  if (!lhs || !rhs) return undefined;
  const names = variablesIn([...lhs, ...rhs]);
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  const difference = collect([...lhs, ...negate(rhs)]);
  const cs = coefficients(difference, x);
  if (!cs) return undefined;
  while (cs.length > 0 && isZero(cs[cs.length - 1] as Frac)) cs.pop();
  if (cs.length > 3) return undefined;
  const steps: string[] = [];
  if (hasBrackets(statement.lhs) || hasBrackets(statement.rhs)) {
    steps.push(
      say(language, 'Expand the brackets: ', '괄호를 풀어요: ') + m(`${termsLatex(lhs)} = ${termsLatex(rhs)}`),
    );
  }
  const [left, right] = [collect(lhs), collect(rhs)];
  const written = (terms: Term[]) => terms.filter((term) => !isZero(term.coef)).length;
  if (left.length < written(lhs) || right.length < written(rhs)) {
    steps.push(
      say(language, 'Combine like terms on each side: ', '각 변의 동류항끼리 모아요: ') +
        m(`${termsLatex(left)} = ${termsLatex(right)}`),
    );
  }
  const set = solutionSet(lhs, rhs, x);
  if (set === undefined) return undefined;
  if (cs.length <= 1) {
    const constant = (terms: Term[]) => termsLatex(terms.filter((term) => Object.keys(term.vars).length === 0));
    steps.push(
      say(
        language,
        `The ${m(x)} terms cancel out, which leaves `,
        `${withParticle(m(x), '이/가')} 있는 항이 없어지고 `,
      ) +
        m(`${constant(left)} = ${constant(right)}`) +
        say(language, '.', '만 남아요.'),
    );
    const result = say(
      language,
      set !== 'none' && set.kind === 'all' ? 'Every number is a solution.' : 'This equation has no solution.',
      set !== 'none' && set.kind === 'all' ? '모든 수가 해예요.' : '이 방정식은 해가 없어요.',
    );
    return { steps, result };
  }
  if (cs.length === 2) {
    const [c0, c1] = cs as [Frac, Frac];
    const target = `${termsLatex([{ coef: c1, vars: { [x]: 1 } }])} = ${fracLatex(mul(c0, frac(-1)))}`;
    const current = `${termsLatex(left)} = ${termsLatex(right)}`;
    if (target !== current) {
      steps.push(
        say(
          language,
          `Move the ${m(x)} terms to the left and the numbers to the right (a term changes sign when it crosses the equals sign): `,
          `${withParticle(m(x), '이/가')} 있는 항은 좌변으로, 상수항은 우변으로 이항해요(이항하면 부호가 바뀌어요): `,
        ) + m(target),
      );
    }
    if (!(c1.n === 1 && c1.d === 1)) {
      const by = fracLatex(c1);
      const reciprocal = m(fracLatex(div(frac(1), c1)));
      steps.push(
        (c1.d === 1
          ? say(language, `Divide both sides by ${m(by)}: `, `양변을 ${withParticle(m(by), '으로/로')} 나눠요: `)
          : say(
              language,
              `Multiply both sides by ${reciprocal}, the reciprocal of ${m(by)}: `,
              `양변에 ${m(by)}의 역수 ${withParticle(reciprocal, '을/를')} 곱해요: `,
            )) + m(`${x} = ${fracLatex(div(mul(c0, frac(-1)), c1))}`),
      );
    }
  } else {
    const { cs: whole, factor } = integerCoefficients(cs);
    const standard = termsLatex(collect(whole.map((c, power) => ({ coef: c, vars: power ? { [x]: power } : {} }))));
    const moved = termsLatex(difference);
    if (!(right.length === 0 && termsLatex(left) === moved)) {
      steps.push(
        say(language, 'Move every term to the left side: ', '모든 항을 좌변으로 이항해요: ') + m(`${moved} = 0`),
      );
    }
    if (factor !== 1) {
      steps.push(
        say(
          language,
          `Multiply both sides by ${factor} to clear the fractions: `,
          `양변에 ${withParticle(String(factor), '을/를')} 곱해 분모를 없애요: `,
        ) + m(`${standard} = 0`),
      );
    }
    const quadratic = solveQuadratic(cs, x);
    const [c, b, a] = quadratic.cs;
    if (quadratic.factored) {
      steps.push(say(language, 'Factor the left side: ', '좌변을 인수분해해요: ') + m(`${quadratic.factored} = 0`));
    } else if (quadratic.formula) {
      steps.push(
        say(
          language,
          `Use the quadratic formula with ${m(`a = ${a}`)}, ${m(`b = ${b}`)}, ${m(`c = ${c}`)}: `,
          `근의 공식에 ${m(`a = ${a}`)}, ${m(`b = ${b}`)}, ${withParticle(m(`c = ${c}`), '을/를')} 넣어요: `,
        ) + m(`${x} = ${quadratic.formula} = ${quadratic.roots[0]?.latex ?? ''}`),
      );
    } else {
      steps.push(
        say(
          language,
          `The discriminant ${m('b^2 - 4ac')} is ${m(String(quadratic.discriminant))}, which is negative.`,
          `판별식 ${m('b^2 - 4ac')}의 값이 ${withParticle(m(String(quadratic.discriminant)), '으로/로')} 음수예요.`,
        ),
      );
    }
  }
  const solutions = solutionsLatex(set, x, language);
  const double = set !== 'none' && set.kind === 'roots' && cs.length === 3 && set.roots.length === 1;
  const result =
    language === 'ko'
      ? isSolutions(set)
        ? `따라서 ${withParticle(solutions, '이에요/예요')}${double ? ' (중근)' : ''}.`
        : `따라서 ${solutions}.`
      : isSolutions(set)
        ? `So ${solutions}${double ? ' (a double root)' : ''}.`
        : `So there is ${solutions}.`;
  return { steps, result };
}

/** An expression expanded and its like terms collected, or undefined when it is not a polynomial. */
export function simplifyExpression(node: MathNode, language: Language): Worked | undefined {
  const terms = expand(node);
  if (!terms) return undefined;
  const collected = collect(terms);
  if (variablesIn(terms).length === 0) {
    return { steps: [], result: termsLatex(collected) };
  }
  const steps: string[] = [];
  if (hasBrackets(node)) steps.push(say(language, 'Expand the brackets: ', '괄호를 풀어요: ') + m(termsLatex(terms)));
  if (collected.length < terms.length) {
    steps.push(
      say(language, 'Combine like terms: ', '동류항끼리 모아요: ') + m(`${grouped(terms)} = ${termsLatex(collected)}`),
    );
  }
  const result = say(
    language,
    `So it simplifies to ${m(termsLatex(collected))}.`,
    `따라서 간단히 하면 ${withParticle(m(termsLatex(collected)), '이에요/예요')}.`,
  );
  return { steps, result };
}

/** Like terms shown side by side with their coefficients in brackets: (3 + 2 - 1)a + 5. */
function grouped(terms: Term[]): string {
  const groups = new Map<string, Term[]>();
  for (const term of terms) {
    const key = termsLatex([{ coef: frac(1), vars: term.vars }]);
    groups.set(key, [...(groups.get(key) ?? []), term]);
  }
  return [...groups.entries()]
    .map(([monomial, members], index) => {
      if (members.length === 1) {
        const text = termsLatex(members);
        return index === 0 || text.startsWith('-') ? text : `+ ${text}`;
      }
      const inner = termsLatex(members.map((member) => ({ coef: member.coef, vars: {} })));
      const body = monomial === '1' ? `(${inner})` : `(${inner})${monomial}`;
      return index === 0 ? body : `+ ${body}`;
    })
    .join(' ')
    .replace(/ - /g, ' - ');
}

export type Link = 'same' | 'different' | 'unknown';

function valuesAgree(a: MathNode, b: MathNode): boolean | undefined {
  const names = [...new Set([...variablesOf(a), ...variablesOf(b)])].sort();
  for (let point = 0; point < SAMPLE_POINTS.length; point++) {
    const env = Object.fromEntries(
      names.map((name, index) => [name, SAMPLE_POINTS[(index + point) % SAMPLE_POINTS.length] as number]),
    );
    const [x, y] = [evaluate(a, env), evaluate(b, env)];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
    if (Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(y))) return false;
  }
  return true;
}

function setOf(statement: Statement & { kind: 'equation' }, variable: string): SolutionSet | 'none' | undefined {
  const [lhs, rhs] = [expand(statement.lhs), expand(statement.rhs)];
  return lhs && rhs ? solutionSet(lhs, rhs, variable) : undefined;
}

function sameSet(a: SolutionSet | 'none', b: SolutionSet | 'none'): boolean {
  if (a === 'none' || b === 'none') return a === b;
  if (a.kind === 'all' || b.kind === 'all') return a.kind === b.kind;
  const values = (set: typeof a) => [...new Set(set.roots.map((root) => root.value.toFixed(9)))].sort();
  return values(a).join() === values(b as typeof a).join();
}

/** Linear equations in several unknowns are the same equation when one is a multiple of the other. */
function sameLinear(a: Statement & { kind: 'equation' }, b: Statement & { kind: 'equation' }): Link {
  const moved = (statement: Statement & { kind: 'equation' }) => {
    const [lhs, rhs] = [expand(statement.lhs), expand(statement.rhs)];
    return lhs && rhs ? collect([...lhs, ...negate(rhs)]) : undefined;
  };
  const [x, y] = [moved(a), moved(b)];
  if (!x || !y || [...x, ...y].some((term) => degreeOf(term) > 1)) return 'unknown';
  const coefficient = (terms: Term[], key: string) =>
    terms.find((term) => termsLatex([{ coef: frac(1), vars: term.vars }]) === key)?.coef ?? frac(0);
  const keys = [...new Set([...x, ...y].map((term) => termsLatex([{ coef: frac(1), vars: term.vars }])))];
  const first = x[0];
  if (!first) return 'unknown';
  const key = termsLatex([{ coef: frac(1), vars: first.vars }]);
  const ratio = div(coefficient(y, key), first.coef);
  if (isZero(ratio)) return 'different';
  return keys.every((k) => value(mul(coefficient(x, k), ratio)) === value(coefficient(y, k))) ? 'same' : 'different';
}

/** Whether one step follows from the one before: equations by their solutions, expressions by their value. */
export function compareStatements(a: Statement, b: Statement): Link {
  if (a.kind === 'expression' && b.kind === 'expression') {
    const agree = valuesAgree(a.node, b.node);
    return agree === undefined ? 'unknown' : agree ? 'same' : 'different';
  }
  if (a.kind === 'equation' && b.kind === 'equation') {
    const names = [...new Set([a.lhs, a.rhs, b.lhs, b.rhs].flatMap((node) => [...variablesOf(node)]))];
    if (names.length > 1) return sameLinear(a, b);
    if (names.length !== 1) return 'unknown';
    const [x, y] = [setOf(a, names[0] as string), setOf(b, names[0] as string)];
    if (x === undefined || y === undefined) return 'unknown';
    return sameSet(x, y) ? 'same' : 'different';
  }
  return 'unknown';
}

/** Why a step from an equation is wrong: what the right move gives. */
export function rightMove(from: Statement, language: Language): string | undefined {
  if (from.kind === 'expression') {
    const terms = expand(from.node);
    if (!terms) return undefined;
    const simplified = m(termsLatex(collect(terms)));
    return say(
      language,
      `${m(from.latex)} simplifies to ${simplified}.`,
      `${withParticle(m(from.latex), '을/를')} 정리하면 ${withParticle(simplified, '이에요/예요')}.`,
    );
  }
  const [lhs, rhs] = [expand(from.lhs), expand(from.rhs)];
  if (!lhs || !rhs) return undefined;
  const names = variablesIn([...lhs, ...rhs]);
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  const set = solutionSet(lhs, rhs, x);
  if (set === undefined) return undefined;
  const solutions = solutionsLatex(set, x, language);
  const [left, right] = [collect(lhs), collect(rhs)];
  const constant = right.length === 0 || (right.length === 1 && Object.keys(right[0]?.vars ?? {}).length === 0);
  const single = left[0];
  const isX = (term: Term | undefined) =>
    term !== undefined && term.vars[x] === 1 && Object.keys(term.vars).length === 1;
  if (constant && left.length === 1 && isX(single) && !(single?.coef.n === 1 && single.coef.d === 1)) {
    const by = m(fracLatex((single as Term).coef));
    return say(
      language,
      `dividing both sides by ${by} gives ${solutions}.`,
      `양변을 ${withParticle(by, '으로/로')} 나누면 ${withParticle(solutions, '이에요/예요')}.`,
    );
  }
  const number = left[1];
  if (
    constant &&
    left.length === 2 &&
    isX(single) &&
    single?.coef.n === 1 &&
    single.coef.d === 1 &&
    number &&
    Object.keys(number.vars).length === 0
  ) {
    const size = m(fracLatex(frac(Math.abs(number.coef.n), number.coef.d)));
    return number.coef.n > 0
      ? say(
          language,
          `subtracting ${size} from both sides gives ${solutions}.`,
          `양변에서 ${withParticle(size, '을/를')} 빼면 ${withParticle(solutions, '이에요/예요')}.`,
        )
      : say(
          language,
          `adding ${size} to both sides gives ${solutions}.`,
          `양변에 ${withParticle(size, '을/를')} 더하면 ${withParticle(solutions, '이에요/예요')}.`,
        );
  }
  if (!isSolutions(set)) return say(language, `${m(from.latex)} has ${solutions}.`, `${m(from.latex)}: ${solutions}.`);
  const several = set !== 'none' && set.kind === 'roots' && new Set(set.roots.map((root) => root.latex)).size > 1;
  return say(
    language,
    several
      ? `the solutions of ${m(from.latex)} are ${solutionsLatex(set, x, language).replace(' or ', ' and ')}.`
      : `the solution of ${m(from.latex)} is ${solutions}.`,
    `${m(from.latex)}의 해는 ${withParticle(solutions, '이에요/예요')}.`,
  );
}
