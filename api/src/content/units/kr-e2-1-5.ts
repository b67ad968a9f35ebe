// 2학년 1학기 5단원 분류하기: choosing a rule, sorting by it, counting each group and reporting the result.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, stemMath } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly } from '../kit/counting.js';

const KINDS: Record<string, [string, string][]> = {
  fruit: [
    ['사과', 'apple'],
    ['바나나', 'banana'],
    ['포도', 'grapes'],
    ['복숭아', 'peach'],
    ['수박', 'watermelon'],
    ['딸기', 'strawberry'],
  ],
  vegetable: [
    ['당근', 'carrot'],
    ['오이', 'cucumber'],
    ['양파', 'onion'],
    ['감자', 'potato'],
    ['배추', 'napa cabbage'],
    ['고추', 'pepper'],
  ],
  animal: [
    ['강아지', 'puppy'],
    ['고양이', 'cat'],
    ['토끼', 'rabbit'],
    ['호랑이', 'tiger'],
    ['기린', 'giraffe'],
    ['다람쥐', 'squirrel'],
  ],
  vehicle: [
    ['버스', 'bus'],
    ['자전거', 'bicycle'],
    ['기차', 'train'],
    ['비행기', 'airplane'],
    ['헬리콥터', 'helicopter'],
    ['트럭', 'truck'],
  ],
};
const KIND_NAME: Record<string, [string, string]> = {
  fruit: ['과일', 'fruits'],
  vegetable: ['채소', 'vegetables'],
  animal: ['동물', 'animals'],
  vehicle: ['탈것', 'vehicles'],
};
const COLORS: [string, string][] = [
  ['빨간색', 'red'],
  ['파란색', 'blue'],
  ['노란색', 'yellow'],
  ['초록색', 'green'],
  ['보라색', 'purple'],
];
const SHAPES: [string, string][] = [
  ['원', 'circle'],
  ['삼각형', 'triangle'],
  ['사각형', 'square'],
  ['별', 'star'],
];

const U = 'kr-e2-1-5';

