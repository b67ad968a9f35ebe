// 중2 3. 일차부등식: solving linear inequalities (with the sign flip), counting natural-number solutions, and
// budget word problems.
import {
  HINTS,
  PEOPLE,
  bare,
  defineTemplate,
  essay,
  evalLatex,
  frac,
  keyIs,
  linear,
  m,
  multiple,
  nameWith,
  num,
  stemMath,
  term,
  withJosa,
} from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m2-3';
const REL = ['<', '>', '\\le ', '\\ge '] as const;
const FLIP: Record<string, string> = { '<': '>', '>': '<', '\\le ': '\\ge ', '\\ge ': '\\le ' };
/** Truth of a relation code from evalLatex ([code, lhs - rhs]). */
const holds = ([code, diff]: number[]) =>
  code === 1
    ? (diff as number) < -1e-12
    : code === 2
      ? (diff as number) > 1e-12
      : code === 3
        ? (diff as number) <= 1e-12
        : (diff as number) >= -1e-12;

/** Two things bought together, priced per the same counter (개, 송이, 자루). */
const ITEMS = [
  { ko: ['초콜릿', '사탕'], en: ['chocolate bars', 'candies'], counter: '개' },
  { ko: ['장미', '튤립'], en: ['roses', 'tulips'], counter: '송이' },
  { ko: ['볼펜', '연필'], en: ['pens', 'pencils'], counter: '자루' },
] as const;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'solve-inequality', {
    version: 2,
    params: (rng) => ({
      a: rng.intExcept(-6, 6, [0]),
      c: rng.intExcept(-6, 6, [0]),
      b: rng.int(-12, 12),
      root: rng.int(-8, 8),
      den: rng.pick([1, 1, 1, 2, 3]),
      rel: rng.int(0, 3),
    }),
    generate: ({ a, c: c0, b, root, den, rel }, rng) => {
      const c = c0 === a ? a + 1 : c0;
      const k = a - c;
      // a x + b REL c x + d with the bound root/den; d = k·bound + b must be whole, else use den = 1.
      const dd = (k * root) % den === 0 ? den : 1;
      const boundValue = root / dd;
      const boundTex = frac(root, dd);
      const d = k * boundValue + b;
      if (!Number.isInteger(d)) throw new Error('bound');
      const r = REL[rel] as string;
      const tex = `${linear(a, b)}${r}${linear(c, d)}`;
      const final = k > 0 ? r : (FLIP[r] as string);
      const correct = `x${final}${boundTex}`;
      const neg = boundTex.startsWith('-') ? boundTex.slice(1) : `-${boundTex}`;
      const wrong = [
        `x${FLIP[final]}${boundTex}`,
        `x${final}${frac(root + dd, dd)}`,
        `x${FLIP[final]}${frac(root - dd, dd)}`,
        `x${final}${neg}`,
        `x${FLIP[final]}${neg}`,
        `x${final.startsWith('\\') ? final.replace('\\le', '<').replace('\\ge', '>') : final === '<' ? '\\le ' : '\\ge '}${boundTex}`,
        `x${final}${frac(d - b, 1)}`,
      ];
      const moved = `${term(k, 'x')}${r}${num(d - b)}`;
      const divide =
        k === 1
          ? null
          : k === -1
            ? ([
                `양변에 \\(-1\\)을 곱하면 부등호의 방향이 바뀝니다: \\(${correct}\\)`,
                `Multiplying both sides by \\(-1\\) reverses the inequality: \\(${correct}\\)`,
              ] as const)
            : k > 0
              ? ([
                  `양변을 양수 ${withJosa(m(k), '으로/로')} 나누면 부등호의 방향은 그대로입니다: \\(${correct}\\)`,
                  `Dividing both sides by the positive number \\(${k}\\) keeps the direction: \\(${correct}\\)`,
                ] as const)
              : ([
                  `양변을 음수 ${withJosa(m(k), '으로/로')} 나누면 부등호의 방향이 바뀝니다: \\(${correct}\\)`,
                  `Dividing both sides by the negative number \\(${k}\\) reverses the direction: \\(${correct}\\)`,
                ] as const);
      return multiple(rng, {
        stem: [`일차부등식 \\(${tex}\\)의 해는?`, `What is the solution of the inequality \\(${tex}\\)?`],
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하여 정리하면 \\(${moved}\\)입니다.`,
            `Move the \\(x\\)-terms left and the numbers right: \\(${moved}\\).`,
          ],
          ...(divide ? [divide] : []),
        ],
        difficulty: k < 0 ? 3 : 2,
      });
    },
    check: (_p, problem) => {
      // Test points around the bound: a choice is right only if it agrees with the stated inequality everywhere.
      const ineq = stemMath(problem);
      const choices = (problem.choices ?? []).map(bare);
      const bounds = choices.map((ch) => -(evalLatex(ch, { x: 0 })[1] as number));
      const points = bounds.flatMap((b) => [b - 1.5, b - 0.01, b, b + 0.01, b + 1.5]);
      const agree = choices.map((ch) =>
        points.every((x) => holds(evalLatex(ch, { x })) === holds(evalLatex(ineq, { x }))),
      );
      return agree.filter(Boolean).length === 1 && agree[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'count-natural-solutions', {
    version: 2,
    params: (rng) => ({
      a: rng.int(2, 7),
      b: rng.int(-10, 20),
      limit: rng.int(3, 15),
      strict: rng.int(0, 1) === 1,
      c: rng.int(1, 3),
    }),
    generate: ({ a, b, limit, strict, c }) => {
      // a x + b (< or ≤) c x + d, whose natural solutions are 1..count.
      const k = a + c;
      const rhs = k * limit + (strict && k > 2 ? 1 : 0);
      const d = rhs + b;
      const r = strict ? '<' : '\\le ';
      const tex = `${linear(a, b)}${r}${linear(-c, d)}`;
      const count = strict ? Math.ceil(rhs / k) - 1 : Math.floor(rhs / k);
      return essay({
        stem: [
          `부등식 ${withJosa(m(tex), '을/를')} 만족하는 자연수 \\(x\\)의 개수를 구하시오.`,
          `How many positive integers \\(x\\) satisfy \\(${tex}\\)?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [`이항하여 정리하면 \\(${k}x${r}${rhs}\\)입니다.`, `Rearranging gives \\(${k}x${r}${rhs}\\).`],
          [
            `양변을 ${withJosa(m(k), '으로/로')} 나누면 \\(x${r}${frac(rhs, k)}\\)이므로 자연수 \\(x\\)는 \\(1\\)부터 \\(${count}\\)까지 \\(${count}\\)개입니다.`,
            `Dividing by \\(${k}\\) gives \\(x${r}${frac(rhs, k)}\\), so the positive integers are \\(1\\) through \\(${count}\\): \\(${count}\\) of them.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: (_p, problem) => {
      const ineq = stemMath(problem, -1);
      let count = 0;
      for (let x = 1; x <= 200; x++) if (holds(evalLatex(ineq, { x }))) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'budget', {
    version: 2,
    params: (rng) => ({
      cheap: rng.int(5, 15) * 100,
      extra: rng.int(2, 10) * 100,
      total: rng.int(8, 20),
      who: rng.int(0, PEOPLE.length - 1),
      item: rng.int(0, 2),
      slack: rng.int(0, 9) * 100,
    }),
    ranges: { cheap: [100, 3000], pricey: [100, 5000], total: [1, 30] },
    values: ({ cheap, extra }) => ({ pricey: cheap + extra }),
    generate: ({ cheap, extra, total, who, item, slack }) => {
      const pricey = cheap + extra;
      // Choose a budget so that the answer is between 1 and total - 1.
      const best = Math.max(1, Math.min(total - 1, Math.floor(total / 2)));
      const budget = cheap * total + extra * best + Math.min(slack, extra - 100);
      const p = PEOPLE[who] as (typeof PEOPLE)[number];
      const it = ITEMS[item] as (typeof ITEMS)[number];
      const [dear, cheapKo] = it.ko;
      const [dearEn, cheapEn] = it.en;
      const unit = it.counter;
      const answer = Math.floor((budget - cheap * total) / extra);
      const won = (n: number) => `\\(${num(n)}\\)원`;
      return essay({
        stem: [
          `${nameWith(p, '가')} 한 ${unit}에 ${won(pricey)}인 ${withJosa(dear, '과/와')} 한 ${unit}에 ${won(cheap)}인 ${withJosa(cheapKo, '을/를')} 합하여 \\(${total}\\)${withJosa(unit, '을/를')} 사려고 합니다. 전체 금액이 ${won(budget)} 이하가 되게 하려면 ${withJosa(dear, '은/는')} 최대 몇 ${unit}까지 살 수 있는지 구하시오.`,
          `${p.en} wants to buy \\(${total}\\) ${dearEn} and ${cheapEn} in all: ${dearEn} at \\(${num(pricey)}\\) won each and ${cheapEn} at \\(${num(cheap)}\\) won each. The total must be at most \\(${num(budget)}\\) won. At most how many ${dearEn} can ${p.en} buy?`,
        ],
        answer: String(answer),
        form: 'number',
        unit,
        hint: HINTS.whole,
        steps: [
          [
            `${withJosa(dear, '을/를')} \\(x\\)${unit} 산다고 하면 ${withJosa(cheapKo, '은/는')} \\((${total}-x)\\)${unit}이므로 \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\)입니다.`,
            `Let \\(x\\) be the number of ${dearEn}; then there are \\(${total}-x\\) ${cheapEn}, and \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\).`,
          ],
          [
            `정리하면 \\(${extra}x\\le ${budget - cheap * total}\\), \\(x\\le ${frac(budget - cheap * total, extra)}\\)이므로 \\(x\\)는 최대 \\(${answer}\\)입니다.`,
            `So \\(${extra}x\\le ${budget - cheap * total}\\), \\(x\\le ${frac(budget - cheap * total, extra)}\\): at most \\(${answer}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ cheap, extra, total, slack }, problem) => {
      const budget =
        cheap * total + extra * Math.max(1, Math.min(total - 1, Math.floor(total / 2))) + Math.min(slack, extra - 100);
      let best = -1;
      for (let x = 0; x <= total; x++) if ((cheap + extra) * x + cheap * (total - x) <= budget) best = x;
      return keyIs(problem, best);
    },
  }),
];
