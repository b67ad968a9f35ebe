// 중1 2. 정수와 유리수: calculations with integers and rational numbers, counting integers in a range, absolute value.
import {
  HINTS,
  defineTemplate,
  essay,
  evalLatex,
  frac,
  fracRaw,
  keyIs,
  lcm,
  m,
  multiple,
  num,
  paren,
  q,
  stemMath,
  type Q,
  findOnly,
  numberLine,
  withFigure,
  withJosa,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-2';
const nonZero = (rng: { intExcept(a: number, b: number, e: number[]): number }, lo: number, hi: number) =>
  rng.intExcept(lo, hi, [0]);

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'integer-expression', {
    version: 2,
    params: (rng) => ({
      form: rng.int(0, 3),
      a: nonZero(rng, -12, 12),
      b: nonZero(rng, -9, 9),
      c: nonZero(rng, -9, 9),
      k: nonZero(rng, -6, 6),
    }),
    generate: ({ form, a, b, c: c0, k }) => {
      const c = form === 0 ? -Math.abs(c0) : c0;
      // Each form: the expression, the value, and the step that is done first.
      const forms = [
        { tex: `${paren(a)}+${paren(b)}-${paren(c)}`, value: a + b - c, first: `${paren(a)}+${paren(b)}+${paren(-c)}` },
        { tex: `${paren(a)}-${paren(b)}\\times${paren(c)}`, value: a - b * c, first: `${paren(a)}-${paren(b * c)}` },
        { tex: `${paren(a)}+${paren(b * k)}\\div${paren(k)}`, value: a + b, first: `${paren(a)}+${paren(b)}` },
        {
          tex: `\\left[${paren(a)}-${paren(b)}\\right]\\times${paren(c)}`,
          value: (a - b) * c,
          first: `${paren(a - b)}\\times${paren(c)}`,
        },
      ];
      const f = forms[form] as (typeof forms)[number];
      return essay({
        stem: [`다음을 계산하시오. \\(${f.tex}\\)`, `Evaluate \\(${f.tex}\\).`],
        answer: num(f.value),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            form === 0
              ? `빼기는 부호를 바꾼 수를 더하는 것과 같습니다: \\(${f.tex}=${f.first}\\)`
              : form === 3
                ? `괄호 안을 먼저 계산합니다: \\(${f.tex}=${f.first}\\)`
                : `곱셈과 나눗셈을 먼저 계산합니다: \\(${f.tex}=${f.first}\\)`,
            form === 0
              ? `Subtracting a number is adding its opposite: \\(${f.tex}=${f.first}\\)`
              : form === 3
                ? `Work inside the brackets first: \\(${f.tex}=${f.first}\\)`
                : `Multiply or divide first: \\(${f.tex}=${f.first}\\)`,
          ],
          [`따라서 \\(${f.first}=${num(f.value)}\\)입니다.`, `So \\(${f.first}=${num(f.value)}\\).`],
        ],
        difficulty: form === 0 ? 2 : 3,
      });
    },
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  defineTemplate(U, 'fraction-expression', {
    version: 2,
    params: (rng) => {
      const b = rng.int(2, 9);
      const d = rng.intExcept(2, 9, [b]);
      return { op: rng.int(0, 2), a: nonZero(rng, -8, 8), b, c: rng.int(1, 8), d };
    },
    generate: ({ op, a, b, c, d }, rng) => {
      const x = q(a, b);
      const y = q(-c, d);
      const value = [x.sub(y), x.mul(y), x.div(y)][op] as Q;
      const tex = `${frac(x)}${['-', '\\times', '\\div'][op]}${paren(y)}`;
      const wrongs: Array<[number, number]> = [
        [
          [a * d - c * b, b * d],
          [a - c, b + d],
          [a + c, b + d],
        ],
        [
          [a * c, b * d],
          [-a * d, b * c],
          [a * d, b * c],
        ],
        [
          [a * d, b * c],
          [-a * c, b * d],
          [a * c, b * d],
        ],
      ][op] as Array<[number, number]>;
      const wrong = [
        ...wrongs.map(([n, den]) => frac(n, den)),
        frac(value.neg()),
        ...(value.n === 0 ? [] : [frac(value.d, value.n)]),
        ...[1, -1, 2, -2, 3, -3].map((k) => frac(value.n + k, value.d)),
      ];
      // The working: a common denominator, or one product of numerators over one of denominators.
      let work: [string, string];
      if (op === 0) {
        const l = lcm(x.d, y.d);
        const [xn, yn] = [(x.n * l) / x.d, (-y.n * l) / y.d];
        const joined = fracRaw(xn + yn, l);
        const last = joined === frac(value) ? frac(value) : `${joined}=${frac(value)}`;
        const sumTex = l === 1 ? frac(value) : `${fracRaw(xn, l)}+${fracRaw(yn, l)}=${last}`;
        work = [
          `빼는 수의 부호를 바꾸어 더하고 통분합니다: \\(${frac(x)}+${frac(y.neg())}=${sumTex}\\)`,
          `Change subtraction to adding the opposite, then use a common denominator: \\(${frac(x)}+${frac(y.neg())}=${sumTex}\\)`,
        ];
      } else {
        const [top, bottom] = op === 1 ? [x.n * y.n, x.d * y.d] : [x.n * y.d, x.d * y.n];
        const divisor = op === 2 ? `${frac(x)}\\times${paren(q(y.d, y.n))}=` : '';
        const raw = `${top * bottom < 0 ? '-' : ''}\\frac{${Math.abs(x.n)}\\times${op === 1 ? Math.abs(y.n) : Math.abs(y.d)}}{${x.d}\\times${op === 1 ? y.d : Math.abs(y.n)}}`;
        const body = `${divisor}${raw}=${frac(value)}`;
        work =
          op === 1
            ? [
                `부호를 먼저 정하고 분자끼리, 분모끼리 곱합니다: \\(${tex}=${body}\\)`,
                `Decide the sign, then multiply numerators and denominators: \\(${tex}=${body}\\)`,
              ]
            : [
                `나누는 수의 역수를 곱합니다: \\(${tex}=${body}\\)`,
                `Multiply by the reciprocal of the divisor: \\(${tex}=${body}\\)`,
              ];
      }
      return multiple(rng, {
        stem: [`다음을 계산한 값은? \\(${tex}\\)`, `What is the value of \\(${tex}\\)?`],
        correct: m(frac(value)),
        wrong: wrong.map(m),
        steps: [work],
        difficulty: op === 0 ? 3 : 2,
      });
    },
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  defineTemplate(U, 'integers-between', {
    version: 2,
    params: (rng) => {
      const b = rng.int(2, 7);
      const d = rng.int(2, 7);
      return { kind: rng.int(0, 1), a: rng.int(1, 40), b, c: rng.int(1, 40), d, n: rng.int(2, 15) };
    },
    generate: ({ kind, a, b, c, d, n }) => {
      if (kind === 0) {
        return essay({
          stem: [
            `절댓값이 \\(${n}\\) 이하인 정수의 개수를 구하시오.`,
            `How many integers have an absolute value of at most \\(${n}\\)?`,
          ],
          answer: String(2 * n + 1),
          form: 'number',
          unit: '개',
          hint: HINTS.whole,
          steps: [
            [
              `절댓값이 \\(${n}\\) 이하인 정수는 \\(-${n}\\)부터 \\(${n}\\)까지입니다.`,
              `They are the integers from \\(-${n}\\) to \\(${n}\\).`,
            ],
            [
              `음수 \\(${n}\\)개, \\(0\\), 양수 \\(${n}\\)개이므로 \\(${n}+1+${n}=${2 * n + 1}\\)개입니다.`,
              `That is \\(${n}\\) negatives, \\(0\\) and \\(${n}\\) positives: \\(${n}+1+${n}=${2 * n + 1}\\) integers.`,
            ],
          ],
          difficulty: 2,
        });
      }
      const lo = Math.floor(-a / b) + 1;
      const hi = Math.floor(c / d);
      const count = hi - lo + 1;
      return essay({
        stem: [
          `\\(${frac(-a, b)}\\)보다 크고 \\(${frac(c, d)}\\) 이하인 정수의 개수를 구하시오.`,
          `How many integers are greater than \\(${frac(-a, b)}\\) and less than or equal to \\(${frac(c, d)}\\)?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `\\(${frac(-a, b)}\\)보다 큰 가장 작은 정수는 \\(${lo}\\), \\(${frac(c, d)}\\) 이하인 가장 큰 정수는 \\(${hi}\\)입니다.`,
            `The smallest integer greater than \\(${frac(-a, b)}\\) is \\(${lo}\\); the largest integer at most \\(${frac(c, d)}\\) is \\(${hi}\\).`,
          ],
          [
            `\\(${lo}\\)부터 \\(${hi}\\)까지의 정수는 \\(${hi}-${paren(lo)}+1=${count}\\)개입니다.`,
            `From \\(${lo}\\) to \\(${hi}\\) there are \\(${hi}-${paren(lo)}+1=${count}\\) integers.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ kind, a, b, c, d, n }, problem) => {
      let count = 0;
      for (let z = -100; z <= 100; z++) {
        if (kind === 0 ? Math.abs(z) <= n : z * b > -a && z * d <= c) count++;
      }
      return keyIs(problem, count);
    },
  }),

  // Two points read off a drawn number line: the distance between them, or the number halfway.
  defineTemplate('kr-m1-2', 'number-line-points-figure', {
    version: 1,
    params: (r) => {
      const a = r.int(-9, -1);
      const ask = r.pick(['distance', 'middle'] as const);
      // The halfway point is a whole number: b has the parity of a.
      const b = ask === 'middle' ? r.int(1, 4) * 2 - (Math.abs(a) % 2) : r.int(1, 9);
      return { a, b, ask };
    },
    generate: ({ a, b, ask }) => {
      const mid = (a + b) / 2;
      return withFigure(
        essay({
          difficulty: ask === 'distance' ? 2 : 3,
          stem:
            ask === 'distance'
              ? [
                  '다음 수직선에서 두 점 A, B 사이의 거리를 구하시오. (단, 눈금 한 칸은 \\(1\\)입니다.)',
                  'Find the distance between points A and B on the number line. (The ticks are \\(1\\) apart.)',
                ]
              : [
                  '다음 수직선에서 두 점 A, B로부터 같은 거리에 있는 점이 나타내는 수를 구하시오. (단, 눈금 한 칸은 \\(1\\)입니다.)',
                  'On the number line, what number is the same distance from points A and B? (The ticks are \\(1\\) apart.)',
                ],
          answer: String(ask === 'distance' ? b - a : mid),
          form: 'number',
          steps: [
            [
              `원점에서 눈금을 세면 점 A는 왼쪽으로 \\(${-a}\\)칸이므로 \\(${a}\\), 점 B는 오른쪽으로 \\(${b}\\)칸이므로 \\(${b}\\)입니다.`,
              `Count ticks from \\(0\\): A is \\(${-a}\\) to the left, so it is \\(${a}\\); B is \\(${b}\\) to the right, so it is \\(${b}\\).`,
            ],
            ask === 'distance'
              ? [
                  `두 점 사이의 거리는 큰 수에서 작은 수를 뺀 값입니다: \\(${b}-(${a})=${b - a}\\)`,
                  `The distance is the larger number minus the smaller: \\(${b}-(${a})=${b - a}\\).`,
                ]
              : [
                  `두 점 사이의 거리는 \\(${b}-(${a})=${b - a}\\)이므로, 한가운데 점은 A에서 오른쪽으로 \\(${(b - a) / 2}\\)만큼 간 \\(${a}+${(b - a) / 2}=${mid}\\)입니다.`,
                  `A and B are \\(${b}-(${a})=${b - a}\\) apart, so the point halfway is \\(${(b - a) / 2}\\) to the right of A: \\(${a}+${(b - a) / 2}=${mid}\\).`,
                ],
          ],
        }),
        numberLine({
          min: -10,
          max: 10,
          labelEvery: 5,
          points: [
            { value: a, label: 'A' },
            { value: b, label: 'B' },
          ],
        }),
      );
    },
    // Walk from A to B one tick at a time; the halfway number is the one as far from each.
    check: ({ a, b, ask }, problem) => {
      let steps = 0;
      for (let x = a; x < b; x++) steps++;
      return keyIs(problem, ask === 'distance' ? steps : findOnly(-10, 10, (x) => x - a === b - x));
    },
  }),
];
