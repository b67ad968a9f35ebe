// 중1 4. 좌표평면과 그래프: quadrants and areas on the coordinate plane (s1), direct and inverse proportion (s2), with
// a quadrilateral's area cut from its bounding rectangle, meshing gears, the points with whole coordinates on y = a/x, and the two graphs meeting at a point.
import { bare, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { gcd, num, q } from '../kit/numbers.js';
import { frac, m, paren, point, term } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, keyWhere } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { coordinatePlane, withFigure } from '../kit/figures.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-4';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const ORD = ['', '제1사분면', '제2사분면', '제3사분면', '제4사분면'];
const ORD_EN = ['', 'Quadrant I', 'Quadrant II', 'Quadrant III', 'Quadrant IV'];
const QUAD_SIGNS: Record<number, [number, number]> = { 1: [1, 1], 2: [-1, 1], 3: [-1, -1], 4: [1, -1] };
/** a/x as a teacher writes it, the sign in front of the fraction. */
const overX = (a: number) => `${a < 0 ? '-' : ''}\\frac{${Math.abs(a)}}{x}`;
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

  defineTemplate(U, 'meshing-gears', {
    version: 1,
    params: (rng) => {
      const teethA = rng.pick([24, 30, 36, 40, 45, 48, 60]);
      const turnsA = rng.pick([2, 3, 4, 5, 6, 8]);
      const total = teethA * turnsA;
      const teethB = rng.pick([12, 15, 16, 18, 20, 24, 30, 32, 36, 40].filter((t) => t !== teethA && total % t === 0));
      return { teethA, turnsA, teethB };
    },
    generate: ({ teethA, turnsA, teethB }) => {
      const total = teethA * turnsA;
      const turnsB = total / teethB;
      return essay({
        stem: [
          `톱니가 \\(${teethA}\\)개인 톱니바퀴 A와 톱니가 \\(x\\)개인 톱니바퀴 B가 서로 맞물려 돌고 있습니다. A가 1분 동안 \\(${turnsA}\\)번 회전할 때 B는 1분 동안 \\(y\\)번 회전합니다. B의 톱니가 \\(${teethB}\\)개일 때, B는 1분 동안 몇 번 회전하는지 구하시오.`,
          `Gear A has \\(${teethA}\\) teeth and meshes with gear B, which has \\(x\\) teeth. When A turns \\(${turnsA}\\) times a minute, B turns \\(y\\) times a minute. If B has \\(${teethB}\\) teeth, how many times a minute does B turn?`,
        ],
        answer: String(turnsB),
        form: 'number',
        unit: '번',
        hint: HINTS.whole,
        steps: [
          [
            `맞물려 도는 두 톱니바퀴는 같은 시간 동안 맞물리는 톱니의 수가 같습니다. A가 1분 동안 맞물리는 톱니는 \\(${teethA}\\times${turnsA}=${total}\\)개입니다.`,
            `Meshing gears pass the same number of teeth in the same time. In one minute A passes \\(${teethA}\\times${turnsA}=${total}\\) teeth.`,
          ],
          [
            `B도 1분 동안 \\(${total}\\)개의 톱니가 맞물리므로 \\(xy=${total}\\), 즉 \\(y=\\frac{${total}}{x}\\)이고 \\(y\\)는 \\(x\\)에 반비례합니다.`,
            `B passes \\(${total}\\) teeth too, so \\(xy=${total}\\), that is, \\(y=\\frac{${total}}{x}\\): \\(y\\) varies inversely with \\(x\\).`,
          ],
          [
            `\\(x=${teethB}\\)${josa(teethB, '을/를')} 대입하면 \\(y=\\frac{${total}}{${teethB}}=${turnsB}\\)이므로 B는 1분 동안 \\(${turnsB}\\)번 회전합니다.`,
            `At \\(x=${teethB}\\), \\(y=\\frac{${total}}{${teethB}}=${turnsB}\\), so B turns \\(${turnsB}\\) times a minute.`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ teethA, turnsA, teethB }, problem) => {
      // Count B's turns one by one until it has passed as many teeth as A did.
      let turns = 0;
      while (turns * teethB < teethA * turnsA) turns++;
      return turns * teethB === teethA * turnsA && keyIs(problem, turns);
    },
  }),

  defineTemplate(U, 'inverse-lattice-points', {
    version: 1,
    params: (rng) => {
      const a = rng.pick([6, 8, 10, 12, 16, 18, 20, 24, 28, 30, 36]) * rng.pick([1, -1]);
      const divisors = [1, 2, 3, 4, 5, 6].filter((d) => a % d === 0 && Math.abs(a) !== d);
      return { a, p: rng.pick(divisors.slice(1)) * rng.pick([1, -1]) };
    },
    generate: ({ a, p }) => {
      const r = a / p;
      const size = Math.abs(a);
      const divisors = Array.from({ length: size }, (_, i) => i + 1).filter((d) => size % d === 0);
      const count = 2 * divisors.length;
      return essay({
        stem: [
          `반비례 관계 \\(y=\\frac{a}{x}\\)의 그래프가 점 \\((${p}, ${r})\\)${josa(`(${p}, ${r})`, '을/를')} 지날 때, 이 그래프 위의 점 중에서 \\(x\\)좌표와 \\(y\\)좌표가 모두 정수인 점의 개수를 구하시오.`,
          `The graph of the inverse variation \\(y=\\frac{a}{x}\\) passes through \\((${p}, ${r})\\). How many points on the graph have an integer \\(x\\)-coordinate and an integer \\(y\\)-coordinate?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `\\(a=xy=${p}\\times${paren(r)}=${a}\\)이므로 그래프의 식은 \\(y=${overX(a)}\\)입니다.`,
            `\\(a=xy=${p}\\times${paren(r)}=${a}\\), so the graph is \\(y=${overX(a)}\\).`,
          ],
          [
            `\\(x\\)가 정수일 때 \\(y=${overX(a)}\\)도 정수가 되려면 \\(x\\)는 \\(${size}\\)의 약수이거나 그 약수에 음의 부호를 붙인 수여야 합니다. 이것이 문제를 푸는 열쇠입니다.`,
            `The key: for an integer \\(x\\), \\(y=${overX(a)}\\) is an integer exactly when \\(x\\) is a factor of \\(${size}\\) or the negative of one.`,
          ],
          [
            `\\(${size}\\)의 약수는 \\(${divisors.join(',\\ ')}\\)의 \\(${divisors.length}\\)개이고, 양수와 음수가 각각 있으므로 구하는 점은 \\(${divisors.length}\\times2=${count}\\)개입니다.`,
            `The factors of \\(${size}\\) are \\(${divisors.join(',\\ ')}\\), which is \\(${divisors.length}\\) of them. Each gives a positive and a negative \\(x\\), so there are \\(${divisors.length}\\times2=${count}\\) points.`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ a, p }, problem) => {
      // Walk every integer x on both sides of 0 and keep those where y is an integer too.
      const b = p * (a / p);
      let points = 0;
      for (let x = -Math.abs(b); x <= Math.abs(b); x++) if (x !== 0 && Number.isInteger(b / x)) points++;
      return keyIs(problem, points);
    },
  }),

  defineTemplate(U, 'direct-meets-inverse', {
    version: 1,
    params: (rng) => {
      const p = rng.pick([2, 3, -2, -3]);
      const a = rng.intExcept(-4, 4, [0]);
      const b = a * p * p;
      const others = [1, 2, 3, 4, 6, 9, 12]
        .filter((d) => b % d === 0)
        .flatMap((d) => [d, -d])
        .filter((s) => s !== p && s !== -p);
      return { a, p, s: rng.pick(others) };
    },
    generate: ({ a, p, s }) => {
      const b = a * p * p;
      const t = b / s;
      const k = b / p;
      return essay({
        stem: [
          `정비례 관계 \\(y=ax\\)의 그래프와 반비례 관계 \\(y=\\frac{b}{x}\\)의 그래프가 점 \\((${p}, k)\\)에서 만납니다. \\(y=\\frac{b}{x}\\)의 그래프가 점 \\((${s}, ${t})\\)${josa(`(${s}, ${t})`, '을/를')} 지날 때, 상수 \\(a\\)의 값을 구하시오.`,
          `The graph of the direct variation \\(y=ax\\) and the graph of the inverse variation \\(y=\\frac{b}{x}\\) meet at the point \\((${p}, k)\\). The graph of \\(y=\\frac{b}{x}\\) also passes through \\((${s}, ${t})\\). Find the constant \\(a\\).`,
        ],
        answer: String(a),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `점 \\((${s}, ${t})\\)${josa(`(${s}, ${t})`, '이/가')} \\(y=\\frac{b}{x}\\) 위에 있으므로 \\(b=${s}\\times${paren(t)}=${b}\\)입니다.`,
            `\\((${s}, ${t})\\) is on \\(y=\\frac{b}{x}\\), so \\(b=${s}\\times${paren(t)}=${b}\\).`,
          ],
          [
            `만나는 점은 두 그래프 위에 모두 있습니다. 이것이 열쇠입니다. 먼저 \\(y=${overX(b)}\\)에 \\(x=${p}\\)${josa(p, '을/를')} 대입하면 \\(k=${b}\\div${paren(p)}=${k}\\)입니다.`,
            `The key is that the meeting point lies on both graphs. On \\(y=${overX(b)}\\), \\(x=${p}\\) gives \\(k=${b}\\div${paren(p)}=${k}\\).`,
          ],
          [
            `점 \\((${p}, ${k})\\)${josa(`(${p}, ${k})`, '이/가')} \\(y=ax\\) 위에도 있으므로 \\(${k}=${term(p, 'a')}\\), \\(a=${a}\\)입니다.`,
            `\\((${p}, ${k})\\) is on \\(y=ax\\) as well, so \\(${k}=${term(p, 'a')}\\) and \\(a=${a}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ p, s, a }, problem) => {
      // The key value A must put (p, A·p) on the curve through (s, b/s): p · A·p equals s · (b/s).
      const b = a * p * p;
      return keyWhere(problem, ([A]) => A !== undefined && A * p * p === s * (b / s));
    },
  }),

  defineTemplate(U, 'quadrilateral-area', {
    version: 2,
    params: (rng) => {
      const w = rng.int(4, 8);
      const h = rng.int(4, 8);
      const x0 = rng.int(-6, 6 - w);
      const y0 = rng.int(-6, 6 - h);
      return { x0, y0, w, h, a: rng.int(1, w - 1), b: rng.int(1, h - 1), c: rng.int(1, w - 1), d: rng.int(1, h - 1) };
    },
    generate: ({ x0, y0, w, h, a, b, c, d }) => {
      // One vertex on each side of the w × h rectangle around the quadrilateral: top, left, bottom, right.
      const vertices: Array<[string, number, number]> = [
        ['A', x0 + a, y0 + h],
        ['B', x0, y0 + h - b],
        ['C', x0 + c, y0],
        ['D', x0 + w, y0 + d],
      ];
      const corners = [
        [a, b],
        [c, h - b],
        [w - c, d],
        [w - a, h - d],
      ] as const;
      const cut = corners.reduce((sum, [p, r]) => sum.add(q(p * r, 2)), q(0));
      const area = q(w * h).sub(cut);
      const named = vertices.map(([name, x, y]) => `\\(\\mathrm{${name}}${point(x, y)}\\)`);
      const triangles = corners.map(([p, r]) => `\\frac{1}{2}\\times${p}\\times${r}`).join('+');
      return withFigure(
        essay({
          stem: [
            `좌표평면 위의 네 점 ${named.slice(0, 3).join(', ')}, ${withJosa(named[3] as string, '을/를')} 꼭짓점으로 하는 사각형 \\(\\mathrm{ABCD}\\)의 넓이를 구하시오.`,
            `Find the area of quadrilateral \\(\\mathrm{ABCD}\\) with vertices ${named.slice(0, 3).join(', ')} and ${named[3]}.`,
          ],
          answer: num(area),
          form: 'number',
          hint: HINTS.decimal,
          steps: [
            [
              `네 꼭짓점이 모두 변 위에 오도록, 변이 좌표축에 평행한 직사각형을 그립니다. 가로는 \\(${x0 + w}-${paren(x0)}=${w}\\), 세로는 \\(${y0 + h}-${paren(y0)}=${h}\\)이므로 넓이는 \\(${w}\\times${h}=${w * h}\\)입니다.`,
              `Draw the rectangle with sides parallel to the axes that just holds all four vertices. It is \\(${x0 + w}-${paren(x0)}=${w}\\) wide and \\(${y0 + h}-${paren(y0)}=${h}\\) tall, so its area is \\(${w}\\times${h}=${w * h}\\).`,
            ],
            [
              `사각형 \\(\\mathrm{ABCD}\\)의 넓이를 바로 구하기 어려울 때는 직사각형에서 네 귀퉁이의 직각삼각형을 빼는 것이 열쇠입니다. 네 직각삼각형의 넓이의 합은 \\(${triangles}=${num(cut)}\\)입니다.`,
              `The key when \\(\\mathrm{ABCD}\\) has no easy base and height: take the four right triangles in the corners away from the rectangle. Together they cover \\(${triangles}=${num(cut)}\\).`,
            ],
            [
              `따라서 사각형 \\(\\mathrm{ABCD}\\)의 넓이는 \\(${w * h}-${num(cut)}=${num(area)}\\)입니다.`,
              `So the area of \\(\\mathrm{ABCD}\\) is \\(${w * h}-${num(cut)}=${num(area)}\\).`,
            ],
          ],
          difficulty: 4,
          subUnit: S1,
        }),
        coordinatePlane({
          x: [-7, 7],
          y: [-7, 7],
          labelEvery: 2,
          points: vertices.map(([label, x, y]) => ({ x, y, label })),
          shade: vertices.map(([, x, y]) => [x, y] as const),
        }),
      );
    },
    check: ({ x0, y0, w, h, a, b, c, d }, problem) => {
      // Pick's theorem: area = interior lattice points + boundary lattice points / 2 − 1.
      const poly: Array<[number, number]> = [
        [x0 + a, y0 + h],
        [x0, y0 + h - b],
        [x0 + c, y0],
        [x0 + w, y0 + d],
      ];
      const edges = poly.map(([px, py], i) => {
        const [nx, ny] = poly[(i + 1) % 4] as [number, number];
        return { px, py, dx: nx - px, dy: ny - py };
      });
      const boundary = edges.reduce((sum, e) => sum + gcd(Math.abs(e.dx), Math.abs(e.dy)), 0);
      let interior = 0;
      for (let x = x0; x <= x0 + w; x++)
        for (let y = y0; y <= y0 + h; y++)
          if (edges.every((e) => e.dx * (y - e.py) - e.dy * (x - e.px) > 0)) interior++;
      return keyIs(problem, interior + boundary / 2 - 1);
    },
  }),
];
