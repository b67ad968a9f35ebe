// 5-1 자연수의 혼합 계산: order of operations with +, -, ×, ÷ and parentheses, and one-expression word problems.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, evalTex, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-1');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'mixed-no-parentheses',
    params: (rng) => {
      const c = rng.int(2, 9);
      const q = rng.int(2, 12);
      return { a: rng.int(20, 90), b: rng.int(2, 9), c, d: c * q, e: rng.int(2, 9), form: rng.int(0, 1) };
    },
    make: ({ a, b, c, d, e, form }) => {
      // form 0: a + b × e - d ÷ c ; form 1: a - d ÷ c + b × e
      const tex = form === 0 ? `${a}+${b}\\times${e}-${d}\\div${c}` : `${a}-${d}\\div${c}+${b}\\times${e}`;
      const prod = b * e;
      const quo = d / c;
      const ans = a + prod - quo;
      const leftToRight = form === 0 ? ((a + b) * e - d) / c : ((a - d) / c + b) * e;
      return {
        difficulty: 3,
        stem: L(`계산 순서에 맞게 계산하세요. ${m(tex)}`, `Evaluate, following the order of operations: ${m(tex)}`),
        multiple: {
          correct: N(ans),
          wrong: [N(Math.round(leftToRight)), N(a + prod + quo), N(a - prod + quo), N(ans + c), N(ans - e)],
          fill: (k) => N(ans + k),
        },
        explanation: [
          L('곱셈과 나눗셈을 덧셈과 뺄셈보다 먼저 계산합니다.', 'Multiply and divide before you add and subtract.'),
          L(
            `${m(`${b}\\times${e}=${prod}`)}, ${m(`${d}\\div${c}=${quo}`)}`,
            `${m(`${b}\\times${e}=${prod}`)} and ${m(`${d}\\div${c}=${quo}`)}.`,
          ),
          L(
            `앞에서부터 차례로 계산하면 ${m(form === 0 ? `${a}+${prod}-${quo}=${ans}` : `${a}-${quo}+${prod}=${ans}`)}`,
            `Then work left to right: ${m(form === 0 ? `${a}+${prod}-${quo}=${ans}` : `${a}-${quo}+${prod}=${ans}`)}`,
          ),
        ],
      };
    },
    // Parse and evaluate the printed expression with an operator-precedence parser.
    solve: ({ a, b, c, d, e, form }) =>
      evalTex(form === 0 ? `${a}+${b}\\times${e}-${d}\\div${c}` : `${a}-${d}\\div${c}+${b}\\times${e}`),
  }),
  tpl({
    name: 'with-parentheses',
    params: (rng) => {
      const c = rng.int(2, 9);
      const sum = c * rng.int(2, 15);
      const a = rng.int(1, sum - 1);
      const e = rng.int(2, 20);
      // Keep the result a natural number: grade 5 has no negative numbers.
      return { a, b: sum - a, c, e, f: rng.int(1, Math.min(30, (e * sum) / c - 1)) };
    },
    make: ({ a, b, c, e, f }) => {
      const tex = `${e}\\times(${a}+${b})\\div${c}-${f}`;
      const inner = a + b;
      const ans = (e * inner) / c - f;
      return {
        difficulty: 3,
        stem: L(`계산하세요. ${m(tex)}`, `Evaluate: ${m(tex)}`),
        essay: { answer: plain(ans), hint: HINT.num },
        explanation: [
          L(
            `괄호 안을 가장 먼저 계산합니다: ${m(`${a}+${b}=${inner}`)}`,
            `Parentheses first: ${m(`${a}+${b}=${inner}`)}`,
          ),
          L(
            `곱셈과 나눗셈은 앞에서부터: ${m(`${e}\\times${inner}=${e * inner}`)}, ${m(`${e * inner}\\div${c}=${(e * inner) / c}`)}`,
            `Multiply and divide left to right: ${m(`${e}\\times${inner}=${e * inner}`)}, ${m(`${e * inner}\\div${c}=${(e * inner) / c}`)}`,
          ),
          L(`마지막으로 ${m(`${(e * inner) / c}-${f}=${ans}`)}`, `Finally ${m(`${(e * inner) / c}-${f}=${ans}`)}`),
        ],
      };
    },
    solve: ({ a, b, c, e, f }) => evalTex(`${e}\\times(${a}+${b})\\div${c}-${f}`),
  }),
  tpl({
    name: 'change-word-problem',
    params: (rng) => ({
      pen: rng.int(3, 12) * 100,
      k: rng.int(2, 6),
      eraser: rng.int(4, 15) * 50,
      who: rng.int(0, PEOPLE.length - 1),
      note: rng.pick([5000, 10000]),
      share: rng.int(0, 1) === 1,
    }),
    make: ({ pen, k, eraser, who, note, share }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const cost = pen * k + eraser;
      const paid = cost < note ? note : note * 2;
      const ans = paid - cost;
      return {
        difficulty: share ? 3 : 2,
        stem: L(
          `${topic(p)} 한 자루에 ${m(n(pen))}원인 연필 ${m(String(k))}자루와 ${m(n(eraser))}원인 지우개 ${m('1')}개를 사고 ${m(n(paid))}원을 냈습니다. 거스름돈은 얼마입니까? 하나의 식으로 나타내어 구하세요.`,
          `${p.en} buys ${m(String(k))} pencils at ${m(n(pen))} won each and one eraser for ${m(n(eraser))} won, and pays with ${m(n(paid))} won. How much change does ${p.en} get? Write one expression and solve it.`,
        ),
        essay: { answer: plain(ans), unit: '원', hint: HINT.int },
        explanation: [
          L(
            `식: ${m(`${n(paid)}-(${n(pen)}\\times${k}+${n(eraser)})`)}`,
            `Expression: ${m(`${n(paid)}-(${n(pen)}\\times${k}+${n(eraser)})`)}`,
          ),
          L(
            `괄호 안: ${m(`${n(pen * k)}+${n(eraser)}=${n(cost)}`)}`,
            `Inside the parentheses: ${m(`${n(pen * k)}+${n(eraser)}=${n(cost)}`)}`,
          ),
          L(`${m(`${n(paid)}-${n(cost)}=${n(ans)}`)} (원)`, `${m(`${n(paid)}-${n(cost)}=${n(ans)}`)} won`),
        ],
      };
    },
    // Pay item by item from the note.
    solve: ({ pen, k, eraser, note }) => {
      const paid = pen * k + eraser < note ? note : note * 2;
      let left = paid;
      for (let i = 0; i < k; i++) left -= pen;
      return left - eraser;
    },
  }),
];
