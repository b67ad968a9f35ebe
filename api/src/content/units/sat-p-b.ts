// SAT Advanced Math, nonlinear equations in one variable and systems in two variables: original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec, plus, plusTerm } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-p-b';

function rootsParams(seed: number) {
  const rng = createRng(seed);
  const r = rng.intExcept(1, 12, []);
  const s = rng.intExcept(-12, -1, []);
  return { r, s, b: -(r + s), c: r * s };
}

/** The positive solution of x^2 + bx + c = 0 with integer roots. */
const positiveRoot: ProblemTemplate = {
  id: `${unitId}.positive-root`,
  unitId,
  version: 1,
  generate(seed) {
    const { r, s, b, c } = rootsParams(seed);
    const equation = `x^2${plusTerm(b)}${plus(c)} = 0`;
    return {
      type: 'essay',
      stem: {
        ko: `방정식 \\(${equation}\\)의 양수인 해를 구하시오.`,
        en: `What is the positive solution to the equation \\(${equation}\\)?`,
      },
      answer: String(r),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `곱이 \\(${c}\\), 합이 \\(${-b}\\)인 두 수는 \\(${r}\\)와 \\(${s}\\)입니다.`,
          en: `Two numbers with product \\(${c}\\) and sum \\(${-b}\\) are \\(${r}\\) and \\(${s}\\).`,
        },
        {
          ko: `\\((x - ${r})(x${plus(-s)}) = 0\\)이므로 \\(x = ${r}\\) 또는 \\(x = ${s}\\)입니다.`,
          en: `So \\((x - ${r})(x${plus(-s)}) = 0\\), and \\(x = ${r}\\) or \\(x = ${s}\\).`,
        },
        { ko: `양수인 해는 \\(${r}\\)입니다.`, en: `The positive solution is \\(${r}\\).` },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { b, c } = rootsParams(seed);
    const x = keyValue(problem);
    // Substitute back, and confirm the other root (from the quadratic formula) is not positive.
    const other = (-b - Math.sqrt(b * b - 4 * c)) / 2;
    return x > 0 && x * x + b * x + c === 0 && !(other > 0 && other !== x);
  },
};

function radicalParams(seed: number) {
  const rng = createRng(seed);
  const k = rng.int(2, 9);
  const a = rng.int(-20, 20);
  const m = rng.int(1, 4);
  return { k, a, m, x: k * k - a };
}

/** m·√(x + a) = m·k. */
const radicalEquation: ProblemTemplate = {
  id: `${unitId}.radical-equation`,
  unitId,
  version: 1,
  generate(seed) {
    const { k, a, m, x } = radicalParams(seed);
    const rng = createRng(seed + 19);
    const lhs = `${m === 1 ? '' : m}\\sqrt{x${plus(a)}}`;
    const { choices, answer } = numberChoices(rng, x, [k - a, k * k + a, k, m * m * k * k - a, k * k]);
    return {
      type: 'multiple',
      stem: {
        ko: `방정식 \\(${lhs} = ${m * k}\\)의 해는?`,
        en: `What is the solution to the equation \\(${lhs} = ${m * k}\\)?`,
      },
      choices,
      answer,
      explanation: [
        ...(m === 1
          ? []
          : [
              {
                ko: `양변을 \\(${m}\\)로 나누면 \\(\\sqrt{x${plus(a)}} = ${k}\\)입니다.`,
                en: `Divide by \\(${m}\\): \\(\\sqrt{x${plus(a)}} = ${k}\\).`,
              },
            ]),
        {
          ko: `양변을 제곱하면 \\(x${plus(a)} = ${k * k}\\)이므로 \\(x = ${x}\\)입니다.`,
          en: `Square both sides: \\(x${plus(a)} = ${k * k}\\), so \\(x = ${x}\\).`,
        },
        {
          ko: `확인: \\(${m === 1 ? '' : `${m}`}\\sqrt{${x}${plus(a)}} = ${m * k}\\)이므로 알맞은 해입니다.`,
          en: `Check: \\(${m === 1 ? '' : `${m}`}\\sqrt{${x}${plus(a)}} = ${m * k}\\), so it is a true solution.`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { a, m, k } = radicalParams(seed);
    const x = keyValue(problem);
    return x + a >= 0 && Math.abs(m * Math.sqrt(x + a) - m * k) < 1e-9;
  },
};

function intersectParams(seed: number) {
  const rng = createRng(seed);
  const c = rng.int(-10, 10);
  const root = rng.int(1, 9);
  return { c, root, k: root * root + c };
}

/** y = x^2 + c and y = k: the positive x of an intersection point. */
const lineParabola: ProblemTemplate = {
  id: `${unitId}.line-parabola`,
  unitId,
  version: 1,
  generate(seed) {
    const { c, root, k } = intersectParams(seed);
    const rng = createRng(seed + 23);
    const { choices, answer } = numberChoices(rng, root, [k, k - c, -root, root * root, k + c]);
    return {
      type: 'multiple',
      stem: {
        ko: `\\(xy\\)평면에서 곡선 \\(y = x^2${plus(c)}\\)과 직선 \\(y = ${k}\\)이 만나는 점 중 \\(x\\)좌표가 양수인 점의 \\(x\\)좌표는?`,
        en: `In the \\(xy\\)-plane, the graphs of \\(y = x^2${plus(c)}\\) and \\(y = ${k}\\) intersect. What is the positive \\(x\\)-coordinate of an intersection point?`,
      },
      choices,
      answer,
      explanation: [
        { ko: `\\(x^2${plus(c)} = ${k}\\)로 놓습니다.`, en: `Set the expressions equal: \\(x^2${plus(c)} = ${k}\\).` },
        {
          ko: `\\(x^2 = ${k - c}\\)이므로 \\(x = \\pm ${root}\\)이고, 양수는 \\(${root}\\)입니다.`,
          en: `Then \\(x^2 = ${k - c}\\), so \\(x = \\pm ${root}\\); the positive value is \\(${root}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { c, k } = intersectParams(seed);
    const x = keyValue(problem);
    return x > 0 && x * x + c === k;
  },
};

export const templates: ProblemTemplate[] = [positiveRoot, radicalEquation, lineParabola];
