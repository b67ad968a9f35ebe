// 2학년 2학기 3단원 길이 재기: metres and centimetres, converting, adding and subtracting, estimating.
import { boxStem, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices, countProblem, type CountCase } from '../kit/stories.js';
import { groups } from '../kit/counting.js';
import { cardNumbers } from '../kit/workbook.js';

const UNIT = 'kr-e2-2-3';

/** A length in centimetres as metres and centimetres: 3\text{ m }25\text{ cm}, or 3\text{ m} when whole. */
const mcm = (total: number) => {
  const mm = Math.floor(total / 100);
  const cm = total % 100;
  return cm === 0 ? `${mm}\\text{ m}` : `${mm}\\text{ m }${cm}\\text{ cm}`;
};
const cmTex = (n: number) => `${n}\\text{ cm}`;
const S = (n: number) => `${UNIT}.s${n}`;
/** A length written in centimetres only, or in metres and centimetres, as `cmOnly` says. */
const written = (total: number, cmOnly: boolean) => (cmOnly ? cmTex(total) : mcm(total));
const STRINGS: [string, string][] = [
  ['리본', 'ribbon'],
  ['끈', 'string'],
  ['철사', 'wire'],
  ['색 테이프', 'paper tape'],
  ['줄넘기 줄', 'jump rope'],
];
/** Things to estimate, with their real length range in whole metres. */
const LONG_THINGS: { ko: string; en: string; lo: number; hi: number }[] = [
  { ko: '교실 칠판', en: 'classroom chalkboard', lo: 3, hi: 5 },
  { ko: '교실', en: 'classroom', lo: 7, hi: 10 },
  { ko: '버스', en: 'bus', lo: 9, hi: 12 },
  { ko: '자동차', en: 'car', lo: 4, hi: 5 },
  { ko: '소파', en: 'sofa', lo: 2, hi: 3 },
  { ko: '기차 한 칸', en: 'train car', lo: 10, hi: 12 },
];

/** Drops the ones of a centimetre part, so some lengths are whole metres or round numbers. */
function tensOnly(cm: number): number {
  return Math.floor(cm / 10) * 10;
}

