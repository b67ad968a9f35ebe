// SAT Algebra, linear inequalities in one or two variables: original items.
import { createRng } from '../lib/random.js';
import { HINTS, coef, frac, keyValue, linear, numberSpec, plus, textChoices, usd } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-h-e';

function greatestParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.intExcept(-7, 7, [0, 1, -1]);
  const b = rng.int(-20, 20);
  const c = rng.int(-30, 30);
  const strict = rng.next() < 0.5;
  return { a, b, c, strict };
}

/** The greatest (or least) integer solution of ax + b < c. */
const extremeInteger: ProblemTemplate = {
  id: `${unitId}.extreme-integer`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, strict } = greatestParams(seed);
    const sign = strict ? '<' : '\\le';
    const bound = (c - b) / a;
    // For a > 0 the solutions are x below the bound; for a < 0 the inequality flips.
    const wantGreatest = a > 0;
    const key = wantGreatest
      ? strict && Number.isInteger(bound)
        ? bound - 1
        : Math.floor(bound)
      : strict && Number.isInteger(bound)
        ? bound + 1
        : Math.ceil(bound);
    const wordKo = wantGreatest ? '가장 큰' : '가장 작은';
    const wordEn = wantGreatest ? 'greatest' : 'least';
    return {
      type: 'essay',
      stem: {
        ko: `부등식 \\(${linear(a, b)} ${sign} ${c}\\)를 만족하는 정수 \\(x\\) 중 ${wordKo} 값을 구하시오.`,
        en: `What is the ${wordEn} integer \\(x\\) that satisfies the inequality \\(${linear(a, b)} ${sign} ${c}\\)?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `양변에서 \\(${b}\\)를 빼면 \\(${coef(a)} ${sign} ${c - b}\\)입니다.`,
          en: `Subtract \\(${b}\\) from both sides: \\(${coef(a)} ${sign} ${c - b}\\).`,
        },
        {
          ko:
            a > 0
              ? `양변을 \\(${a}\\)로 나누면 \\(x ${sign} ${frac(c - b, a)}\\)입니다.`
              : `음수 \\(${a}\\)로 나누면 부등호 방향이 바뀌어 \\(x ${strict ? '>' : '\\ge'} ${frac(c - b, a)}\\)입니다.`,
          en:
            a > 0
              ? `Divide by \\(${a}\\): \\(x ${sign} ${frac(c - b, a)}\\).`
              : `Dividing by the negative number \\(${a}\\) flips the sign: \\(x ${strict ? '>' : '\\ge'} ${frac(c - b, a)}\\).`,
        },
        { ko: `따라서 ${wordKo} 정수는 \\(${key}\\)입니다.`, en: `So the ${wordEn} integer is \\(${key}\\).` },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { a, b, c, strict } = greatestParams(seed);
    const holds = (x: number) => (strict ? a * x + b < c : a * x + b <= c);
    const key = keyValue(problem);
    // The key satisfies the inequality and its next integer outward does not.
    return holds(key) && !holds(a > 0 ? key + 1 : key - 1);
  },
};

function regionParams(seed: number) {
  const rng = createRng(seed);
  const m = rng.intExcept(-4, 4, [0]);
  const b = rng.int(-6, 6);
  const points: [number, number][] = [];
  const inside: [number, number][] = [];
  const outside: [number, number][] = [];
  while (inside.length < 1 || outside.length < 4) {
    const x = rng.int(-5, 5);
    const y = rng.int(-12, 12);
    if (y === m * x + b || points.some(([px, py]) => px === x && py === y)) continue;
    points.push([x, y]);
    if (y > m * x + b && inside.length < 1) inside.push([x, y]);
    else if (y < m * x + b && outside.length < 4) outside.push([x, y]);
  }
  return { m, b, inside: inside[0] as [number, number], outside };
}

/** Which point lies in the region y > mx + b. */
const pointInRegion: ProblemTemplate = {
  id: `${unitId}.point-in-region`,
  unitId,
  version: 1,
  generate(seed) {
    const { m, b, inside, outside } = regionParams(seed);
    const rng = createRng(seed + 13);
    const fmt = ([x, y]: [number, number]) => `\\((${x}, ${y})\\)`;
    const { choices, answer } = textChoices(rng, fmt(inside), outside.map(fmt));
    const [x, y] = inside;
    return {
      type: 'multiple',
      stem: {
        ko: `다음 중 부등식 \\(y > ${linear(m, b)}\\)의 해인 점 \\((x, y)\\)는?`,
        en: `Which point \\((x, y)\\) is a solution to the inequality \\(y > ${linear(m, b)}\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: '각 점의 \\(x\\)좌표를 대입해 \\(y\\)좌표가 더 큰지 확인합니다.',
          en: 'Substitute each point and check whether its \\(y\\)-coordinate is greater.',
        },
        {
          ko: `\\((${x}, ${y})\\): \\(${m} \\cdot (${x})${plus(b)} = ${m * x + b}\\)이고 \\(${y} > ${m * x + b}\\)입니다.`,
          en: `For \\((${x}, ${y})\\): \\(${m} \\cdot (${x})${plus(b)} = ${m * x + b}\\), and \\(${y} > ${m * x + b}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { m, b } = regionParams(seed);
    const satisfied = (problem.choices ?? []).map((choice) => {
      const [x, y] = (/\((-?\d+), (-?\d+)\)/.exec(choice) ?? []).slice(1).map(Number) as [number, number];
      return y > m * x + b;
    });
    return satisfied.filter(Boolean).length === 1 && satisfied[Number(problem.answer)] === true;
  },
};

function budgetParams(seed: number) {
  const rng = createRng(seed);
  const fixed = rng.int(5, 40);
  const price = rng.int(3, 15);
  const budget = fixed + price * rng.int(4, 25) + rng.int(0, price - 1);
  return { fixed, price, budget };
}

/** The most items a budget allows. */
const budget: ProblemTemplate = {
  id: `${unitId}.budget`,
  unitId,
  version: 1,
  generate(seed) {
    const { fixed, price, budget: total } = budgetParams(seed);
    const key = Math.floor((total - fixed) / price);
    return {
      type: 'essay',
      stem: {
        ko: `동아리에서 행사 준비물을 사려고 합니다. 장식에 ${fixed}달러를 쓰고, 한 개에 ${price}달러인 티셔츠를 \\(t\\)장 사려고 합니다. 예산이 ${total}달러일 때 \\(${price}t + ${fixed} \\le ${total}\\)입니다. 살 수 있는 티셔츠는 최대 몇 장입니까?`,
        en: `A club spends ${usd(fixed)} on decorations and wants to buy \\(t\\) T-shirts at ${usd(price)} each. With a budget of ${usd(total)}, \\(${price}t + ${fixed} \\le ${total}\\). What is the greatest number of T-shirts the club can buy?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        { ko: `\\(${price}t \\le ${total - fixed}\\)입니다.`, en: `Subtract: \\(${price}t \\le ${total - fixed}\\).` },
        {
          ko: `\\(t \\le ${frac(total - fixed, price)}\\)이므로 최대 ${key}장입니다.`,
          en: `So \\(t \\le ${frac(total - fixed, price)}\\), and the greatest whole number is ${key}.`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { fixed, price, budget: total } = budgetParams(seed);
    const t = keyValue(problem);
    return price * t + fixed <= total && price * (t + 1) + fixed > total;
  },
};

export const templates: ProblemTemplate[] = [extremeInteger, pointInRegion, budget];
