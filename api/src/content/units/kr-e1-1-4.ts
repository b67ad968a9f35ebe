// 1학년 1학기 4단원 비교하기: longer, heavier, larger and holds more, measured with everyday units.
import { L, findOnly, m, mathNumbers, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

const LONG_THINGS: [string, string][] = [
  ['연필', 'pencil'],
  ['크레파스', 'crayon'],
  ['풀', 'glue stick'],
  ['가위', 'pair of scissors'],
  ['숟가락', 'spoon'],
  ['칫솔', 'toothbrush'],
  ['젓가락', 'chopstick'],
  ['리코더', 'recorder'],
];
const HEAVY_THINGS: [string, string][] = [
  ['사과', 'apple'],
  ['배', 'pear'],
  ['귤', 'tangerine'],
  ['참외', 'melon'],
  ['감자', 'potato'],
  ['양파', 'onion'],
  ['복숭아', 'peach'],
];
const UNITS: [string, string][] = [
  ['클립', 'paper clips'],
  ['지우개', 'erasers'],
  ['바둑돌', 'go stones'],
];

export const templates = unitTemplates('kr-e1-1-4', [
  spec({
    name: 'which-is-longer',
    params: (r) => ({
      things: r.shuffle(LONG_THINGS).slice(0, 5),
      lengths: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5),
      ask: r.int(0, 2),
      unit: r.pick(UNITS.slice(0, 2)),
    }),
    draft: ({ things, lengths, ask, unit }) => {
      const list = L(
        things.map(([ko], i) => `${ko} ${m(lengths[i] ?? 0)}개`).join(', '),
        things.map(([, en], i) => `${en} ${m(lengths[i] ?? 0)}`).join(', '),
      );
      const max = Math.max(...lengths);
      const min = Math.min(...lengths);
      const intro = L(
        `물건의 길이를 ${w(unit[0], '으로/로')} 재었습니다. ${list.ko}.`,
        `Some objects were measured in ${unit[1]}: ${list.en}.`,
      );
      if (ask < 2) {
        const longest = ask === 0;
        const answer = longest ? max : min;
        return {
          type: 'multiple',
          sub: 's1',
          difficulty: 1,
          stem: L(
            `${intro.ko} 가장 ${longest ? '긴' : '짧은'} 물건은 ${unit[0]} 몇 개의 길이입니까?`,
            `${intro.en} How many ${unit[1]} long is the ${longest ? 'longest' : 'shortest'} object?`,
          ),
          correct: answer,
          wrong: lengths,
          steps: [
            L(
              `같은 ${w(unit[0], '으로/로')} 쟀으므로 ${w(unit[0], '이/가')} 많을수록 더 깁니다.`,
              `Everything was measured with the same ${unit[1]}, so more ${unit[1]} means longer.`,
            ),
            L(
              `가장 ${longest ? '많은' : '적은'} 수는 ${m(answer)}입니다.`,
              `The ${longest ? 'greatest' : 'least'} number is ${m(answer)}.`,
            ),
          ],
        };
      }
      return {
        type: 'multiple',
        sub: 's1',
        difficulty: 2,
        stem: L(
          `${intro.ko} 가장 긴 물건은 가장 짧은 물건보다 ${unit[0]} 몇 개만큼 더 깁니까?`,
          `${intro.en} The longest object is how many ${unit[1]} longer than the shortest one?`,
        ),
        correct: max - min,
        wrong: [max + min, max, min, max - min + 1, max - min - 1],
        steps: [
          L(
            `가장 긴 것은 ${m(max)}개, 가장 짧은 것은 ${m(min)}개입니다.`,
            `The longest is ${m(max)} and the shortest is ${m(min)}.`,
          ),
          L(
            `${m(`${max}-${min}=${max - min}`)}이므로 ${m(max - min)}개만큼 더 깁니다.`,
            `${m(`${max}-${min}=${max - min}`)}, so it is ${m(max - min)} longer.`,
          ),
        ],
      };
    },
    // Read the five measurements back out of the stem and compare them one by one.
    solve: ({ ask }, problem) => {
      const values = mathNumbers(problem.stem.en);
      const longest = values.reduce((a, b) => (b > a ? b : a), -1);
      const shortest = values.reduce((a, b) => (b < a ? b : a), 99);
      return ask === 0 ? longest : ask === 1 ? shortest : findOnly(0, 9, (d) => shortest + d === longest);
    },
  }),

  spec({
    name: 'which-is-heavier',
    params: (r) => {
      const [a, b, c] = r.shuffle(HEAVY_THINGS);
      return {
        fruits: [a, b, c] as [string, string][],
        stones: r.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3),
        ask: r.int(0, 2),
      };
    },
    draft: ({ fruits, stones, ask }) => {
      const facts = L(
        fruits.map(([ko], i) => `${ko} 한 개는 바둑돌 ${m(stones[i] ?? 0)}개`).join(', ') + '와 무게가 같습니다.',
        fruits.map(([, en], i) => `one ${en} weighs the same as ${m(stones[i] ?? 0)} go stones`).join(', ') + '.',
      );
      const enFacts = facts.en.charAt(0).toUpperCase() + facts.en.slice(1);
      const heaviest = Math.max(...stones);
      const lightest = Math.min(...stones);
      const iHeavy = stones.indexOf(heaviest);
      const iLight = stones.indexOf(lightest);
      if (ask === 2) {
        return {
          type: 'essay',
          sub: 's2',
          difficulty: 2,
          stem: L(
            `양팔 저울로 무게를 비교했습니다. ${facts.ko} 가장 무거운 것은 가장 가벼운 것보다 바둑돌 몇 개만큼 더 무겁습니까?`,
            `A balance scale was used to compare weights. ${enFacts} The heaviest one is heavier than the lightest one by how many go stones?`,
          ),
          answer: heaviest - lightest,
          steps: [
            L('바둑돌이 많을수록 더 무겁습니다.', 'The more go stones it balances, the heavier it is.'),
            L(
              `가장 무거운 것은 ${fruits[iHeavy]?.[0]}(${m(heaviest)}개), 가장 가벼운 것은 ${fruits[iLight]?.[0]}(${m(lightest)}개)입니다.`,
              `The heaviest is the ${fruits[iHeavy]?.[1]} (${m(heaviest)}) and the lightest is the ${fruits[iLight]?.[1]} (${m(lightest)}).`,
            ),
            L(
              `${m(`${heaviest}-${lightest}=${heaviest - lightest}`)}개만큼 더 무겁습니다.`,
              `${m(`${heaviest}-${lightest}=${heaviest - lightest}`)}, so it is heavier by ${m(heaviest - lightest)} go stones.`,
            ),
          ],
        };
      }
      const heavy = ask === 0;
      const answer = heavy ? heaviest : lightest;
      return {
        type: 'essay',
        sub: 's2',
        difficulty: 1,
        stem: L(
          `양팔 저울로 무게를 비교했습니다. ${facts.ko} 가장 ${heavy ? '무거운' : '가벼운'} 것은 바둑돌 몇 개와 무게가 같습니까?`,
          `A balance scale was used to compare weights. ${enFacts} The ${heavy ? 'heaviest' : 'lightest'} one weighs the same as how many go stones?`,
        ),
        answer,
        steps: [
          L('바둑돌이 많을수록 더 무겁습니다.', 'The more go stones it balances, the heavier it is.'),
          L(
            `${m(stones.join(',\\ '))} 중 가장 ${heavy ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `Of ${m(stones.join(',\\ '))}, the ${heavy ? 'greatest' : 'least'} is ${m(answer)}.`,
          ),
        ],
      };
    },
    // Sort the stated stone counts and read the ends.
    solve: ({ ask }, problem) => {
      const sorted = mathNumbers(problem.stem.en).sort((a, b) => a - b);
      const lo = sorted[0] ?? Number.NaN;
      const hi = sorted[sorted.length - 1] ?? Number.NaN;
      return ask === 0 ? hi : ask === 1 ? lo : hi - lo;
    },
  }),

  spec({
    name: 'area-and-capacity',
    params: (r) => {
      const a = r.int(2, 9);
      return { a, b: r.intExcept(2, 9, [a]), capacity: r.int(0, 1) === 1, pair: r.int(0, 3) };
    },
    draft: ({ a, b, capacity, pair }) => {
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
        ? L(
            `똑같은 컵으로 물을 부어 가득 채웠더니 ${w(x[0], '은/는')} ${m(a)}컵, ${w(y[0], '은/는')} ${m(b)}컵이 들어갔습니다. 더 많이 담을 수 있는 것은 컵 몇 개만큼 더 담을 수 있습니까?`,
            `Using the same cup, it takes ${m(a)} cups of water to fill the ${x[1]} and ${m(b)} cups to fill the ${y[1]}. How many more cups does the one that holds more hold?`,
          )
        : L(
            `똑같은 크기의 칸으로 나누었더니 ${w(x[0], '은/는')} ${m(a)}칸, ${w(y[0], '은/는')} ${m(b)}칸이었습니다. 더 넓은 것은 칸 몇 개만큼 더 넓습니까?`,
            `When divided into squares of the same size, ${x[1]} has ${m(a)} squares and ${y[1]} has ${m(b)} squares. The larger one is larger by how many squares?`,
          );
      return {
        type: 'multiple',
        sub: capacity ? 's4' : 's3',
        difficulty: 2,
        stem,
        correct: diff,
        wrong: [a + b, Math.max(a, b), Math.min(a, b), diff + 1, diff - 1],
        steps: [
          capacity
            ? L(
                '같은 컵으로 재었으므로 컵 수가 많을수록 더 많이 담을 수 있습니다.',
                'The same cup was used, so more cups means it holds more.',
              )
            : L(
                '같은 크기의 칸이므로 칸 수가 많을수록 더 넓습니다.',
                'The squares are the same size, so more squares means larger.',
              ),
          L(
            `더 큰 것은 ${x === win ? x[0] : y[0]}입니다. ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
            `${capacity ? `The ${win[1]} holds more.` : `${win[1].charAt(0).toUpperCase()}${win[1].slice(1)} is larger.`} ${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
          ),
          L(
            `${m(diff)}${capacity ? '컵' : '칸'}만큼 더 ${capacity ? '많이 담을 수 있습니다' : '넓습니다'}.`,
            `It is bigger by ${m(diff)} ${capacity ? 'cups' : 'squares'}.`,
          ),
        ],
      };
    },
    // Count up from the smaller amount until reaching the larger.
    solve: ({ a, b }) => findOnly(0, 9, (d) => Math.min(a, b) + d === Math.max(a, b)),
  }),
]);
