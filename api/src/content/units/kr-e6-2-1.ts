// 6-2 분수의 나눗셈: dividing fractions with the same denominator, dividing by a fraction, and "how many times" problems.
import type { ProblemTemplate } from '../lib/types.js';
import { F, HINT, L, PEOPLE, fdiv, fr, gcd, josa, m, tf, tfr, tmix, topic, unit, coprime } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-1');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'same-denominator',
    params: (rng) => {
      const d = rng.int(3, 15);
      const b = rng.int(1, d - 1);
      return { d, a: rng.intExcept(1, d - 1, [b]), b };
    },
    make: ({ d, a, b }) => {
      const r = fr(a, b);
      return {
        difficulty: 2,
        stem: L(
          `계산을 하세요. ${m(`${tfr(a, d)}\\div${tfr(b, d)}`)}`,
          `Divide: ${m(`${tfr(a, d)}\\div${tfr(b, d)}`)}`,
        ),
        multiple: {
          correct: F(r),
          wrong: [F(fr(b, a)), F(fr(a * b, d * d)), F(fr(a, d * b)), F(fr(a + 1, b)), F(fr(a, b + 1))],
          fill: (k) => F(fr(a + k + 1, b)),
        },
        explanation: [
          L(
            `분모가 같으면 분자끼리 나눕니다: ${m(`${tfr(a, d)}\\div${tfr(b, d)}=${a}\\div${b}`)}`,
            `With equal denominators, divide the numerators: ${m(`${tfr(a, d)}\\div${tfr(b, d)}=${a}\\div${b}`)}`,
          ),
          L(
            `${m(`${a}\\div${b}=${tfr(a, b)}${tf(r) !== tfr(a, b) ? `=${tf(r)}` : ''}`)}`,
            `${m(`${a}\\div${b}=${tfr(a, b)}${tf(r) !== tfr(a, b) ? `=${tf(r)}` : ''}`)}`,
          ),
        ],
      };
    },
    // Multiply by the reciprocal and compare as decimals.
    solve: ({ d, a, b }) => (a / d) * (d / b),
  }),
  tpl({
    name: 'divide-by-fraction',
    params: (rng) => {
      const d1 = rng.int(2, 9);
      const d2 = rng.int(2, 9);
      let c = rng.int(1, d2 - 1);
      while (gcd(c, d2) !== 1) c--;
      return { w: rng.int(0, 3), a: coprime(rng, d1), d1, c, d2 };
    },
    make: ({ w, a, d1, c, d2 }) => {
      const x = fr(w * d1 + a, d1);
      const y = fr(c, d2);
      const r = fdiv(x, y);
      return {
        difficulty: w ? 4 : 3,
        stem: L(
          `계산을 하세요. ${m(`${tmix(w, a, d1)}\\div${tfr(c, d2)}`)}`,
          `Divide: ${m(`${tmix(w, a, d1)}\\div${tfr(c, d2)}`)}`,
        ),
        essay: { answer: tf(r), hint: HINT.frac },
        explanation: [
          ...(w
            ? [
                L(
                  `대분수를 가분수로 바꿉니다: ${m(`${tmix(w, a, d1)}=${tfr(w * d1 + a, d1)}`)}`,
                  `Change to an improper fraction: ${m(`${tmix(w, a, d1)}=${tfr(w * d1 + a, d1)}`)}`,
                ),
              ]
            : []),
          L(
            `나누는 분수의 분모와 분자를 바꾸어 곱합니다: ${m(`${tfr(w * d1 + a, d1)}\\times${tfr(d2, c)}=${tfr((w * d1 + a) * d2, d1 * c)}`)}`,
            `Multiply by the reciprocal: ${m(`${tfr(w * d1 + a, d1)}\\times${tfr(d2, c)}=${tfr((w * d1 + a) * d2, d1 * c)}`)}`,
          ),
          L(`기약분수나 대분수로 나타내면 ${m(tf(r))}입니다.`, `In simplest form: ${m(tf(r))}.`),
        ],
      };
    },
    // Common denominator: (x·d1·d2) ÷ (y·d1·d2) as whole numbers.
    solve: ({ w, a, d1, c, d2 }) => ((w * d1 + a) * d2) / (c * d1),
  }),
  tpl({
    name: 'how-many-times',
    params: (rng) => {
      const d = rng.int(2, 10);
      return { d, part: coprime(rng, d), k: rng.int(2, 12), who: rng.int(0, PEOPLE.length - 1), ctx: rng.int(0, 1) };
    },
    make: ({ d, part, k, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const each = fr(part, d);
      const total = fr(part * k, d);
      const c = ctx
        ? L(
            `${topic(p)} 우유 ${m(tf(total))} L를 한 컵에 ${m(tf(each))} L씩 나누어 담으려고 합니다. 컵은 몇 개 필요합니까?`,
            `${p.en} pours ${m(tf(total))} L of milk into cups, ${m(tf(each))} L per cup. How many cups are needed?`,
          )
        : L(
            `끈 ${m(tf(total))} m를 ${m(tf(each))} m씩 자르면 몇 도막이 됩니까?`,
            `A string ${m(tf(total))} m long is cut into pieces ${m(tf(each))} m long. How many pieces are there?`,
          );
      return {
        difficulty: 3,
        stem: L(
          c.ko
            .replace(`${m(tf(total))} L를`, `${m(tf(total))} ${josa('L', '을/를')}`)
            .replace(`${m(tf(total))} m를`, `${m(tf(total))} ${josa('m', '을/를')}`),
          c.en,
        ),
        essay: { answer: String(k), hint: HINT.int },
        explanation: [
          L(
            `${josa(m(`${tf(total)}\\div${tf(each)}`), '을/를')} 계산합니다.`,
            `Compute ${m(`${tf(total)}\\div${tf(each)}`)}.`,
          ),
          L(
            `${m(`${tfr(total.n, total.d)}\\times${tfr(each.d, each.n)}=${k}`)}`,
            `${m(`${tfr(total.n, total.d)}\\times${tfr(each.d, each.n)}=${k}`)}`,
          ),
        ],
      };
    },
    // Pour cup after cup until the milk runs out.
    solve: ({ part, k }) => {
      let left = part * k;
      let cups = 0;
      while (left > 0) {
        left -= part;
        cups++;
      }
      return left === 0 ? cups : NaN;
    },
  }),
];
