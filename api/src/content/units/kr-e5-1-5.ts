// 5-1 분수의 덧셈과 뺄셈: adding and subtracting fractions and mixed numbers with different denominators.
import { L, defineTemplate, essay, multiple, type Rng } from '../kit/template.js';
import { coprimeTo, lcm, q, type Q } from '../kit/numbers.js';
import { fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-5';

function properPair(rng: Rng) {
  const b1 = rng.int(2, 12);
  const b2 = rng.intExcept(2, 12, [b1]);
  return { a1: coprimeTo(rng, b1), b1, a2: coprimeTo(rng, b2), b2 };
}

/** A value as a textbook writes a result: a proper fraction or a mixed number, in lowest terms. */
const shown = (x: Q) => mixed(x);

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'add-unlike', {
    version: 2,
    params: (rng) => properPair(rng),
    generate: ({ a1, b1, a2, b2 }, rng) => {
      const l = lcm(b1, b2);
      const x = q(a1, b1);
      const y = q(a2, b2);
      const s = x.add(y);
      const n1 = a1 * (l / b1);
      const n2 = a2 * (l / b2);
      const raw = fracRaw(n1 + n2, l);
      const reduced = fracRaw(s.n, s.d);
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `계산하시오. ${m(`${fracRaw(a1, b1)}+${fracRaw(a2, b2)}`)}`,
          `Add: ${m(`${fracRaw(a1, b1)}+${fracRaw(a2, b2)}`)}`,
        ),
        correct: m(shown(s)),
        wrong: [
          q(a1 + a2, b1 + b2),
          q(a1 + a2, l),
          q(a1 * a2, b1 * b2),
          s.add(q(1, l)),
          s.sub(q(1, l)),
          s.add(q(2, l)),
          s.add(q(3, l)),
          s.sub(q(2, l)),
        ]
          .filter((v) => v.n > 0)
          .map((v) => m(shown(v))),
        steps: [
          L(
            `분모의 최소공배수 ${withJosa(m(l), '으로/로')} 통분합니다: ${m(`${fracRaw(a1, b1)}+${fracRaw(a2, b2)}=${fracRaw(n1, l)}+${fracRaw(n2, l)}`)}`,
            `Rewrite both with the common denominator ${m(l)}: ${m(`${fracRaw(a1, b1)}+${fracRaw(a2, b2)}=${fracRaw(n1, l)}+${fracRaw(n2, l)}`)}`,
          ),
          L(
            `분자끼리 더하면 ${m(`${fracRaw(n1, l)}+${fracRaw(n2, l)}=${raw}`)}입니다.`,
            `Add the numerators: ${m(`${fracRaw(n1, l)}+${fracRaw(n2, l)}=${raw}`)}.`,
          ),
          raw === shown(s)
            ? L(`따라서 답은 ${m(raw)}입니다.`, `So the answer is ${m(raw)}.`)
            : L(
                `기약분수나 대분수로 나타내면 ${m(`${raw}${reduced === raw ? '' : `=${reduced}`}${reduced === shown(s) ? '' : `=${shown(s)}`}`)}입니다.`,
                `In simplest form: ${m(`${raw}${reduced === raw ? '' : `=${reduced}`}${reduced === shown(s) ? '' : `=${shown(s)}`}`)}.`,
              ),
        ],
      });
    },
    // Decimal evaluation of each fraction.
    check: ({ a1, b1, a2, b2 }, problem) => keyIs(problem, a1 / b1 + a2 / b2),
  }),
  defineTemplate(UNIT, 'mixed-subtract-unlike', {
    version: 2,
    params: (rng) => {
      const { a1, b1, a2, b2 } = properPair(rng);
      const w1 = rng.int(2, 9);
      return { a1, b1, a2, b2, w1, w2: rng.int(1, w1 - 1) };
    },
    generate: ({ a1, b1, a2, b2, w1, w2 }) => {
      const r = q(w1 * b1 + a1, b1).sub(q(w2 * b2 + a2, b2));
      const l = lcm(b1, b2);
      const n1 = a1 * (l / b1);
      const n2 = a2 * (l / b2);
      const common = `${mixedRaw(w1, n1, l)}-${mixedRaw(w2, n2, l)}`;
      const borrow = n1 < n2;
      const regrouped = mixedRaw(w1 - 1, n1 + l, l);
      const rawWhole = borrow ? w1 - 1 - w2 : w1 - w2;
      const rawNum = borrow ? n1 + l - n2 : n1 - n2;
      const rawResult = mixedRaw(rawWhole, rawNum, l);
      return essay({
        difficulty: 3,
        stem: L(
          `계산하시오. ${m(`${mixedRaw(w1, a1, b1)}-${mixedRaw(w2, a2, b2)}`)}`,
          `Subtract: ${m(`${mixedRaw(w1, a1, b1)}-${mixedRaw(w2, a2, b2)}`)}`,
        ),
        // The worked-out mixed number: the stem's own expression (8 3/4 − 5 3/5) is not an answer.
        answer: shown(r),
        form: 'mixed',
        steps: [
          L(
            `분수 부분을 ${withJosa(m(l), '으로/로')} 통분합니다: ${m(`${mixedRaw(w1, a1, b1)}-${mixedRaw(w2, a2, b2)}=${common}`)}`,
            `Use the common denominator ${m(l)}: ${m(`${mixedRaw(w1, a1, b1)}-${mixedRaw(w2, a2, b2)}=${common}`)}`,
          ),
          borrow
            ? L(
                `${m(fracRaw(n1, l))}에서 ${withJosa(m(fracRaw(n2, l)), '을/를')} 뺄 수 없으므로 자연수에서 ${withJosa(m(1), '을/를')} 받아내림합니다: ${m(`${regrouped}-${mixedRaw(w2, n2, l)}=${rawResult}`)}`,
                `${m(fracRaw(n1, l))} is less than ${m(fracRaw(n2, l))}, so regroup ${m(1)} from the whole number: ${m(`${regrouped}-${mixedRaw(w2, n2, l)}=${rawResult}`)}`,
              )
            : L(
                `자연수는 자연수끼리, 분수는 분수끼리 뺍니다: ${m(`${common}=${rawResult}`)}`,
                `Subtract the whole numbers and the fractions separately: ${m(`${common}=${rawResult}`)}`,
              ),
          rawResult === shown(r)
            ? L(`따라서 답은 ${m(shown(r))}입니다.`, `So the answer is ${m(shown(r))}.`)
            : L(
                `약분하면 ${m(`${rawResult}=${shown(r)}`)}입니다.`,
                `In lowest terms: ${m(`${rawResult}=${shown(r)}`)}.`,
              ),
        ],
      });
    },
    check: ({ a1, b1, a2, b2, w1, w2 }, problem) => keyIs(problem, w1 + a1 / b1 - (w2 + a2 / b2)),
  }),
  defineTemplate(UNIT, 'juice-word', {
    version: 2,
    params: (rng) => ({
      ...properPair(rng),
      who: rng.int(0, PEOPLE.length - 1),
      together: rng.int(0, 1) === 1,
      ctx: rng.int(0, 1),
    }),
    generate: ({ a1, b1, a2, b2, who, together, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const x = q(a1, b1);
      const y = q(a2, b2);
      const big = x.cmp(y) >= 0 ? x : y;
      const small = big === x ? y : x;
      const r = together ? x.add(y) : big.sub(small);
      const juice = ctx === 1;
      const [thKo, thEn] = juice ? ['주스', 'juice'] : ['물', 'water'];
      const verb = L(juice ? '마셨습니다' : '사용했습니다', juice ? 'drank' : 'used');
      const liters = (tex: string) => m(`${tex}\\text{ L}`);
      const l = lcm(x.d, y.d);
      const expr = together
        ? `${fracRaw(x.n, x.d)}+${fracRaw(y.n, y.d)}=${fracRaw(x.n * (l / x.d), l)}+${fracRaw(y.n * (l / y.d), l)}`
        : `${fracRaw(big.n, big.d)}-${fracRaw(small.n, small.d)}=${fracRaw(big.n * (l / big.d), l)}-${fracRaw(small.n * (l / small.d), l)}`;
      const rawNum = together ? x.n * (l / x.d) + y.n * (l / y.d) : big.n * (l / big.d) - small.n * (l / small.d);
      const raw = fracRaw(rawNum, l);
      const tail = raw === shown(r) ? raw : `${raw}=${shown(r)}`;
      return essay({
        difficulty: together ? 2 : 3,
        stem: together
          ? L(
              `${nameWith(p, '는')} 어제 ${thKo} ${liters(fracRaw(a1, b1))}, 오늘 ${withJosa(liters(fracRaw(a2, b2)), '을/를')} ${verb.ko}. 이틀 동안 ${juice ? '마신' : '사용한'} ${withJosa(thKo, '은/는')} 모두 몇 L입니까?`,
              `${p.en} ${verb.en} ${liters(fracRaw(a1, b1))} of ${thEn} yesterday and ${liters(fracRaw(a2, b2))} today. How many liters did ${p.en} ${juice ? 'drink' : 'use'} in all?`,
            )
          : L(
              `그릇 가에는 ${thKo} ${withJosa(liters(fracRaw(a1, b1)), '이/가')}, 그릇 나에는 ${withJosa(liters(fracRaw(a2, b2)), '이/가')} 들어 있습니다. 두 그릇에 든 ${thKo}의 양의 차는 몇 L입니까?`,
              `Container A holds ${liters(fracRaw(a1, b1))} of ${thEn} and container B holds ${liters(fracRaw(a2, b2))}. What is the difference between the two amounts, in liters?`,
            ),
        answer: shown(r),
        form: 'mixed',
        unit: 'L',
        steps: [
          L(
            together ? '두 양을 더합니다.' : '큰 양에서 작은 양을 뺍니다.',
            together ? 'Add the two amounts.' : 'Subtract the smaller amount from the larger.',
          ),
          L(
            `통분하여 계산하면 ${m(`${expr}=${tail}`)}(L)입니다.`,
            `With a common denominator: ${m(`${expr}=${tail}`)}, so the answer is ${liters(shown(r))}.`,
          ),
        ],
      });
    },
    check: ({ a1, b1, a2, b2, together }, problem) =>
      keyIs(problem, together ? a1 / b1 + a2 / b2 : Math.abs(a1 / b1 - a2 / b2)),
  }),
];
