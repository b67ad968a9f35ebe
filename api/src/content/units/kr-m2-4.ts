// 중2 4. 연립일차방정식: solving systems, picking the solution pair, and word problems.
import { HINT, bare, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { paren, point, poly } from '../lib/mh/format.js';
import { josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { Rng } from '../lib/random.js';
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
  `${poly([
    [a, 'x'],
    [b, 'y'],
  ])}=${a * x + b * y}`,
  `${poly([
    [c, 'x'],
    [d, 'y'],
  ])}=${c * x + d * y}`,
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

const steps = (s: System): Array<readonly [string, string]> => [
  [
    `한 미지수의 계수를 맞춘 뒤 두 식을 더하거나 빼서(가감법) 미지수 하나를 없앱니다.`,
    `Scale the equations so one variable has matching coefficients, then add or subtract to eliminate it.`,
  ],
  [
    `풀면 \\(x=${s.x}\\), \\(y=${s.y}\\)입니다. (확인: \\(${s.a}\\times${paren(s.x)}+${paren(s.b)}\\times${paren(s.y)}=${s.a * s.x + s.b * s.y}\\))`,
    `This gives \\(x=${s.x}\\) and \\(y=${s.y}\\). (Check: \\(${s.a}\\times${paren(s.x)}+${paren(s.b)}\\times${paren(s.y)}=${s.a * s.x + s.b * s.y}\\).)`,
  ],
];

export const templates: ProblemTemplate[] = [
  template(U, 'solve-system', {
    params: (rng) => ({ s: system(rng), ask: rng.int(0, 2) }),
    make: ({ s, ask }) => {
      const asks = [
        ['x+y', s.x + s.y],
        ['x-y', s.x - s.y],
        ['xy', s.x * s.y],
      ] as const;
      const [tex, value] = asks[ask] as (typeof asks)[number];
      return essay({
        stem: [
          `연립방정식 \\(${systemTex(s)}\\)의 해를 \\(x=p\\), \\(y=q\\)라 할 때, \\(${tex.replace('x', 'p').replace('y', 'q')}\\)의 값을 구하시오.`,
          `Let \\(x=p\\), \\(y=q\\) be the solution of \\(${systemTex(s)}\\). Find \\(${tex.replace('x', 'p').replace('y', 'q')}\\).`,
        ],
        answer: String(value),
        hint: HINT.int,
        steps: [
          ...steps(s),
          [
            `따라서 \\(${tex.replace('x', 'p').replace('y', 'q')}=${value}\\)입니다.`,
            `So \\(${tex.replace('x', 'p').replace('y', 'q')}=${value}\\).`,
          ],
        ],
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

  template(U, 'pick-solution', {
    params: (rng) => ({ s: system(rng) }),
    make: ({ s }, rng) => {
      const { x, y } = s;
      return multiple(rng, {
        stem: [
          `다음 중 연립방정식 \\(${systemTex(s)}\\)의 해는?`,
          `Which pair \\((x, y)\\) solves \\(${systemTex(s)}\\)?`,
        ],
        correct: point(x, y),
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
        ],
        steps: steps(s),
        difficulty: 2,
      });
    },
    check: (_p, problem) => {
      // Substitute each choice into both equations.
      const eqs = [...problem.stem.en.matchAll(/\\begin\{cases\} (.*?) \\\\ (.*?) \\end\{cases\}/g)].flatMap((m) => [
        m[1] as string,
        m[2] as string,
      ]);
      const ok = (problem.choices ?? []).map((c) => {
        const [x, y] = evalLatex(bare(c)) as [number, number];
        return eqs.every((eq) => Math.abs(evalLatex(eq, { x, y })[1] as number) < 1e-9);
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  template(U, 'word-problem', {
    params: (rng) => ({
      kind: rng.int(0, 2),
      p: rng.int(3, 20),
      q: rng.int(3, 20),
      price: rng.int(2, 6) * 1000,
      extra: rng.int(1, 5) * 500,
    }),
    make: ({ kind, p, q, price, extra }) => {
      // p and q are the two unknown counts.
      const total = p + q;
      const kinds = [
        {
          ko: `닭과 토끼가 모두 \\(${total}\\)마리 있고, 다리 수의 합은 \\(${2 * p + 4 * q}\\)개입니다. 토끼는 몇 마리인지 구하시오.`,
          en: `A farm has \\(${total}\\) chickens and rabbits in all, with \\(${2 * p + 4 * q}\\) legs altogether. How many rabbits are there?`,
          eq: `\\begin{cases} x+y=${total} \\\\ 2x+4y=${2 * p + 4 * q} \\end{cases}`,
          vars: ['닭', '토끼', 'chickens', 'rabbits'],
        },
        {
          ko: `어느 박물관의 입장료는 어른 \\(${price + extra}\\)원, 청소년 \\(${price}\\)원입니다. \\(${total}\\)명이 입장하고 \\(${(price + extra) * q + price * p}\\)원을 냈다면 어른은 몇 명인지 구하시오.`,
          en: `A museum charges \\(${price + extra}\\) won per adult and \\(${price}\\) won per teen. A group of \\(${total}\\) paid \\(${(price + extra) * q + price * p}\\) won. How many adults were in the group?`,
          eq: `\\begin{cases} x+y=${total} \\\\ ${price}x+${price + extra}y=${(price + extra) * q + price * p} \\end{cases}`,
          vars: ['청소년', '어른', 'teens', 'adults'],
        },
        {
          ko: `\\(${2}\\)점짜리 문제와 \\(${3}\\)점짜리 문제를 합하여 \\(${total}\\)문제를 맞혀 \\(${2 * p + 3 * q}\\)점을 얻었습니다. \\(3\\)점짜리 문제는 몇 개 맞혔는지 구하시오.`,
          en: `On a quiz, a student got \\(${total}\\) questions right, some worth \\(2\\) points and some worth \\(3\\) points, for \\(${2 * p + 3 * q}\\) points. How many \\(3\\)-point questions did the student get right?`,
          eq: `\\begin{cases} x+y=${total} \\\\ 2x+3y=${2 * p + 3 * q} \\end{cases}`,
          vars: ['2점짜리', '3점짜리', '2-point', '3-point'],
        },
      ];
      const k = kinds[kind] as (typeof kinds)[number];
      return essay({
        stem: [k.ko, k.en],
        answer: String(q),
        hint: HINT.nat,
        steps: [
          [
            `${josa(k.vars[0] as string, '을/를')} \\(x\\), ${josa(k.vars[1] as string, '을/를')} \\(y\\)라 하면 \\(${k.eq}\\)입니다.`,
            `Let \\(x\\) be the ${k.vars[2]} and \\(y\\) the ${k.vars[3]}: \\(${k.eq}\\).`,
          ],
          [`연립방정식을 풀면 \\(x=${p}\\), \\(y=${q}\\)입니다.`, `Solving gives \\(x=${p}\\), \\(y=${q}\\).`],
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
