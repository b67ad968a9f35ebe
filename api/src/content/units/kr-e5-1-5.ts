// 5-1 분수의 덧셈과 뺄셈: adding and subtracting fractions and mixed numbers with different denominators.
import { L, askInForm, defineTemplate, essay, fractionAnswer, multiple, type Rng } from '../kit/template.js';
import { coprimeTo, lcm, q, type Q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';
import { boxCountEssay } from '../kit/box.js';

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
  defineTemplate(UNIT, 'least-common-denominator', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const { a1, b1, a2, b2 } = properPair(rng);
        // A shared factor makes the product a different denominator from the least one.
        if (lcm(b1, b2) < b1 * b2) return { a1, b1, a2, b2 };
      }
    },
    generate: ({ a1, b1, a2, b2 }, rng) => {
      const l = lcm(b1, b2);
      const sum = `${fracRaw(a1, b1)}+${fracRaw(a2, b2)}`;
      return multiple(rng, {
        difficulty: 1,
        stem: L(
          `${withJosa(m(sum), '을/를')} 계산하려고 합니다. 두 분모의 최소공배수를 공통분모로 하여 통분할 때, 공통분모는 어느 것입니까?`,
          `To add ${m(sum)}, you rewrite both fractions with the least common denominator. What is it?`,
        ),
        correct: m(l),
        wrong: [b1 * b2, b1 + b2, Math.max(b1, b2), l * 2, Math.min(b1, b2), l + 1].map((x) => m(x)),
        steps: [
          L(
            `${withJosa(m(b1), '과/와')} ${m(b2)}의 공배수는 모두 공통분모가 될 수 있고, 그중 가장 작은 수가 최소공배수입니다.`,
            `Any common multiple of ${m(b1)} and ${m(b2)} works as a common denominator; the least one is their least common multiple.`,
          ),
          L(
            `${withJosa(m(b1), '과/와')} ${m(b2)}의 최소공배수는 ${m(l)}이므로 공통분모는 ${m(l)}입니다. 두 분모의 곱 ${m(b1 * b2)}도 공통분모이지만 가장 작지는 않습니다.`,
            `The least common multiple of ${m(b1)} and ${m(b2)} is ${m(l)}. The product ${m(b1 * b2)} is also a common denominator, but not the least.`,
          ),
        ],
      });
    },
    // Count up through multiples of the first denominator until the second divides one.
    check: ({ b1, b2 }, problem) => {
      for (let t = b1; ; t += b1) if (t % b2 === 0) return keyIs(problem, t);
    },
  }),

  defineTemplate(UNIT, 'tape-overlap', {
    version: 1,
    params: (rng) => {
      const d1 = rng.int(3, 9);
      const d2 = rng.intExcept(2, 9, [d1]);
      return { w: rng.int(1, 4), a: coprimeTo(rng, d1), d1, o: coprimeTo(rng, d2), d2, pieces: rng.int(2, 3) };
    },
    generate: ({ w, a, d1, o, d2, pieces }) => {
      const piece = q(w * d1 + a, d1);
      const overlap = q(o, d2);
      const joins = pieces - 1;
      const whole = piece.mul(pieces).sub(overlap.mul(joins));
      const ask = fractionAnswer(whole);
      const [pieceTex, overlapTex] = [mixedRaw(w, a, d1), fracRaw(o, d2)];
      return essay({
        difficulty: 3,
        stem: L(
          `길이가 ${m(pieceTex)} m인 색 테이프 ${m(pieces)}장을 ${m(overlapTex)} m씩 겹치게 한 줄로 이어 붙였습니다. 이어 붙인 색 테이프의 전체 길이는 몇 m인지 ${askInForm(ask).ko}.`,
          `${pieces === 2 ? 'Two' : 'Three'} strips of colored tape, each ${m(pieceTex)} m long, are joined in a row, overlapping by ${m(overlapTex)} m at each join. How long is the joined tape, in meters?${askInForm(ask).en}`,
        ),
        answer: ask.key,
        form: ask.form,
        steps: [
          L(
            `${m(pieces)}장을 한 줄로 이으면 겹치는 곳은 ${m(joins)}군데입니다.`,
            `Joining ${m(pieces)} strips in a row makes ${joins === 1 ? `${m(1)} overlap` : `${m(joins)} overlaps`}.`,
          ),
          L(
            `색 테이프 ${m(pieces)}장의 길이의 합은 ${m(`${Array(pieces).fill(pieceTex).join('+')}=${mixed(piece.mul(pieces))}`)}(m)입니다.`,
            `The strips add up to ${m(`${Array(pieces).fill(pieceTex).join('+')}=${mixed(piece.mul(pieces))}`)} m.`,
          ),
          L(
            `겹친 길이를 빼면 ${m(`${mixed(piece.mul(pieces))}-${joins === 1 ? overlapTex : `${overlapTex}\\times${joins}`}=${mixed(whole)}`)}(m)입니다.`,
            `Take away the overlaps: ${m(`${mixed(piece.mul(pieces))}-${joins === 1 ? overlapTex : `${overlapTex}\\times${joins}`}=${mixed(whole)}`)} m.`,
          ),
        ],
      });
    },
    // Lay the strips end to end in floating point, pulling each new one back by the overlap.
    check: ({ w, a, d1, o, d2, pieces }, problem) => {
      let end = 0;
      for (let i = 0; i < pieces; i++) end += w + a / d1 - (i === 0 ? 0 : o / d2);
      return keyIs(problem, end);
    },
  }),

  defineTemplate(UNIT, 'box-sum-below-one', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const b = rng.int(2, 6);
        const d = b * rng.int(2, 4);
        const a = coprimeTo(rng, b);
        // At least two numbers fit, so the count is more than reading off one bound.
        if ((d * (b - a)) / b >= 3) return { a, b, d, strict: rng.int(0, 1) === 1 };
      }
    },
    generate: ({ a, b, d, strict }) => {
      const rest = q(b - a, b);
      // □/d < 1 − a/b, that is □ < d(b − a)/b; with ≤ the bound itself also fits.
      const bound = (d * (b - a)) / b;
      const count = strict ? bound - 1 : bound;
      const sumTex = `${fracRaw(a, b)}+\\frac{\\square}{${d}}`;
      return boxCountEssay({
        inequality: `${sumTex}${strict ? '<' : '\\le'}1`,
        count,
        difficulty: 4,
        steps: [
          L(
            `${withJosa(m(fracRaw(a, b)), '을/를')} 분모 ${m(d)}인 분수로 통분하면 ${m(`${fracRaw(a, b)}=${fracRaw(a * (d / b), d)}`)}입니다.`,
            `Rewrite ${m(fracRaw(a, b))} with denominator ${m(d)}: ${m(`${fracRaw(a, b)}=${fracRaw(a * (d / b), d)}`)}.`,
          ),
          L(
            `${m(`${fracRaw(a * (d / b), d)}+\\frac{\\square}{${d}}${strict ? '<' : '\\le'}\\frac{${d}}{${d}}`)}이므로 ${m(`${a * (d / b)}+\\square${strict ? '<' : '\\le'}${d}`)}, 곧 ${m(`\\square${strict ? '<' : '\\le'}${bound}`)}입니다.`,
            `So ${m(`${a * (d / b)}+\\square${strict ? '<' : '\\le'}${d}`)}, which means ${m(`\\square${strict ? '<' : '\\le'}${bound}`)}.`,
          ),
          L(
            `들어갈 수 있는 자연수는 ${m(1)}부터 ${m(count)}까지이므로 모두 ${m(count)}개입니다.`,
            `The whole numbers that fit are ${m(1)} through ${m(count)}: ${m(count)} of them.`,
          ),
          L(
            `${m(1)}에서 ${withJosa(m(fracRaw(a, b)), '을/를')} 뺀 ${m(frac(rest))}보다 ${strict ? '작아야' : '작거나 같아야'} 한다고 생각해도 같습니다.`,
            `You can also think of it as ${m(`\\frac{\\square}{${d}}`)} being ${strict ? 'less than' : 'at most'} ${m(`1-${fracRaw(a, b)}=${frac(rest)}`)}.`,
          ),
        ],
      });
    },
    // Try each whole number in the box with exact fractions.
    check: ({ a, b, d, strict }, problem) => {
      let count = 0;
      for (let x = 1; x <= d; x++) {
        const c = q(a, b).add(q(x, d)).cmp(1);
        if (strict ? c < 0 : c <= 0) count++;
      }
      return keyIs(problem, count);
    },
  }),

  defineTemplate(UNIT, 'digit-cards-proper', {
    version: 1,
    params: (rng) => ({ cards: rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3), subtract: rng.int(0, 1) === 1 }),
    generate: ({ cards, subtract }) => {
      const [x, y, z] = [...cards].sort((p, r) => p - r) as [number, number, number];
      // The least proper fraction puts the least card over the greatest (x/z). The greatest is x/y or y/z, whichever
      // is greater: the numerator close to the denominator.
      const [big, small] = [q(x, y).cmp(q(y, z)) > 0 ? q(x, y) : q(y, z), q(x, z)];
      const bigTex = q(x, y).cmp(q(y, z)) > 0 ? fracRaw(x, y) : fracRaw(y, z);
      const l = lcm(y, z);
      const result = subtract ? big.sub(small) : big.add(small);
      const ask = fractionAnswer(result);
      const shownCards = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 4,
        stem: L(
          `수 카드 ${shownCards} 중에서 ${m(2)}장을 골라 진분수를 만들려고 합니다. 만들 수 있는 가장 큰 진분수와 가장 작은 진분수의 ${subtract ? '차를' : '합을'} ${askInForm(ask).ko}.`,
          `Make proper fractions from ${m(2)} of the number cards ${shownCards}. Find the ${subtract ? 'difference between' : 'sum of'} the greatest and the least proper fractions you can make.${askInForm(ask).en}`,
        ),
        answer: ask.key,
        form: ask.form,
        steps: [
          L(
            `진분수는 분자가 분모보다 작습니다. 분모가 클수록, 분자가 작을수록 분수는 작아집니다.`,
            'In a proper fraction the numerator is less than the denominator. A fraction gets smaller as its denominator grows or its numerator shrinks.',
          ),
          L(
            `가장 작은 진분수는 가장 작은 수를 분자, 가장 큰 수를 분모로 한 ${m(fracRaw(x, z))}입니다.`,
            `The least proper fraction puts the least card over the greatest: ${m(fracRaw(x, z))}.`,
          ),
          L(
            `가장 큰 진분수의 후보는 ${withJosa(m(fracRaw(x, y)), '과/와')} ${m(fracRaw(y, z))}입니다. 분모 ${withJosa(m(l), '으로/로')} 통분하여 비교하면 ${m(fracRaw(x * (l / y), l))}, ${m(fracRaw(y * (l / z), l))}이므로 가장 큰 진분수는 ${m(bigTex)}입니다.`,
            `The greatest is either ${m(fracRaw(x, y))} or ${m(fracRaw(y, z))}. With the common denominator ${m(l)} they are ${m(fracRaw(x * (l / y), l))} and ${m(fracRaw(y * (l / z), l))}, so the greatest is ${m(bigTex)}.`,
          ),
          L(
            `${m(`${bigTex}${subtract ? '-' : '+'}${fracRaw(x, z)}=${ask.key}`)}입니다.`,
            `${m(`${bigTex}${subtract ? '-' : '+'}${fracRaw(x, z)}=${ask.key}`)}.`,
          ),
        ],
      });
    },
    // List every proper fraction the cards make and compare them as decimals.
    check: ({ cards, subtract }, problem) => {
      const values = cards.flatMap((top) => cards.filter((bottom) => top < bottom).map((bottom) => top / bottom));
      const [hi, lo] = [Math.max(...values), Math.min(...values)];
      return keyIs(problem, subtract ? hi - lo : hi + lo);
    },
  }),

  defineTemplate(UNIT, 'wrong-operation', {
    version: 1,
    params: (rng) => ({ ...properPair(rng), who: rng.int(0, PEOPLE.length - 1) }),
    generate: ({ a1, b1, a2, b2, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const given = q(a1, b1);
      const wrong = q(a2, b2);
      const x = wrong.add(given);
      const right = x.add(given);
      const ask = fractionAnswer(right);
      return essay({
        difficulty: 4,
        stem: L(
          `${nameWith(p, '는')} 어떤 수에 ${withJosa(m(fracRaw(a1, b1)), '을/를')} 더해야 할 것을 잘못하여 뺐더니 ${withJosa(m(fracRaw(a2, b2)), '이/가')} 되었습니다. 바르게 계산한 값은 얼마인지 풀이 과정을 쓰고 답을 ${askInForm(ask).ko}.`,
          `${p.en} was supposed to add ${m(fracRaw(a1, b1))} to a number, but subtracted it by mistake and got ${m(fracRaw(a2, b2))}. What is the correct result? Show your work.${askInForm(ask).en}`,
        ),
        answer: ask.key,
        form: ask.form,
        steps: [
          L(
            `먼저 잘못 계산한 식으로 어떤 수를 구합니다. 어떤 수를 ${m('\\square')}라 하면 ${m(`\\square-${fracRaw(a1, b1)}=${fracRaw(a2, b2)}`)}입니다.`,
            `First use the mistake to find the number. Call it ${m('\\square')}: ${m(`\\square-${fracRaw(a1, b1)}=${fracRaw(a2, b2)}`)}.`,
          ),
          L(
            `뺄셈을 거꾸로 하면 ${m(`\\square=${fracRaw(a2, b2)}+${fracRaw(a1, b1)}=${mixed(x)}`)}입니다.`,
            `Undo the subtraction: ${m(`\\square=${fracRaw(a2, b2)}+${fracRaw(a1, b1)}=${mixed(x)}`)}.`,
          ),
          L(
            `바르게 계산하면 ${m(`${mixed(x)}+${fracRaw(a1, b1)}=${ask.key}`)}입니다.`,
            `Now add as intended: ${m(`${mixed(x)}+${fracRaw(a1, b1)}=${ask.key}`)}.`,
          ),
        ],
      });
    },
    // The mistaken result plus the number twice over, in floating point.
    check: ({ a1, b1, a2, b2 }, problem) => keyIs(problem, a2 / b2 + a1 / b1 + a1 / b1),
  }),
];
