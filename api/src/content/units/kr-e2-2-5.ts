// 2학년 2학기 5단원 표와 그래프: reading tables with totals and ○ graphs drawn in words.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { barGraph, withFigure } from '../kit/figures.js';

const UNIT = 'kr-e2-2-5';
const S = (n: number) => `${UNIT}.s${n}`;
/** Short labels that fit under a bar of a four-bar graph. */
const FRUITS = [
  { ko: '사과', en: 'Apple', many: 'apples' },
  { ko: '배', en: 'Pear', many: 'pears' },
  { ko: '포도', en: 'Grape', many: 'grapes' },
  { ko: '귤', en: 'Orange', many: 'oranges' },
  { ko: '복숭아', en: 'Peach', many: 'peaches' },
] as const;
/** The graph of the students' favorite fruits, with the bars `hidden` drawn as '?'. */
const fruitGraph = (fruits: readonly { ko: string; en: string }[], counts: readonly number[], hidden: number[] = []) =>
  barGraph({
    categories: fruits.map((f) => ({ ko: f.ko, en: f.en })),
    values: [...counts],
    axis: { min: 0, max: 10, step: 1 },
    unit: { ko: '(명)', en: '(students)' },
    title: { ko: '좋아하는 과일별 학생 수', en: 'Favorite fruits' },
    hidden,
  });
