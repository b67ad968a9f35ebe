// 4-2 분수의 덧셈과 뺄셈: fractions with the same denominator, mixed numbers, and taking a part from a whole.
// Grade 4 does not reduce fractions yet (약분 comes in grade 5), so every fraction is written over the problem's own
// denominator, and the essay answers are drawn so that this is also lowest terms.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd } from '../kit/numbers.js';
import { fracRaw, m, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-1';

/** n/d over its own denominator: a whole number, a proper fraction or a mixed number, not reduced (6/4 is 1 2/4). */
function mixedOf(n: number, d: number): string {
  const whole = Math.floor(n / d);
  const rest = n % d;
  if (rest === 0) return String(whole);
  return mixedRaw(whole, rest, d);
}

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'add-same-denominator', {
    version: 2,
    params: (rng) => {
      const d = rng.int(4, 15);
      return { d, a: rng.int(1, d - 1), b: rng.int(1, d - 1) };
    },
    generate: ({ d, a, b }, rng) => {
      const s = a + b;
      const sum = `${fracRaw(a, d)}+${fracRaw(b, d)}`;
      return multiple(rng, {
        difficulty: s > d ? 2 : 1,
        stem: L(`계산하시오. ${m(sum)}`, `Add: ${m(sum)}`),
        correct: m(mixedOf(s, d)),
        wrong: [
          fracRaw(s, 2 * d),
          fracRaw(a * b, d),
          s > d ? mixedRaw(Math.floor(s / d), (s % d) + 1, d + 1) : fracRaw(s + 1, d + 1),
          fracRaw(Math.abs(a - b) || 1, d),
          mixedOf(s - 1, d),
          mixedOf(s + 1, d),
          mixedOf(s + 2, d),
          mixedOf(s + 3, d),
        ].map((tex) => m(tex)),
        steps: [
          L(
            `분모가 같은 분수의 덧셈은 분모는 그대로 두고 분자끼리 더합니다: ${m(`${sum}=${fracRaw(s, d)}`)}`,
            `With the same denominator, keep the denominator and add the numerators: ${m(`${sum}=${fracRaw(s, d)}`)}`,
          ),
          s >= d
            ? L(
                `가분수는 대분수나 자연수로 나타냅니다: ${m(`${fracRaw(s, d)}=${mixedOf(s, d)}`)}`,
                `Write the improper fraction as a mixed or whole number: ${m(`${fracRaw(s, d)}=${mixedOf(s, d)}`)}`,
              )
            : L(
                `분자 ${withJosa(m(s), '이/가')} 분모 ${m(d)}보다 작으므로 ${m(fracRaw(s, d))} 그대로 답입니다.`,
                `The numerator ${m(s)} is less than the denominator ${m(d)}, so the answer is ${m(fracRaw(s, d))}.`,
              ),
        ],
      });
    },
    check: ({ d, a, b }, problem) => keyIs(problem, (a * 1000 + b * 1000) / (d * 1000)),
  }),
  defineTemplate(UNIT, 'mixed-subtract-borrow', {
    version: 2,
    params: (rng) => {
      // The answer's fraction part (a + d - b)/d is already in lowest terms, so no reducing is needed in grade 4.
      for (;;) {
        const d = rng.int(3, 12);
        const w1 = rng.int(3, 9);
        const w2 = rng.int(1, w1 - 1);
        const a = rng.int(1, d - 2);
        const b = rng.int(a + 1, d - 1);
        if (gcd(a + d - b, d) === 1 && gcd(a, d) === 1 && gcd(b, d) === 1) return { d, w1, w2, a, b };
      }
    },
    generate: ({ d, w1, w2, a, b }) => {
      const left = mixedRaw(w1, a, d);
      const right = mixedRaw(w2, b, d);
      const regrouped = mixedRaw(w1 - 1, a + d, d);
      const res = mixedOf(w1 * d + a - (w2 * d + b), d);
      return essay({
        difficulty: 3,
        stem: L(`계산하시오. ${m(`${left}-${right}`)}`, `Subtract: ${m(`${left}-${right}`)}`),
        answer: res,
        form: 'mixed',
        steps: [
          L(
            `${m(fracRaw(a, d))}에서 ${withJosa(m(fracRaw(b, d)), '을/를')} 뺄 수 없으므로 자연수에서 ${withJosa(m(1), '을/를')} 분수로 바꿉니다: ${m(`${left}=${regrouped}`)}`,
            `${m(fracRaw(a, d))} is less than ${m(fracRaw(b, d))}, so regroup ${m(1)} from the whole number: ${m(`${left}=${regrouped}`)}`,
          ),
          L(
            `자연수끼리, 분수끼리 뺍니다: ${m(`${regrouped}-${right}=${res}`)}`,
            `Subtract the whole numbers and the fractions: ${m(`${regrouped}-${right}=${res}`)}`,
          ),
        ],
      });
    },
    // Both as improper fractions over d, subtracted as whole numbers of d-ths.
    check: ({ d, w1, w2, a, b }, problem) => keyIs(problem, (w1 * d + a - (w2 * d + b)) / d),
  }),
  defineTemplate(UNIT, 'ribbon-left', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const d = rng.int(3, 10);
        const w = rng.int(1, 5);
        const a = rng.int(0, d - 1);
        const used = rng.int(1, d - 1);
        const usedW = rng.int(0, 1);
        const who = rng.int(0, PEOPLE.length - 1);
        const ctx = rng.int(0, 2);
        const total = w * d + a;
        const u = usedW * d + used < total ? usedW * d + used : used;
        const left = (total - u) % d;
        // Every fraction shown, and the answer, is already in lowest terms.
        if (gcd(a, d) === (a === 0 ? d : 1) && gcd(used, d) === 1 && (left === 0 || gcd(left, d) === 1)) {
          return { d, w, a, used, usedW, who, ctx };
        }
      }
    },
    generate: ({ d, w, a, used, usedW, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const total = w * d + a;
      const u = usedW * d + used;
      const uu = u < total ? u : used;
      const left = mixedOf(total - uu, d);
      const [thingKo, thingEn, unitTex, unitEn, verbKo, verbEn] = [
        ['리본', 'ribbon', '\\text{ m}', 'meters', '선물 상자를 묶는 데', 'to tie a gift box'],
        ['우유', 'milk', '\\text{ L}', 'liters', '빵을 만드는 데', 'to bake bread'],
        ['밀가루', 'flour', '\\text{ kg}', 'kilograms', '쿠키를 만드는 데', 'to make cookies'],
      ][ctx] as [string, string, string, string, string, string];
      const unitKo = unitTex.replace(/\\text\{ (\w+)\}/, '$1');
      const have = mixedOf(total, d);
      const usedTex = mixedOf(uu, d);
      return essay({
        difficulty: 2,
        stem: L(
          `${nameWith(p, '는')} ${thingKo} ${m(have + unitTex)} 중에서 ${withJosa(m(usedTex + unitTex), '을/를')} ${verbKo} 썼습니다. 남은 ${withJosa(thingKo, '은/는')} 몇 ${unitKo}입니까?`,
          `${p.en} had ${m(have + unitTex)} of ${thingEn} and used ${m(usedTex + unitTex)} ${verbEn}. How many ${unitEn} of ${thingEn} are left?`,
        ),
        answer: left,
        form: 'mixed',
        unit: unitKo,
        steps: [
          L(
            `남은 양은 ${withJosa(m(`${have}-${usedTex}`), '으로/로')} 구합니다.`,
            `The amount left is ${m(`${have}-${usedTex}`)}.`,
          ),
          L(
            `가분수로 바꾸어 계산하면 ${m(`${fracRaw(total, d)}-${fracRaw(uu, d)}=${fracRaw(total - uu, d)}=${left}`)}(${unitKo})입니다.`,
            `As improper fractions: ${m(`${fracRaw(total, d)}-${fracRaw(uu, d)}=${fracRaw(total - uu, d)}=${left}`)}, so the answer is ${m(left + unitTex)}.`,
          ),
        ],
      });
    },
    check: ({ d, w, a, used, usedW }, problem) => {
      const total = w + a / d;
      const u = usedW + used / d;
      return keyIs(problem, u < total ? total - u : total - used / d);
    },
  }),
];
