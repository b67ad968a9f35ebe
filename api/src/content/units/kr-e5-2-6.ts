// 5-2 평균과 가능성: finding the mean, a missing value from the mean, and describing likelihood with 0, 1/2 and 1.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e5-2-6';
const CONTEXTS = [
  { ko: '모둠 학생들의 줄넘기 기록', en: 'jump-rope counts of the students in a group', u: '번', uEn: 'jumps' },
  { ko: '요일별 도서관 방문자 수', en: 'numbers of library visitors on each day', u: '명', uEn: 'visitors' },
  { ko: '학생들이 한 달 동안 읽은 쪽수', en: 'numbers of pages students read in a month', u: '쪽', uEn: 'pages' },
] as const;
const COLORS = [
  { ko: '빨간색', en: 'red' },
  { ko: '파란색', en: 'blue' },
  { ko: '노란색', en: 'yellow' },
] as const;
const OTHERS = [
  { ko: '초록색', en: 'green' },
  { ko: '흰색', en: 'white' },
  { ko: '검은색', en: 'black' },
] as const;
const LIKELIHOOD = ['0', '\\frac{1}{4}', '\\frac{1}{2}', '\\frac{3}{4}', '1'];

export const templates = [
  defineTemplate(U, 'mean', {
    version: 2,
    params: (rng) => {
      const k = rng.int(3, 6);
      const mean = rng.int(55, 150);
      const xs = Array.from({ length: k - 1 }, () => mean + rng.int(-10, 10));
      xs.push(mean * k - xs.reduce((a, b) => a + b, 0));
      return { xs, ctx: rng.int(0, 2) };
    },
    ranges: { xs: [1, 300] },
    generate: ({ xs, ctx }) => {
      const sum = xs.reduce((a, b) => a + b, 0);
      const mean = sum / xs.length;
      const c = CONTEXTS[ctx] as (typeof CONTEXTS)[number];
      return essay({
        difficulty: 2,
        stem: [
          `다음은 ${c.ko}입니다. 평균은 몇 ${c.u}입니까? ${m(xs.join(',\\ '))}`,
          `Here are the ${c.en}: ${m(xs.join(',\\ '))}. What is the mean, in ${c.uEn}?`,
        ],
        answer: String(mean),
        form: 'number',
        unit: c.u,
        steps: [
          [
            `자료의 값을 모두 더하면 ${m(`${xs.join('+')}=${num(sum)}`)}입니다.`,
            `Add all the values: ${m(`${xs.join('+')}=${num(sum)}`)}.`,
          ],
          [
            `(평균)=(자료의 값의 합)÷(자료의 수)이므로 ${m(`${num(sum)}\\div${xs.length}=${mean}`)}(${c.u})입니다.`,
            `Mean = sum ÷ number of values: ${m(`${num(sum)}\\div${xs.length}=${mean}`)} ${c.uEn}.`,
          ],
        ],
      });
    },
    // Levelling: move amounts from above a guess to below it until every value is equal.
    check: ({ xs }, problem) => {
      const v = [...xs];
      for (let guard = 0; guard < 10000; guard++) {
        const hi = v.indexOf(Math.max(...v));
        const lo = v.indexOf(Math.min(...v));
        if ((v[hi] as number) - (v[lo] as number) <= 1e-9) return keyIs(problem, v[0] as number);
        const move = ((v[hi] as number) - (v[lo] as number)) / 2;
        v[hi] = (v[hi] as number) - move;
        v[lo] = (v[lo] as number) + move;
      }
      return false;
    },
  }),
  defineTemplate(U, 'missing-score', {
    version: 2,
    params: (rng) => {
      const k = rng.int(4, 5);
      const mean = rng.int(70, 92);
      const xs = Array.from({ length: k - 1 }, () => Math.min(100, mean + rng.int(-12, 12)));
      const last = mean * k - xs.reduce((a, b) => a + b, 0);
      const ok = last >= 0 && last <= 100;
      const mu = ok ? mean : Math.round(xs.reduce((a, b) => a + b, 0) / (k - 1));
      return { xs, mu, who: rng.pick(PEOPLE) };
    },
    ranges: { xs: [0, 100], last: [0, 100], mu: [0, 100] },
    values: ({ xs, mu }) => ({ last: mu * (xs.length + 1) - xs.reduce((a, b) => a + b, 0) }),
    generate: ({ xs, mu, who }, rng) => {
      const k = xs.length + 1;
      const given = xs.reduce((a, b) => a + b, 0);
      const sumNeed = mu * k;
      const last = sumNeed - given;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `${nameWith(who, '는')} 수학 시험을 ${m(k)}번 보았습니다. 앞의 ${m(k - 1)}번의 점수는 ${m(xs.join(',\\ '))}점입니다. ${m(k)}번의 평균 점수가 ${m(mu)}점이 되려면 마지막 시험에서 몇 점을 받아야 합니까?`,
          `${who.en} took ${m(k)} math tests. The first ${m(k - 1)} scores were ${m(xs.join(',\\ '))}. What score on the last test makes the mean of all ${m(k)} tests exactly ${m(mu)}?`,
        ],
        ...valueChoices(
          last,
          [mu, Math.round(sumNeed / (k - 1)), last + k, last - k, 2 * mu - (xs[0] as number)].filter((x) => x <= 100),
          {},
        ),
        steps: [
          [
            `평균이 ${m(mu)}점이 되려면 ${m(k)}번의 점수의 합이 ${m(`${mu}\\times${k}=${num(sumNeed)}`)}(점)이어야 합니다.`,
            `For a mean of ${m(mu)}, the ${m(k)} scores must add up to ${m(`${mu}\\times${k}=${num(sumNeed)}`)}.`,
          ],
          [
            `앞의 ${m(k - 1)}번의 점수의 합은 ${m(`${xs.join('+')}=${num(given)}`)}(점)입니다.`,
            `The first ${m(k - 1)} scores add up to ${m(`${xs.join('+')}=${num(given)}`)}.`,
          ],
          [
            `마지막 시험에서 ${m(`${num(sumNeed)}-${num(given)}=${last}`)}(점)을 받아야 합니다.`,
            `The last test needs ${m(`${num(sumNeed)}-${num(given)}=${last}`)} points.`,
          ],
        ],
      });
    },
    // Search every possible last score and keep the one that gives the target mean.
    check: ({ xs, mu }, problem) => {
      const k = xs.length + 1;
      for (let s = 0; s <= 100; s++) if ((xs.reduce((a, b) => a + b, 0) + s) / k === mu) return keyIs(problem, s);
      return false;
    },
  }),
  defineTemplate(U, 'likelihood-number', {
    version: 2,
    params: (rng) => ({
      kind: rng.int(0, 2),
      a: rng.int(1, 12),
      color: rng.int(0, 2),
      dice: rng.int(0, 3) === 0,
      face: rng.int(1, 6),
    }),
    ranges: { a: [1, 12] },
    generate: ({ kind, a, color, dice, face }, rng) => {
      const col = COLORS[color] as (typeof COLORS)[number];
      const other = OTHERS[color] as (typeof OTHERS)[number];
      let stem: [string, string];
      let ans: number;
      let why: [string, string];
      if (dice) {
        const even = face % 2 === 0;
        const kindKo = even ? '짝수' : '홀수';
        stem = [
          `주사위를 한 번 굴릴 때, 나온 눈의 수가 ${kindKo}일 가능성을 수로 나타내시오.`,
          `You roll a die once. Write the likelihood that the number rolled is ${even ? 'even' : 'odd'} as a number.`,
        ];
        ans = 2;
        why = [
          `주사위의 눈 ${m('1, 2, 3, 4, 5, 6')} 중 ${withJosa(kindKo, '은/는')} ${m(even ? '2, 4, 6' : '1, 3, 5')}의 ${m(3)}개로 전체의 반이므로 '반반이다'이고, 수로 ${m('\\frac{1}{2}')}입니다.`,
          `Of the faces ${m('1, 2, 3, 4, 5, 6')}, the ${even ? 'even' : 'odd'} ones are ${m(even ? '2, 4, 6' : '1, 3, 5')}: ${m(3)} of ${m(6)}, half of them. It is an even chance: ${m('\\frac{1}{2}')}.`,
        ];
      } else if (kind < 2) {
        // Balls of one color only: the color asked for (certain) or another (impossible).
        const certain = kind === 0;
        const inBag = certain ? col : other;
        stem = [
          `주머니에 ${inBag.ko} 공만 ${m(a)}개 들어 있습니다. 공 한 개를 꺼낼 때 ${withJosa(`${col.ko} 공`, '이/가')} 나올 가능성을 수로 나타내시오.`,
          `A bag holds ${count(a, 'ball')}, ${a === 1 ? 'and it is' : 'all'} ${inBag.en}. You take out one ball. Write the likelihood that it is ${col.en} as a number.`,
        ];
        ans = certain ? 4 : 0;
        why = certain
          ? [
              `주머니의 공이 모두 ${col.ko} 공이므로 '확실하다'이고, 수로 ${m(1)}입니다.`,
              `Every ball is ${col.en}, so it is certain: ${m(1)}.`,
            ]
          : [
              `주머니에 ${withJosa(`${col.ko} 공`, '이/가')} 없으므로 '불가능하다'이고, 수로 ${m(0)}입니다.`,
              `There are no ${col.en} balls in the bag, so it is impossible: ${m(0)}.`,
            ];
      } else {
        stem = [
          `주머니에 ${col.ko} 공 ${m(a)}개와 ${other.ko} 공 ${m(a)}개가 들어 있습니다. 공 한 개를 꺼낼 때 ${withJosa(`${col.ko} 공`, '이/가')} 나올 가능성을 수로 나타내시오.`,
          `A bag holds ${count(a, `${col.en} ball`)} and ${count(a, `${other.en} ball`)}. You take out one ball. Write the likelihood that it is ${col.en} as a number.`,
        ];
        ans = 2;
        why = [
          `두 색의 공의 수가 같으므로 '반반이다'이고, 수로 ${m('\\frac{1}{2}')}입니다.`,
          `There are equally many balls of each color, so it is an even chance: ${m('\\frac{1}{2}')}.`,
        ];
      }
      return multiple(rng, {
        difficulty: 1,
        stem,
        correct: m(LIKELIHOOD[ans] as string),
        wrong: LIKELIHOOD.filter((_, i) => i !== ans).map((t) => m(t)),
        steps: [
          [
            `일이 일어날 가능성은 '불가능하다'를 ${m(0)}, '반반이다'를 ${m('\\frac{1}{2}')}, '확실하다'를 ${m(1)}로 나타냅니다.`,
            `Impossible is ${m(0)}, an even chance is ${m('\\frac{1}{2}')}, and certain is ${m(1)}.`,
          ],
          why,
        ],
      });
    },
    // Count outcomes: favourable over all, listed one by one.
    check: ({ kind, a, dice, face }, problem) => {
      const outcomes: boolean[] = [];
      if (dice) for (let f = 1; f <= 6; f++) outcomes.push(f % 2 === face % 2);
      else {
        const [r, b] = kind === 0 ? [a, 0] : kind === 1 ? [0, a] : [a, a];
        for (let i = 0; i < r; i++) outcomes.push(true);
        for (let i = 0; i < b; i++) outcomes.push(false);
      }
      return keyIs(problem, outcomes.filter(Boolean).length / outcomes.length);
    },
  }),
];
