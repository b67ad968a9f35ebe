// 6-2 분수의 나눗셈: dividing fractions with the same denominator, dividing by a fraction, and "how many times" problems.
import { calculateEssay, fractionEssay, defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { fractionMixUp } from '../kit/mix-up.js';
import { valueChoices } from '../kit/choices.js';
import { boxCountEssay, boxCountLastStep } from '../kit/box.js';

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
      const expr = `${mixedRaw(w, a, d1)}\\div${fracRaw(c, d2)}`;
      return calculateEssay(r, expr, {
        difficulty: w ? 4 : 3,
        steps: () => [
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
  defineTemplate(U, 'as-multiplication', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const b = rng.int(2, 9);
        const d = rng.intExcept(2, 9, [b]);
        const [a, c] = [coprimeTo(rng, b), coprimeTo(rng, d)];
        // A key of 1 or a divisor equal to its reciprocal would let two choices share a value.
        if (a * d !== b * c && a !== 1 && c !== 1) return { a, b, c, d };
      }
    },
    generate: ({ a, b, c, d }, rng) => {
      const [x, y, flipped] = [fracRaw(a, b), fracRaw(c, d), fracRaw(d, c)];
      return multiple(rng, {
        difficulty: 1,
        stem: [
          `${withJosa(m(`${x}\\div${y}`), '을/를')} 분수의 곱셈으로 바르게 나타낸 것은 어느 것입니까?`,
          `Which multiplication has the same value as ${m(`${x}\\div${y}`)}?`,
        ],
        correct: m(`${x}\\times${flipped}`),
        wrong: [
          `${x}\\times${y}`,
          `${fracRaw(b, a)}\\times${y}`,
          `${fracRaw(b, a)}\\times${flipped}`,
          `${y}\\times${flipped}`,
          `${x}\\times${x}`,
        ].map((t) => m(t)),
        steps: [
          [
            `분수로 나누는 것은 그 분수의 분모와 분자를 바꾼 수(역수)를 곱하는 것과 같습니다.`,
            'Dividing by a fraction is the same as multiplying by that fraction turned upside down (its reciprocal).',
          ],
          [
            `${m(y)}의 분모와 분자를 바꾸면 ${m(flipped)}이므로 ${m(`${x}\\div${y}=${x}\\times${flipped}`)}입니다.`,
            `The reciprocal of ${m(y)} is ${m(flipped)}, so ${m(`${x}\\div${y}=${x}\\times${flipped}`)}.`,
          ],
        ],
      });
    },
    // Each choice's value against the quotient, in floating point.
    check: ({ a, b, c, d }, problem) =>
      keyWhere(problem, ([v]) => v !== undefined && Math.abs(v - a / b / (c / d)) < 1e-9),
  }),

  defineTemplate(U, 'box-quotient', {
    version: 1,
    params: (rng) => {
      const k = rng.int(2, 6);
      const d = rng.intExcept(2, 9, [k]);
      return { k, d, n: rng.int(3, 9) };
    },
    generate: ({ k, d, n }) => {
      // □/d ÷ 1/k = □ × k / d, which must stay below n: □ < n × d / k.
      const bound = q(n * d, k);
      const count = Math.ceil(bound.value) - 1;
      const ineq = `\\frac{\\square}{${d}}\\div\\frac{1}{${k}}<${n}`;
      return boxCountEssay({
        inequality: ineq,
        count,
        difficulty: 4,
        steps: [
          [
            `나눗셈을 곱셈으로 바꾸면 ${m(`\\frac{\\square}{${d}}\\div\\frac{1}{${k}}=\\frac{\\square}{${d}}\\times${k}=\\frac{\\square\\times${k}}{${d}}`)}입니다.`,
            `Rewrite the division as multiplication: ${m(`\\frac{\\square}{${d}}\\div\\frac{1}{${k}}=\\frac{\\square}{${d}}\\times${k}=\\frac{\\square\\times${k}}{${d}}`)}.`,
          ],
          [
            `${m(`\\frac{\\square\\times${k}}{${d}}<${n}`)}이면 ${m(`\\square\\times${k}<${n * d}`)}입니다.`,
            `${m(`\\frac{\\square\\times${k}}{${d}}<${n}`)} means ${m(`\\square\\times${k}<${n * d}`)}.`,
          ],
          boxCountLastStep(k, count),
        ],
      });
    },
    // Try each whole number in the box with exact fractions.
    check: ({ k, d, n }, problem) => {
      let count = 0;
      for (let x = 1; x <= n * d; x++) if (q(x, d).div(q(1, k)).cmp(n) < 0) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'digit-cards-quotient', {
    version: 1,
    params: (rng) => ({ cards: rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3) }),
    generate: ({ cards }) => {
      const [x, y, z] = [...cards].sort((p, r) => p - r) as [number, number, number];
      // A proper fraction from two cards, divided by the third: x/y ÷ z, x/z ÷ y or y/z ÷ x.
      const options = [
        { tex: `${fracRaw(x, y)}\\div${z}`, value: q(x, y * z) },
        { tex: `${fracRaw(x, z)}\\div${y}`, value: q(x, y * z) },
        { tex: `${fracRaw(y, z)}\\div${x}`, value: q(y, x * z) },
      ];
      const best = options[2]!;
      const shown = cards.map((c) => m(c)).join(', ');
      return fractionEssay(best.value, {
        difficulty: 4,
        stem: (form) => [
          `수 카드 ${shown} 중 ${m(2)}장으로 진분수를 만들고, 남은 한 장의 수로 나누려고 합니다. 몫이 가장 클 때의 몫을 ${form.ko}.`,
          `Make a proper fraction with ${m(2)} of the number cards ${shown}, then divide it by the number on the third card. What is the greatest quotient you can get?${form.en}`,
        ],
        steps: (key) => [
          [
            '나누는 수가 작을수록, 나누어지는 분수가 클수록 몫이 커집니다. 그래서 가장 작은 수로 나누고, 남은 두 수로 가장 큰 진분수를 만듭니다.',
            'The quotient is greater when the divisor is smaller and the fraction divided is greater: divide by the least card and make the greatest proper fraction from the other two.',
          ],
          [
            `${m(`${best.tex}=${fracRaw(y, z)}\\times${fracRaw(1, x)}=${key}`)}`,
            `${m(`${best.tex}=${fracRaw(y, z)}\\times${fracRaw(1, x)}=${key}`)}.`,
          ],
          [
            `다른 방법과 비교하면 ${m(`${options[0]!.tex}=${frac(options[0]!.value)}`)}, ${withJosa(m(`${options[1]!.tex}=${frac(options[1]!.value)}`), '으로/로')} 더 작습니다.`,
            `The other ways give ${m(`${options[0]!.tex}=${frac(options[0]!.value)}`)} and ${m(`${options[1]!.tex}=${frac(options[1]!.value)}`)}, which are less.`,
          ],
        ],
      });
    },
    // Try every card as the divisor and every proper fraction of the other two, in floating point.
    check: ({ cards }, problem) => {
      let best = 0;
      for (const divisor of cards) {
        const [p, r] = cards.filter((c) => c !== divisor) as [number, number];
        best = Math.max(best, Math.min(p, r) / Math.max(p, r) / divisor);
      }
      return keyIs(problem, best);
    },
  }),

  defineTemplate(U, 'ribbon-left', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const c = rng.int(3, 9);
        const b = coprimeTo(rng, c);
        const w = rng.int(2, 9);
        // Something is left over, and at least two pieces are cut.
        if ((w * c) % b !== 0 && Math.floor((w * c) / b) >= 2) return { w, b, c, who: rng.int(0, PEOPLE.length - 1) };
      }
    },
    generate: ({ w, b, c, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const piece = q(b, c);
      const pieces = Math.floor((w * c) / b);
      const left = q(w).sub(piece.mul(pieces));
      return fractionEssay(left, {
        difficulty: 4,
        stem: (form) => [
          `${nameWith(p, '는')} 길이가 ${m(w)} m인 리본을 ${m(fracRaw(b, c))} m씩 잘라 리본 조각을 최대한 많이 만들었습니다. 자르고 남은 리본은 몇 m인지 ${form.ko}.`,
          `${p.en} cuts as many ${m(fracRaw(b, c))} m pieces as possible from a ribbon ${m(w)} m long. How many meters of ribbon are left over?${form.en}`,
        ],
        steps: (key) => [
          [
            `${m(`${w}\\div${fracRaw(b, c)}=${w}\\times${over(c, b)}=${fracRaw(w * c, b)}=${mixed(q(w * c, b))}`)}이므로 리본 조각은 ${m(pieces)}개까지 만들 수 있습니다.`,
            `${m(`${w}\\div${fracRaw(b, c)}=${w}\\times${over(c, b)}=${fracRaw(w * c, b)}=${mixed(q(w * c, b))}`)}, so ${m(pieces)} whole pieces can be cut.`,
          ],
          [
            `잘라 낸 리본은 ${m(`${fracRaw(b, c)}\\times${pieces}=${mixed(piece.mul(pieces))}`)}(m)입니다.`,
            `The pieces use ${m(`${fracRaw(b, c)}\\times${pieces}=${mixed(piece.mul(pieces))}`)} m.`,
          ],
          [
            `남은 리본은 ${m(`${w}-${mixed(piece.mul(pieces))}=${key}`)}(m)입니다.`,
            `What is left is ${m(`${w}-${mixed(piece.mul(pieces))}=${key}`)} m.`,
          ],
        ],
      });
    },
    // Cut piece after piece while a whole piece still fits, in exact fractions.
    check: ({ w, b, c }, problem) => {
      let left = q(w);
      while (left.cmp(q(b, c)) >= 0) left = left.sub(q(b, c));
      return keyIs(problem, left.value);
    },
  }),

  defineTemplate(U, 'wrong-operation', {
    version: 1,
    params: (rng) => {
      const d = rng.int(2, 9);
      return { a: coprimeTo(rng, d), d, w: rng.int(1, 5), n: coprimeTo(rng, d), who: rng.int(0, PEOPLE.length - 1) };
    },
    generate: ({ a, d, w, n, who }) =>
      fractionMixUp(['divide', 'multiply'], { x: q(w * d + n, d), k: q(a, d), person: PEOPLE[who]!, difficulty: 5 }),
    // Undo the mistaken product and divide, in floating point.
    check: ({ a, d, w, n }, problem) => {
      const wrong = (w + n / d) * (a / d);
      return keyIs(problem, wrong / (a / d) / (a / d));
    },
  }),
];
