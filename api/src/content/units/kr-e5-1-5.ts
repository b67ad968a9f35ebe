// 5-1 분수의 덧셈과 뺄셈: adding and subtracting fractions and mixed numbers with different denominators.
import type { ProblemTemplate } from '../lib/types.js';
import {
  F,
  coprime,
  HINT,
  L,
  PEOPLE,
  fadd,
  fr,
  fsub,
  josa,
  lcm,
  m,
  tf,
  tfr,
  tmix,
  topic,
  unit,
  type Rng,
} from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-5');

function properPair(rng: Rng) {
  const b1 = rng.int(2, 12);
  const b2 = rng.intExcept(2, 12, [b1]);
  return { a1: coprime(rng, b1), b1, a2: coprime(rng, b2), b2 };
}

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'add-unlike',
    params: (rng) => properPair(rng),
    make: ({ a1, b1, a2, b2 }) => {
      const l = lcm(b1, b2);
      const s = fadd(fr(a1, b1), fr(a2, b2));
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(`${tfr(a1, b1)}+${tfr(a2, b2)}`)}`, `Add: ${m(`${tfr(a1, b1)}+${tfr(a2, b2)}`)}`),
        multiple: {
          correct: F(s),
          wrong: [
            F(fr(a1 + a2, b1 + b2)),
            F(fr(a1 + a2, l)),
            F(fr(a1 * a2, b1 * b2)),
            F(fadd(s, fr(1, l))),
            F(fsub(s, fr(1, l))),
          ],
          fill: (k) => F(fadd(s, fr(k + 1, l))),
        },
        explanation: [
          L(
            `분모의 최소공배수 ${josa(m(String(l)), '으로/로')} 통분합니다: ${m(`${tfr(a1 * (l / b1), l)}+${tfr(a2 * (l / b2), l)}`)}`,
            `Rewrite both with the common denominator ${m(String(l))}: ${m(`${tfr(a1 * (l / b1), l)}+${tfr(a2 * (l / b2), l)}`)}`,
          ),
          L(
            `분자끼리 더하면 ${m(tfr(a1 * (l / b1) + a2 * (l / b2), l))}입니다.`,
            `Add the numerators: ${m(tfr(a1 * (l / b1) + a2 * (l / b2), l))}.`,
          ),
          L(`기약분수(또는 대분수)로 나타내면 ${m(tf(s))}입니다.`, `In simplest form: ${m(tf(s))}.`),
        ],
      };
    },
    // Decimal evaluation of each fraction.
    solve: ({ a1, b1, a2, b2 }) => a1 / b1 + a2 / b2,
  }),
  tpl({
    name: 'mixed-subtract-unlike',
    params: (rng) => {
      const { a1, b1, a2, b2 } = properPair(rng);
      const w1 = rng.int(2, 9);
      return { a1, b1, a2, b2, w1, w2: rng.int(1, w1 - 1) };
    },
    make: ({ a1, b1, a2, b2, w1, w2 }) => {
      const x = fr(w1 * b1 + a1, b1);
      const y = fr(w2 * b2 + a2, b2);
      const r = fsub(x, y);
      const l = lcm(b1, b2);
      return {
        difficulty: 3,
        stem: L(
          `계산을 하세요. ${m(`${tmix(w1, a1, b1)}-${tmix(w2, a2, b2)}`)}`,
          `Subtract: ${m(`${tmix(w1, a1, b1)}-${tmix(w2, a2, b2)}`)}`,
        ),
        essay: { answer: tf(r), hint: HINT.frac },
        explanation: [
          L(
            `분수 부분을 ${josa(m(String(l)), '으로/로')} 통분합니다: ${m(`${tmix(w1, a1 * (l / b1), l)}-${tmix(w2, a2 * (l / b2), l)}`)}`,
            `Use the common denominator ${m(String(l))}: ${m(`${tmix(w1, a1 * (l / b1), l)}-${tmix(w2, a2 * (l / b2), l)}`)}`,
          ),
          a1 * (l / b1) < a2 * (l / b2)
            ? L(
                `분수끼리 뺄 수 없으면 자연수에서 ${m('1')}을 받아내림합니다.`,
                `If the fraction part is too small, regroup ${m('1')} from the whole number.`,
              )
            : L(
                '자연수는 자연수끼리, 분수는 분수끼리 뺍니다.',
                'Subtract the whole numbers and the fractions separately.',
              ),
          L(`답: ${m(tf(r))}`, `Answer: ${m(tf(r))}`),
        ],
      };
    },
    solve: ({ a1, b1, a2, b2, w1, w2 }) => w1 + a1 / b1 - (w2 + a2 / b2),
  }),
  tpl({
    name: 'juice-word',
    params: (rng) => ({
      ...properPair(rng),
      who: rng.int(0, PEOPLE.length - 1),
      together: rng.int(0, 1) === 1,
      ctx: rng.int(0, 1),
    }),
    make: ({ a1, b1, a2, b2, who, together, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const x = fr(a1, b1);
      const y = fr(a2, b2);
      const big = x.n * y.d >= y.n * x.d ? x : y;
      const small = big === x ? y : x;
      const r = together ? fadd(x, y) : fsub(big, small);
      const [thKo, thEn, u] = ctx ? ['주스', 'juice', 'L'] : ['물', 'water', 'L'];
      return {
        difficulty: together ? 2 : 3,
        stem: together
          ? L(
              `${topic(p)} 어제 ${thKo} ${m(tfr(a1, b1))} ${u}, 오늘 ${m(tfr(a2, b2))} ${josa(u, '을/를')} 사용했습니다. 이틀 동안 사용한 ${josa(thKo, '은/는')} 모두 몇 ${u}입니까?`,
              `${p.en} used ${m(tfr(a1, b1))} ${u} of ${thEn} yesterday and ${m(tfr(a2, b2))} ${u} today. How many ${u} did ${p.en} use in all?`,
            )
          : L(
              `그릇 가에는 ${thKo} ${m(tf(x))} ${u}, 그릇 나에는 ${m(tf(y))} ${u}가 들어 있습니다. 두 그릇에 든 ${thKo}의 양의 차는 몇 ${u}입니까?`,
              `Container A holds ${m(tf(x))} ${u} of ${thEn} and container B holds ${m(tf(y))} ${u}. What is the difference between the two amounts, in ${u}?`,
            ),
        essay: { answer: tf(r), unit: u, hint: HINT.frac },
        explanation: [
          L(
            `${together ? '두 양을 더합니다' : '큰 양에서 작은 양을 뺍니다'}: ${m(together ? `${tf(x)}+${tf(y)}` : `${tf(big)}-${tf(small)}`)}`,
            `${together ? 'Add the two amounts' : 'Subtract the smaller amount from the larger'}: ${m(together ? `${tf(x)}+${tf(y)}` : `${tf(big)}-${tf(small)}`)}`,
          ),
          L(`통분하여 계산하면 ${m(tf(r))} ${u}입니다.`, `With a common denominator this is ${m(tf(r))} ${u}.`),
        ],
      };
    },
    solve: ({ a1, b1, a2, b2, together }) => (together ? a1 / b1 + a2 / b2 : Math.abs(a1 / b1 - a2 / b2)),
  }),
];
