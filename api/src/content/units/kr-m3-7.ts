// 중3 7. 통계: deviation, variance and standard deviation (s1); reading paired data as a scatter plot (s2).
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { frac, num } from '../lib/mh/format.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-7';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'variance', {
    params: (rng) => {
      const n = rng.int(4, 6);
      const mean = rng.int(5, 20);
      // Deviations that add to zero.
      const devs = Array.from({ length: n - 1 }, () => rng.int(-5, 5));
      devs.push(-devs.reduce((a, b) => a + b, 0));
      return { mean, values: rng.shuffle(devs.map((d) => mean + d)), ask: rng.int(0, 1) };
    },
    make: ({ mean, values, ask }) => {
      const n = values.length;
      const squares = values.map((v) => (v - mean) ** 2);
      const sum = squares.reduce((a, b) => a + b, 0);
      const variance = frac(sum, n);
      const sd = Number.isInteger(Math.sqrt(sum / n)) ? num(Math.sqrt(sum / n)) : null;
      const askSd = ask === 1 && sd !== null;
      return essay({
        stem: [
          `다음 자료의 ${askSd ? '표준편차를' : '분산을'} 구하시오. \\(${values.join(',\\ ')}\\)`,
          `Find the ${askSd ? 'standard deviation' : 'variance'} of the data \\(${values.join(',\\ ')}\\).`,
        ],
        answer: askSd ? (sd as string) : variance,
        hint: HINT.frac,
        steps: [
          [
            `평균은 \\(\\frac{${values.join('+')}}{${n}}=${mean}\\)이고, 편차는 \\(${values.map((v) => v - mean).join(',\\ ')}\\)입니다.`,
            `The mean is \\(\\frac{${values.join('+')}}{${n}}=${mean}\\); the deviations are \\(${values.map((v) => v - mean).join(',\\ ')}\\).`,
          ],
          [
            `분산은 편차의 제곱의 평균이므로 \\(\\frac{${sum}}{${n}}=${variance}\\)입니다.`,
            `The variance is the mean of the squared deviations: \\(\\frac{${sum}}{${n}}=${variance}\\).`,
          ],
          ...(askSd
            ? [
                [
                  `표준편차는 \\(\\sqrt{${variance}}=${sd}\\)입니다.`,
                  `The standard deviation is \\(\\sqrt{${variance}}=${sd}\\).`,
                ] as const,
              ]
            : []),
        ],
        difficulty: askSd ? 4 : 3,
        subUnit: S1,
      });
    },
    check: ({ values, ask }, problem) => {
      // Variance as (mean of squares) - (square of mean), computed from the data alone.
      const n = values.length;
      const m = values.reduce((a, b) => a + b, 0) / n;
      const v = values.reduce((a, b) => a + b * b, 0) / n - m * m;
      const askSd =
        ask === 1 &&
        Number.isInteger(Math.sqrt(v)) &&
        /^\d+$/.test(problem.answer) &&
        problem.stem.en.includes('standard');
      return keyIs(problem, askSd ? Math.sqrt(v) : v);
    },
  }),

  template(U, 'missing-deviation', {
    params: (rng) => {
      const n = rng.int(4, 6);
      const devs = Array.from({ length: n - 1 }, () => rng.intExcept(-8, 8, [0]));
      return { devs, ask: rng.int(0, 1) };
    },
    make: ({ devs, ask }) => {
      const x = -devs.reduce((a, b) => a + b, 0);
      const all = [...devs, x];
      const sq = all.reduce((a, b) => a + b * b, 0);
      const n = all.length;
      const list = `${devs.join(',\\ ')},\\ x`;
      const value = ask === 0 ? String(x) : frac(sq, n);
      return essay({
        stem: [
          `어떤 자료의 편차가 \\(${list}\\)일 때, ${ask === 0 ? '\\(x\\)의 값' : '이 자료의 분산'}을 구하시오.`,
          `The deviations of a data set are \\(${list}\\). Find ${ask === 0 ? '\\(x\\)' : 'the variance of the data'}.`,
        ],
        answer: value,
        hint: ask === 0 ? HINT.int : HINT.frac,
        steps: [
          [`편차의 합은 항상 \\(0\\)이므로 \\(x=${x}\\)입니다.`, `Deviations always add to \\(0\\), so \\(x=${x}\\).`],
          ask === 0
            ? [
                `확인: \\(${all.join('+').replace(/\+-/g, '-')}=0\\)`,
                `Check: \\(${all.join('+').replace(/\+-/g, '-')}=0\\)`,
              ]
            : [
                `분산은 \\(\\frac{${all.map((d) => (d < 0 ? `(${d})^{2}` : `${d}^{2}`)).join('+')}}{${n}}=${value}\\)입니다.`,
                `The variance is \\(\\frac{${all.map((d) => (d < 0 ? `(${d})^{2}` : `${d}^{2}`)).join('+')}}{${n}}=${value}\\).`,
              ],
        ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ devs, ask }, problem) => {
      // Search the missing deviation that balances the others.
      let x = -100;
      while (x < 100 && devs.reduce((a, b) => a + b, 0) + x !== 0) x++;
      const all = [...devs, x];
      return keyIs(problem, ask === 0 ? x : all.reduce((a, b) => a + b * b, 0) / all.length);
    },
  }),

  template(U, 'scatter-count', {
    params: (rng) => {
      const n = rng.int(6, 9);
      const pairs = Array.from({ length: n }, () => [rng.int(5, 10) * 10, rng.int(5, 10) * 10] as [number, number]);
      return { pairs, ask: rng.int(0, 2), cut: rng.pick([70, 80, 90]) };
    },
    make: ({ pairs, ask, cut }, rng) => {
      const list = pairs.map(([m, s], i) => `\\(${String.fromCharCode(65 + i)}(${m}, ${s})\\)`).join(', ');
      const [ko, en] = [
        [
          `수학 점수와 과학 점수가 모두 \\(${cut}\\)점 이상인 학생`,
          `students who scored at least \\(${cut}\\) in both subjects`,
        ],
        [`수학 점수가 과학 점수보다 높은 학생`, `students whose math score is higher than their science score`],
        [`두 과목 점수가 같은 학생`, `students with the same score in both subjects`],
      ][ask] as [string, string];
      const count = pairs.filter(([m, s]) => (ask === 0 ? m >= cut && s >= cut : ask === 1 ? m > s : m === s)).length;
      return multiple(rng, {
        stem: [
          `학생들의 (수학 점수, 과학 점수)를 산점도의 점으로 나타내면 ${list}입니다. ${ko}은 몇 명인가?`,
          `The points of a scatter plot of (math score, science score) for some students are ${list}. How many ${en} are there?`,
        ],
        correct: String(count),
        wrong: [count + 1, count - 1, count + 2, pairs.length - count, count - 2, pairs.length]
          .filter((v) => v >= 0)
          .map(String),
        steps: [
          [
            ask === 0
              ? `두 좌표가 모두 \\(${cut}\\) 이상인 점을 찾습니다.`
              : ask === 1
                ? `직선 \\(y=x\\)의 아래쪽(\\(x>y\\))에 있는 점을 찾습니다.`
                : `직선 \\(y=x\\) 위에 있는 점을 찾습니다.`,
            ask === 0
              ? `Find the points with both coordinates at least \\(${cut}\\).`
              : ask === 1
                ? `Find the points below the line \\(y=x\\) (where \\(x>y\\)).`
                : `Find the points on the line \\(y=x\\).`,
          ],
          [`조건에 맞는 점은 \\(${count}\\)개입니다.`, `There are \\(${count}\\) such points.`],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: ({ pairs, ask, cut }, problem) => {
      // Recount by reading the points back out of the stem.
      const pts = [...problem.stem.en.matchAll(/\\\([A-Z]\((\d+), (\d+)\)\\\)/g)].map(
        (m) => [Number(m[1]), Number(m[2])] as const,
      );
      let count = 0;
      for (const [m, s] of pts)
        if ((ask === 0 && m >= cut && s >= cut) || (ask === 1 && m > s) || (ask === 2 && m === s)) count++;
      return pts.length === pairs.length && keyIs(problem, count);
    },
  }),
];
