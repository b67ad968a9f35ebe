// 중1 3. 문자와 식: simplifying linear expressions, substituting values (s1); solving linear equations and word
// problems (s2).
import {
  HINTS,
  PEOPLE,
  callKo,
  defineTemplate,
  essay,
  evalLatex,
  keyIs,
  linear,
  m,
  multiple,
  num,
  paren,
  stemMath,
  sum,
  term,
  withJosa,
  type Vars,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** coef × (the substituted factors), as written when substituting: 3\times(-2), (-2) for coefficient 1, -(-2) for -1. */
function substituted(coef: number, factors: string): string {
  if (coef === 1) return factors;
  if (coef === -1) return `-${factors}`;
  return `${num(coef)}\\times${factors}`;
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'simplify-linear', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-5, 6, [0, 1]),
      b: rng.intExcept(-4, 5, [0]),
      c: rng.intExcept(-9, 9, [0]),
      d: rng.int(2, 6),
      e: rng.intExcept(-4, 5, [0]),
      f: rng.intExcept(-9, 9, [0]),
    }),
    generate: ({ a, b, c, d, e, f }, rng) => {
      const tex = `${a === -1 ? '-' : num(a)}\\left(${linear(b, c)}\\right)-${d}\\left(${linear(e, f)}\\right)`;
      const p = a * b - d * e;
      const q = a * c - d * f;
      const correct = linear(p, q);
      const wrong = [
        linear(a * b - d * e, a * c + d * f),
        linear(a * b + d * e, a * c - d * f),
        linear(a * b - d * e, c - d * f),
        linear(a * b - e, a * c - f),
        linear(p, -q),
        linear(-p, q),
      ];
      const distributed = sum([a * b, 'x'], [a * c, ''], [-d * e, 'x'], [-d * f, '']);
      return multiple(rng, {
        stem: [`다음 식을 간단히 한 것은? \\(${tex}\\)`, `Which expression equals \\(${tex}\\)?`],
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            `분배법칙으로 괄호를 풉니다: \\(${distributed}\\)`,
            `Distribute to remove the parentheses: \\(${distributed}\\)`,
          ],
          [`동류항끼리 모으면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (vars: Vars) => evalLatex(stemMath(problem), vars)),
  }),

  defineTemplate(U, 'substitute-value', {
    version: 2,
    params: (rng) => ({
      two: rng.int(0, 1) === 1,
      a: rng.intExcept(-5, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.int(-9, 9),
      x: rng.intExcept(-5, 5, [0]),
      y: rng.intExcept(-5, 5, [0]),
    }),
    generate: ({ two, a, b, c, x, y }) => {
      const tex = two ? sum([a, 'x'], [b, 'y^{2}'], [c, 'xy']) : sum([a, 'x^{2}'], [b, 'x'], [c, '']);
      const value = two ? a * x + b * y * y + c * x * y : a * x * x + b * x + c;
      // Substitute term by term, negative numbers in brackets; a zero term is not written.
      const parts = two
        ? [
            substituted(a, paren(x)),
            substituted(b, `${paren(y)}^{2}`),
            c === 0 ? '' : substituted(c, `${paren(x)}\\times${paren(y)}`),
          ]
        : [substituted(a, `${paren(x)}^{2}`), substituted(b, paren(x)), c === 0 ? '' : num(c)];
      const sub = sum(...parts);
      const given = two ? `x=${x},\\ y=${y}` : `x=${x}`;
      return essay({
        stem: [
          `\\(${given}\\)일 때, 식 \\(${tex}\\)의 값을 구하시오.`,
          `Find the value of \\(${tex}\\) when \\(${given}\\).`,
        ],
        answer: num(value),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `음수는 괄호를 씌워 대입합니다: \\(${sub}\\)`,
            `Substitute, putting negative numbers in parentheses: \\(${sub}\\)`,
          ],
          [
            `거듭제곱, 곱셈, 덧셈 순서로 계산하면 \\(${sub}=${num(value)}\\)입니다.`,
            `Powers, then products, then sums: \\(${sub}=${num(value)}\\).`,
          ],
        ],
        difficulty: two ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ x, y }, problem) => keyIs(problem, evalLatex(stemMath(problem, 0), { x, y })[0] as number),
  }),

  defineTemplate(U, 'solve-linear', {
    version: 2,
    params: (rng) => ({
      paren: rng.int(0, 1) === 1,
      x: rng.int(-9, 9),
      a: rng.intExcept(-6, 7, [0]),
      c: rng.intExcept(-6, 7, [0]),
      b: rng.int(-12, 12),
      k: rng.int(2, 4),
    }),
    generate: ({ paren: withParen, x, a, c: c0, b, k }) => {
      // Left side a x + b (or k(a x + b)); the right side c x + d is built so that x solves it.
      const left = withParen ? `${k}\\left(${linear(a, b)}\\right)` : linear(a, b);
      const lv = withParen ? k * (a * x + b) : a * x + b;
      const la = withParen ? k * a : a;
      const lb = withParen ? k * b : b;
      const c = c0 === la ? la + 1 : c0;
      const d = lv - c * x;
      const right = linear(c, d);
      const tex = `${left}=${right}`;
      const coef = la - c;
      const moved = `${term(coef, 'x')}=${num(d - lb)}`;
      const steps: Array<[string, string]> = [];
      if (withParen) {
        steps.push([
          `괄호를 풀면 \\(${linear(la, lb)}=${right}\\)입니다.`,
          `Distribute: \\(${linear(la, lb)}=${right}\\).`,
        ]);
      }
      steps.push([
        `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하여 정리하면 \\(${moved}\\)입니다.`,
        `Move the \\(x\\)-terms to the left and the numbers to the right: \\(${moved}\\).`,
      ]);
      if (coef !== 1) {
        steps.push([
          `양변을 ${withJosa(m(coef), '으로/로')} 나누면 \\(x=${num(x)}\\)입니다.`,
          `Divide both sides by \\(${coef}\\): \\(x=${num(x)}\\).`,
        ]);
      }
      return essay({
        stem: [`일차방정식 \\(${tex}\\)의 해를 구하시오.`, `Solve the equation \\(${tex}\\) for \\(x\\).`],
        answer: num(x),
        form: 'number',
        hint: HINTS.integer,
        steps,
        difficulty: withParen ? 3 : 2,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      // Substitute the key into the equation as stated: the two sides must agree, and the solution is unique.
      const x = evalLatex(problem.answer)[0] as number;
      const [rel, diff] = evalLatex(stemMath(problem), { x });
      const [, other] = evalLatex(stemMath(problem), { x: x + 1 });
      return rel === 5 && Math.abs(diff as number) < 1e-9 && Math.abs(other as number) > 1e-9;
    },
  }),

  defineTemplate(U, 'age-word-problem', {
    version: 2,
    params: (rng) => {
      // A middle-school child and a parent 22-42 years older; in some years the parent is `times` times as old.
      for (;;) {
        const times = rng.int(2, 4);
        const child = rng.int(4, 15);
        const years = rng.int(1, 20);
        const gap = (times - 1) * (child + years);
        if (gap >= 22 && gap <= 42)
          return { child, years, times, who: rng.int(0, PEOPLE.length - 1), parent: rng.int(0, 1) };
      }
    },
    ranges: { child: [4, 15], adult: [26, 60] },
    values: ({ child, years, times }) => ({ adult: times * (child + years) - years }),
    generate: ({ child, years, times, who, parent }) => {
      const adult = times * (child + years) - years;
      const person = PEOPLE[who] as (typeof PEOPLE)[number];
      const [pKo, pEn] = parent ? ['어머니', 'mother'] : ['아버지', 'father'];
      const name = callKo(person);
      return essay({
        stem: [
          `현재 ${name}는 \\(${child}\\)살이고, ${name}의 ${pKo}는 \\(${adult}\\)살입니다. ${pKo}의 나이가 ${name}의 나이의 \\(${times}\\)배가 되는 것은 몇 년 후인지 구하시오.`,
          `${person.en} is \\(${child}\\) years old and ${person.en}'s ${pEn} is \\(${adult}\\). In how many years will the ${pEn} be ${times === 2 ? 'twice' : `\\(${times}\\) times`} as old as ${person.en}?`,
        ],
        answer: String(years),
        form: 'number',
        unit: '년',
        hint: HINTS.whole,
        steps: [
          [
            `\\(x\\)년 후라 하면 그때 ${name}는 \\((${child}+x)\\)살, ${pKo}는 \\((${adult}+x)\\)살이므로 \\(${adult}+x=${times}(${child}+x)\\)입니다.`,
            `Let it be \\(x\\) years from now: then ${person.en} is \\(${child}+x\\) and the ${pEn} is \\(${adult}+x\\), so \\(${adult}+x=${times}(${child}+x)\\).`,
          ],
          [
            times === 2
              ? `괄호를 풀면 \\(${adult}+x=${times * child}+${times}x\\)이고, 정리하면 \\(x=${adult}-${times * child}=${years}\\)입니다.`
              : `괄호를 풀면 \\(${adult}+x=${times * child}+${times}x\\)이고, 정리하면 \\(${term(times - 1, 'x')}=${adult - times * child}\\)이므로 \\(x=${years}\\)입니다.`,
            times === 2
              ? `Distribute: \\(${adult}+x=${times * child}+${times}x\\), so \\(x=${adult}-${times * child}=${years}\\).`
              : `Distribute: \\(${adult}+x=${times * child}+${times}x\\), so \\(${term(times - 1, 'x')}=${adult - times * child}\\) and \\(x=${years}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ child, years, times }, problem) => {
      const adult = times * (child + years) - years;
      // Count the years forward until the ages are in the stated ratio.
      let t = 0;
      while (adult + t !== times * (child + t) && t < 200) t++;
      return keyIs(problem, t);
    },
  }),
];
