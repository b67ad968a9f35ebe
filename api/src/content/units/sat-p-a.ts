// SAT Advanced Math, equivalent expressions: original items.
import { createRng } from '../lib/random.js';
import { HINTS, coef, keyValue, numberSpec, plus, textChoices } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-p-a';

function productParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.intExcept(-6, 6, [0]);
  const b = rng.intExcept(-9, 9, [0]);
  const c = rng.intExcept(-6, 6, [0]);
  const d = rng.intExcept(-9, 9, [0]);
  return { a, b, c, d };
}

/** The x-coefficient of (ax + b)(cx + d). */
const productCoefficient: ProblemTemplate = {
  id: `${unitId}.product-coefficient`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, d } = productParams(seed);
    const middle = a * d + b * c;
    return {
      type: 'essay',
      stem: {
        ko: `식 \\((${coef(a)}${plus(b)})(${coef(c)}${plus(d)})\\)를 \\(px^2 + qx + r\\) 꼴로 나타낼 때, \\(q\\)의 값을 구하시오. (단, \\(p\\), \\(q\\), \\(r\\)는 상수)`,
        en: `The expression \\((${coef(a)}${plus(b)})(${coef(c)}${plus(d)})\\) is rewritten as \\(px^2 + qx + r\\), where \\(p\\), \\(q\\), and \\(r\\) are constants. What is the value of \\(q\\)?`,
      },
      answer: String(middle),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `전개하면 \\(${a * c}x^2 + (${a * d} + ${b * c})x + ${b * d}\\)입니다.`,
          en: `Expand: \\(${a * c}x^2 + (${a * d} + ${b * c})x + ${b * d}\\).`,
        },
        {
          ko: `\\(x\\)의 계수는 \\(${a * d} + ${b * c} = ${middle}\\)입니다.`,
          en: `The \\(x\\)-coefficient is \\(${a * d} + ${b * c} = ${middle}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { a, b, c, d } = productParams(seed);
    // Evaluate the product at x = -1, 0, 1 and solve for the middle coefficient: q = (f(1) - f(-1)) / 2.
    const f = (x: number) => (a * x + b) * (c * x + d);
    return keyValue(problem) === (f(1) - f(-1)) / 2;
  },
};

function equivalentParams(seed: number) {
  const rng = createRng(seed);
  const k = rng.int(2, 6);
  const m = rng.intExcept(-5, 5, [0]);
  const n = rng.intExcept(-9, 9, [0, m]);
  return { k, m, n };
}

/** Which expression equals k(mx + n) - (x ...)? Choices are expressions; the key is the expanded form. */
const equivalentExpression: ProblemTemplate = {
  id: `${unitId}.equivalent-expression`,
  unitId,
  version: 1,
  generate(seed) {
    const { k, m, n } = equivalentParams(seed);
    const rng = createRng(seed + 17);
    // k(mx + n) - (2x - n)  =  (km - 2)x + (kn + n)
    const p = k * m - 2;
    const q = k * n + n;
    const show = (x: number, y: number) => (x === 0 ? `${y}` : `${coef(x)}${plus(y)}`);
    const wrong = [
      show(k * m - 2, k * n - n),
      show(k * m + 2, k * n + n),
      show(m - 2, k * n + n),
      show(k * m - 2, n + n),
      show(k * m, k * n),
      show(p, -q),
      show(-p, q),
      show(p + 1, q),
      show(p, q + 1),
    ];
    const correct = show(p, q);
    const distinct = [...new Set(wrong.filter((w) => w !== correct))].slice(0, 4);
    const { choices, answer } = textChoices(
      rng,
      `\\(${correct}\\)`,
      distinct.map((w) => `\\(${w}\\)`),
    );
    return {
      type: 'multiple',
      stem: {
        ko: `다음 중 \\(${k}(${coef(m)}${plus(n)}) - (2x${plus(-n)})\\)와 같은 식은?`,
        en: `Which expression is equivalent to \\(${k}(${coef(m)}${plus(n)}) - (2x${plus(-n)})\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `분배법칙으로 \\(${k * m}x${plus(k * n)} - 2x${plus(n)}\\)입니다.`,
          en: `Distribute: \\(${k * m}x${plus(k * n)} - 2x${plus(n)}\\).`,
        },
        { ko: `동류항끼리 정리하면 \\(${correct}\\)입니다.`, en: `Combine like terms: \\(${correct}\\).` },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { k, m, n } = equivalentParams(seed);
    const original = (x: number) => k * (m * x + n) - (2 * x - n);
    // Evaluate every choice at several points; exactly one must agree with the original everywhere.
    const agrees = (problem.choices ?? []).map((choice) => {
      const match = /\\\((?:(-?\d*)x)?\s*(?:([+-])\s*(\d+)|(-?\d+))?\\\)/.exec(choice);
      if (!match) return false;
      const slope = match[1] === undefined ? 0 : match[1] === '' ? 1 : match[1] === '-' ? -1 : Number(match[1]);
      const constant =
        match[4] !== undefined ? Number(match[4]) : match[3] ? (match[2] === '-' ? -1 : 1) * Number(match[3]) : 0;
      return [-3, 0, 2, 7].every((x) => slope * x + constant === original(x));
    });
    return agrees.filter(Boolean).length === 1 && agrees[Number(problem.answer)] === true;
  },
};

function exponentParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.int(2, 9);
  const b = rng.int(2, 9);
  const c = rng.int(1, a + b - 1);
  const power = rng.int(2, 3);
  return { a, b, c, power };
}

/** (x^a · x^b / x^c)^power = x^n: find n. */
const exponentRules: ProblemTemplate = {
  id: `${unitId}.exponent-rules`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, power } = exponentParams(seed);
    const n = (a + b - c) * power;
    return {
      type: 'essay',
      stem: {
        ko: `\\(x > 0\\)일 때, \\(\\left(\\dfrac{x^{${a}} \\cdot x^{${b}}}{x^{${c}}}\\right)^{${power}} = x^{n}\\)을 만족하는 \\(n\\)의 값을 구하시오.`,
        en: `For \\(x > 0\\), \\(\\left(\\dfrac{x^{${a}} \\cdot x^{${b}}}{x^{${c}}}\\right)^{${power}} = x^{n}\\). What is the value of \\(n\\)?`,
      },
      answer: String(n),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `밑이 같은 거듭제곱의 곱은 지수를 더하고, 나눗셈은 지수를 뺍니다: \\(x^{${a} + ${b} - ${c}} = x^{${a + b - c}}\\).`,
          en: `Multiplying adds exponents and dividing subtracts them: \\(x^{${a} + ${b} - ${c}} = x^{${a + b - c}}\\).`,
        },
        {
          ko: `거듭제곱의 거듭제곱은 지수를 곱합니다: \\(n = ${a + b - c} \\times ${power} = ${n}\\).`,
          en: `A power of a power multiplies exponents: \\(n = ${a + b - c} \\times ${power} = ${n}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { a, b, c, power } = exponentParams(seed);
    // Numerically at x = 2 (exact in floating point for these sizes).
    const lhs = ((2 ** a * 2 ** b) / 2 ** c) ** power;
    return lhs === 2 ** keyValue(problem);
  },
};

export const templates: ProblemTemplate[] = [productCoefficient, equivalentExpression, exponentRules];
