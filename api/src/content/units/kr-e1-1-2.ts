// 1학년 1학기 2단원 여러 가지 모양: box, cylinder and ball shapes in everyday objects.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
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
  defineTemplate(U, 'odd-one-out', {
    version: 1,
    params: (r) => {
      const [main, other] = r.shuffle(SHAPES) as [Shape, Shape];
      const items = r.shuffle(OBJECTS[main]).slice(0, 4);
      const at = r.int(0, 4);
      return { main, other, items: [...items.slice(0, at), r.pick(OBJECTS[other]), ...items.slice(at)], at };
    },
    generate: ({ main, other, items, at }, rng) =>
      multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 2,
        stem: [
          `${items.map(([ko], i) => `${m(i + 1)} ${ko}`).join(', ')} 중에서 모양이 다른 하나는 몇 번입니까?`,
          `Look at ${items.map(([, en], i) => `${m(i + 1)} ${en}`).join(', ')}. Which number has a different shape from the others?`,
        ],
        correct: m(at + 1),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== at + 1).map((x) => m(x)),
        steps: [
          [`네 물건은 모두 ${SHAPE_NAME[main].ko}입니다.`, `Four of the objects have the ${SHAPE_NAME[main].en}.`],
          [
            `${m(at + 1)}번 ${withJosa(items[at]![0], '은/는')} ${SHAPE_NAME[other].ko}이므로 모양이 다릅니다.`,
            `Object ${m(at + 1)}, the ${items[at]![1]}, has the ${SHAPE_NAME[other].en}, so it is the different one.`,
          ],
        ],
      }),
    // Sort the objects by their features and keep the only one unlike the rest.
    check: ({ items }, problem) => {
      const sig = (en: string) => JSON.stringify(FEATURES[shapeOfEnglish(en) ?? 'box']);
      const lonely = items.findIndex(([, en]) => items.filter(([, e]) => sig(e) === sig(en)).length === 1);
      return keyIs(problem, lonely + 1);
    },
  }),

  defineTemplate(U, 'rolls-or-stacks', {
    version: 1,
    params: (r) => {
      const all = SHAPES.flatMap((s) => OBJECTS[s]);
      return { items: r.shuffle(all).slice(0, r.int(6, 8)), rolls: r.int(0, 1) === 1 };
    },
    generate: ({ items, rolls }) => {
      // Rolling needs a curved part; stacking needs a flat part.
      const found = items.filter(([, en]) => {
        const shape = shapeOfEnglish(en) as Shape;
        return rolls ? shape !== 'box' : shape !== 'ball';
      });
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: rolls
          ? [
              `다음 물건 중에서 굴러갈 수 있는 것은 모두 몇 개입니까? ${items.map(([ko]) => ko).join(', ')}`,
              `How many of these objects can roll? ${items.map(([, en]) => en).join(', ')}`,
            ]
          : [
              `다음 물건 중에서 위에 다른 물건을 쌓을 수 있는 것은 모두 몇 개입니까? ${items.map(([ko]) => ko).join(', ')}`,
              `How many of these objects can have something stacked on top of them? ${items.map(([, en]) => en).join(', ')}`,
            ],
        answer: String(found.length),
        form: 'number',
        unit: '개',
        steps: [
          rolls
            ? [
                '둥근 부분이 있으면 굴러갑니다. 둥근기둥 모양과 공 모양이 굴러가고, 상자 모양은 굴러가지 않습니다.',
                'An object rolls if it has a curved part: can shapes and ball shapes roll, box shapes do not.',
              ]
            : [
                '평평한 부분이 있으면 쌓을 수 있습니다. 상자 모양과 둥근기둥 모양은 쌓을 수 있고, 공 모양은 쌓을 수 없습니다.',
                'You can stack on an object with a flat part: box shapes and can shapes stack, ball shapes do not.',
              ],
          [
            `${rolls ? '굴러가는' : '쌓을 수 있는'} 물건: ${found.map(([ko]) => ko).join(', ') || '없음'}`,
            `The objects that ${rolls ? 'roll' : 'stack'}: ${found.map(([, en]) => en).join(', ') || 'none'}`,
          ],
          [`모두 ${m(found.length)}개입니다.`, `That is ${m(found.length)} ${noun(found.length, 'object')}.`],
        ],
      });
    },
    // Recount from the English list by each object's features.
    check: ({ rolls }, problem) => {
      const list = problem.stem.en.replace(/^.*\? /, '').split(', ');
      const hits = list.filter((en) => {
        const f = FEATURES[shapeOfEnglish(en) ?? 'box'];
        return rolls ? f.curved : f.flat;
      });
      return keyIs(problem, hits.length);
    },
  }),

  defineTemplate(U, 'two-clues', {
    version: 1,
    params: (r) => {
      const all = SHAPES.flatMap((s) => OBJECTS[s]);
      return { items: r.shuffle(all).slice(0, 7), target: r.pick(SHAPES), who: r.int(0, 1) };
    },
    generate: ({ items, target }) => {
      const clues = {
        box: ['쌓을 수 있습니다. 굴러가지 않습니다.', 'It can be stacked. It does not roll.'],
        cylinder: ['쌓을 수 있습니다. 눕히면 굴러갑니다.', 'It can be stacked. It rolls when laid on its side.'],
        ball: ['어느 쪽으로도 잘 굴러갑니다. 쌓을 수 없습니다.', 'It rolls in every direction. It cannot be stacked.'],
      }[target];
      const found = items.filter(([, en]) => shapeOfEnglish(en) === target);
      return essay({
        subUnit: `${U}.s4`,
        difficulty: 4,
        stem: [
          `모양 찾기 놀이를 합니다. 설명에 맞는 물건은 모두 몇 개입니까? 설명: ${clues[0]} 물건: ${items.map(([ko]) => ko).join(', ')}`,
          `A shape hunt. How many objects fit both clues? Clues: ${clues[1]} Objects: ${items.map(([, en]) => en).join(', ')}`,
        ],
        answer: String(found.length),
        form: 'number',
        unit: '개',
        steps: [
          [
            '설명 두 가지를 모두 만족하는 모양을 먼저 정하는 것이 열쇠입니다. 쌓을 수 있으려면 평평한 부분이, 굴러가려면 둥근 부분이 있어야 합니다.',
            'The key is to decide first which shape fits both clues. Stacking needs a flat part; rolling needs a curved part.',
          ],
          [
            `두 설명에 맞는 모양은 ${SHAPE_NAME[target].ko}입니다.`,
            `Both clues describe the ${SHAPE_NAME[target].en}.`,
          ],
          found.length === 0
            ? [
                `${SHAPE_NAME[target].ko}인 물건은 하나도 없으므로 ${m(0)}개입니다.`,
                `No object has it, so the answer is ${m(0)}.`,
              ]
            : [
                `${SHAPE_NAME[target].ko}인 물건은 ${found.map(([ko]) => ko).join(', ')}로 ${m(found.length)}개입니다.`,
                `The objects with it are ${found.map(([, en]) => en).join(', ')}: ${m(found.length)} in all.`,
              ],
        ],
      });
    },
    // Turn each clue into a feature test and count the listed objects that pass both.
    check: (_p, problem) => {
      const clue = problem.stem.en;
      const flat = clue.includes('can be stacked');
      const curved = !clue.includes('does not roll');
      const list = clue.replace(/^.*Objects: /, '').split(', ');
      return keyIs(
        problem,
        list.filter((en) => {
          const f = FEATURES[shapeOfEnglish(en) ?? 'box'];
          return f.flat === flat && f.curved === curved;
        }).length,
      );
    },
  }),

  defineTemplate(U, 'two-builds', {
    version: 1,
    params: (r) => {
      const target = r.pick(SHAPES);
      const others = SHAPES.filter((x) => x !== target);
      const nb = r.int(1, 3);
      const na = nb + r.int(1, 3);
      const build = (n: number, size: number): Shape[] =>
        r.shuffle([
          ...Array.from({ length: n }, () => target),
          ...Array.from({ length: size - n }, () => r.pick(others)),
        ]);
      const [a, b] = [build(na, r.int(na + 1, 8)), build(nb, r.int(nb + 2, 7))];
      return r.int(0, 1) === 1 ? { a, b, target } : { a: b, b: a, target };
    },
    generate: ({ a, b, target }) => {
      const short = { box: ['상자', 'box'], cylinder: ['둥근기둥', 'can'], ball: ['공', 'ball'] } as const;
      const [na, nb] = [a.filter((s) => s === target).length, b.filter((s) => s === target).length];
      const more = na > nb ? ['가', 'A'] : ['나', 'B'];
      const diff = Math.abs(na - nb);
      const word = short[target];
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 4,
        stem: [
          `두 작품을 만드는 데 사용한 모양입니다. 가: ${a.map((s) => short[s][0]).join(', ')} / 나: ${b.map((s) => short[s][0]).join(', ')}. ${word[0]} 모양을 더 많이 사용한 작품은 몇 개 더 많이 사용했습니까?`,
          `These shapes were used to build two models. A: ${a.map((s) => short[s][1]).join(', ')} / B: ${b.map((s) => short[s][1]).join(', ')}. The model that used more ${word[1]} shapes used how many more?`,
        ],
        answer: String(diff),
        form: 'number',
        unit: '개',
        steps: [
          [
            `가에서 ${word[0]} 모양은 ${m(na)}개, 나에서 ${word[0]} 모양은 ${m(nb)}개입니다.`,
            `Model A uses ${m(na)} ${word[1]} ${na === 1 ? 'shape' : 'shapes'} and model B uses ${m(nb)}.`,
          ],
          [
            `두 작품의 ${word[0]} 모양을 하나씩 짝지어 보는 것이 열쇠입니다. 짝이 없이 남는 것이 더 많이 사용한 만큼입니다.`,
            `The key idea: pair up the ${word[1]} shapes of the two models one to one. The ones left without a partner are how many more.`,
          ],
          [
            `${more[0]}에 짝이 없는 ${word[0]} 모양이 ${m(diff)}개 남으므로 ${m(diff)}개 더 많이 사용했습니다.`,
            `Model ${more[1]} has ${m(diff)} left over, so it used ${m(diff)} more.`,
          ],
        ],
      });
    },
    // Recount both lists in the English stem and pair them off one by one.
    check: ({ target }, problem) => {
      const word = { box: 'box', cylinder: 'can', ball: 'ball' }[target];
      const [, la, lb] = /A: (.*?) \/ B: (.*?)\. The/.exec(problem.stem.en) ?? [];
      let x = (la ?? '').split(', ').filter((w) => w === word).length;
      let y = (lb ?? '').split(', ').filter((w) => w === word).length;
      while (x > 0 && y > 0) [x, y] = [x - 1, y - 1];
      return keyIs(problem, x + y);
    },
  }),

  defineTemplate(U, 'shape-from-clue', {
    version: 2,
    params: (r) => {
      const target = r.pick(SHAPES);
      const others = r.shuffle(SHAPES.filter((x) => x !== target).flatMap((x) => OBJECTS[x])).slice(0, 4);
      const at = r.int(0, 4);
      const items = [...others.slice(0, at), r.pick(OBJECTS[target]), ...others.slice(at)];
      return { target, items, at };
    },
    generate: ({ target, items, at }, rng) => {
      const [ko, en] = items[at] as [string, string];
      // What the hand feels, and the part a shape with it has.
      const clue = {
        box: ['뾰족한 부분이', 'a pointed corner'],
        cylinder: ['평평한 부분과 둥근 부분이', 'a flat part and a curved part'],
        ball: ['둥근 부분만', 'only a curved part'],
      }[target] as [string, string];
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `주머니 속의 물건을 손으로 만져 보았더니 ${clue[0]} 만져졌습니다. ${items.map(([ko], i) => `${m(i + 1)} ${ko}`).join(', ')} 중에서 주머니 속의 물건은 몇 번입니까?`,
          `You reach into a bag and feel ${clue[1]}. Of ${items.map(([, en], i) => `${m(i + 1)} ${en}`).join(', ')}, which number could be the object?`,
        ],
        correct: m(at + 1),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== at + 1).map((x) => m(x)),
        steps: [
          [
            `${clue[0]} 있는 모양은 ${SHAPE_NAME[target].ko}입니다.`,
            `An object with ${clue[1]} has the ${SHAPE_NAME[target].en}.`,
          ],
          [
            `${SHAPE_NAME[target].ko}인 물건은 ${m(at + 1)}번 ${ko}입니다.`,
            `The object with that shape is number ${m(at + 1)}, the ${en}.`,
          ],
        ],
      });
    },
    // Test each listed object's features against the clue felt.
    check: ({ target, items }, problem) => {
      const want = FEATURES[target];
      const i = items.findIndex(([, en]) => {
        const f = FEATURES[shapeOfEnglish(en) ?? 'box'];
        return f.flat === want.flat && f.curved === want.curved;
      });
      return keyIs(problem, i + 1);
    },
  }),
];
