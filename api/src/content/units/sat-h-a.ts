// SAT Algebra, linear equations in one variable: original items.
import { createRng } from '../lib/random.js';
import {
  HINTS,
  close,
  coef,
  frac,
  keyValue,
  numberChoices,
  numberSpec,
  plus,
  readNumber,
  usd,
} from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-h-a';

function distributeParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.int(2, 9);
  const c = rng.intExcept(1, 12, [a]);
  const x = rng.intExcept(-12, 12, [0]);
  const b = rng.intExcept(-9, 9, [0]);
  return { a, b, c, d: a * (x + b) - c * x, x };
}

/** a(x + b) = cx + d with an integer solution; distractors from distributing and moving terms wrongly. */
const distributeAndSolve: ProblemTemplate = {
  id: `${unitId}.distribute-and-solve`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, d, x } = distributeParams(seed);
    const equation = `${a}(x${plus(b)}) = ${coef(c)}${plus(d)}`;
    // a(x + b) read as ax + b; the constant moved without changing its sign; the x-terms added instead of subtracted.
    const forgotDistribute = (d - b) / (a - c);
    const signSlip = (d + a * b) / (a - c);
    const addedTerms = (d - a * b) / (a + c);
    const { choices, answer } = numberChoices(
      createRng(seed + 11),
      x,
      [forgotDistribute, signSlip, addedTerms, -x],
      (n) => `\\(${Number.isInteger(n) ? n : frac(Math.round(n * (a - c) * (a + c)), (a - c) * (a + c))}\\)`,
    );
    return {
      type: 'multiple',
      stem: {
        ko: `방정식 \\(${equation}\\)의 해는?`,
        en: `What is the solution to the equation \\(${equation}\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `괄호를 풀면 \\(${a}x${plus(a * b)} = ${coef(c)}${plus(d)}\\)입니다.`,
          en: `Distribute: \\(${a}x${plus(a * b)} = ${coef(c)}${plus(d)}\\).`,
        },
        {
          ko: `\\(x\\)항은 왼쪽으로, 상수항은 오른쪽으로 옮기면 \\(${coef(a - c)} = ${d - a * b}\\)입니다.`,
          en: `Move the \\(x\\)-terms to the left and the constants to the right: \\(${coef(a - c)} = ${d - a * b}\\).`,
        },
        {
          ko: `양변을 \\(${a - c}\\)로 나누면 \\(x = ${x}\\)입니다.`,
          en: `Divide both sides by \\(${a - c}\\): \\(x = ${x}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { a, b, c, d } = distributeParams(seed);
    const value = keyValue(problem);
    // Substitute the chosen value back into both sides.
    return close(a * (value + b), c * value + d);
  },
};

const JOBS = [
  {
    ko: '전기 기사의 출장',
    per: '1시간',
    let: '일한 시간을',
    question: '몇 시간 일한 요금입니까?',
    en: 'An electrician',
    unitEn: 'hour',
  },
  {
    ko: '반려견 산책 서비스',
    per: '산책 1회',
    let: '산책 횟수를',
    question: '산책을 몇 회 한 요금입니까?',
    en: 'A dog walker',
    unitEn: 'walk',
  },
  {
    ko: '과외 수업',
    per: '수업 1회',
    let: '수업 횟수를',
    question: '수업을 몇 회 받은 요금입니까?',
    en: 'A tutor',
    unitEn: 'lesson',
  },
  {
    ko: '자전거 대여',
    per: '1시간',
    let: '빌린 시간을',
    question: '자전거를 몇 시간 빌린 요금입니까?',
    en: 'A bike rental shop',
    unitEn: 'hour',
  },
] as const;

function feeParams(seed: number) {
  const rng = createRng(seed);
  const job = rng.pick(JOBS);
  const fee = rng.int(2, 16) * 5;
  const rate = rng.int(3, 15) * 4;
  const count = rng.int(2, 14);
  return { job, fee, rate, count, total: fee + rate * count };
}

/** A fixed fee plus a rate per unit; find the number of units from the total. */
const feePlusRate: ProblemTemplate = {
  id: `${unitId}.fee-plus-rate`,
  unitId,
  version: 1,
  generate(seed) {
    const { job, fee, rate, count, total } = feeParams(seed);
    return {
      type: 'essay',
      stem: {
        ko: `${job.ko} 요금은 기본요금 ${usd(fee)}에 ${job.per}마다 ${usd(rate)}씩 더해집니다. 요금이 모두 ${usd(total)}였다면 ${job.question}`,
        en: `${job.en} charges a flat fee of ${usd(fee)} plus ${usd(rate)} per ${job.unitEn}. A customer's bill is ${usd(total)}. For how many ${job.unitEn}s was the customer charged?`,
      },
      answer: String(count),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `${job.let} \\(n\\)이라 하면 \\(${fee} + ${rate}n = ${total}\\)입니다.`,
          en: `Let \\(n\\) be the number of ${job.unitEn}s: \\(${fee} + ${rate}n = ${total}\\).`,
        },
        {
          ko: `\\(${rate}n = ${total - fee}\\)이므로 \\(n = ${count}\\)입니다.`,
          en: `So \\(${rate}n = ${total - fee}\\) and \\(n = ${count}\\).`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem) {
    // Read fee, rate and total from the stem and count up until the bill is reached.
    const [fee, rate, total] = [...problem.stem.en.matchAll(/\\\$(\d+)/g)].map((m) => Number(m[1]));
    if (fee === undefined || rate === undefined || total === undefined) return false;
    let n = 0;
    while (fee + rate * n < total) n++;
    return fee + rate * n === total && readNumber(problem.answer) === n;
  },
};

function scaledParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.int(2, 9);
  const b = rng.intExcept(-20, 20, [0]);
  const x = rng.intExcept(-10, 10, [0]);
  const k = rng.pick([2, 3, 4, 5, -2, -3]);
  return { a, b, x, k, c: a * x + b };
}

/** If ax + b = c, the value of k(ax + b) or kax + kb, without solving for x first. */
const valueOfExpression: ProblemTemplate = {
  id: `${unitId}.value-of-expression`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, k, c } = scaledParams(seed);
    const target = `${coef(k * a)}${plus(k * b)}`;
    return {
      type: 'essay',
      stem: {
        ko: `\\(${coef(a)}${plus(b)} = ${c}\\)일 때, \\(${target}\\)의 값을 구하시오.`,
        en: `If \\(${coef(a)}${plus(b)} = ${c}\\), what is the value of \\(${target}\\)?`,
      },
      answer: String(k * c),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: `\\(${target} = ${k}(${coef(a)}${plus(b)})\\)입니다.`,
          en: `Notice that \\(${target} = ${k}(${coef(a)}${plus(b)})\\).`,
        },
        {
          ko: `따라서 값은 \\(${k} \\times ${c < 0 ? `(${c})` : c} = ${k * c}\\)입니다.`,
          en: `So its value is \\(${k} \\times ${c < 0 ? `(${c})` : c} = ${k * c}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    // Solve for x first, then evaluate the target expression directly.
    const { a, b, k, c } = scaledParams(seed);
    const x = (c - b) / a;
    return close(readNumber(problem.answer), k * a * x + k * b);
  },
};

export const templates: ProblemTemplate[] = [distributeAndSolve, feePlusRate, valueOfExpression];
