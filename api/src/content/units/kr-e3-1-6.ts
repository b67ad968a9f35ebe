// 3학년 1학기 6단원 분수와 소수: parts of a whole, comparing fractions, tenths as decimals.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { fracRaw, m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';

const UNIT = 'kr-e3-1-6';

/** The whole numbers written in math in a text, in order. */
const mathNumbers = (text: string): number[] =>
  mathRuns(text).flatMap((run) => run.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? []);

/** a/b as written, not reduced: a third grader names 2 of 4 equal parts 2/4. */
const frac = (a: number, b: number) => fracRaw(a, b);
const HINT_FRACTION = L('분수로 입력하세요. 예: 2/5', 'Enter a fraction, e.g. 2/5.');
const HINT_DECIMAL = HINTS.decimal;
const WHOLES: [string, string, string][] = [
  ['피자', 'a pizza', '조각'],
  ['케이크', 'a cake', '조각'],
  ['색 테이프', 'a strip of paper tape', '칸'],
  ['초콜릿', 'a chocolate bar', '칸'],
  ['밭', 'a garden', '칸'],
  ['떡', 'a rice cake', '조각'],
];

export const templates = [
  defineTemplate(UNIT, 'part-of-a-whole', {
    version: 2,
    params: (r) => {
      const b = r.int(3, 12);
      return { b, a: r.int(1, b - 1), whole: r.pick(WHOLES), p: r.pick(PEOPLE), left: r.int(0, 1) === 1 };
    },
    generate: ({ b, a, whole, p, left }) => {
      const ans = left ? b - a : a;
      return essay({
        difficulty: left ? 3 : 2,
        stem: L(
          `${withJosa(callKo(p), '은/는')} ${withJosa(whole[0], '을/를')} 똑같이 ${m(b)}${whole[2]}으로 나누어 그중 ${m(a)}${whole[2]}을 ${whole[0] === '밭' ? '가꾸었' : whole[0] === '색 테이프' ? '사용했' : '먹었'}습니다. ${left ? '남은' : whole[0] === '밭' ? '가꾼' : whole[0] === '색 테이프' ? '사용한' : '먹은'} 부분은 전체의 얼마인지 분수로 나타내시오.`,
          `${p.en} divided ${whole[1]} into ${m(b)} equal parts and ${whole[0] === '밭' ? 'planted' : whole[0] === '색 테이프' ? 'used' : 'ate'} ${m(a)} of them. What fraction of the whole is ${left ? 'left' : whole[0] === '밭' ? 'planted' : whole[0] === '색 테이프' ? 'used' : 'eaten'}?`,
        ),
        answer: frac(ans, b),
        form: 'number',
        hint: HINT_FRACTION,
        steps: [
          L(
            `전체를 똑같이 ${mathWithJosa(b, '으로/로')} 나눈 것 중의 ${mathWithJosa(ans, '은/는')} ${m(frac(ans, b))}입니다.`,
            `${m(ans)} of ${m(b)} equal parts is ${m(frac(ans, b))}.`,
          ),
          ...(left
            ? [
                L(
                  `남은 부분은 ${m(`${b}-${a}=${ans}`)}${whole[2]}입니다.`,
                  `The part left is ${m(`${b}-${a}=${ans}`)} ${ans === 1 ? 'part' : 'parts'}.`,
                ),
              ]
            : []),
        ],
      });
    },
    // Count the parts named in the question and put them over the number of equal parts.
    check: ({ b, a, left }, problem) => {
      let parts = 0;
      for (let i = 1; i <= b; i++) if (left ? i > a : i <= a) parts++;
      return keyIs(problem, parts / b);
    },
  }),

  defineTemplate(UNIT, 'compare-fractions', {
    version: 2,
    params: (r) => ({
      unit: r.int(0, 1) === 1,
      dens: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 5),
      nums: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).slice(0, 5),
      d: r.int(11, 15),
      largest: r.int(0, 1) === 1,
    }),
    generate: ({ unit, dens, nums, d, largest }, rng) => {
      const list = unit ? dens.map((x) => [1, x] as const) : nums.map((x) => [x, d] as const);
      const values = list.map(([a, b]) => a / b);
      const target = largest ? Math.max(...values) : Math.min(...values);
      const [ta, tb] = list[values.indexOf(target)] ?? [1, 1];
      return multiple(rng, {
        difficulty: unit ? 3 : 2,
        stem: largest
          ? L('다음 분수 중에서 가장 큰 분수는 무엇입니까?', 'Which of these fractions is the greatest?')
          : L('다음 분수 중에서 가장 작은 분수는 무엇입니까?', 'Which of these fractions is the least?'),
        correct: m(frac(ta, tb)),
        wrong: list.map(([a, b]) => m(frac(a, b))),
        steps: unit
          ? [
              L(
                '분자가 1인 단위분수는 분모가 클수록 더 작습니다. 똑같이 더 많이 나눌수록 한 조각이 작아지기 때문입니다.',
                'For unit fractions, the bigger the denominator, the smaller the fraction, because more equal parts means smaller parts.',
              ),
              L(
                `가장 ${largest ? '큰' : '작은'} 분수는 ${m(frac(ta, tb))}입니다.`,
                `The ${largest ? 'greatest' : 'least'} is ${m(frac(ta, tb))}.`,
              ),
            ]
          : [
              L(
                '분모가 같은 분수는 분자가 클수록 더 큽니다.',
                'With the same denominator, the bigger numerator is the bigger fraction.',
              ),
              L(
                `가장 ${largest ? '큰' : '작은'} 분수는 ${m(frac(ta, tb))}입니다.`,
                `The ${largest ? 'greatest' : 'least'} is ${m(frac(ta, tb))}.`,
              ),
            ],
      });
    },
    // Compare every pair of fractions by cross-multiplying.
    check: ({ unit, dens, nums, d, largest }, problem) => {
      const list = unit ? dens.map((x) => [1, x] as const) : nums.map((x) => [x, d] as const);
      const best = list.find(([a, b]) => list.every(([c, e]) => (largest ? a * e >= c * b : a * e <= c * b)));
      return best !== undefined && keyIs(problem, best[0] / best[1]);
    },
  }),

  defineTemplate(UNIT, 'tenths-and-decimals', {
    version: 2,
    params: (r) => ({ kind: r.int(0, 2), n: r.int(1, 9), cm: r.int(1, 20), mm: r.int(1, 9), whole: r.int(1, 5) }),
    generate: ({ kind, n, cm, mm, whole }) => {
      if (kind === 0) {
        return essay({
          difficulty: 1,
          stem: L(`${m(frac(n, 10))}${josa(n, '을/를')} 소수로 나타내시오.`, `Write ${m(frac(n, 10))} as a decimal.`),
          answer: num(q(n, 10)),
          form: 'number',
          hint: HINT_DECIMAL,
          steps: [
            L(
              `${m(frac(1, 10))}은 ${m('0.1')}이라 쓰고 영 점 일이라고 읽습니다.`,
              `${m(frac(1, 10))} is written ${m('0.1')}.`,
            ),
            L(
              `${m(frac(n, 10))}${josa(n, '은/는')} ${m('0.1')}이 ${m(n)}개이므로 ${m(`0.${n}`)}입니다.`,
              `${m(frac(n, 10))} is ${count(n, 'tenth')}, so it is ${m(`0.${n}`)}.`,
            ),
          ],
        });
      }
      if (kind === 1) {
        return essay({
          difficulty: 2,
          stem: L(
            `${m(1)}이 ${m(whole)}개, ${m('0.1')}이 ${m(n)}개인 수를 소수로 나타내시오.`,
            `Write as a decimal: ${count(whole, 'one')} and ${count(n, 'tenth')}.`,
          ),
          answer: num(q(whole * 10 + n, 10)),
          form: 'number',
          hint: HINT_DECIMAL,
          steps: [
            L(
              `${m(1)}이 ${m(whole)}개이면 ${m(whole)}, ${m('0.1')}이 ${m(n)}개이면 ${m(`0.${n}`)}입니다.`,
              `${count(whole, 'one')} ${whole === 1 ? 'is' : 'are'} ${m(whole)} and ${count(n, 'tenth')} ${n === 1 ? 'is' : 'are'} ${m(`0.${n}`)}.`,
            ),
            L(`합하면 ${m(`${whole}.${n}`)}입니다.`, `Together that is ${m(`${whole}.${n}`)}.`),
          ],
        });
      }
      return essay({
        difficulty: 3,
        stem: L(
          `${m(`${cm}\\text{ cm}\\ ${mm}\\text{ mm}`)}는 몇 ${m('\\text{cm}')}인지 소수로 나타내시오.`,
          `Write ${m(`${cm}\\text{ cm}\\ ${mm}\\text{ mm}`)} in centimeters as a decimal.`,
        ),
        answer: num(q(cm * 10 + mm, 10)),
        form: 'number',
        unit: 'cm',
        hint: HINT_DECIMAL,
        steps: [
          L(
            `${m('1\\text{ mm}')}는 ${m('0.1\\text{ cm}')}이므로 ${m(`${mm}\\text{ mm}`)}는 ${m(`0.${mm}\\text{ cm}`)}입니다.`,
            `${m('1\\text{ mm}')} is ${m('0.1\\text{ cm}')}, so ${m(`${mm}\\text{ mm}`)} is ${m(`0.${mm}\\text{ cm}`)}.`,
          ),
          L(
            `${m(`${cm}+0.${mm}=${cm}.${mm}`)}이므로 ${m(`${cm}.${mm}\\text{ cm}`)}입니다.`,
            `${m(`${cm}+0.${mm}=${cm}.${mm}`)}, so it is ${m(`${cm}.${mm}\\text{ cm}`)}.`,
          ),
        ],
      });
    },
    // Read the numbers back from the stem and count tenths (a whole is ten tenths).
    check: ({ kind }, problem) => {
      const [x, y] = mathNumbers(problem.stem.en);
      if (x === undefined || y === undefined) return keyIs(problem, Number.NaN);
      if (kind === 0) return keyIs(problem, x / y);
      let tenths = y;
      for (let i = 0; i < x; i++) tenths += 10;
      return keyIs(problem, tenths / 10);
    },
  }),
  defineTemplate(UNIT, 'compare-decimals', {
    version: 2,
    params: (r) => {
      const whole = r.int(0, 3);
      const pool = Array.from({ length: 19 }, (_, i) => whole * 10 + i + 1);
      return { values: r.shuffle(pool).slice(0, 5), largest: r.int(0, 1) === 1 };
    },
    generate: ({ values, largest }, rng) => {
      const tex = (t: number) => (t % 10 === 0 ? String(t / 10) : `${Math.floor(t / 10)}.${t % 10}`);
      const best = largest ? Math.max(...values) : Math.min(...values);
      return multiple(rng, {
        difficulty: 2,
        stem: largest
          ? L('다음 소수 중에서 가장 큰 수는 어느 것입니까?', 'Which of these decimals is the greatest?')
          : L('다음 소수 중에서 가장 작은 수는 어느 것입니까?', 'Which of these decimals is the least?'),
        correct: m(tex(best)),
        wrong: values.map((t) => m(tex(t))),
        steps: [
          L(
            '소수는 먼저 자연수 부분을 비교하고, 같으면 소수 첫째 자리 수를 비교합니다.',
            'Compare the whole-number parts first; if they are equal, compare the tenths.',
          ),
          L(
            `작은 수부터 쓰면 ${m(
              [...values]
                .sort((a, b) => a - b)
                .map(tex)
                .join(',\\ '),
            )}입니다.`,
            `From least to greatest: ${m(
              [...values]
                .sort((a, b) => a - b)
                .map(tex)
                .join(',\\ '),
            )}.`,
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(tex(best))}입니다.`,
            `The ${largest ? 'greatest' : 'least'} is ${m(tex(best))}.`,
          ),
        ],
      });
    },
    // Compare the decimals digit by digit: whole part, then tenths.
    check: ({ values, largest }, problem) => {
      const parts = values.map((t) => [Math.floor(t / 10), t % 10] as [number, number]);
      const better = (a: [number, number], b: [number, number]) =>
        (a[0] !== b[0] ? a[0] > b[0] : a[1] > b[1]) === largest;
      const best = parts.reduce((a, b) => (better(b, a) ? b : a));
      return keyIs(problem, best[0] + best[1] / 10);
    },
  }),
];
