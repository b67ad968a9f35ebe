// 2학년 1학기 4단원 길이 재기: non-standard units, 1 cm and the ruler, estimating lengths.
// Every object has the length it has in a classroom (a spoon is 14-20 cm, never 40 cm): the lengths are drawn from
// each object's real range and declared with `ranges`, so the bank rules flag any that leave it.
import { L, defineTemplate, essay, multiple, type Range } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { an, count } from '../kit/english.js';
import { PEOPLE } from '../kit/people.js';
import { keyIs, stemMath } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';

const U = 'kr-e2-1-4';

interface Measured {
  ko: string;
  en: string;
  /** The real length in cm, inclusive. */
  cm: Range;
}

/** Small things measured with a ruler or estimated. */
const OBJECTS: readonly Measured[] = [
  { ko: '연필', en: 'pencil', cm: [14, 19] },
  { ko: '크레파스', en: 'crayon', cm: [7, 10] },
  { ko: '지우개', en: 'eraser', cm: [4, 7] },
  { ko: '색연필', en: 'colored pencil', cm: [15, 19] },
  { ko: '풀', en: 'glue stick', cm: [8, 12] },
  { ko: '머리핀', en: 'hairpin', cm: [4, 8] },
  { ko: '숟가락', en: 'spoon', cm: [14, 20] },
  { ko: '칫솔', en: 'toothbrush', cm: [16, 20] },
  { ko: '리본', en: 'ribbon', cm: [10, 40] },
  { ko: '나뭇잎', en: 'leaf', cm: [4, 15] },
];

/** Long sides of classroom furniture, measured with body parts and things. */
const FURNITURE: readonly Measured[] = [
  { ko: '책상', en: 'desk', cm: [60, 75] },
  { ko: '책장', en: 'bookshelf', cm: [80, 120] },
  { ko: '칠판', en: 'chalkboard', cm: [240, 360] },
  { ko: '창문', en: 'window', cm: [90, 150] },
  { ko: '식탁', en: 'dining table', cm: [120, 180] },
];

/** Units of measure and about how long each is (cm). */
const HANDS = [
  { ko: '뼘', one: 'hand span', many: 'hand spans', cm: 13 },
  { ko: '클립', one: 'paper clip', many: 'paper clips', cm: 3 },
  { ko: '연필', one: 'pencil', many: 'pencils', cm: 16 },
  { ko: '발걸음', one: 'footstep', many: 'footsteps', cm: 22 },
] as const;

/** A thing measured in paper clips (3 cm each), and a longer thing measured in those. */
const MIDS: readonly Measured[] = [
  { ko: '지우개', en: 'eraser', cm: [5, 6] },
  { ko: '풀', en: 'glue stick', cm: [9, 12] },
  { ko: '연필', en: 'pencil', cm: [15, 18] },
];
const BIGS: readonly Measured[] = [
  { ko: '필통', en: 'pencil case', cm: [18, 25] },
  { ko: '스케치북', en: 'sketchbook', cm: [36, 40] },
  { ko: '책상', en: 'desk', cm: [60, 75] },
];
const CLIP_CM = 3;

/** Each object's range, by its English name, for `ranges`; `shown` gives the lengths a problem shows. */
const rangesOf = (list: readonly Measured[]) => Object.fromEntries(list.map((o) => [o.en, o.cm]));
const shownOf = (list: readonly Measured[], shown: ReadonlyArray<readonly [Measured, number]>) =>
  Object.fromEntries(list.map((o) => [o.en, shown.filter(([x]) => x === o).map(([, cm]) => cm)]));

