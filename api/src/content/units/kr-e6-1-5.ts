// 6-1 여러 가지 그래프: band graphs and circle graphs: a missing percent, the amount a part stands for, and band lengths.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, josa, m, n, plain, unit, type Rng } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-5');

const SURVEYS = [
  {
    ko: '학생들이 좋아하는 계절',
    en: "students' favorite seasons",
    cats: [L('봄', 'spring'), L('여름', 'summer'), L('가을', 'fall'), L('겨울', 'winter')],
    u: '명',
    uEn: 'students',
  },
  {
    ko: '학생들의 등교 방법',
    en: 'how students get to school',
    cats: [L('도보', 'walking'), L('버스', 'bus'), L('자전거', 'bike'), L('자동차', 'car')],
    u: '명',
    uEn: 'students',
  },
  {
    ko: '마을의 토지 이용',
    en: 'land use in a town',
    cats: [L('주택', 'housing'), L('농경지', 'farmland'), L('숲', 'forest'), L('공원', 'parks')],
    u: '',
    uEn: '',
  },
  {
    ko: '한 달 용돈의 쓰임',
    en: 'how a monthly allowance is spent',
    cats: [L('간식', 'snacks'), L('저축', 'savings'), L('학용품', 'school supplies'), L('기타', 'other')],
    u: '원',
    uEn: 'won',
  },
];

