// 중1 2. 정수와 유리수: calculations with integers and rational numbers, a subtraction done wrongly, the largest or
// smallest product of three of four numbers, counting integers in a range, absolute value and distance on the number
// line, temperature falling with height.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { lcm, num, q, type Q } from '../kit/numbers.js';
import { frac, fracRaw, m, paren } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { findOnly } from '../kit/counting.js';
import { numberLine, withFigure } from '../kit/figures.js';
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

  defineTemplate(U, 'wrong-sign-calculation', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const d1 = rng.int(2, 6);
        const d2 = rng.intExcept(2, 6, [d1]);
        const b = q(rng.intExcept(-2 * d1, 2 * d1, [0]), d1);
        const r = q(rng.intExcept(-2 * d2, 2 * d2, [0]), d2);
        const added = rng.int(0, 1) === 1;
        const key = added ? r.sub(b).sub(b) : r.add(b).add(b);
        // The number itself is not 0, and the answer is neither number of the stem.
        const plain = !key.eq(b) && !key.eq(r) && !key.eq(b.mul(-1)) && !r.eq(b.mul(added ? 1 : -1));
        if (!b.isInteger && !r.isInteger && !key.isInteger && key.d <= 12 && plain) return { b, r, added };
      }
    },
    generate: ({ b, r, added }) => {
      const original = added ? r.sub(b) : r.add(b);
      const key = added ? original.sub(b) : original.add(b);
      const [opKo, wrongKo] = added ? ['빼야', '더했더니'] : ['더해야', '뺐더니'];
      return essay({
        stem: [
          `어떤 수${added ? '에서' : '에'} ${withJosa(m(frac(b)), '을/를')} ${opKo} 할 것을 잘못하여 ${wrongKo} ${withJosa(m(frac(r)), '이/가')} 되었습니다. 바르게 계산한 답을 기약분수로 구하시오.`,
          `A student was supposed to ${added ? 'subtract' : 'add'} \\(${frac(b)}\\) ${added ? 'from' : 'to'} a number but ${added ? 'added' : 'subtracted'} it by mistake, and got \\(${frac(r)}\\). Find the correct answer as a fraction in lowest terms.`,
        ],
        answer: frac(key),
        form: 'fraction',
        steps: [
          [
            `먼저 어떤 수를 구하는 것이 핵심입니다. 어떤 수를 \\(x\\)라 하면 \\(x\\)${added ? '에' : '에서'} ${withJosa(m(frac(b)), '을/를')} ${added ? '더한' : '뺀'} 결과가 \\(${frac(r)}\\)이므로 \\(x=${frac(r)}${added ? '-' : '+'}${paren(frac(b))}=${frac(original)}\\)입니다.`,
            `The key is to find the number first. Call it \\(x\\): ${added ? 'adding' : 'subtracting'} \\(${frac(b)}\\) gave \\(${frac(r)}\\), so \\(x=${frac(r)}${added ? '-' : '+'}${paren(frac(b))}=${frac(original)}\\).`,
          ],
          [
            `바르게 계산하면 \\(${frac(original)}${added ? '-' : '+'}${paren(frac(b))}=${frac(key)}\\)입니다.`,
            `The correct calculation is \\(${frac(original)}${added ? '-' : '+'}${paren(frac(b))}=${frac(key)}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Undo the mistake and redo it in floating point.
    check: ({ b, r, added }, problem) => {
      const x = added ? r.value - b.value : r.value + b.value;
      return keyIs(problem, added ? x - b.value : x + b.value);
    },
  }),

  defineTemplate(U, 'largest-product', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const numbers = rng.shuffle([-6, -5, -4, -3, -2, -1, 2, 3, 4, 5, 6]).slice(0, 4);
        const negatives = numbers.filter((n) => n < 0).length;
        if (negatives >= 1 && negatives <= 3) return { numbers, smallest: rng.int(0, 1) === 1 };
      }
    },
    generate: ({ numbers, smallest }) => {
      const triples = [0, 1, 2, 3].map((skip) => numbers.filter((_, i) => i !== skip));
      const products = triples.map((t) => t[0]! * t[1]! * t[2]!);
      const best = smallest ? Math.min(...products) : Math.max(...products);
      const chosen = triples[products.indexOf(best)]!;
      const list = numbers.map((n) => `\\(${n}\\)`).join(', ');
      return essay({
        stem: [
          `네 수 ${list} 중에서 서로 다른 세 수를 뽑아 곱한 값 중 가장 ${smallest ? '작은' : '큰'} 값을 구하시오.`,
          `Choose three different numbers from ${list} and multiply them. What is the ${smallest ? 'smallest' : 'largest'} product you can get?`,
        ],
        answer: num(best),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            smallest
              ? `곱이 가장 작으려면 곱이 음수이어야 하므로 음수를 홀수 개 뽑고, 그중 절댓값이 가장 크게 되도록 뽑는 것이 핵심입니다.`
              : `곱이 가장 크려면 곱이 양수이어야 하므로 음수를 짝수 개 뽑고, 그중 절댓값이 가장 크게 되도록 뽑는 것이 핵심입니다.`,
            smallest
              ? `The key: the smallest product is negative, so take an odd number of negatives, and among those choices make the absolute value as large as possible.`
              : `The key: the largest product is positive, so take an even number of negatives, and among those choices make the absolute value as large as possible.`,
          ],
          [
            `따라서 \\(${chosen.map((n) => paren(n)).join('\\times')}=${best}\\)입니다.`,
            `So \\(${chosen.map((n) => paren(n)).join('\\times')}=${best}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Every choice of three, by brute force over the indices.
    check: ({ numbers, smallest }, problem) => {
      const products: number[] = [];
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          for (let k = j + 1; k < 4; k++) products.push(numbers[i]! * numbers[j]! * numbers[k]!);
      return keyIs(problem, smallest ? Math.min(...products) : Math.max(...products));
    },
  }),

  defineTemplate(U, 'absolute-value-conditions', {
    version: 1,
    params: (rng) => ({ k: rng.int(2, 4), b: rng.int(2, 6) }),
    generate: ({ k, b }) => {
      const a = -k * b;
      const gap = (k + 1) * b;
      return essay({
        stem: [
          `두 수 \\(a\\), \\(b\\)에 대하여 \\(a<0<b\\)이고, \\(a\\)의 절댓값이 \\(b\\)의 절댓값의 \\(${k}\\)배입니다. 수직선 위에서 \\(a\\), \\(b\\)를 나타내는 두 점 사이의 거리가 \\(${gap}\\)일 때, \\(a\\)의 값을 구하시오.`,
          `Two numbers satisfy \\(a<0<b\\), and the absolute value of \\(a\\) is \\(${k}\\) times the absolute value of \\(b\\). On the number line the points for \\(a\\) and \\(b\\) are \\(${gap}\\) apart. Find \\(a\\).`,
        ],
        answer: num(a),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `\\(a\\)와 \\(b\\)는 원점의 양쪽에 있으므로 두 점 사이의 거리는 두 절댓값의 합이라는 것이 핵심입니다: \\(|a|+|b|=${gap}\\)`,
            `The key is that \\(a\\) and \\(b\\) lie on opposite sides of \\(0\\), so their distance is the sum of the absolute values: \\(|a|+|b|=${gap}\\)`,
          ],
          [
            `${withJosa(m(`|a|=${k}|b|`), '을/를')} 대입하면 \\(${k + 1}|b|=${gap}\\)이므로 \\(|b|=${b}\\), \\(|a|=${k}\\times${b}=${k * b}\\)입니다.`,
            `With \\(|a|=${k}|b|\\): \\(${k + 1}|b|=${gap}\\), so \\(|b|=${b}\\) and \\(|a|=${k * b}\\).`,
          ],
          [`\\(a<0\\)이므로 \\(a=${a}\\)입니다.`, `Since \\(a<0\\), \\(a=${a}\\).`],
        ],
        difficulty: 4,
      });
    },
    check: ({ k, b }, problem) => {
      const gap = (k + 1) * b;
      const fits: number[] = [];
      for (let a = -60; a < 0; a++) for (let c = 1; c <= 60; c++) if (-a === k * c && c - a === gap) fits.push(a);
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'mountain-temperature', {
    version: 1,
    params: (rng) => ({ ground: rng.int(5, 20), height: rng.int(2, 8) * 500 }),
    ranges: { ground: [5, 20], height: [1000, 4000] },
    generate: ({ ground, height }) => {
      const drop = q(6 * (height / 100), 10);
      const top = q(ground, 1).sub(drop);
      return essay({
        stem: [
          `지면의 기온이 \\(${ground}\\)°C이고, 지면에서 \\(100\\) m 높아질 때마다 기온이 \\(0.6\\)°C씩 내려갑니다. 지면으로부터 높이가 \\(${num(height)}\\) m인 곳의 기온은 몇 °C인지 구하시오.`,
          `The temperature on the ground is \\(${ground}\\)°C, and it falls \\(0.6\\)°C for every \\(100\\) m of height. What is the temperature at a height of \\(${num(height)}\\) m above the ground, in °C?`,
        ],
        answer: num(top),
        form: 'number',
        unit: '°C',
        steps: [
          [
            `\\(${num(height)}\\) m는 \\(100\\) m의 \\(${height / 100}\\)배이므로 기온은 \\(0.6\\times${height / 100}=${num(drop)}\\)(°C) 내려갑니다.`,
            `\\(${num(height)}\\) m is \\(${height / 100}\\) times \\(100\\) m, so the temperature falls \\(0.6\\times${height / 100}=${num(drop)}\\)°C.`,
          ],
          [
            `따라서 기온은 \\(${ground}-${num(drop)}=${num(top)}\\)(°C)입니다.`,
            `So the temperature is \\(${ground}-${num(drop)}=${num(top)}\\)°C.`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Walk up a hundred meters at a time, in tenths of a degree.
    check: ({ ground, height }, problem) => {
      let tenths = ground * 10;
      for (let h = 0; h < height; h += 100) tenths -= 6;
      return keyIs(problem, tenths / 10);
    },
  }),
];
