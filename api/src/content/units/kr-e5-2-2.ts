// 5-2 분수의 곱셈: a fraction times a whole number, fractions and mixed numbers times each other, and "a part of" problems.
import { calculateStem, fractionAnswer, defineTemplate, essay, multiple } from '../kit/template.js';
import { coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e5-2-2';

export const templates = [
  defineTemplate(U, 'fraction-times-whole', {
    version: 2,
    params: (rng) => {
      const d = rng.int(3, 12);
      return { a: coprimeTo(rng, d), d, k: rng.int(2, 15), wholeFirst: rng.int(0, 1) === 1 };
    },
    generate: ({ a, d, k, wholeFirst }, rng) => {
      const r = q(a * k, d);
      const tex = wholeFirst ? `${k}\\times${fracRaw(a, d)}` : `${fracRaw(a, d)}\\times${k}`;
      const chain = [fracRaw(a * k, d), frac(r), mixed(r)].filter((t, i, all) => all.indexOf(t) === i);
      const simplified = chain.length > 1 ? chain.join('=') : '';
      return multiple(rng, {
        difficulty: 2,
        stem: [`다음을 계산하시오. ${m(tex)}`, `Calculate: ${m(tex)}`],
        ...valueChoices(r, [q(a, d * k), q(a + k, d), q(a * k, d * k), q(a * k + 1, d), q(a * k - 1, d)], {
          show: (x) => mixed(x),
          min: 0.0001,
          step: q(1, d),
        }),
        steps: [
          [
            `분수의 분자와 자연수를 곱하고 분모는 그대로 둡니다. ${m(`${tex}=${fracRaw(a * k, d)}`)}`,
            `Multiply the numerator by the whole number and keep the denominator: ${m(`${tex}=${fracRaw(a * k, d)}`)}`,
          ],
          simplified
            ? [`약분하거나 대분수로 나타내면 ${m(simplified)}입니다.`, `Simplify: ${m(simplified)}.`]
            : [`더 약분되지 않으므로 답은 ${m(frac(r))}입니다.`, `It does not simplify further: ${m(frac(r))}.`],
        ],
      });
    },
    // Repeated addition of the fraction.
    check: ({ a, d, k }, problem) => {
      let t = q(0);
      for (let i = 0; i < k; i++) t = t.add(q(a, d));
      return keyIs(problem, t.value);
    },
  }),
  defineTemplate(U, 'mixed-times-mixed', {
    version: 2,
    params: (rng) => {
      const d1 = rng.int(2, 9);
      const d2 = rng.int(2, 9);
      return { w1: rng.int(0, 4), a1: coprimeTo(rng, d1), d1, w2: rng.int(1, 3), a2: coprimeTo(rng, d2), d2 };
    },
    generate: ({ w1, a1, d1, w2, a2, d2 }) => {
      const n1 = w1 * d1 + a1;
      const n2 = w2 * d2 + a2;
      const r = q(n1 * n2, d1 * d2);
      const ask = fractionAnswer(r);
      const expr = `${mixedRaw(w1, a1, d1)}\\times${mixedRaw(w2, a2, d2)}`;
      const product = fracRaw(n1 * n2, d1 * d2);
      const tail = [frac(r), mixed(r)].filter((t, i, all) => t !== product && all.indexOf(t) === i);
      return essay({
        difficulty: w1 ? 4 : 3,
        stem: calculateStem(ask, expr),
        answer: ask.key,
        form: ask.form,
        steps: [
          [
            `대분수를 가분수로 바꿉니다. ${m(`${expr}=${fracRaw(n1, d1)}\\times${fracRaw(n2, d2)}`)}`,
            `Change the mixed numbers to improper fractions: ${m(`${expr}=${fracRaw(n1, d1)}\\times${fracRaw(n2, d2)}`)}`,
          ],
          [
            `분자는 분자끼리, 분모는 분모끼리 곱합니다. ${m(`\\frac{${n1}\\times${n2}}{${d1}\\times${d2}}=${product}`)}`,
            `Multiply the numerators and the denominators: ${m(`\\frac{${n1}\\times${n2}}{${d1}\\times${d2}}=${product}`)}`,
          ],
          tail.length
            ? [
                `약분하여 나타내면 ${m([product, ...tail].join('='))}입니다.`,
                `Simplify: ${m([product, ...tail].join('='))}.`,
              ]
            : [`더 약분되지 않으므로 답은 ${m(ask.key)}입니다.`, `It does not simplify further: ${m(ask.key)}.`],
        ],
      });
    },
    // Distribute: (w1 + a1/d1)(w2 + a2/d2) term by term.
    check: ({ w1, a1, d1, w2, a2, d2 }, problem) =>
      keyIs(problem, w1 * w2 + w1 * (a2 / d2) + (a1 / d1) * w2 + (a1 / d1) * (a2 / d2)),
  }),
  defineTemplate(U, 'part-of-amount', {
    version: 2,
    params: (rng) => {
      const d = rng.int(2, 10);
      const ctx = rng.int(0, 2);
      // A class has 12 to 36 pupils; marbles and a path may run longer.
      const mult = ctx === 0 ? rng.int(Math.ceil(12 / d), Math.floor(36 / d)) : rng.int(2, 30);
      return { a: coprimeTo(rng, d), d, base: d * mult, who: rng.pick(PEOPLE), ctx };
    },
    ranges: { classSize: [10, 40] },
    values: ({ base, ctx }) => ({ classSize: ctx === 0 ? [base] : [] }),
    generate: ({ a, d, base, who, ctx }, rng) => {
      const ans = (base * a) / d;
      const f = fracRaw(a, d);
      const c = [
        {
          ko: `반 학생 ${m(base)}명 중 ${withJosa(m(f), '이/가')} 안경을 썼습니다. 안경을 쓴 학생은 몇 명입니까?`,
          en: `${m(f)} of the ${m(base)} students in a class wear glasses. How many students wear glasses?`,
          u: ['명', 'students'],
        },
        {
          ko: `${nameWith(who, '는')} 구슬 ${m(base)}개의 ${withJosa(m(f), '을/를')} 동생에게 주었습니다. 동생에게 준 구슬은 몇 개입니까?`,
          en: `${who.en} gave ${m(f)} of ${m(base)} marbles to a younger sibling. How many marbles is that?`,
          u: ['개', 'marbles'],
        },
        {
          ko: `길이가 ${m(base)} m인 산책로의 ${m(f)}에 꽃을 심었습니다. 꽃을 심은 길은 몇 m입니까?`,
          en: `Flowers are planted along ${m(f)} of a ${m(base)} m walking path. How many meters of the path have flowers?`,
          u: ['m', 'm'],
        },
      ][ctx] as { ko: string; en: string; u: [string, string] };
      return multiple(rng, {
        difficulty: 2,
        stem: [c.ko, c.en],
        ...valueChoices(ans, [base - ans, base / d, base * a, ans + a, ans - 1], { min: 1, whole: true }),
        steps: [
          [
            `${m(base)}의 ${withJosa(m(f), '은/는')} ${m(`${base}\\times${f}`)}입니다.`,
            `${m(f)} of ${m(base)} is ${m(`${base}\\times${f}`)}.`,
          ],
          [
            `${withJosa(m(base), '을/를')} 똑같이 ${m(d)}묶음으로 나누면 한 묶음은 ${m(`${base}\\div${d}=${base / d}`)}이고, 그중 ${m(a)}묶음은 ${m(`${base / d}\\times${a}=${ans}`)}(${c.u[0]})입니다.`,
            `Split ${m(base)} into ${m(d)} equal parts: ${m(`${base}\\div${d}=${base / d}`)} in each; ${m(a)} of those parts make ${m(`${base / d}\\times${a}=${ans}`)} ${c.u[1]}.`,
          ],
        ],
      });
    },
    // Split into d equal groups by counting, then take a of them.
    check: ({ a, d, base }, problem) => {
      let group = 0;
      while (group * d < base) group++;
      return keyIs(problem, group * a);
    },
  }),
];
