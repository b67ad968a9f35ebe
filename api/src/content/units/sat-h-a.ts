// SAT Algebra, linear equations in one variable: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac, linear, m, paren, shift, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { close, keyHolds, keyIs, keyWhere, valueOf } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { dollarsKo, usd } from '../kit/money.js';
import { divideStep } from '../kit/working.js';
import { SAMPLE_POINTS } from '../kit/latex-eval.js';

const U = 'sat-h-a';

const JOBS = [
  {
    ko: '전기 기사의 출장',
    per: '1시간',
    let: '일한 시간을 \\(n\\)시간',
    question: '몇 시간 일한 요금입니까?',
    unitKo: '시간',
    en: 'An electrician',
    unitEn: 'hour',
  },
  {
    ko: '반려견 산책 서비스',
    per: '산책 1회',
    let: '산책 횟수를 \\(n\\)회',
    question: '산책을 몇 회 한 요금입니까?',
    unitKo: '회',
    en: 'A dog walker',
    unitEn: 'walk',
  },
  {
    ko: '과외 수업',
    per: '수업 1회',
    let: '수업 횟수를 \\(n\\)회',
    question: '수업을 몇 회 받은 요금입니까?',
    unitKo: '회',
    en: 'A tutor',
    unitEn: 'lesson',
  },
  {
    ko: '자전거 대여',
    per: '1시간',
    let: '빌린 시간을 \\(n\\)시간',
    question: '자전거를 몇 시간 빌린 요금입니까?',
    unitKo: '시간',
    en: 'A bike rental shop',
    unitEn: 'hour',
  },
] as const;

