// 1학년 1학기 2단원 여러 가지 모양: box, cylinder and ball shapes in everyday objects.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';

const U = 'kr-e1-1-2';

type Shape = 'box' | 'cylinder' | 'ball';
const SHAPES: Shape[] = ['box', 'cylinder', 'ball'];
const SHAPE_NAME: Record<Shape, { ko: string; en: string }> = {
  box: { ko: '상자 모양', en: 'box shape' },
  cylinder: { ko: '둥근기둥 모양', en: 'can shape (cylinder)' },
  ball: { ko: '공 모양', en: 'ball shape (sphere)' },
};
const OBJECTS: Record<Shape, [string, string][]> = {
  box: [
    ['휴지 상자', 'tissue box'],
    ['주사위', 'die'],
    ['선물 상자', 'gift box'],
    ['과자 상자', 'cracker box'],
    ['벽돌', 'brick'],
    ['필통', 'pencil case'],
  ],
  cylinder: [
    ['음료수 캔', 'soda can'],
    ['풀', 'glue stick'],
    ['통조림', 'food can'],
    ['두루마리 휴지', 'roll of toilet paper'],
    ['북', 'drum'],
    ['양초', 'candle'],
  ],
  ball: [
    ['축구공', 'soccer ball'],
    ['구슬', 'marble'],
    ['수박', 'watermelon'],
    ['지구본', 'globe'],
    ['야구공', 'baseball'],
    ['테니스공', 'tennis ball'],
  ],
};
/** What a shape has, used by the checks instead of the shape labels. */
const FEATURES: Record<Shape, { flat: boolean; curved: boolean }> = {
  box: { flat: true, curved: false },
  cylinder: { flat: true, curved: true },
  ball: { flat: false, curved: true },
};
const shapeOfEnglish = (name: string): Shape | undefined =>
  SHAPES.find((s) => OBJECTS[s].some(([, en]) => en === name));

/** 을/를 after a list of Korean words, by its last word. */
const listWith = (words: readonly string[], pair: '을/를' | '이/가'): string => withJosa(words.join(', '), pair);