export const templates = [
  defineTemplate(UNIT, 'metres-and-centimetres', {
    version: 2,
    params: (r) => ({ mm: r.int(1, 9), cm: r.int(1, 99), toCm: r.int(0, 1) === 1, zero: r.int(0, 4) === 0 }),
    generate: ({ mm, cm: cm0, toCm, zero }) => {
      const cm = zero ? tensOnly(cm0) : cm0;
      const total = mm * 100 + cm;
      if (toCm)
        return essay({
          difficulty: cm < 10 ? 3 : 2,
          stem: [
            `${withJosa(m(mcm(total)), '은/는')} 몇 ${m('\\text{cm}')}입니까?`,
            `How many centimeters is ${m(mcm(total))}?`,
          ],
          answer: String(total),
          form: 'number',
          unit: 'cm',
          steps: [
            [
              `${m('1\\text{ m}=100\\text{ cm}')}이므로 ${m(`${mm}\\text{ m}=${mm * 100}\\text{ cm}`)}입니다.`,
              `${m('1\\text{ m}=100\\text{ cm}')}, so ${m(`${mm}\\text{ m}=${mm * 100}\\text{ cm}`)}.`,
            ],
            cm === 0
              ? [`따라서 ${withJosa(m(mcm(total)), '은/는')} ${m(cmTex(total))}입니다.`, `So it is ${m(cmTex(total))}.`]
              : [
                  `${m(`${mm * 100}+${cm}=${total}`)}이므로 ${m(cmTex(total))}입니다.`,
                  `${m(`${mm * 100}+${cm}=${total}`)}, so it is ${m(cmTex(total))}.`,
                ],
          ],
        });
      // The textbook's form: 325 cm = □ m 25 cm.
      const box =
        cm === 0 ? `${total}\\text{ cm}=\\square\\text{ m}` : `${total}\\text{ cm}=\\square\\text{ m }${cm}\\text{ cm}`;
      return essay({
        difficulty: 2,
        stem: boxStem(box),
        answer: String(mm),
        form: 'number',
        unit: 'm',
        steps: [
          [
            `${m('100\\text{ cm}=1\\text{ m}')}이므로 ${m(`${mm * 100}\\text{ cm}=${mm}\\text{ m}`)}입니다.`,
            `${m('100\\text{ cm}=1\\text{ m}')}, so ${m(`${mm * 100}\\text{ cm}=${mm}\\text{ m}`)}.`,
          ],
          [
            `${withJosa(m(cmTex(total)), '은/는')} ${m(`${mm * 100}\\text{ cm}`)}${cm === 0 ? '' : `와 ${m(cmTex(cm))}`}이므로 ${m(mcm(total))}입니다.`,
            `${m(cmTex(total))} is ${m(`${mm * 100}\\text{ cm}`)}${cm === 0 ? '' : ` and ${m(cmTex(cm))}`}, so it is ${m(mcm(total))}.`,
          ],
        ],
      });
    },
    // Count the whole hundreds of centimetres one at a time.
    check: ({ mm, cm: cm0, toCm, zero }, problem) => {
      const cm = zero ? tensOnly(cm0) : cm0;
      const total = mm * 100 + cm;
      if (toCm) return keyIs(problem, groups(100, mm) + cm);
      let metres = 0;
      while ((metres + 1) * 100 <= total) metres++;
      return keyIs(problem, metres);
    },
  }),

  defineTemplate(UNIT, 'add-and-subtract-lengths', {
    version: 2,
    params: (r) => {
      const a = r.int(1, 5) * 100 + r.int(10, 90);
      const b = r.int(1, 3) * 100 + r.int(10, 90);
      return { a, b, add: r.int(0, 1) === 1, thing: r.pick(STRINGS), p: r.pick(PEOPLE) };
    },
    generate: ({ a, b, add, thing, p }, rng) => {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const answer = add ? a + b : big - small;
      const noCarry = add
        ? Math.floor(a / 100) * 100 + Math.floor(b / 100) * 100 + (((a % 100) + (b % 100)) % 100)
        : big - small + 100;
      return multiple(rng, {
        difficulty: 3,
        stem: add
          ? [
              `${nameWith(p, '는')} ${thing[0]} ${withJosa(m(mcm(a)), '과/와')} ${withJosa(m(mcm(b)), '을/를')} 겹치지 않게 이었습니다. 이은 ${thing[0]}의 전체 길이는 몇 ${m('\\text{cm}')}입니까?`,
              `${p.en} joined two pieces of ${thing[1]}, ${m(mcm(a))} and ${m(mcm(b))}, end to end without overlap. How many centimeters long is it altogether?`,
            ]
          : [
              `${thing[0]} ${m(mcm(big))} 중에서 ${withJosa(m(mcm(small)), '을/를')} 잘라 썼습니다. 남은 ${thing[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
              `From ${m(mcm(big))} of ${thing[1]}, ${m(mcm(small))} was cut off and used. How many centimeters are left?`,
            ],
        correct: m(answer),
        wrong: countChoices(answer, [noCarry, answer + 10, answer - 100, add ? big - small : a + b, answer + 1]),
        steps: [
          [
            `${m('\\text{m}')}는 ${m('\\text{m}')}끼리, ${m('\\text{cm}')}는 ${m('\\text{cm}')}끼리 계산합니다. ${
              add
                ? `${m('\\text{cm}')}끼리 더한 값이 ${m(100)} 이상이면 ${m('100\\text{ cm}')}를 ${m('1\\text{ m}')}로 받아올립니다.`
                : `${m('\\text{cm}')}끼리 뺄 수 없으면 ${m('1\\text{ m}')}를 ${m('100\\text{ cm}')}로 바꾸어 받아내립니다.`
            }`,
            add
              ? `Add meters to meters and centimeters to centimeters; ${m('100\\text{ cm}')} or more makes another ${m('1\\text{ m}')}.`
              : `Subtract meters from meters and centimeters from centimeters; when the centimeters are too few, trade ${m('1\\text{ m}')} for ${m('100\\text{ cm}')}.`,
          ],
          [
            `${m(add ? `${mcm(a)}+${mcm(b)}=${mcm(answer)}` : `${mcm(big)}-${mcm(small)}=${mcm(answer)}`)}`,
            `${m(add ? `${mcm(a)}+${mcm(b)}=${mcm(answer)}` : `${mcm(big)}-${mcm(small)}=${mcm(answer)}`)}`,
          ],
          [
            `${withJosa(m(mcm(answer)), '은/는')} ${m(cmTex(answer))}입니다.`,
            `${m(mcm(answer))} is ${m(cmTex(answer))}.`,
          ],
        ],
      });
    },
    // Count up (or down) centimetre by centimetre.
    check: ({ a, b, add }, problem) => {
      let x = Math.max(a, b);
      for (let i = 0; i < Math.min(a, b); i++) x += add ? 1 : -1;
      return keyIs(problem, x);
    },
  }),

  defineTemplate(UNIT, 'estimate-metres', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 2);
      const what = r.pick(LONG_THINGS);
      return { kind, what, n: r.int(what.lo, what.hi) };
    },
    ranges: { n: [2, 12] },
    generate: ({ kind, n, what }, rng) => {
      const cases: CountCase[] = [
        {
          stem: [
            `양팔을 벌린 길이가 약 ${m('1\\text{ m}')}입니다. ${what.ko}의 길이가 양팔을 벌린 길이의 약 ${m(n)}배라면, ${what.ko}의 길이는 약 몇 ${m('\\text{m}')}입니까?`,
            `Your outstretched arms span about ${m('1\\text{ m}')}. If the ${what.en} is about ${m(n)} arm spans long, about how many meters long is it?`,
          ] as [string, string],
          answer: n,
          wrong: [n * 10, n + 1, n * 100, n - 1],
          steps: [
            [
              '어림은 알고 있는 길이가 몇 번 들어가는지 생각하는 것입니다.',
              'To estimate, think how many times a length you know fits.',
            ],
            [
              `${m('1\\text{ m}')}가 약 ${m(n)}번이면 약 ${m(`${n}\\text{ m}`)}입니다.`,
              `${m(n)} times about ${m('1\\text{ m}')} is about ${m(`${n}\\text{ m}`)}.`,
            ],
          ] as [string, string][],
        },
        {
          stem: [
            `한 걸음의 길이가 약 ${m('50\\text{ cm}')}입니다. ${what.ko}의 길이를 걸음으로 재었더니 약 ${m(2 * n)}걸음이었습니다. ${what.ko}의 길이는 약 몇 ${m('\\text{m}')}입니까?`,
            `One step is about ${m('50\\text{ cm}')}. The ${what.en} measured about ${m(2 * n)} steps. About how many meters long is it?`,
          ] as [string, string],
          answer: n,
          wrong: [2 * n, 50 * n, n + 1, 100 * n],
          steps: [
            [
              `두 걸음이 약 ${m('100\\text{ cm}=1\\text{ m}')}입니다.`,
              `Two steps make about ${m('100\\text{ cm}=1\\text{ m}')}.`,
            ],
            [
              `${m(2 * n)}걸음은 두 걸음씩 ${m(n)}묶음이므로 약 ${m(`${n}\\text{ m}`)}입니다.`,
              `${m(2 * n)} steps is ${m(n)} pairs of steps, so about ${m(`${n}\\text{ m}`)}.`,
            ],
          ] as [string, string][],
        },
        {
          stem: [
            `${what.ko}의 길이를 ${m('1\\text{ m}')} 자로 재었더니 ${m(n)}번 재고 ${m('40\\text{ cm}')}가 남았습니다. ${what.ko}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
            `A ${m('1\\text{ m}')} stick fits along the ${what.en} ${m(n)} times with ${m('40\\text{ cm}')} left over. How many centimeters long is the ${what.en}?`,
          ] as [string, string],
          answer: n * 100 + 40,
          wrong: [n + 40, n * 10 + 40, n * 100 + 4, (n + 1) * 100 + 40],
          steps: [
            [
              `${m('1\\text{ m}')}가 ${m(n)}번이면 ${m(`${n}\\text{ m}=${n * 100}\\text{ cm}`)}입니다.`,
              `${m(n)} meters is ${m(`${n * 100}\\text{ cm}`)}.`,
            ],
            [
              `${m(`${n * 100}+40=${n * 100 + 40}`)}이므로 ${m(cmTex(n * 100 + 40))}입니다.`,
              `${m(`${n * 100}+40=${n * 100 + 40}`)}, so it is ${m(cmTex(n * 100 + 40))}.`,
            ],
          ] as [string, string][],
        },
      ];
      return countProblem(rng, cases[kind] ?? cases[0]!, kind === 0 ? 1 : 2);
    },
    // Add up the known body lengths one at a time, in centimetres.
    check: ({ kind, n }, problem) => {
      if (kind === 0) return keyIs(problem, groups(100, n) / 100);
      if (kind === 1) return keyIs(problem, groups(50, 2 * n) / 100);
      return keyIs(problem, groups(100, n) + 40);
    },
  }),
  defineTemplate(UNIT, 'tape-measure-offset', {
    version: 1,
    params: (r) => ({ start: r.int(1, 9) * 10, length: r.int(110, 190), thing: r.pick(STRINGS) }),
    generate: ({ start, length, thing }) => {
      const end = start + length;
      return essay({
        subUnit: S(2),
        difficulty: 3,
        stem: [
          `줄자로 ${thing[0]}의 길이를 재었습니다. ${thing[0]}의 한끝은 줄자의 눈금 ${m(start)}에, 다른 끝은 눈금 ${m(end)}에 맞추어져 있습니다. ${thing[0]}의 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `A piece of ${thing[1]} lies along a tape measure. One end is at the ${m(start)} mark and the other end is at the ${m(end)} mark. How many centimeters long is the ${thing[1]}?`,
        ],
        answer: String(length),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `한끝이 눈금 ${m(0)}이 아니므로, 다른 끝의 눈금을 그대로 읽으면 안 됩니다.`,
            `The first end is not at ${m(0)}, so the mark at the other end is not the length.`,
          ],
          [
            `길이는 두 눈금의 차입니다: ${m(`${end}-${start}=${length}`)}`,
            `The length is the difference between the two marks: ${m(`${end}-${start}=${length}`)}.`,
          ],
          [
            `따라서 ${thing[0]}의 길이는 ${m(cmTex(length))}, 곧 ${m(mcm(length))}입니다.`,
            `So the ${thing[1]} is ${m(cmTex(length))} long, that is ${m(mcm(length))}.`,
          ],
        ],
      });
    },
    // Count the centimetre marks from one end to the other.
    check: ({ start, length }, problem) => {
      let marks = 0;
      for (let x = start; x < start + length; x++) marks++;
      return keyIs(problem, marks);
    },
  }),

  defineTemplate(UNIT, 'overlapped-tapes', {
    version: 1,
    params: (r) => ({
      a: r.int(1, 2) * 100 + r.int(20, 60),
      b: r.int(1, 2) * 100 + r.int(20, 60),
      overlap: r.int(2, 9) * 2,
      p: r.pick(PEOPLE),
    }),
    generate: ({ a, b, overlap, p }) => {
      const sum = a + b;
      const total = sum - overlap;
      return essay({
        subUnit: S(4),
        difficulty: 5,
        stem: [
          `${nameWith(p, '는')} 길이가 ${m(mcm(a))}인 색 테이프와 ${m(mcm(b))}인 색 테이프를 조금 겹치게 이어 붙였더니 전체 길이가 ${withJosa(m(mcm(total)), '이/가')} 되었습니다. 겹친 부분의 길이는 몇 ${m('\\text{cm}')}인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${p.en} taped two strips of paper tape together, ${m(mcm(a))} and ${m(mcm(b))} long, with the ends overlapping a little. The joined tape is ${m(mcm(total))} long. How many centimeters long is the overlap? Show your work.`,
        ],
        answer: String(overlap),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `핵심은 겹친 부분이 두 번 세어진다는 것입니다. 겹치지 않게 이으면 두 길이의 합이 되고, 겹치면 그 합보다 겹친 길이만큼 짧아집니다.`,
            `The key is that the overlap is counted twice. Joined end to end, the strips would make the sum of their lengths; overlapping makes the tape shorter than that by the overlap.`,
          ],
          [
            `두 길이의 합: ${m(`${mcm(a)}+${mcm(b)}=${mcm(sum)}`)}`,
            `The sum of the lengths: ${m(`${mcm(a)}+${mcm(b)}=${mcm(sum)}`)}.`,
          ],
          [
            `겹친 부분의 길이: ${m(`${mcm(sum)}-${mcm(total)}=${overlap}\\text{ cm}`)}`,
            `The overlap: ${m(`${mcm(sum)}-${mcm(total)}=${overlap}\\text{ cm}`)}.`,
          ],
        ],
      });
    },
    // Lay the two strips on a line centimetre by centimetre and count the centimetres both cover.
    check: ({ a, b, overlap }, problem) => {
      const total = a + b - overlap;
      const secondStart = total - b;
      let both = 0;
      for (let x = 0; x < total; x++) if (x < a && x >= secondStart) both++;
      return keyIs(problem, both);
    },
  }),

  defineTemplate(UNIT, 'mixed-up-length', {
    version: 1,
    params: (r) => ({
      x: r.int(3, 6) * 100 + r.int(40, 80),
      k: r.int(1, 2) * 100 + r.int(10, 39),
      add: r.int(0, 1) === 1,
      p: r.pick(PEOPLE),
    }),
    generate: ({ x, k, add, p }) => {
      const wrong = add ? x - k : x + k;
      const right = add ? x + k : x - k;
      const [meant, did] = add ? ['+', '-'] : ['-', '+'];
      return essay({
        subUnit: S(add ? 3 : 4),
        difficulty: 4,
        stem: add
          ? [
              `${nameWith(p, '는')} 어떤 길이에 ${withJosa(m(mcm(k)), '을/를')} 더해야 할 것을 잘못하여 뺐더니 ${withJosa(m(mcm(wrong)), '이/가')} 되었습니다. 바르게 계산하면 몇 ${m('\\text{cm}')}입니까?`,
              `${p.en} was supposed to add ${m(mcm(k))} to a length but subtracted it by mistake and got ${m(mcm(wrong))}. What is the correct answer in centimeters?`,
            ]
          : [
              `${nameWith(p, '는')} 어떤 길이에서 ${withJosa(m(mcm(k)), '을/를')} 빼야 할 것을 잘못하여 더했더니 ${withJosa(m(mcm(wrong)), '이/가')} 되었습니다. 바르게 계산하면 몇 ${m('\\text{cm}')}입니까?`,
              `${p.en} was supposed to subtract ${m(mcm(k))} from a length but added it by mistake and got ${m(mcm(wrong))}. What is the correct answer in centimeters?`,
            ],
        answer: String(right),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `어떤 길이를 ${m('\\square')}라 하면 잘못 계산한 식은 ${m(`\\square${did}${mcm(k)}=${mcm(wrong)}`)}입니다.`,
            `Call the length ${m('\\square')}. The mistake was ${m(`\\square${did}${mcm(k)}=${mcm(wrong)}`)}.`,
          ],
          [
            `거꾸로 계산하여 어떤 길이를 찾습니다: ${m(`\\square=${mcm(wrong)}${meant}${mcm(k)}=${mcm(x)}`)}`,
            `Undo it to find the length: ${m(`\\square=${mcm(wrong)}${meant}${mcm(k)}=${mcm(x)}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${mcm(x)}${meant}${mcm(k)}=${mcm(right)}`)}, 곧 ${m(cmTex(right))}입니다.`,
            `The correct calculation is ${m(`${mcm(x)}${meant}${mcm(k)}=${mcm(right)}`)}, that is ${m(cmTex(right))}.`,
          ],
        ],
      });
    },
    // Undo the mistake in centimetres, then calculate as meant, and compare in centimetres.
    check: ({ x, k, add }, problem) => {
      const wrong = add ? x - k : x + k;
      const found = add ? wrong + k : wrong - k;
      return keyIs(problem, add ? found + k : found - k);
    },
  }),

  defineTemplate(UNIT, 'longest-of-mixed-units', {
    version: 1,
    params: (r) => {
      const mm = r.int(1, 4);
      const tens = r.int(1, 8);
      const ones = r.intExcept(1, 9, [tens]);
      // One length and its look-alikes (digits swapped, the tens dropped, a metre more, ten more): all different.
      const base = mm * 100 + tens * 10 + ones;
      return {
        list: r.shuffle([base, mm * 100 + ones * 10 + tens, mm * 100 + ones, (mm + 1) * 100 + ones, base + 10]),
        forms: [0, 1, 2, 3, 4].map(() => r.int(0, 1) === 1),
        longest: r.int(0, 1) === 1,
      };
    },
    generate: ({ list, forms, longest }, rng) => {
      const key = longest ? Math.max(...list) : Math.min(...list);
      const shown = list.map((x, i) => written(x, forms[i] ?? false));
      const sorted = [...list].sort((a, b) => (longest ? b - a : a - b));
      return multiple(rng, {
        subUnit: S(1),
        difficulty: 3,
        stem: [
          `다음 중 길이가 가장 ${longest ? '긴' : '짧은'} 것은 어느 것입니까?`,
          `Which of these lengths is the ${longest ? 'longest' : 'shortest'}?`,
        ],
        correct: m(shown[list.indexOf(key)] ?? ''),
        wrong: shown.filter((_, i) => list[i] !== key).map((x) => m(x)),
        steps: [
          [
            `단위가 섞여 있으면 바로 비교할 수 없으므로 모두 ${m('\\text{cm}')}로 바꿉니다: ${list.map((x, i) => m(forms[i] ? cmTex(x) : `${mcm(x)}=${cmTex(x)}`)).join(', ')}`,
            `Mixed units cannot be compared directly, so write every length in centimeters: ${list.map((x, i) => m(forms[i] ? cmTex(x) : `${mcm(x)}=${cmTex(x)}`)).join(', ')}.`,
          ],
          [
            `${longest ? '긴' : '짧은'} 것부터 차례로 쓰면 ${sorted.map((x) => m(cmTex(x))).join(', ')}이므로 가장 ${longest ? '긴' : '짧은'} 것은 ${m(shown[list.indexOf(key)] ?? '')}입니다.`,
            `From ${longest ? 'longest to shortest' : 'shortest to longest'}: ${sorted.map((x) => m(cmTex(x))).join(', ')}. The ${longest ? 'longest' : 'shortest'} is ${m(shown[list.indexOf(key)] ?? '')}.`,
          ],
        ],
      });
    },
    // Read each choice back in centimetres (1 m = 100 cm) and compare.
    check: ({ list, longest }, problem) => {
      const cm = (choice: string) => {
        const parts = choice.match(/(\d+)\\text\{ m\}|(\d+)\\text\{ m \}|(\d+)\\text\{ cm\}/g) ?? [];
        return parts.reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0]) * (part.includes('cm') ? 1 : 100), 0);
      };
      const key = longest ? Math.max(...list) : Math.min(...list);
      return (
        problem.choices?.[Number(problem.answer)] !== undefined && cm(problem.choices[Number(problem.answer)]!) === key
      );
    },
  }),

  defineTemplate(UNIT, 'card-lengths', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3), longest: r.int(0, 1) === 1 }),
    generate: ({ cards, longest }) => {
      const order = [...cards].sort((a, b) => (longest ? b - a : a - b));
      const made = Number(order.join(''));
      const shown = cards.map((c) => m(c)).join(', ');
      const box = '\\square\\text{ m }\\square\\square\\text{ cm}';
      return essay({
        subUnit: S(1),
        difficulty: 3,
        stem: [
          `숫자 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 ${m(box)}의 길이를 만들려고 합니다. 만들 수 있는 가장 ${longest ? '긴' : '짧은'} 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `Use each of the digit cards ${shown} once to fill in ${m(box)}. How many centimeters is the ${longest ? 'longest' : 'shortest'} length you can make?`,
        ],
        answer: String(made),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `${m('1\\text{ m}=100\\text{ cm}')}이므로 ${withJosa(m(box), '은/는')} ${withJosa(m('\\square\\square\\square\\text{ cm}'), '과/와')} 같은 길이입니다.`,
            `Since ${m('1\\text{ m}=100\\text{ cm}')}, the length is a three-digit number of centimeters.`,
          ],
          [
            `가장 ${longest ? '긴' : '짧은'} 길이는 높은 자리부터 ${longest ? '큰' : '작은'} 숫자를 놓아 만듭니다: ${m(`${mcm(made)}=${cmTex(made)}`)}`,
            `For the ${longest ? 'longest' : 'shortest'} length, put the ${longest ? 'greatest' : 'least'} digit in the highest place: ${m(`${mcm(made)}=${cmTex(made)}`)}.`,
          ],
        ],
      });
    },
    // Every three-digit number the cards make.
    check: ({ cards, longest }, problem) => {
      const all = cardNumbers(cards, 3);
      return keyIs(problem, longest ? (all.at(-1) as number) : (all[0] as number));
    },
  }),
];
