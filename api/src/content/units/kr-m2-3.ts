// 중2 3. 일차부등식: solving linear inequalities (with the sign flip), counting natural-number solutions, and
// budget word problems.
import { HINT, bare, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { frac, poly } from '../lib/mh/format.js';
import { PEOPLE, josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
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

export const templates: ProblemTemplate[] = [
  template(U, 'solve-inequality', {
    params: (rng) => ({
      a: rng.intExcept(-6, 6, [0]),
      c: rng.intExcept(-6, 6, [0]),
      b: rng.int(-12, 12),
      root: rng.int(-8, 8),
      den: rng.pick([1, 1, 1, 2, 3]),
      rel: rng.int(0, 3),
    }),
    make: ({ a, c: c0, b, root, den, rel }, rng) => {
      const c = c0 === a ? a + 1 : c0;
      const k = a - c;
      // a x + b REL c x + d with the bound root/den; d = k·bound + b must be whole, else use den = 1.
      const dd = (k * root) % den === 0 ? den : 1;
      const boundValue = root / dd;
      const boundTex = frac(root, dd);
      const d = k * boundValue + b;
      if (!Number.isInteger(d)) throw new Error('bound');
      const r = REL[rel] as string;
      const tex = `${poly([
        [a, 'x'],
        [b, ''],
      ])}${r}${poly([
        [c, 'x'],
        [d, ''],
      ])}`;
      const final = k > 0 ? r : (FLIP[r] as string);
      const correct = `x${final}${boundTex}`;
      const neg = boundTex.startsWith('-') ? boundTex.slice(1) : `-${boundTex}`;
      const wrong = [
        `x${FLIP[final]}${boundTex}`,
        `x${final}${frac(root + dd, dd)}`,
        `x${FLIP[final]}${frac(root - dd, dd)}`,
        `x${final}${neg}`,
        `x${FLIP[final]}${neg}`,
        `x${final.startsWith('\\') ? final.replace('\\le', '<').replace('\\ge', '>') : final === '<' ? '\\le' : '\\ge'}${boundTex}`,
        `x${final}${frac(d - b, 1)}`,
      ];
      return multiple(rng, {
        stem: [`일차부등식 \\(${tex}\\)의 해는?`, `What is the solution of the inequality \\(${tex}\\)?`],
        correct,
        wrong,
        steps: [
          [
            `\\(x\\)항은 좌변으로, 상수항은 우변으로 이항하면 \\(${poly([[k, 'x']])}${r}${d - b}\\)입니다.`,
            `Move the \\(x\\)-terms left and the numbers right: \\(${poly([[k, 'x']])}${r}${d - b}\\).`,
          ],
          [
            k > 0
              ? `양변을 양수 \\(${k}\\)로 나누면 부등호 방향은 그대로입니다: \\(${correct}\\)`
              : `양변을 음수 \\(${k}\\)로 나누면 부등호 방향이 바뀝니다: \\(${correct}\\)`,
            k > 0
              ? `Dividing by the positive number \\(${k}\\) keeps the direction: \\(${correct}\\)`
              : `Dividing by the negative number \\(${k}\\) reverses the direction: \\(${correct}\\)`,
          ],
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

  template(U, 'count-natural-solutions', {
    params: (rng) => ({
      a: rng.int(2, 7),
      b: rng.int(-10, 20),
      limit: rng.int(3, 15),
      strict: rng.int(0, 1) === 1,
      c: rng.int(1, 3),
    }),
    make: ({ a, b, limit, strict, c }) => {
      // a x + b (< or ≤) c x + d, whose natural solutions are 1..count.
      const k = a + c;
      const rhs = k * limit + (strict && k > 2 ? 1 : 0);
      const d = rhs + b;
      const r = strict ? '<' : '\\le ';
      const tex = `${poly([
        [a, 'x'],
        [b, ''],
      ])}${r}${poly([
        [-c, 'x'],
        [d, ''],
      ])}`;
      const count = strict ? Math.ceil(rhs / k) - 1 : Math.floor(rhs / k);
      return essay({
        stem: [
          `부등식 ${josa(`\\(${tex}\\)`, '을/를')} 만족하는 자연수 \\(x\\)의 개수를 구하시오.`,
          `How many whole numbers \\(x\\ge 1\\) satisfy \\(${tex}\\)?`,
        ],
        answer: String(count),
        hint: HINT.nat,
        steps: [
          [`이항하여 정리하면 \\(${k}x${r}${rhs}\\)입니다.`, `Rearranging gives \\(${k}x${r}${rhs}\\).`],
          [
            `\\(x${r}${frac(rhs, k)}\\)이므로 자연수 \\(x\\)는 \\(1\\)부터 \\(${count}\\)까지 \\(${count}\\)개입니다.`,
            `So \\(x${r}${frac(rhs, k)}\\), and the whole numbers are \\(1\\) to \\(${count}\\): \\(${count}\\) of them.`,
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

  template(U, 'budget', {
    params: (rng) => ({
      cheap: rng.int(5, 15) * 100,
      extra: rng.int(2, 10) * 100,
      total: rng.int(8, 20),
      who: rng.int(0, PEOPLE.length - 1),
      item: rng.int(0, 2),
      slack: rng.int(0, 9) * 100,
    }),
    make: ({ cheap, extra, total, who, item, slack }) => {
      const pricey = cheap + extra;
      // Choose a budget so that the answer is between 1 and total - 1.
      const best = Math.max(1, Math.min(total - 1, Math.floor(total / 2)));
      const budget = cheap * total + extra * best + Math.min(slack, extra - 100);
      const p = PEOPLE[who] as (typeof PEOPLE)[number];
      const items = [
        ['초콜릿', '사탕', 'chocolate bars', 'candies'],
        ['공책', '연필', 'notebooks', 'pencils'],
        ['장미', '튤립', 'roses', 'tulips'],
      ][item] as [string, string, string, string];
      const answer = Math.floor((budget - cheap * total) / extra);
      return essay({
        stem: [
          `${josa(p.ko, '이/가')} 한 개에 \\(${pricey}\\)원인 ${items[0]}과 한 개에 \\(${cheap}\\)원인 ${josa(items[1], '을/를')} 합하여 \\(${total}\\)개 사려고 합니다. 전체 금액이 \\(${budget}\\)원 이하가 되게 하려면 ${josa(items[0], '은/는')} 최대 몇 개까지 살 수 있는지 구하시오.`.replace(
            `${items[0]}과 한`,
            `${josa(items[0], '과/와')} 한`,
          ),
          `${p.en} wants to buy \\(${total}\\) items in all: ${items[2]} at \\(${pricey}\\) won each and ${items[3]} at \\(${cheap}\\) won each. The total must be at most \\(${budget}\\) won. At most how many ${items[2]} can ${p.en} buy?`,
        ],
        answer: String(answer),
        hint: HINT.nat,
        steps: [
          [
            `${items[0]}을 \\(x\\)개 산다고 하면 \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\)입니다.`.replace(
              `${items[0]}을`,
              josa(items[0], '을/를'),
            ),
            `Let \\(x\\) be the number of ${items[2]}: \\(${pricey}x+${cheap}(${total}-x)\\le ${budget}\\).`,
          ],
          [
            `정리하면 \\(${extra}x\\le ${budget - cheap * total}\\), \\(x\\le ${frac(budget - cheap * total, extra)}\\)이므로 최대 \\(${answer}\\)개입니다.`,
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
