// 6-1 여러 가지 그래프: band graphs and circle graphs: a missing percent, the amount a part stands for, and band lengths.
import { type Rng, type Localized, L, defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-1-5';
const PCT = '\\%';
const CM = '\\text{ cm}';

interface Survey {
  ko: string;
  en: string;
  cats: Localized[];
}

const SURVEYS: Survey[] = [
  {
    ko: '학생들이 좋아하는 계절',
    en: "students' favorite seasons",
    cats: [L('봄', 'spring'), L('여름', 'summer'), L('가을', 'fall'), L('겨울', 'winter')],
  },
  {
    ko: '학생들의 등교 방법',
    en: 'how students get to school',
    cats: [L('도보', 'walking'), L('버스', 'taking the bus'), L('자전거', 'biking'), L('자동차', 'riding in a car')],
  },
  {
    ko: '마을의 토지 이용',
    en: 'land use in a town',
    cats: [L('주택', 'housing'), L('농경지', 'farmland'), L('숲', 'forest'), L('공원', 'parks')],
  },
  {
    ko: '한 달 용돈의 쓰임',
    en: 'how a monthly allowance is spent',
    cats: [L('간식', 'snacks'), L('저축', 'savings'), L('학용품', 'school supplies'), L('기타', 'other')],
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

export const templates = [
  defineTemplate(U, 'missing-percent', {
    version: 2,
    params: (rng) => ({
      s: rng.int(0, SURVEYS.length - 1),
      ps: percents(rng),
      hide: rng.int(0, 3),
      circle: rng.int(0, 1) === 1,
    }),
    generate: ({ s, ps, hide, circle }, rng) => {
      const sv = SURVEYS[s] as Survey;
      const ans = ps[hide] as number;
      const hidden = sv.cats[hide] as Localized;
      const shown = sv.cats.map((c, i) => ({ c, p: ps[i] as number })).filter((_, i) => i !== hide);
      const g = circle ? L('원그래프', 'circle graph') : L('띠그래프', 'band graph');
      const listEn = `${shown
        .slice(0, -1)
        .map((x) => `${x.c.en} ${m(`${x.p}${PCT}`)}`)
        .join(', ')}, and ${shown[shown.length - 1]?.c.en} ${m(`${shown[shown.length - 1]?.p}${PCT}`)}`;
      return multiple(rng, {
        difficulty: 2,
        stem: [
          `${withJosa(sv.ko, '을/를')} 조사하여 ${withJosa(g.ko, '으로/로')} 나타냈습니다. ${shown.map((x) => `${x.c.ko} ${m(`${x.p}${PCT}`)}`).join(', ')}일 때, ${withJosa(hidden.ko, '은/는')} 전체의 몇 %입니까?`,
          `A ${g.en} shows ${sv.en}: ${listEn}. What percent is ${hidden.en}?`,
        ],
        ...valueChoices(ans, [100 - ans, ans + 5, ans - 5, ans + 10], { unit: PCT, min: 1, step: 5 }),
        steps: [
          [
            `${g.ko}에서 각 항목의 백분율을 모두 더하면 ${m(`100${PCT}`)}입니다.`,
            `The percents in a ${g.en} add up to ${m(`100${PCT}`)}.`,
          ],
          [
            `${withJosa(hidden.ko, '은/는')} ${m(`100-${shown.map((x) => x.p).join('-')}=${ans}`)}(%)입니다.`,
            `${hidden.en.charAt(0).toUpperCase()}${hidden.en.slice(1)} is ${m(`100-${shown.map((x) => x.p).join('-')}=${ans}`)}, so ${m(`${ans}${PCT}`)}.`,
          ],
        ],
      });
    },
    // Add the shown parts up and take what is left of the whole.
    check: ({ ps, hide }, problem) => {
      let rest = 100;
      ps.forEach((p, i) => {
        if (i !== hide) rest -= p;
      });
      return keyIs(problem, rest);
    },
  }),
  defineTemplate(U, 'amount-from-percent', {
    version: 2,
    params: (rng) => {
      const ps = percents(rng);
      const pick = rng.int(0, 3);
      const total = rng.pick([20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 240, 300, 400, 500]);
      const p = ps[pick] as number;
      return { s: rng.int(0, 1), ps, pick, t: (total * p) % 100 === 0 ? total : 100 * Math.ceil(total / 100) };
    },
    generate: ({ s, ps, pick, t }) => {
      const sv = SURVEYS[s] as Survey;
      const cat = sv.cats[pick] as Localized;
      const p = ps[pick] as number;
      const ans = (t * p) / 100;
      return essay({
        difficulty: 3,
        stem: [
          `${withJosa(sv.ko, '을/를')} 조사하여 나타낸 원그래프에서 ${withJosa(cat.ko, '은/는')} 전체의 ${m(`${p}${PCT}`)}입니다. 조사한 학생이 모두 ${m(t)}명이라면 ${withJosa(cat.ko, '을/를')} 고른 학생은 몇 명입니까?`,
          `A circle graph shows ${sv.en}. ${cat.en.charAt(0).toUpperCase()}${cat.en.slice(1)} is ${m(`${p}${PCT}`)} of the total. If ${m(t)} students were surveyed, how many students chose ${cat.en}?`,
        ],
        answer: String(ans),
        form: 'number',
        unit: '명',
        steps: [
          [
            `${withJosa(m(`${p}${PCT}`), '은/는')} 전체의 ${m(`\\frac{${p}}{100}`)}입니다.`,
            `${m(`${p}${PCT}`)} means ${m(`\\frac{${p}}{100}`)} of the total.`,
          ],
          [
            `따라서 ${m(`${t}\\times\\frac{${p}}{100}=${num(ans)}`)}(명)입니다.`,
            `So ${m(`${t}\\times\\frac{${p}}{100}=${num(ans)}`)} students.`,
          ],
        ],
      });
    },
    // 1% of the students first, then p of those.
    check: ({ ps, pick, t }, problem) => {
      const onePercent = q(t, 100);
      let c = q(0);
      for (let i = 0; i < (ps[pick] as number); i++) c = c.add(onePercent);
      return keyIs(problem, c.value);
    },
  }),
  defineTemplate(U, 'band-length', {
    version: 2,
    params: (rng) => ({
      s: rng.int(0, SURVEYS.length - 1),
      ps: percents(rng),
      pick: rng.int(0, 3),
      len: rng.pick([10, 20, 30, 40, 50]),
    }),
    generate: ({ s, ps, pick, len }, rng) => {
      const sv = SURVEYS[s] as Survey;
      const cat = sv.cats[pick] as Localized;
      const p = ps[pick] as number;
      const ans = q(len * p, 100);
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `${withJosa(sv.ko, '을/를')} 전체 길이가 ${m(`${len}${CM}`)}인 띠그래프로 나타내려고 합니다. ${withJosa(cat.ko, '이/가')} 전체의 ${m(`${p}${PCT}`)}라면, ${withJosa(cat.ko, '이/가')} 차지하는 띠의 길이는 몇 cm입니까?`,
          `A band graph ${m(`${len}${CM}`)} long will show ${sv.en}. If the part for ${cat.en} is ${m(`${p}${PCT}`)} of the total, how long is that part of the band, in cm?`,
        ],
        ...valueChoices(ans, [p, q(len).sub(ans), q(p, 10), ans.add(1), ans.mul(2)], { unit: CM, min: 0.1, step: 0.5 }),
        steps: [
          [
            `띠의 길이는 백분율에 비례하므로 전체 길이의 ${m(`${p}${PCT}`)}를 구합니다.`,
            `Each part's length is proportional to its percent, so find ${m(`${p}${PCT}`)} of the whole length.`,
          ],
          [
            `${m(`${len}\\times\\frac{${p}}{100}=${num(ans)}`)}(cm)입니다.`,
            `${m(`${len}\\times\\frac{${p}}{100}=${num(ans)}`)} cm.`,
          ],
        ],
      });
    },
    // Work in millimetres: 1% of the band is len/10 mm.
    check: ({ ps, pick, len }, problem) => keyIs(problem, ((ps[pick] as number) * len * 10) / 100 / 10),
  }),
];