/** Sorting cards by color, as the class sorts them: Korean, English. */
const COLORS = [
  ['빨간색', 'red'],
  ['파란색', 'blue'],
  ['노란색', 'yellow'],
] as const;

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
  defineTemplate(UNIT, 'sort-and-count', {
    version: 1,
    params: (r) => ({ cards: Array.from({ length: r.int(10, 14) }, () => r.int(0, 2)), ask: r.int(0, 2) }),
    generate: ({ cards, ask }) => {
      const counts = [0, 1, 2].map((c) => cards.filter((x) => x === c).length);
      const [ko, en] = COLORS[ask] ?? COLORS[0];
      const listKo = cards.map((c) => COLORS[c]?.[0]).join(', ');
      const listEn = cards.map((c) => COLORS[c]?.[1]).join(', ');
      return essay({
        subUnit: S(1),
        difficulty: 2,
        stem: [
          `색종이 카드를 한 장씩 뽑았더니 다음과 같았습니다. ${listKo}. 카드를 색깔별로 분류하여 표로 나타낼 때, ${ko} 카드는 몇 장입니까?`,
          `Cards were drawn one at a time: ${listEn}. Sort the cards by color into a table. How many cards are ${en}?`,
        ],
        answer: String(counts[ask] ?? 0),
        form: 'number',
        unit: '장',
        steps: [
          [
            '빠뜨리거나 두 번 세지 않도록, 센 카드에 표시를 하면서 색깔별로 셉니다.',
            'Mark each card as you count it, so that none is missed or counted twice.',
          ],
          [
            `빨간색 ${m(counts[0] ?? 0)}장, 파란색 ${m(counts[1] ?? 0)}장, 노란색 ${m(counts[2] ?? 0)}장이고, 합계 ${withJosa(m(cards.length), '이/가')} 카드의 수와 같은지 확인합니다.`,
            `Red ${m(counts[0] ?? 0)}, blue ${m(counts[1] ?? 0)}, yellow ${m(counts[2] ?? 0)}; check that the total is ${m(cards.length)}, the number of cards.`,
          ],
          [
            `${ko} 카드는 ${m(counts[ask] ?? 0)}장입니다.`,
            `So the table shows ${count(counts[ask] ?? 0, `${en} card`)}.`,
          ],
        ],
      });
    },
    // Count the color's name in the English list.
    check: ({ ask }, problem) => {
      const color = ['red', 'blue', 'yellow'][ask] ?? '';
      const list = problem.stem.en.split(':')[1]?.split('.')[0] ?? '';
      return keyIs(problem, list.split(',').filter((word) => word.trim() === color).length);
    },
  }),

  defineTemplate(UNIT, 'graph-figure-read', {
    version: 1,
    params: (r) => ({
      fruits: r.shuffle([...FRUITS]).slice(0, 4),
      counts: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      ask: r.int(0, 1),
    }),
    generate: ({ fruits, counts, ask }) => {
      const max = Math.max(...counts);
      const min = Math.min(...counts);
      const sum = counts.reduce((a, b) => a + b, 0);
      const top = fruits[counts.indexOf(max)];
      const bottom = fruits[counts.indexOf(min)];
      const read = fruits.map((f, i) => `${f.ko} ${m(counts[i] ?? 0)}명`).join(', ');
      const readEn = fruits.map((f, i) => `${f.en} ${m(counts[i] ?? 0)}`).join(', ');
      const problem = essay({
        subUnit: S(4),
        difficulty: 3,
        stem:
          ask === 0
            ? [
                '그래프를 보고, 가장 많은 학생이 좋아하는 과일과 가장 적은 학생이 좋아하는 과일의 학생 수의 차는 몇 명인지 구해 보세요.',
                'Use the graph. How many more students chose the most popular fruit than the least popular one?',
              ]
            : [
                '그래프를 보고, 조사한 학생은 모두 몇 명인지 구해 보세요.',
                'Use the graph. How many students were asked in all?',
              ],
        answer: String(ask === 0 ? max - min : sum),
        form: 'number',
        unit: '명',
        steps: [
          [`그래프에서 각 과일의 학생 수를 읽습니다: ${read}`, `Read each bar: ${readEn}.`],
          ask === 0
            ? [
                `가장 많은 것은 ${top?.ko ?? ''} ${m(max)}명, 가장 적은 것은 ${bottom?.ko ?? ''} ${m(min)}명이므로 ${m(`${max}-${min}=${max - min}`)}명입니다.`,
                `The most is ${top?.en ?? ''} with ${m(max)} and the fewest is ${bottom?.en ?? ''} with ${m(min)}: ${m(`${max}-${min}=${max - min}`)}.`,
              ]
            : [
                `모두 ${m(`${counts.join('+')}=${sum}`)}명입니다.`,
                `In all, ${m(`${counts.join('+')}=${sum}`)} students.`,
              ],
        ],
      });
      return withFigure(problem, fruitGraph(fruits, counts));
    },
    // Count each bar up from zero, one student at a time.
    check: ({ counts, ask }, problem) => {
      let most = 0;
      let fewest = 99;
      let all = 0;
      for (const c of counts) {
        let n = 0;
        while (n < c) n++;
        most = Math.max(most, n);
        fewest = Math.min(fewest, n);
        all += n;
      }
      return keyIs(problem, ask === 0 ? most - fewest : all);
    },
  }),

  defineTemplate(UNIT, 'graph-hidden-bar', {
    version: 1,
    params: (r) => ({
      fruits: r.shuffle([...FRUITS]).slice(0, 4),
      counts: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      hide: r.int(0, 3),
    }),
    generate: ({ fruits, counts, hide }) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const hidden = counts[hide] ?? 0;
      const known = counts.filter((_, i) => i !== hide);
      const fruit = fruits[hide] ?? fruits[0]!;
      const problem = essay({
        subUnit: S(3),
        difficulty: 3,
        stem: [
          `반 학생 ${m(total)}명이 좋아하는 과일을 조사하여 그래프로 나타내다가 ${withJosa(fruit.ko, '을/를')} 좋아하는 학생 수를 그리지 못했습니다. ${withJosa(fruit.ko, '을/를')} 좋아하는 학생은 몇 명입니까?`,
          `All ${m(total)} students in a class told their favorite fruit, and the graph was drawn except the bar for ${fruit.many}. How many students chose ${fruit.many}?`,
        ],
        answer: String(hidden),
        form: 'number',
        unit: '명',
        steps: [
          [
            `그래프에서 나머지 과일의 학생 수를 읽고 더합니다: ${m(`${known.join('+')}=${total - hidden}`)}`,
            `Read the other bars and add them: ${m(`${known.join('+')}=${total - hidden}`)}.`,
          ],
          [
            `전체 학생 수에서 빼면 ${m(`${total}-${total - hidden}=${hidden}`)}이므로 ${m(hidden)}명입니다.`,
            `Take that from the class total: ${m(`${total}-${total - hidden}=${hidden}`)}, so ${count(hidden, 'student')}.`,
          ],
        ],
      });
      return withFigure(problem, fruitGraph(fruits, counts, [hide]));
    },
    // Try every count for the hidden bar until the bars make the total.
    check: ({ counts, hide }, problem) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const others = counts.filter((_, i) => i !== hide);
      const fits = Array.from({ length: 11 }, (_, x) => x).filter((x) => others.reduce((a, b) => a + b, x) === total);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(UNIT, 'survey-clues', {
    version: 1,
    params: (r) => ({ a: r.int(3, 6), more: r.int(1, 3), fewer: r.int(1, 3), d: r.int(2, 7) }),
    generate: ({ a, more, fewer, d }) => {
      const seasons = TOPICS.find((t) => t.en === 'birth season')!.options;
      const b = a + more;
      const c = b - fewer;
      const total = a + b + c + d;
      return essay({
        subUnit: S(2),
        difficulty: 4,
        stem: [
          `우리 반 학생 ${m(total)}명이 태어난 계절을 조사하여 표로 나타내려고 합니다. 봄에 태어난 학생은 ${m(a)}명이고, 여름에 태어난 학생은 봄보다 ${m(more)}명 더 많고, 가을에 태어난 학생은 여름보다 ${m(fewer)}명 더 적습니다. 겨울에 태어난 학생은 몇 명인지 풀이 과정을 쓰고 답을 구하시오.`,
          `The ${m(total)} students in a class were asked which season they were born in. ${m(a)} were born in ${seasons[0][1]}; ${m(more)} more than that were born in ${seasons[1][1]}; and ${m(fewer)} fewer than in ${seasons[1][1]} were born in ${seasons[2][1]}. How many were born in ${seasons[3][1]}? Show your work.`,
        ],
        answer: String(d),
        form: 'number',
        unit: '명',
        steps: [
          [
            `핵심은 주어진 순서대로 한 칸씩 채우는 것입니다. 여름은 봄을, 가을은 여름을 알아야 구할 수 있습니다.`,
            `The key is to fill in the table in the order the clues come: ${seasons[1][1]} needs ${seasons[0][1]}, and ${seasons[2][1]} needs ${seasons[1][1]}.`,
          ],
          [
            `여름: ${m(`${a}+${more}=${b}`)}명, 가을: ${m(`${b}-${fewer}=${c}`)}명`,
            `${seasons[1][1][0]!.toUpperCase()}${seasons[1][1].slice(1)}: ${m(`${a}+${more}=${b}`)}; ${seasons[2][1]}: ${m(`${b}-${fewer}=${c}`)}.`,
          ],
          [
            `겨울: ${m(`${total}-${a}-${b}-${c}=${d}`)}명`,
            `${seasons[3][1][0]!.toUpperCase()}${seasons[3][1].slice(1)}: ${m(`${total}-${a}-${b}-${c}=${d}`)}.`,
          ],
        ],
      });
    },
    // Try every count for winter until the four seasons make the total.
    check: ({ a, more, fewer, d }, problem) => {
      const total = a + (a + more) + (a + more - fewer) + d;
      let winter = 0;
      while (a + (a + more) + (a + more - fewer) + winter < total) winter++;
      return keyIs(problem, winter);
    },
  }),

  defineTemplate(UNIT, 'two-hidden-bars', {
    version: 1,
    params: (r) => {
      const counts = r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
      const [i, j] = r.shuffle([0, 1, 2, 3]).slice(0, 2) as [number, number];
      return { fruits: r.shuffle([...FRUITS]).slice(0, 4), counts, i, j };
    },
    generate: ({ fruits, counts, i, j }) => {
      // i is the bar with more students.
      const [big, small] = (counts[i] ?? 0) > (counts[j] ?? 0) ? [i, j] : [j, i];
      const bigN = counts[big] ?? 0;
      const smallN = counts[small] ?? 0;
      const diff = bigN - smallN;
      const total = counts.reduce((a, b) => a + b, 0);
      const both = bigN + smallN;
      const known = counts.filter((_, k) => k !== big && k !== small);
      const fb = fruits[big]!;
      const fs = fruits[small]!;
      const pairs = Array.from({ length: both + 1 }, (_, x) => [both - x, x] as const).filter(
        ([x, y]) => x >= y && x <= 10,
      );
      const problem = essay({
        subUnit: S(4),
        difficulty: 5,
        stem: [
          `반 학생 ${m(total)}명이 좋아하는 과일을 조사하여 그래프로 나타냈는데, ${withJosa(fb.ko, '과/와')} ${fs.ko}의 막대가 지워졌습니다. ${withJosa(fb.ko, '을/를')} 좋아하는 학생은 ${withJosa(fs.ko, '을/를')} 좋아하는 학생보다 ${m(diff)}명 더 많습니다. ${withJosa(fb.ko, '을/를')} 좋아하는 학생은 몇 명입니까?`,
          `All ${m(total)} students in a class told their favorite fruit, but the bars for ${fb.many} and ${fs.many} were erased. ${m(diff)} more students chose ${fb.many} than ${fs.many}. How many students chose ${fb.many}?`,
        ],
        answer: String(bigN),
        form: 'number',
        unit: '명',
        steps: [
          [
            `지워진 두 막대의 합부터 구합니다: ${m(`${total}-${known.join('-')}=${both}`)}명`,
            `First find the two erased bars together: ${m(`${total}-${known.join('-')}=${both}`)}.`,
          ],
          [
            `핵심은 합과 차를 함께 만족하는 두 수를 찾는 것입니다. 합이 ${m(both)}인 두 수를 큰 수부터 차례로 써 보면 ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}이고, 이 중 차가 ${m(diff)}인 것은 ${m(`${bigN}+${smallN}`)}입니다.`,
            `The key is to find two numbers that have both this sum and this difference. Pairs with sum ${m(both)}: ${pairs.map(([x, y]) => m(`${x}+${y}`)).join(', ')}; the one with difference ${m(diff)} is ${m(`${bigN}+${smallN}`)}.`,
          ],
          [
            `따라서 ${withJosa(fb.ko, '을/를')} 좋아하는 학생은 ${m(bigN)}명입니다.`,
            `So ${count(bigN, 'student')} chose ${fb.many}.`,
          ],
        ],
      });
      return withFigure(problem, fruitGraph(fruits, counts, [i, j]));
    },
    // Try every split of the erased students into two bars with the given difference.
    check: ({ counts, i, j }, problem) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const rest = counts.filter((_, k) => k !== i && k !== j).reduce((a, b) => a + b, 0);
      const diff = Math.abs((counts[i] ?? 0) - (counts[j] ?? 0));
      const fits: number[] = [];
      for (let x = 0; x <= 10; x++)
        for (let y = 0; y <= x; y++) if (x + y + rest === total && x - y === diff) fits.push(x);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),
];