export const templates = [
  defineTemplate(U, 'count-shapes', {
    version: 2,
    params: (r) => {
      const all = SHAPES.flatMap((s) => OBJECTS[s]);
      return { items: r.shuffle(all).slice(0, r.int(5, 8)), target: r.pick(SHAPES), game: r.int(0, 1) };
    },
    generate: ({ items, target, game }) => {
      const found = items.filter(([, en]) => shapeOfEnglish(en) === target);
      const count = found.length;
      const name = SHAPE_NAME[target];
      const ko = items.map(([k]) => k);
      const en = items.map(([, e]) => e).join(', ');
      return essay({
        subUnit: game ? `${U}.s4` : `${U}.s1`,
        difficulty: items.length > 6 ? 2 : 1,
        stem: game
          ? [
              `모양 찾기 놀이를 하며 교실에서 ${listWith(ko, '을/를')} 찾았습니다. 이 중에서 ${withJosa(name.ko, '은/는')} 몇 개입니까?`,
              `In a shape hunt, the class found: ${en}. How many of them have the ${name.en}?`,
            ]
          : [
              `다음 물건 중에서 ${name.ko}인 것은 몇 개입니까? ${ko.join(', ')}`,
              `How many of these objects have the ${name.en}? ${en}`,
            ],
        answer: String(count),
        form: 'number',
        unit: '개',
        steps: [
          [
            '상자 모양은 평평한 부분과 뾰족한 부분이 있고, 둥근기둥 모양은 평평한 부분과 둥근 부분이 있고, 공 모양은 전체가 둥급니다.',
            'A box shape has flat faces and pointed corners, a can shape has flat ends and a curved side, and a ball shape is round all over.',
          ],
          count === 0
            ? [`${name.ko}인 물건은 하나도 없습니다.`, `None of the objects has the ${name.en}.`]
            : [
                `${name.ko}인 물건: ${found.map(([k]) => k).join(', ')}`,
                `Objects with the ${name.en}: ${found.map(([, e]) => e).join(', ')}`,
              ],
          [`그래서 ${m(count)}개입니다.`, `So the answer is ${m(count)}.`],
        ],
      });
    },
    // Reread the list in the English stem and recount by each object's features.
    check: ({ target }, problem) => {
      const list = problem.stem.en.replace(/^.*?: |^.*\? /, '').replace(/\. How.*$/, '');
      const count = list
        .split(', ')
        .map(shapeOfEnglish)
        .filter((s) => s !== undefined)
        .filter(
          (s) => FEATURES[s].flat === FEATURES[target].flat && FEATURES[s].curved === FEATURES[target].curved,
        ).length;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'which-rolls', {
    version: 2,
    params: (r) => {
      const target = r.pick(SHAPES);
      const others = SHAPES.filter((s) => s !== target);
      const picks: Shape[] = r.shuffle([target, ...others, r.pick(others), r.pick(others)]);
      const used = new Set<string>();
      const items = picks.map((s) => {
        const options = OBJECTS[s].filter(([ko]) => !used.has(ko));
        const item = r.pick(options);
        used.add(item[0]);
        return { shape: s, ko: item[0], en: item[1] };
      });
      return { target, items };
    },
    generate: ({ target, items }, rng) => {
      const answer = items.findIndex((it) => it.shape === target) + 1;
      const ask = {
        ball: [
          '평평한 부분이 없어서 어느 쪽으로 굴려도 잘 굴러가는',
          'has no flat part, so it rolls in every direction',
        ],
        cylinder: [
          '평평한 부분과 둥근 부분이 모두 있어서 눕히면 잘 굴러가고 세우면 쌓을 수 있는',
          'has both flat and curved parts, so it rolls on its side and stacks when stood up',
        ],
        box: [
          '평평한 부분과 뾰족한 부분만 있어서 굴러가지 않고 잘 쌓을 수 있는',
          'has only flat faces and pointed corners, so it does not roll but stacks well',
        ],
      }[target];
      const item = items[answer - 1] as { ko: string; en: string };
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 2,
        stem: [
          `${items.map((it, i) => `${m(i + 1)} ${it.ko}`).join(', ')} 중에서 ${ask[0]} 물건은 몇 번입니까?`,
          `Look at ${items.map((it, i) => `${m(i + 1)} ${it.en}`).join(', ')}. Which number is the object that ${ask[1]}?`,
        ],
        correct: m(answer),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== answer).map((x) => m(x)),
        steps: [
          [
            `${ask[0]} 것은 ${SHAPE_NAME[target].ko}입니다.`,
            `An object that ${ask[1]} has the ${SHAPE_NAME[target].en}.`,
          ],
          [
            `${m(answer)}번 ${withJosa(item.ko, '이/가')} ${SHAPE_NAME[target].ko}입니다.`,
            `Object ${m(answer)}, the ${item.en}, has the ${SHAPE_NAME[target].en}.`,
          ],
        ],
      });
    },
    // Test each listed object's features against the property asked for.
    check: ({ target, items }, problem) => {
      const want = FEATURES[target];
      const hits = items
        .map((it, i) => ({ i, f: FEATURES[shapeOfEnglish(it.en) ?? 'box'] }))
        .filter(({ f }) => f.flat === want.flat && f.curved === want.curved);
      return hits.length === 1 && keyIs(problem, (hits[0]?.i ?? -2) + 1);
    },
  }),

  defineTemplate(U, 'build-with-shapes', {
    version: 2,
    params: (r) => ({
      used: Array.from({ length: r.int(6, 9) }, () => r.pick(SHAPES)),
      target: r.pick(SHAPES),
      thing: r.pick([
        ['기차', 'a train'],
        ['로봇', 'a robot'],
        ['집', 'a house'],
        ['자동차', 'a car'],
        ['성', 'a castle'],
        ['눈사람', 'a snowman'],
      ] as const),
    }),
    generate: ({ used, target, thing }, rng) => {
      const count = used.filter((s) => s === target).length;
      const others = SHAPES.filter((s) => s !== target).map((s) => used.filter((u) => u === s).length);
      const short = { box: ['상자', 'box'], cylinder: ['둥근기둥', 'can'], ball: ['공', 'ball'] } as const;
      const word = short[target];
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: used.length > 7 ? 2 : 1,
        stem: [
          `${withJosa(thing[0], '을/를')} 만드는 데 사용한 모양을 차례로 적었습니다. ${used.map((s) => short[s][0]).join(', ')}. ${withJosa(SHAPE_NAME[target].ko, '은/는')} 몇 개 사용했습니까?`,
          `These are the shapes used to build ${thing[1]}, in order: ${used.map((s) => short[s][1]).join(', ')}. How many ${word[1]} shapes were used?`,
        ],
        correct: m(count),
        wrong: countChoices(count, [...others, used.length, count + 1, count - 1]),
        steps: [
          [`${word[0]} 모양에 하나씩 표시하며 셉니다.`, `Mark each ${word[1]} shape as you count it.`],
          [
            `${withJosa(SHAPE_NAME[target].ko, '은/는')} 모두 ${m(count)}개입니다.`,
            `${count === 1 ? 'There is' : 'There are'} ${m(count)} ${word[1]} ${count === 1 ? 'shape' : 'shapes'}.`,
          ],
        ],
      });
    },
    // Recount the words in the English stem.
    check: ({ target }, problem) => {
      const word = { box: 'box', cylinder: 'can', ball: 'ball' }[target];
      const list = /in order: (.*?)\. How/.exec(problem.stem.en)?.[1] ?? '';
      return keyIs(problem, list.split(', ').filter((x) => x === word).length);
    },
  }),
];
