// SAT Advanced Math, nonlinear functions: original items.
import { createRng } from '../lib/random.js';
import { HINTS, coef, keyValue, numberChoices, numberSpec, plus, plusTerm } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-p-c';

function quadParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.intExcept(-4, 4, [0]);
  const b = rng.int(-9, 9);
  const c = rng.int(-12, 12);
  const t = rng.intExcept(-5, 5, [0]);
  return { a, b, c, t };
}

/** Evaluate a quadratic function. */
const evaluateQuadratic: ProblemTemplate = {
  id: `${unitId}.evaluate-quadratic`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, t } = quadParams(seed);
    const value = a * t * t + b * t + c;
    const f = `${coef(a, 'x^2')}${plusTerm(b)}${plus(c)}`;
    return {
      type: 'essay',
      stem: {
        ko: `함수 \\(f(x) = ${f}\\)에 대하여 \\(f(${t})\\)의 값을 구하시오.`,
        en: `The function \\(f\\) is defined by \\(f(x) = ${f}\\). What is the value of \\(f(${t})\\)?`,
      },
      answer: String(value),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        { ko: `\\(x = ${t}\\)를 대입합니다.`, en: `Substitute \\(x = ${t}\\).` },
        {
          ko: `\\(${a} \\cdot (${t})^2 + ${b} \\cdot (${t})${plus(c)} = ${a * t * t} + (${b * t})${plus(c)} = ${value}\\)`,
          en: `\\(${a} \\cdot (${t})^2 + ${b} \\cdot (${t})${plus(c)} = ${a * t * t} + (${b * t})${plus(c)} = ${value}\\)`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { a, b, c, t } = quadParams(seed);
    // Horner's rule instead of term by term.
    return keyValue(problem) === (a * t + b) * t + c;
  },
};

function growthParams(seed: number) {
  const rng = createRng(seed);
  const start = rng.int(2, 30) * 10;
  const factor = rng.pick([2, 3] as const);
  const period = rng.int(2, 6);
  const periods = rng.int(2, 4);
  return { start, factor, period, periods, hours: period * periods };
}

/** Exponential growth: a population that doubles or triples every few hours. */
const exponentialGrowth: ProblemTemplate = {
  id: `${unitId}.exponential-growth`,
  unitId,
  version: 1,
  generate(seed) {
    const { start, factor, period, periods, hours } = growthParams(seed);
    const rng = createRng(seed + 29);
    const key = start * factor ** periods;
    const { choices, answer } = numberChoices(rng, key, [
      start * factor * periods,
      start + start * factor * periods,
      start * factor ** (periods + 1),
      start * factor ** hours > 1e7 ? key * 2 : start * factor ** hours,
      start * factor ** (periods - 1),
    ]);
    const wordKo = factor === 2 ? '2배' : '3배';
    const wordEn = factor === 2 ? 'doubles' : 'triples';
    return {
      type: 'multiple',
      stem: {
        ko: `어느 세균의 수는 ${period}시간마다 ${wordKo}가 됩니다. 처음 세균이 ${start}마리일 때, \\(t\\)시간 후의 세균 수는 \\(N(t) = ${start} \\cdot ${factor}^{t/${period}}\\)입니다. ${hours}시간 후의 세균은 몇 마리입니까?`,
        en: `A population of bacteria ${wordEn} every ${period} hours. It starts with ${start} bacteria, so after \\(t\\) hours there are \\(N(t) = ${start} \\cdot ${factor}^{t/${period}}\\). How many bacteria are there after ${hours} hours?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `${hours}시간은 ${period}시간씩 ${periods}번입니다.`,
          en: `${hours} hours is ${periods} periods of ${period} hours.`,
        },
        {
          ko: `\\(N(${hours}) = ${start} \\cdot ${factor}^{${periods}} = ${key}\\)`,
          en: `\\(N(${hours}) = ${start} \\cdot ${factor}^{${periods}} = ${key}\\)`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { start, factor, period, hours } = growthParams(seed);
    // Simulate hour by hour: multiply whenever a full period has passed.
    let population = start;
    for (let hour = 1; hour <= hours; hour++) if (hour % period === 0) population *= factor;
    return keyValue(problem) === population;
  },
};

function vertexParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.intExcept(1, 5, []);
  const h = rng.intExcept(-8, 8, [0]);
  const k = rng.int(-15, 15);
  return { a, h, k };
}

/** The minimum value of a(x - h)^2 + k, given in expanded form. */
const minimumValue: ProblemTemplate = {
  id: `${unitId}.minimum-value`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, h, k } = vertexParams(seed);
    const rng = createRng(seed + 31);
    const [b, c] = [-2 * a * h, a * h * h + k];
    const f = `${coef(a, 'x^2')}${plusTerm(b)}${plus(c)}`;
    const { choices, answer } = numberChoices(rng, k, [c, h, -h, k + a * h, -k]);
    return {
      type: 'multiple',
      stem: {
        ko: `함수 \\(g(x) = ${f}\\)의 최솟값은?`,
        en: `What is the minimum value of the function \\(g(x) = ${f}\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `완전제곱식으로 바꾸면 \\(g(x) = ${a === 1 ? '' : a}(x${plus(-h)})^2${plus(k)}\\)입니다.`,
          en: `Complete the square: \\(g(x) = ${a === 1 ? '' : a}(x${plus(-h)})^2${plus(k)}\\).`,
        },
        {
          ko: `\\(${a} > 0\\)이므로 \\(x = ${h}\\)일 때 최솟값 \\(${k}\\)를 갖습니다.`,
          en: `Since \\(${a} > 0\\), the minimum is at \\(x = ${h}\\), and the minimum value is \\(${k}\\).`,
        },
      ],
      difficulty: 4,
    };
  },
  check(problem, seed) {
    const { a, h, k } = vertexParams(seed);
    const [b, c] = [-2 * a * h, a * h * h + k];
    // Scan a fine grid around the vertex formula's neighbourhood for the least value.
    let least = Infinity;
    for (let x = -20; x <= 20; x += 0.5) least = Math.min(least, a * x * x + b * x + c);
    return keyValue(problem) === least;
  },
};

export const templates: ProblemTemplate[] = [evaluateQuadratic, exponentialGrowth, minimumValue];
