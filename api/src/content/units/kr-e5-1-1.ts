// 5-1 자연수의 혼합 계산: order of operations with +, -, ×, ÷ and parentheses, and one-expression word problems.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, valueOf } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-1';

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'mixed-no-parentheses', {
    version: 2,
    params: (rng) => {
      const c = rng.int(2, 9);
      const q = rng.int(2, 12);
      return { a: rng.int(20, 90), b: rng.int(2, 9), c, d: c * q, e: rng.int(2, 9), form: rng.int(0, 1) };
    },
    generate: ({ a, b, c, d, e, form }, rng) => {
      // form 0: a + b × e - d ÷ c ; form 1: a - d ÷ c + b × e
      const tex = form === 0 ? `${a}+${b}\\times${e}-${d}\\div${c}` : `${a}-${d}\\div${c}+${b}\\times${e}`;
      const prod = b * e;
      const quo = d / c;
      const ans = a + prod - quo;
      const leftToRight = form === 0 ? ((a + b) * e - d) / c : ((a - d) / c + b) * e;
      const slips = [leftToRight, a + prod + quo, a - prod + quo, ans + c, ans - e];
      return multiple(rng, {
        difficulty: 3,
        stem: L(`다음 식을 계산하시오. ${m(tex)}`, `Evaluate, following the order of operations: ${m(tex)}`),
        correct: m(ans),
        wrong: [...slips.filter((x) => Number.isInteger(x) && x >= 0).map((x) => m(x)), ...nearby(ans, { min: 0 })],
        steps: [
          L('곱셈과 나눗셈을 덧셈과 뺄셈보다 먼저 계산합니다.', 'Multiply and divide before you add and subtract.'),
          L(
            `${m(`${b}\\times${e}=${prod}`)}, ${m(`${d}\\div${c}=${quo}`)}`,
            `${m(`${b}\\times${e}=${prod}`)} and ${m(`${d}\\div${c}=${quo}`)}.`,
          ),
          L(
            `앞에서부터 차례로 계산하면 ${m(form === 0 ? `${a}+${prod}-${quo}=${ans}` : `${a}-${quo}+${prod}=${ans}`)}입니다.`,
            `Then work from left to right: ${m(form === 0 ? `${a}+${prod}-${quo}=${ans}` : `${a}-${quo}+${prod}=${ans}`)}.`,
          ),
        ],
      });
    },
    // Evaluate the printed expression with the kit's operator-precedence reader.
    check: ({ a, b, c, d, e, form }, problem) =>
      keyIs(
        problem,
        valueOf(form === 0 ? `${a}+${b}\\times${e}-${d}\\div${c}` : `${a}-${d}\\div${c}+${b}\\times${e}`)[0] as number,
      ),
  }),
  defineTemplate(UNIT, 'with-parentheses', {
    version: 2,
    params: (rng) => {
      const c = rng.int(2, 9);
      const sum = c * rng.int(2, 15);
      const a = rng.int(1, sum - 1);
      const e = rng.int(2, 20);
      // Keep the result a natural number: grade 5 has no negative numbers.
      return { a, b: sum - a, c, e, f: rng.int(1, Math.min(30, (e * sum) / c - 1)) };
    },
    generate: ({ a, b, c, e, f }) => {
      const tex = `${e}\\times(${a}+${b})\\div${c}-${f}`;
      const inner = a + b;
      const product = e * inner;
      const quotient = product / c;
      const ans = quotient - f;
      return essay({
        difficulty: 3,
        stem: L(`다음 식을 계산하시오. ${m(tex)}`, `Evaluate: ${m(tex)}`),
        // One worked-out number: typing the expression back is not an answer.
        answer: String(ans),
        form: 'number',
        steps: [
          L(
            `괄호 안을 가장 먼저 계산합니다: ${m(`${a}+${b}=${inner}`)}`,
            `Parentheses first: ${m(`${a}+${b}=${inner}`)}`,
          ),
          L(
            `곱셈과 나눗셈은 앞에서부터 차례로 계산합니다: ${m(`${e}\\times${inner}=${num(product)}`)}, ${m(`${num(product)}\\div${c}=${quotient}`)}`,
            `Multiply and divide from left to right: ${m(`${e}\\times${inner}=${num(product)}`)}, ${m(`${num(product)}\\div${c}=${quotient}`)}`,
          ),
          L(
            `마지막으로 뺄셈을 합니다: ${m(`${quotient}-${f}=${ans}`)}`,
            `Finally subtract: ${m(`${quotient}-${f}=${ans}`)}`,
          ),
        ],
      });
    },
    check: ({ a, b, c, e, f }, problem) => {
      if (!/^\d+$/.test(problem.answer)) return false;
      return keyIs(problem, valueOf(`${e}\\times(${a}+${b})\\div${c}-${f}`)[0] as number);
    },
  }),
  defineTemplate(UNIT, 'change-word-problem', {
    version: 2,
    params: (rng) => ({
      pen: rng.int(3, 12) * 100,
      k: rng.int(2, 6),
      eraser: rng.int(4, 15) * 50,
      who: rng.int(0, PEOPLE.length - 1),
      note: rng.pick([5000, 10000]),
      share: rng.int(0, 1) === 1,
    }),
    ranges: { pen: [100, 2000], eraser: [100, 1000] },
    generate: ({ pen, k, eraser, who, note, share }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const cost = pen * k + eraser;
      const paid = cost < note ? note : note * 2;
      const ans = paid - cost;
      return essay({
        difficulty: share ? 3 : 2,
        stem: L(
          `${nameWith(p, '는')} 한 자루에 ${m(`${num(pen)}`)}원인 연필 ${m(k)}자루와 ${m(num(eraser))}원짜리 지우개 한 개를 사고 ${m(num(paid))}원을 냈습니다. 하나의 식으로 나타내어 거스름돈은 얼마인지 구하시오.`,
          `${p.en} buys ${m(k)} pencils at ${m(num(pen))} won each and one eraser for ${m(num(eraser))} won, and pays with ${m(num(paid))} won. Write one expression and use it to find the change.`,
        ),
        answer: String(ans),
        form: 'number',
        unit: '원',
        steps: [
          L(
            `거스름돈은 낸 돈에서 물건값을 뺀 것이므로 식은 ${m(`${num(paid)}-(${num(pen)}\\times${k}+${num(eraser)})`)}입니다.`,
            `The change is what was paid minus the cost: ${m(`${num(paid)}-(${num(pen)}\\times${k}+${num(eraser)})`)}.`,
          ),
          L(
            `괄호 안을 먼저 계산합니다: ${m(`${num(pen)}\\times${k}+${num(eraser)}=${num(pen * k)}+${num(eraser)}=${num(cost)}`)}`,
            `Work out the parentheses first: ${m(`${num(pen)}\\times${k}+${num(eraser)}=${num(pen * k)}+${num(eraser)}=${num(cost)}`)}`,
          ),
          L(
            `${m(`${num(paid)}-${num(cost)}=${num(ans)}`)}이므로 거스름돈은 ${m(num(ans))}원입니다.`,
            `${m(`${num(paid)}-${num(cost)}=${num(ans)}`)}, so the change is ${m(num(ans))} won.`,
          ),
        ],
      });
    },
    // Pay item by item from the money handed over.
    check: ({ pen, k, eraser, note }, problem) => {
      let left = pen * k + eraser < note ? note : note * 2;
      for (let i = 0; i < k; i++) left -= pen;
      return keyIs(problem, left - eraser);
    },
  }),
];
