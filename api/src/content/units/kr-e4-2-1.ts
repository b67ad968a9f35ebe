// 4-2 분수의 덧셈과 뺄셈: fractions with the same denominator, mixed numbers, and taking a part from a whole.
import type { ProblemTemplate } from '../lib/types.js';
import { F, HINT_MIXED, L, PEOPLE, fr, josa, m, tfr, tmix, tmixOf, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-1');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'add-same-denominator',
    params: (rng) => {
      const d = rng.int(4, 15);
      return { d, a: rng.int(1, d - 1), b: rng.int(1, d - 1) };
    },
    make: ({ d, a, b }) => {
      const s = a + b;
      return {
        difficulty: s > d ? 2 : 1,
        stem: L(`계산을 하세요. ${m(`${tfr(a, d)}+${tfr(b, d)}`)}`, `Add: ${m(`${tfr(a, d)}+${tfr(b, d)}`)}`),
        multiple: {
          correct: { tex: tmixOf(s, d), v: s / d },
          wrong: [
            { tex: tfr(s, 2 * d), v: s / (2 * d) },
            { tex: tfr(a * b, d), v: (a * b) / d },
            {
              tex: s > d ? tmix(Math.floor(s / d), (s % d) + 1, d + 1) : tfr(s + 1, d),
              v: s > d ? Math.floor(s / d) + ((s % d) + 1) / (d + 1) : (s + 1) / d,
            },
            { tex: tfr(Math.abs(a - b) || 1, d), v: (Math.abs(a - b) || 1) / d },
            F(fr(s - 1, d)),
          ],
          fill: (k) => F(fr(s + k + 1, d)),
        },
        explanation: [
          L(
            `분모가 같은 분수의 덧셈은 분모는 그대로 두고 분자끼리 더합니다: ${m(`${tfr(a, d)}+${tfr(b, d)}=${tfr(s, d)}`)}`,
            `With the same denominator, keep the denominator and add the numerators: ${m(`${tfr(a, d)}+${tfr(b, d)}=${tfr(s, d)}`)}`,
          ),
          s >= d
            ? L(
                `가분수는 대분수나 자연수로 나타냅니다: ${m(`${tfr(s, d)}=${tmixOf(s, d)}`)}`,
                `Write the improper fraction as a mixed or whole number: ${m(`${tfr(s, d)}=${tmixOf(s, d)}`)}`,
              )
            : L(`답: ${m(tfr(s, d))}`, `Answer: ${m(tfr(s, d))}`),
        ],
      };
    },
    solve: ({ d, a, b }) => (a * 1000 + b * 1000) / (d * 1000),
  }),
  tpl({
    name: 'mixed-subtract-borrow',
    params: (rng) => {
      const d = rng.int(3, 12);
      const w1 = rng.int(3, 9);
      const w2 = rng.int(1, w1 - 1);
      const a = rng.int(1, d - 2);
      const b = rng.int(a + 1, d - 1);
      return { d, w1, w2, a, b };
    },
    make: ({ d, w1, w2, a, b }) => {
      const res = tmixOf(w1 * d + a - (w2 * d + b), d);
      return {
        difficulty: 3,
        stem: L(
          `계산을 하세요. ${m(`${tmix(w1, a, d)}-${tmix(w2, b, d)}`)}`,
          `Subtract: ${m(`${tmix(w1, a, d)}-${tmix(w2, b, d)}`)}`,
        ),
        essay: { answer: res, hint: HINT_MIXED },
        explanation: [
          L(
            `분수 부분끼리 뺄 수 없으므로 자연수에서 ${m('1')}을 분수로 바꿉니다: ${m(`${tmix(w1, a, d)}=${tmix(w1 - 1, a + d, d)}`)}`,
            `The fraction part is too small, so regroup ${m('1')} from the whole number: ${m(`${tmix(w1, a, d)}=${tmix(w1 - 1, a + d, d)}`)}`,
          ),
          L(
            `자연수끼리, 분수끼리 뺍니다: ${m(`${tmix(w1 - 1, a + d, d)}-${tmix(w2, b, d)}=${tmix(w1 - 1 - w2, a + d - b, d)}`)}`,
            `Subtract wholes and fractions: ${m(`${tmix(w1 - 1, a + d, d)}-${tmix(w2, b, d)}=${tmix(w1 - 1 - w2, a + d - b, d)}`)}`,
          ),
        ],
      };
    },
    // Convert both to improper fractions over a common scale and subtract.
    solve: ({ d, w1, w2, a, b }) => w1 + a / d - (w2 + b / d),
  }),
  tpl({
    name: 'ribbon-left',
    params: (rng) => {
      const d = rng.int(3, 10);
      return {
        d,
        w: rng.int(1, 5),
        a: rng.int(0, d - 1),
        used: rng.int(1, d - 1),
        usedW: rng.int(0, 1),
        who: rng.int(0, PEOPLE.length - 1),
        ctx: rng.int(0, 2),
      };
    },
    make: ({ d, w, a, used, usedW, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const total = w * d + a;
      const u = usedW * d + used;
      const uu = u < total ? u : used;
      const left = tmixOf(total - uu, d);
      const [thingKo, thingEn, unitKo, unitEn, verbKo, verbEn] = [
        ['리본', 'ribbon', 'm', 'm', '선물 상자를 묶는 데', 'to tie a gift box'],
        ['우유', 'milk', 'L', 'L', '빵을 만드는 데', 'to bake bread'],
        ['밀가루', 'flour', 'kg', 'kg', '쿠키를 만드는 데', 'to make cookies'],
      ][ctx] as [string, string, string, string, string, string];
      const have = a === 0 ? String(w) : tmix(w, a, d);
      const usedTex = tmixOf(uu, d);
      return {
        difficulty: 2,
        stem: L(
          `${topic(p)} ${thingKo} ${m(have)} ${unitKo} 중에서 ${m(usedTex)} ${josa(unitKo, '을/를')} ${verbKo} 썼습니다. 남은 ${josa(thingKo, '은/는')} 몇 ${unitKo}입니까?`,
          `${p.en} had ${m(have)} ${unitEn} of ${thingEn} and used ${m(usedTex)} ${unitEn} ${verbEn}. How many ${unitEn} of ${thingEn} are left?`,
        ),
        essay: { answer: left, unit: unitEn, hint: HINT_MIXED },
        explanation: [
          L(`남은 양은 ${josa(m(`${have}-${usedTex}`), '으로/로')} 구합니다.`, `Find ${m(`${have}-${usedTex}`)}.`),
          L(
            `가분수로 바꾸어 계산하면 ${m(`${tfr(total, d)}-${tfr(uu, d)}=${tfr(total - uu, d)}=${left}`)}`,
            `As improper fractions: ${m(`${tfr(total, d)}-${tfr(uu, d)}=${tfr(total - uu, d)}=${left}`)}`,
          ),
        ],
      };
    },
    solve: ({ d, w, a, used, usedW }) => {
      const total = w + a / d;
      const u = usedW + used / d;
      return u < total ? total - u : total - used / d;
    },
  }),
];