export const templates = [
  defineTemplate(U, 'sort-and-count', {
    version: 2,
    params: (r) => {
      const kinds = r.shuffle(Object.keys(KINDS)).slice(0, r.int(2, 3));
      const items = r.shuffle(
        kinds.flatMap((k) =>
          r
            .shuffle(KINDS[k] ?? [])
            .slice(0, r.int(1, 4))
            .map(([ko, en]) => ({ k, ko, en })),
        ),
      );
      return { items, target: r.pick(kinds) };
    },
    generate: ({ items, target }) => {
      const hits = items.filter((it) => it.k === target);
      const [ko, en] = KIND_NAME[target] ?? ['', ''];
      return essay({
        subUnit: `${U}.s3`,
        difficulty: items.length > 7 ? 2 : 1,
        stem: L(
          `다음 그림 카드를 종류에 따라 분류하려고 합니다. ${withJosa(ko, '은/는')} 몇 장입니까? ${items.map((it) => it.ko).join(', ')}`,
          `These picture cards are sorted by kind. How many cards show ${en}? ${items.map((it) => it.en).join(', ')}`,
        ),
        answer: String(hits.length),
        form: 'number',
        steps: [
          L(
            `${ko}인 것을 찾아 표시합니다: ${hits.map((it) => it.ko).join(', ')}`,
            `Mark the ${en}: ${hits.map((it) => it.en).join(', ')}.`,
          ),
          L(
            `${withJosa(ko, '은/는')} 모두 ${m(hits.length)}장입니다.`,
            `${hits.length === 1 ? 'There is' : 'There are'} ${count(hits.length, 'card')} with ${en}.`,
          ),
        ],
      });
    },
    // Reread the English card list and look each card up in the catalogue.
    check: ({ target }, problem) => {
      const list = problem.stem.en.replace(/^.*\? /, '').split(', ');
      const group = (name: string) => Object.keys(KINDS).find((k) => KINDS[k]?.some(([, en]) => en === name));
      return keyIs(problem, list.filter((name) => group(name) === target).length);
    },
  }),

  defineTemplate(U, 'how-many-groups', {
    version: 2,
    params: (r) => {
      const colors = r.shuffle(COLORS).slice(0, r.int(2, 5));
      const shapes = r.shuffle(SHAPES).slice(0, r.int(2, 4));
      const n = r.int(6, 9);
      const buttons = Array.from({ length: n }, (_, i) => ({
        color: i < colors.length ? colors[i]! : r.pick(colors),
        shape: i < shapes.length ? shapes[i]! : r.pick(shapes),
      }));
      return { buttons: r.shuffle(buttons), byColor: r.int(0, 1) === 1 };
    },
    generate: ({ buttons, byColor }, rng) => {
      const groups = new Set(buttons.map((b) => (byColor ? b.color[0] : b.shape[0]))).size;
      return multiple(rng, {
        subUnit: `${U}.${byColor ? 's2' : 's1'}`,
        difficulty: 2,
        stem: L(
          `단추 ${m(buttons.length)}개가 있습니다: ${buttons.map((b) => `${b.color[0]} ${b.shape[0]}`).join(', ')}. ${byColor ? '색깔' : '모양'}에 따라 분류하면 몇 가지로 나눌 수 있습니까?`,
          `There are ${m(buttons.length)} buttons: ${buttons.map((b) => `${b.color[1]} ${b.shape[1]}`).join(', ')}. If you sort them by ${byColor ? 'color' : 'shape'}, how many groups do you get?`,
        ),
        correct: m(groups),
        wrong: countChoices(groups, [
          buttons.length,
          groups + 1,
          groups - 1,
          new Set(buttons.map((b) => (byColor ? b.shape[0] : b.color[0]))).size,
          groups + 2,
        ]),
        steps: [
          L(
            `${byColor ? '색깔' : '모양'}처럼 누가 분류해도 결과가 같은 분명한 기준으로 나눕니다.`,
            `Sort by a clear rule, like ${byColor ? 'color' : 'shape'}, that gives the same result whoever sorts.`,
          ),
          L(
            `나오는 ${byColor ? '색깔' : '모양'}: ${[...new Set(buttons.map((b) => (byColor ? b.color[0] : b.shape[0])))].join(', ')}`,
            `The ${byColor ? 'colors' : 'shapes'}: ${[...new Set(buttons.map((b) => (byColor ? b.color[1] : b.shape[1])))].join(', ')}.`,
          ),
          L(`모두 ${m(groups)}가지입니다.`, `That makes ${m(groups)} groups.`),
        ],
      });
    },
    // Reread the English list and collect the distinct words in the sorting position.
    check: ({ byColor }, problem) => {
      const list = /buttons: (.*?)\. If/.exec(problem.stem.en)?.[1]?.split(', ') ?? [];
      const seen: string[] = [];
      for (const b of list) {
        const word = b.split(' ')[byColor ? 0 : 1] ?? '';
        if (!seen.includes(word)) seen.push(word);
      }
      return keyIs(problem, seen.length);
    },
  }),

  defineTemplate(U, 'report-results', {
    version: 2,
    params: (r) => {
      const topics = [
        {
          ko: '좋아하는 계절',
          en: 'favorite season',
          options: [
            ['봄', 'spring'],
            ['여름', 'summer'],
            ['가을', 'fall'],
            ['겨울', 'winter'],
          ],
        },
        {
          ko: '좋아하는 과일',
          en: 'favorite fruit',
          options: [
            ['사과', 'apples'],
            ['포도', 'grapes'],
            ['딸기', 'strawberries'],
            ['귤', 'tangerines'],
          ],
        },
        {
          ko: '좋아하는 색깔',
          en: 'favorite color',
          options: [
            ['빨간색', 'red'],
            ['파란색', 'blue'],
            ['노란색', 'yellow'],
            ['초록색', 'green'],
          ],
        },
        {
          ko: '타고 싶은 놀이기구',
          en: 'favorite ride',
          options: [
            ['그네', 'swings'],
            ['미끄럼틀', 'slide'],
            ['시소', 'seesaw'],
            ['정글짐', 'jungle gym'],
          ],
        },
      ] as const;
      const topic = r.pick(topics);
      const counts = r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
      return { topic, counts, ask: r.int(0, 2) };
    },
    generate: ({ topic, counts, ask }, rng) => {
      const max = Math.max(...counts);
      const min = Math.min(...counts);
      const total = counts.reduce((a, b) => a + b, 0);
      const table = L(
        topic.options.map(([ko], i) => `${ko} ${m(counts[i] ?? 0)}명`).join(', '),
        topic.options.map(([, en], i) => `${en}: ${m(counts[i] ?? 0)}`).join(', '),
      );
      const asks = [
        {
          ko: '가장 많은 학생이 고른 것은 몇 명이 골랐습니까?',
          en: 'How many students chose the most popular answer?',
          answer: max,
          wrong: [min, total, max - min, max + 1],
        },
        {
          ko: '가장 많은 학생이 고른 것은 가장 적은 학생이 고른 것보다 몇 명 더 많습니까?',
          en: 'How many more students chose the most popular answer than the least popular one?',
          answer: max - min,
          wrong: [max + min, max, min, max - min + 1],
        },
        {
          ko: '조사한 학생은 모두 몇 명입니까?',
          en: 'How many students were asked in all?',
          answer: total,
          wrong: [total - 1, total + 1, max, total - min, total + 10],
        },
      ];
      const a = asks[ask] ?? asks[0]!;
      return multiple(rng, {
        subUnit: `${U}.s4`,
        difficulty: ask === 1 ? 3 : 2,
        stem: L(
          `반 학생들이 ${withJosa(topic.ko, '을/를')} 조사하여 분류하고 세었더니 ${table.ko}이었습니다. ${a.ko}`,
          `Students in a class were asked their ${topic.en}, and the answers were sorted and counted: ${table.en}. ${a.en}`,
        ),
        correct: m(a.answer),
        wrong: countChoices(a.answer, a.wrong),
        steps: [
          L(`분류한 결과: ${table.ko}`, `Sorted results: ${table.en}.`),
          ask === 0
            ? L(`가장 큰 수는 ${m(max)}입니다.`, `The greatest count is ${m(max)}.`)
            : ask === 1
              ? L(`${m(`${max}-${min}=${max - min}`)}`, `${m(`${max}-${min}=${max - min}`)}`)
              : L(`${m(`${counts.join('+')}=${total}`)}`, `${m(`${counts.join('+')}=${total}`)}`),
          L(`답은 ${m(a.answer)}명입니다.`, `The answer is ${count(a.answer, 'student')}.`),
        ],
      });
    },
    // Reread the four counts from the stem.
    check: ({ ask }, problem) => {
      const counts = [0, 1, 2, 3].map((i) => Number(stemMath(problem, i)));
      const max = counts.reduce((a, b) => (b > a ? b : a), 0);
      const min = counts.reduce((a, b) => (b < a ? b : a), 99);
      if (ask === 0) return keyIs(problem, max);
      if (ask === 1)
        return keyIs(
          problem,
          findOnly(0, 20, (d) => min + d === max),
        );
      let total = 0;
      for (const c of counts) total += c;
      return keyIs(problem, total);
    },
  }),
];
