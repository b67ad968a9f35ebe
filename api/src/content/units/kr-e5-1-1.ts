// 5-1 자연수의 혼합 계산: order of operations with +, -, ×, ÷ and parentheses, and one-expression word problems.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyIsText, stemMath, valueOf } from '../kit/check.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { HINTS } from '../kit/hints.js';
import { findOnly } from '../kit/counting.js';
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
  defineTemplate(UNIT, 'first-step', {
    version: 1,
    params: (rng) => {
      const form = rng.int(0, 2);
      const [d, e] = [rng.int(2, 9), rng.int(2, 6)];
      // Every division in the expression comes out whole, and nothing is taken from a smaller number.
      const c = form === 0 ? e * rng.int(2, 5) + d : e * rng.int(3, 8);
      return { a: c + rng.int(5, 40), b: rng.int(2, 9), c, d, e, form };
    },
    generate: ({ a, b, c, d, e, form }, rng) => {
      // The parentheses come first; without them, the first × or ÷ from the left.
      const [tex, first, others] =
        form === 0
          ? [
              `${a}+${b}\\times(${c}-${d})\\div${e}`,
              `${c}-${d}`,
              [`${a}+${b}`, `${b}\\times${c}`, `${d}\\div${e}`, `${a}`],
            ]
          : form === 1
            ? [
                `${a}-${c}\\div${e}+${b}\\times${d}`,
                `${c}\\div${e}`,
                [`${a}-${c}`, `${e}+${b}`, `${b}\\times${d}`, `${a}`],
              ]
            : [`(${a}+${c})-${b}\\times${d}`, `${a}+${c}`, [`${c}-${b}`, `${b}\\times${d}`, `${a}`, `${d}`]];
      return multiple(rng, {
        difficulty: 1,
        stem: L(
          `다음 식에서 가장 먼저 계산해야 하는 부분은 어느 것입니까? ${m(tex)}`,
          `Which part of this expression do you work out first? ${m(tex)}`,
        ),
        correct: m(first),
        // Lone numbers of the expression fill in where two parts have the same value as the key.
        wrong: [...others, `${b}`, `${c}`, `${d}`].map((x) => m(x)),
        steps: [
          L(
            '괄호가 있으면 괄호 안을 가장 먼저 계산하고, 그다음 곱셈과 나눗셈을 앞에서부터, 마지막으로 덧셈과 뺄셈을 앞에서부터 계산합니다.',
            'Parentheses come first; then multiply and divide from left to right; then add and subtract from left to right.',
          ),
          L(
            form === 2
              ? `괄호가 있으므로 ${m(first)}부터 계산합니다.`
              : form === 0
                ? `괄호 안의 ${m(first)}부터 계산합니다.`
                : `괄호가 없으므로 앞에서부터 처음 나오는 곱셈이나 나눗셈인 ${m(first)}부터 계산합니다.`,
            form === 1
              ? `There are no parentheses, so start with the first multiplication or division from the left: ${m(first)}.`
              : `Start inside the parentheses: ${m(first)}.`,
          ),
        ],
      });
    },
    // Read the stem's expression: what sits in its parentheses, or else its first × or ÷ with its two numbers.
    check: (_, problem) => {
      const tex = stemMath(problem, -1);
      const inside = /\(([^()]*)\)/.exec(tex)?.[1] ?? /\d+\\(?:times|div)\d+/.exec(tex)?.[0];
      return inside !== undefined && keyIsText(problem, inside);
    },
  }),

  defineTemplate(UNIT, 'box-in-expression', {
    version: 1,
    params: (rng) => ({
      box: rng.int(2, 30),
      b: rng.int(1, 12),
      c: rng.int(2, 7),
      r: rng.int(3, 40),
      form: rng.int(0, 1),
    }),
    ranges: { a: [5, 400] },
    values: ({ box, b, c, r, form }) => ({ a: form === 0 ? (box + b) * c + r : box + (r - 1) * c }),
    generate: ({ box, b, c, r, form }) => {
      // form 0: a − (□ + b) × c = r ; form 1: (a − □) ÷ c + 1 = r, the quotient r − 1.
      const a = form === 0 ? (box + b) * c + r : box + (r - 1) * c;
      const tex = form === 0 ? `${a}-(\\square+${b})\\times${c}=${r}` : `(${a}-\\square)\\div${c}+1=${r}`;
      const steps: [string, string][] =
        form === 0
          ? [
              [
                `${withJosa(m(`(\\square+${b})\\times${c}`), '을/를')} 한 덩어리로 보면, ${m(a)}에서 이것을 빼서 ${withJosa(m(r), '이/가')} 되었으므로 ${m(`(\\square+${b})\\times${c}=${a}-${r}=${a - r}`)}입니다.`,
                `Treat ${m(`(\\square+${b})\\times${c}`)} as one number: taking it from ${m(a)} leaves ${m(r)}, so ${m(`(\\square+${b})\\times${c}=${a}-${r}=${a - r}`)}.`,
              ],
              [
                `곱셈을 거꾸로 하면 ${m(`\\square+${b}=${a - r}\\div${c}=${box + b}`)}입니다.`,
                `Undo the multiplication: ${m(`\\square+${b}=${a - r}\\div${c}=${box + b}`)}.`,
              ],
              [
                `덧셈을 거꾸로 하면 ${m(`\\square=${box + b}-${b}=${box}`)}입니다.`,
                `Undo the addition: ${m(`\\square=${box + b}-${b}=${box}`)}.`,
              ],
            ]
          : [
              [
                `마지막에 더한 ${withJosa(m(1), '을/를')} 거꾸로 빼면 ${m(`(${a}-\\square)\\div${c}=${r}-1=${r - 1}`)}입니다.`,
                `Undo the last step, which adds ${m(1)}: ${m(`(${a}-\\square)\\div${c}=${r}-1=${r - 1}`)}.`,
              ],
              [
                `나눗셈을 거꾸로 하면 ${m(`${a}-\\square=${r - 1}\\times${c}=${(r - 1) * c}`)}입니다.`,
                `Undo the division: ${m(`${a}-\\square=${r - 1}\\times${c}=${(r - 1) * c}`)}.`,
              ],
              [
                `${m(a)}에서 뺀 수이므로 ${m(`\\square=${a}-${(r - 1) * c}=${box}`)}입니다.`,
                `The box is what was taken from ${m(a)}: ${m(`\\square=${a}-${(r - 1) * c}=${box}`)}.`,
              ],
            ];
      return essay({
        difficulty: 4,
        stem: L(
          `${m('\\square')} 안에 알맞은 수를 구하시오. ${m(tex)}`,
          `Find the number that goes in the box. ${m(tex)}`,
        ),
        answer: String(box),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          L(
            '계산 순서를 거꾸로 따라가며, 나중에 계산한 것부터 되돌립니다.',
            'Work backward through the order of operations, undoing the last step first.',
          ),
          ...steps,
        ],
      });
    },
    // Try every whole number in the box and keep the one that makes the printed equation true.
    check: (_, problem) => {
      const [left, right] = stemMath(problem, -1).split('=') as [string, string];
      const fits: number[] = [];
      for (let x = 0; x <= 500; x++)
        if (valueOf(left.replace('\\square', String(x)))[0] === Number(right)) fits.push(x);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(UNIT, 'digit-cards-expression', {
    version: 1,
    params: (rng) => {
      const cards = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
      return { cards, largest: rng.int(0, 1) === 1 };
    },
    generate: ({ cards, largest }) => {
      const sorted = [...cards].sort((x, y) => x - y);
      const [p, q, r, s] = sorted as [number, number, number, number];
      // (x + y) × z: the multiplier does the most, so it takes the largest card (or the smallest), and the sum the
      // next two.
      const [x, y, z] = largest ? [q, r, s] : [q, r, p];
      const value = (x + y) * z;
      const other = largest ? (r + s) * q : (p + q) * r;
      const otherTex = largest ? `(${r}+${s})\\times${q}` : `(${p}+${q})\\times${r}`;
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 5,
        stem: L(
          `수 카드 ${shown} 중에서 ${m(3)}장을 골라 한 번씩만 사용하여 다음 식을 만들려고 합니다. 계산 결과가 가장 ${largest ? '클' : '작을'} 때의 값을 구하시오. ${m('(\\square+\\square)\\times\\square')}`,
          `Choose ${m(3)} of the number cards ${shown}, using each card at most once, to fill in ${m('(\\square+\\square)\\times\\square')}. What is the ${largest ? 'greatest' : 'least'} possible value?`,
        ),
        answer: String(value),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          L(
            `곱하는 수가 결과에 가장 큰 영향을 주므로, 곱하는 자리에 가장 ${largest ? '큰' : '작은'} 수 ${withJosa(m(z), '을/를')} 놓습니다.`,
            `The multiplier changes the result the most, so put the ${largest ? 'greatest' : 'least'} card, ${m(z)}, in the multiplier's place.`,
          ),
          L(
            `괄호 안에는 남은 수 중 ${largest ? '큰' : '작은'} 두 수 ${m(x)}, ${withJosa(m(y), '을/를')} 넣습니다: ${m(`(${x}+${y})\\times${z}=${value}`)}`,
            `Put the two ${largest ? 'greatest' : 'least'} of the other cards, ${m(x)} and ${m(y)}, in the parentheses: ${m(`(${x}+${y})\\times${z}=${value}`)}.`,
          ),
          L(
            `다른 방법과 비교해 보면 ${withJosa(m(`${otherTex}=${other}`), '으로/로')} ${largest ? '더 작습니다' : '더 큽니다'}.`,
            `Compare another way: ${m(`${otherTex}=${other}`)}, which is ${largest ? 'less' : 'greater'}.`,
          ),
        ],
      });
    },
    // Try every way to place three of the four cards.
    check: ({ cards, largest }, problem) => {
      const results: number[] = [];
      for (const x of cards) {
        for (const y of cards) {
          for (const z of cards) if (new Set([x, y, z]).size === 3) results.push((x + y) * z);
        }
      }
      return keyIs(problem, largest ? Math.max(...results) : Math.min(...results));
    },
  }),

  defineTemplate(UNIT, 'share-then-use', {
    version: 1,
    params: (rng) => {
      const groups = rng.int(2, 8);
      const each = rng.int(3, 12);
      return { kind: rng.int(0, 1), per: groups * each, groups, used: rng.int(1, each - 1) };
    },
    ranges: { per: [6, 96] },
    generate: ({ kind, per, groups, used }) => {
      const each = per / groups;
      const left = each - used;
      return essay({
        difficulty: 3,
        stem:
          kind === 0
            ? L(
                `귤 ${m(per)}개를 ${m(groups)}명이 똑같이 나누어 가진 뒤, 한 명이 ${m(used)}개씩 먹었습니다. 한 명에게 남은 귤은 몇 개인지 하나의 식으로 나타내어 구하시오.`,
                `A teacher shares ${m(per)} tangerines equally among ${m(groups)} children, and then each child eats ${m(used)}. Write one expression for the number of tangerines each child has left, and find it.`,
              )
            : L(
                `색종이 ${m(per)}장을 ${m(groups)}모둠이 똑같이 나누어 가진 뒤, 모둠마다 ${m(used)}장씩 사용했습니다. 한 모둠에 남은 색종이는 몇 장인지 하나의 식으로 나타내어 구하시오.`,
                `A class shares ${m(per)} sheets of colored paper equally among ${m(groups)} groups, and then each group uses ${count(used, 'sheet')}. Write one expression for the number of sheets each group has left, and find it.`,
              ),
        answer: String(left),
        form: 'number',
        unit: kind === 0 ? '개' : '장',
        steps: [
          L(
            `한 ${kind === 0 ? '명' : '모둠'}이 받은 수는 ${m(`${per}\\div${groups}`)}이고, 여기에서 ${withJosa(m(used), '을/를')} 빼므로 식은 ${m(`${per}\\div${groups}-${used}`)}입니다.`,
            `Each ${kind === 0 ? 'child' : 'group'} gets ${m(`${per}\\div${groups}`)}, and ${m(used)} of those are used, so the expression is ${m(`${per}\\div${groups}-${used}`)}.`,
          ),
          L(
            `나눗셈을 먼저 합니다: ${m(`${per}\\div${groups}-${used}=${each}-${used}=${left}`)}`,
            `Divide first: ${m(`${per}\\div${groups}-${used}=${each}-${used}=${left}`)}.`,
          ),
        ],
      });
    },
    // Hand the things out one round at a time, then take away what each used.
    check: ({ per, groups, used }, problem) => {
      let each = 0;
      for (let left = per; left >= groups; left -= groups) each++;
      return keyIs(problem, each - used);
    },
  }),
  defineTemplate(UNIT, 'wrong-operation', {
    version: 1,
    params: (rng) => ({
      x: rng.int(4, 30),
      a: rng.int(2, 9),
      b: rng.int(2, 9),
      who: rng.int(0, PEOPLE.length - 1),
    }),
    ranges: { wrong: [10, 400] },
    values: ({ x, a, b }) => ({ wrong: (x + a) * b }),
    generate: ({ x, a, b, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const wrong = (x + a) * b;
      const right = x * a + b;
      return essay({
        difficulty: 4,
        stem: L(
          `${nameWith(p, '는')} 어떤 수에 ${withJosa(m(a), '을/를')} 곱한 다음 ${withJosa(m(b), '을/를')} 더해야 할 것을 잘못하여 ${withJosa(m(a), '을/를')} 더한 다음 ${withJosa(m(b), '을/를')} 곱했더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산한 값은 얼마인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${p.en} was supposed to multiply a number by ${m(a)} and then add ${m(b)}. By mistake, ${p.en} added ${m(a)} first and then multiplied by ${m(b)}, and got ${m(wrong)}. What is the correct result? Show your work.`,
        ),
        answer: String(right),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          L(
            `먼저 잘못 계산한 식에서 어떤 수를 찾습니다. 어떤 수를 ${m('\\square')}라 하면 ${m(`(\\square+${a})\\times${b}=${wrong}`)}입니다.`,
            `First find the number from the mistaken calculation. Call it ${m('\\square')}: ${m(`(\\square+${a})\\times${b}=${wrong}`)}.`,
          ),
          L(
            `거꾸로 계산하면 ${m(`\\square+${a}=${wrong}\\div${b}=${x + a}`)}, ${m(`\\square=${x + a}-${a}=${x}`)}입니다.`,
            `Work backward: ${m(`\\square+${a}=${wrong}\\div${b}=${x + a}`)}, so ${m(`\\square=${x + a}-${a}=${x}`)}.`,
          ),
          L(
            `바르게 계산하면 ${m(`${x}\\times${a}+${b}=${x * a}+${b}=${right}`)}입니다.`,
            `Now calculate correctly: ${m(`${x}\\times${a}+${b}=${x * a}+${b}=${right}`)}.`,
          ),
        ],
      });
    },
    // Find the number by trying each one against the mistaken result, then do the intended calculation.
    check: ({ x, a, b }, problem) => {
      const wrong = (x + a) * b;
      const found = findOnly(0, 500, (n) => (n + a) * b === wrong);
      return keyIs(problem, found * a + b);
    },
  }),
];
