// 2학년 2학기 5단원 표와 그래프: reading tables with totals and ○ graphs drawn in words.
import { L, findOnly, m, mathNumbers, occurrences, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

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

export const templates = unitTemplates('kr-e2-2-5', [
  spec({
    name: 'table-missing-value',
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: [r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9)],
      hide: r.int(0, 3),
    }),
    draft: ({ topic, counts, hide }) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const hidden = counts[hide] ?? 0;
      const opt = topic.options[hide] ?? ['', ''];
      const rowKo = topic.options.map(([ko], i) => `${ko} ${i === hide ? '?' : `${m(counts[i] ?? 0)}명`}`).join(', ');
      const rowEn = topic.options.map(([, en], i) => `${en} ${i === hide ? '?' : m(counts[i] ?? 0)}`).join(', ');
      const known = counts.filter((_, i) => i !== hide);
      return {
        type: 'essay',
        difficulty: 2,
        stem: L(
          `우리 반 학생들이 ${w(topic.ko, '을/를')} 조사하여 표로 나타냈습니다. ${rowKo}, 합계 ${m(total)}명. ${w(opt[0], '을/를')} 고른 학생은 몇 명입니까?`,
          `A class table shows each student's ${topic.en}: ${rowEn}, total ${m(total)}. How many students chose ${opt[1]}?`,
        ),
        answer: hidden,
        unit: '명',
        steps: [
          L('합계에서 나머지 항목의 수를 모두 빼면 됩니다.', 'Subtract the other counts from the total.'),
          L(`${m(`${total}-${known.join('-')}=${hidden}`)}`, `${m(`${total}-${known.join('-')}=${hidden}`)}`),
          L(`${m(hidden)}명입니다.`, `${m(hidden)} students.`),
        ],
      };
    },
    // Read the numbers from the stem: the last is the total, the others are known counts.
    solve: (_p, problem) => {
      const nums = mathNumbers(problem.stem.en);
      const total = nums[nums.length - 1] ?? Number.NaN;
      const known = nums.slice(0, -1);
      return findOnly(0, 40, (x) => known.reduce((a, b) => a + b, x) === total);
    },
  }),

  spec({
    name: 'circle-graph',
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]).slice(0, 4),
      ask: r.int(0, 2),
      pick: r.int(0, 3),
    }),
    draft: ({ topic, counts, ask, pick }) => {
      const rows = topic.options.map(([ko, en], i) => ({ ko, en, n: counts[i] ?? 0 }));
      const graph = (lang: 'ko' | 'en') =>
        rows.map((row) => `${row[lang]} ${m(Array.from({ length: row.n }, () => '\\bigcirc').join(''))}`).join(', ');
      const max = Math.max(...counts);
      const min = Math.min(...counts);
      const top = rows.find((row) => row.n === max);
      const target = rows[pick] ?? rows[0]!;
      const asks = [
        {
          ko: `${w(target.ko, '을/를')} 고른 학생은 몇 명입니까?`,
          en: `How many students chose ${target.en}?`,
          answer: target.n,
          wrong: [target.n + 1, target.n - 1, max, counts.reduce((a, b) => a + b, 0)],
        },
        {
          ko: '가장 많은 학생이 고른 것과 가장 적은 학생이 고른 것의 학생 수의 차는 몇 명입니까?',
          en: 'What is the difference between the most and the fewest students choosing an answer?',
          answer: max - min,
          wrong: [max + min, max, min, max - min + 1],
        },
        {
          ko: '조사한 학생은 모두 몇 명입니까?',
          en: 'How many students were asked in all?',
          answer: counts.reduce((a, b) => a + b, 0),
          wrong: [counts.reduce((a, b) => a + b, 0) + 1, max, 4, counts.reduce((a, b) => a + b, 0) - min],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return {
        type: 'multiple',
        difficulty: ask === 1 ? 3 : 2,
        stem: L(
          `학생들이 ${w(topic.ko, '을/를')} 조사하여 한 명을 ${m('\\bigcirc')} 하나로 나타낸 그래프입니다. ${graph('ko')}. ${a.ko}`,
          `This graph shows students' ${topic.en}, with one ${m('\\bigcirc')} for each student: ${graph('en')}. ${a.en}`,
        ),
        correct: a.answer,
        wrong: a.wrong,
        steps: [
          L(
            `${m('\\bigcirc')}의 수를 세면 ${rows.map((row) => `${row.ko} ${m(row.n)}명`).join(', ')}입니다.`,
            `Counting the circles: ${rows.map((row) => `${row.en} ${m(row.n)}`).join(', ')}.`,
          ),
          L(
            `${ask === 0 ? '' : ask === 1 ? `가장 많은 것은 ${top?.ko ?? ''}(${m(max)}명), 가장 적은 것은 ${m(min)}명이고 ` : '모두 더하면 '}답은 ${m(a.answer)}명입니다.`,
            `${ask === 1 ? `The most is ${m(max)} and the fewest is ${m(min)}. ` : ''}The answer is ${m(a.answer)}.`,
          ),
        ],
      };
    },
    // Count the circles drawn in each row of the English stem.
    solve: ({ ask, pick }, problem) => {
      const rows = [...problem.stem.en.matchAll(/\\\(((?:\\bigcirc)+)\\\)/g)].map((x) =>
        occurrences(x[1] ?? '', '\\bigcirc'),
      );
      const data = rows.slice(1);
      if (ask === 0) return data[pick] ?? Number.NaN;
      if (ask === 1) return Math.max(...data) - Math.min(...data);
      return data.reduce((a, b) => a + b, 0);
    },
  }),

  spec({
    name: 'table-compare',
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      ask: r.int(0, 2),
      pick: r.int(0, 3),
    }),
    draft: ({ topic, counts, ask, pick }) => {
      const sorted = [...counts].sort((a, b) => b - a);
      const total = counts.reduce((a, b) => a + b, 0);
      const table = L(
        topic.options.map(([ko], i) => `${ko} ${m(counts[i] ?? 0)}명`).join(', '),
        topic.options.map(([, en], i) => `${en} ${m(counts[i] ?? 0)}`).join(', '),
      );
      const pickIdx = counts[pick] === sorted[0] ? counts.indexOf(sorted[3] ?? 0) : pick;
      const other = counts[pickIdx] ?? 0;
      const asks = [
        {
          ko: '두 번째로 많은 학생이 고른 것은 몇 명이 골랐습니까?',
          en: 'How many students chose the second most popular answer?',
          answer: sorted[1] ?? 0,
          wrong: [sorted[0] ?? 0, sorted[2] ?? 0, sorted[3] ?? 0, total],
        },
        {
          ko: '합계는 몇 명입니까?',
          en: 'What is the total?',
          answer: total,
          wrong: [total - 1, total + 1, total + 10, sorted[0] ?? 0],
        },
        {
          ko: `가장 많은 학생이 고른 것은 ${topic.options[pickIdx]?.[0]}보다 몇 명 더 많습니까?`,
          en: `How many more students chose the most popular answer than chose ${topic.options[pickIdx]?.[1]}?`,
          answer: (sorted[0] ?? 0) - other,
          wrong: [(sorted[0] ?? 0) + other, sorted[0] ?? 0, other, (sorted[0] ?? 0) - other + 1],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return {
        type: 'multiple',
        difficulty: ask === 1 ? 1 : 2,
        stem: L(
          `학생들이 ${w(topic.ko, '을/를')} 조사한 표입니다. ${table.ko}. ${a.ko}`,
          `A table shows students' ${topic.en}: ${table.en}. ${a.en}`,
        ),
        correct: a.answer,
        wrong: a.wrong,
        steps: [
          L('표에서 각 항목의 학생 수를 읽습니다.', 'Read each count from the table.'),
          L(
            `큰 수부터 차례로 쓰면 ${m(sorted.join(',\\ '))}입니다.`,
            `From greatest to least: ${m(sorted.join(',\\ '))}.`,
          ),
          L(`답은 ${m(a.answer)}명입니다.`, `The answer is ${m(a.answer)}.`),
        ],
      };
    },
    // Reread the counts from the stem and recompute.
    solve: ({ ask, pick }, problem) => {
      const nums = mathNumbers(problem.stem.en);
      const desc = [...nums].sort((a, b) => b - a);
      if (ask === 0) return desc[1] ?? Number.NaN;
      if (ask === 1) return nums.reduce((a, b) => a + b, 0);
      const idx = nums[pick] === desc[0] ? nums.indexOf(desc[desc.length - 1] ?? 0) : pick;
      return (desc[0] ?? 0) - (nums[idx] ?? 0);
    },
  }),
]);
