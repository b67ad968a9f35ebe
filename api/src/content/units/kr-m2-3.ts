// 중2 3. 일차부등식: solving linear inequalities (with the sign flip, brackets, fractional coefficients; typed as an
// interval), a constant from the solution, counting natural-number solutions and the range of a constant that gives
// n of them, and word problems (a budget, when the farther store is cheaper).
import { bare, defineTemplate, essay, multiple, type GeneratedProblem } from '../kit/template.js';
import { lcm, num } from '../kit/numbers.js';
import { frac, linear, m, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { numberLine, withFigure } from '../kit/figures.js';
import type { Difficulty, ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-3';
const REL = ['<', '>', '\\le ', '\\ge '] as const;
const FLIP: Record<string, string> = { '<': '>', '>': '<', '\\le ': '\\ge ', '\\ge ': '\\le ' };
/** Truth of a relation code from evalLatex ([code, lhs - rhs]). */
const holds = ([code, diff]: number[]) =>
  code === 1
    ? (diff as number) < -1e-12
    : code === 2
      ? (diff as number) > 1e-12
      : code === 3
        ? (diff as number) <= 1e-12
        : (diff as number) >= -1e-12;

/** A relation written as a student types it, for the key: x\\le -5, not x\\le  -5. */
const tight = (r: string) => r.trim();

/**
 * Whether a typed inequality key in x has the same solutions as the inequality in the stem: they agree at the key's
 * bound, just beside it and far from it on both sides.
 */
function sameSolutions(problem: GeneratedProblem, stated: string): boolean {
  const key = problem.answer;
  const bound = -(evalLatex(key, { x: 0 })[1] as number);
  const points = [bound - 3, bound - 0.01, bound, bound + 0.01, bound + 3];
  return points.every((x) => holds(evalLatex(key, { x })) === holds(evalLatex(stated, { x })));
}

/** The check of an item that asks to solve its stem's inequality: the key has the same solutions. */
const solvesStem = (_p: unknown, problem: GeneratedProblem): boolean => sameSolutions(problem, stemMath(problem));

/** An item that asks to solve one inequality in x, typed as an interval; the steps teach the method. */
const solveInequality = (tex: string, key: string, steps: Array<readonly [string, string]>, difficulty: Difficulty) =>
  essay({
    stem: [`일차부등식 ${withJosa(m(tex), '을/를')} 푸시오.`, `Solve the inequality \\(${tex}\\).`],
    answer: key,
    form: 'interval',
    variables: ['x'],
    steps,
    difficulty,
  });

/** Two things bought together, priced per the same counter (개, 송이, 자루). */
const ITEMS = [
  { ko: ['초콜릿', '사탕'], en: ['chocolate bars', 'candies'], counter: '개' },
  { ko: ['장미', '튤립'], en: ['roses', 'tulips'], counter: '송이' },
  { ko: ['볼펜', '연필'], en: ['pens', 'pencils'], counter: '자루' },
] as const;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'solve-inequality', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-6, 6, [0]),
      c: rng.intExcept(-6, 6, [0]),
      b: rng.int(-12, 12),
      root: rng.int(-8, 8),
      den: rng.pick([1, 1, 1, 2, 3]),
      rel: rng.int(0, 3),
    }),
    generate: ({ a, c: c0, b, root, den, rel }, rng) => {
      const c = c0 === a ? a + 1 : c0;
      const k = a - c;
      // a x + b REL c x + d with the bound root/den; d = k·bound + b must be whole, else use den = 1.
      const dd = (k * root) % den === 0 ? den : 1;
      const boundValue = root / dd;
      const boundTex = frac(root, dd);
      const d = k * boundValue + b;
      if (!Number.isInteger(d)) throw new Error('bound');
      const r = REL[rel] as string;
      const tex = `${linear(a, b)}${r}${linear(c, d)}`;
      const final = k > 0 ? r : (FLIP[r] as string);
      const correct = `x${final}${boundTex}`;
      const neg = boundTex.startsWith('-') ? boundTex.slice(1) : `-${boundTex}`;
      const wrong = [
        `x${FLIP[final]}${boundTex}`,
        `x${final}${frac(root + dd, dd)}`,
        `x${FLIP[final]}${frac(root - dd, dd)}`,
        `x${final}${neg}`,
        `x${FLIP[final]}${neg}`,
        `x${final.startsWith('\\') ? final.replace('\\le', '<').replace('\\ge', '>') : final === '<' ? '\\le ' : '\\ge '}${boundTex}`,
        `x${final}${frac(d - b, 1)}`,
      ];
      const moved = `${term(k, 'x')}${r}${num(d - b)}`;
      const divide =
        k === 1
          ? null
          : k === -1
            ? ([
                `양변에 \\(-1\\)을 곱하면 부등호의 방향이 바뀝니다: \\(${correct}\\)`,
                `Multiplying both sides by \\(-1\\) reverses the inequality: \\(${correct}\\)`,
              ] as const)
            : k > 0
              ? ([
                  `양변을 양수 ${withJosa(m(k), '으로/로')} 나누면 부등호의 방향은 그대로입니다: \\(${correct}\\)`,
                  `Dividing both sides by the positive number \\(${k}\\) keeps the direction: \\(${correct}\\)`,
                ] as const)
              : ([
                  `양변을 음수 ${withJosa(m(k), '으로/로')} 나누면 부등호의 방향이 바뀝니다: \\(${correct}\\)`,
                  `Dividing both sides by the negative number \\(${k}\\) reverses the direction: \\(${correct}\\)`,
                ] as const);
      return multiple(rng, {
        stem: [`일차부등식 \\(${tex}\\)의 해는?`, `What is the solution of the inequality \\(${tex}\\)?`],
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하여 정리하면 \\(${moved}\\)입니다.`,
            `Move the \\(x\\)-terms left and the numbers right: \\(${moved}\\).`,
          ],
          ...(divide ? [divide] : []),
        ],
        difficulty: k < 0 ? 3 : 2,
      });
    },
    check: (_p, problem) => {
      // Test points around the bound: a choice is right only if it agrees with the stated inequality everywhere.
      const ineq = stemMath(problem);
      const choices = (problem.choices ?? []).map(bare);
      const bounds = choices.map((ch) => -(evalLatex(ch, { x: 0 })[1] as number));
      const points = bounds.flatMap((b) => [b - 1.5, b - 0.01, b, b + 0.01, b + 1.5]);
      const agree = choices.map((ch) =>
        points.every((x) => holds(evalLatex(ch, { x })) === holds(evalLatex(ineq, { x }))),
      );
      return agree.filter(Boolean).length === 1 && agree[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'count-natural-solutions', {
    version: 2,
    params: (rng) => ({
      a: rng.int(2, 7),
      b: rng.int(-10, 20),
      limit: rng.int(3, 15),
      strict: rng.int(0, 1) === 1,
      c: rng.int(1, 3),
    }),
    generate: ({ a, b, limit, strict, c }) => {
      // a x + b (< or ≤) c x + d, whose natural solutions are 1..count.
      const k = a + c;
      const rhs = k * limit + (strict && k > 2 ? 1 : 0);
      const d = rhs + b;
      const r = strict ? '<' : '\\le ';
      const tex = `${linear(a, b)}${r}${linear(-c, d)}`;
      const count = strict ? Math.ceil(rhs / k) - 1 : Math.floor(rhs / k);
      return essay({
        stem: [
          `부등식 ${withJosa(m(tex), '을/를')} 만족하는 자연수 \\(x\\)의 개수를 구하시오.`,
          `How many positive integers \\(x\\) satisfy \\(${tex}\\)?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [`이항하여 정리하면 \\(${k}x${r}${rhs}\\)입니다.`, `Rearranging gives \\(${k}x${r}${rhs}\\).`],
          [
            `양변을 ${withJosa(m(k), '으로/로')} 나누면 \\(x${r}${frac(rhs, k)}\\)이므로 자연수 \\(x\\)는 \\(1\\)부터 \\(${count}\\)까지 \\(${count}\\)개입니다.`,
            `Dividing by \\(${k}\\) gives \\(x${r}${frac(rhs, k)}\\), so the positive integers are \\(1\\) through \\(${count}\\): \\(${count}\\) of them.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: (_p, problem) => {
      const ineq = stemMath(problem, -1);
      let count = 0;
      for (let x = 1; x <= 200; x++) if (holds(evalLatex(ineq, { x }))) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'budget', {
    version: 2,
    params: (rng) => ({
      cheap: rng.int(5, 15) * 100,
      extra: rng.int(2, 10) * 100,
      total: rng.int(8, 20),
      who: rng.int(0, PEOPLE.length - 1),
      item: rng.int(0, 2),
      slack: rng.int(0, 9) * 100,
    }),
    ranges: { cheap: [100, 3000], pricey: [100, 5000], total: [1, 30] },
    values: ({ cheap, extra }) => ({ pricey: cheap + extra }),
    generate: ({ cheap, extra, total, who, item, slack }) => {
      const pricey = cheap + extra;
      // Choose a budget so that the answer is between 1 and total - 1.
      const best = Math.max(1, Math.min(total - 1, Math.floor(total / 2)));
      const budget = cheap * total + extra * best + Math.min(slack, extra - 100);
      const p = PEOPLE[who] as (typeof PEOPLE)[number];
      const it = ITEMS[item] as (typeof ITEMS)[number];
      const [dear, cheapKo] = it.ko;
      const [dearEn, cheapEn] = it.en;
      const unit = it.counter;
      const answer = Math.floor((budget - cheap * total) / extra);
      const won = (n: number) => `\\(${num(n)}\\)원`;
      return essay({
        stem: [
          `${nameWith(p, '가')} 한 ${unit}에 ${won(pricey)}인 ${withJosa(dear, '과/와')} 한 ${unit}에 ${won(cheap)}인 ${withJosa(cheapKo, '을/를')} 합하여 \\(${total}\\)${withJosa(unit, '을/를')} 사려고 합니다. 전체 금액이 ${won(budget)} 이하가 되게 하려면 ${withJosa(dear, '은/는')} 최대 몇 ${unit}까지 살 수 있는지 구하시오.`,
          `${p.en} wants to buy \\(${total}\\) ${dearEn} and ${cheapEn} in all: ${dearEn} at \\(${num(pricey)}\\) won each and ${cheapEn} at \\(${num(cheap)}\\) won each. The total must be at most \\(${num(budget)}\\) won. At most how many ${dearEn} can ${p.en} buy?`,
        ],
        answer: String(answer),
        form: 'number',
        unit,
        hint: HINTS.whole,
        steps: [
          [
            `${withJosa(dear, '을/를')} \\(x\\)${unit} 산다고 하면 ${withJosa(cheapKo, '은/는')} \\((${total}-x)\\)${unit}이므로 \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\)입니다.`,
            `Let \\(x\\) be the number of ${dearEn}; then there are \\(${total}-x\\) ${cheapEn}, and \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\).`,
          ],
          [
            `정리하면 \\(${extra}x\\le ${budget - cheap * total}\\), \\(x\\le ${frac(budget - cheap * total, extra)}\\)이므로 \\(x\\)는 최대 \\(${answer}\\)입니다.`,
            `So \\(${extra}x\\le ${budget - cheap * total}\\), \\(x\\le ${frac(budget - cheap * total, extra)}\\): at most \\(${answer}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ cheap, extra, total, slack }, problem) => {
      const budget =
        cheap * total + extra * Math.max(1, Math.min(total - 1, Math.floor(total / 2))) + Math.min(slack, extra - 100);
      let best = -1;
      for (let x = 0; x <= total; x++) if ((cheap + extra) * x + cheap * (total - x) <= budget) best = x;
      return keyIs(problem, best);
    },
  }),

  defineTemplate(U, 'solve-with-brackets', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const k = rng.int(2, 4);
        const a = rng.intExcept(-3, 4, [0]);
        const b = rng.intExcept(-6, 6, [0]);
        const c = rng.intExcept(-6, 6, [0, k * a]);
        const bound = rng.intExcept(-7, 7, [0]);
        const rel = rng.int(0, 3);
        const d = (k * a - c) * bound + k * b;
        if (Math.abs(d) <= 40) return { k, a, b, c, d, bound, rel };
      }
    },
    generate: ({ k, a, b, c, d, bound, rel }) => {
      // k(a x + b) REL c x + d, whose solutions are x REL' bound.
      const r = REL[rel]!;
      const tex = `${k}\\left(${linear(a, b)}\\right)${r}${linear(c, d)}`;
      const coef = k * a - c;
      const final = coef > 0 ? r : FLIP[r]!;
      const key = `x${tight(final)}${num(bound)}`;
      const opened = `${linear(k * a, k * b)}${r}${linear(c, d)}`;
      const moved = `${term(coef, 'x')}${r}${num(d - k * b)}`;
      return solveInequality(
        tex,
        key,
        [
          [`분배법칙으로 괄호를 풀면 \\(${opened}\\)입니다.`, `Distribute to remove the parentheses: \\(${opened}\\).`],
          [
            `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하면 \\(${moved}\\)입니다.`,
            `Move the \\(x\\)-terms to the left and the numbers to the right: \\(${moved}\\).`,
          ],
          coef > 0
            ? [
                `양변을 양수 ${withJosa(m(coef), '으로/로')} 나누면 부등호의 방향은 그대로이므로 \\(${key}\\)입니다.`,
                `Divide both sides by \\(${coef}\\), a positive number, so the inequality sign stays: \\(${key}\\).`,
              ]
            : [
                `양변을 음수 ${withJosa(m(coef), '으로/로')} 나누면 부등호의 방향이 바뀌므로 \\(${key}\\)입니다.`,
                `Divide both sides by \\(${coef}\\), a negative number, so the inequality sign turns around: \\(${key}\\).`,
              ],
        ],
        coef > 0 ? 2 : 3,
      );
    },
    check: solvesStem,
  }),

  defineTemplate(U, 'fraction-coefficients', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [p, r] = rng.shuffle([2, 3, 4, 5, 6]).slice(0, 2) as [number, number];
        const s = rng.intExcept(-5, 5, [0]);
        const t = rng.intExcept(-5, 5, [0, s]);
        const rel = rng.int(0, 3);
        const L = lcm(p, r);
        const coef = L / p - L / r;
        // (x + s)/p − (x + t)/r REL k: after ×L, coef·x REL L·k − (L/p)s + (L/r)t; a whole bound keeps it short.
        const k = rng.intExcept(-3, 3, [0]);
        const rhs = L * k - (L / p) * s + (L / r) * t;
        if (coef !== 0 && rhs % coef === 0 && Math.abs(rhs / coef) <= 30) return { p, r, s, t, k, rel };
      }
    },
    generate: ({ p, r, s, t, k, rel }) => {
      const R = REL[rel]!;
      const L = lcm(p, r);
      const tex = `\\frac{${linear(1, s)}}{${p}}-\\frac{${linear(1, t)}}{${r}}${R}${k}`;
      const coef = L / p - L / r;
      const rhs = L * k - (L / p) * s + (L / r) * t;
      const bound = rhs / coef;
      const final = coef > 0 ? R : FLIP[R]!;
      const key = `x${tight(final)}${num(bound)}`;
      // A multiplier of 1 is not written: (x+1), not 1(x+1).
      const times = (n: number, inner: string) => `${n === 1 ? '' : n}\\left(${inner}\\right)`;
      const cleared = `${times(L / p, linear(1, s))}-${times(L / r, linear(1, t))}${R}${num(L * k)}`;
      const moved = `${term(coef, 'x')}${R}${num(rhs)}`;
      return solveInequality(
        tex,
        key,
        [
          [
            `계수가 분수인 부등식은 양변에 분모의 최소공배수를 곱하여 계수를 정수로 바꾸는 것이 핵심입니다. 양변에 ${withJosa(m(L), '을/를')} 곱하면 \\(${cleared}\\)입니다. 이때 우변의 상수항에도 빠짐없이 곱합니다.`,
            `The key is to clear the fractions: multiply both sides by \\(${L}\\), the least common multiple of the denominators, so that every coefficient is an integer: \\(${cleared}\\). Every term is multiplied, the right side too.`,
          ],
          [`괄호를 풀고 정리하면 \\(${moved}\\)입니다.`, `Remove the parentheses and collect terms: \\(${moved}\\).`],
          ...(coef === 1
            ? []
            : [
                coef > 0
                  ? ([
                      `양변을 ${withJosa(m(coef), '으로/로')} 나누면 \\(${key}\\)입니다.`,
                      `Divide both sides by \\(${coef}\\): \\(${key}\\).`,
                    ] as const)
                  : ([
                      `양변을 음수 ${withJosa(m(coef), '으로/로')} 나누면 부등호의 방향이 바뀌므로 \\(${key}\\)입니다.`,
                      `Divide both sides by \\(${coef}\\), a negative number, so the sign turns around: \\(${key}\\).`,
                    ] as const),
              ]),
        ],
        4,
      );
    },
    check: solvesStem,
  }),

  defineTemplate(U, 'constant-from-solution', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const c = rng.intExcept(-5, 6, [0]);
        const a = rng.intExcept(-8, 8, [c]);
        const bound = rng.intExcept(-6, 6, [0]);
        const b = rng.int(-9, 9);
        const rel = rng.int(0, 3);
        const d = (a - c) * bound + b;
        if (Math.abs(d) <= 30 && a !== 0 && a !== 1 && a !== -1) return { a, b, c, d, bound, rel };
      }
    },
    generate: ({ a, b, c, d, bound, rel }) => {
      // a x + b REL c x + d with a unknown: its solutions are x REL' bound.
      const R = REL[rel]!;
      const coef = a - c;
      const final = coef > 0 ? R : FLIP[R]!;
      const tex = `ax${b === 0 ? '' : b > 0 ? `+${b}` : `${b}`}${R}${linear(c, d)}`;
      const solution = `x${tight(final)}${num(bound)}`;
      const moved = `\\left(${linear(1, -c, 'a')}\\right)x${R}${num(d - b)}`;
      return essay({
        stem: [
          `\\(x\\)에 대한 일차부등식 \\(${tex}\\)의 해가 \\(${solution}\\)일 때, 상수 \\(a\\)의 값을 구하시오.`,
          `The solution of the inequality \\(${tex}\\) in \\(x\\) is \\(${solution}\\). Find the constant \\(a\\).`,
        ],
        answer: num(a),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [`이항하여 정리하면 \\(${moved}\\)입니다.`, `Rearrange: \\(${moved}\\).`],
          [
            `해의 부등호가 ${R === final ? '그대로이므로' : '바뀌었으므로'} ${withJosa(m(linear(1, -c, 'a')), '은/는')} ${R === final ? '양수' : '음수'}이고, 양변을 나눈 값이 경계 ${withJosa(m(bound), '과/와')} 같아야 합니다. 부등호의 방향으로 \\(x\\)의 계수의 부호를 알아내는 것이 핵심입니다.`,
            `The sign ${R === final ? 'stays the same' : 'turns around'} in the solution, so \\(${linear(1, -c, 'a')}\\) is ${R === final ? 'positive' : 'negative'}, and dividing by it must give the boundary \\(${bound}\\). The key is reading the sign of the coefficient of \\(x\\) from the direction of the sign.`,
          ],
          [
            `\\(\\frac{${num(d - b)}}{${linear(1, -c, 'a')}}=${bound}\\)에서 \\(${linear(1, -c, 'a')}=${num(coef)}\\)이므로 \\(a=${num(a)}\\)입니다.`,
            `From \\(\\frac{${num(d - b)}}{${linear(1, -c, 'a')}}=${bound}\\), \\(${linear(1, -c, 'a')}=${num(coef)}\\), so \\(a=${num(a)}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Try every integer a: with it, the stated inequality must have exactly the stated solutions.
    check: (_p, problem) => {
      const [inequality, solution] = [stemMath(problem, 0), stemMath(problem, 2)];
      const bound = -(evalLatex(solution, { x: 0 })[1] as number);
      const points = [bound - 3, bound - 0.01, bound, bound + 0.01, bound + 3];
      const fits = Array.from({ length: 61 }, (_, i) => i - 30).filter((a) =>
        points.every((x) => holds(evalLatex(inequality, { x, a })) === holds(evalLatex(solution, { x }))),
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'cheaper-store', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const near = rng.int(8, 25) * 100;
        const cut = rng.int(2, 8) * 100;
        const fare = rng.int(6, 20) * 200;
        if (cut < near / 2) return { near, cut, fare, who: rng.int(0, PEOPLE.length - 1) };
      }
    },
    ranges: { near: [800, 2500], far: [400, 2500], fare: [1200, 4000] },
    values: ({ near, cut }) => ({ far: near - cut }),
    generate: ({ near, cut, fare, who }) => {
      const far = near - cut;
      const person = PEOPLE[who]!;
      const exact = Number.isInteger(fare / cut);
      const least = Math.floor(fare / cut) + 1;
      const won = (n: number) => `\\(${num(n)}\\)원`;
      return essay({
        stem: [
          `집 앞 문구점에서 한 권에 ${won(near)}인 공책을 할인 매장에서는 한 권에 ${won(far)}에 팝니다. 할인 매장에 다녀오려면 왕복 교통비가 ${won(fare)} 듭니다. ${nameWith(person, '가')} 공책을 몇 권 이상 살 때 할인 매장에서 사는 것이 유리한지 구하시오.`,
          `A notebook costs \\(${num(near)}\\) won at the stationery store near ${person.en}'s home and \\(${num(far)}\\) won at a discount store, but the round trip to the discount store costs \\(${num(fare)}\\) won in fares. At least how many notebooks must ${person.en} buy for the discount store to cost less?`,
        ],
        answer: String(least),
        form: 'number',
        unit: '권',
        hint: HINTS.whole,
        steps: [
          [
            `공책을 \\(x\\)권 산다고 하면 집 앞 문구점에서는 \\(${num(near)}x\\)원, 할인 매장에서는 교통비까지 \\((${num(far)}x+${num(fare)})\\)원이 듭니다.`,
            `Let \\(x\\) be the number of notebooks: \\(${num(near)}x\\) won near home, and \\(${num(far)}x+${num(fare)}\\) won at the discount store, fares included.`,
          ],
          [
            `할인 매장이 유리하려면 비용이 더 적어야 하므로 \\(${num(far)}x+${num(fare)}<${num(near)}x\\)입니다. '유리하다'를 부등호 <로 옮기는 것이 핵심이며, 같을 때는 유리하지 않습니다.`,
            `Cheaper means strictly less, so \\(${num(far)}x+${num(fare)}<${num(near)}x\\). The key is turning "costs less" into the strict sign \\(<\\): at equal cost neither store is better.`,
          ],
          [
            `정리하면 \\(${num(cut)}x>${num(fare)}\\), \\(x>${frac(fare, cut)}\\)이므로 ${exact ? `\\(x=${num(fare / cut)}\\)일 때는 비용이 같고, ` : ''}공책을 \\(${least}\\)권 이상 살 때 유리합니다.`,
            `So \\(${num(cut)}x>${num(fare)}\\) and \\(x>${frac(fare, cut)}\\)${exact ? `; at \\(x=${num(fare / cut)}\\) the costs are equal` : ''}. Buying \\(${least}\\) or more notebooks makes the discount store cheaper.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Count up until the discount store, fares included, is strictly cheaper.
    check: ({ near, cut, fare }, problem) => {
      let n = 1;
      while ((near - cut) * n + fare >= near * n) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'natural-solutions-range', {
    version: 1,
    params: (rng) => ({
      k: rng.int(2, 5),
      b: rng.intExcept(-9, 9, [0]),
      n: rng.int(2, 5),
      strict: rng.int(0, 1) === 1,
    }),
    generate: ({ k, b, n, strict }) => {
      // k x − a ≤ b (or <): its solutions are x ≤ (a + b)/k, and exactly the natural numbers 1..n solve it when
      // n ≤ (a + b)/k < n + 1 (for <: n < (a + b)/k ≤ n + 1).
      const R = strict ? '<' : '\\le ';
      const tex = `${k}x-a${R}${b}`;
      const [low, high] = [k * n - b, k * (n + 1) - b];
      const key = strict ? `${low}<a\\le ${high}` : `${low}\\le a<${high}`;
      const ratio = b === 0 ? `\\frac{a}{${k}}` : `\\frac{a${b > 0 ? '+' : ''}${b}}{${k}}`;
      const list = Array.from({ length: n }, (_, i) => i + 1).join(',\\ ');
      const window = strict ? `${n}<${ratio}\\le ${n + 1}` : `${n}\\le ${ratio}<${n + 1}`;
      return essay({
        stem: [
          `\\(x\\)에 대한 일차부등식 ${withJosa(m(tex), '을/를')} 만족하는 자연수 \\(x\\)가 \\(${n}\\)개일 때, 상수 \\(a\\)의 값의 범위를 구하시오.`,
          `Exactly \\(${n}\\) positive integers \\(x\\) satisfy the inequality \\(${tex}\\). Find the range of values of the constant \\(a\\).`,
        ],
        answer: key,
        form: 'interval',
        variables: ['a'],
        steps: [
          [
            `부등식을 풀면 \\(${k}x${R}a${b > 0 ? '+' : ''}${b}\\)에서 \\(x${R}${ratio}\\)입니다.`,
            `Solve for \\(x\\): \\(${k}x${R}a${b > 0 ? '+' : ''}${b}\\), so \\(x${R}${ratio}\\).`,
          ],
          [
            `자연수 해가 \\(${list}\\)의 \\(${n}\\)개뿐이려면 ${withJosa(m(n), '은/는')} 해에 들어가고 ${withJosa(m(n + 1), '은/는')} 들어가지 않아야 합니다. 수직선에 나타내어 경계의 값이 해에 포함되는지 따지는 것이 핵심입니다: \\(${window}\\)`,
            `For the solutions in the positive integers to be exactly \\(${list}\\), \\(${n}\\) must be a solution and \\(${n + 1}\\) must not. The key is to check on a number line whether each boundary value is included: \\(${window}\\)`,
          ],
          [
            b > 0
              ? `각 변에 ${withJosa(m(k), '을/를')} 곱하고 ${withJosa(m(b), '을/를')} 빼면 \\(${key}\\)입니다.`
              : `각 변에 ${withJosa(m(k), '을/를')} 곱하고 ${withJosa(m(-b), '을/를')} 더하면 \\(${key}\\)입니다.`,
            b > 0
              ? `Multiply through by \\(${k}\\) and subtract \\(${b}\\): \\(${key}\\).`
              : `Multiply through by \\(${k}\\) and add \\(${-b}\\): \\(${key}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Walk a over quarter steps and count the natural solutions of k x − a ≤ b each time: the key's bounds must be
    // the first and last a with exactly n of them.
    check: ({ k, b, n, strict }, problem) => {
      const match = /^(-?\d+)(<|\\le )a(<|\\le )(-?\d+)$/.exec(problem.answer);
      if (!match) return false;
      const naturals = (a: number) => {
        let count = 0;
        for (let x = 1; x <= 60; x++) if (strict ? k * x - a < b : k * x - a <= b) count++;
        return count;
      };
      const fits = Array.from({ length: 801 }, (_, i) => -100 + i / 4).filter((a) => naturals(a) === n);
      const [first, last] = [fits[0]!, fits.at(-1)!];
      const low = Number(match[1]);
      const high = Number(match[4]);
      const lowIn = match[2] === '\\le ';
      const highIn = match[3] === '\\le ';
      return (
        (lowIn ? first === low : first === low + 0.25) &&
        (highIn ? last === high : last === high - 0.25) &&
        naturals(low) === (lowIn ? n : n - 1) &&
        naturals(high) === (highIn ? n : n + 1)
      );
    },
  }),

  // The solution drawn on a number line, written back as an inequality.
  defineTemplate('kr-m2-3', 'inequality-from-number-line', {
    version: 1,
    params: (r) => ({ c: r.int(-6, 6), right: r.int(0, 1) === 1, closed: r.int(0, 1) === 1 }),
    generate: ({ c, right, closed }) => {
      const rel = right ? (closed ? '\\ge ' : '>') : closed ? '\\le ' : '<';
      const key = `x${rel}${c}`;
      return withFigure(
        essay({
          difficulty: 2,
          stem: [
            '수직선 위에 나타낸 \\(x\\)의 값의 범위를 부등식으로 나타내시오.',
            'Write the values of \\(x\\) shown on the number line as an inequality.',
          ],
          answer: key,
          form: 'interval',
          variables: ['x'],
          steps: [
            [
              `경계의 수는 \\(${c}\\)이고, ${closed ? '속이 찬 점(●)이므로 경계의 수를 포함합니다' : '속이 빈 점(○)이므로 경계의 수를 포함하지 않습니다'}.`,
              `The boundary is \\(${c}\\). ${closed ? 'The dot is filled, so it is included' : 'The dot is open, so it is not included'}.`,
            ],
            [
              `화살표가 ${right ? '오른쪽' : '왼쪽'}을 향하므로 \\(${c}\\)보다 ${right ? '큰' : '작은'} 수입니다. 따라서 \\(${key}\\)입니다.`,
              `The arrow points ${right ? 'right' : 'left'}, to numbers ${right ? 'greater' : 'less'} than \\(${c}\\): \\(${key}\\).`,
            ],
          ],
        }),
        numberLine({
          min: c - 5,
          max: c + 5,
          intervals: [right ? { from: c, fromOpen: !closed } : { to: c, toOpen: !closed }],
        }),
      );
    },
    // Test numbers at, beside and far from the boundary against the drawn ray.
    check: ({ c, right, closed }, problem) => {
      const key = problem.answer.replace(/\\le ?/g, '<=').replace(/\\ge ?/g, '>=');
      const match = /^x(<=|>=|<|>)(-?\d+)$/.exec(key);
      if (!match) return false;
      const [, op, bound] = match;
      const holds = (x: number) =>
        op === '<'
          ? x < Number(bound)
          : op === '>'
            ? x > Number(bound)
            : op === '<='
              ? x <= Number(bound)
              : x >= Number(bound);
      const drawn = (x: number) => (x === c ? closed : right ? x > c : x < c);
      return [c - 3, c - 0.1, c, c + 0.1, c + 3].every((x) => holds(x) === drawn(x));
    },
  }),

  // The solution of ax + b > c is drawn; a is found from where the ray starts (the sign of a turns it around).
  defineTemplate('kr-m2-3', 'inequality-coefficient-figure', {
    version: 1,
    params: (r) => ({ a: r.int(2, 5) * -1, k: r.intExcept(-4, 4, [0]), b: r.intExcept(-6, 6, [0]) }),
    generate: ({ a, k, b }) => {
      const c = a * k + b;
      const lhs = `${a}x${b > 0 ? '+' : ''}${b}`.replace(/^-1x/, '-x');
      return withFigure(
        essay({
          difficulty: 4,
          stem: [
            `일차부등식 \\(ax${b > 0 ? '+' : ''}${b}>${c}\\)의 해를 수직선 위에 나타내면 다음 그림과 같을 때, 상수 \\(a\\)의 값을 구하시오.`,
            `The solution of the inequality \\(ax${b > 0 ? '+' : ''}${b}>${c}\\) is shown on the number line. Find the constant \\(a\\).`,
          ],
          answer: String(a),
          form: 'number',
          steps: [
            [
              `그림의 해는 \\(x<${k}\\)입니다. 부등식은 ${withJosa(m(`ax>${c - b}`), '이/가')} 되는데, 해의 부등호 방향이 바뀌었으므로 \\(a<0\\)임을 알 수 있습니다. 이것이 이 문제의 핵심입니다.`,
              `The picture shows \\(x<${k}\\). The inequality becomes \\(ax>${c - b}\\); the sign turned around, so \\(a<0\\). That is the key to the problem.`,
            ],
            [
              `\\(a<0\\)이므로 양변을 \\(a\\)로 나누면 \\(x<\\frac{${c - b}}{a}\\)이고, 이것이 ${withJosa(m(`x<${k}`), '과/와')} 같아야 합니다.`,
              `Dividing by the negative \\(a\\) gives \\(x<\\frac{${c - b}}{a}\\), which must be \\(x<${k}\\).`,
            ],
            [
              `\\(\\frac{${c - b}}{a}=${k}\\)에서 \\(a=${a}\\)입니다. (확인: ${withJosa(m(`${lhs}>${c}`), '을/를')} 풀면 \\(x<${k}\\))`,
              `From \\(\\frac{${c - b}}{a}=${k}\\), \\(a=${a}\\). (Check: \\(${lhs}>${c}\\) gives \\(x<${k}\\).)`,
            ],
          ],
        }),
        numberLine({ min: k - 5, max: k + 5, intervals: [{ to: k, toOpen: true }] }),
      );
    },
    // Tries every whole a from -10 to 10: only one makes ax + b > c true exactly left of k.
    check: ({ k, b, a }, problem) => {
      const c = a * k + b;
      const fits = (t: number) =>
        [k - 3, k - 1, k - 0.1, k, k + 0.1, k + 1, k + 3].every((x) => t * x + b > c === x < k);
      const found = [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(fits);
      return found.length === 1 && keyIs(problem, found[0] as number);
    },
  }),
];
