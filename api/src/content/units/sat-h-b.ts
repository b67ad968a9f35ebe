// SAT Algebra, linear functions: original items.
import { createRng } from '../lib/random.js';
import { HINTS, close, frac, keyValue, linear, numberChoices, numberSpec, plus, usd } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-h-b';

function slopeParams(seed: number) {
  const rng = createRng(seed);
  const x1 = rng.int(-8, 8);
  const x2 = rng.intExcept(-8, 8, [x1]);
  const y1 = rng.int(-10, 10);
  const y2 = rng.intExcept(-10, 10, [y1]);
  return { x1, y1, x2, y2 };
}

/** The slope of the line through two points. */
const slopeThroughPoints: ProblemTemplate = {
  id: `${unitId}.slope-through-points`,
  unitId,
  version: 1,
  generate(seed) {
    const { x1, y1, x2, y2 } = slopeParams(seed);
    const slope = frac(y2 - y1, x2 - x1);
    return {
      type: 'essay',
      stem: {
        ko: `일차함수 \\(y = f(x)\\)의 그래프가 두 점 \\((${x1}, ${y1})\\), \\((${x2}, ${y2})\\)를 지날 때, 그래프의 기울기를 구하시오.`,
        en: `The graph of the linear function \\(y = f(x)\\) passes through the points \\((${x1}, ${y1})\\) and \\((${x2}, ${y2})\\). What is the slope of the graph?`,
      },
      answer: slope,
      answerSpec: numberSpec(HINTS.fraction),
      explanation: [
        {
          ko: `기울기는 \\(\\dfrac{y\\text{의 증가량}}{x\\text{의 증가량}}\\)입니다.`,
          en: 'Slope is the change in \\(y\\) divided by the change in \\(x\\).',
        },
        {
          ko: `\\(\\dfrac{${y2} - (${y1})}{${x2} - (${x1})} = \\dfrac{${y2 - y1}}{${x2 - x1}} = ${slope}\\)`,
          en: `\\(\\dfrac{${y2} - (${y1})}{${x2} - (${x1})} = \\dfrac{${y2 - y1}}{${x2 - x1}} = ${slope}\\)`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { x1, y1, x2, y2 } = slopeParams(seed);
    const m = keyValue(problem);
    // Both points must lie on y = m x + c for one c.
    return close(y1 - m * x1, y2 - m * x2, 1e-9);
  },
};

function valueParams(seed: number) {
  const rng = createRng(seed);
  const m = rng.intExcept(-6, 6, [0]);
  const b = rng.int(-15, 15);
  const p = rng.int(-5, 5);
  const r = rng.intExcept(-5, 5, [p]);
  const t = rng.intExcept(-9, 9, [p, r]);
  return { m, b, p, r, t };
}

/** f(p) and f(r) are given; find f(t). */
const valueFromTwoValues: ProblemTemplate = {
  id: `${unitId}.value-from-two-values`,
  unitId,
  version: 1,
  generate(seed) {
    const { m, b, p, r, t } = valueParams(seed);
    const rng = createRng(seed + 7);
    const f = (x: number) => m * x + b;
    const key = f(t);
    const { choices, answer } = numberChoices(rng, key, [-m * t + b, m * t - b, f(t - 1), f(t + 1), m + b]);
    return {
      type: 'multiple',
      stem: {
        ko: `일차함수 \\(f\\)에 대하여 \\(f(${p}) = ${f(p)}\\), \\(f(${r}) = ${f(r)}\\)일 때, \\(f(${t})\\)의 값은?`,
        en: `For a linear function \\(f\\), \\(f(${p}) = ${f(p)}\\) and \\(f(${r}) = ${f(r)}\\). What is the value of \\(f(${t})\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `기울기는 \\(\\dfrac{${f(r)} - (${f(p)})}{${r} - (${p})} = ${m}\\)입니다.`,
          en: `The slope is \\(\\dfrac{${f(r)} - (${f(p)})}{${r} - (${p})} = ${m}\\).`,
        },
        {
          ko: `\\(f(x) = ${linear(m, b)}\\)이므로 \\(f(${t}) = ${m} \\cdot (${t})${plus(b)} = ${key}\\)입니다.`,
          en: `So \\(f(x) = ${linear(m, b)}\\), and \\(f(${t}) = ${m} \\cdot (${t})${plus(b)} = ${key}\\).`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { m, b, p, r, t } = valueParams(seed);
    const [fp, fr] = [m * p + b, m * r + b];
    // Interpolate through the two given values (a different route from slope-intercept form).
    const expected = fp + ((fr - fp) * (t - p)) / (r - p);
    return close(keyValue(problem), expected);
  },
};

function planParams(seed: number) {
  const rng = createRng(seed);
  const fee = rng.int(2, 12) * 5;
  const rate = rng.int(3, 25);
  const months = rng.int(3, 18);
  const service = rng.pick(['gym', 'phone', 'music'] as const);
  return { fee, rate, months, service };
}

const SERVICES = {
  gym: { ko: '헬스장', en: 'gym', unitKo: '달', unitEn: 'month' },
  phone: { ko: '휴대폰 요금제', en: 'phone plan', unitKo: '달', unitEn: 'month' },
  music: { ko: '음악 스트리밍 서비스', en: 'music streaming service', unitKo: '달', unitEn: 'month' },
} as const;

/** A one-time fee plus a monthly rate: the total after some months. */
const feePlusRate: ProblemTemplate = {
  id: `${unitId}.fee-plus-rate`,
  unitId,
  version: 1,
  generate(seed) {
    const { fee, rate, months, service } = planParams(seed);
    const s = SERVICES[service];
    const total = fee + rate * months;
    return {
      type: 'essay',
      stem: {
        ko: `어느 ${s.ko}는 가입비 ${fee}달러와 매달 ${rate}달러를 받습니다. \\(n\\)달 동안 이용한 총비용(달러)은 \\(C(n) = ${rate}n + ${fee}\\)입니다. ${months}달 동안 이용한 총비용은 몇 달러입니까?`,
        en: `A ${s.en} charges a one-time fee of ${usd(fee)} plus ${usd(rate)} per month. The total cost, in dollars, for \\(n\\) months is \\(C(n) = ${rate}n + ${fee}\\). What is the total cost, in dollars, for ${months} months?`,
      },
      answer: String(total),
      answerSpec: numberSpec(HINTS.integer, { unit: '$' }),
      explanation: [
        { ko: `\\(n = ${months}\\)을 대입합니다.`, en: `Substitute \\(n = ${months}\\).` },
        {
          ko: `\\(C(${months}) = ${rate} \\times ${months} + ${fee} = ${total}\\)이므로 ${total}달러입니다.`,
          en: `\\(C(${months}) = ${rate} \\times ${months} + ${fee} = ${total}\\), so the cost is ${usd(total)}.`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { fee, rate, months } = planParams(seed);
    // Add month by month instead of multiplying.
    let total = fee;
    for (let i = 0; i < months; i++) total += rate;
    return keyValue(problem) === total;
  },
};

export const templates: ProblemTemplate[] = [slopeThroughPoints, valueFromTwoValues, feePlusRate];
