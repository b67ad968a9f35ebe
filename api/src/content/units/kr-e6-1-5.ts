// 6-1 여러 가지 그래프: strip graphs and circle graphs: a missing percent (also read off a strip graph), the amount a
// part stands for, the difference of two parts, the whole from a part, a percent of a percent, and band lengths.
import { type Rng, type Localized, L, defineTemplate, essay, multiple } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { bandGraph, withFigure } from '../kit/figures.js';
import { PEOPLE, nameWith } from '../kit/people.js';

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

/** The surveys whose category names are short enough to stand under a strip graph. */
const DRAWN = [0, 2];
/** How many students a survey may count: a multiple of 20, so every multiple of 5 percent is a whole number of them. */
const STUDENTS = [40, 60, 80, 100, 120, 160, 200, 240];

/** The survey drawn as a strip graph, the parts in `hidden` shown as '?'. */
const surveyBand = (sv: Survey, ps: readonly number[], hidden: number[] = []) =>
  bandGraph({
    parts: sv.cats.map((c, i) => ({ label: c, percent: ps[i] as number })),
    hidden,
    title: L(sv.ko, sv.en.charAt(0).toUpperCase() + sv.en.slice(1)),
  });
/** A category's English name at the start of a sentence. */
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const templates = [
  defineTemplate(U, 'missing-percent', {
    version: 3,
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
      const g = circle ? L('원그래프', 'circle graph') : L('띠그래프', 'strip graph');
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
    version: 3,
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
          `A strip graph ${m(`${len}${CM}`)} long will show ${sv.en}. If the part for ${cat.en} is ${m(`${p}${PCT}`)} of the total, how long is that part of the strip, in cm?`,
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
  defineTemplate(U, 'band-graph-missing', {
    version: 2,
    params: (rng) => ({ s: rng.pick(DRAWN), ps: percents(rng), hide: rng.int(0, 3) }),
    generate: ({ s, ps, hide }) => {
      const sv = SURVEYS[s] as Survey;
      const hidden = sv.cats[hide] as Localized;
      const shown = ps.filter((_, i) => i !== hide);
      const answer = ps[hide] as number;
      const problem = essay({
        difficulty: 2,
        stem: [
          `다음은 ${withJosa(sv.ko, '을/를')} 조사하여 나타낸 띠그래프입니다. ${withJosa(hidden.ko, '은/는')} 전체의 몇 %입니까?`,
          `The strip graph shows ${sv.en}. What percent of the whole is ${hidden.en}?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '%',
        steps: [
          [
            `띠그래프 전체는 ${m(`100${PCT}`)}이므로 나머지 항목의 백분율을 모두 빼면 됩니다.`,
            `The whole strip is ${m(`100${PCT}`)}, so take away the percents you can read.`,
          ],
          [
            `${withJosa(hidden.ko, '은/는')} ${m(`100-${shown.join('-')}=${answer}`)}(%)입니다.`,
            `${capital(hidden.en)}: ${m(`100-${shown.join('-')}=${answer}`)}, so ${m(`${answer}${PCT}`)}.`,
          ],
        ],
      });
      return withFigure(problem, surveyBand(sv, ps, [hide]));
    },
    // Count up from the shown parts to the whole, five percent at a time.
    check: ({ ps, hide }, problem) => {
      const shown = ps.reduce((sum, p, i) => (i === hide ? sum : sum + p), 0);
      let rest = 0;
      while (shown + rest < 100) rest += 5;
      return keyIs(problem, rest);
    },
  }),

  defineTemplate(U, 'band-graph-difference', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const ps = percents(rng);
        const [a, b] = rng.shuffle([0, 1, 2, 3]).slice(0, 2) as [number, number];
        if (ps[a] !== ps[b]) return { ps, a, b, total: rng.pick(STUDENTS) };
      }
    },
    generate: ({ ps, a, b, total }) => {
      // Favorite seasons: a survey of students, so its parts count students.
      const sv = SURVEYS[0] as Survey;
      const [hi, lo] = (ps[a] as number) > (ps[b] as number) ? [a, b] : [b, a];
      const [catHi, catLo] = [sv.cats[hi] as Localized, sv.cats[lo] as Localized];
      const [pHi, pLo] = [ps[hi] as number, ps[lo] as number];
      const gap = pHi - pLo;
      const answer = (total * gap) / 100;
      const problem = essay({
        difficulty: 3,
        stem: [
          `다음은 학생 ${m(total)}명이 좋아하는 계절을 조사하여 나타낸 띠그래프입니다. ${withJosa(catHi.ko, '을/를')} 좋아하는 학생은 ${withJosa(catLo.ko, '을/를')} 좋아하는 학생보다 몇 명 더 많습니까?`,
          `The strip graph shows the favorite seasons of ${m(total)} students. How many more students chose ${catHi.en} than ${catLo.en}?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '명',
        steps: [
          [
            `띠그래프에서 ${withJosa(catHi.ko, '은/는')} ${m(`${pHi}${PCT}`)}, ${withJosa(catLo.ko, '은/는')} ${m(`${pLo}${PCT}`)}이므로 차는 ${m(`${pHi}-${pLo}=${gap}`)}(%)입니다.`,
            `From the graph, ${catHi.en} is ${m(`${pHi}${PCT}`)} and ${catLo.en} is ${m(`${pLo}${PCT}`)}: the difference is ${m(`${pHi}-${pLo}=${gap}`)}, so ${m(`${gap}${PCT}`)} of the students.`,
          ],
          [
            `따라서 ${m(`${total}\\times\\frac{${gap}}{100}=${answer}`)}(명) 더 많습니다.`,
            `So there are ${m(`${total}\\times\\frac{${gap}}{100}=${answer}`)} more students.`,
          ],
        ],
      });
      return withFigure(problem, surveyBand(sv, ps));
    },
    // Count each part's students separately, then subtract.
    check: ({ ps, a, b, total }, problem) =>
      keyIs(problem, Math.abs((total / 100) * (ps[a] as number) - (total / 100) * (ps[b] as number))),
  }),

  defineTemplate(U, 'whole-from-part', {
    version: 2,
    params: (rng) => {
      const ps = percents(rng);
      const [known, asked] = rng.shuffle([0, 1, 2, 3]).slice(0, 2) as [number, number];
      return { s: rng.int(0, 1), ps, known, asked, total: rng.pick(STUDENTS) };
    },
    generate: ({ s, ps, known, asked, total }) => {
      const sv = SURVEYS[s] as Survey;
      const [catK, catA] = [sv.cats[known] as Localized, sv.cats[asked] as Localized];
      const [pK, pA] = [ps[known] as number, ps[asked] as number];
      const count = (total * pK) / 100;
      const answer = (total * pA) / 100;
      return essay({
        difficulty: 4,
        stem: [
          `${withJosa(sv.ko, '을/를')} 조사하여 원그래프로 나타냈더니 ${withJosa(catK.ko, '은/는')} 전체의 ${m(`${pK}${PCT}`)}, ${withJosa(catA.ko, '은/는')} 전체의 ${m(`${pA}${PCT}`)}였습니다. ${withJosa(catK.ko, '이/가')} ${m(count)}명일 때, ${withJosa(catA.ko, '은/는')} 몇 명입니까?`,
          `A circle graph shows ${sv.en}: ${catK.en} is ${m(`${pK}${PCT}`)} of the whole and ${catA.en} is ${m(`${pA}${PCT}`)}. If ${catK.en} accounts for ${m(count)} students, how many students does ${catA.en} account for?`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '명',
        steps: [
          [
            `핵심은 아는 부분으로 전체를 먼저 구하는 것입니다. 전체를 ${m('\\square')}명이라 하면 ${m(`\\square\\times\\frac{${pK}}{100}=${count}`)}입니다.`,
            `The key is to find the whole first from the part you know. Call the whole ${m('\\square')}: ${m(`\\square\\times\\frac{${pK}}{100}=${count}`)}.`,
          ],
          [
            `${m(`\\square=${count}\\times100\\div${pK}=${total}`)}이므로 전체는 ${m(total)}명입니다.`,
            `${m(`\\square=${count}\\times100\\div${pK}=${total}`)}, so the whole is ${m(total)} students.`,
          ],
          [
            `${withJosa(catA.ko, '은/는')} ${m(`${total}\\times\\frac{${pA}}{100}=${answer}`)}(명)입니다.`,
            `${capital(catA.en)}: ${m(`${total}\\times\\frac{${pA}}{100}=${answer}`)} students.`,
          ],
        ],
      });
    },
    // The asked part is the known count scaled by the ratio of the two percents.
    check: ({ ps, known, asked, total }, problem) =>
      keyIs(problem, (((total * (ps[known] as number)) / 100) * (ps[asked] as number)) / (ps[known] as number)),
  }),

  defineTemplate(U, 'percent-of-percent', {
    version: 1,
    params: (rng) => ({
      money: rng.int(1, 5) * 10000,
      snack: rng.int(2, 6) * 10,
      part: rng.pick([20, 25, 40, 50, 60, 75]),
      who: rng.pick(PEOPLE),
    }),
    generate: ({ money, snack, part, who }) => {
      const snackMoney = (money * snack) / 100;
      const answer = (snackMoney * part) / 100;
      return essay({
        difficulty: 5,
        stem: [
          `${nameWith(who, '의')} 한 달 용돈 ${m(num(money))}원의 쓰임을 원그래프로 나타냈더니 간식이 전체의 ${m(`${snack}${PCT}`)}였습니다. 간식에 쓴 돈의 ${m(`${part}${PCT}`)}를 아이스크림을 사는 데 썼다면, 아이스크림을 사는 데 쓴 돈은 얼마인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${who.en}'s monthly allowance is ${m(num(money))} won. A circle graph of how it is spent shows snacks at ${m(`${snack}${PCT}`)} of the whole. ${who.en} spent ${m(`${part}${PCT}`)} of the snack money on ice cream. How many won went to ice cream? Show your work.`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '원',
        steps: [
          [
            `핵심은 백분율의 기준이 바뀐다는 것입니다. ${m(`${part}${PCT}`)}는 전체 용돈이 아니라 간식비에 대한 비율이므로, 간식비를 먼저 구합니다.`,
            `The key idea: the two percents are of different wholes. ${m(`${part}${PCT}`)} is of the snack money, not of the whole allowance, so find the snack money first.`,
          ],
          [
            `간식비는 ${m(`${num(money)}\\times\\frac{${snack}}{100}=${num(snackMoney)}`)}(원)입니다.`,
            `Snack money: ${m(`${num(money)}\\times\\frac{${snack}}{100}=${num(snackMoney)}`)} won.`,
          ],
          [
            `아이스크림을 사는 데 쓴 돈은 ${m(`${num(snackMoney)}\\times\\frac{${part}}{100}=${num(answer)}`)}(원)입니다.`,
            `Ice cream: ${m(`${num(snackMoney)}\\times\\frac{${part}}{100}=${num(answer)}`)} won.`,
          ],
        ],
      });
    },
    // One percent of one percent of the allowance, taken snack × part times.
    check: ({ money, snack, part }, problem) => keyIs(problem, (money / 10000) * snack * part),
  }),

  defineTemplate(U, 'band-length-to-whole', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const len = rng.pick([10, 20]);
        const p = rng.int(2, 8) * 5;
        if ((len * p) % 100 === 0 || (len * p * 10) % 100 === 0) {
          return { s: rng.int(0, 1), pick: rng.int(0, 3), len, p, total: rng.pick(STUDENTS) };
        }
      }
    },
    generate: ({ s, pick, len, p, total }) => {
      const sv = SURVEYS[s] as Survey;
      const cat = sv.cats[pick] as Localized;
      const part = q(len * p, 100);
      const count = (total * p) / 100;
      return essay({
        difficulty: 4,
        stem: [
          `${withJosa(sv.ko, '을/를')} 조사하여 전체 길이가 ${m(`${len}${CM}`)}인 띠그래프로 나타냈더니 ${withJosa(cat.ko, '이/가')} 차지하는 부분의 길이가 ${m(`${num(part)}${CM}`)}였습니다. ${withJosa(cat.ko, '을/를')} 고른 학생이 ${m(count)}명이라면 조사한 학생은 모두 몇 명입니까?`,
          `A strip graph ${m(`${len}${CM}`)} long shows ${sv.en}. The part for ${cat.en} is ${m(`${num(part)}${CM}`)} long. If ${m(count)} students chose ${cat.en}, how many students were surveyed in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '명',
        steps: [
          [
            `핵심은 띠의 길이가 백분율에 비례한다는 것입니다. ${withJosa(cat.ko, '은/는')} 전체의 ${m(`\\frac{${num(part)}}{${len}}\\times100=${p}`)}(%)입니다.`,
            `The key idea: each part's length is proportional to its percent. ${capital(cat.en)} is ${m(`\\frac{${num(part)}}{${len}}\\times100=${p}`)} percent of the whole.`,
          ],
          [
            `전체 학생 수를 ${m('\\square')}명이라 하면 ${m(`\\square\\times\\frac{${p}}{100}=${count}`)}이므로 ${m(`\\square=${count}\\times100\\div${p}=${total}`)}(명)입니다.`,
            `Call the number surveyed ${m('\\square')}: ${m(`\\square\\times\\frac{${p}}{100}=${count}`)}, so ${m(`\\square=${count}\\times100\\div${p}=${total}`)} students.`,
          ],
        ],
      });
    },
    // The whole band stands for everyone: scale the count by how many times the part fits in the band.
    check: ({ len, p, total }, problem) => keyIs(problem, ((total * p) / 100) * (len / ((len * p) / 100))),
  }),
];
