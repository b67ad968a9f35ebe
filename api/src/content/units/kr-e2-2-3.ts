// 2학년 2학기 3단원 길이 재기: metres and centimetres, converting, adding and subtracting, estimating.
import {
  L,
  PEOPLE,
  columnAdd,
  columnSub,
  findOnly,
  groups,
  m,
  nameKo,
  spec,
  unitTemplates,
  w,
} from '../lib/e1e3/kit.js';

const mcm = (total: number) => {
  const mm = Math.floor(total / 100);
  const cm = total % 100;
  return cm === 0 ? `${mm}\\text{ m}` : `${mm}\\text{ m }${cm}\\text{ cm}`;
};
const cmTex = (n: number) => `${n}\\text{ cm}`;
const THINGS: [string, string][] = [
  ['리본', 'ribbon'],
  ['끈', 'string'],
  ['철사', 'wire'],
  ['색 테이프', 'paper tape'],
  ['줄넘기 줄', 'jump rope'],
];

export const templates = unitTemplates('kr-e2-2-3', [
  spec({
    name: 'metres-and-centimetres',
    params: (r) => ({ mm: r.int(1, 9), cm: r.int(1, 99), toCm: r.int(0, 1) === 1, zero: r.int(0, 4) === 0 }),
    draft: ({ mm, cm: cm0, toCm, zero }) => {
      const cm = zero ? tensOnly(cm0) : cm0;
      const total = mm * 100 + cm;
      if (toCm)
        return {
          type: 'essay',
          difficulty: cm < 10 ? 3 : 2,
          stem: L(`${m(mcm(total))}는 몇 ${m('\\text{cm}')}입니까?`, `How many centimeters is ${m(mcm(total))}?`),
          answer: total,
          unit: 'cm',
          steps: [
            L(
              `${m('1\\text{ m}=100\\text{ cm}')}이므로 ${m(`${mm}\\text{ m}=${mm * 100}\\text{ cm}`)}입니다.`,
              `${m('1\\text{ m}=100\\text{ cm}')}, so ${m(`${mm}\\text{ m}=${mm * 100}\\text{ cm}`)}.`,
            ),
            L(
              `${m(`${mm * 100}+${cm}=${total}`)}이므로 ${m(cmTex(total))}입니다.`,
              `${m(`${mm * 100}+${cm}=${total}`)}, so it is ${m(cmTex(total))}.`,
            ),
          ],
        };
      return {
        type: 'essay',
        difficulty: 2,
        stem: L(
          `${m(cmTex(total))}는 몇 ${m('\\text{m}')} 몇 ${m('\\text{cm}')}입니까? ${m('\\text{m}')} 앞에 오는 수만 쓰세요.`,
          `Write ${m(cmTex(total))} in meters and centimeters. How many whole meters is it?`,
        ),
        answer: mm,
        unit: 'm',
        steps: [
          L(`${m('100\\text{ cm}=1\\text{ m}')}입니다.`, `${m('100\\text{ cm}=1\\text{ m}')}.`),
          L(
            `${m(cmTex(total))}는 ${m(mcm(total))}이므로 ${m('\\text{m}')} 앞의 수는 ${m(mm)}입니다.`,
            `${m(cmTex(total))} is ${m(mcm(total))}, so it is ${m(mm)} whole meters.`,
          ),
        ],
      };
    },
    // Read the digits of the centimetre count: hundreds are metres.
    solve: ({ mm, cm: cm0, toCm, zero }) => {
      const cm = zero ? tensOnly(cm0) : cm0;
      return toCm
        ? groups(100, mm) + cm
        : findOnly(0, 9, (x) => x * 100 <= mm * 100 + cm && mm * 100 + cm < (x + 1) * 100);
    },
  }),

  spec({
    name: 'add-and-subtract-lengths',
    params: (r) => {
      const a = r.int(1, 5) * 100 + r.int(10, 90);
      const b = r.int(1, 3) * 100 + r.int(10, 90);
      return { a, b, add: r.int(0, 1) === 1, thing: r.pick(THINGS), p: r.pick(PEOPLE) };
    },
    draft: ({ a, b, add, thing, p }) => {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const answer = add ? a + b : big - small;
      const noCarry = add
        ? Math.floor(a / 100) * 100 + Math.floor(b / 100) * 100 + (((a % 100) + (b % 100)) % 100)
        : big - small + 100;
      return {
        type: 'multiple',
        difficulty: 3,
        stem: add
          ? L(
              `${w(nameKo(p), '은/는')} ${thing[0]} ${m(mcm(a))}와 ${m(mcm(b))}를 겹치지 않게 이었습니다. 이은 ${thing[0]}의 전체 길이는 몇 ${m('\\text{cm}')}입니까?`,
              `${p.en} joined two pieces of ${thing[1]}, ${m(mcm(a))} and ${m(mcm(b))}, end to end without overlap. How many centimeters long is it altogether?`,
            )
          : L(
              `${thing[0]} ${m(mcm(big))} 중에서 ${m(mcm(small))}를 잘라 썼습니다. 남은 ${thing[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
              `From ${m(mcm(big))} of ${thing[1]}, ${m(mcm(small))} was cut off and used. How many centimeters are left?`,
            ),
        correct: answer,
        wrong: [noCarry, answer + 10, answer - 100, add ? big - small : a + b, answer + 1],
        steps: [
          L(
            `${m('\\text{m}')}는 ${m('\\text{m}')}끼리, ${m('\\text{cm}')}는 ${m('\\text{cm}')}끼리 계산합니다. ${m('\\text{cm}')}끼리의 합이 ${m(100)}을 넘으면 ${m('1\\text{ m}')}로 받아올리고, 모자라면 ${m('1\\text{ m}')}를 ${m('100\\text{ cm}')}로 바꿉니다.`,
            `Work with meters and centimeters separately; trade ${m('100\\text{ cm}')} for ${m('1\\text{ m}')} when needed.`,
          ),
          L(
            `${m(add ? `${mcm(a)}+${mcm(b)}=${mcm(answer)}` : `${mcm(big)}-${mcm(small)}=${mcm(answer)}`)}`,
            `${m(add ? `${mcm(a)}+${mcm(b)}=${mcm(answer)}` : `${mcm(big)}-${mcm(small)}=${mcm(answer)}`)}`,
          ),
          L(`${m(mcm(answer))}는 ${m(cmTex(answer))}입니다.`, `${m(mcm(answer))} is ${m(cmTex(answer))}.`),
        ],
      };
    },
    // Convert both lengths to centimetres and use column arithmetic.
    solve: ({ a, b, add }) => (add ? columnAdd(a, b) : columnSub(Math.max(a, b), Math.min(a, b))),
  }),

  spec({
    name: 'estimate-metres',
    params: (r) => ({
      kind: r.int(0, 2),
      n: r.int(2, 9),
      what: r.pick([
        ['교실 칠판', 'classroom chalkboard'],
        ['복도', 'hallway'],
        ['버스', 'bus'],
        ['자동차', 'car'],
        ['수영장', 'pool'],
        ['운동장 트랙', 'track'],
      ] as const),
    }),
    draft: ({ kind, n, what }) => {
      const cases = [
        {
          stem: L(
            `양팔을 벌린 길이가 약 ${m('1\\text{ m}')}입니다. ${what[0]}의 길이가 양팔을 벌린 길이의 약 ${m(n)}배라면, ${what[0]}의 길이는 약 몇 ${m('\\text{m}')}입니까?`,
            `Your outstretched arms span about ${m('1\\text{ m}')}. If the ${what[1]} is about ${m(n)} arm spans long, about how many meters long is it?`,
          ),
          answer: n,
          wrong: [n * 10, n + 1, n * 100, n - 1],
          steps: [
            L(
              `${m('1\\text{ m}')}가 약 ${m(n)}번이면 약 ${m(`${n}\\text{ m}`)}입니다.`,
              `${m(n)} times about ${m('1\\text{ m}')} is about ${m(`${n}\\text{ m}`)}.`,
            ),
          ],
        },
        {
          stem: L(
            `한 걸음의 길이가 약 ${m('50\\text{ cm}')}입니다. ${what[0]}의 길이를 걸음으로 재었더니 약 ${m(2 * n)}걸음이었습니다. ${what[0]}의 길이는 약 몇 ${m('\\text{m}')}입니까?`,
            `One step is about ${m('50\\text{ cm}')}. The ${what[1]} measured about ${m(2 * n)} steps. About how many meters long is it?`,
          ),
          answer: n,
          wrong: [2 * n, 50 * n, n + 1, 100 * n],
          steps: [
            L(
              `두 걸음이 약 ${m('100\\text{ cm}=1\\text{ m}')}입니다.`,
              `Two steps make about ${m('100\\text{ cm}=1\\text{ m}')}.`,
            ),
            L(
              `${m(2 * n)}걸음은 두 걸음씩 ${m(n)}묶음이므로 약 ${m(`${n}\\text{ m}`)}입니다.`,
              `${m(2 * n)} steps is ${m(n)} pairs of steps, so about ${m(`${n}\\text{ m}`)}.`,
            ),
          ],
        },
        {
          stem: L(
            `${what[0]}의 길이를 ${m('1\\text{ m}')} 자로 재었더니 ${m(n)}번 재고 ${m('40\\text{ cm}')}가 남았습니다. ${what[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
            `A ${m('1\\text{ m}')} stick fits along the ${what[1]} ${m(n)} times with ${m('40\\text{ cm}')} left over. How many centimeters long is the ${what[1]}?`,
          ),
          answer: n * 100 + 40,
          wrong: [n + 40, n * 10 + 40, n * 100 + 4, (n + 1) * 100 + 40],
          steps: [
            L(
              `${m('1\\text{ m}')}가 ${m(n)}번이면 ${m(`${n}\\text{ m}=${n * 100}\\text{ cm}`)}입니다.`,
              `${m(n)} meters is ${m(`${n * 100}\\text{ cm}`)}.`,
            ),
            L(
              `${m(`${n * 100}+40=${n * 100 + 40}`)}이므로 ${m(cmTex(n * 100 + 40))}입니다.`,
              `${m(`${n * 100}+40=${n * 100 + 40}`)}, so it is ${m(cmTex(n * 100 + 40))}.`,
            ),
          ],
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return {
        type: 'multiple',
        difficulty: kind === 0 ? 1 : 2,
        stem: c.stem,
        correct: c.answer,
        wrong: c.wrong,
        steps:
          c.steps.length >= 2
            ? c.steps
            : [
                L(
                  '어림은 알고 있는 길이를 기준으로 몇 번인지 생각하는 것입니다.',
                  'To estimate, think how many times a length you know fits.',
                ),
                ...c.steps,
              ],
      };
    },
    // Add up the known body lengths one at a time, in centimetres.
    solve: ({ kind, n }) => {
      if (kind === 0) return groups(100, n) / 100;
      if (kind === 1) return groups(50, 2 * n) / 100;
      return columnAdd(groups(100, n), 40);
    },
  }),
]);

/** Drops the ones of a centimetre part, so some lengths are whole metres or round numbers. */
function tensOnly(cm: number): number {
  return Math.floor(cm / 10) * 10;
}
