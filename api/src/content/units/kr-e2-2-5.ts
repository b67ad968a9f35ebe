// 2학년 2학기 5단원 표와 그래프: reading tables with totals and ○ graphs drawn in words.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';

const UNIT = 'kr-e2-2-5';

/** The whole numbers written in math in a text, in order. */
const mathNumbers = (text: string): number[] => mathRuns(text).flatMap((run) => run.match(/\d+/g)?.map(Number) ?? []);
/** How often `needle` occurs in `text`. */
const occurrences = (text: string, needle: string): number => text.split(needle).length - 1;

const TOPICS = [
  {
    ko: '좋아하는 운동',
    en: 'favorite sport',
    options: [
      ['축구', 'soccer'],
      ['야구', 'baseball'],
      ['농구', 'basketball'],
      ['수영', 'swimming'],
    ],
  },
  {
    ko: '좋아하는 동물',
    en: 'favorite animal',
    options: [
      ['강아지', 'dogs'],
      ['고양이', 'cats'],
      ['토끼', 'rabbits'],
      ['햄스터', 'hamsters'],
    ],
  },
  {
    ko: '좋아하는 간식',
    en: 'favorite snack',
    options: [
      ['떡볶이', 'tteokbokki'],
      ['과자', 'chips'],
      ['아이스크림', 'ice cream'],
      ['빵', 'bread'],
    ],
  },
  {
    ko: '가고 싶은 장소',
    en: 'place to visit',
    options: [
      ['바다', 'the beach'],
      ['산', 'the mountains'],
      ['놀이공원', 'an amusement park'],
      ['동물원', 'the zoo'],
    ],
  },
  {
    ko: '태어난 계절',
    en: 'birth season',
    options: [
      ['봄', 'spring'],
      ['여름', 'summer'],
      ['가을', 'fall'],
      ['겨울', 'winter'],
    ],
  },
] as const;