export const templates: ProblemTemplate[] = [
  /** a(x + b) = cx + d with an integer solution; distractors from distributing and moving terms wrongly. */
  defineTemplate(U, 'distribute-and-solve', {
    version: 3,
    params: (rng) => {
      const a = rng.int(2, 9);
      const c = rng.intExcept(1, 12, [a]);
      const x = rng.intExcept(-12, 12, [0]);
      const b = rng.intExcept(-9, 9, [0]);
      return { a, b, c, d: a * (x + b) - c * x, x };
    },
    generate: ({ a, b, c, d, x }, rng) => {
      const equation = `${a}(${linear(1, b)})=${linear(c, d)}`;
      const expanded = `${linear(a, a * b)}=${linear(c, d)}`;
      const collected = `${term(a - c, 'x')}=${d - a * b}`;
      // a(x + b) read as ax + b; the constant moved without changing its sign; the x-terms added instead of subtracted.
      const mistakes = [q(d - b, a - c), q(d + a * b, a - c), ...(a + c !== 0 ? [q(d - a * b, a + c)] : []), q(-x)];
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${equation}\\)의 해는?`, `What is the solution to the equation \\(${equation}\\)?`],
        correct: `\\(${x}\\)`,
        wrong: [...mistakes.map((v) => `\\(${frac(v)}\\)`), ...nearby(x)],
        steps: [
          [`괄호를 풀면 \\(${expanded}\\)입니다.`, `Distribute: \\(${expanded}\\).`],
          [
            `\\(x\\)항은 좌변으로, 상수항은 우변으로 이항하면 \\(${collected}\\)입니다.`,
            `Move the \\(x\\)-terms to the left side and the constants to the right side: \\(${collected}\\).`,
          ],
          divideStep(a - c, d - a * b, 'x'),
        ],
        difficulty: 2,
      });
    },
    // Substitute each choice back into both sides of the original equation.
    check: ({ a, b, c, d }, problem) =>
      keyWhere(problem, ([v]) => Math.abs(a * ((v as number) + b) - (c * (v as number) + d)) < 1e-9),
  }),

  /** A fixed fee plus a rate per unit; find the number of units from the total. */
  defineTemplate(U, 'fee-plus-rate', {
    version: 2,
    params: (rng) => {
      const job = rng.pick(JOBS);
      const fee = rng.int(2, 16) * 5;
      const rate = rng.int(3, 15) * 4;
      const count = rng.int(2, 14);
      return { job, fee, rate, count, total: fee + rate * count };
    },
    ranges: { fee: [5, 100], rate: [5, 80], count: [1, 20] },
    generate: ({ job, fee, rate, count, total }) =>
      essay({
        stem: [
          `${job.ko} 요금은 기본요금 ${dollarsKo(fee)}에 ${job.per}마다 ${dollarsKo(rate)}씩 더해집니다. 요금이 모두 ${withJosa(dollarsKo(total), '이/가')} 나왔다면 ${job.question}`,
          `${job.en} charges a flat fee of ${usd(fee)} plus ${usd(rate)} per ${job.unitEn}. A customer's bill is ${usd(total)}. For how many ${job.unitEn}s was the customer charged?`,
        ],
        answer: String(count),
        form: 'number',
        unit: job.unitKo,
        steps: [
          [
            `${withJosa(job.let, '이라/라')} 하면 \\(${fee}+${rate}n=${total}\\)입니다.`,
            `Let \\(n\\) be the number of ${job.unitEn}s: \\(${fee}+${rate}n=${total}\\).`,
          ],
          [
            `양변에서 ${withJosa(`\\(${fee}\\)`, '을/를')} 빼면 \\(${rate}n=${total - fee}\\)이므로 \\(n=${total - fee}\\div ${rate}=${count}\\)입니다.`,
            `Subtract \\(${fee}\\) from both sides: \\(${rate}n=${total - fee}\\), so \\(n=${total - fee}\\div ${rate}=${count}\\).`,
          ],
        ],
        difficulty: 1,
      }),
    check: ({ fee, rate, total }, problem) => {
      // Count up until the bill is reached.
      let n = 0;
      while (fee + rate * n < total) n++;
      return fee + rate * n === total && keyIs(problem, n);
    },
  }),

  /** If ax + b = c, the value of k(ax + b) written as kax + kb, without solving for x first. */
  defineTemplate(U, 'value-of-expression', {
    version: 2,
    params: (rng) => {
      const a = rng.int(2, 9);
      const b = rng.intExcept(-20, 20, [0]);
      const x = rng.intExcept(-10, 10, [0]);
      const k = rng.pick([2, 3, 4, 5, -2, -3]);
      return { a, b, x, k, c: a * x + b };
    },
    generate: ({ a, b, k, c }) => {
      const given = linear(a, b);
      const target = linear(k * a, k * b);
      return essay({
        stem: [
          `\\(${given}=${c}\\)일 때, \\(${target}\\)의 값을 구하시오.`,
          `If \\(${given}=${c}\\), what is the value of \\(${target}\\)?`,
        ],
        answer: String(k * c),
        form: 'number',
        steps: [
          [
            `\\(${target}\\)의 각 항은 \\(${given}\\)의 각 항의 \\(${k}\\)배이므로 \\(${target}=${k}(${given})\\)입니다.`,
            `Each term of \\(${target}\\) is \\(${k}\\) times the matching term of \\(${given}\\), so \\(${target}=${k}(${given})\\).`,
          ],
          [
            `\\(${given}=${c}\\)이므로 \\(${target}=${k}\\times ${paren(c)}=${k * c}\\)입니다.`,
            `Since \\(${given}=${c}\\), \\(${target}=${k}\\times ${paren(c)}=${k * c}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ a, b, k, c }, problem) => {
      // Solve for x first, then evaluate the target expression directly.
      const x = q(c - b, a);
      return keyIs(problem, x.mul(k * a).add(k * b).value);
    },
  }),

  /** The coefficient that leaves a linear equation with no solution: the x-terms cancel, the constants do not. */
  defineTemplate(U, 'no-solution-equation', {
    version: 1,
    params: (rng) => {
      const a = rng.intExcept(-6, 6, [0, 1]);
      const b = rng.int(2, 6);
      const c = rng.intExcept(-9, 9, [0]);
      const d = rng.intExcept(-20, 20, [-a * c]);
      return { a, b, c, d };
    },
    generate: ({ a, b, c, d }, rng) => {
      const k = a * b;
      const left = `${a === -1 ? '-' : a}(${linear(b, -c)})`;
      const equationText = `${left}=${sum('kx', [d, ''])}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\)에 대한 방정식 \\(${equationText}\\)의 해가 없을 때, 상수 \\(k\\)의 값은?`,
          `In the equation \\(${equationText}\\), \\(k\\) is a constant. If the equation has no solution, what is the value of \\(k\\)?`,
        ],
        correct: m(k),
        wrong: [a, b, -k, a + b, -a * c, d].map((v) => m(v)).concat(nearby(k)),
        steps: [
          [
            `좌변을 전개하면 \\(${left}=${linear(a * b, -a * c)}\\)입니다.`,
            `Distribute on the left: \\(${left}=${linear(a * b, -a * c)}\\).`,
          ],
          [
            `\\(${linear(a * b, -a * c)}=${sum('kx', [d, ''])}\\)에서 \\(x\\)항을 한쪽으로 모으면 \\((${a * b}-k)x=${d}${a * c < 0 ? '' : '+'}${a * c}\\)입니다.`,
            `Collect the \\(x\\)-terms: \\((${a * b}-k)x=${d}${a * c < 0 ? '' : '+'}${a * c}\\).`,
          ],
          [
            `우변은 \\(${d + a * c}\\ne 0\\)이므로, 좌변의 계수가 \\(0\\)이면 어떤 \\(x\\)도 등식을 만족시키지 않습니다. 따라서 \\(k=${k}\\)입니다.`,
            `The right side is \\(${d + a * c}\\ne 0\\), so when the coefficient on the left is \\(0\\) no \\(x\\) works. So \\(k=${k}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Try many x: with the key no x satisfies the equation; with any other choice the one root exists.
    check: ({ a, b, c, d }, problem) =>
      keyWhere(problem, ([k]) => {
        const slope = a * b - (k as number);
        const constant = d + a * c;
        return slope === 0 && constant !== 0;
      }),
  }),

  /** An equation true for every x: match the x-coefficients and the constants (typed). */
  defineTemplate(U, 'identity-constants', {
    version: 1,
    params: (rng) => {
      const a = rng.int(2, 7);
      const p = rng.intExcept(-9, 9, [0]);
      const b = rng.intExcept(2, 6, [a]);
      const r = rng.intExcept(-9, 9, [0]);
      return { a, p, b, r };
    },
    generate: ({ a, p, b, r }) => {
      const [c, d] = [a - b, a * p - b * r];
      const left = `${a}(${shift('x', p)})-${b}(${shift('x', r)})`;
      return essay({
        stem: [
          `등식 \\(${left}=cx+d\\)가 모든 \\(x\\)에 대하여 성립할 때, 상수 \\(c\\), \\(d\\)에 대하여 \\(c+d\\)의 값을 구하시오.`,
          `The equation \\(${left}=cx+d\\) is true for all values of \\(x\\), where \\(c\\) and \\(d\\) are constants. What is the value of \\(c+d\\)?`,
        ],
        answer: String(c + d),
        form: 'number',
        steps: [
          [
            `좌변을 전개합니다. 빼는 괄호 안의 각 항은 부호가 바뀝니다: \\(${sum([a, 'x'], [a * p, ''], [-b, 'x'], [-b * r, ''])}=${linear(c, d)}\\)`,
            `Expand the left side; subtracting a bracket changes the sign of each of its terms: \\(${sum([a, 'x'], [a * p, ''], [-b, 'x'], [-b * r, ''])}=${linear(c, d)}\\).`,
          ],
          [
            `모든 \\(x\\)에 대하여 성립하려면 양변의 \\(x\\)의 계수와 상수항이 각각 같아야 하므로 \\(c=${c}\\), \\(d=${d}\\)입니다.`,
            `An equation true for all \\(x\\) has the same \\(x\\)-coefficient and the same constant on both sides: \\(c=${c}\\) and \\(d=${d}\\).`,
          ],
          [`따라서 \\(c+d=${c}+${paren(d)}=${c + d}\\)입니다.`, `So \\(c+d=${c}+${paren(d)}=${c + d}\\).`],
        ],
        difficulty: 3,
      });
    },
    // At x = 1 the right side is c + d, so c + d is the left side's value at 1.
    check: ({ a, p, b, r }, problem) => keyIs(problem, a * (1 + p) - b * (1 + r)),
  }),

  /** A formula solved for one of its letters. */
  defineTemplate(U, 'solve-for-variable', {
    version: 1,
    params: (rng) => {
      const p = rng.int(2, 9);
      return { p, r: rng.intExcept(2, 9, [p]) };
    },
    generate: ({ p, r }, rng) => {
      // p·a + r·b = c, solved for b.
      const formula = `${p}a+${r}b=c`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `등식 ${withJosa(m(formula), '을/를')} \\(b\\)에 대하여 푼 것은?`,
          `The equation \\(${formula}\\) relates the numbers \\(a\\), \\(b\\), and \\(c\\). Which equation correctly expresses \\(b\\) in terms of \\(a\\) and \\(c\\)?`,
        ],
        correct: m(`b=\\frac{c-${p}a}{${r}}`),
        wrong: [
          `b=\\frac{c+${p}a}{${r}}`,
          `b=\\frac{c}{${r}}-${p}a`,
          `b=${r}(c-${p}a)`,
          `b=\\frac{${p}a-c}{${r}}`,
          `b=\\frac{c-${r}a}{${p}}`,
        ].map((t) => m(t)),
        steps: [
          [
            `양변에서 \\(${p}a\\)를 빼면 \\(${r}b=c-${p}a\\)입니다.`,
            `Subtract \\(${p}a\\) from both sides: \\(${r}b=c-${p}a\\).`,
          ],
          [
            `양변을 ${withJosa(m(r), '으로/로')} 나누면 \\(b=\\frac{c-${p}a}{${r}}\\)입니다.`,
            `Divide both sides by \\(${r}\\): \\(b=\\frac{c-${p}a}{${r}}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // Substitute each choice's b back into p·a + r·b and compare with c at the sample points.
    check: ({ p, r }, problem) =>
      keyHolds(problem, (choice) =>
        SAMPLE_POINTS.every((vars) => {
          const b = valueOf(choice.replace(/^\\\(b=/, '\\('), vars)[0] as number;
          return Math.abs(p * vars.a + r * b - vars.c) < 1e-9;
        }),
      ),
  }),

  /** A proportion of two linear expressions: cross-multiply, then solve. */
  defineTemplate(U, 'proportion-equation', {
    // Version 1 was recorded before the cross-multiplied step got its parentheses; it never shipped.
    version: 2,
    params: (rng) => {
      const p = rng.int(2, 7);
      const r = rng.intExcept(2, 7, [p]);
      const t = rng.intExcept(-5, 5, [0]);
      const x = rng.int(-9, 9);
      // Both sides equal t at the solution.
      return { p, r, x, a: p * t - x, b: r * t - x };
    },
    generate: ({ p, r, x, a, b }, rng) => {
      const equation = `\\frac{${shift('x', a)}}{${p}}=\\frac{${shift('x', b)}}{${r}}`;
      const scaled = (k: number, c: number) => (c === 0 ? `${k}x` : `${k}(${shift('x', c)})`);
      const crossed = `${scaled(r, a)}=${scaled(p, b)}`;
      const expanded = `${sum([r, 'x'], [r * a, ''])}=${sum([p, 'x'], [p * b, ''])}`;
      const collected = `${term(r - p, 'x')}=${p * b - r * a}`;
      // Crossed the wrong way; the constants left unmultiplied; the sign lost.
      const { correct, wrong } = valueChoices(x, [q(r * b - p * a, p - r), q(a - b, p - r), -x], {
        show: (v) => frac(v),
        min: -1000,
      });
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${equation}\\)의 해는?`, `What is the solution to the equation \\(${equation}\\)?`],
        correct,
        wrong,
        steps: [
          [
            `양변에 ${withJosa(`\\(${p}\\times ${r}\\)`, '을/를')} 곱하여 분모를 없애면 \\(${crossed}\\)입니다.`,
            `Multiply both sides by \\(${p}\\times ${r}\\) to clear the denominators: \\(${crossed}\\).`,
          ],
          [
            `괄호를 풀면 \\(${expanded}\\)이고, \\(x\\)항은 좌변으로, 상수항은 우변으로 옮기면 \\(${collected}\\)입니다.`,
            `Distribute: \\(${expanded}\\). Move the \\(x\\)-terms to the left and the constants to the right: \\(${collected}\\).`,
          ],
          divideStep(r - p, p * b - r * a, 'x'),
        ],
        difficulty: 3,
      });
    },
    // The key makes both fractions equal.
    check: ({ p, r, a, b }, problem) =>
      keyWhere(problem, ([v]) => Math.abs(((v as number) + a) / p - ((v as number) + b) / r) < 1e-9),
  }),

  /** An equation of two fractions: clear the denominators by cross-multiplying, brackets kept. */
  defineTemplate(U, 'fraction-equation', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const p = rng.int(2, 7);
        const r = rng.intExcept(2, 7, [p]);
        const x = rng.intExcept(-9, 12, [0]);
        const t = rng.intExcept(-4, 5, [0]);
        // (x + a)/p = (x − b)/r = t at the solution.
        const a = p * t - x;
        const b = x - r * t;
        if (a === 0 || b === 0) continue;
        return { p, r, a, b, x };
      }
    },
    generate: ({ p, r, a, b, x }, rng) => {
      const left = `\\frac{${linear(1, a)}}{${p}}`;
      const right = `\\frac{${linear(1, -b)}}{${r}}`;
      const equation = `${left}=${right}`;
      const crossed = `${r}(${linear(1, a)})=${p}(${linear(1, -b)})`;
      const expanded = `${linear(r, r * a)}=${linear(p, -p * b)}`;
      // The usual slip: multiplying only x by the other denominator, not the constant.
      const slip = q(-b - a, r - p);
      return multiple(rng, {
        choices: 4,
        stem: [`방정식 \\(${equation}\\)의 해는?`, `What is the solution to the equation \\(${equation}\\)?`],
        ...valueChoices(x, [slip, -x, q(p * b + r * a, r - p), x + (r - p)], {
          show: (v) => frac(v),
          min: -1000,
        }),
        steps: [
          [
            `양변에 두 분모의 곱 ${withJosa(m(p * r), '을/를')} 곱하면 \\(${crossed}\\)입니다. 분자 전체에 곱해야 하므로 괄호를 꼭 씁니다.`,
            `Multiply both sides by \\(${p * r}\\), the product of the denominators (cross-multiply): \\(${crossed}\\). The brackets matter: the whole numerator is multiplied.`,
          ],
          [`괄호를 풀면 \\(${expanded}\\)입니다.`, `Distribute: \\(${expanded}\\).`],
          [
            `\\(x\\)항은 왼쪽, 상수항은 오른쪽으로 모으면 \\(${term(r - p, 'x')}=${-p * b - r * a}\\)이므로 \\(x=${x}\\)입니다.`,
            `Collect the \\(x\\)-terms on the left and the constants on the right: \\(${term(r - p, 'x')}=${-p * b - r * a}\\), so \\(x=${x}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Substitutes each choice into both sides of the equation.
    check: ({ p, r, a, b }, problem) =>
      keyWhere(problem, ([v]) => close(((v as number) + a) / p, ((v as number) - b) / r)),
  }),

  /** Which conditions on a and b leave ax + b = c(x − d) + ex without a solution: same x-terms, other constants. */
  defineTemplate(U, 'no-solution-conditions', {
    version: 1,
    params: (rng) => {
      const c = rng.intExcept(-6, 8, [0, 1]);
      const d = rng.intExcept(-7, 7, [0]);
      const e = rng.intExcept(-5, 5, [0, -c]);
      return { c, d, e };
    },
    generate: ({ c, d, e }, rng) => {
      const slope = c + e;
      const constant = -c * d;
      const right = sum(`${c === -1 ? '-' : c}(${shift('x', -d)})`, [e, 'x']);
      const pair = (a: string, b: string) => m(`a${a},\\ b${b}`);
      return multiple(rng, {
        choices: 4,
        stem: [
          `\\(x\\)에 대한 방정식 \\(ax+b=${right}\\)의 해가 없을 때, 상수 \\(a\\), \\(b\\)에 대하여 항상 옳은 것은?`,
          `In the equation \\(ax+b=${right}\\), \\(a\\) and \\(b\\) are constants. If the equation has no solution, which of the following must be true?`,
        ],
        correct: pair(`=${slope}`, `\\ne ${constant}`),
        wrong: [
          pair(`=${slope}`, `=${constant}`),
          pair(`\\ne ${slope}`, `=${constant}`),
          pair(`=${c}`, `\\ne ${constant}`),
          pair(`=${slope}`, `\\ne ${-constant}`),
        ],
        steps: [
          [
            `우변을 정리하면 \\(${right}=${linear(slope, constant)}\\)입니다.`,
            `Simplify the right side: \\(${right}=${linear(slope, constant)}\\).`,
          ],
          [
            `핵심은 해가 없으려면 양변의 \\(x\\)의 계수가 같아서 \\(x\\)가 사라지고, 남은 상수끼리는 달라야 한다는 것입니다. \\(x\\)의 계수가 다르면 해가 꼭 하나 있고, 상수까지 같으면 모든 수가 해입니다.`,
            `The key: with no solution, the \\(x\\)-terms must cancel (equal coefficients) and the constants left must differ. Different coefficients give exactly one solution; equal constants as well make every number a solution.`,
          ],
          [
            `따라서 \\(a=${slope}\\)이고 \\(b\\ne ${constant}\\)입니다.`,
            `So \\(a=${slope}\\) and \\(b\\ne ${constant}\\).`,
          ],
        ],
        difficulty: 5,
      });
    },
    // Reads the two conditions of each choice and tries a and b near them: no x from −50 to 50 may solve the
    // equation for every pair the choice allows, and some pair must solve it for every other choice.
    check: ({ c, d, e }, problem) =>
      keyHolds(problem, (choice) => {
        const match = /a(=|\\ne )(-?\d+),\\ b(=|\\ne )(-?\d+)/.exec(choice);
        if (!match) return false;
        const [, aOp, aVal, bOp, bVal] = match as unknown as [string, string, string, string, string];
        const allowed = (v: number, op: string, at: number) => (op === '=' ? v === at : v !== at);
        for (let a = -20; a <= 20; a++) {
          for (let b = -60; b <= 60; b++) {
            if (!allowed(a, aOp, Number(aVal)) || !allowed(b, bOp, Number(bVal))) continue;
            // A solution exists when the two lines in x meet or coincide.
            const diffSlope = a - (c + e);
            const diffConst = b + c * d;
            if (diffSlope !== 0 || diffConst === 0) return false;
          }
        }
        return true;
      }),
  }),
];
