// 3학년 2학기 4단원 분수: a fraction of a quantity, proper, improper and mixed fractions, comparing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-2-4';

const frac = (a: number, b: number) => `\\frac{${a}}{${b}}`;
const mixed = (whole: number, a: number, b: number) => `${whole}\\frac{${a}}{${b}}`;
/** A fraction choice, as written (not reduced). */
const fc = (a: number, b: number) => m(frac(a, b));
/** A mixed-number choice; '' (skipped by multiple) when its parts are not those of a mixed number. */
const mc = (whole: number, a: number, b: number) => (whole >= 1 && a >= 1 && a < b ? m(mixed(whole, a, b)) : '');

export const templates = [
  defineTemplate(UNIT, 'fraction-of-a-quantity', {
    version: 2,
    params: (r) => {
      const den = r.int(2, 9);
      return {
        den,
        num: r.int(1, den - 1),
        each: r.int(2, 8),
        t: r.pick(THINGS),
        p: r.pick(PEOPLE),
        kind: r.int(0, 2),
      };
    },
    generate: ({ den, num, each, t, p, kind }) => {
      const total = den * each;
      const part = num * each;
      const stem =
        [
          L(
            `${m(total)}의 ${m(frac(num, den))}${josa(num, '은/는')} 얼마입니까?`,
            `What is ${m(frac(num, den))} of ${m(total)}?`,
          ),
          L(
            `${withJosa(callKo(p), '은/는')} ${t.ko} ${m(total)}${t.counter} 중에서 ${m(frac(num, den))}${josa(num, '을/를')} 동생에게 주었습니다. 동생에게 준 ${withJosa(t.ko, '은/는')} 몇 ${t.counter}입니까?`,
            `${p.en} had ${m(total)} ${t.many} and gave ${m(frac(num, den))} of them to a younger sibling. How many ${t.many} did the sibling get?`,
          ),
          L(
            `${m(`${total}\\text{ cm}`)}의 ${m(frac(num, den))}${josa(num, '은/는')} 몇 ${m('\\text{cm}')}입니까?`,
            `How many centimeters is ${m(frac(num, den))} of ${m(`${total}\\text{ cm}`)}?`,
          ),
        ][kind] ?? L('', '');
      return essay({
        difficulty: num === 1 ? 2 : 3,
        stem,
        answer: String(part),
        form: 'number',
        ...(kind === 2 ? { unit: 'cm' } : {}),
        steps: [
          L(
            `${mathWithJosa(total, '을/를')} 똑같이 ${m(den)}묶음으로 나누면 한 묶음은 ${m(`${total}\\div${den}=${each}`)}입니다.`,
            `Split ${m(total)} into ${m(den)} equal groups: each group is ${m(`${total}\\div${den}=${each}`)}.`,
          ),
          L(
            `${m(frac(num, den))}${josa(num, '은/는')} ${m(num)}묶음이므로 ${m(`${each}\\times${num}=${part}`)}입니다.`,
            `${m(frac(num, den))} is ${m(num)} of those groups: ${m(`${each}\\times${num}=${part}`)}.`,
          ),
        ],
      });
    },
    // Deal the whole into the equal groups one by one, then count the groups taken.
    check: ({ den, num, each }, problem) => {
      const size = findOnly(1, 20, (g) => groups(g, den) === den * each);
      return keyIs(problem, groups(size, num));
    },
  }),

  defineTemplate(UNIT, 'mixed-and-improper', {
    version: 2,
    params: (r) => {
      const den = r.int(2, 9);
      return { den, whole: r.int(1, 5), num: r.int(1, den - 1), toImproper: r.int(0, 1) === 1 };
    },
    generate: ({ den, whole, num, toImproper }, rng) => {
      const top = whole * den + num;
      if (toImproper) {
        return multiple(rng, {
          difficulty: 3,
          stem: L(
            `대분수 ${m(mixed(whole, num, den))}${josa(num, '을/를')} 가분수로 나타낸 것은 어느 것입니까?`,
            `Which improper fraction equals the mixed number ${m(mixed(whole, num, den))}?`,
          ),
          correct: fc(top, den),
          wrong: [
            fc(whole + num, den),
            fc(whole * num + den, den),
            fc(whole * den - num, den),
            fc(top + 1, den),
            fc(whole * 10 + num, den),
            fc(top - 1, den),
            fc(top + den, den),
          ],
          steps: [
            L(
              `자연수 ${mathWithJosa(whole, '은/는')} ${m(frac(whole * den, den))}입니다.`,
              `The whole number ${m(whole)} is ${m(frac(whole * den, den))}.`,
            ),
            L(
              `${m(`${frac(whole * den, den)}+${frac(num, den)}=${frac(top, den)}`)}`,
              `${m(`${frac(whole * den, den)}+${frac(num, den)}=${frac(top, den)}`)}`,
            ),
          ],
        });
      }
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `가분수 ${m(frac(top, den))}${josa(top, '을/를')} 대분수로 나타낸 것은 어느 것입니까?`,
          `Which mixed number equals the improper fraction ${m(frac(top, den))}?`,
        ),
        correct: mc(whole, num, den),
        wrong: [
          mc(whole + 1, num, den),
          mc(whole, den - num === num ? num + 1 : den - num, den),
          mc(num, whole < den ? whole : 1, den),
          mc(whole - 1 || whole + 2, num, den),
          mc(whole, num === 1 ? 2 : num - 1, den),
          mc(whole + 2, num, den),
          mc(whole, num, den + 1),
          mc(whole + 1, num === 1 ? 2 : num - 1, den),
          mc(whole, num, den + 2),
          mc(whole + 3, num, den),
        ],
        steps: [
          L(
            `${m(`${top}\\div${den}`)}의 몫은 ${m(whole)}, 나머지는 ${m(num)}입니다.`,
            `${m(`${top}\\div${den}`)} is ${m(whole)} with ${m(num)} left over.`,
          ),
          L(
            `그래서 ${m(frac(top, den))}${josa(top, '은/는')} ${m(mixed(whole, num, den))}입니다.`,
            `So ${m(frac(top, den))} is ${m(mixed(whole, num, den))}.`,
          ),
        ],
      });
    },
    // Count unit fractions: the whole is `den` of them each time.
    check: ({ den, whole, num }, problem) => {
      let units = num;
      for (let i = 0; i < whole; i++) units += den;
      return keyIs(problem, units / den);
    },
  }),

  defineTemplate(UNIT, 'compare-fractions', {
    version: 2,
    params: (r) => {
      const den = r.int(3, 9);
      const values = r.shuffle(Array.from({ length: 4 * den }, (_, i) => i + 1)).slice(0, 5);
      return { den, values, largest: r.int(0, 1) === 1 };
    },
    generate: ({ den, values, largest }, rng) => {
      const show = (top: number, i: number) =>
        i % 2 === 0 && top > den && top % den !== 0 ? mc(Math.floor(top / den), top % den, den) : fc(top, den);
      const choices = values.map(show);
      const best = largest ? Math.max(...values) : Math.min(...values);
      const answer = show(best, values.indexOf(best));
      return multiple(rng, {
        difficulty: 4,
        stem: largest
          ? L('다음 중에서 가장 큰 수는 어느 것입니까?', 'Which of these numbers is the greatest?')
          : L('다음 중에서 가장 작은 수는 어느 것입니까?', 'Which of these numbers is the least?'),
        correct: answer,
        wrong: choices,
        steps: [
          L(
            `대분수는 가분수로 바꾸어 분모가 ${m(den)}인 분수끼리 분자를 비교합니다.`,
            `Change mixed numbers to improper fractions and compare numerators over ${m(den)}.`,
          ),
          L(
            `분자: ${m([...values].sort((a, b) => a - b).join(',\\ '))}`,
            `Numerators: ${m([...values].sort((a, b) => a - b).join(',\\ '))}.`,
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${answer}입니다.`,
            `The ${largest ? 'greatest' : 'least'} is ${answer}.`,
          ),
        ],
      });
    },
    // Count each number in unit fractions (a mixed number's whole part is `den` of them each) and compare.
    check: ({ den, values, largest }, problem) => {
      const best = values.reduce((x, y) => (y > x === largest ? y : x));
      return keyIs(problem, best / den);
    },
  }),
];
