// 6-2 분수의 나눗셈: dividing fractions with the same denominator, dividing by a fraction, and "how many times" problems.
import { calculateStem, fractionAnswer, defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-1';

/** n/d as written, or n alone when d is 1 (no fraction over 1). */
const over = (n: number, d: number) => (d === 1 ? String(n) : fracRaw(n, d));
/** The chain raw = reduced = mixed, without repeats. */
const simplify = (raw: string, r: Q) => [raw, frac(r), mixed(r)].filter((t, i, all) => all.indexOf(t) === i).join('=');

export const templates = [
  defineTemplate(U, 'same-denominator', {
    version: 2,
    params: (rng) => {
      const d = rng.int(3, 15);
      const b = rng.int(1, d - 1);
      return { d, a: rng.intExcept(1, d - 1, [b]), b };
    },
    generate: ({ d, a, b }, rng) => {
      const r = q(a, b);
      const tex = `${fracRaw(a, d)}\\div${fracRaw(b, d)}`;
      return multiple(rng, {
        difficulty: 2,
        stem: [`다음을 계산하시오. ${m(tex)}`, `Calculate: ${m(tex)}`],
        ...valueChoices(r, [q(b, a), q(a * b, d * d), q(a, d * b), q(a + 1, b), q(a, b + 1)], {
          show: (x) => mixed(x),
          min: 0.0001,
          step: q(1, b),
        }),
        steps: [
          [
            `분모가 같은 분수끼리의 나눗셈은 분자끼리 나누어 구합니다. ${m(`${tex}=${a}\\div${b}`)}`,
            `With equal denominators, divide the numerators: ${m(`${tex}=${a}\\div${b}`)}`,
          ],
          [
            `${m(`${a}\\div${b}=${b === 1 ? a : simplify(fracRaw(a, b), r)}`)}입니다.`,
            `${m(`${a}\\div${b}=${b === 1 ? a : simplify(fracRaw(a, b), r)}`)}.`,
          ],
        ],
      });
    },
    // Multiply by the reciprocal and compare as decimals.
    check: ({ d, a, b }, problem) => keyIs(problem, (a / d) * (d / b)),
  }),
  defineTemplate(U, 'divide-by-fraction', {
    version: 2,
    params: (rng) => {
      const d1 = rng.int(2, 9);
      const d2 = rng.int(2, 9);
      return { w: rng.int(0, 3), a: coprimeTo(rng, d1), d1, c: coprimeTo(rng, d2), d2 };
    },
    generate: ({ w, a, d1, c, d2 }) => {
      const n1 = w * d1 + a;
      const r = q(n1 * d2, d1 * c);
      const ask = fractionAnswer(r);
      const expr = `${mixedRaw(w, a, d1)}\\div${fracRaw(c, d2)}`;
      return essay({
        difficulty: w ? 4 : 3,
        stem: calculateStem(ask, expr),
        answer: ask.key,
        form: ask.form,
        steps: [
          ...(w
            ? [
                [
                  `대분수를 가분수로 바꿉니다. ${m(`${mixedRaw(w, a, d1)}=${fracRaw(n1, d1)}`)}`,
                  `Change to an improper fraction: ${m(`${mixedRaw(w, a, d1)}=${fracRaw(n1, d1)}`)}`,
                ] as [string, string],
              ]
            : []),
          [
            `나눗셈을 곱셈으로 바꾸고 나누는 분수의 분모와 분자를 바꾸어 곱합니다. ${m(`${fracRaw(n1, d1)}\\div${fracRaw(c, d2)}=${fracRaw(n1, d1)}\\times${over(d2, c)}`)}`,
            `Change the division to multiplication by the reciprocal: ${m(`${fracRaw(n1, d1)}\\div${fracRaw(c, d2)}=${fracRaw(n1, d1)}\\times${over(d2, c)}`)}`,
          ],
          [
            `${m(`${fracRaw(n1, d1)}\\times${over(d2, c)}=${simplify(fracRaw(n1 * d2, d1 * c), r)}`)}입니다.`,
            `${m(`${fracRaw(n1, d1)}\\times${over(d2, c)}=${simplify(fracRaw(n1 * d2, d1 * c), r)}`)}.`,
          ],
        ],
      });
    },
    // Common denominator: (x·d1·d2) ÷ (y·d1·d2) as whole numbers.
    check: ({ w, a, d1, c, d2 }, problem) => keyIs(problem, ((w * d1 + a) * d2) / (c * d1)),
  }),
  defineTemplate(U, 'how-many-times', {
    version: 2,
    params: (rng) => {
      const d = rng.int(2, 10);
      return { d, part: coprimeTo(rng, d), k: rng.int(2, 12), who: rng.pick(PEOPLE), ctx: rng.int(0, 1) };
    },
    generate: ({ d, part, k, who, ctx }) => {
      const each = q(part, d);
      const total = each.mul(k);
      const stem: [string, string] = ctx
        ? [
            `${nameWith(who, '는')} 우유 ${withJosa(m(`${mixed(total)}\\text{ L}`), '을/를')} 한 컵에 ${m(`${frac(each)}\\text{ L}`)}씩 나누어 담으려고 합니다. 컵은 몇 개 필요합니까?`,
            `${who.en} pours ${m(mixed(total))} L of milk into cups, ${m(frac(each))} L per cup. How many cups are needed?`,
          ]
        : [
            `끈 ${withJosa(m(`${mixed(total)}\\text{ m}`), '을/를')} ${m(`${frac(each)}\\text{ m}`)}씩 자르면 몇 도막이 됩니까?`,
            `A string ${m(mixed(total))} m long is cut into pieces ${m(frac(each))} m long. How many pieces are there?`,
          ];
      const totalImp = over(total.n, total.d);
      return essay({
        difficulty: 3,
        stem,
        answer: String(k),
        form: 'number',
        unit: ctx ? '개' : '도막',
        steps: [
          [
            `${ctx ? '전체 우유의 양을 한 컵에 담는 양' : '전체 끈의 길이를 한 도막의 길이'}으로 나누므로 ${withJosa(m(`${mixed(total)}\\div${frac(each)}`), '을/를')} 계산합니다.`,
            `Divide the ${ctx ? 'total milk by the amount per cup' : 'whole string by the length of one piece'}: ${m(`${mixed(total)}\\div${frac(each)}`)}.`,
          ],
          [
            `${m(`${totalImp === mixed(total) ? '' : `${mixed(total)}\\div${frac(each)}=`}${totalImp}\\div${frac(each)}=${totalImp}\\times${over(each.d, each.n)}=${k}`)}입니다.`,
            `${m(`${totalImp === mixed(total) ? '' : `${mixed(total)}\\div${frac(each)}=`}${totalImp}\\div${frac(each)}=${totalImp}\\times${over(each.d, each.n)}=${k}`)}.`,
          ],
        ],
      });
    },
    // Pour cup after cup until the milk runs out.
    check: ({ part, k }, problem) => {
      let left = part * k;
      let cups = 0;
      while (left > 0) {
        left -= part;
        cups++;
      }
      return left === 0 && keyIs(problem, cups);
    },
  }),
];
