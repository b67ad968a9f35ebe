// SAT Algebra, linear equations in two variables: original items.
import { createRng } from '../lib/random.js';
import { HINTS, close, coef, frac, keyValue, numberChoices, numberSpec, plusTerm, usd } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-h-c';

function pointParams(seed: number) {
  const rng = createRng(seed);
  const p = rng.intExcept(-9, 9, [0]);
  const q = rng.intExcept(-9, 9, [0]);
  const a = rng.int(-6, 6);
  const k = rng.int(-8, 8);
  return { p, q, a, k, r: p * a + q * k };
}

/** A point on px + qy = r with one coordinate missing. */
const missingCoordinate: ProblemTemplate = {
  id: `${unitId}.missing-coordinate`,
  unitId,
  version: 1,
  generate(seed) {
    const { p, q, a, k, r } = pointParams(seed);
    const equation = `${coef(p)}${plusTerm(q, 'y')} = ${r}`;
    return {
      type: 'essay',
      stem: {
        ko: `점 \\((${a}, k)\\)가 직선 \\(${equation}\\) 위에 있을 때, \\(k\\)의 값을 구하시오.`,
        en: `The point \\((${a}, k)\\) lies on the line \\(${equation}\\). What is the value of \\(k\\)?`,
      },
      answer: String(k),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `\\(x = ${a}\\), \\(y = k\\)를 대입하면 \\(${p * a}${plusTerm(q, 'k')} = ${r}\\)입니다.`,
          en: `Substitute \\(x = ${a}\\) and \\(y = k\\): \\(${p * a}${plusTerm(q, 'k')} = ${r}\\).`,
        },
        {
          ko: `\\(${coef(q, 'k')} = ${r - p * a}\\)이므로 \\(k = ${k}\\)입니다.`,
          en: `So \\(${coef(q, 'k')} = ${r - p * a}\\), and \\(k = ${k}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { p, q, a, r } = pointParams(seed);
    return close(p * a + q * keyValue(problem), r);
  },
};

function interceptParams(seed: number) {
  const rng = createRng(seed);
  const p = rng.intExcept(-9, 9, [0]);
  const q = rng.intExcept(-9, 9, [0]);
  const r = rng.intExcept(-30, 30, [0]);
  return { p, q, r };
}

/** The x-intercept of px + qy = r. */
const xIntercept: ProblemTemplate = {
  id: `${unitId}.x-intercept`,
  unitId,
  version: 1,
  generate(seed) {
    const { p, q, r } = interceptParams(seed);
    const rng = createRng(seed + 11);
    const key = r / p;
    const { choices, answer } = numberChoices(rng, key, [r / q, p / r, -r / p, q / r], (n) => {
      const [num, den] = toFraction(n);
      return `\\(${frac(num, den)}\\)`;
    });
    return {
      type: 'multiple',
      stem: {
        ko: `\\(xy\\)평면에서 직선 \\(${coef(p)}${plusTerm(q, 'y')} = ${r}\\)의 \\(x\\)절편은?`,
        en: `In the \\(xy\\)-plane, what is the \\(x\\)-intercept of the line \\(${coef(p)}${plusTerm(q, 'y')} = ${r}\\)?`,
      },
      choices,
      answer,
      explanation: [
        { ko: '\\(x\\)절편은 \\(y = 0\\)일 때의 \\(x\\)의 값입니다.', en: 'At the \\(x\\)-intercept, \\(y = 0\\).' },
        {
          ko: `\\(${coef(p)} = ${r}\\)이므로 \\(x = ${frac(r, p)}\\)입니다.`,
          en: `So \\(${coef(p)} = ${r}\\), and \\(x = ${frac(r, p)}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { p, q, r } = interceptParams(seed);
    // The point (key, 0) must satisfy the equation.
    return close(p * keyValue(problem) + q * 0, r, 1e-9);
  },
};

/** A rational number back to a fraction with a small denominator. */
function toFraction(n: number): [number, number] {
  for (let d = 1; d <= 1000; d++) {
    const m = Math.round(n * d);
    if (Math.abs(m / d - n) < 1e-9) return [m, d];
  }
  throw new Error(`${n} is not a simple fraction`);
}

function ticketParams(seed: number) {
  const rng = createRng(seed);
  const adult = rng.int(8, 20);
  const child = rng.intExcept(4, 12, [adult]);
  const adults = rng.int(5, 40);
  const children = rng.int(5, 40);
  return { adult, child, adults, children, total: adult * adults + child * children };
}

/** Ticket sales: 12a + 7c = T and a is known. */
const ticketSales: ProblemTemplate = {
  id: `${unitId}.ticket-sales`,
  unitId,
  version: 1,
  generate(seed) {
    const { adult, child, adults, children, total } = ticketParams(seed);
    const rng = createRng(seed + 5);
    const { choices, answer } = numberChoices(rng, children, [
      adults,
      Math.round((total - child * adults) / adult),
      children + 2,
      children - 3,
    ]);
    return {
      type: 'multiple',
      stem: {
        ko: `어느 공연의 어른 표는 ${adult}달러, 어린이 표는 ${child}달러입니다. 어른 표 \\(a\\)장과 어린이 표 \\(c\\)장을 팔아 모두 ${total}달러를 받았을 때 \\(${adult}a + ${child}c = ${total}\\)이 성립합니다. 어른 표를 ${adults}장 팔았다면 어린이 표는 몇 장 팔았습니까?`,
        en: `Adult tickets to a show cost ${usd(adult)} and child tickets cost ${usd(child)}. Selling \\(a\\) adult tickets and \\(c\\) child tickets brought in ${usd(total)}, so \\(${adult}a + ${child}c = ${total}\\). If ${adults} adult tickets were sold, how many child tickets were sold?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `\\(a = ${adults}\\)을 대입하면 \\(${adult * adults} + ${child}c = ${total}\\)입니다.`,
          en: `Substitute \\(a = ${adults}\\): \\(${adult * adults} + ${child}c = ${total}\\).`,
        },
        {
          ko: `\\(${child}c = ${total - adult * adults}\\)이므로 \\(c = ${children}\\)입니다.`,
          en: `So \\(${child}c = ${total - adult * adults}\\), and \\(c = ${children}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { adult, child, adults, total } = ticketParams(seed);
    return adult * adults + child * keyValue(problem) === total;
  },
};

export const templates: ProblemTemplate[] = [missingCoordinate, xIntercept, ticketSales];
