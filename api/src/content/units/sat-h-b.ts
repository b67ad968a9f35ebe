// SAT Algebra, linear functions: original items.
import {
  chain,
  defineTemplate,
  dollarsKo,
  essay,
  frac,
  keyIs,
  keyNumber,
  linear,
  multiple,
  nearby,
  paren,
  point,
  q,
  signed,
  term,
  times,
  usd,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

const U = 'sat-h-b';

const SERVICES = [
  { ko: '헬스장', en: 'gym' },
  { ko: '휴대폰 요금제', en: 'phone plan' },
  { ko: '음악 스트리밍 서비스', en: 'music streaming service' },
] as const;

export const templates: ProblemTemplate[] = [
  /** The slope of the line through two points. */
  defineTemplate(U, 'slope-through-points', {
    version: 2,
    params: (rng) => {
      const x1 = rng.int(-8, 8);
      const x2 = rng.intExcept(-8, 8, [x1]);
      const y1 = rng.int(-10, 10);
      const y2 = rng.intExcept(-10, 10, [y1]);
      return { x1, y1, x2, y2 };
    },
    generate: ({ x1, y1, x2, y2 }) => {
      const slope = frac(y2 - y1, x2 - x1);
      const A = point(x1, y1);
      const B = point(x2, y2);
      return essay({
        stem: [
          `일차함수 \\(y=f(x)\\)의 그래프가 두 점 \\(${A}\\), ${withJosa(`\\(${B}\\)`, '을/를')} 지날 때, 이 그래프의 기울기를 구하시오.`,
          `The graph of the linear function \\(y=f(x)\\) passes through the points \\(${A}\\) and \\(${B}\\). What is the slope of the graph?`,
        ],
        answer: slope,
        form: 'number',
        steps: [
          [
            '기울기는 \\(\\dfrac{(y\\text{의 값의 증가량})}{(x\\text{의 값의 증가량})}\\)입니다.',
            'The slope is the change in \\(y\\) divided by the change in \\(x\\).',
          ],
          [
            `\\(${chain(`\\dfrac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`, x2 - x1 === 1 ? slope : `\\dfrac{${y2 - y1}}{${x2 - x1}}`, slope)}\\)`,
            `\\(${chain(`\\dfrac{${y2}-${paren(y1)}}{${x2}-${paren(x1)}}`, x2 - x1 === 1 ? slope : `\\dfrac{${y2 - y1}}{${x2 - x1}}`, slope)}\\)`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ x1, y1, x2, y2 }, problem) => {
      const m = keyNumber(problem);
      // Both points must lie on y = mx + c for one c.
      return Math.abs(y1 - m * x1 - (y2 - m * x2)) < 1e-9;
    },
  }),

  /** f(p) and f(r) are given; find f(t). */
  defineTemplate(U, 'value-from-two-values', {
    version: 3,
    params: (rng) => {
      const m = rng.intExcept(-6, 6, [0]);
      const b = rng.int(-15, 15);
      const p = rng.int(-5, 5);
      const r = rng.intExcept(-5, 5, [p]);
      const t = rng.intExcept(-9, 9, [p, r]);
      return { m, b, p, r, t };
    },
    generate: ({ m, b, p, r, t }, rng) => {
      const f = (x: number) => m * x + b;
      const key = f(t);
      return multiple(rng, {
        choices: 4,
        stem: [
          `일차함수 \\(f\\)에 대하여 \\(f(${p})=${f(p)}\\), \\(f(${r})=${f(r)}\\)일 때, \\(f(${t})\\)의 값은?`,
          `For a linear function \\(f\\), \\(f(${p})=${f(p)}\\) and \\(f(${r})=${f(r)}\\). What is the value of \\(f(${t})\\)?`,
        ],
        correct: `\\(${key}\\)`,
        wrong: [-m * t + b, m * t - b, f(t - 1), f(t + 1), m + b].map((v) => `\\(${v}\\)`).concat(nearby(key)),
        steps: [
          [
            `기울기는 \\(\\dfrac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${m}\\)입니다.`,
            `The slope is \\(\\dfrac{${f(r)}-${paren(f(p))}}{${r}-${paren(p)}}=${m}\\).`,
          ],
          [
            `${withJosa(`\\(f(x)=${term(m, 'x')}+b\\)`, '으로/로')} 놓으면 \\(f(${p})=${times(m, p)}+b=${f(p)}\\)이므로 \\(b=${b}\\)입니다.`,
            `Write \\(f(x)=${term(m, 'x')}+b\\). Then \\(f(${p})=${times(m, p)}+b=${f(p)}\\), so \\(b=${b}\\).`,
          ],
          [
            `\\(f(x)=${linear(m, b)}\\)이므로 \\(f(${t})=${times(m, t)}${signed(b)}=${key}\\)입니다.`,
            `So \\(f(x)=${linear(m, b)}\\), and \\(f(${t})=${times(m, t)}${signed(b)}=${key}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ m, b, p, r, t }, problem) => {
      const [fp, fr] = [m * p + b, m * r + b];
      // Interpolate through the two given values (a different route from slope-intercept form).
      return keyIs(
        problem,
        q(fr - fp, r - p)
          .mul(t - p)
          .add(fp).value,
      );
    },
  }),

  /** A one-time fee plus a monthly rate: the total after some months. */
  defineTemplate(U, 'fee-plus-rate', {
    version: 2,
    params: (rng) => {
      const fee = rng.int(2, 12) * 5;
      const rate = rng.int(3, 25);
      const months = rng.int(3, 18);
      const service = rng.pick(SERVICES);
      return { fee, rate, months, service };
    },
    ranges: { fee: [0, 100], rate: [1, 100], months: [1, 24] },
    generate: ({ fee, rate, months, service }) => {
      const total = fee + rate * months;
      return essay({
        stem: [
          `어느 ${withJosa(service.ko, '은/는')} 가입비 ${dollarsKo(fee)}에 매달 ${dollarsKo(rate)}씩을 받습니다. \\(n\\)개월 동안 이용한 총비용(달러)은 \\(C(n)=${rate}n+${fee}\\)입니다. \\(${months}\\)개월 동안 이용한 총비용은 몇 달러입니까?`,
          `A ${service.en} charges a one-time fee of ${usd(fee)} plus ${usd(rate)} per month. The total cost, in dollars, for \\(n\\) months is \\(C(n)=${rate}n+${fee}\\). What is the total cost, in dollars, for \\(${months}\\) months?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '달러',
        steps: [
          [
            `\\(${months}\\)개월 동안의 비용은 \\(C(${months})\\)이므로 ${withJosa(`\\(n=${months}\\)`, '을/를')} 대입합니다.`,
            `The cost for \\(${months}\\) months is \\(C(${months})\\), so substitute \\(n=${months}\\).`,
          ],
          [
            `\\(C(${months})=${rate}\\times ${months}+${fee}=${rate * months}+${fee}=${total}\\)이므로 ${dollarsKo(total)}입니다.`,
            `\\(C(${months})=${rate}\\times ${months}+${fee}=${rate * months}+${fee}=${total}\\), so the cost is ${usd(total)}.`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ fee, rate, months }, problem) => {
      // Add month by month instead of multiplying.
      let total = fee;
      for (let i = 0; i < months; i++) total += rate;
      return keyIs(problem, total);
    },
  }),
];
