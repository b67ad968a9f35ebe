// 3학년 2학기 6단원 그림그래프: reading and drawing pictographs with big and small pictures.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { distinctInts } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { mathWithJosa, withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly } from '../kit/counting.js';
import { pictureGraph, withFigure } from '../kit/figures.js';

const UNIT = 'kr-e3-2-6';

/** How often `needle` occurs in `text`. */
const occurrences = (text: string, needle: string): number => text.split(needle).length - 1;

/** 0-23 → 10-15, 20-25, 30-35, 40-45: values a row of pictures can hold (at most four big and five small). */
const tensAndOnes = (i: number): number => (1 + Math.floor(i / 6)) * 10 + (i % 6);

/** The English word for one counted thing, for the picture graph's legend. */
const ONE: Record<string, string> = { trees: 'tree', students: 'student', 'ice creams': 'ice cream', boxes: 'box' };

const BIG = '\\bigstar';
const SMALL = '\\star';
const TOPICS = [
  {
    ko: '마을별 나무 수',
    en: 'trees in each village',
    unit: ['그루', 'trees'],
    rows: [
      ['가 마을', 'Village A'],
      ['나 마을', 'Village B'],
      ['다 마을', 'Village C'],
      ['라 마을', 'Village D'],
    ],
  },
  {
    ko: '농장별 감자 생산량',
    en: 'potatoes harvested on each farm (boxes)',
    unit: ['상자', 'boxes'],
    rows: [
      ['햇살 농장', 'Sunny Farm'],
      ['푸른 농장', 'Green Farm'],
      ['별빛 농장', 'Starlight Farm'],
      ['하늘 농장', 'Sky Farm'],
    ],
  },
  {
    ko: '학년별 도서관 이용자 수',
    en: 'library visitors by grade',
    unit: ['명', 'students'],
    rows: [
      ['3학년', 'Grade 3'],
      ['4학년', 'Grade 4'],
      ['5학년', 'Grade 5'],
      ['6학년', 'Grade 6'],
    ],
  },
  {
    ko: '가게별 아이스크림 판매량',
    en: 'ice creams sold at each shop',
    unit: ['개', 'ice creams'],
    rows: [
      ['가 가게', 'Shop A'],
      ['나 가게', 'Shop B'],
      ['다 가게', 'Shop C'],
      ['라 가게', 'Shop D'],
    ],
  },
] as const;

const pictures = (n: number, big: number) => {
  const b = Math.floor(n / big);
  const s = (n % big) / (big / 10);
  return [...Array.from({ length: b }, () => BIG), ...Array.from({ length: s }, () => SMALL)].join('');
};

/** Counts the pictures in one row of the stem: big ones are worth `big`, small ones a tenth of that. */
const readRow = (tex: string, big: number) => occurrences(tex, BIG) * big + occurrences(tex, SMALL) * (big / 10);

