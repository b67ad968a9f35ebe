// 중2 4. 연립일차방정식: solving systems, picking the solution pair, and word problems.
import {
  HINTS,
  bare,
  defineTemplate,
  essay,
  evalLatex,
  gcd,
  keyIs,
  m,
  multiple,
  num,
  paren,
  point,
  sum,
  term,
  withJosa,
  type Rng,
} from '../kit/index.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

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
];
