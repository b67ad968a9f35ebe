// 중2 4. 연립일차방정식: solving systems (by substitution; with brackets and fractions; typed as a pair), picking the
// solution pair, constants from a given solution, a system solved with its constants swapped, and word problems.
import { bare, defineTemplate, essay, multiple, type Rng } from '../kit/template.js';
import { lcm, q, gcd, num } from '../kit/numbers.js';
import { frac, m, paren, point, signed, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { times } from '../kit/working.js';
import type { Difficulty, GeneratedProblem, ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-4';

interface System {
  a: number;
  b: number;
  c: number;
  d: number;
  x: number;
  y: number;
}

function system(rng: Rng): System {
  for (;;) {
    const s = {
      a: rng.intExcept(-5, 6, [0]),
      b: rng.intExcept(-5, 6, [0]),
      c: rng.intExcept(-5, 6, [0]),
      d: rng.intExcept(-5, 6, [0]),
      x: rng.int(-6, 6),
      y: rng.int(-6, 6),
    };
    if (s.a * s.d - s.b * s.c !== 0) return s;
  }
}

const equations = ({ a, b, c, d, x, y }: System) => [
  `${sum([a, 'x'], [b, 'y'])}=${a * x + b * y}`,
  `${sum([c, 'x'], [d, 'y'])}=${c * x + d * y}`,
];
/** Two equations as a system, written as solveByGrid reads them. */
const cases = (first: string, second: string) => `\\begin{cases} ${first} \\\\ ${second} \\end{cases}`;

/** How a solution pair is typed. */
const PAIR_HINT = { ko: '해를 (x, y) 꼴로 입력하세요. 예: (2, -3)', en: 'Enter the solution as (x, y), e.g. (2, -3).' };

/** An item that asks for the solution of one system, typed as a pair; the steps teach the method. */
const solveSystem = (
  first: string,
  second: string,
  key: string,
  difficulty: Difficulty,
  steps: Array<readonly [string, string]>,
): GeneratedProblem =>
  essay({
    stem: [
      `연립방정식 \\(${cases(first, second)}\\)의 해를 구하시오.`,
      `Solve the system \\(${cases(first, second)}\\).`,
    ],
    answer: key,
    form: 'number',
    hint: PAIR_HINT,
    steps,
    difficulty,
  });

const systemTex = (s: System) => `\\begin{cases} ${equations(s).join(' \\\\ ')} \\end{cases}`;

/** Every integer pair in a window that satisfies both equations written in the stem. */
function solveByGrid(problem: GeneratedProblem): Array<[number, number]> {
  const eqs = [...problem.stem.en.matchAll(/\\begin\{cases\} (.*?) \\\\ (.*?) \\end\{cases\}/g)].flatMap((m) => [
    m[1] as string,
    m[2] as string,
  ]);
  const found: Array<[number, number]> = [];
  for (let x = -30; x <= 30; x++)
    for (let y = -30; y <= 30; y++)
      if (eqs.every((eq) => Math.abs(evalLatex(eq, { x, y })[1] as number) < 1e-9)) found.push([x, y]);
  return found;
}

/**
 * The one solution of the two linear equations of the stem's system, from their values at three points (each
 * equation's coefficients) and Cramer's rule; undefined when there is not exactly one.
 */
function solveLinear(problem: GeneratedProblem): [number, number] | undefined {
  const match = /\\begin\{cases\} (.*?) \\\\ (.*?) \\end\{cases\}/.exec(problem.stem.en);
  if (!match) return undefined;
  const [[a, b, e], [c, d, f]] = [match[1]!, match[2]!].map((eq) => {
    const at = (x: number, y: number) => evalLatex(eq, { x, y })[1] as number;
    const zero = at(0, 0);
    return [at(1, 0) - zero, at(0, 1) - zero, -zero];
  }) as [[number, number, number], [number, number, number]];
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-9) return undefined;
  return [(e * d - b * f) / det, (a * f - e * c) / det];
}

/** The check of an item that asks for the solution of its stem's system: the key is that one solution. */
const keySolvesStem = (_p: unknown, problem: GeneratedProblem): boolean => {
  const solution = solveLinear(problem);
  return solution !== undefined && keyIs(problem, solution);
};

/**
 * The working by elimination: scale the equations so x has the same coefficient, subtract to find y, then put y
 * back into the first equation to find x.
 */
const steps = (s: System): Array<readonly [string, string]> => {
  const { a, b, c, d, x, y } = s;
  const [e1, e2] = [a * x + b * y, c * x + d * y];
  const g = gcd(a, c) * Math.sign(a);
  // Multipliers that give x the same coefficient in both equations, the second one positive.
  const [k1, k2] = [c / g, a / g];
  const ky = b * k1 - d * k2;
  const rhs = e1 * k1 - e2 * k2;
  const parts = [
    k1 === 1 ? '' : `첫째 식에 ${withJosa(m(k1), '을/를')}`,
    k2 === 1 ? '' : `둘째 식에 ${withJosa(m(k2), '을/를')}`,
  ].filter(Boolean);
  const how = parts.length ? `${parts.join(', ')} 곱한 뒤 ` : '';
  const partsEn = [
    k1 === 1 ? '' : `the first equation by \\(${k1}\\)`,
    k2 === 1 ? '' : `the second by \\(${k2}\\)`,
  ].filter(Boolean);
  const howEn = partsEn.length ? `multiply ${partsEn.join(' and ')}, then ` : '';
  const eliminated = ky === 1 ? `y=${num(rhs)}` : `${term(ky, 'y')}=${num(rhs)}`;
  const then = ky === 1 ? '' : `이므로 \\(y=${y}\\)`;
  const thenEn = ky === 1 ? '' : `, so \\(y=${y}\\)`;
  const back = `${sum([a, 'x'], [b * y, ''])}=${e1}`;
  return [
    [
      `\\(x\\)의 계수를 같게 하려고 ${how}두 식을 변끼리 빼면 \\(${eliminated}\\)${then}입니다.`,
      `To match the coefficients of \\(x\\), ${howEn}subtract the equations: \\(${eliminated}\\)${thenEn}.`,
    ],
    [
      `${withJosa(m(`y=${y}`), '을/를')} 첫째 식에 대입하면 \\(${back}\\)이므로 \\(x=${x}\\)입니다.`,
      `Put \\(y=${y}\\) into the first equation: \\(${back}\\), so \\(x=${x}\\).`,
    ],
  ];
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'solve-system', {
    version: 2,
    params: (rng) => ({ s: system(rng), ask: rng.int(0, 2) }),
    generate: ({ s, ask }) => {
      const asks = [
        ['p+q', s.x + s.y, `${s.x}+${paren(s.y)}`],
        ['p-q', s.x - s.y, `${s.x}-${paren(s.y)}`],
        ['pq', s.x * s.y, `${s.x}\\times${paren(s.y)}`],
      ] as const;
      const [tex, value, work] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `연립방정식 \\(${systemTex(s)}\\)의 해를 \\(x=p\\), \\(y=q\\)라 할 때, \\(${tex}\\)의 값을 구하시오.`,
          `Let \\(x=p\\), \\(y=q\\) be the solution of \\(${systemTex(s)}\\). Find \\(${tex}\\).`,
        ],
        answer: String(value),
        form: 'number',
        hint: HINTS.integer,
        steps: [...steps(s), [`따라서 \\(${tex}=${work}=${value}\\)입니다.`, `So \\(${tex}=${work}=${value}\\).`]],
        difficulty: 3,
      });
    },
    check: ({ ask }, problem) => {
      const found = solveByGrid(problem);
      if (found.length !== 1) return false;
      const [x, y] = found[0] as [number, number];
      return keyIs(problem, ask === 0 ? x + y : ask === 1 ? x - y : x * y);
    },
  }),

  defineTemplate(U, 'pick-solution', {
    version: 2,
    params: (rng) => ({ s: system(rng) }),
    generate: ({ s }, rng) => {
      const { x, y } = s;
      return multiple(rng, {
        stem: [
          `다음 중 연립방정식 \\(${systemTex(s)}\\)의 해는?`,
          `Which pair \\((x, y)\\) solves \\(${systemTex(s)}\\)?`,
        ],
        correct: m(point(x, y)),
        wrong: [
          point(y, x),
          point(-x, y),
          point(x, -y),
          point(-x, -y),
          point(x + 1, y - 1),
          point(x - 1, y + 1),
          point(x + 2, y),
          point(x + 1, y),
          point(x, y + 1),
          point(x - 1, y),
          point(x, y - 1),
        ].map(m),
        steps: steps(s),
        difficulty: 2,
      });
    },
    check: (_p, problem) => {
      // Substitute each choice into both equations.
      const eqs = [...problem.stem.en.matchAll(/\\begin\{cases\} (.*?) \\\\ (.*?) \\end\{cases\}/g)].flatMap(
        (match) => [match[1] as string, match[2] as string],
      );
      const ok = (problem.choices ?? []).map((c) => {
        const [x, y] = evalLatex(bare(c)) as [number, number];
        return eqs.every((eq) => Math.abs(evalLatex(eq, { x, y })[1] as number) < 1e-9);
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'word-problem', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 2),
      p: rng.int(3, 20),
      q: rng.int(3, 20),
      price: rng.int(2, 6) * 1000,
      extra: rng.int(1, 5) * 500,
    }),
    ranges: { teenPrice: [500, 20_000], adultPrice: [500, 20_000], groupSize: [2, 60], quizPoints: [0, 100] },
    values: ({ p, q, price, extra }) => ({
      teenPrice: price,
      adultPrice: price + extra,
      groupSize: p + q,
      quizPoints: 2 * p + 3 * q,
    }),
    generate: ({ kind, p, q, price, extra }) => {
      // p and q are the two unknown counts; u and v what one of each is worth, and the second total.
      const total = p + q;
      const [u, v] = kind === 0 ? [2, 4] : kind === 1 ? [price, price + extra] : [2, 3];
      const target = u * p + v * q;
      const won = (n: number) => `\\(${num(n)}\\)원`;
      const kinds = [
        {
          ko: `닭과 토끼가 모두 \\(${total}\\)마리 있고, 다리 수의 합은 \\(${target}\\)개입니다. 토끼는 몇 마리인지 구하시오.`,
          en: `A farm has \\(${total}\\) chickens and rabbits in all, with \\(${target}\\) legs altogether. How many rabbits are there?`,
          vars: ['닭의 수', '토끼의 수', 'number of chickens', 'number of rabbits'],
          unit: '마리',
        },
        {
          ko: `어느 박물관의 입장료는 어른 ${won(price + extra)}, 청소년 ${won(price)}입니다. \\(${total}\\)명이 입장하고 ${won(target)}을 냈다면 어른은 몇 명인지 구하시오.`,
          en: `A museum charges \\(${num(price + extra)}\\) won per adult and \\(${num(price)}\\) won per teen. A group of \\(${total}\\) paid \\(${num(target)}\\) won. How many adults were in the group?`,
          vars: ['청소년 수', '어른 수', 'number of teens', 'number of adults'],
          unit: '명',
        },
        {
          ko: `\\(2\\)점짜리 문제와 \\(3\\)점짜리 문제를 합하여 \\(${total}\\)문제를 맞혀 \\(${target}\\)점을 얻었습니다. \\(3\\)점짜리 문제는 몇 개 맞혔는지 구하시오.`,
          en: `On a quiz, a student got \\(${total}\\) questions right, some worth \\(2\\) points and some worth \\(3\\) points, for \\(${target}\\) points. How many \\(3\\)-point questions did the student get right?`,
          vars: [
            '맞힌 \\(2\\)점짜리 문제의 수',
            '맞힌 \\(3\\)점짜리 문제의 수',
            'number of 2-point questions',
            'number of 3-point questions',
          ],
          unit: '개',
        },
      ];
      const k = kinds[kind] as (typeof kinds)[number];
      const eq = `\\begin{cases} x+y=${total} \\\\ ${num(u)}x+${num(v)}y=${num(target)} \\end{cases}`;
      const difference = `${num(target)}-${num(u * total)}=${num(target - u * total)}`;
      const eliminated = v - u === 1 ? `y=${difference}` : `${term(v - u, 'y')}=${difference}`;
      const then = v - u === 1 ? '' : `이므로 \\(y=${q}\\)`;
      const thenEn = v - u === 1 ? '' : `, so \\(y=${q}\\)`;
      return essay({
        stem: [k.ko, k.en],
        answer: String(q),
        form: 'number',
        unit: k.unit,
        hint: HINTS.whole,
        steps: [
          [
            `${withJosa(k.vars[0] as string, '을/를')} \\(x\\), ${withJosa(k.vars[1] as string, '을/를')} \\(y\\)라 하면 \\(${eq}\\)입니다.`,
            `Let \\(x\\) be the ${k.vars[2]} and \\(y\\) the ${k.vars[3]}: \\(${eq}\\).`,
          ],
          [
            `첫째 식의 양변에 ${withJosa(m(num(u)), '을/를')} 곱하여 둘째 식에서 빼면 \\(${eliminated}\\)${then}입니다.`,
            `Multiply the first equation by \\(${num(u)}\\) and subtract it from the second: \\(${eliminated}\\)${thenEn}.`,
          ],
        ],
        difficulty: kind === 1 ? 4 : 3,
      });
    },
    check: ({ kind, p, q, price, extra }, problem) => {
      // Try every split of the total and keep the one that matches the second total.
      const total = p + q;
      const [u, v, target] =
        kind === 0
          ? [2, 4, 2 * p + 4 * q]
          : kind === 1
            ? [price, price + extra, price * p + (price + extra) * q]
            : [2, 3, 2 * p + 3 * q];
      const hits: number[] = [];
      for (let y = 0; y <= total; y++) if (u * (total - y) + v * y === target) hits.push(y);
      return hits.length === 1 && keyIs(problem, hits[0] as number);
    },
  }),

  defineTemplate(U, 'substitution', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = {
          x: rng.int(-6, 6),
          y: rng.int(-6, 6),
          k: rng.intExcept(-4, 4, [0]),
          a: rng.intExcept(-5, 6, [0]),
          b: rng.intExcept(-5, 6, [0]),
        };
        // One solution; and no −(−3x−4) when y = −3x−4 is put into a x − y.
        if (p.a + p.b * p.k !== 0 && !(p.b === -1 && p.k < 0)) return p;
      }
    },
    generate: ({ x, y, k, a, b }) => {
      // y = k x + c, and a x + b y = e: put the first into the second.
      const c = y - k * x;
      const e = a * x + b * y;
      const coef = a + b * k;
      const first = `y=${sum([k, 'x'], [c, ''])}`;
      const second = `${sum([a, 'x'], [b, 'y'])}=${e}`;
      const put = `${sum([a, 'x'])}${b < 0 ? '-' : '+'}${Math.abs(b) === 1 ? '' : Math.abs(b)}\\left(${sum([k, 'x'], [c, ''])}\\right)=${e}`;
      const key = point(x, y);
      return solveSystem(first, second, key, 2, [
        [
          `첫째 식이 \\(y\\)에 대하여 풀려 있으므로 둘째 식에 대입하는 대입법이 편리합니다: \\(${put}\\)`,
          `The first equation already gives \\(y\\), so substitute it into the second: \\(${put}\\)`,
        ],
        [
          `괄호를 풀고 정리하면 \\(${term(coef, 'x')}=${num(e - b * c)}\\)이므로 \\(x=${x}\\)입니다.`,
          `Distribute and collect terms: \\(${term(coef, 'x')}=${num(e - b * c)}\\), so \\(x=${x}\\).`,
        ],
        [
          `${withJosa(m(`x=${x}`), '을/를')} 첫째 식에 대입하면 \\(y=${times(k, x)}${signed(c)}=${y}\\)이므로 해는 \\(${key}\\)입니다.`,
          `Put \\(x=${x}\\) into the first equation: \\(y=${times(k, x)}${signed(c)}=${y}\\). The solution is \\(${key}\\).`,
        ],
      ]);
    },
    check: keySolvesStem,
  }),

  defineTemplate(U, 'fractions-and-brackets', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [p, r] = rng.shuffle([2, 3, 4, 5]).slice(0, 2) as [number, number];
        const x = p * rng.intExcept(-2, 2, [0]);
        const y = r * rng.intExcept(-2, 2, [0]);
        const k = rng.int(2, 4);
        const u = rng.intExcept(-3, 3, [0]);
        const w = rng.intExcept(-3, 3, [0]);
        // k(x + u y) + w y = e has y-coefficient k u + w; the pair must be independent of x/p + y/r.
        if (k * u + w !== 0 && k * p !== (k * u + w) * r) return { p, r, x, y, k, u, w };
      }
    },
    generate: ({ p, r, x, y, k, u, w }) => {
      const e1 = k * (x + u * y) + w * y;
      const f = x / p + y / r;
      const first = `${k}\\left(${sum('x', [u, 'y'])}\\right)${w < 0 ? '-' : '+'}${term(Math.abs(w), 'y')}=${e1}`;
      const second = `\\frac{x}{${p}}+\\frac{y}{${r}}=${f}`;
      const L = p * r;
      const opened = `${sum([k, 'x'], [k * u + w, 'y'])}=${e1}`;
      const cleared = `${sum([r, 'x'], [p, 'y'])}=${num(L * f)}`;
      const key = point(x, y);
      return solveSystem(first, second, key, 4, [
        [
          `괄호가 있는 식은 괄호를 풀고, 계수가 분수인 식은 양변에 분모의 최소공배수를 곱하여 두 식을 모두 \\(ax+by=c\\) 꼴로 정리하는 것이 핵심입니다.`,
          `The key is to bring both equations to the form \\(ax+by=c\\) first: remove the parentheses in one, and clear the fractions in the other by multiplying by the least common multiple of the denominators.`,
        ],
        [
          `첫째 식의 괄호를 풀면 \\(${opened}\\), 둘째 식의 양변에 ${withJosa(m(L), '을/를')} 곱하면 \\(${cleared}\\)입니다.`,
          `The first becomes \\(${opened}\\); multiplying the second by \\(${L}\\) gives \\(${cleared}\\).`,
        ],
        [
          `이 두 식을 가감법으로 풀면 \\(x=${x}\\), \\(y=${y}\\)이므로 해는 \\(${key}\\)입니다.`,
          `Solving these two by elimination gives \\(x=${x}\\) and \\(y=${y}\\): the solution is \\(${key}\\).`,
        ],
      ]);
    },
    check: keySolvesStem,
  }),

  defineTemplate(U, 'constants-from-solution', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.intExcept(-5, 6, [0]);
        const b = rng.intExcept(-5, 6, [0, a]);
        const x = rng.intExcept(-4, 4, [0]);
        const y = rng.intExcept(-4, 4, [0]);
        // ax + by = p and bx − ay = q hold at (x, y); two equations in a and b with determinant −(x² + y²) ≠ 0.
        return { a, b, x, y, ask: rng.int(0, 1) };
      }
    },
    generate: ({ a, b, x, y, ask }) => {
      const p = a * x + b * y;
      const q = b * x - a * y;
      const first = `ax+by=${p}`;
      const second = `bx-ay=${q}`;
      const [inA, inB] = [`${sum([x, 'a'], [y, 'b'])}=${p}`, `${sum([-y, 'a'], [x, 'b'])}=${q}`];
      const [asked, value, work] =
        ask === 0 ? ['a+b', a + b, `${a}+${paren(b)}`] : ['ab', a * b, `${a}\\times${paren(b)}`];
      return essay({
        stem: [
          `연립방정식 \\(${cases(first, second)}\\)의 해가 \\(x=${x}\\), \\(y=${y}\\)일 때, 상수 \\(a\\), \\(b\\)에 대하여 \\(${asked}\\)의 값을 구하시오.`,
          `The system \\(${cases(first, second)}\\) has the solution \\(x=${x}\\), \\(y=${y}\\). Find \\(${asked}\\) for the constants \\(a\\) and \\(b\\).`,
        ],
        answer: num(value),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `해는 두 방정식을 모두 만족하므로 \\(x=${x}\\), ${withJosa(m(`y=${y}`), '을/를')} 대입하면 \\(a\\), \\(b\\)에 대한 연립방정식을 얻습니다. 미지수의 역할이 바뀌는 것이 핵심입니다: \\(${cases(inA, inB)}\\)`,
            `The solution satisfies both equations, so substitute \\(x=${x}\\), \\(y=${y}\\): this gives a system in \\(a\\) and \\(b\\), \\(${cases(inA, inB)}\\). The key is that the constants are now the unknowns.`,
          ],
          [`이 연립방정식을 풀면 \\(a=${a}\\), \\(b=${b}\\)입니다.`, `Solving it gives \\(a=${a}\\) and \\(b=${b}\\).`],
          [`따라서 \\(${asked}=${work}=${value}\\)입니다.`, `So \\(${asked}=${work}=${value}\\).`],
        ],
        difficulty: 3,
      });
    },
    // Try every pair of integer constants: exactly one must make (x, y) solve both equations.
    check: ({ x, y, ask }, problem) => {
      const [first, second] = [
        ...problem.stem.en.matchAll(/\\begin\{cases\} (.*?) \\\\ (.*?) \\end\{cases\}/g),
      ][0]!.slice(1);
      const fits: number[] = [];
      for (let a = -12; a <= 12; a++)
        for (let b = -12; b <= 12; b++)
          if ([first!, second!].every((eq) => Math.abs(evalLatex(eq, { x, y, a, b })[1] as number) < 1e-9))
            fits.push(ask === 0 ? a + b : a * b);
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'swapped-coefficients', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.intExcept(-5, 5, [0]);
        const b = rng.intExcept(-5, 5, [0, a, -a]);
        const x = rng.int(-5, 5);
        const y = rng.intExcept(-5, 5, [x]);
        const [p, q] = [a * x + b * y, b * x + a * y];
        // The swapped system b x + a y = p, a x + b y = q: its solution by Cramer's rule must be whole.
        const det = b * b - a * a;
        const [sx, sy] = [(p * b - a * q) / det, (b * q - a * p) / det];
        // |sx| = |sy| would leave a and b undetermined.
        if (Number.isInteger(sx) && Number.isInteger(sy) && (sx !== x || sy !== y) && Math.abs(sx) !== Math.abs(sy)) {
          return { a, b, x, y, p, q, sx, sy };
        }
      }
    },
    generate: ({ a, b, x, y, p, q, sx, sy }) => {
      const system = cases(`ax+by=${p}`, `bx+ay=${q}`);
      const inAB = cases(`${sum([sy, 'a'], [sx, 'b'])}=${p}`, `${sum([sx, 'a'], [sy, 'b'])}=${q}`);
      const solved = cases(`${sum([a, 'x'], [b, 'y'])}=${p}`, `${sum([b, 'x'], [a, 'y'])}=${q}`);
      const key = point(x, y);
      return essay({
        stem: [
          `연립방정식 \\(${system}\\)에서 \\(a\\)와 \\(b\\)를 서로 바꾸어 놓고 풀었더니 해가 \\(x=${sx}\\), ${withJosa(m(`y=${sy}`), '으로/로')} 나왔습니다. 처음 연립방정식의 해를 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `A student solved the system \\(${system}\\) with \\(a\\) and \\(b\\) swapped by mistake and got \\(x=${sx}\\), \\(y=${sy}\\). Find the solution of the original system, showing your work.`,
        ],
        answer: key,
        form: 'number',
        hint: PAIR_HINT,
        steps: [
          [
            `잘못 구한 해는 처음 연립방정식이 아니라 \\(a\\)와 \\(b\\)를 바꾼 연립방정식의 해라는 것이 핵심입니다: \\(${cases(`bx+ay=${p}`, `ax+by=${q}`)}\\)`,
            `The key is that the wrong solution solves the system the student actually wrote, with \\(a\\) and \\(b\\) swapped: \\(${cases(`bx+ay=${p}`, `ax+by=${q}`)}\\).`,
          ],
          [
            `여기에 \\(x=${sx}\\), ${withJosa(m(`y=${sy}`), '을/를')} 대입하여 얻은 연립방정식 \\(${inAB}\\)의 해는 \\(a=${a}\\), \\(b=${b}\\)입니다.`,
            `Substituting \\(x=${sx}\\), \\(y=${sy}\\) gives \\(${inAB}\\); solving, \\(a=${a}\\) and \\(b=${b}\\).`,
          ],
          [
            `처음 연립방정식 \\(${solved}\\)의 해는 \\(x=${x}\\), \\(y=${y}\\)이므로 답은 \\(${key}\\)입니다.`,
            `The original system is \\(${solved}\\); solving it gives \\(x=${x}\\), \\(y=${y}\\), so the solution is \\(${key}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Find a and b by trying every pair against the swapped system, then the original solution by trying every pair.
    check: ({ p, q, sx, sy }, problem) => {
      const found: Array<[number, number]> = [];
      for (let a = -20; a <= 20; a++)
        for (let b = -20; b <= 20; b++) {
          if (b * sx + a * sy !== p || a * sx + b * sy !== q) continue;
          for (let x = -30; x <= 30; x++)
            for (let y = -30; y <= 30; y++) if (a * x + b * y === p && b * x + a * y === q) found.push([x, y]);
        }
      return found.length === 1 && keyIs(problem, found[0]!);
    },
  }),

  defineTemplate(U, 'walk-then-run', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const walk = rng.int(2, 6);
        const run = rng.intExcept(4, 12, [walk * 2]);
        const walked = rng.int(1, 6);
        const ran = rng.int(1, 8);
        const minutes = (60 * walked) / walk + (60 * ran) / run;
        if (Number.isInteger(minutes) && run > walk && minutes <= 180 && minutes >= 30) {
          return { walk, run, walked, ran, minutes, who: rng.int(0, PEOPLE.length - 1) };
        }
      }
    },
    ranges: { walk: [2, 6], run: [4, 12], total: [2, 14] },
    values: ({ walked, ran }) => ({ total: walked + ran }),
    generate: ({ walk, run, walked, ran, minutes, who }) => {
      const person = PEOPLE[who]!;
      const total = walked + ran;
      const hours = q(minutes, 60);
      const timeKo = [
        Math.floor(minutes / 60) ? `\\(${Math.floor(minutes / 60)}\\)시간` : '',
        minutes % 60 ? `\\(${minutes % 60}\\)분` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const timeEn = [
        Math.floor(minutes / 60) ? count(Math.floor(minutes / 60), 'hour') : '',
        minutes % 60 ? count(minutes % 60, 'minute') : '',
      ]
        .filter(Boolean)
        .join(' ');
      const L = lcm(lcm(walk, run), hours.d);
      const system = cases(`x+y=${total}`, `\\frac{x}{${walk}}+\\frac{y}{${run}}=${frac(hours)}`);
      const cleared = `${sum([L / walk, 'x'], [L / run, 'y'])}=${num(hours.mul(L).value)}`;
      return essay({
        stem: [
          `${nameWith(person, '가')} 집에서 \\(${total}\\) km 떨어진 공원까지 가는데 처음에는 시속 \\(${walk}\\) km로 걷다가 도중에 시속 \\(${run}\\) km로 달렸더니 모두 ${timeKo}이 걸렸습니다. ${nameWith(person, '가')} 걸은 거리는 몇 km인지 구하시오.`,
          `${person.en} went to a park \\(${total}\\) km from home, walking at \\(${walk}\\) km per hour at first and then running at \\(${run}\\) km per hour. The trip took ${timeEn} in all. How many kilometers did ${person.en} walk?`,
        ],
        answer: num(walked),
        form: 'number',
        unit: 'km',
        hint: HINTS.whole,
        steps: [
          [
            `걸은 거리를 \\(x\\) km, 달린 거리를 \\(y\\) km라 하고, 거리의 합과 시간의 합으로 식을 두 개 세우는 것이 핵심입니다. ${hours.isInteger ? '' : `시간의 단위를 시간으로 맞추면 ${timeKo}은 \\(${frac(hours)}\\)시간입니다. `}연립방정식을 세우면 다음과 같습니다: \\(${system}\\)`,
            `Let \\(x\\) km be the distance walked and \\(y\\) km the distance run. The key is two equations, one for the distances and one for the times, with the time in hours${hours.isInteger ? '' : ` (${timeEn} is \\(${frac(hours)}\\) hours)`}: \\(${system}\\)`,
          ],
          [
            `둘째 식의 양변에 ${withJosa(m(L), '을/를')} 곱하면 \\(${cleared}\\)입니다.`,
            `Multiply the second equation by \\(${L}\\): \\(${cleared}\\).`,
          ],
          [
            `첫째 식과 함께 풀면 \\(x=${walked}\\), \\(y=${ran}\\)이므로 걸은 거리는 \\(${walked}\\) km입니다.`,
            `Solving it with the first equation gives \\(x=${walked}\\) and \\(y=${ran}\\): ${person.en} walked \\(${walked}\\) km.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Try every whole split of the distance: the minutes of the two parts must add up to the trip.
    check: ({ walk, run, walked, ran, minutes }, problem) => {
      const total = walked + ran;
      const fits = Array.from({ length: total + 1 }, (_, w) => w).filter(
        (w) => Math.abs((60 * w) / walk + (60 * (total - w)) / run - minutes) < 1e-9,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),
];
