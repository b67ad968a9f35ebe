// 2학년 1학기 4단원 길이 재기: comparing lengths, non-standard units, 1 cm, using a ruler, estimating.
import { L, PEOPLE, findOnly, groups, m, mathNumbers, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

const OBJECTS: [string, string][] = [
  ['연필', 'pencil'],
  ['크레파스', 'crayon'],
  ['지우개', 'eraser'],
  ['색연필', 'colored pencil'],
  ['풀', 'glue stick'],
  ['머리핀', 'hairpin'],
  ['숟가락', 'spoon'],
  ['칫솔', 'toothbrush'],
  ['리본', 'ribbon'],
  ['나뭇잎', 'leaf'],
];
const HANDS: [string, string][] = [
  ['뼘', 'hand spans'],
  ['클립', 'paper clips'],
  ['연필', 'pencils'],
  ['발걸음', 'footsteps'],
];

export const templates = unitTemplates('kr-e2-1-4', [
  spec({
    name: 'non-standard-units',
    params: (r) => {
      const a = r.int(3, 12);
      return {
        a,
        b: r.intExcept(3, 12, [a]),
        unit: r.pick(HANDS),
        kind: r.int(0, 1),
        per: r.int(2, 4),
        things: r
          .shuffle([
            ['책상', 'desk'],
            ['책장', 'bookshelf'],
            ['칠판', 'chalkboard'],
            ['창문', 'window'],
            ['사물함', 'locker'],
          ] as const)
          .slice(0, 2),
      };
    },
    draft: ({ a, b, unit, kind, per, things }) => {
      const [x, y] = things;
      if (kind === 0) {
        const diff = Math.abs(a - b);
        return {
          type: 'essay',
          sub: 's1',
          difficulty: 2,
          stem: L(
            `${x?.[0]}의 긴 쪽과 ${y?.[0]}의 긴 쪽을 같은 사람의 ${w(unit[0], '으로/로')} 재었더니 각각 ${m(a)}번, ${m(b)}번이었습니다. 더 긴 것은 ${unit[0]} 몇 번만큼 더 깁니까?`,
            `The long sides of a ${x?.[1]} and a ${y?.[1]} were measured with the same person's ${unit[1]}: ${m(a)} and ${m(b)}. How many ${unit[1]} longer is the longer one?`,
          ),
          answer: diff,
          steps: [
            L(
              '같은 단위로 재었으므로 잰 횟수가 많을수록 더 깁니다.',
              'The same unit was used, so the bigger count means the longer side.',
            ),
            L(
              `${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
              `${m(`${Math.max(a, b)}-${Math.min(a, b)}=${diff}`)}`,
            ),
            L(`${m(diff)}번만큼 더 깁니다.`, `It is ${m(diff)} ${unit[1]} longer.`),
          ],
        };
      }
      const total = a * per;
      return {
        type: 'essay',
        sub: 's2',
        difficulty: 3,
        stem: L(
          `지우개 한 개의 길이는 클립 ${m(per)}개의 길이와 같습니다. 필통의 길이가 지우개 ${m(a)}개의 길이와 같다면, 필통의 길이는 클립 몇 개의 길이와 같습니까?`,
          `One eraser is as long as ${m(per)} paper clips. A pencil case is as long as ${m(a)} erasers. How many paper clips long is the pencil case?`,
        ),
        answer: total,
        steps: [
          L(`지우개 한 개마다 클립이 ${m(per)}개씩 필요합니다.`, `Each eraser matches ${m(per)} paper clips.`),
          L(`${m(per)}씩 ${m(a)}번 더하면 ${m(total)}입니다.`, `Adding ${m(per)} ${m(a)} times gives ${m(total)}.`),
          L(`클립 ${m(total)}개의 길이입니다.`, `It is ${m(total)} paper clips long.`),
        ],
      };
    },
    // Recount by laying units end to end (repeated addition), or count up from the shorter length.
    solve: ({ a, b, kind, per }) =>
      kind === 0 ? findOnly(0, 20, (d) => Math.min(a, b) + d === Math.max(a, b)) : groups(per, a),
  }),

  spec({
    name: 'ruler',
    params: (r) => {
      const start = r.int(0, 9);
      return { start, end: r.int(start + 2, start + 14), kind: r.int(0, 2), obj: r.pick(OBJECTS) };
    },
    draft: ({ start, end, kind, obj }) => {
      const len = end - start;
      if (kind === 0) {
        return {
          type: 'multiple',
          sub: 's3',
          difficulty: 1,
          stem: L(
            `${obj[0]}의 길이는 ${m('1\\text{ cm}')}가 ${m(len)}번입니다. ${obj[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
            `The length of a ${obj[1]} is ${m(len)} times ${m('1\\text{ cm}')}. How many centimeters long is the ${obj[1]}?`,
          ),
          correct: len,
          wrong: [len + 1, len - 1, len * 10, len + 10, 1],
          steps: [
            L(
              `${m('1\\text{ cm}')}가 ${m(len)}번이면 ${m(`${len}\\text{ cm}`)}입니다.`,
              `${m(len)} times ${m('1\\text{ cm}')} is ${m(`${len}\\text{ cm}`)}.`,
            ),
            L(`답은 ${m(len)}입니다.`, `The answer is ${m(len)}.`),
          ],
        };
      }
      return {
        type: 'multiple',
        sub: 's4',
        difficulty: start === 0 ? 1 : 2,
        stem: L(
          `${obj[0]}의 한쪽 끝을 자의 눈금 ${m(start)}에 맞추었더니 다른 쪽 끝이 눈금 ${m(end)}에 닿았습니다. ${obj[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `One end of a ${obj[1]} is lined up with the ${m(start)} mark on a ruler, and the other end reaches the ${m(end)} mark. How many centimeters long is the ${obj[1]}?`,
        ),
        correct: len,
        wrong: [end, end + start, len + 1, len - 1, start],
        steps: [
          L(
            `${m(start)}부터 ${m(end)}까지 ${m('1\\text{ cm}')}가 몇 번 들어가는지 셉니다.`,
            `Count how many ${m('1\\text{ cm}')} spaces there are from ${m(start)} to ${m(end)}.`,
          ),
          L(
            `${m(`${end}-${start}=${len}`)}이므로 ${m(`${len}\\text{ cm}`)}입니다.`,
            `${m(`${end}-${start}=${len}`)}, so it is ${m(`${len}\\text{ cm}`)}.`,
          ),
        ],
      };
    },
    // Count the one-centimeter spaces between the two marks.
    solve: ({ start, end }) => {
      let spaces = 0;
      for (let mark = start; mark < end; mark++) spaces++;
      return spaces;
    },
  }),

  spec({
    name: 'estimate-length',
    params: (r) => {
      const actual = r.int(10, 40);
      const offsets = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]).slice(0, 5);
      const signs = offsets.map(() => (r.int(0, 1) ? 1 : -1));
      const people = r.shuffle(PEOPLE).slice(0, 5);
      return { actual, offsets, signs, people, obj: r.pick(OBJECTS) };
    },
    draft: ({ actual, offsets, signs, people, obj }) => {
      const guesses = offsets.map((o, i) => actual + o * (signs[i] ?? 1));
      const best = offsets.indexOf(Math.min(...offsets));
      const answer = guesses[best] ?? 0;
      return {
        type: 'multiple',
        sub: 's5',
        difficulty: 2,
        stem: L(
          `친구들이 ${obj[0]}의 길이를 어림했습니다. ${people.map((p, i) => `${p.ko}: 약 ${m(`${guesses[i]}\\text{ cm}`)}`).join(', ')}. 자로 재어 보니 ${m(`${actual}\\text{ cm}`)}였습니다. 실제 길이에 가장 가깝게 어림한 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `Friends estimated the length of a ${obj[1]}: ${people.map((p, i) => `${p.en}, about ${m(`${guesses[i]}\\text{ cm}`)}`).join('; ')}. Measured with a ruler, it was ${m(`${actual}\\text{ cm}`)}. Which estimate, in centimeters, was closest to the real length?`,
        ),
        correct: answer,
        wrong: guesses,
        steps: [
          L(
            '어림한 길이와 실제 길이의 차가 가장 작은 것을 찾습니다.',
            'Find the estimate with the smallest difference from the real length.',
          ),
          L(
            `차: ${guesses.map((g) => m(Math.abs(g - actual))).join(', ')}`,
            `Differences: ${guesses.map((g) => m(Math.abs(g - actual))).join(', ')}`,
          ),
          L(
            `가장 가까운 어림은 ${m(`${answer}\\text{ cm}`)}입니다.`,
            `The closest estimate is ${m(`${answer}\\text{ cm}`)}.`,
          ),
        ],
      };
    },
    // Read the estimates and the measurement from the stem and measure each gap.
    solve: (_p, problem) => {
      const nums = mathNumbers(problem.stem.en);
      const actual = nums[nums.length - 1] ?? Number.NaN;
      const guesses = nums.slice(0, -1);
      const gaps = guesses.map((g) => Math.abs(g - actual));
      const min = Math.min(...gaps);
      return gaps.filter((g) => g === min).length === 1 ? (guesses[gaps.indexOf(min)] ?? Number.NaN) : Number.NaN;
    },
  }),
]);