export const templates = [
  defineTemplate(UNIT, 'table-missing-value', {
    version: 2,
    params: (r) => ({
      topic: r.pick(TOPICS),
      // Different counts, so the hidden one is never also shown in the table.
      counts: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      hide: r.int(0, 3),
    }),
    ranges: { counts: [1, 40] },
    generate: ({ topic, counts, hide }) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const hidden = counts[hide] ?? 0;
      const opt = topic.options[hide] ?? ['', ''];
      const rowKo = topic.options.map(([ko], i) => `${ko} ${i === hide ? '?' : `${m(counts[i] ?? 0)}명`}`).join(', ');
      const rowEn = topic.options.map(([, en], i) => `${en} ${i === hide ? '?' : m(counts[i] ?? 0)}`).join(', ');
      const known = counts.filter((_, i) => i !== hide);
      return essay({
        difficulty: 2,
        stem: [
          `우리 반 학생들이 ${withJosa(topic.ko, '을/를')} 조사하여 표로 나타냈습니다. ${rowKo}, 합계 ${m(total)}명. ${withJosa(opt[0], '을/를')} 고른 학생은 몇 명입니까?`,
          `A class table shows each student's ${topic.en}: ${rowEn}, total ${m(total)}. How many students chose ${opt[1]}?`,
        ],
        answer: String(hidden),
        form: 'number',
        unit: '명',
        steps: [
          ['합계에서 나머지 항목의 학생 수를 모두 뺍니다.', 'Subtract the other counts from the total.'],
          [
            `${m(`${total}-${known.join('-')}=${hidden}`)}이므로 ${withJosa(opt[0], '을/를')} 고른 학생은 ${m(hidden)}명입니다.`,
            `${m(`${total}-${known.join('-')}=${hidden}`)}, so ${count(hidden, 'student')} chose ${opt[1]}.`,
          ],
        ],
      });
    },
    // Read the numbers from the stem: the last is the total, the others are known counts; search the missing one.
    check: (_p, problem) => {
      const nums = mathNumbers(problem.stem.en);
      const total = nums[nums.length - 1] ?? Number.NaN;
      const known = nums.slice(0, -1);
      const fits: number[] = [];
      for (let x = 0; x <= 40; x++) if (known.reduce((a, b) => a + b, x) === total) fits.push(x);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(UNIT, 'circle-graph', {
    version: 2,
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]).slice(0, 4),
      ask: r.int(0, 2),
      pick: r.int(0, 3),
    }),
    generate: ({ topic, counts, ask, pick }, rng) => {
      const rows = topic.options.map(([ko, en], i) => ({ ko, en, n: counts[i] ?? 0 }));
      const graph = (lang: 'ko' | 'en') =>
        rows.map((row) => `${row[lang]} ${m(Array.from({ length: row.n }, () => '\\bigcirc').join(''))}`).join(', ');
      const max = Math.max(...counts);
      const min = Math.min(...counts);
      const sum = counts.reduce((a, b) => a + b, 0);
      const top = rows.find((row) => row.n === max);
      const bottom = rows.find((row) => row.n === min);
      const target = rows[pick] ?? rows[0]!;
      const asks = [
        {
          ko: `${withJosa(target.ko, '을/를')} 고른 학생은 몇 명입니까?`,
          en: `How many students chose ${target.en}?`,
          answer: target.n,
          wrong: [target.n + 1, target.n - 1, max, sum],
          last: [
            `${withJosa(target.ko, '을/를')} 고른 학생은 ${m(target.n)}명입니다.`,
            `${count(target.n, 'student')} chose ${target.en}.`,
          ] as [string, string],
        },
        {
          ko: '가장 많은 학생이 고른 것과 가장 적은 학생이 고른 것의 학생 수의 차는 몇 명입니까?',
          en: 'What is the difference between the most and the fewest students choosing an answer?',
          answer: max - min,
          wrong: [max + min, max, min, max - min + 1],
          last: [
            `가장 많은 것은 ${top?.ko ?? ''} ${m(max)}명, 가장 적은 것은 ${bottom?.ko ?? ''} ${m(min)}명이므로 ${m(`${max}-${min}=${max - min}`)}명입니다.`,
            `The most is ${top?.en ?? ''} with ${m(max)} and the fewest is ${bottom?.en ?? ''} with ${m(min)}: ${m(`${max}-${min}=${max - min}`)}.`,
          ] as [string, string],
        },
        {
          ko: '조사한 학생은 모두 몇 명입니까?',
          en: 'How many students were asked in all?',
          answer: sum,
          wrong: [sum + 1, max, 4, sum - min],
          last: [
            `모두 더하면 ${m(`${counts.join('+')}=${sum}`)}명입니다.`,
            `In all, ${m(`${counts.join('+')}=${sum}`)} students.`,
          ] as [string, string],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return multiple(rng, {
        difficulty: ask === 1 ? 3 : 2,
        stem: [
          `학생들이 ${withJosa(topic.ko, '을/를')} 조사하여 한 명을 ${m('\\bigcirc')} 하나로 나타낸 그래프입니다. ${graph('ko')}. ${a.ko}`,
          `This graph shows students' ${topic.en}, with one ${m('\\bigcirc')} for each student: ${graph('en')}. ${a.en}`,
        ],
        correct: m(a.answer),
        wrong: countChoices(a.answer, a.wrong),
        steps: [
          [
            `${m('\\bigcirc')}의 수를 세면 ${rows.map((row) => `${row.ko} ${m(row.n)}명`).join(', ')}입니다.`,
            `Counting the circles: ${rows.map((row) => `${row.en} ${m(row.n)}`).join(', ')}.`,
          ],
          a.last,
        ],
      });
    },
    // Count the circles drawn in each row of the English stem.
    check: ({ ask, pick }, problem) => {
      const rows = mathRuns(problem.stem.en)
        .filter((run) => run.includes('\\bigcirc'))
        .map((run) => occurrences(run, '\\bigcirc'));
      const data = rows.slice(1);
      if (ask === 0) return keyIs(problem, data[pick] ?? Number.NaN);
      if (ask === 1) return keyIs(problem, Math.max(...data) - Math.min(...data));
      return keyIs(
        problem,
        data.reduce((a, b) => a + b, 0),
      );
    },
  }),

  defineTemplate(UNIT, 'table-compare', {
    version: 2,
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      ask: r.int(0, 2),
      pick: r.int(0, 3),
    }),
    generate: ({ topic, counts, ask, pick }, rng) => {
      const sorted = [...counts].sort((a, b) => b - a);
      const total = counts.reduce((a, b) => a + b, 0);
      const tableKo = topic.options.map(([ko], i) => `${ko} ${m(counts[i] ?? 0)}명`).join(', ');
      const tableEn = topic.options.map(([, en], i) => `${en} ${m(counts[i] ?? 0)}`).join(', ');
      const pickIdx = counts[pick] === sorted[0] ? counts.indexOf(sorted[3] ?? 0) : pick;
      const other = counts[pickIdx] ?? 0;
      const most = sorted[0] ?? 0;
      const topIdx = counts.indexOf(most);
      const asks = [
        {
          ko: '두 번째로 많은 학생이 고른 것은 몇 명이 골랐습니까?',
          en: 'How many students chose the second most popular answer?',
          answer: sorted[1] ?? 0,
          wrong: [most, sorted[2] ?? 0, sorted[3] ?? 0, total],
          last: [
            `큰 수부터 차례로 쓰면 ${m(sorted.join(',\\ '))}이므로 두 번째로 많은 것은 ${m(sorted[1] ?? 0)}명입니다.`,
            `From greatest to least: ${m(sorted.join(',\\ '))}, so the second most is ${m(sorted[1] ?? 0)}.`,
          ] as [string, string],
        },
        {
          ko: '조사한 학생은 모두 몇 명입니까?',
          en: 'How many students were asked in all?',
          answer: total,
          wrong: [total - 1, total + 1, total + 10, most],
          last: [
            `${m(`${counts.join('+')}=${total}`)}이므로 모두 ${m(total)}명입니다.`,
            `${m(`${counts.join('+')}=${total}`)} students in all.`,
          ] as [string, string],
        },
        {
          ko: `가장 많은 학생이 고른 것은 ${topic.options[pickIdx]?.[0]}보다 몇 명 더 많습니까?`,
          en: `How many more students chose the most popular answer than chose ${topic.options[pickIdx]?.[1]}?`,
          answer: most - other,
          wrong: [most + other, most, other, most - other + 1],
          last: [
            `가장 많은 것은 ${topic.options[topIdx]?.[0]} ${m(most)}명이고 ${topic.options[pickIdx]?.[0]} ${m(other)}명이므로 ${m(`${most}-${other}=${most - other}`)}명 더 많습니다.`,
            `The most popular is ${topic.options[topIdx]?.[1]} with ${m(most)} and ${topic.options[pickIdx]?.[1]} has ${m(other)}: ${m(`${most}-${other}=${most - other}`)} more.`,
          ] as [string, string],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return multiple(rng, {
        difficulty: ask === 1 ? 1 : 2,
        stem: [
          `학생들이 ${withJosa(topic.ko, '을/를')} 조사한 표입니다. ${tableKo}. ${a.ko}`,
          `A table shows students' ${topic.en}: ${tableEn}. ${a.en}`,
        ],
        correct: m(a.answer),
        wrong: countChoices(a.answer, a.wrong),
        steps: [['표에서 각 항목의 학생 수를 읽습니다.', 'Read each count from the table.'], a.last],
      });
    },
    // Reread the counts from the stem and recompute.
    check: ({ ask, pick }, problem) => {
      const nums = mathNumbers(problem.stem.en);
      const desc = [...nums].sort((a, b) => b - a);
      if (ask === 0) return keyIs(problem, desc[1] ?? Number.NaN);
      if (ask === 1)
        return keyIs(
          problem,
          nums.reduce((a, b) => a + b, 0),
        );
      const idx = nums[pick] === desc[0] ? nums.indexOf(desc[desc.length - 1] ?? 0) : pick;
      return keyIs(problem, (desc[0] ?? 0) - (nums[idx] ?? 0));
    },
  }),
];
