// 5-2 분수의 곱셈: a fraction times a whole number, fractions and mixed numbers times each other, and "a part of" problems.
import { askInForm, calculateEssay, fractionAnswer, defineTemplate, essay, multiple } from '../kit/template.js';
import { coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { fractionMixUp } from '../kit/mix-up.js';
import { valueChoices } from '../kit/choices.js';
import { boxCountEssay } from '../kit/box.js';

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
      const expr = `${mixedRaw(w1, a1, d1)}\\times${mixedRaw(w2, a2, d2)}`;
      const product = fracRaw(n1 * n2, d1 * d2);
      const tail = [frac(r), mixed(r)].filter((t, i, all) => t !== product && all.indexOf(t) === i);
      return calculateEssay(r, expr, {
        difficulty: w1 ? 4 : 3,
        steps: (key) => [
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
            : [`더 약분되지 않으므로 답은 ${m(key)}입니다.`, `It does not simplify further: ${m(key)}.`],
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
  defineTemplate(U, 'less-than-whole', {
    version: 1,
    params: (rng) => {
      const d = rng.int(3, 9);
      return { base: rng.int(3, 12), a: coprimeTo(rng, d), d, w: rng.int(1, 3), b: coprimeTo(rng, d) };
    },
    generate: ({ base, a, d, w, b }, rng) => {
      const proper = fracRaw(a, d);
      return multiple(rng, {
        difficulty: 1,
        stem: [`다음 중 계산 결과가 ${m(base)}보다 작은 것은 어느 것입니까?`, `Which product is less than ${m(base)}?`],
        correct: m(`${base}\\times${proper}`),
        wrong: [
          `${base}\\times${mixedRaw(w, b, d)}`,
          `${base}\\times${fracRaw(d + b, d)}`,
          `${base}\\times1`,
          `${base}\\times${w + 1}`,
          `${base}\\times${mixedRaw(w + 1, a, d)}`,
        ].map((x) => m(x)),
        steps: [
          [
            `어떤 수에 ${m(1)}보다 작은 수를 곱하면 처음 수보다 작아지고, ${m(1)}보다 큰 수를 곱하면 커지고, ${withJosa(m(1), '을/를')} 곱하면 그대로입니다.`,
            `Multiplying by a number less than ${m(1)} makes a number smaller, by a number greater than ${m(1)} makes it larger, and by ${m(1)} leaves it the same.`,
          ],
          [
            `${m(proper)}만 ${m(1)}보다 작은 진분수이므로 ${m(`${base}\\times${proper}`)}의 계산 결과가 ${m(base)}보다 작습니다.`,
            `Only ${m(proper)} is less than ${m(1)}, so ${m(`${base}\\times${proper}`)} is less than ${m(base)}.`,
          ],
        ],
      });
    },
    // Evaluate each product and compare it with the whole number.
    check: ({ base }, problem) => keyWhere(problem, ([v]) => v !== undefined && v < base),
  }),

  defineTemplate(U, 'box-unit-fractions', {
    version: 1,
    params: (rng) => {
      const k = rng.int(2, 9);
      let n = rng.int(k * 3, 60);
      if (n % k === 0) n += 1;
      return { k, n };
    },
    ranges: { n: [7, 61] },
    generate: ({ k, n }) => {
      // 1/□ × 1/k > 1/n means □ × k < n.
      const count = Math.ceil(n / k) - 1;
      return boxCountEssay({
        inequality: `\\frac{1}{\\square}\\times\\frac{1}{${k}}>\\frac{1}{${n}}`,
        count,
        difficulty: 4,
        steps: [
          [
            `단위분수끼리의 곱은 분모끼리 곱한 단위분수입니다: ${m(`\\frac{1}{\\square}\\times\\frac{1}{${k}}=\\frac{1}{\\square\\times${k}}`)}`,
            `A product of unit fractions is the unit fraction of the product of the denominators: ${m(`\\frac{1}{\\square}\\times\\frac{1}{${k}}=\\frac{1}{\\square\\times${k}}`)}.`,
          ],
          [
            `단위분수는 분모가 작을수록 크므로 ${m(`\\square\\times${k}<${n}`)}이어야 합니다.`,
            `A unit fraction is greater when its denominator is smaller, so ${m(`\\square\\times${k}<${n}`)}.`,
          ],
          [
            `${m(`${k}\\times${count}=${k * count}`)}, ${m(`${k}\\times${count + 1}=${k * (count + 1)}`)}이므로 ${m('\\square')}에는 ${m(1)}부터 ${m(count)}까지 ${m(count)}개의 자연수가 들어갈 수 있습니다.`,
            `${m(`${k}\\times${count}=${k * count}`)} and ${m(`${k}\\times${count + 1}=${k * (count + 1)}`)}, so the box can hold ${m(1)} through ${m(count)}: ${m(count)} whole numbers.`,
          ],
        ],
      });
    },
    // Try each whole number in the box with exact fractions.
    check: ({ k, n }, problem) => {
      let count = 0;
      for (let x = 1; x <= n; x++) if (q(1, x).mul(q(1, k)).cmp(q(1, n)) > 0) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'digit-cards-mixed-times', {
    version: 1,
    params: (rng) => ({ cards: rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3), k: rng.int(2, 9) }),
    generate: ({ cards, k }) => {
      const [x, y, z] = [...cards].sort((p, r) => p - r) as [number, number, number];
      // The greatest mixed number puts the greatest card in the whole part and the other two as a proper fraction.
      const made = q(z * y + x, y);
      const product = made.mul(k);
      const ask = fractionAnswer(product);
      const shown = cards.map((c) => m(c)).join(', ');
      const form = askInForm(ask);
      const raw = fracRaw((z * y + x) * k, y);
      return essay({
        difficulty: 4,
        stem: [
          `수 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 가장 큰 대분수를 만들었습니다. 만든 대분수와 ${m(k)}의 곱을 ${form.ko}.`,
          `Use each of the number cards ${shown} once to make the greatest possible mixed number. Multiply it by ${m(k)}.${form.en}`,
        ],
        answer: ask.key,
        form: ask.form,
        steps: [
          [
            `가장 큰 대분수는 자연수 부분에 가장 큰 수 ${withJosa(m(z), '을/를')} 놓고, 남은 두 수로 진분수 ${withJosa(m(fracRaw(x, y)), '을/를')} 만듭니다: ${m(mixedRaw(z, x, y))}`,
            `For the greatest mixed number, put the greatest card, ${m(z)}, in the whole-number part and make a proper fraction from the other two: ${m(mixedRaw(z, x, y))}.`,
          ],
          [
            `대분수를 가분수로 바꾸어 곱합니다: ${m(`${mixedRaw(z, x, y)}\\times${k}=${fracRaw(z * y + x, y)}\\times${k}=${fracRaw((z * y + x) * k, y)}`)}`,
            `Rewrite it as an improper fraction and multiply: ${m(`${mixedRaw(z, x, y)}\\times${k}=${fracRaw(z * y + x, y)}\\times${k}=${fracRaw((z * y + x) * k, y)}`)}.`,
          ],
          raw === ask.key
            ? [`따라서 답은 ${m(ask.key)}입니다.`, `So the answer is ${m(ask.key)}.`]
            : [`${m(`${raw}=${ask.key}`)}입니다.`, `In simplest form, ${m(`${raw}=${ask.key}`)}.`],
        ],
      });
    },
    // Try every placement of the three cards as a mixed number and keep the greatest, in floating point.
    check: ({ cards, k }, problem) => {
      let best = 0;
      for (const w of cards) {
        for (const n of cards) {
          for (const d of cards) if (new Set([w, n, d]).size === 3 && n < d) best = Math.max(best, w + n / d);
        }
      }
      return keyIs(problem, best * k);
    },
  }),

  defineTemplate(U, 'remaining-pages', {
    version: 1,
    params: (rng) => {
      const a = rng.int(2, 5);
      const b = rng.int(2, 5);
      return { a, b, unit: rng.int(2, 8), who: rng.int(0, PEOPLE.length - 1) };
    },
    ranges: { pages: [16, 400] },
    values: ({ a, b, unit }) => ({ pages: a * b * unit * 2 }),
    generate: ({ a, b, unit, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const pages = a * b * unit * 2;
      const afterFirst = pages - pages / a;
      const left = afterFirst - afterFirst / b;
      return essay({
        difficulty: 4,
        stem: [
          `${nameWith(p, '는')} ${m(pages)}쪽인 동화책을 어제는 전체의 ${m(fracRaw(1, a))}만큼 읽었고, 오늘은 어제 읽고 남은 쪽수의 ${m(fracRaw(1, b))}만큼 읽었습니다. 더 읽어야 하는 쪽수는 몇 쪽입니까?`,
          `${p.en} is reading a storybook with ${m(pages)} pages. Yesterday ${p.en} read ${m(fracRaw(1, a))} of the whole book, and today ${m(fracRaw(1, b))} of the pages that were left. How many pages are still left to read?`,
        ],
        answer: String(left),
        form: 'number',
        unit: '쪽',
        steps: [
          [
            `오늘 읽은 ${withJosa(m(fracRaw(1, b)), '은/는')} 전체가 아니라 어제 읽고 남은 쪽수를 기준으로 합니다.`,
            `Today's ${m(fracRaw(1, b))} is a fraction of what was left, not of the whole book.`,
          ],
          [
            `어제 읽고 남은 쪽수는 전체의 ${m(`1-${fracRaw(1, a)}=${fracRaw(a - 1, a)}`)}이므로 ${m(`${pages}\\times${fracRaw(a - 1, a)}=${afterFirst}`)}(쪽)입니다.`,
            `After yesterday, ${m(`1-${fracRaw(1, a)}=${fracRaw(a - 1, a)}`)} of the book is left: ${m(`${pages}\\times${fracRaw(a - 1, a)}=${afterFirst}`)} pages.`,
          ],
          [
            `오늘 읽고 남은 쪽수는 그중 ${m(`1-${fracRaw(1, b)}=${fracRaw(b - 1, b)}`)}이므로 ${m(`${afterFirst}\\times${fracRaw(b - 1, b)}=${left}`)}(쪽)입니다.`,
            `After today, ${m(`1-${fracRaw(1, b)}=${fracRaw(b - 1, b)}`)} of that is left: ${m(`${afterFirst}\\times${fracRaw(b - 1, b)}=${left}`)} pages.`,
          ],
        ],
      });
    },
    // Read the book a page at a time: count what each day's share takes away.
    check: ({ a, b, unit }, problem) => {
      let left = a * b * unit * 2;
      left -= left / a;
      left -= left / b;
      return keyIs(problem, left);
    },
  }),

  defineTemplate(U, 'wrong-operation', {
    version: 2,
    params: (rng) => {
      const d = rng.int(2, 9);
      return { a: coprimeTo(rng, d), d, w: rng.int(1, 4), n: rng.int(1, d - 1), who: rng.int(0, PEOPLE.length - 1) };
    },
    generate: ({ a, d, w, n, who }) =>
      fractionMixUp(['multiply', 'add'], { x: q(w * d + n, d), k: q(a, d), person: PEOPLE[who]!, difficulty: 5 }),
    // Take the mistaken sum apart in floating point and multiply.
    check: ({ a, d, w, n }, problem) => {
      const wrong = w + n / d + a / d;
      return keyIs(problem, (wrong - a / d) * (a / d));
    },
  }),
];
