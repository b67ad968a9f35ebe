// 1학년 1학기 4단원 비교하기: comparing lengths, weights, areas and capacities with non-standard units.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, stemMath } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { PEOPLE, callKo, nameWith } from '../kit/people.js';

const U = 'kr-e1-1-4';

/** Things to measure, with how long each really is (cm): a crayon is never as long as a recorder. */
const LONG_THINGS = [
  { ko: '연필', en: 'pencil', cm: [15, 19] },
  { ko: '크레파스', en: 'crayon', cm: [7, 10] },
  { ko: '풀', en: 'glue stick', cm: [8, 11] },
  { ko: '가위', en: 'pair of scissors', cm: [12, 18] },
  { ko: '숟가락', en: 'spoon', cm: [14, 20] },
  { ko: '칫솔', en: 'toothbrush', cm: [16, 20] },
  { ko: '젓가락', en: 'chopstick', cm: [20, 24] },
  { ko: '리코더', en: 'recorder', cm: [30, 34] },
] as const;

/** Measuring units and their length in cm. */
const UNITS = [
  { ko: '클립', one: 'paper clip', en: 'paper clips', cm: 3 },
  { ko: '지우개', one: 'eraser', en: 'erasers', cm: 5 },
] as const;

/** Light things weighed against go stones (about 5 g each), with how many stones each really balances. */
const LIGHT_THINGS = [
  { ko: '연필', en: 'pencil', stones: [1, 2] },
  { ko: '지우개', en: 'eraser', stones: [2, 4] },
  { ko: '풀', en: 'glue stick', stones: [3, 5] },
  { ko: '자', en: 'ruler', stones: [2, 5] },
  { ko: '가위', en: 'pair of scissors', stones: [6, 9] },
  { ko: '공책', en: 'notebook', stones: [7, 9] },
  { ko: '크레파스', en: 'crayon', stones: [1, 2] },
] as const;