/** Four percents (multiples of 5) that add to 100. */
function percents(rng: Rng): number[] {
  for (;;) {
    const a = rng.int(2, 8) * 5;
    const b = rng.int(2, 8) * 5;
    const c = rng.int(1, 6) * 5;
    const d = 100 - a - b - c;
    if (d >= 5) return [a, b, c, d];
  }
}

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'missing-percent',
    params: (rng) => ({
      s: rng.int(0, SURVEYS.length - 1),
      ps: percents(rng),
      hide: rng.int(0, 3),
      circle: rng.int(0, 1) === 1,
    }),
    make: ({ s, ps, hide, circle }) => {
      const sv = SURVEYS[s] ?? SURVEYS[0]!;
      const ans = ps[hide] as number;
      const shown = sv.cats.map((c, i) => ({ c, p: ps[i] as number })).filter((_, i) => i !== hide);
      const g = circle ? L('원그래프', 'circle graph') : L('띠그래프', 'band graph');
      return {
        difficulty: 2,
        stem: L(
          `${josa(sv.ko, '을/를')} 조사하여 ${g.ko}로 나타냈습니다. ${shown.map((x) => `${x.c.ko} ${m(`${x.p}\\%`)}`).join(', ')}일 때, ${josa(sv.cats[hide]!.ko, '은/는')} 전체의 몇 %입니까?`,
          `A ${g.en} shows ${sv.en}: ${shown.map((x) => `${x.c.en} ${m(`${x.p}\\%`)}`).join(', ')}. What percent is ${sv.cats[hide]!.en}?`,
        ),
        multiple: {
          correct: U(ans, '\\%'),
          wrong: [
            U(100 - ans, '\\%'),
            U(ans + 5, '\\%'),
            U(ans - 5, '\\%'),
            U(ans + 10, '\\%'),
            U(
              shown.reduce((t, x) => t + x.p, 0),
              '\\%',
            ),
          ],
          fill: (k) => U(ans + 5 * (k + 2), '\\%'),
        },
        explanation: [
          L(
            `${g.ko}에서 각 항목의 백분율의 합계는 ${m('100\\%')}입니다.`,
            `The percents in a ${g.en} add up to ${m('100\\%')}.`,
          ),
          L(
            `${m(`100-${shown.map((x) => x.p).join('-')}=${ans}`)} (%)`,
            `${m(`100-${shown.map((x) => x.p).join('-')}=${ans}`)}, so ${m(`${ans}\\%`)}.`,
          ),
        ],
      };
    },
    // Add the shown parts up and take what is left of the whole.
    solve: ({ ps, hide }) => {
      let rest = 100;
      ps.forEach((p, i) => {
        if (i !== hide) rest -= p;
      });
      return rest;
    },
  }),
  tpl({
    name: 'amount-from-percent',
    params: (rng) => ({
      s: rng.int(0, 1),
      ps: percents(rng),
      pick: rng.int(0, 3),
      total: rng.pick([20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 240, 300, 400, 500]),
    }),
    make: ({ s, ps, pick, total }) => {
      const sv = SURVEYS[s] ?? SURVEYS[0]!;
      const p = ps[pick] as number;
      const ans = (total * p) / 100;
      const ansOk = Number.isInteger(ans);
      const t = ansOk ? total : 100 * Math.ceil(total / 100);
      const a2 = (t * p) / 100;
      return {
        difficulty: 3,
        stem: L(
          `${josa(sv.ko, '을/를')} 조사한 원그래프에서 ${josa(sv.cats[pick]!.ko, '은/는')} 전체의 ${m(`${p}\\%`)}입니다. 조사한 학생이 모두 ${m(String(t))}명이라면, ${sv.cats[pick]!.ko}에 해당하는 학생은 몇 명입니까?`,
          `A circle graph shows ${sv.en}. ${sv.cats[pick]!.en[0]!.toUpperCase()}${sv.cats[pick]!.en.slice(1)} is ${m(`${p}\\%`)} of the total. If ${m(String(t))} students were surveyed, how many students chose ${sv.cats[pick]!.en}?`,
        ),
        essay: { answer: plain(a2), hint: HINT.int },
        explanation: [
          L(
            `${josa(m(`${p}\\%`), '은/는')} ${m(`\\frac{${p}}{100}`)}입니다.`,
            `${m(`${p}\\%`)} means ${m(`\\frac{${p}}{100}`)}.`,
          ),
          L(
            `${m(`${t}\\times\\frac{${p}}{100}=${n(a2)}`)} (명)`,
            `${m(`${t}\\times\\frac{${p}}{100}=${n(a2)}`)} students`,
          ),
        ],
      };
    },
    // 1% of the students first, then p of those.
    solve: ({ ps, pick, total }) => {
      const p = ps[pick] as number;
      const t = Number.isInteger((total * p) / 100) ? total : 100 * Math.ceil(total / 100);
      const onePercent = t / 100;
      let c = 0;
      for (let i = 0; i < p; i++) c += onePercent;
      return c;
    },
  }),
  tpl({
    name: 'band-length',
    params: (rng) => ({
      s: rng.int(0, SURVEYS.length - 1),
      ps: percents(rng),
      pick: rng.int(0, 3),
      len: rng.pick([10, 20, 30, 40, 50]),
    }),
    make: ({ s, ps, pick, len }) => {
      const sv = SURVEYS[s] ?? SURVEYS[0]!;
      const p = ps[pick] as number;
      const ans = (len * p) / 100;
      return {
        difficulty: 3,
        stem: L(
          `${josa(sv.ko, '을/를')} 전체 길이가 ${m(String(len))} cm인 띠그래프로 나타내려고 합니다. ${josa(sv.cats[pick]!.ko, '이/가')} 전체의 ${m(`${p}\\%`)}라면, ${josa(sv.cats[pick]!.ko, '이/가')} 차지하는 띠의 길이는 몇 cm입니까?`,
          `A band graph ${m(String(len))} cm long will show ${sv.en}. If ${sv.cats[pick]!.en} is ${m(`${p}\\%`)} of the total, how long is its part of the band, in cm?`,
        ),
        multiple: {
          correct: U(ans, '\\text{ cm}'),
          wrong: [
            U(p, '\\text{ cm}'),
            U(len - ans, '\\text{ cm}'),
            U(p / 10, '\\text{ cm}'),
            U(ans + 1, '\\text{ cm}'),
            U(ans * 2, '\\text{ cm}'),
          ],
          fill: (k) => U(ans + 0.5 * (k + 2), '\\text{ cm}'),
        },
        explanation: [
          L(`띠의 길이는 백분율에 비례합니다.`, `Each part's length is proportional to its percent.`),
          L(
            `${m(`${len}\\times\\frac{${p}}{100}=${n(ans)}`)} (cm)`,
            `${m(`${len}\\times\\frac{${p}}{100}=${n(ans)}`)} cm`,
          ),
        ],
      };
    },
    // Work in millimetres: 1% of the band is len/10 mm.
    solve: ({ ps, pick, len }) => ((ps[pick] as number) * len * 10) / 100 / 10,
  }),
];
