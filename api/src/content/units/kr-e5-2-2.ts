// 5-2 분수의 곱셈: a fraction times a whole number, fractions and mixed numbers times each other, and "a part of" problems.
import type { ProblemTemplate } from '../lib/types.js';
import { F, HINT, L, PEOPLE, fmul, fr, gcd, josa, m, tf, tfr, tmix, topic, unit, coprime } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-2');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'fraction-times-whole',
    params: (rng) => {
      const d = rng.int(3, 12);
      return { a: coprime(rng, d), d, k: rng.int(2, 15), wholeFirst: rng.int(0, 1) === 1 };
    },
    make: ({ a, d, k, wholeFirst }) => {
      const r = fr(a * k, d);
      const tex = wholeFirst ? `${k}\\times${tfr(a, d)}` : `${tfr(a, d)}\\times${k}`;
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(tex)}`, `Multiply: ${m(tex)}`),
        multiple: {
          correct: F(r),
          wrong: [F(fr(a * k, d * k)), F(fr(a, d * k)), F(fr(a + k, d)), F(fr(a * k + 1, d)), F(fr(a * k - 1, d))],
          fill: (j) => F(fr(a * k + j + 1, d)),
        },
        explanation: [
          L(
            `분자와 자연수를 곱하고 분모는 그대로 둡니다: ${m(`${tex}=${tfr(a * k, d)}`)}`,
            `Multiply the numerator by the whole number and keep the denominator: ${m(`${tex}=${tfr(a * k, d)}`)}`,
          ),
          L(`약분하거나 대분수로 나타내면 ${m(tf(r))}입니다.`, `Simplified: ${m(tf(r))}.`),
        ],
      };
    },
    // Repeated addition of the fraction.
    solve: ({ a, d, k }) => {
      let t = 0;
      for (let i = 0; i < k; i++) t += a / d;
      return t;
    },
  }),
  tpl({
    name: 'mixed-times-mixed',
    params: (rng) => {
      const d1 = rng.int(2, 9);
      const d2 = rng.int(2, 9);
      return { w1: rng.int(0, 4), a1: coprime(rng, d1), d1, w2: rng.int(1, 3), a2: coprime(rng, d2), d2 };
    },
    make: ({ w1, a1, d1, w2, a2, d2 }) => {
      const x = fr(w1 * d1 + a1, d1);
      const y = fr(w2 * d2 + a2, d2);
      const r = fmul(x, y);
      return {
        difficulty: w1 ? 4 : 3,
        stem: L(
          `계산을 하세요. ${m(`${tmix(w1, a1, d1)}\\times${tmix(w2, a2, d2)}`)}`,
          `Multiply: ${m(`${tmix(w1, a1, d1)}\\times${tmix(w2, a2, d2)}`)}`,
        ),
        essay: { answer: tf(r), hint: HINT.frac },
        explanation: [
          L(
            `대분수를 가분수로 바꿉니다: ${m(`${tfr(w1 * d1 + a1, d1)}\\times${tfr(w2 * d2 + a2, d2)}`)}`,
            `Change mixed numbers to improper fractions: ${m(`${tfr(w1 * d1 + a1, d1)}\\times${tfr(w2 * d2 + a2, d2)}`)}`,
          ),
          L(
            `분자끼리, 분모끼리 곱합니다: ${m(tfr((w1 * d1 + a1) * (w2 * d2 + a2), d1 * d2))}`,
            `Multiply numerators and denominators: ${m(tfr((w1 * d1 + a1) * (w2 * d2 + a2), d1 * d2))}`,
          ),
          L(`기약분수나 대분수로 나타내면 ${m(tf(r))}입니다.`, `In simplest form: ${m(tf(r))}.`),
        ],
      };
    },
    // Distribute: (w1 + a1/d1)(w2 + a2/d2) term by term.
    solve: ({ w1, a1, d1, w2, a2, d2 }) => w1 * w2 + w1 * (a2 / d2) + (a1 / d1) * w2 + (a1 / d1) * (a2 / d2),
  }),
  tpl({
    name: 'part-of-amount',
    params: (rng) => {
      const d = rng.int(2, 10);
      let a = rng.int(1, d - 1);
      while (gcd(a, d) !== 1) a--;
      return { a, d, base: d * rng.int(2, 30), who: rng.int(0, PEOPLE.length - 1), ctx: rng.int(0, 2) };
    },
    make: ({ a, d, base, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const ans = (base * a) / d;
      const c = [
        {
          ko: `반 학생 ${m(String(base))}명 중 ${josa(m(tfr(a, d)), '이/가')} 안경을 썼습니다. 안경을 쓴 학생은 몇 명입니까?`,
          en: `${m(tfr(a, d))} of the ${m(String(base))} students in a class wear glasses. How many students wear glasses?`,
          u: '명',
        },
        {
          ko: `${topic(p)} 구슬 ${m(String(base))}개의 ${m(tfr(a, d))}를 동생에게 주었습니다. 동생에게 준 구슬은 몇 개입니까?`,
          en: `${p.en} gave ${m(tfr(a, d))} of ${m(String(base))} marbles to a younger sibling. How many marbles is that?`,
          u: '개',
        },
        {
          ko: `길이가 ${m(String(base))} m인 산책로의 ${m(tfr(a, d))}에 꽃을 심었습니다. 꽃을 심은 길은 몇 m입니까?`,
          en: `Flowers are planted along ${m(tfr(a, d))} of a ${m(String(base))} m walking path. How many meters of the path have flowers?`,
          u: 'm',
        },
      ][ctx]!;
      return {
        difficulty: 2,
        stem: L(c.ko.replace(`${m(tfr(a, d))}를`, josa(m(tfr(a, d)), '을/를')), c.en),
        multiple: {
          correct: { tex: String(ans), v: ans },
          wrong: [
            { tex: String(base - ans), v: base - ans },
            { tex: String(base / d), v: base / d },
            { tex: String(base * a), v: base * a },
            { tex: String(ans + a), v: ans + a },
          ],
          min: 1,
        },
        explanation: [
          L(
            `${m(String(base))}의 ${josa(m(tfr(a, d)), '은/는')} ${m(`${base}\\times${tfr(a, d)}`)}입니다.`,
            `${m(tfr(a, d))} of ${m(String(base))} is ${m(`${base}\\times${tfr(a, d)}`)}.`,
          ),
          L(`${m(`${base}\\div${d}\\times${a}=${ans}`)}`, `${m(`${base}\\div${d}\\times${a}=${ans}`)}`),
        ],
      };
    },
    // Split into d equal groups by counting, then take a of them.
    solve: ({ a, d, base }) => {
      let group = 0;
      while (group * d < base) group++;
      return group * a;
    },
  }),
];