export const templates = [
  defineTemplate(UNIT, 'read-a-pictograph', {
    version: 2,
    params: (r) => ({
      topic: r.pick(TOPICS),
      big: r.pick([10, 100]),
      counts: Array.from({ length: 4 }, () => r.int(11, 49)),
      pick: r.int(0, 3),
    }),
    generate: ({ topic, big, counts, pick }) => {
      const values = counts.map((c) => (big === 100 ? c * 10 : c));
      const rowsKo = topic.rows.map(([ko], i) => `${ko} ${m(pictures(values[i] ?? 0, big))}`).join(', ');
      const rowsEn = topic.rows.map(([, en], i) => `${en} ${m(pictures(values[i] ?? 0, big))}`).join(', ');
      const row = topic.rows[pick] ?? topic.rows[0];
      const answer = values[pick] ?? 0;
      return essay({
        difficulty: 2,
        stem: L(
          `${withJosa(topic.ko, '을/를')} 그림그래프로 나타냈습니다. 큰 그림 ${m(BIG)}은 ${m(big)}${topic.unit[0]}, 작은 그림 ${m(SMALL)}은 ${m(big / 10)}${withJosa(topic.unit[0], '을/를')} 나타냅니다. ${rowsKo}. ${row[0]}의 ${withJosa(topic.unit[0] === '명' ? '이용자 수' : topic.unit[0] === '그루' ? '나무 수' : '양', '은/는')} 몇 ${topic.unit[0]}입니까?`,
          `A pictograph shows ${topic.en}. A big picture ${m(BIG)} stands for ${m(big)} and a small picture ${m(SMALL)} stands for ${m(big / 10)}. ${rowsEn}. How many ${topic.unit[1]} does ${row[1]} have?`,
        ),
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            `${row[0]}: 큰 그림 ${m(Math.floor(answer / big))}개, 작은 그림 ${m((answer % big) / (big / 10))}개입니다.`,
            `${row[1]}: ${m(Math.floor(answer / big))} big and ${m((answer % big) / (big / 10))} small pictures.`,
          ),
          L(
            `${m(`${big}\\times${Math.floor(answer / big)}+${big / 10}\\times${(answer % big) / (big / 10)}=${answer}`)}`,
            `${m(`${big}\\times${Math.floor(answer / big)}+${big / 10}\\times${(answer % big) / (big / 10)}=${answer}`)}`,
          ),
        ],
      });
    },
    // Count the pictures in the chosen row of the English stem.
    check: ({ big, pick }, problem) => {
      const rows = [...problem.stem.en.matchAll(/\\\(((?:\\bigstar|\\star)+)\\\)/g)].map((x) => x[1] ?? '').slice(2);
      return keyIs(problem, readRow(rows[pick] ?? '', big));
    },
  }),

  defineTemplate(UNIT, 'compare-rows', {
    version: 3,
    params: (r) => ({
      topic: r.pick(TOPICS),
      counts: r.shuffle(Array.from({ length: 39 }, (_, i) => i + 11)).slice(0, 4),
      ask: r.int(0, 2),
    }),
    generate: ({ topic, counts, ask }, rng) => {
      const rowsKo = topic.rows.map(([ko], i) => `${ko} ${m(pictures(counts[i] ?? 0, 10))}`).join(', ');
      const rowsEn = topic.rows.map(([, en], i) => `${en} ${m(pictures(counts[i] ?? 0, 10))}`).join(', ');
      const max = Math.max(...counts);
      const min = Math.min(...counts);
      const total = counts.reduce((a, b) => a + b, 0);
      const asks = [
        {
          ko: `가장 많은 것과 가장 적은 것의 차는 몇 ${topic.unit[0]}입니까?`,
          en: `What is the difference, in ${topic.unit[1]}, between the greatest and the least?`,
          work: `${max}-${min}=${max - min}`,
          answer: max - min,
          wrong: [max + min, max, min, max - min + 10],
        },
        {
          ko: `네 곳을 모두 합하면 몇 ${topic.unit[0]}입니까?`,
          en: `How many ${topic.unit[1]} are there in all four?`,
          work: `${counts.join('+')}=${total}`,
          answer: total,
          wrong: [total + 10, total - 10, total + 1, max * 4],
        },
        {
          ko: `가장 많은 곳은 몇 ${topic.unit[0]}입니까?`,
          en: `How many ${topic.unit[1]} does the greatest row show?`,
          work: `${[...counts].sort((x, y) => y - x).join('>')}`,
          answer: max,
          wrong: [...counts, max + 10, Math.floor(max / 10) + (max % 10)],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return multiple(rng, {
        difficulty: ask === 2 ? 2 : 3,
        stem: L(
          `${topic.ko}의 그림그래프입니다. 큰 그림 ${m(BIG)}은 ${m(10)}${topic.unit[0]}, 작은 그림 ${m(SMALL)}은 ${m(1)}${withJosa(topic.unit[0], '을/를')} 나타냅니다. ${rowsKo}. ${a.ko}`,
          `A pictograph shows ${topic.en}. A big picture ${m(BIG)} stands for ${m(10)} and a small picture ${m(SMALL)} stands for ${m(1)}. ${rowsEn}. ${a.en}`,
        ),
        correct: m(a.answer),
        wrong: countChoices(a.answer, a.wrong),
        steps: [
          L(`각 줄을 읽으면 ${m(counts.join(',\\ '))}입니다.`, `Reading each row gives ${m(counts.join(',\\ '))}.`),
          L(
            `${m(a.work)}이므로 답은 ${m(a.answer)}${topic.unit[0]}입니다.`,
            `${m(a.work)}, so the answer is ${m(a.answer)} ${topic.unit[1]}.`,
          ),
        ],
      });
    },
    // Read every row's pictures, then compare.
    check: ({ ask }, problem) => {
      const rows = [...problem.stem.en.matchAll(/\\\(((?:\\bigstar|\\star)+)\\\)/g)]
        .map((x) => readRow(x[1] ?? '', 10))
        .slice(2);
      const max = Math.max(...rows);
      const min = Math.min(...rows);
      return keyIs(problem, ask === 0 ? max - min : ask === 1 ? rows.reduce((x, y) => x + y, 0) : max);
    },
  }),

  defineTemplate(UNIT, 'draw-a-pictograph', {
    version: 2,
    params: (r) => ({ n: r.int(11, 99), big: r.pick([10, 100]), askBig: r.int(0, 1) === 1, topic: r.pick(TOPICS) }),
    generate: ({ n, big, askBig, topic }, rng) => {
      const value = big === 100 ? n * 10 : n;
      const bigCount = Math.floor(value / big);
      const smallCount = (value % big) / (big / 10);
      const answer = askBig ? bigCount : smallCount;
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `큰 그림은 ${m(big)}${topic.unit[0]}, 작은 그림은 ${m(big / 10)}${withJosa(topic.unit[0], '을/를')} 나타냅니다. ${m(value)}${withJosa(topic.unit[0], '을/를')} 큰 그림을 되도록 많이 써서 나타낼 때 ${askBig ? '큰' : '작은'} 그림은 몇 개 그려야 합니까?`,
          `A big picture stands for ${m(big)} and a small picture for ${m(big / 10)}. To show ${m(value)} ${topic.unit[1]} using as many big pictures as possible, how many ${askBig ? 'big' : 'small'} pictures are drawn?`,
        ),
        correct: m(answer),
        wrong: countChoices(
          answer,
          askBig
            ? [smallCount === bigCount ? bigCount + 1 : smallCount, bigCount + 1, bigCount - 1, value, bigCount * 10]
            : [
                bigCount === smallCount ? smallCount + 1 : bigCount,
                smallCount + 1,
                smallCount - 1,
                value % big,
                smallCount + 10,
              ],
        ),
        steps: [
          L(
            `${mathWithJosa(value, '은/는')} ${mathWithJosa(big, '이/가')} ${m(bigCount)}개, ${mathWithJosa(big / 10, '이/가')} ${m(smallCount)}개인 수입니다.`,
            `${m(value)} is ${count(bigCount, 'group')} of ${m(big)} and ${count(smallCount, 'group')} of ${m(big / 10)}.`,
          ),
          L(
            `${askBig ? '큰' : '작은'} 그림은 ${m(answer)}개입니다.`,
            `Draw ${m(answer)} ${askBig ? 'big' : 'small'} pictures.`,
          ),
        ],
      });
    },
    // Take away big pictures while they fit, then small ones.
    check: ({ n, big, askBig }, problem) => {
      let left = big === 100 ? n * 10 : n;
      let b = 0;
      while (left >= big) {
        left -= big;
        b++;
      }
      const s = findOnly(0, 9, (k) => k * (big / 10) === left);
      return keyIs(problem, askBig ? b : s);
    },
  }),

  // Drawn picture graphs: big pictures for tens and small ones for ones, read row by row.
  defineTemplate(UNIT, 'picture-graph-figure', {
    version: 2,
    params: (r) => ({
      topic: r.pick([0, 2, 3] as const),
      values: distinctInts(r, 4, 0, 23).map(tensAndOnes),
      ask: r.pick(['total', 'difference'] as const),
    }),
    generate: ({ topic, values, ask }) => {
      const t = TOPICS[topic];
      const [unitKo, unitEn] = t.unit;
      const most = Math.max(...values);
      const least = Math.min(...values);
      const reading = t.rows.map((row, i) => {
        const v = values[i] as number;
        return [
          `${row[0]}: 큰 그림 ${m(Math.floor(v / 10))}개, 작은 그림 ${m(v % 10)}개 → ${m(v)}${unitKo}`,
          `${row[1]}: ${m(Math.floor(v / 10))} big and ${m(v % 10)} small → ${m(v)}`,
        ];
      });
      const total = values.reduce((a, b) => a + b, 0);
      const stem: [string, string] =
        ask === 'total'
          ? [
              `${withJosa(t.ko, '을/를')} 조사하여 나타낸 그림그래프입니다. 모두 몇 ${unitKo}입니까?`,
              `The picture graph shows the ${t.en}. How many ${unitEn} are there in all?`,
            ]
          : [
              `${withJosa(t.ko, '을/를')} 조사하여 나타낸 그림그래프입니다. 가장 많은 것과 가장 적은 것의 차는 몇 ${unitKo}입니까?`,
              `The picture graph shows the ${t.en}. What is the difference between the most and the fewest ${unitEn}?`,
            ];
      return withFigure(
        essay({
          difficulty: ask === 'total' ? 2 : 3,
          stem,
          answer: String(ask === 'total' ? total : most - least),
          form: 'number',
          unit: unitKo,
          steps: [
            [
              `큰 그림은 ${m(10)}${unitKo}, 작은 그림은 ${m(1)}${unitKo}입니다. 큰 그림의 수가 십의 자리, 작은 그림의 수가 일의 자리입니다.`,
              `A big picture stands for ${m(10)} and a small one for ${m(1)}: the big pictures give the tens, the small ones the ones.`,
            ],
            [reading.map((r) => r[0]).join(', '), reading.map((r) => r[1]).join(', ')],
            ask === 'total'
              ? [
                  `모두 더하면 ${m(`${values.join('+')}=${total}`)}(${unitKo})입니다.`,
                  `Add them: ${m(`${values.join('+')}=${total}`)}.`,
                ]
              : [
                  `가장 많은 것은 ${m(most)}${unitKo}, 가장 적은 것은 ${m(least)}${unitKo}이므로 차는 ${m(`${most}-${least}=${most - least}`)}(${unitKo})입니다.`,
                  `The most is ${m(most)} and the fewest is ${m(least)}, so the difference is ${m(`${most}-${least}=${most - least}`)}.`,
                ],
          ],
        }),
        pictureGraph({
          title: { ko: t.ko, en: t.en.replace(/^./, (c) => c.toUpperCase()) },
          rows: t.rows.map((row, i) => ({ label: { ko: row[0], en: row[1] }, value: values[i] as number })),
          big: 10,
          small: 1,
          unit: { ko: unitKo, en: unitEn },
          unitOne: ONE[unitEn],
        }),
      );
    },
    // Counts the pictures one by one: ten for each big picture, one for each small one.
    check: ({ values, ask }, problem) => {
      const counted = values.map((v) => {
        let n = 0;
        for (let big = 0; big < Math.floor(v / 10); big++) n += 10;
        for (let small = 0; small < v % 10; small++) n += 1;
        return n;
      });
      const sorted = [...counted].sort((a, b) => a - b);
      return keyIs(problem, ask === 'total' ? counted.reduce((a, b) => a + b, 0) : sorted[3]! - sorted[0]!);
    },
  }),

  // One row is left blank: the total and the other rows give it back.
  defineTemplate(UNIT, 'picture-graph-missing-row', {
    version: 2,
    params: (r) => ({
      topic: r.pick([0, 2, 3] as const),
      values: distinctInts(r, 4, 0, 23).map(tensAndOnes),
      hidden: r.int(0, 3),
    }),
    generate: ({ topic, values, hidden }) => {
      const t = TOPICS[topic];
      const [unitKo, unitEn] = t.unit;
      const total = values.reduce((a, b) => a + b, 0);
      const row = t.rows[hidden] as readonly [string, string];
      const others = values.filter((_, i) => i !== hidden);
      const known = others.reduce((a, b) => a + b, 0);
      const answer = values[hidden] as number;
      return withFigure(
        essay({
          difficulty: 4,
          stem: [
            `${withJosa(t.ko, '을/를')} 조사하여 나타낸 그림그래프인데, ${row[0]}의 그림이 지워졌습니다. 모두 합하면 ${m(total)}${unitKo}일 때 ${withJosa(row[0], '은/는')} 몇 ${unitKo}입니까?`,
            `The picture graph shows the ${t.en}, but the pictures for ${row[1]} were erased. The four together have ${m(total)} ${unitEn}. How many ${unitEn} does ${row[1]} have?`,
          ],
          answer: String(answer),
          form: 'number',
          unit: unitKo,
          steps: [
            [
              `지워진 한 줄의 수는 전체 합에서 나머지 세 줄의 수를 빼면 구할 수 있습니다.`,
              `The key idea: the erased row is the total minus the three rows you can read.`,
            ],
            [
              `큰 그림은 ${m(10)}${unitKo}, 작은 그림은 ${m(1)}${unitKo}이므로 나머지 세 줄은 ${others.map((v) => `${m(v)}${unitKo}`).join(', ')}이고, 합은 ${m(`${others.join('+')}=${known}`)}입니다.`,
              `A big picture is ${m(10)} and a small one is ${m(1)}, so the other rows are ${others.map((v) => m(v)).join(', ')}, which add up to ${m(`${others.join('+')}=${known}`)}.`,
            ],
            [
              `따라서 ${withJosa(row[0], '은/는')} ${m(`${total}-${known}=${answer}`)}(${unitKo})입니다.`,
              `So ${row[1]} has ${m(`${total}-${known}=${answer}`)} ${unitEn}.`,
            ],
          ],
        }),
        pictureGraph({
          title: { ko: t.ko, en: t.en.replace(/^./, (c) => c.toUpperCase()) },
          rows: t.rows.map((r, i) => ({ label: { ko: r[0], en: r[1] }, value: values[i] as number })),
          big: 10,
          small: 1,
          unit: { ko: unitKo, en: unitEn },
          unitOne: ONE[unitEn],
          hidden: [hidden],
        }),
      );
    },
    // Finds the one value that makes the total, trying every count.
    check: ({ values, hidden }, problem) => {
      const total = values.reduce((a, b) => a + b, 0);
      const rest = values.filter((_, i) => i !== hidden);
      return keyIs(
        problem,
        findOnly(0, 100, (x) => rest.reduce((a, b) => a + b, x) === total),
      );
    },
  }),
];