export const templates = [
  defineTemplate(U, 'non-standard-units', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 1);
      if (kind === 0) {
        // Two pieces of furniture measured with the same unit: counts from 3 to 20, different from each other.
        for (;;) {
          const unit = r.pick(HANDS);
          const [x, y] = r.shuffle(FURNITURE) as [Measured, Measured];
          const a = Math.round(r.int(x.cm[0], x.cm[1]) / unit.cm);
          const b = Math.round(r.int(y.cm[0], y.cm[1]) / unit.cm);
          if (a !== b && Math.min(a, b) >= 3 && Math.max(a, b) <= 20)
            return { kind, a, b, unit, things: [x, y] as const, per: 0, mid: MIDS[0] as Measured };
        }
      }
      // A middle thing is `per` clips long and a big thing is `a` middle things long.
      for (;;) {
        const mid = r.pick(MIDS);
        const big = r.pick(BIGS);
        const per = Math.round(r.int(mid.cm[0], mid.cm[1]) / CLIP_CM);
        const a = Math.round(r.int(big.cm[0], big.cm[1]) / (per * CLIP_CM));
        if (a >= 2 && per >= 2) return { kind, a, b: 0, unit: HANDS[1], things: [big, big] as const, per, mid };
      }
    },
    // The lengths the counts stand for, in cm, within a unit of each object's real length.
    ranges: Object.fromEntries(
      [...FURNITURE, ...BIGS, ...MIDS].map((o) => [o.en, [o.cm[0] - 22, o.cm[1] + 22] as const]),
    ),
    values: ({ kind, a, b, unit, things, per, mid }) => {
      const shown: Array<readonly [Measured, number]> =
        kind === 0
          ? [
              [things[0], a * unit.cm],
              [things[1], b * unit.cm],
            ]
          : [
              [mid, per * CLIP_CM],
              [things[0], a * per * CLIP_CM],
            ];
      return shownOf([...FURNITURE, ...BIGS, ...MIDS], shown);
    },
    generate: ({ kind, a, b, unit, things, per, mid }) => {
      const [x, y] = things;
      if (kind === 0) {
        const diff = Math.abs(a - b);
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 2,
          stem: [
            `${x.ko}의 긴 쪽과 ${y.ko}의 긴 쪽을 같은 사람의 ${withJosa(unit.ko, '으로/로')} 재었더니 ${withJosa(x.ko, '은/는')} ${m(a)}번, ${withJosa(y.ko, '은/는')} ${m(b)}번이었습니다. 더 긴 것은 ${unit.ko} 몇 번만큼 더 깁니까?`,
            `The long sides of a ${x.en} and a ${y.en} were measured in the same person's ${unit.many}: the ${x.en} is ${count(a, unit.one, unit.many)} and the ${y.en} is ${count(b, unit.one, unit.many)}. How many ${unit.many} longer is the longer one?`,
          ],
          answer: String(diff),
          form: 'number',
          unit: '번',
          steps: [
            [
              '같은 단위로 재었으므로 잰 횟수가 많을수록 더 깁니다.',
              'The same unit was used, so the bigger count means the longer side.',
            ],
            [
              `${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}이므로 ${unit.ko} ${m(diff)}번만큼 더 깁니다.`,
              `${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}, so it is ${count(diff, unit.one, unit.many)} longer.`,
            ],
          ],
        });
      }
      const total = a * per;
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `${mid.ko} 한 개의 길이는 클립 ${m(per)}개의 길이와 같습니다. ${x.ko}의 긴 쪽의 길이가 ${mid.ko} ${m(a)}개의 길이와 같다면, ${x.ko}의 긴 쪽의 길이는 클립 몇 개의 길이와 같습니까?`,
          `One ${mid.en} is as long as ${m(per)} paper clips. The long side of a ${x.en} is as long as ${count(a, mid.en)}. How many paper clips long is the long side of the ${x.en}?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '개',
        steps: [
          [`${mid.ko} 한 개마다 클립이 ${m(per)}개씩 필요합니다.`, `Each ${mid.en} matches ${m(per)} paper clips.`],
          [
            `${m(per)}씩 ${m(a)}번 더하면 ${m(`${Array.from({ length: a }, () => per).join('+')}=${total}`)}입니다.`,
            `Adding ${m(per)} ${m(a)} times: ${m(`${Array.from({ length: a }, () => per).join('+')}=${total}`)}.`,
          ],
          [`클립 ${m(total)}개의 길이입니다.`, `It is ${m(total)} paper clips long.`],
        ],
      });
    },
    // Recount by laying units end to end (repeated addition), or count up from the shorter length.
    check: ({ a, b, kind, per }, problem) =>
      keyIs(problem, kind === 0 ? findOnly(0, 20, (d) => Math.min(a, b) + d === Math.max(a, b)) : groups(per, a)),
  }),

  defineTemplate(U, 'ruler', {
    version: 2,
    params: (r) => {
      const obj = r.pick(OBJECTS);
      // A 30 cm school ruler: the object is at most 20 cm here and starts at a mark from 0 to 9.
      const len = r.int(obj.cm[0], Math.min(obj.cm[1], 20));
      const start = r.int(0, 9);
      return { start, end: start + len, kind: r.int(0, 2), obj };
    },
    ranges: rangesOf(OBJECTS),
    values: ({ start, end, obj }) => shownOf(OBJECTS, [[obj, end - start]]),
    generate: ({ start, end, kind, obj }, rng) => {
      const len = end - start;
      if (kind === 0) {
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 1,
          stem: [
            `${obj.ko}의 길이는 ${m('1\\text{ cm}')}가 ${m(len)}번입니다. ${obj.ko}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
            `The length of ${an(obj.en)} is ${m(len)} times ${m('1\\text{ cm}')}. How many centimeters long is the ${obj.en}?`,
          ],
          correct: m(len),
          wrong: countChoices(len, [len + 1, len - 1, len * 10, len + 10, 1]),
          steps: [
            [
              `${m('1\\text{ cm}')}가 ${m(len)}번이면 ${m(`${len}\\text{ cm}`)}입니다.`,
              `${m(len)} times ${m('1\\text{ cm}')} is ${m(`${len}\\text{ cm}`)}.`,
            ],
            [
              `그래서 ${obj.ko}의 길이는 ${m(`${len}\\text{ cm}`)}입니다.`,
              `So the ${obj.en} is ${m(`${len}\\text{ cm}`)} long.`,
            ],
          ],
        });
      }
      return multiple(rng, {
        subUnit: `${U}.s4`,
        difficulty: start === 0 ? 1 : 2,
        stem: [
          `${obj.ko}의 한쪽 끝을 자의 눈금 ${m(start)}에 맞추었더니 다른 쪽 끝이 눈금 ${m(end)}에 닿았습니다. ${obj.ko}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `One end of ${an(obj.en)} is lined up with the ${m(start)} mark on a ruler, and the other end reaches the ${m(end)} mark. How many centimeters long is the ${obj.en}?`,
        ],
        correct: m(len),
        wrong: countChoices(len, [end, end + start, len + 1, len - 1, start]),
        steps: [
          [
            `${m(start)}부터 ${m(end)}까지 ${m('1\\text{ cm}')}가 몇 번 들어가는지 셉니다.`,
            `Count how many ${m('1\\text{ cm}')} spaces there are from ${m(start)} to ${m(end)}.`,
          ],
          [
            `${m(`${end}-${start}=${len}`)}이므로 ${m(`${len}\\text{ cm}`)}입니다.`,
            `${m(`${end}-${start}=${len}`)}, so it is ${m(`${len}\\text{ cm}`)}.`,
          ],
        ],
      });
    },
    // Count the one-centimeter spaces between the two marks.
    check: ({ start, end }, problem) => {
      let spaces = 0;
      for (let mark = start; mark < end; mark++) spaces++;
      return keyIs(problem, spaces);
    },
  }),

  defineTemplate(U, 'estimate-length', {
    version: 2,
    params: (r) => {
      const obj = r.pick(OBJECTS.filter((o) => o.cm[1] >= 10));
      const actual = r.int(Math.max(obj.cm[0], 8), obj.cm[1]);
      const offsets = r.shuffle([1, 2, 3, 4, 5, 6, 7]).slice(0, 5);
      // An estimate is never under 2 cm: below that the guess goes over instead.
      const signs = offsets.map((o) => (actual - o < 2 ? 1 : r.int(0, 1) ? 1 : -1));
      const people = r.shuffle(PEOPLE).slice(0, 5);
      return { actual, offsets, signs, people, obj };
    },
    ranges: { ...rangesOf(OBJECTS), guess: [2, 50] },
    values: ({ actual, offsets, signs, obj }) => ({
      ...shownOf(OBJECTS, [[obj, actual]]),
      guess: offsets.map((o, i) => actual + o * (signs[i] ?? 1)),
    }),
    generate: ({ actual, offsets, signs, people, obj }, rng) => {
      const guesses = offsets.map((o, i) => actual + o * (signs[i] ?? 1));
      const best = offsets.indexOf(Math.min(...offsets));
      const answer = guesses[best] ?? 0;
      return multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 2,
        stem: L(
          `친구들이 ${obj.ko}의 길이를 어림했습니다. ${people.map((p, i) => `${p.ko}: 약 ${m(`${guesses[i]}\\text{ cm}`)}`).join(', ')}. 자로 재어 보니 ${m(`${actual}\\text{ cm}`)}였습니다. 실제 길이에 가장 가깝게 어림한 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `Friends estimated the length of ${an(obj.en)}: ${people.map((p, i) => `${p.en}, about ${m(`${guesses[i]}\\text{ cm}`)}`).join('; ')}. Measured with a ruler, it was ${m(`${actual}\\text{ cm}`)}. Which estimate, in centimeters, was closest to the real length?`,
        ),
        correct: m(answer),
        wrong: countChoices(answer, guesses),
        steps: [
          L(
            '어림한 길이와 실제 길이의 차가 가장 작은 것을 찾습니다.',
            'Find the estimate with the smallest difference from the real length.',
          ),
          L(
            `실제 길이와의 차: ${guesses.map((g) => m(Math.abs(g - actual))).join(', ')}`,
            `Differences from the real length: ${guesses.map((g) => m(Math.abs(g - actual))).join(', ')}`,
          ),
          L(
            `차가 ${withJosa(m(Math.abs(answer - actual)), '으로/로')} 가장 작은 ${m(`${answer}\\text{ cm}`)}가 가장 가까운 어림입니다.`,
            `The smallest difference is ${m(Math.abs(answer - actual))}, so the closest estimate is ${m(`${answer}\\text{ cm}`)}.`,
          ),
        ],
      });
    },
    // Read the estimates and the measurement from the stem and measure each gap.
    check: (_p, problem) => {
      const nums = [0, 1, 2, 3, 4, 5].map((i) => Number(/^\d+/.exec(stemMath(problem, i))?.[0]));
      const actual = nums[5] ?? Number.NaN;
      const guesses = nums.slice(0, 5);
      const gaps = guesses.map((g) => Math.abs(g - actual));
      const min = Math.min(...gaps);
      return gaps.filter((g) => g === min).length === 1 && keyIs(problem, guesses[gaps.indexOf(min)] as number);
    },
  }),
];
