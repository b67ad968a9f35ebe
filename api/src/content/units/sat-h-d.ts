// SAT Algebra, systems of two linear equations in two variables: original items.
import { createRng } from '../lib/random.js';
import { HINTS, coef, keyValue, numberChoices, numberSpec, plusTerm, usd } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-h-d';

function systemParams(seed: number) {
  const rng = createRng(seed);
  for (;;) {
    const [a, b, c, d] = [
      rng.intExcept(-6, 6, [0]),
      rng.intExcept(-6, 6, [0]),
      rng.intExcept(-6, 6, [0]),
      rng.intExcept(-6, 6, [0]),
    ];
    if (a * d - b * c === 0) continue;
    const x = rng.int(-9, 9);
    const y = rng.int(-9, 9);
    return { a, b, c, d, x, y, e: a * x + b * y, f: c * x + d * y };
  }
}

/** Solve a system and report x + y. */
const systemSum: ProblemTemplate = {
  id: `${unitId}.system-sum`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, d, x, y, e, f } = systemParams(seed);
    const rng = createRng(seed + 3);
    const { choices, answer } = numberChoices(rng, x + y, [x - y, y - x, x * y, x, y]);
    return {
      type: 'multiple',
      stem: {
        ko: `연립방정식 \\(\\begin{cases} ${coef(a)}${plusTerm(b, 'y')} = ${e} \\\\ ${coef(c)}${plusTerm(d, 'y')} = ${f} \\end{cases}\\)의 해가 \\((x, y)\\)일 때, \\(x + y\\)의 값은?`,
        en: `The solution to the system \\(\\begin{cases} ${coef(a)}${plusTerm(b, 'y')} = ${e} \\\\ ${coef(c)}${plusTerm(d, 'y')} = ${f} \\end{cases}\\) is \\((x, y)\\). What is the value of \\(x + y\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: '한 미지수를 소거합니다. 두 식에 적당한 수를 곱해 더하거나 빼면 됩니다.',
          en: 'Eliminate one variable by multiplying the equations and adding or subtracting them.',
        },
        {
          ko: `\\(${a * d - b * c}x = ${e * d - b * f}\\)에서 \\(x = ${x}\\), 대입하면 \\(y = ${y}\\)입니다.`,
          en: `This gives \\(${a * d - b * c}x = ${e * d - b * f}\\), so \\(x = ${x}\\); substituting back gives \\(y = ${y}\\).`,
        },
        { ko: `따라서 \\(x + y = ${x + y}\\)입니다.`, en: `So \\(x + y = ${x + y}\\).` },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { a, b, c, d, e, f } = systemParams(seed);
    // Cramer's rule, then compare the sum.
    const det = a * d - b * c;
    const x = (e * d - b * f) / det;
    const y = (a * f - e * c) / det;
    return Math.abs(keyValue(problem) - (x + y)) < 1e-9;
  },
};

function noSolutionParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.intExcept(-5, 5, [0]);
  const b = rng.intExcept(-5, 5, [0]);
  const m = rng.intExcept(-4, 4, [0, 1]);
  const e = rng.int(-12, 12);
  const f = rng.intExcept(-30, 30, [m * e]);
  return { a, b, m, e, f };
}

/** The value of k that makes a system have no solution. */
const noSolution: ProblemTemplate = {
  id: `${unitId}.no-solution`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, m, e, f } = noSolutionParams(seed);
    const k = m * b;
    return {
      type: 'essay',
      stem: {
        ko: `연립방정식 \\(\\begin{cases} ${coef(a)}${plusTerm(b, 'y')} = ${e} \\\\ ${coef(m * a)} + ky = ${f} \\end{cases}\\)의 해가 없을 때, 상수 \\(k\\)의 값을 구하시오.`,
        en: `In the system \\(\\begin{cases} ${coef(a)}${plusTerm(b, 'y')} = ${e} \\\\ ${coef(m * a)} + ky = ${f} \\end{cases}\\), \\(k\\) is a constant. For what value of \\(k\\) does the system have no solution?`,
      },
      answer: String(k),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: '해가 없으려면 두 직선의 기울기는 같고 \\(y\\)절편은 달라야 합니다.',
          en: 'A system has no solution when the lines are parallel: same slope, different intercepts.',
        },
        {
          ko: `\\(x\\)의 계수가 \\(${m}\\)배이므로 \\(y\\)의 계수도 \\(${m}\\)배여야 합니다: \\(k = ${m} \\times ${b} = ${k}\\).`,
          en: `The \\(x\\)-coefficient is multiplied by \\(${m}\\), so the \\(y\\)-coefficient must be too: \\(k = ${m} \\times ${b} = ${k}\\).`,
        },
        {
          ko: `이때 상수항은 \\(${m * e} \\ne ${f}\\)이므로 두 직선은 평행합니다.`,
          en: `The constants differ (\\(${m * e} \\ne ${f}\\)), so the lines are parallel and never meet.`,
        },
      ],
      difficulty: 4,
    };
  },
  check(problem, seed) {
    const { a, b, m, e, f } = noSolutionParams(seed);
    const k = keyValue(problem);
    // Determinant zero and the equations not multiples of each other.
    const det = a * k - b * m * a;
    return det === 0 && a * f !== m * a * e;
  },
};

function shopParams(seed: number) {
  const rng = createRng(seed);
  const cheap = rng.int(2, 6);
  const dear = rng.intExcept(cheap + 1, 12, []);
  const x = rng.int(3, 20);
  const y = rng.int(3, 20);
  const item = rng.pick(['pens', 'snacks', 'stamps'] as const);
  return { cheap, dear, x, y, item, count: x + y, cost: cheap * x + dear * y };
}

const ITEMS = {
  pens: { ko: ['연필', '볼펜'], en: ['pencils', 'pens'] },
  snacks: { ko: ['과자', '음료'], en: ['granola bars', 'juice boxes'] },
  stamps: { ko: ['일반 우표', '기념 우표'], en: ['regular stamps', 'special stamps'] },
} as const;

/** Two kinds of items: total count and total cost. */
const twoItems: ProblemTemplate = {
  id: `${unitId}.two-items`,
  unitId,
  version: 1,
  generate(seed) {
    const { cheap, dear, y, item, count, cost } = shopParams(seed);
    const [ko1, ko2] = ITEMS[item].ko;
    const [en1, en2] = ITEMS[item].en;
    return {
      type: 'essay',
      stem: {
        ko: `${ko1}은 한 개에 ${cheap}달러, ${ko2}는 한 개에 ${dear}달러입니다. 두 가지를 모두 ${count}개 사고 ${cost}달러를 냈습니다. ${ko2}는 몇 개 샀습니까?`,
        en: `${capitalize(en1)} cost ${usd(cheap)} each and ${en2} cost ${usd(dear)} each. Someone bought ${count} of them in all and paid ${usd(cost)}. How many ${en2} did they buy?`,
      },
      answer: String(y),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `${ko1}을 \\(x\\)개, ${ko2}를 \\(y\\)개라 하면 \\(x + y = ${count}\\), \\(${cheap}x + ${dear}y = ${cost}\\)입니다.`,
          en: `Let \\(x\\) be the number of ${en1} and \\(y\\) the number of ${en2}: \\(x + y = ${count}\\) and \\(${cheap}x + ${dear}y = ${cost}\\).`,
        },
        {
          ko: `첫 식에 ${cheap}를 곱해 빼면 \\(${dear - cheap}y = ${cost - cheap * count}\\)이므로 \\(y = ${y}\\)입니다.`,
          en: `Multiply the first by ${cheap} and subtract: \\(${dear - cheap}y = ${cost - cheap * count}\\), so \\(y = ${y}\\).`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { cheap, dear, count, cost } = shopParams(seed);
    const y = keyValue(problem);
    const x = count - y;
    // Count up: the only split of `count` items with this cost.
    const splits = Array.from({ length: count + 1 }, (_, i) => i).filter(
      (i) => cheap * (count - i) + dear * i === cost,
    );
    return x >= 0 && splits.length === 1 && splits[0] === y;
  },
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const templates: ProblemTemplate[] = [systemSum, noSolution, twoItems];
