// 중1 8. 자료의 정리와 해석: mean, median and mode (s1), with a value misread and an unknown fixed by the median;
// frequency tables and relative frequency (s2), with a missing class found from the others.
import { defineTemplate, essay, multiple, type Rng } from '../kit/template.js';
import { dec, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, callKo, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import { histogram, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-8';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** What was surveyed, the unit, and the realistic range of one value. */
const CONTEXTS = [
  { ko: '학생들의 하루 독서 시간', unit: '분', en: 'daily reading times (minutes) of some students', lo: 5, hi: 60 },
  { ko: '학생들의 턱걸이 횟수', unit: '회', en: 'numbers of pull-ups done by some students', lo: 0, hi: 20 },
  { ko: '어느 반 학생들의 수학 쪽지 시험 점수', unit: '점', en: 'math quiz scores of some students', lo: 50, hi: 100 },
  {
    ko: '동아리 회원들이 한 달 동안 읽은 책의 수',
    unit: '권',
    en: 'numbers of books that club members read in a month',
    lo: 0,
    hi: 12,
  },
] as const;

function data(rng: Rng, size: number, lo: number, hi: number): number[] {
  // A repeated value makes a single mode.
  const values = Array.from({ length: size - 1 }, () => rng.int(lo, hi));
  values.push(values[rng.int(0, values.length - 1)] as number);
  return rng.shuffle(values);
}

/** The frequency tables: what is measured, its unit, where the classes start and how wide they are. */
const TABLES = [
  { ko: '키', en: 'heights', unit: 'cm', starts: [140, 145], width: 5 },
  { ko: '몸무게', en: 'weights', unit: 'kg', starts: [35, 40], width: 5 },
  { ko: '수학 점수', en: 'math scores', unit: '점', unitEn: 'points', starts: [40], width: 10 },
] as const;

/** A total split at random into `parts` whole class frequencies, each at least 1. */
function splitTotal(rng: Rng, total: number, parts: number): number[] {
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(rng.int(1, total - 1));
  const edges = [0, ...[...cuts].sort((a, b) => a - b), total];
  return edges.slice(1).map((e, i) => e - (edges[i] as number));
}

/** The range a frequency table spans, under the measured quantity's name for the bank's realism check. */
const tableValues = (table: number, start: number, classes: number) => {
  const bounds = [start, start + classes * (TABLES[table] as (typeof TABLES)[number]).width];
  return Object.fromEntries(['heightCm', 'weightKg', 'score'].map((name, i) => [name, i === table ? bounds : []]));
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'median-mode', {
    version: 2,
    params: (rng) => {
      const size = rng.int(6, 10);
      const ctx = rng.int(0, CONTEXTS.length - 1);
      const c = CONTEXTS[ctx] as (typeof CONTEXTS)[number];
      return { values: data(rng, size, c.lo, c.hi), ctx, ask: rng.int(0, 1) };
    },
    ranges: { minutes: [0, 120], pullUps: [0, 40], score: [0, 100], books: [0, 20] },
    values: ({ values, ctx }) =>
      Object.fromEntries(['minutes', 'pullUps', 'score', 'books'].map((name, i) => [name, i === ctx ? values : []])),
    generate: ({ values, ctx, ask }, rng) => {
      const sorted = [...values].sort((a, b) => a - b);
      const n = sorted.length;
      const median = q((sorted[Math.floor((n - 1) / 2)] as number) + (sorted[Math.floor(n / 2)] as number), 2);
      const freq = new Map<number, number>();
      for (const v of values) freq.set(v, (freq.get(v) ?? 0) + 1);
      const top = Math.max(...freq.values());
      const modes = [...freq].filter(([, c]) => c === top).map(([v]) => v);
      const total = values.reduce((a, b) => a + b, 0);
      const c = CONTEXTS[ctx] as (typeof CONTEXTS)[number];
      const list = values.join(',\\ ');
      const askMode = ask === 1 && modes.length === 1;
      const correct = askMode ? q(modes[0] as number) : median;
      const middleUnsorted = values[Math.floor(n / 2)] as number;
      return multiple(rng, {
        stem: [
          `다음은 ${withJosa(c.ko, '을/를')} 조사하여 나타낸 자료입니다. 이 자료의 ${askMode ? '최빈값' : '중앙값'}은? (단위: ${c.unit})\n\\(${list}\\)`,
          `Here are the ${c.en}: \\(${list}\\). What is the ${askMode ? 'mode' : 'median'}?`,
        ],
        correct: m(num(correct)),
        wrong: [
          num(median),
          dec(total / n, 1),
          num(middleUnsorted),
          ...modes.map((v) => num(v)),
          num(sorted[Math.floor(n / 2)] as number),
          num(sorted[n - 1] as number),
          num(sorted[0] as number),
          num(correct.add(1)),
          ...(correct.value >= 1 ? [num(correct.sub(1))] : []),
          num(correct.add(2)),
        ].map(m),
        steps: askMode
          ? [
              [`자료에서 가장 많이 나타나는 값을 찾습니다.`, `Find the value that appears most often.`],
              [
                `${withJosa(m(num(correct)), '이/가')} \\(${top}\\)번으로 가장 많이 나타나므로 최빈값은 \\(${num(correct)}\\)입니다.`,
                `\\(${num(correct)}\\) appears \\(${top}\\) times, more than any other value, so the mode is \\(${num(correct)}\\).`,
              ],
            ]
          : [
              [`작은 값부터 나열하면 \\(${sorted.join(',\\ ')}\\)입니다.`, `In order: \\(${sorted.join(',\\ ')}\\).`],
              n % 2
                ? [
                    `자료가 \\(${n}\\)개(홀수)이므로 가운데 값 ${withJosa(m(num(median)), '이/가')} 중앙값입니다.`,
                    `There are \\(${n}\\) values (odd), so the middle one, \\(${num(median)}\\), is the median.`,
                  ]
                : [
                    `자료가 \\(${n}\\)개(짝수)이므로 가운데 두 값의 평균 ${withJosa(m(`\\frac{${sorted[n / 2 - 1]}+${sorted[n / 2]}}{2}=${num(median)}`), '이/가')} 중앙값입니다.`,
                    `There are \\(${n}\\) values (even), so the median is the mean of the middle two: \\(\\frac{${sorted[n / 2 - 1]}+${sorted[n / 2]}}{2}=${num(median)}\\).`,
                  ],
            ],
        difficulty: askMode ? 1 : n % 2 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ values, ask }, problem) => {
      // Median: the value with at most half below and at most half above (averaging the two middle ones).
      const n = values.length;
      const counts = new Map<number, number>();
      values.forEach((v) => counts.set(v, (counts.get(v) ?? 0) + 1));
      const best = [...counts].filter(([, c]) => c === Math.max(...counts.values()));
      if (ask === 1 && best.length === 1) return keyIs(problem, (best[0] as [number, number])[0]);
      const lowMid = values.find(
        (v) =>
          values.filter((w) => w < v).length < Math.ceil(n / 2) &&
          values.filter((w) => w <= v).length >= Math.ceil(n / 2),
      ) as number;
      const highMid = values.find(
        (v) => values.filter((w) => w < v).length < n / 2 + 1 && values.filter((w) => w <= v).length >= n / 2 + 1,
      ) as number;
      return keyIs(problem, n % 2 ? lowMid : (lowMid + highMid) / 2);
    },
  }),

  defineTemplate(U, 'missing-value-mean', {
    version: 2,
    params: (rng) => {
      const size = rng.int(4, 6);
      const values = Array.from({ length: size }, () => rng.int(60, 100));
      return { values, who: rng.int(0, PEOPLE.length - 1), subject: rng.int(0, 2) };
    },
    ranges: { score: [0, 100] },
    values: ({ values }) => {
      const n = values.length;
      const total = values.reduce((a, b) => a + b, 0);
      return { score: [...values.slice(0, -1), (values[n - 1] as number) - (total % n)] };
    },
    generate: ({ values, who, subject }) => {
      const n = values.length;
      // Adjust the last score so the mean is a whole number.
      const rest = values.slice(0, -1);
      const total0 = values.reduce((a, b) => a + b, 0);
      const x = (values[n - 1] as number) - (total0 % n);
      const mean = (total0 - (total0 % n)) / n;
      const p = PEOPLE[who] as (typeof PEOPLE)[number];
      const subj = [
        ['수학 시험', 'math tests'],
        ['영어 듣기 평가', 'English listening tests'],
        ['과학 수행평가', 'science projects'],
      ][subject] as [string, string];
      const restSum = rest.reduce((a, b) => a + b, 0);
      return essay({
        stem: [
          `${callKo(p)}의 ${subj[0]} \\(${n}\\)회의 점수는 \\(${rest.join(',\\ ')},\\ x\\)이고, 평균이 \\(${mean}\\)점입니다. \\(x\\)의 값을 구하시오.`,
          `${p.en}'s scores on \\(${n}\\) ${subj[1]} were \\(${rest.join(',\\ ')},\\ x\\), and the mean was \\(${mean}\\). Find \\(x\\).`,
        ],
        answer: String(x),
        form: 'number',
        unit: '점',
        hint: HINTS.whole,
        steps: [
          [
            `점수의 총합은 (평균)\\(\\times\\)(자료의 개수)이므로 \\(${mean}\\times${n}=${mean * n}\\)입니다.`,
            `The total of the scores is the mean times the count: \\(${mean}\\times${n}=${mean * n}\\).`,
          ],
          [
            `\\(${rest.join('+')}+x=${mean * n}\\)에서 \\(${restSum}+x=${mean * n}\\)이므로 \\(x=${mean * n}-${restSum}=${x}\\)입니다.`,
            `\\(${rest.join('+')}+x=${mean * n}\\), so \\(${restSum}+x=${mean * n}\\) and \\(x=${mean * n}-${restSum}=${x}\\).`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ values }, problem) => {
      // Substitute the key and recompute the mean from the list.
      const n = values.length;
      const total0 = values.reduce((a, b) => a + b, 0);
      const mean = (total0 - (total0 % n)) / n;
      const x = Number(problem.answer);
      return problem.type === 'essay' && (values.slice(0, -1).reduce((a, b) => a + b, 0) + x) / n === mean;
    },
  }),

  defineTemplate(U, 'relative-frequency', {
    version: 2,
    params: (rng) => {
      const total = rng.pick([20, 25, 40, 50]);
      const classes = rng.int(4, 6);
      const freqs = splitTotal(rng, total, classes);
      const table = rng.int(0, TABLES.length - 1);
      const t = TABLES[table] as (typeof TABLES)[number];
      return {
        freqs,
        table,
        start: rng.pick(t.starts),
        ask: rng.int(0, classes - 1),
        hideTotal: rng.int(0, 1) === 1,
      };
    },
    ranges: { heightCm: [100, 200], weightKg: [25, 100], score: [0, 100] },
    values: ({ freqs, table, start }) => tableValues(table, start, freqs.length),
    generate: ({ freqs, table, start, ask, hideTotal }) => {
      const t = TABLES[table] as (typeof TABLES)[number];
      const total = freqs.reduce((a, b) => a + b, 0);
      const unitEn = 'unitEn' in t ? t.unitEn : t.unit;
      const rows = freqs.map((f, i) => ({ lo: start + i * t.width, hi: start + (i + 1) * t.width, f }));
      const asked = rows[ask] as (typeof rows)[number];
      const tableKo = rows.map((r) => `\\(${r.lo}\\) 이상 \\(${r.hi}\\) 미만: \\(${r.f}\\)명`).join(', ');
      const tableEn = rows.map((r) => `\\(${r.lo}\\) to under \\(${r.hi}\\): \\(${r.f}\\)`).join('; ');
      const rel = q(asked.f, total);
      const who = hideTotal
        ? ['어느 반 학생들', 'a class']
        : [`어느 반 학생 \\(${total}\\)명`, `\\(${total}\\) students`];
      return essay({
        stem: [
          `다음은 ${who[0]}의 ${withJosa(t.ko, '을/를')} 조사하여 나타낸 도수분포표의 내용입니다(단위: ${t.unit}). ${tableKo}. ${withJosa(t.ko, '이/가')} \\(${asked.lo}\\) 이상 \\(${asked.hi}\\) 미만인 계급의 상대도수를 구하시오.`,
          `A frequency table of the ${t.en} (${unitEn}) of ${who[1]}: ${tableEn}. Find the relative frequency of the class from \\(${asked.lo}\\) to under \\(${asked.hi}\\).`,
        ],
        answer: num(rel),
        form: 'number',
        hint: HINTS.decimal,
        steps: [
          hideTotal
            ? [
                `도수의 총합은 \\(${freqs.join('+')}=${total}\\)입니다.`,
                `The total frequency is \\(${freqs.join('+')}=${total}\\).`,
              ]
            : [`도수의 총합은 \\(${total}\\)입니다.`, `The total frequency is \\(${total}\\).`],
          [
            `상대도수는 그 계급의 도수를 도수의 총합으로 나눈 값이므로 \\(\\frac{${asked.f}}{${total}}=${num(rel)}\\)입니다.`,
            `Relative frequency is the class frequency divided by the total: \\(\\frac{${asked.f}}{${total}}=${num(rel)}\\).`,
          ],
        ],
        difficulty: hideTotal ? 3 : 2,
        subUnit: S2,
      });
    },
    check: ({ freqs, ask }, problem) => {
      // Recount: the relative frequencies of all classes add to 1, and the asked one is its share.
      let total = 0;
      for (const f of freqs) total += f;
      const shares = freqs.map((f) => f / total);
      const sum = shares.reduce((a, b) => a + b, 0);
      return Math.abs(sum - 1) < 1e-9 && keyIs(problem, shares[ask] as number);
    },
  }),

  defineTemplate(U, 'frequency-from-relative', {
    version: 2,
    params: (rng) => ({ total: rng.pick([20, 25, 40, 50, 80, 100, 200]), k: rng.int(1, 9), who: rng.int(0, 2) }),
    generate: ({ total, k, who }) => {
      // A relative frequency in hundredths that gives a whole frequency.
      const step = total % 100 === 0 ? 1 : total % 50 === 0 ? 2 : total % 25 === 0 ? 4 : total % 20 === 0 ? 5 : 10;
      const rel = q(step * k * (total >= 100 ? 3 : 1), 100);
      const freq = rel.mul(total);
      const ctx = [
        ['어느 중학교 학생', 'students at a middle school'],
        ['어느 마을 주민', 'residents of a town'],
        ['어느 동아리 회원', 'members of a club'],
      ][who] as [string, string];
      return essay({
        stem: [
          `${ctx[0]} \\(${total}\\)명을 조사한 도수분포표에서 어떤 계급의 상대도수가 \\(${num(rel)}\\)입니다. 이 계급의 도수는 몇 명인지 구하시오.`,
          `In a frequency table for \\(${total}\\) ${ctx[1]}, one class has a relative frequency of \\(${num(rel)}\\). What is the frequency of that class?`,
        ],
        answer: num(freq),
        form: 'number',
        unit: '명',
        hint: HINTS.whole,
        steps: [
          [
            `도수는 상대도수에 도수의 총합을 곱한 값입니다.`,
            `The frequency is the relative frequency times the total.`,
          ],
          [
            `\\(${num(rel)}\\times${total}=${num(freq)}\\)이므로 이 계급의 도수는 \\(${num(freq)}\\)명입니다.`,
            `\\(${num(rel)}\\times${total}=${num(freq)}\\), so the class has \\(${num(freq)}\\) people.`,
          ],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: ({ total, k }, problem) => {
      // Count up: the frequency f is the whole number with f / total equal to the stated relative frequency.
      const step =
        total % 100 === 0 ? 0.01 : total % 50 === 0 ? 0.02 : total % 25 === 0 ? 0.04 : total % 20 === 0 ? 0.05 : 0.1;
      const rel = step * k * (total >= 100 ? 3 : 1);
      let f = 0;
      while (f <= total && Math.abs(f / total - rel) > 1e-9) f++;
      return f <= total && keyIs(problem, f);
    },
  }),

  // A drawn histogram of 20 students' heights: the share at or above a height, in percent.
  defineTemplate(U, 'histogram-percent-figure', {
    version: 1,
    params: (r) => {
      // Five classes that add up to 20 students, each between 1 and 8.
      const head = [r.int(1, 4), r.int(2, 6), r.int(3, 7)];
      const sum = head.reduce((x, y) => x + y, 0);
      // The fourth class leaves the fifth between 1 and 8.
      const fourth = r.int(Math.max(1, 12 - sum), Math.min(6, 19 - sum));
      const counts = [...head, fourth];
      const last = 20 - sum - fourth;
      return { counts: [...counts, last], from: r.int(1, 3), start: r.pick([135, 140, 145] as const) };
    },
    generate: ({ counts, from, start }) => {
      const bound = start + 5 * from;
      const above = counts.slice(from);
      const n = above.reduce((a, b) => a + b, 0);
      const percent = n * 5;
      return withFigure(
        essay({
          subUnit: S2,
          difficulty: 3,
          stem: [
            `다음은 어느 반 학생 \\(20\\)명의 키를 조사하여 나타낸 히스토그램입니다. 키가 \\(${bound}\\text{ cm}\\) 이상인 학생은 전체의 몇 %입니까?`,
            `The histogram shows the heights of the \\(20\\) students in a class. What percent of the students are \\(${bound}\\text{ cm}\\) tall or taller?`,
          ],
          answer: String(percent),
          form: 'number',
          unit: '%',
          steps: [
            [
              `\\(${bound}\\text{ cm}\\) 이상인 계급의 도수를 모두 더하면 \\(${above.join('+')}=${n}\\)(명)입니다.`,
              `Add the frequencies of the classes from \\(${bound}\\text{ cm}\\) up: \\(${above.join('+')}=${n}\\) students.`,
            ],
            [
              `전체 \\(20\\)명에 대한 비율은 \\(\\frac{${n}}{20}\\times100=${percent}\\)(%)입니다.`,
              `As a share of all \\(20\\): \\(\\frac{${n}}{20}\\times100=${percent}\\%\\).`,
            ],
          ],
        }),
        histogram({
          start,
          width: 5,
          counts,
          y: { min: 0, max: 8, step: 1 },
          xLabel: { ko: '키(cm)', en: 'Height (cm)' },
          yLabel: { ko: '(명)', en: '(students)' },
        }),
      );
    },
    // Counts the students below the height and takes them away from all 20.
    check: ({ counts, from }, problem) => {
      let below = 0;
      for (let i = 0; i < from; i++) below += counts[i] as number;
      return keyIs(problem, (100 * (20 - below)) / 20);
    },
  }),

  // 잘못 계산한 평균: one value was misread, so the total is off by the difference; the corrected mean follows.
  defineTemplate(U, 'mean-misread-value', {
    version: 2,
    params: (rng) => {
      const n = rng.pick([5, 6, 8, 10]);
      const right = rng.int(60, 95);
      // The misread value differs by a multiple of n, so both means are whole numbers.
      const shifts = [-3, -2, -1, 1, 2, 3].map((k) => k * n).filter((d) => right + d >= 40 && right + d <= 100);
      const shift = rng.pick(shifts);
      return { n, right, wrong: right + shift, mean: rng.int(65, 85), who: rng.int(0, PEOPLE.length - 1) };
    },
    ranges: { score: [0, 100] },
    values: ({ right, wrong, mean }) => ({ score: [right, wrong, mean] }),
    generate: ({ n, right, wrong, mean, who }) => {
      const p = PEOPLE[who] as (typeof PEOPLE)[number];
      const badTotal = mean * n;
      const goodTotal = badTotal - wrong + right;
      const fixed = goodTotal / n;
      return essay({
        stem: [
          `${nameWith(p, '는')} 학생 \\(${n}\\)명의 수학 점수의 평균을 구하는데, 한 학생의 점수 \\(${right}\\)점을 \\(${wrong}\\)점으로 잘못 보고 계산하여 평균이 \\(${mean}\\)점이 되었습니다. 바르게 계산한 평균을 구하고, 풀이 과정을 쓰시오.`,
          `${p.en} found the mean math score of \\(${n}\\) students, but misread one score of \\(${right}\\) as \\(${wrong}\\) and got a mean of \\(${mean}\\). Find the correct mean and show your work.`,
        ],
        answer: String(fixed),
        form: 'number',
        unit: '점',
        hint: HINTS.whole,
        steps: [
          [
            `평균이 \\(${mean}\\)점이었으므로 잘못 계산한 총합은 \\(${mean}\\times${n}=${badTotal}\\)(점)입니다.`,
            `The wrong mean came from a total of \\(${mean}\\times${n}=${badTotal}\\) points.`,
          ],
          [
            `이 총합에는 \\(${right}\\) 대신 ${withJosa(m(String(wrong)), '이/가')} 들어 있으므로 바른 총합은 \\(${badTotal}-${wrong}+${right}=${goodTotal}\\)(점)입니다.`,
            `That total used \\(${wrong}\\) in place of \\(${right}\\), so the correct total is \\(${badTotal}-${wrong}+${right}=${goodTotal}\\).`,
          ],
          [
            `바른 평균은 \\(\\frac{${goodTotal}}{${n}}=${fixed}\\)(점)입니다. 핵심은 자료를 처음부터 다시 더하지 않고, 총합만 고쳐서 다시 나누는 것입니다.`,
            `The correct mean is \\(\\frac{${goodTotal}}{${n}}=${fixed}\\). The key idea: don't add up the list again; just fix the total and divide again.`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    check: ({ n, right, wrong, mean }, problem) => {
      // The mean moves by (right − wrong) / n when one value changes; add that to the wrong mean.
      return keyIs(problem, mean + (right - wrong) / n);
    },
  }),

  // □ 안에 들어갈 수: six values with one unknown, and the median given; the unknown must be one of the middle two.
  defineTemplate(U, 'median-unknown', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const known = rng.shuffle(Array.from({ length: 5 }, () => rng.int(1, 20)));
        const sorted = [...known].sort((a, b) => a - b);
        const [, v2, v3, v4] = sorted as [number, number, number, number, number];
        // The unknown lies strictly between the second and fourth known values and differs from the third.
        if (v4 - v2 < 3) continue;
        const x = rng.int(v2 + 1, v4 - 1);
        if (x === v3) continue;
        return { known, x, ctx: rng.int(0, 1) };
      }
    },
    ranges: { pullUps: [0, 40], books: [0, 20] },
    values: ({ known, x, ctx }) =>
      ctx === 0 ? { pullUps: [...known, x], books: [] } : { pullUps: [], books: [...known, x] },
    generate: ({ known, x, ctx }) => {
      const c = CONTEXTS[ctx === 0 ? 1 : 3] as (typeof CONTEXTS)[number];
      const sorted = [...known].sort((a, b) => a - b);
      const [, v2, v3, v4] = sorted as [number, number, number, number, number];
      const median = q(v3 + x, 2);
      const list = [...known, 'x'].join(',\\ ');
      return essay({
        stem: [
          `다음은 ${withJosa(c.ko, '을/를')} 조사하여 나타낸 자료입니다. 이 자료의 중앙값이 \\(${num(median)}\\)일 때, \\(x\\)의 값을 구하시오. (단위: ${c.unit})\n\\(${list}\\)`,
          `Here are the ${c.en}: \\(${list}\\). The median of the data is \\(${num(median)}\\). Find \\(x\\).`,
        ],
        answer: String(x),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `\\(x\\)를 뺀 다섯 값을 작은 값부터 나열하면 \\(${sorted.join(',\\ ')}\\)입니다.`,
            `Without \\(x\\), the five values in order are \\(${sorted.join(',\\ ')}\\).`,
          ],
          [
            `자료가 \\(6\\)개이므로 중앙값은 세 번째와 네 번째 값의 평균입니다. \\(x\\leq ${v2}\\)이면 중앙값은 \\(${num(q(v2 + v3, 2))}\\), \\(x\\geq ${v4}\\)이면 \\(${num(q(v3 + v4, 2))}\\)인데 둘 다 아니므로, \\(x\\)는 ${withJosa(m(String(v3)), '과/와')} 함께 가운데 두 값이 됩니다. 이 점이 풀이의 열쇠입니다.`,
            `With \\(6\\) values, the median is the mean of the 3rd and 4th. If \\(x\\leq ${v2}\\), the median would be \\(${num(q(v2 + v3, 2))}\\); if \\(x\\geq ${v4}\\), it would be \\(${num(q(v3 + v4, 2))}\\). Neither matches, so \\(x\\) is one of the middle two, together with \\(${v3}\\). That is the key idea.`,
          ],
          [
            `\\(\\frac{${v3}+x}{2}=${num(median)}\\)에서 \\(x=${num(median.mul(2))}-${v3}=${x}\\)입니다.`,
            `\\(\\frac{${v3}+x}{2}=${num(median)}\\), so \\(x=${num(median.mul(2))}-${v3}=${x}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    check: ({ known, x }, problem) => {
      // Try every whole value of the unknown from 0 to 40; the key must be the only one that gives the stated median.
      const medianOf = (xs: number[]) => {
        const s = [...xs].sort((a, b) => a - b);
        return ((s[2] as number) + (s[3] as number)) / 2;
      };
      const target = medianOf([...known, x]);
      const fits = Array.from({ length: 41 }, (_, i) => i).filter((t) => medianOf([...known, t]) === target);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  // Several steps: the total from one class's frequency and relative frequency, then a class whose share is missing.
  defineTemplate(U, 'relative-frequency-missing-class', {
    version: 2,
    params: (rng) => {
      // Totals that divide 100, so every relative frequency is an exact hundredth.
      const total = rng.pick([20, 25, 50]);
      const freqs = splitTotal(rng, total, 5);
      const missing = rng.int(0, 4);
      // The class whose head count is given has at least 2 (never "1 students"); if only the missing class has
      // that many, the two swap roles.
      const others = [0, 1, 2, 3, 4].filter((i) => i !== missing);
      const plural = others.filter((i) => (freqs[i] as number) >= 2);
      const table = rng.int(0, TABLES.length - 1);
      if (!plural.length) return { freqs, missing: others[0] as number, given: missing, table };
      return { freqs, missing, given: rng.pick(plural), table };
    },
    ranges: { heightCm: [100, 200], weightKg: [25, 100], score: [0, 100] },
    values: ({ freqs, table }) =>
      tableValues(table, (TABLES[table] as (typeof TABLES)[number]).starts[0], freqs.length),
    generate: ({ freqs, missing, given, table }) => {
      const t = TABLES[table] as (typeof TABLES)[number];
      const unitEn = 'unitEn' in t ? t.unitEn : t.unit;
      const total = freqs.reduce((a, b) => a + b, 0);
      const rels = freqs.map((f) => q(f, total));
      const rows = rels.map((r, i) => ({ lo: t.starts[0] + i * t.width, hi: t.starts[0] + (i + 1) * t.width, r }));
      const shown = (i: number) => (i === missing ? 'A' : num(rels[i] as ReturnType<typeof q>));
      const tableKo = rows.map((r, i) => `\\(${r.lo}\\) 이상 \\(${r.hi}\\) 미만: \\(${shown(i)}\\)`).join(', ');
      const tableEn = rows.map((r, i) => `\\(${r.lo}\\) to under \\(${r.hi}\\): \\(${shown(i)}\\)`).join('; ');
      const g = rows[given] as (typeof rows)[number];
      const a = rows[missing] as (typeof rows)[number];
      const gf = freqs[given] as number;
      const known = rels.filter((_, i) => i !== missing);
      const knownSum = known.reduce((x, y) => x.add(y), q(0));
      const answer = freqs[missing] as number;
      return essay({
        stem: [
          `다음은 어느 반 학생들의 ${withJosa(t.ko, '을/를')} 조사하여 나타낸 상대도수의 분포표의 내용입니다(단위: ${t.unit}). ${tableKo}. ${withJosa(t.ko, '이/가')} \\(${g.lo}\\) 이상 \\(${g.hi}\\) 미만인 학생이 \\(${gf}\\)명일 때, \\(${a.lo}\\) 이상 \\(${a.hi}\\) 미만인 계급의 도수를 구하시오.`,
          `A relative frequency table of the ${t.en} (${unitEn}) of the students in a class: ${tableEn}. If \\(${gf}\\) students fall in the interval from \\(${g.lo}\\) to under \\(${g.hi}\\), how many students fall in the interval from \\(${a.lo}\\) to under \\(${a.hi}\\)?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '명',
        hint: HINTS.whole,
        steps: [
          [
            `도수의 총합은 (그 계급의 도수)\\(\\div\\)(상대도수)이므로 \\(${gf}\\div${num(g.r)}=${total}\\)(명)입니다.`,
            `The total is an interval's frequency divided by its relative frequency: \\(${gf}\\div${num(g.r)}=${total}\\).`,
          ],
          [
            `상대도수의 합은 항상 \\(1\\)이므로 \\(A=1-${num(knownSum)}=${num(a.r)}\\)입니다.`,
            `Relative frequencies always add up to \\(1\\), so \\(A=1-${num(knownSum)}=${num(a.r)}\\).`,
          ],
          [
            `구하는 도수는 \\(${num(a.r)}\\times${total}=${answer}\\)(명)입니다. 열쇠는 한 계급의 도수와 상대도수로 도수의 총합을 구하고, 상대도수의 합이 \\(1\\)임을 이용하는 것입니다.`,
            `The frequency is \\(${num(a.r)}\\times${total}=${answer}\\). The key ideas: recover the total from one interval, and use the fact that the relative frequencies add to \\(1\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S2,
      });
    },
    check: ({ freqs, missing }, problem) => {
      // Rebuild from the table's decimals: the shares of the shown classes leave the missing share of the class size.
      let total = 0;
      for (const f of freqs) total += f;
      let shownShare = 0;
      freqs.forEach((f, i) => {
        if (i !== missing) shownShare += f / total;
      });
      return keyIs(problem, Math.round((1 - shownShare) * total * 1e6) / 1e6);
    },
  }),
];
