// 5-2 평균과 가능성: finding the mean (from a list or a bar graph), a missing value from the mean, the mean of two
// groups together, a member joining, a value misread, and describing likelihood with 0, 1/2 and 1.
import { defineTemplate, essay, L, multiple, type Rng } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count, ordinal } from '../kit/english.js';
import { PEOPLE, callKo, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { barGraph, withFigure } from '../kit/figures.js';

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
/** Days of the school week, as a bar graph labels them. */
const DAYS = [L('월', 'Mon'), L('화', 'Tue'), L('수', 'Wed'), L('목', 'Thu'), L('금', 'Fri')];
/** Five rounds of a record, as a bar graph labels them. */
const ROUNDS = [1, 2, 3, 4, 5].map((n) => L(`${n}회`, ordinal(n)));

/** `count` values around `mean` (within `spread`) whose mean is exactly `mean`, each from 1 to `max`; none if the last falls out. */
function aroundMean(rng: Rng, count: number, mean: number, spread: number, max: number): number[] | undefined {
  const xs = Array.from({ length: count - 1 }, () => mean + rng.int(-spread, spread));
  const last = mean * count - xs.reduce((a, b) => a + b, 0);
  return last >= 1 && last <= max ? [...xs, last] : undefined;
}

/** The mean found the other way from the sum: the level at which the values above and below balance. */
const balancePoint = (xs: readonly number[], max: number): number => {
  for (let level = 0; level <= max; level++) if (xs.reduce((d, x) => d + (x - level), 0) === 0) return level;
  return Number.NaN;
};

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
  defineTemplate(U, 'mean-bar-graph', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const xs = aroundMean(rng, 5, rng.int(8, 14), 5, 20);
        if (xs) return { xs };
      }
    },
    ranges: { xs: [1, 20] },
    generate: ({ xs }) => {
      const sum = xs.reduce((a, b) => a + b, 0);
      const mean = sum / xs.length;
      const problem = essay({
        difficulty: 2,
        stem: [
          '다음은 어느 반 학생들이 요일별로 도서관에서 빌린 책의 수를 나타낸 막대그래프입니다. 하루에 평균 몇 권을 빌렸습니까?',
          'The bar graph shows how many library books a class borrowed each day of the week. On average, how many books did the class borrow per day?',
        ],
        answer: String(mean),
        form: 'number',
        unit: '권',
        steps: [
          [
            `막대그래프에서 요일별로 빌린 책의 수를 읽으면 ${m(xs.join(',\\ '))}입니다.`,
            `Read each bar: ${m(xs.join(',\\ '))}.`,
          ],
          [`모두 더하면 ${m(`${xs.join('+')}=${sum}`)}(권)입니다.`, `Add them: ${m(`${xs.join('+')}=${sum}`)} books.`],
          [
            `요일이 ${m(xs.length)}개이므로 평균은 ${m(`${sum}\\div${xs.length}=${mean}`)}(권)입니다.`,
            `There are ${m(xs.length)} days, so the mean is ${m(`${sum}\\div${xs.length}=${mean}`)} books.`,
          ],
        ],
      });
      return withFigure(
        problem,
        barGraph({
          categories: DAYS,
          values: xs,
          axis: { min: 0, max: 20, step: 1 },
          labelEvery: 5,
          unit: L('(권)', '(books)'),
          title: L('요일별 빌린 책의 수', 'Books borrowed each day'),
        }),
      );
    },
    // The level at which what lies above it fills what lies below.
    check: ({ xs }, problem) => keyIs(problem, balancePoint(xs, 20)),
  }),

  defineTemplate(U, 'missing-bar', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const xs = aroundMean(rng, 5, rng.int(10, 16), 6, 25);
        if (xs) return { xs, hide: rng.int(0, 4), who: rng.pick(PEOPLE) };
      }
    },
    ranges: { xs: [1, 25] },
    generate: ({ xs, hide, who }) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const total = mean * xs.length;
      const shown = xs.filter((_, i) => i !== hide);
      const known = shown.reduce((a, b) => a + b, 0);
      const answer = xs[hide] as number;
      const round = ROUNDS[hide] as { ko: string; en: string };
      const problem = essay({
        difficulty: 3,
        stem: [
          `${nameWith(who, '가')} 줄넘기를 ${m(5)}회 하고 그 기록을 막대그래프로 나타냈습니다. 줄넘기 기록의 평균이 ${m(mean)}번일 때, ${round.ko}의 기록은 몇 번입니까?`,
          `${who.en} jumped rope in ${m(5)} rounds, and the bar graph shows the jumps in each round. The mean is ${m(mean)} jumps. How many jumps were there in the ${round.en} round?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '번',
        steps: [
          [
            `평균이 ${m(mean)}번이므로 ${m(5)}회의 기록의 합은 ${m(`${mean}\\times5=${total}`)}(번)입니다.`,
            `A mean of ${m(mean)} over ${m(5)} rounds means ${m(`${mean}\\times5=${total}`)} jumps in all.`,
          ],
          [
            `나머지 ${m(4)}회의 기록의 합은 ${m(`${shown.join('+')}=${known}`)}(번)입니다.`,
            `The other ${m(4)} rounds add up to ${m(`${shown.join('+')}=${known}`)} jumps.`,
          ],
          [
            `따라서 ${round.ko}의 기록은 ${m(`${total}-${known}=${answer}`)}(번)입니다.`,
            `So the ${round.en} round had ${m(`${total}-${known}=${answer}`)} jumps.`,
          ],
        ],
      });
      return withFigure(
        problem,
        barGraph({
          categories: ROUNDS,
          values: xs,
          hidden: [hide],
          axis: { min: 0, max: 25, step: 1 },
          labelEvery: 5,
          unit: L('(번)', '(jumps)'),
          title: L(`${callKo(who)}의 줄넘기 기록`, `${who.en}'s jump rope record`),
        }),
      );
    },
    // Try every count for the hidden round and keep the one that gives the stated mean.
    check: ({ xs, hide }, problem) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const fits = Array.from({ length: 61 }, (_, v) => v).filter(
        (v) => xs.map((x, i) => (i === hide ? v : x)).reduce((a, b) => a + b, 0) === mean * 5,
      );
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(U, 'two-groups-mean', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.int(3, 6);
        const b = rng.intExcept(3, 6, [a]);
        const p = rng.int(25, 60);
        const q = rng.intExcept(25, 60, [p]);
        if ((a * p + b * q) % (a + b) === 0 && (p + q) % 2 === 0 && (p + q) / 2 !== (a * p + b * q) / (a + b)) {
          return { a, b, p, q };
        }
      }
    },
    generate: ({ a, b, p, q }) => {
      const [sa, sb] = [a * p, b * q];
      const mean = (sa + sb) / (a + b);
      return essay({
        difficulty: 4,
        stem: [
          `가 모둠 학생 ${m(a)}명의 줄넘기 기록의 평균은 ${m(p)}번이고, 나 모둠 학생 ${m(b)}명의 줄넘기 기록의 평균은 ${m(q)}번입니다. 두 모둠 학생 전체의 줄넘기 기록의 평균은 몇 번입니까?`,
          `In group A, the ${m(a)} students jumped rope ${m(p)} times on average; in group B, the ${m(b)} students averaged ${m(q)} jumps. What is the mean number of jumps for all the students in both groups?`,
        ],
        answer: String(mean),
        form: 'number',
        unit: '번',
        steps: [
          [
            `핵심은 두 평균을 더해 ${withJosa(m(2), '으로/로')} 나누면 안 된다는 것입니다. 모둠의 학생 수가 다르므로 (평균)×(학생 수)로 각 모둠의 기록의 합을 먼저 구합니다.`,
            `The key idea: do not just average the two means, because the groups are different sizes. Find each group's total first: mean × number of students.`,
          ],
          [
            `가 모둠은 ${m(`${p}\\times${a}=${sa}`)}(번), 나 모둠은 ${m(`${q}\\times${b}=${sb}`)}(번)입니다.`,
            `Group A: ${m(`${p}\\times${a}=${sa}`)} jumps; group B: ${m(`${q}\\times${b}=${sb}`)} jumps.`,
          ],
          [
            `전체 학생은 ${m(`${a}+${b}=${a + b}`)}(명)이므로 평균은 ${m(`(${sa}+${sb})\\div${a + b}=${mean}`)}(번)입니다.`,
            `There are ${m(`${a}+${b}=${a + b}`)} students in all, so the mean is ${m(`(${sa}+${sb})\\div${a + b}=${mean}`)} jumps.`,
          ],
        ],
      });
    },
    // The combined mean is where the two groups' differences from it cancel: a(p − M) + b(q − M) = 0.
    check: ({ a, b, p, q }, problem) => {
      for (let level = 0; level <= 100; level++)
        if (a * (p - level) + b * (q - level) === 0) return keyIs(problem, level);
      return false;
    },
  }),

  defineTemplate(U, 'new-member-essay', {
    version: 1,
    params: (rng) => ({ n: rng.int(4, 7), mean: rng.int(136, 148), change: rng.pick([-2, -1, 1, 2]) }),
    values: ({ n, mean, change }) => ({ newcomer: mean + (n + 1) * change }),
    ranges: { newcomer: [120, 170] },
    generate: ({ n, mean, change }) => {
      const after = mean + change;
      const [before, total] = [n * mean, (n + 1) * after];
      const newcomer = total - before;
      return essay({
        difficulty: 4,
        stem: [
          `어느 모둠 학생 ${m(n)}명의 키의 평균은 ${m(mean)} cm입니다. 이 모둠에 학생 한 명이 새로 들어와서 키의 평균이 ${m(after)} cm가 되었습니다. 새로 들어온 학생의 키는 몇 cm인지 풀이 과정을 쓰고 답을 구하시오.`,
          `The mean height of the ${m(n)} students in a group is ${m(mean)} cm. A new student joins the group, and the mean height becomes ${m(after)} cm. How tall is the new student? Show your work.`,
        ],
        answer: String(newcomer),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `핵심은 평균 대신 키의 합을 비교하는 것입니다. 처음 ${m(n)}명의 키의 합은 ${m(`${mean}\\times${n}=${before}`)}(cm)입니다.`,
            `The key idea is to compare the totals, not the means. The first ${m(n)} students' heights add up to ${m(`${mean}\\times${n}=${before}`)} cm.`,
          ],
          [
            `한 명이 들어온 뒤 ${m(n + 1)}명의 키의 합은 ${m(`${after}\\times${n + 1}=${total}`)}(cm)입니다.`,
            `After the new student joins, the ${m(n + 1)} heights add up to ${m(`${after}\\times${n + 1}=${total}`)} cm.`,
          ],
          [
            `두 합의 차가 새로 들어온 학생의 키이므로 ${m(`${total}-${before}=${newcomer}`)}(cm)입니다.`,
            `The difference is the new student's height: ${m(`${total}-${before}=${newcomer}`)} cm.`,
          ],
        ],
      });
    },
    // Try every height and keep the one that moves the mean to the stated value.
    check: ({ n, mean, change }, problem) => {
      for (let h = 100; h <= 200; h++) if ((n * mean + h) / (n + 1) === mean + change) return keyIs(problem, h);
      return false;
    },
  }),

  defineTemplate(U, 'misread-value', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const n = rng.int(4, 6);
        const wrongMean = rng.int(70, 88);
        const seen = rng.int(55, 95);
        const actual = seen + n * rng.intExcept(-3, 3, [0]);
        if (actual >= 40 && actual <= 100) return { n, wrongMean, seen, actual, who: rng.pick(PEOPLE) };
      }
    },
    values: ({ n, wrongMean, seen, actual }) => ({ mean: wrongMean + (actual - seen) / n }),
    ranges: { actual: [40, 100], mean: [0, 100] },
    generate: ({ n, wrongMean, seen, actual, who }) => {
      const wrongTotal = wrongMean * n;
      const total = wrongTotal - seen + actual;
      const mean = total / n;
      return essay({
        difficulty: 5,
        stem: [
          `${nameWith(who, '는')} 친구 ${m(n)}명의 수학 점수의 평균을 구하는데, 한 친구의 점수 ${m(actual)}점을 ${m(seen)}점으로 잘못 보고 계산하여 평균이 ${m(wrongMean)}점이 되었습니다. 바르게 계산한 평균은 몇 점입니까?`,
          `${who.en} worked out the mean math score of ${m(n)} friends, but misread one score of ${m(actual)} as ${m(seen)} and got a mean of ${m(wrongMean)}. What is the correct mean?`,
        ],
        answer: String(mean),
        form: 'number',
        unit: '점',
        steps: [
          [
            `핵심은 잘못 본 점수 때문에 점수의 합만 달라졌다는 것입니다. 잘못 계산한 점수의 합은 ${m(`${wrongMean}\\times${n}=${wrongTotal}`)}(점)입니다.`,
            `The key idea: only the total went wrong, by the misread score. Undo the mean: the wrong total was ${m(`${wrongMean}\\times${n}=${wrongTotal}`)}.`,
          ],
          [
            `잘못 본 ${withJosa(m(seen), '을/를')} 빼고 바른 점수 ${withJosa(m(actual), '을/를')} 더하면 바른 합은 ${m(`${wrongTotal}-${seen}+${actual}=${total}`)}(점)입니다.`,
            `Take away the misread ${m(seen)} and put in the real ${m(actual)}: the correct total is ${m(`${wrongTotal}-${seen}+${actual}=${total}`)}.`,
          ],
          [
            `바른 평균은 ${m(`${total}\\div${n}=${mean}`)}(점)입니다.`,
            `The correct mean is ${m(`${total}\\div${n}=${mean}`)}.`,
          ],
        ],
      });
    },
    // The error spreads evenly: the mean moves by (actual − seen) ÷ n.
    check: ({ n, wrongMean, seen, actual }, problem) => keyIs(problem, wrongMean + (actual - seen) / n),
  }),
];
