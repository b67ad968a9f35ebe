// 중1 8. 자료의 정리와 해석: mean, median and mode (s1); frequency tables and relative frequency (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { num } from '../lib/mh/format.js';
import { PEOPLE, josa, particle } from '../lib/mh/ko.js';
import type { Rng } from '../lib/random.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-8';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const CONTEXTS = [
  { ko: '학생들의 하루 독서 시간', unit: '분', en: 'daily reading times (minutes) of some students' },
  { ko: '학생들의 턱걸이 횟수', unit: '회', en: 'numbers of pull-ups done by some students' },
  { ko: '어느 반 학생들의 수학 쪽지 시험 점수', unit: '점', en: 'math quiz scores of some students' },
  { ko: '동아리 회원들이 한 달 동안 읽은 책의 수', unit: '권', en: 'numbers of books club members read in a month' },
] as const;

function data(rng: Rng, size: number, lo: number, hi: number): number[] {
  // A repeated value makes a single mode.
  const values = Array.from({ length: size - 1 }, () => rng.int(lo, hi));
  values.push(values[rng.int(0, values.length - 1)] as number);
  return rng.shuffle(values);
}

export const templates: ProblemTemplate[] = [
  template(U, 'median-mode', {
    params: (rng) => {
      const size = rng.int(6, 10);
      const ctx = rng.int(0, CONTEXTS.length - 1);
      const lo = ctx === 2 ? 50 : 1;
      return { values: data(rng, size, lo, lo + 30), ctx, ask: rng.int(0, 1) };
    },
    make: ({ values, ctx, ask }, rng) => {
      const sorted = [...values].sort((a, b) => a - b);
      const n = sorted.length;
      const median =
        n % 2 ? (sorted[(n - 1) / 2] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
      const freq = new Map<number, number>();
      for (const v of values) freq.set(v, (freq.get(v) ?? 0) + 1);
      const top = Math.max(...freq.values());
      const modes = [...freq].filter(([, c]) => c === top).map(([v]) => v);
      const mean = values.reduce((a, b) => a + b, 0) / n;
      const c = CONTEXTS[ctx] as (typeof CONTEXTS)[number];
      const list = values.join(',\\ ');
      const askMode = ask === 1 && modes.length === 1;
      const correct = askMode ? (modes[0] as number) : median;
      const middleUnsorted = values[Math.floor(n / 2)] as number;
      return multiple(rng, {
        stem: [
          `다음은 ${josa(c.ko, '을/를')} 조사한 자료입니다(단위: ${c.unit}). 이 자료의 ${askMode ? '최빈값' : '중앙값'}은?\n\\(${list}\\)`,
          `Here are the ${c.en}: \\(${list}\\). What is the ${askMode ? 'mode' : 'median'}?`,
        ],
        correct: num(correct),
        wrong: [
          median,
          mean,
          middleUnsorted,
          ...modes,
          sorted[Math.floor(n / 2)] as number,
          sorted[n - 1] as number,
          sorted[0] as number,
          correct + 1,
          correct - 1,
        ].map((v) => num(Math.round(v * 10) / 10)),
        steps: askMode
          ? [
              [`자료에서 가장 많이 나타나는 값을 찾습니다.`, `Find the value that appears most often.`],
              [
                `${josa(`\\(${correct}\\)`, '이/가')} \\(${top}\\)번으로 가장 많으므로 최빈값은 \\(${correct}\\)입니다.`,
                `\\(${correct}\\) appears \\(${top}\\) times, more than any other value, so the mode is \\(${correct}\\).`,
              ],
            ]
          : [
              [`작은 값부터 나열하면 \\(${sorted.join(',\\ ')}\\)입니다.`, `In order: \\(${sorted.join(',\\ ')}\\).`],
              n % 2
                ? [
                    `자료가 \\(${n}\\)개(홀수)이므로 가운데 값 ${josa(`\\(${num(median)}\\)`, '이/가')} 중앙값입니다.`,
                    `There are \\(${n}\\) values (odd), so the middle one, \\(${num(median)}\\), is the median.`,
                  ]
                : [
                    `자료가 \\(${n}\\)개(짝수)이므로 가운데 두 값의 평균 \\(\\frac{${sorted[n / 2 - 1]}+${sorted[n / 2]}}{2}=${num(median)}\\)${particle(num(median), '이/가')} 중앙값입니다.`,
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

  template(U, 'missing-value-mean', {
    params: (rng) => {
      const size = rng.int(4, 6);
      const values = Array.from({ length: size }, () => rng.int(60, 100));
      return { values, who: rng.int(0, PEOPLE.length - 1), subject: rng.int(0, 2) };
    },
    make: ({ values, who, subject }) => {
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
      return essay({
        stem: [
          `${p.ko}의 ${subj[0]} \\(${n}\\)회의 점수는 \\(${rest.join(',\\ ')},\\ x\\)이고, 평균이 \\(${mean}\\)점입니다. \\(x\\)의 값을 구하시오.`,
          `${p.en}'s scores on \\(${n}\\) ${subj[1]} were \\(${rest.join(',\\ ')},\\ x\\), and the mean was \\(${mean}\\). Find \\(x\\).`,
        ],
        answer: String(x),
        hint: HINT.nat,
        steps: [
          [
            `(평균) \\(\\times\\) (자료의 개수) \\(=${mean}\\times${n}=${mean * n}\\)이 점수의 총합입니다.`,
            `The total of the scores is mean times count: \\(${mean}\\times${n}=${mean * n}\\).`,
          ],
          [`\\(x=${mean * n}-(${rest.join('+')})=${x}\\)`, `\\(x=${mean * n}-(${rest.join('+')})=${x}\\)`],
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

  template(U, 'relative-frequency', {
    params: (rng) => {
      const total = rng.pick([20, 25, 40, 50]);
      const classes = rng.int(4, 6);
      // Split the total into class frequencies, each at least 1.
      const cuts = new Set<number>();
      while (cuts.size < classes - 1) cuts.add(rng.int(1, total - 1));
      const edges = [0, ...[...cuts].sort((a, b) => a - b), total];
      const freqs = edges.slice(1).map((e, i) => e - (edges[i] as number));
      return {
        freqs,
        start: rng.pick([40, 50, 60, 140, 150]),
        width: rng.pick([5, 10]),
        ask: rng.int(0, classes - 1),
        ctx: rng.int(0, 1),
        hideTotal: rng.int(0, 1) === 1,
      };
    },
    make: ({ freqs, start, width, ask, ctx, hideTotal }) => {
      const total = freqs.reduce((a, b) => a + b, 0);
      const unit = start >= 140 ? ['cm', 'cm'] : ctx ? ['점', 'points'] : ['kg', 'kg'];
      const what = start >= 140 ? ['키', 'heights'] : ctx ? ['점수', 'scores'] : ['몸무게', 'weights'];
      const rows = freqs.map((f, i) => ({ lo: start + i * width, hi: start + (i + 1) * width, f }));
      const asked = rows[ask] as (typeof rows)[number];
      const tableKo = rows.map((r) => `\\(${r.lo}\\) 이상 \\(${r.hi}\\) 미만: \\(${r.f}\\)명`).join(', ');
      const tableEn = rows.map((r) => `\\(${r.lo}\\) to under \\(${r.hi}\\): \\(${r.f}\\)`).join('; ');
      const rel = asked.f / total;
      return essay({
        stem: [
          `어느 반 학생 \\(${total}\\)명의 ${what[0]}(${unit[0]})를 조사한 도수분포표의 내용은 다음과 같습니다. ${tableKo}. ${what[0]}가 \\(${asked.lo}\\,\\text{${unit[1] === 'points' ? '' : unit[1]}}\\) 이상 \\(${asked.hi}\\) 미만인 계급의 상대도수를 구하시오.`.replace(
            '\\,\\text{}',
            '',
          ),
          `A frequency table of the ${what[1]} (${unit[1]}) of \\(${total}\\) students: ${tableEn}. Find the relative frequency of the class from \\(${asked.lo}\\) to under \\(${asked.hi}\\).`,
        ].map((t) =>
          hideTotal
            ? t.replace(`학생 \\(${total}\\)명의`, '학생들의').replace(`of \\(${total}\\) students`, 'of a class')
            : t,
        ) as [string, string],
        answer: num(rel),
        hint: HINT.dec,
        steps: [
          hideTotal
            ? [
                `도수의 총합은 \\(${freqs.join('+')}=${total}\\)입니다.`,
                `The total frequency is \\(${freqs.join('+')}=${total}\\).`,
              ]
            : [`도수의 총합은 \\(${total}\\)입니다.`, `The total frequency is \\(${total}\\).`],
          [
            `(상대도수) \\(=\\frac{(\\text{그 계급의 도수})}{(\\text{도수의 총합})}\\)이므로 \\(\\frac{${asked.f}}{${total}}=${num(rel)}\\)입니다.`
              .replace('\\text{그 계급의 도수}', '\\text{class}')
              .replace('\\text{도수의 총합}', '\\text{total}')
              .replace(
                '(상대도수) \\(=\\frac{(\\text{class})}{(\\text{total})}\\)이므로',
                '상대도수는 그 계급의 도수를 도수의 총합으로 나눈 값이므로',
              ),
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

  template(U, 'frequency-from-relative', {
    params: (rng) => ({ total: rng.pick([20, 25, 40, 50, 80, 100, 200]), k: rng.int(1, 9), who: rng.int(0, 2) }),
    make: ({ total, k, who }) => {
      // A relative frequency with few decimal places that gives a whole frequency.
      const step =
        total % 100 === 0 ? 0.01 : total % 50 === 0 ? 0.02 : total % 25 === 0 ? 0.04 : total % 20 === 0 ? 0.05 : 0.1;
      const rel = Number((step * k * (total >= 100 ? 3 : 1)).toFixed(2));
      const freq = Math.round(rel * total);
      const ctx = [
        ['어느 중학교 학생', '학생', 'students at a middle school'],
        ['어느 마을 주민', '주민', 'residents of a town'],
        ['어느 동아리 회원', '회원', 'members of a club'],
      ][who] as [string, string, string];
      return essay({
        stem: [
          `${ctx[0]} \\(${total}\\)명을 조사한 도수분포표에서 어떤 계급의 상대도수가 \\(${num(rel)}\\)입니다. 이 계급의 도수는 몇 명인지 구하시오.`,
          `In a frequency table for \\(${total}\\) ${ctx[2]}, one class has relative frequency \\(${num(rel)}\\). How many people are in that class?`,
        ],
        answer: String(freq),
        hint: HINT.nat,
        steps: [
          [
            `(도수) \\(=\\) (상대도수) \\(\\times\\) (도수의 총합)입니다.`.replace(
              '(도수) \\(=\\) (상대도수) \\(\\times\\) (도수의 총합)입니다.',
              '도수는 상대도수에 도수의 총합을 곱한 값입니다.',
            ),
            `Frequency is relative frequency times the total.`,
          ],
          [
            `\\(${num(rel)}\\times${total}=${freq}\\)이므로 ${josa(`${freq}명`, '이다/다')}.`.replace(
              /이다\.$|다\.$/,
              '입니다.',
            ),
            `\\(${num(rel)}\\times${total}=${freq}\\), so there are \\(${freq}\\).`,
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
      const rel = Number((step * k * (total >= 100 ? 3 : 1)).toFixed(2));
      let f = 0;
      while (f <= total && Math.abs(f / total - rel) > 1e-9) f++;
      return f <= total && keyIs(problem, f);
    },
  }),
];