export const templates = [
  defineTemplate(U, 'which-is-longer', {
    version: 2,
    params: (r) => {
      const unit = r.pick(UNITS);
      const things = r.shuffle(LONG_THINGS).slice(0, 5);
      // Each thing's length in units, drawn from its real length; the longest and the shortest are one thing each.
      for (;;) {
        const lengths = things.map((t) => Math.round(r.int(t.cm[0], t.cm[1]) / unit.cm));
        const max = Math.max(...lengths);
        const min = Math.min(...lengths);
        if (lengths.filter((x) => x === max).length === 1 && lengths.filter((x) => x === min).length === 1)
          return { things, lengths, ask: r.int(0, 2), unit };
      }
    },
    // Each thing's length in cm as measured: within its real length, give or take half a unit.
    ranges: Object.fromEntries(LONG_THINGS.map((t) => [t.en, [t.cm[0] - 3, t.cm[1] + 3] as const])),
    values: ({ things, lengths, unit }) =>
      Object.fromEntries(
        LONG_THINGS.map((t) => {
          const i = things.indexOf(t);
          return [t.en, i < 0 ? [] : [(lengths[i] as number) * unit.cm]];
        }),
      ),
    generate: ({ things, lengths, ask, unit }, rng) => {
      const max = Math.max(...lengths);
      const min = Math.min(...lengths);
      const thingAt = (v: number) => things[lengths.indexOf(v)] as (typeof LONG_THINGS)[number];
      const intro = [
        `물건의 길이를 ${withJosa(unit.ko, '으로/로')} 재었습니다. ${things.map((t, i) => `${withJosa(t.ko, '은/는')} ${unit.ko} ${m(lengths[i] as number)}개`).join(', ')}입니다.`,
        `Some objects were measured in ${unit.en}. ${things.map((t, i) => `${i === 0 ? 'The' : 'the'} ${t.en} is ${count(lengths[i] as number, unit.one, unit.en)} long`).join(', ')}.`,
      ];
      const same = [
        `같은 ${withJosa(unit.ko, '으로/로')} 쟀으므로 ${withJosa(unit.ko, '이/가')} 많을수록 더 깁니다.`,
        `Everything was measured with the same ${unit.en}, so more ${unit.en} means longer.`,
      ] as const;
      if (ask < 2) {
        const longest = ask === 0;
        const answer = longest ? max : min;
        const t = thingAt(answer);
        return multiple(rng, {
          subUnit: `${U}.s1`,
          difficulty: 1,
          stem: [
            `${intro[0]} 가장 ${longest ? '긴' : '짧은'} 물건은 ${unit.ko} 몇 개의 길이입니까?`,
            `${intro[1]} How many ${unit.en} long is the ${longest ? 'longest' : 'shortest'} object?`,
          ],
          correct: m(answer),
          wrong: countChoices(answer, lengths),
          steps: [
            same,
            [
              `가장 ${longest ? '많은' : '적은'} 수는 ${m(answer)}이므로 가장 ${longest ? '긴' : '짧은'} 물건은 ${t.ko}입니다.`,
              `The ${longest ? 'greatest' : 'least'} number is ${m(answer)}, so the ${longest ? 'longest' : 'shortest'} object is the ${t.en}, ${count(answer, unit.one, unit.en)} long.`,
            ],
          ],
        });
      }
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: 2,
        stem: [
          `${intro[0]} 가장 긴 물건은 가장 짧은 물건보다 ${unit.ko} 몇 개만큼 더 깁니까?`,
          `${intro[1]} The longest object is how many ${unit.en} longer than the shortest one?`,
        ],
        correct: m(max - min),
        wrong: countChoices(max - min, [max + min, max, min, max - min + 1, max - min - 1]),
        steps: [
          same,
          [
            `가장 긴 ${withJosa(thingAt(max).ko, '은/는')} ${m(max)}개, 가장 짧은 ${withJosa(thingAt(min).ko, '은/는')} ${m(min)}개입니다.`,
            `The longest, the ${thingAt(max).en}, is ${m(max)} and the shortest, the ${thingAt(min).en}, is ${m(min)}.`,
          ],
          [
            `${m(`${max}-${min}=${max - min}`)}이므로 ${unit.ko} ${m(max - min)}개만큼 더 깁니다.`,
            `${m(`${max}-${min}=${max - min}`)}, so it is ${count(max - min, unit.one, unit.en)} longer.`,
          ],
        ],
      });
    },
    // Read the five measurements back out of the stem and compare them one by one.
    check: ({ ask }, problem) => {
      const values = [0, 1, 2, 3, 4].map((i) => Number(stemMath(problem, i)));
      if (values.length !== 5) return false;
      const longest = values.reduce((a, b) => (b > a ? b : a), -1);
      const shortest = values.reduce((a, b) => (b < a ? b : a), 99);
      return keyIs(problem, ask === 0 ? longest : ask === 1 ? shortest : longest - shortest);
    },
  }),

  defineTemplate(U, 'which-is-heavier', {
    version: 2,
    params: (r) => {
      for (;;) {
        const things = r.shuffle(LIGHT_THINGS).slice(0, 3);
        const stones = things.map((t) => r.int(t.stones[0], t.stones[1]));
        if (new Set(stones).size === 3) return { things, stones, ask: r.int(0, 2) };
      }
    },
    ranges: Object.fromEntries(LIGHT_THINGS.map((t) => [t.en, t.stones])),
    values: ({ things, stones }) =>
      Object.fromEntries(
        LIGHT_THINGS.map((t) => {
          const i = things.indexOf(t);
          return [t.en, i < 0 ? [] : [stones[i] as number]];
        }),
      ),
    generate: ({ things, stones, ask }, rng) => {
      const facts = [
        `${things.map((t, i) => `${withJosa(t.ko, '은/는')} 바둑돌 ${m(stones[i] as number)}개`).join(', ')}와 무게가 같습니다.`,
        `${things.map((t, i) => `${i === 0 ? 'The' : 'the'} ${t.en} balances ${count(stones[i] as number, 'go stone')}`).join(', ')}.`,
      ];
      const heaviest = Math.max(...stones);
      const lightest = Math.min(...stones);
      const heavyThing = things[stones.indexOf(heaviest)] as (typeof LIGHT_THINGS)[number];
      const lightThing = things[stones.indexOf(lightest)] as (typeof LIGHT_THINGS)[number];
      const rule = ['바둑돌이 많을수록 더 무겁습니다.', 'The more go stones it balances, the heavier it is.'] as const;
      if (ask === 2) {
        const diff = heaviest - lightest;
        return essay({
          subUnit: `${U}.s2`,
          difficulty: 2,
          stem: [
            `양팔 저울로 똑같은 바둑돌과 무게를 비교했습니다. ${facts[0]} 가장 무거운 것은 가장 가벼운 것보다 바둑돌 몇 개만큼 더 무겁습니까?`,
            `A balance scale was used to compare weights with identical go stones. ${facts[1]} The heaviest one is heavier than the lightest one by how many go stones?`,
          ],
          answer: String(diff),
          form: 'number',
          unit: '개',
          steps: [
            rule,
            [
              `가장 무거운 것은 ${heavyThing.ko}(${m(heaviest)}개), 가장 가벼운 것은 ${lightThing.ko}(${m(lightest)}개)입니다.`,
              `The heaviest is the ${heavyThing.en} (${m(heaviest)}) and the lightest is the ${lightThing.en} (${m(lightest)}).`,
            ],
            [
              `${m(`${heaviest}-${lightest}=${diff}`)}이므로 바둑돌 ${m(diff)}개만큼 더 무겁습니다.`,
              `${m(`${heaviest}-${lightest}=${diff}`)}, so it is heavier by ${count(diff, 'go stone')}.`,
            ],
          ],
        });
      }
      const heavy = ask === 0;
      const answer = heavy ? heaviest : lightest;
      const t = heavy ? heavyThing : lightThing;
      const sorted = [...stones].sort((x, y) => x - y);
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 1,
        stem: [
          `양팔 저울로 똑같은 바둑돌과 무게를 비교했습니다. ${facts[0]} 가장 ${heavy ? '무거운' : '가벼운'} 것은 바둑돌 몇 개와 무게가 같습니까?`,
          `A balance scale was used to compare weights with identical go stones. ${facts[1]} The ${heavy ? 'heaviest' : 'lightest'} one balances how many go stones?`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [...stones, heavy ? lightest + heaviest : heaviest - lightest]),
        steps: [
          rule,
          [
            `${m(sorted.join(',\\ '))} 중 가장 ${heavy ? '큰' : '작은'} 수는 ${m(answer)}이므로 가장 ${heavy ? '무거운' : '가벼운'} 것은 ${t.ko}입니다.`,
            `Of ${m(sorted.join(',\\ '))}, the ${heavy ? 'greatest' : 'least'} is ${m(answer)}, so the ${heavy ? 'heaviest' : 'lightest'} is the ${t.en}.`,
          ],
        ],
      });
    },
    // Sort the stated stone counts and read the ends.
    check: ({ ask }, problem) => {
      const sorted = [0, 1, 2].map((i) => Number(stemMath(problem, i))).sort((a, b) => a - b);
      const lo = sorted[0] as number;
      const hi = sorted[2] as number;
      return keyIs(problem, ask === 0 ? hi : ask === 1 ? lo : hi - lo);
    },
  }),

  defineTemplate(U, 'area-and-capacity', {
    version: 2,
    params: (r) => {
      const a = r.int(2, 9);
      return { a, b: r.intExcept(2, 9, [a]), capacity: r.int(0, 1) === 1, pair: r.int(0, 3) };
    },
    generate: ({ a, b, capacity, pair }, rng) => {
      const diff = Math.abs(a - b);
      const bigger = a > b ? 0 : 1;
      const vessels: [[string, string], [string, string]][] = [
        [
          ['냄비', 'pot'],
          ['주전자', 'kettle'],
        ],
        [
          ['물병', 'water bottle'],
          ['어항', 'fish bowl'],
        ],
        [
          ['양동이', 'bucket'],
          ['세숫대야', 'washbasin'],
        ],
        [
          ['꽃병', 'vase'],
          ['우유병', 'milk bottle'],
        ],
      ];
      const sheets: [[string, string], [string, string]][] = [
        [
          ['가 색종이', 'sheet A'],
          ['나 색종이', 'sheet B'],
        ],
        [
          ['가 꽃밭', 'flower bed A'],
          ['나 꽃밭', 'flower bed B'],
        ],
        [
          ['가 돗자리', 'mat A'],
          ['나 돗자리', 'mat B'],
        ],
        [
          ['가 손수건', 'handkerchief A'],
          ['나 손수건', 'handkerchief B'],
        ],
      ];
      const [x, y] = (capacity ? vessels : sheets)[pair] ?? vessels[0]!;
      const win = bigger === 0 ? x : y;
      const stem = capacity
        ? ([
            `똑같은 컵으로 물을 부어 가득 채웠더니 ${withJosa(x[0], '은/는')} ${m(a)}컵, ${withJosa(y[0], '은/는')} ${m(b)}컵이 들어갔습니다. 더 많이 담을 수 있는 것은 컵 몇 개만큼 더 담을 수 있습니까?`,
            `Using the same cup, it takes ${m(a)} cups of water to fill the ${x[1]} and ${m(b)} cups to fill the ${y[1]}. How many more cups does the one that holds more hold?`,
          ] as const)
        : ([
            `똑같은 크기의 칸으로 나누었더니 ${withJosa(x[0], '은/는')} ${m(a)}칸, ${withJosa(y[0], '은/는')} ${m(b)}칸이었습니다. 더 넓은 것은 칸 몇 개만큼 더 넓습니까?`,
            `When divided into squares of the same size, ${x[1]} has ${m(a)} squares and ${y[1]} has ${m(b)} squares. The larger one is larger by how many squares?`,
          ] as const);
      return multiple(rng, {
        subUnit: capacity ? `${U}.s4` : `${U}.s3`,
        difficulty: 2,
        stem,
        correct: m(diff),
        wrong: countChoices(diff, [a + b, Math.max(a, b), Math.min(a, b), diff + 1, diff - 1]),
        steps: [
          capacity
            ? [
                '같은 컵으로 재었으므로 컵 수가 많을수록 더 많이 담을 수 있습니다.',
                'The same cup was used, so more cups means it holds more.',
              ]
            : [
                '같은 크기의 칸이므로 칸 수가 많을수록 더 넓습니다.',
                'The squares are the same size, so more squares means larger.',
              ],
          [
            `${capacity ? '더 많이 담을 수 있는' : '더 넓은'} 것은 ${win[0]}입니다. ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
            `${capacity ? `The ${win[1]} holds more.` : `${win[1].charAt(0).toUpperCase()}${win[1].slice(1)} is larger.`} ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
          ],
          [
            `${m(diff)}${capacity ? '컵' : '칸'}만큼 더 ${capacity ? '많이 담을 수 있습니다' : '넓습니다'}.`,
            capacity
              ? `It holds ${count(diff, 'more cup', 'more cups')}.`
              : `It is larger by ${count(diff, 'square')}.`,
          ],
        ],
      });
    },
    // Count up from the smaller amount until reaching the larger.
    check: ({ a, b }, problem) =>
      keyIs(
        problem,
        [0, 1, 2, 3, 4, 5, 6, 7].filter((d) => Math.min(a, b) + d === Math.max(a, b)),
      ),
  }),
  defineTemplate(U, 'who-is-heaviest', {
    version: 1,
    params: (r) => ({
      order: r.shuffle([0, 1, 2, 3, 4]),
      kids: r.shuffle(PEOPLE).slice(0, 5),
      heavy: r.int(0, 1) === 1,
    }),
    generate: ({ order, kids, heavy }, rng) => {
      // order[0] is the lightest child's number (0-based), order[4] the heaviest; each clue links neighbours.
      const name = (i: number) => kids[i]!;
      const clues = [0, 1, 2, 3].map((k) => [order[k + 1]!, order[k]!] as const);
      const shuffled = rng.shuffle(clues);
      const answer = (heavy ? order[4]! : order[0]!) + 1;
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 4,
        stem: [
          `${kids.map((p, i) => `${m(i + 1)} ${p.ko}`).join(', ')}, 다섯 명이 시소를 탔습니다. ${shuffled.map(([h, l]) => `${nameWith(name(h), '는')} ${callKo(name(l))}보다 무겁습니다.`).join(' ')} 가장 ${heavy ? '무거운' : '가벼운'} 사람은 몇 번입니까?`,
          `${kids.map((p, i) => `${m(i + 1)} ${p.en}`).join(', ')} took turns on a seesaw. ${shuffled.map(([h, l]) => `${name(h).en} is heavier than ${name(l).en}.`).join(' ')} Which number is the ${heavy ? 'heaviest' : 'lightest'}?`,
        ],
        correct: m(answer),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== answer).map((x) => m(x)),
        steps: [
          [
            '두 사람씩 비교한 것을 이어서 한 줄로 세우는 것이 열쇠입니다.',
            'The key idea: chain the comparisons of two children into one line.',
          ],
          [
            `무거운 사람부터 차례로 쓰면 ${[4, 3, 2, 1, 0].map((k) => callKo(name(order[k]!))).join(', ')}입니다.`,
            `From heaviest to lightest: ${[4, 3, 2, 1, 0].map((k) => name(order[k]!).en).join(', ')}.`,
          ],
          [
            `가장 ${heavy ? '무거운' : '가벼운'} 사람은 ${m(answer)}번 ${callKo(name(answer - 1))}입니다.`,
            `The ${heavy ? 'heaviest' : 'lightest'} is number ${m(answer)}, ${name(answer - 1).en}.`,
          ],
        ],
      });
    },
    // Read the clues back from the English stem: the heaviest is never on the light side, the lightest never heavy.
    check: ({ kids, heavy }, problem) => {
      const pairs = [...problem.stem.en.matchAll(/(\w+) is heavier than (\w+)\./g)].map((x) => [x[1], x[2]]);
      const side = heavy ? 1 : 0;
      const i = kids.findIndex(
        (p) => pairs.some((pair) => pair[1 - side] === p.en) && !pairs.some((pair) => pair[side] === p.en),
      );
      return keyIs(problem, i + 1);
    },
  }),

  defineTemplate(U, 'units-difference', {
    version: 1,
    params: (r) => {
      const a = r.int(3, 9);
      return { a, b: r.intExcept(2, 9, [a]), kind: r.int(0, 2) };
    },
    generate: ({ a, b, kind }) => {
      const more = Math.max(a, b) - Math.min(a, b);
      const first = a > b;
      const story = [
        {
          sub: 's3',
          ko: `같은 크기의 붙임딱지를 겹치지 않게 빈틈없이 붙였더니 가 공책 표지에는 ${m(a)}장, 나 공책 표지에는 ${m(b)}장이 붙었습니다. 더 넓은 표지는 몇 장만큼 더 넓습니까?`,
          en: `Same-size stickers cover two notebook covers with no gaps or overlaps: ${m(a)} on cover A and ${m(b)} on cover B. The larger cover is larger by how many stickers?`,
          why: ['붙임딱지를 더 많이 붙인 표지가 더 넓습니다.', 'The cover that takes more stickers is larger.'],
          unit: '장',
        },
        {
          sub: 's4',
          ko: `같은 컵으로 물을 부어 가득 채우려면 가 물병은 ${m(a)}번, 나 물병은 ${m(b)}번 부어야 합니다. 물이 더 많이 들어가는 물병은 컵으로 몇 번만큼 더 들어갑니까?`,
          en: `With the same cup, it takes ${m(a)} cups to fill bottle A and ${m(b)} cups to fill bottle B. The bottle that holds more holds how many cups more?`,
          why: [
            '같은 컵으로 더 많이 부어야 하는 물병에 물이 더 많이 들어갑니다.',
            'The bottle that takes more cups of the same size holds more.',
          ],
          unit: '번',
        },
        {
          sub: 's2',
          ko: `가 상자는 구슬 ${m(a)}개와, 나 상자는 구슬 ${m(b)}개와 무게가 같습니다. 더 무거운 상자는 구슬 몇 개만큼 더 무겁습니까?`,
          en: `Box A balances ${m(a)} marbles and box B balances ${m(b)} marbles. The heavier box is heavier by how many marbles?`,
          why: ['구슬을 더 많이 올려야 하는 상자가 더 무겁습니다.', 'The box that balances more marbles is heavier.'],
          unit: '개',
        },
      ][kind]!;
      return essay({
        subUnit: `${U}.${story.sub}`,
        difficulty: 2,
        stem: [story.ko, story.en],
        answer: String(more),
        form: 'number',
        unit: story.unit,
        steps: [
          story.why as [string, string],
          [
            `${withJosa(m(Math.max(a, b)), '이/가')} ${m(Math.min(a, b))}보다 큽니다: ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${more}`)}`,
            `${first ? 'A' : 'B'} takes more: ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${more}`)}.`,
          ],
          [
            `${m(more)}만큼 더 ${['넓습니다', '많이 들어갑니다', '무겁습니다'][kind]}.`,
            `So the difference is ${m(more)}.`,
          ],
        ],
      });
    },
    // Take one from each count until one runs out.
    check: ({ a, b }, problem) => {
      let [x, y] = [a, b];
      while (x > 0 && y > 0) [x, y] = [x - 1, y - 1];
      return keyIs(problem, x + y);
    },
  }),

  defineTemplate(U, 'ribbon-chain', {
    version: 1,
    params: (r) => {
      const a = r.int(4, 8);
      const shorter = r.int(1, a - 2);
      return { a, shorter, longer: r.int(1, 9 - a + shorter) };
    },
    ranges: { yellow: [2, 9] },
    values: ({ a, shorter, longer }) => ({ yellow: a - shorter + longer }),
    generate: ({ a, shorter, longer }) => {
      const blue = a - shorter;
      const yellow = blue + longer;
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 4,
        stem: [
          `빨간 리본의 길이는 클립 ${m(a)}개의 길이와 같습니다. 파란 리본은 빨간 리본보다 클립 ${m(shorter)}개만큼 더 짧고, 노란 리본은 파란 리본보다 클립 ${m(longer)}개만큼 더 깁니다. 노란 리본의 길이는 클립 몇 개의 길이와 같습니까?`,
          `A red ribbon is as long as ${m(a)} paper clips. A blue ribbon is ${m(shorter)} ${shorter === 1 ? 'clip' : 'clips'} shorter than the red one, and a yellow ribbon is ${m(longer)} ${longer === 1 ? 'clip' : 'clips'} longer than the blue one. How many paper clips long is the yellow ribbon?`,
        ],
        answer: String(yellow),
        form: 'number',
        unit: '개',
        steps: [
          [
            '노란 리본은 파란 리본과 비교했으므로, 파란 리본의 길이를 먼저 구하는 것이 열쇠입니다.',
            'The yellow ribbon is compared with the blue one, so the key is to find the blue ribbon first.',
          ],
          [
            `파란 리본: ${m(`${a}-${shorter}=${blue}`)}이므로 클립 ${m(blue)}개입니다.`,
            `Blue: ${m(`${a}-${shorter}=${blue}`)} clips.`,
          ],
          [
            `노란 리본: ${m(`${blue}+${longer}=${yellow}`)}이므로 클립 ${m(yellow)}개입니다.`,
            `Yellow: ${m(`${blue}+${longer}=${yellow}`)} clips.`,
          ],
        ],
      });
    },
    // Lay the clips out one at a time: take some away, then add some on.
    check: ({ a, shorter, longer }, problem) => {
      const clips = Array.from({ length: a }, () => 1);
      clips.splice(0, shorter);
      for (let i = 0; i < longer; i++) clips.push(1);
      return keyIs(problem, clips.length);
    },
  }),

  defineTemplate(U, 'balance-swap', {
    version: 1,
    params: (r) => {
      const k = r.int(2, 4);
      return { k, times: r.int(2, Math.min(3, Math.floor(9 / k))), fruit: r.int(0, 2) };
    },
    ranges: { total: [4, 9] },
    values: ({ k, times }) => ({ total: k * times }),
    generate: ({ k, times, fruit }) => {
      const [big, mid, small] = [
        [
          ['수박', 'watermelon'],
          ['배', 'pears', 'pear'],
          ['귤', 'tangerines'],
        ],
        [
          ['멜론', 'melon'],
          ['사과', 'apples', 'apple'],
          ['자두', 'plums'],
        ],
        [
          ['호박', 'pumpkin'],
          ['감자', 'potatoes', 'potato'],
          ['방울토마토', 'cherry tomatoes'],
        ],
      ][fruit] as [[string, string], [string, string, string], [string, string]];
      const total = k * times;
      const adds = Array.from({ length: times }, () => k).join('+');
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 5,
        stem: [
          `저울에 달아 보니 ${mid[0]} 한 개는 ${small[0]} ${m(k)}개와 무게가 같고, ${big[0]} 한 개는 ${mid[0]} ${m(times)}개와 무게가 같습니다. ${big[0]} 한 개는 ${small[0]} 몇 개와 무게가 같습니까?`,
          `On a balance, one ${mid[2]} weighs the same as ${m(k)} ${small[1]}, and one ${big[1]} weighs the same as ${m(times)} ${mid[1]}. One ${big[1]} weighs the same as how many ${small[1]}?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${big[0]} 쪽의 ${mid[0]} ${m(times)}개를 하나씩 ${small[0]} ${m(k)}개로 바꾸어 놓는 것이 열쇠입니다. 무게가 같으니 저울은 그대로 평평합니다.`,
            `The key idea: swap each of the ${m(times)} ${mid[1]} for ${m(k)} ${small[1]}. The weights are equal, so the balance stays level.`,
          ],
          [
            `${small[0]}의 수를 모두 더합니다: ${m(`${adds}=${total}`)}`,
            `Add up the ${small[1]}: ${m(`${adds}=${total}`)}.`,
          ],
          [
            `${big[0]} 한 개는 ${small[0]} ${m(total)}개와 무게가 같습니다.`,
            `One ${big[1]} weighs the same as ${m(total)} ${small[1]}.`,
          ],
        ],
      });
    },
    // Put the small fruit on the pan one at a time, a group of k for each middle fruit.
    check: ({ k, times }, problem) => {
      let pan = 0;
      for (let i = 0; i < times; i++) for (let j = 0; j < k; j++) pan++;
      return keyIs(problem, pan);
    },
  }),

  defineTemplate(U, 'longest-minus-shortest', {
    version: 1,
    params: (r) => ({ lengths: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3), who: r.int(0, 1) }),
    generate: ({ lengths }) => {
      const [x, y, z] = lengths as [number, number, number];
      const most = Math.max(x, y, z);
      const least = Math.min(x, y, z);
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 3,
        stem: [
          `세 막대의 길이를 지우개로 재었더니 가는 지우개 ${m(x)}개, 나는 ${m(y)}개, 다는 ${m(z)}개의 길이와 같았습니다. 가장 긴 막대는 가장 짧은 막대보다 지우개 몇 개만큼 더 깁니까?`,
          `Three sticks were measured with erasers: stick A is ${m(x)} erasers long, stick B is ${m(y)}, and stick C is ${m(z)}. The longest stick is how many erasers longer than the shortest?`,
        ],
        answer: String(most - least),
        form: 'number',
        unit: '개',
        steps: [
          [
            '같은 지우개로 재었으므로 지우개를 더 많이 놓은 막대가 더 깁니다.',
            'All three were measured with the same eraser, so the stick that takes more erasers is longer.',
          ],
          [
            `가장 긴 막대는 ${m(most)}개, 가장 짧은 막대는 ${m(least)}개입니다.`,
            `The longest is ${m(most)} erasers and the shortest is ${m(least)}.`,
          ],
          [
            `${m(`${most}-${least}=${most - least}`)}이므로 지우개 ${m(most - least)}개만큼 더 깁니다.`,
            `${m(`${most}-${least}=${most - least}`)}, so it is ${m(most - least)} erasers longer.`,
          ],
        ],
      });
    },
    // Sort the three lengths read from the stem and compare the ends.
    check: (_p, problem) => {
      const sorted = [0, 1, 2].map((i) => Number(stemMath(problem, i))).sort((a, b) => a - b);
      return keyIs(problem, sorted[2]! - sorted[0]!);
    },
  }),
];
