// 중1 4. 좌표평면과 그래프: quadrants and areas on the coordinate plane (s1); direct and inverse proportion (s2).
import {
  HINTS,
  bare,
  defineTemplate,
  essay,
  evalLatex,
  frac,
  josa,
  keyIs,
  m,
  multiple,
  nearby,
  num,
  paren,
  point,
  q,
  term,
  withJosa,
} from '../kit/index.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-4';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const ORD = ['', '제1사분면', '제2사분면', '제3사분면', '제4사분면'];
const ORD_EN = ['', 'Quadrant I', 'Quadrant II', 'Quadrant III', 'Quadrant IV'];
const QUAD_SIGNS: Record<number, [number, number]> = { 1: [1, 1], 2: [-1, 1], 3: [-1, -1], 4: [1, -1] };
const quadrantOf = (sx: number, sy: number) => (sx > 0 ? (sy > 0 ? 1 : 4) : sy > 0 ? 2 : 3);

// Expressions in a and b with the rule for their sign from the signs of a and b (0: not determined).
const PARTS: Array<{ tex: string; sign: (sa: number, sb: number) => number }> = [
  { tex: 'a', sign: (sa) => sa },
  { tex: '-a', sign: (sa) => -sa },
  { tex: 'b', sign: (_sa, sb) => sb },
  { tex: '-b', sign: (_sa, sb) => -sb },
  { tex: 'ab', sign: (sa, sb) => sa * sb },
  { tex: '-ab', sign: (sa, sb) => -sa * sb },
  { tex: 'a-b', sign: (sa, sb) => (sa !== sb ? sa : 0) },
  { tex: 'b-a', sign: (sa, sb) => (sa !== sb ? sb : 0) },
  { tex: '\\frac{a}{b}', sign: (sa, sb) => sa * sb },
  { tex: 'a^{2}', sign: () => 1 },
];

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'quadrant-signs', {
    version: 1,
    params: (rng) => ({ given: rng.int(1, 4), target: rng.int(1, 4), pairSeed: rng.int(0, 10_000) }),
    generate: ({ given, target }, rng) => {
      const [sa, sb] = QUAD_SIGNS[given] as [number, number];
      const pairs: Array<{ tex: string; quadrant: number }> = [];
      for (const x of PARTS)
        for (const y of PARTS) {
          const sx = x.sign(sa, sb);
          const sy = y.sign(sa, sb);
          if (x !== y && sx !== 0 && sy !== 0)
            pairs.push({ tex: `(${x.tex}, ${y.tex})`, quadrant: quadrantOf(sx, sy) });
        }
      const shuffled = rng.shuffle(pairs);
      const right = shuffled.find((p) => p.quadrant === target) as (typeof pairs)[number];
      const wrong = shuffled.filter((p) => p.quadrant !== target).map((p) => p.tex);
      return multiple(rng, {
        stem: [
          `점 \\((a, b)\\)가 ${ORD[given]} 위의 점일 때, 다음 중 ${ORD[target]} 위의 점은?`,
          `The point \\((a, b)\\) lies in ${ORD_EN[given]}. Which point lies in ${ORD_EN[target]}?`,
        ],
        correct: m(right.tex),
        wrong: wrong.map(m),
        steps: [
          [
            `${ORD[given]}의 점이므로 \\(a${sa > 0 ? '>' : '<'}0\\), \\(b${sb > 0 ? '>' : '<'}0\\)입니다.`,
            `In ${ORD_EN[given]}, \\(a${sa > 0 ? '>' : '<'}0\\) and \\(b${sb > 0 ? '>' : '<'}0\\).`,
          ],
          [
            `각 좌표의 부호를 따지면 \\(${right.tex}\\)의 \\(x\\)좌표는 ${QUAD_SIGNS[target]?.[0] === 1 ? '양수' : '음수'}, \\(y\\)좌표는 ${QUAD_SIGNS[target]?.[1] === 1 ? '양수' : '음수'}이므로 ${ORD[target]} 위의 점입니다.`,
            `Checking signs, \\(${right.tex}\\) has a ${QUAD_SIGNS[target]?.[0] === 1 ? 'positive' : 'negative'} \\(x\\)-coordinate and a ${QUAD_SIGNS[target]?.[1] === 1 ? 'positive' : 'negative'} \\(y\\)-coordinate, so it is in ${ORD_EN[target]}.`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: ({ given, target }, problem: GeneratedProblem) => {
      // Substitute concrete values of a and b from the given quadrant and read off each choice's quadrant.
      const [sa, sb] = QUAD_SIGNS[given] as [number, number];
      const samples = [
        { a: 2.3 * sa, b: 1.7 * sb },
        { a: 0.4 * sa, b: 5.1 * sb },
        { a: 7.9 * sa, b: 0.3 * sb },
      ];
      const inTarget = (choice: string) =>
        samples.every((vars) => {
          const [x, y] = evalLatex(bare(choice), vars) as [number, number];
          return x !== 0 && y !== 0 && quadrantOf(Math.sign(x), Math.sign(y)) === target;
        });
      const hits = (problem.choices ?? []).map(inTarget);
      return hits.filter(Boolean).length === 1 && hits[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'triangle-area', {
    version: 2,
    params: (rng) => {
      const x1 = rng.int(-8, 3);
      const x2 = x1 + rng.int(2, 9);
      const y0 = rng.int(-6, 6);
      const h = rng.intExcept(-8, 8, [0, 1, -1]);
      return { x1, x2, y0, x3: rng.int(-8, 8), y3: y0 + h, vertical: rng.int(0, 1) === 1 };
    },
    generate: ({ x1, x2, y0, x3, y3, vertical }) => {
      const pts = vertical
        ? [
            [y0, x1],
            [y0, x2],
            [y3, x3],
          ]
        : [
            [x1, y0],
            [x2, y0],
            [x3, y3],
          ];
      const [A, B, C] = pts.map(([x, y]) => point(x as number, y as number));
      const base = x2 - x1;
      const height = Math.abs(y3 - y0);
      const area = q(base * height, 2);
      const axis = vertical ? 'x' : 'y';
      return essay({
        stem: [
          `좌표평면 위의 세 점 \\(\\mathrm{A}${A}\\), \\(\\mathrm{B}${B}\\), ${withJosa(`\\(\\mathrm{C}${C}\\)`, '을/를')} 꼭짓점으로 하는 삼각형 \\(\\mathrm{ABC}\\)의 넓이를 구하시오.`,
          `Find the area of triangle \\(\\mathrm{ABC}\\) with vertices \\(\\mathrm{A}${A}\\), \\(\\mathrm{B}${B}\\) and \\(\\mathrm{C}${C}\\).`,
        ],
        answer: num(area),
        form: 'number',
        hint: HINTS.decimal,
        steps: [
          [
            `두 점 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\)는 \\(${axis}\\)좌표가 ${withJosa(m(y0), '으로/로')} 같으므로 밑변의 길이는 \\(\\overline{\\mathrm{AB}}=${x2}-${paren(x1)}=${base}\\)입니다.`,
            `\\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) share the \\(${axis}\\)-coordinate \\(${y0}\\), so the base is \\(\\mathrm{AB}=${x2}-${paren(x1)}=${base}\\).`,
          ],
          [
            `높이는 점 \\(\\mathrm{C}\\)에서 밑변까지의 거리 \\(|${y3}-${paren(y0)}|=${height}\\)이므로 넓이는 \\(\\frac{1}{2}\\times${base}\\times${height}=${num(area)}\\)입니다.`,
            `The height is the distance from \\(\\mathrm{C}\\) to that line, \\(|${y3}-${paren(y0)}|=${height}\\), so the area is \\(\\frac{1}{2}\\times${base}\\times${height}=${num(area)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: ({ x1, x2, y0, x3, y3 }, problem) => {
      // Shoelace formula on the three vertices.
      const shoelace = Math.abs(x1 * (y0 - y3) + x2 * (y3 - y0) + x3 * (y0 - y0)) / 2;
      return keyIs(problem, shoelace);
    },
  }),

  defineTemplate(U, 'direct-proportion', {
    version: 2,
    params: (rng) => {
      const n = rng.int(1, 4);
      const m = rng.intExcept(-9, 9, [0]);
      const p = n * rng.intExcept(-4, 4, [0]);
      const r = n * rng.intExcept(-6, 6, [0, p / n]);
      return { m, n, p, r };
    },
    generate: ({ m: top, n, p, r }) => {
      const a = q(top, n);
      const given = a.mul(p);
      const y = a.mul(r);
      const rule = `y=${term(a, 'x')}`;
      return essay({
        stem: [
          `\\(y\\)가 \\(x\\)에 정비례하고, \\(x=${p}\\)일 때 \\(y=${num(given)}\\)입니다. \\(x=${r}\\)일 때 \\(y\\)의 값을 구하시오.`,
          `\\(y\\) varies directly with \\(x\\), and \\(y=${num(given)}\\) when \\(x=${p}\\). Find \\(y\\) when \\(x=${r}\\).`,
        ],
        answer: num(y),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `\\(y=ax\\)에 \\(x=${p},\\ y=${num(given)}\\)${josa(num(given), '을/를')} 대입하면 \\(${num(given)}=${term(p, 'a')}\\), \\(a=${frac(a)}\\)입니다.`,
            `Substitute \\(x=${p},\\ y=${num(given)}\\) into \\(y=ax\\): \\(${num(given)}=${term(p, 'a')}\\), so \\(a=${frac(a)}\\).`,
          ],
          [
            `\\(${rule}\\)에 \\(x=${r}\\)${josa(r, '을/를')} 대입하면 \\(y=${frac(a)}\\times${paren(r)}=${num(y)}\\)입니다.`,
            `Then \\(${rule}\\) at \\(x=${r}\\) gives \\(y=${frac(a)}\\times${paren(r)}=${num(y)}\\).`,
          ],
        ],
        difficulty: n === 1 ? 2 : 3,
        subUnit: S2,
      });
    },
    check: ({ m: top, n, p, r }, problem) => {
      // Equal ratios y/x: y = q · r / p.
      const given = (top * p) / n;
      return keyIs(problem, (given * r) / p);
    },
  }),

  defineTemplate(U, 'inverse-proportion', {
    version: 2,
    params: (rng) => {
      const a = rng.pick([12, 18, 20, 24, 30, 36, 40, 48, 60, 72]) * rng.pick([1, -1]);
      const divisors = [1, 2, 3, 4, 5, 6].filter((d) => a % d === 0);
      const p = rng.pick(divisors) * rng.pick([1, -1]);
      // The asked x differs from the given one, or the stem would state the answer.
      const others = divisors
        .slice(1)
        .flatMap((d) => [d, -d])
        .filter((x) => x !== p);
      return { a, p, r: rng.pick(others) };
    },
    generate: ({ a, p, r }, rng) => {
      const given = a / p;
      const y = q(a, r);
      return multiple(rng, {
        stem: [
          `\\(y\\)가 \\(x\\)에 반비례하고, \\(x=${p}\\)일 때 \\(y=${given}\\)입니다. \\(x=${r}\\)일 때 \\(y\\)의 값은?`,
          `\\(y\\) varies inversely with \\(x\\), and \\(y=${given}\\) when \\(x=${p}\\). What is \\(y\\) when \\(x=${r}\\)?`,
        ],
        correct: m(frac(y)),
        wrong: [
          frac(y.neg()),
          frac(given * r, p),
          frac(r, a),
          frac(a * r),
          frac(given * p, r + (r === -1 ? 2 : 1)),
          frac(given),
          ...nearby(y.value).map((choice) => choice.slice(2, -2)),
        ].map(m),
        steps: [
          [
            `\\(y=\\frac{a}{x}\\)에서 \\(a=xy=${p}\\times${paren(given)}=${a}\\)입니다.`,
            `For \\(y=\\frac{a}{x}\\), \\(a=xy=${p}\\times${paren(given)}=${a}\\).`,
          ],
          [
            `\\(x=${r}\\)일 때 \\(y=${a}\\div${paren(r)}=${frac(y)}\\)입니다.`,
            `When \\(x=${r}\\), \\(y=${a}\\div${paren(r)}=${frac(y)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ a, p, r }, problem) => {
      // xy is constant: find y with r·y = p·q by stepping through candidate values.
      const given = a / p;
      let y = -100;
      while (y <= 100 && r * y !== p * given) y++;
      return keyIs(problem, y);
    },
  }),
];
