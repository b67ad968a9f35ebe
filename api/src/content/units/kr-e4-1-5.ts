// 4-1 막대그래프: reading bar lengths with a scale, totals, differences and the value of one grid square.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, josa, m, plain, unit, type Rng } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-5');

const TOPICS = [
  {
    ko: '반 학생들이 좋아하는 과일',
    en: 'favorite fruits of the students in a class',
    cats: [
      L('사과', 'apples'),
      L('바나나', 'bananas'),
      L('포도', 'grapes'),
      L('딸기', 'strawberries'),
      L('귤', 'tangerines'),
    ],
    unitKo: '명',
    unitEn: 'students',
  },
  {
    ko: '학생들이 좋아하는 운동',
    en: 'favorite sports of the students',
    cats: [
      L('축구', 'soccer'),
      L('야구', 'baseball'),
      L('수영', 'swimming'),
      L('줄넘기', 'jump rope'),
      L('농구', 'basketball'),
    ],
    unitKo: '명',
    unitEn: 'students',
  },
  {
    ko: '마을별 나무 수',
    en: 'number of trees in each village',
    cats: [
      L('가 마을', 'Village A'),
      L('나 마을', 'Village B'),
      L('다 마을', 'Village C'),
      L('라 마을', 'Village D'),
      L('마 마을', 'Village E'),
    ],
    unitKo: '그루',
    unitEn: 'trees',
  },
  {
    ko: '요일별 도서관 방문자 수',
    en: 'library visitors on each day',
    cats: [
      L('월요일', 'Monday'),
      L('화요일', 'Tuesday'),
      L('수요일', 'Wednesday'),
      L('목요일', 'Thursday'),
      L('금요일', 'Friday'),
    ],
    unitKo: '명',
    unitEn: 'visitors',
  },
];

function graph(rng: Rng) {
  const topic = rng.int(0, TOPICS.length - 1);
  const k = rng.int(3, 5);
  const scale = rng.pick([1, 2, 5, 10]);
  const cells: number[] = [];
  while (cells.length < k) {
    const c = rng.int(1, 12);
    if (!cells.includes(c)) cells.push(c);
  }
  return { topic, scale, cells };
}
function describe(g: ReturnType<typeof graph>) {
  const t = TOPICS[g.topic] ?? TOPICS[0]!;
  const bars = g.cells.map((c, i) => ({ name: t.cats[i] ?? t.cats[0]!, c }));
  return {
    t,
    ko: `${josa(t.ko, '을/를')} 나타낸 막대그래프에서 세로 눈금 한 칸은 ${m(String(g.scale))}${josa(t.unitKo, '을/를')} 나타냅니다. 막대의 길이는 ${bars.map((b) => `${b.name.ko} ${m(String(b.c))}칸`).join(', ')}입니다.`,
    en: `A bar graph shows the ${t.en}. Each square on the vertical scale stands for ${m(String(g.scale))} ${g.scale === 1 ? t.unitEn.replace(/s$/, '') : t.unitEn}. The bars are ${bars.map((b) => `${b.name.en} ${m(String(b.c))} square${b.c === 1 ? '' : 's'}`).join(', ')} long.`,
  };
}

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'total',
    params: (rng) => graph(rng),
    make: (g) => {
      const d = describe(g);
      const cellsSum = g.cells.reduce((a, b) => a + b, 0);
      const total = cellsSum * g.scale;
      return {
        difficulty: 2,
        stem: L(
          `${d.ko} 조사한 전체 수는 몇 ${d.t.unitKo}입니까?`,
          `${d.en} What is the total number of ${d.t.unitEn}?`,
        ),
        essay: { answer: plain(total), hint: HINT.int },
        explanation: [
          L(
            `막대의 칸 수를 모두 더하면 ${m(`${g.cells.join('+')}=${cellsSum}`)}칸입니다.`,
            `The bars are ${m(`${g.cells.join('+')}=${cellsSum}`)} squares in all.`,
          ),
          L(
            `한 칸이 ${m(String(g.scale))}${d.t.unitKo}이므로 ${m(`${cellsSum}\\times${g.scale}=${total}`)}${d.t.unitKo}입니다.`,
            `Each square is ${m(String(g.scale))}, so ${m(`${cellsSum}\\times${g.scale}=${total}`)}.`,
          ),
        ],
      };
    },
    // Convert each bar to its amount first, then add.
    solve: (g) => g.cells.map((c) => c * g.scale).reduce((a, b) => a + b, 0),
  }),
  tpl({
    name: 'max-min-difference',
    params: (rng) => graph(rng),
    make: (g) => {
      const d = describe(g);
      const hi = Math.max(...g.cells);
      const lo = Math.min(...g.cells);
      const diff = (hi - lo) * g.scale;
      return {
        difficulty: 3,
        stem: L(
          `${d.ko} 가장 많은 것과 가장 적은 것의 차는 몇 ${d.t.unitKo}입니까?`,
          `${d.en} What is the difference between the largest and the smallest amounts?`,
        ),
        multiple: {
          correct: N(diff),
          wrong: [N(hi - lo), N(hi * g.scale), N((hi + lo) * g.scale), N(diff + g.scale), N(diff - g.scale)],
          fill: (k) => N(diff + k * g.scale),
        },
        explanation: [
          L(
            `가장 긴 막대는 ${m(String(hi))}칸, 가장 짧은 막대는 ${m(String(lo))}칸입니다.`,
            `The longest bar is ${m(String(hi))} squares and the shortest is ${m(String(lo))}.`,
          ),
          L(
            `차는 ${m(`${hi}-${lo}=${hi - lo}`)}칸이고, 한 칸이 ${m(String(g.scale))}이므로 ${m(`${hi - lo}\\times${g.scale}=${diff}`)}입니다.`,
            `They differ by ${m(`${hi}-${lo}=${hi - lo}`)} squares, and each square is ${m(String(g.scale))}, so ${m(`${hi - lo}\\times${g.scale}=${diff}`)}.`,
          ),
        ],
      };
    },
    // Compare every pair of amounts and keep the biggest gap.
    solve: (g) => {
      let best = 0;
      for (const a of g.cells) for (const b of g.cells) best = Math.max(best, (a - b) * g.scale);
      return best;
    },
  }),
  tpl({
    name: 'scale-reading',
    params: (rng) => ({
      span: rng.pick([5, 10]),
      per: rng.pick([1, 2, 3, 4, 5, 10, 20]),
      bar: rng.int(3, 19),
      item: rng.int(0, TOPICS.length - 1),
    }),
    make: ({ span, per, bar, item }) => {
      const t = TOPICS[item] ?? TOPICS[0]!;
      const label = span * per;
      const v = bar * per;
      return {
        difficulty: 3,
        stem: L(
          `${josa(t.ko, '을/를')} 나타낸 막대그래프에서 세로 눈금 ${m(String(span))}칸이 ${m(String(label))}${josa(t.unitKo, '을/를')} 나타냅니다. ${t.cats[0]!.ko} 막대가 ${m(String(bar))}칸일 때, ${t.cats[0]!.ko} 막대가 나타내는 수는 몇 ${t.unitKo}입니까?`,
          `In a bar graph of the ${t.en}, ${m(String(span))} squares on the vertical scale stand for ${m(String(label))} ${t.unitEn}. The bar for ${t.cats[0]!.en} is ${m(String(bar))} squares long. How many ${t.unitEn} does it show?`,
        ),
        multiple: {
          correct: N(v),
          wrong: [N(bar * span), N(bar), N(bar * label), N(v + per), N(v - per)],
          fill: (k) => N(v + k * per),
          min: 1,
        },
        explanation: [
          L(
            `세로 눈금 한 칸은 ${m(`${label}\\div${span}=${per}`)}${t.unitKo}입니다.`,
            `One square stands for ${m(`${label}\\div${span}=${per}`)}.`,
          ),
          L(
            `${m(String(bar))}칸은 ${m(`${bar}\\times${per}=${v}`)}${t.unitKo}입니다.`,
            `${m(String(bar))} squares stand for ${m(`${bar}\\times${per}=${v}`)}.`,
          ),
        ],
      };
    },
    // Proportion: bar / span of the labelled amount.
    solve: ({ span, per, bar }) => (bar * (span * per)) / span,
  }),
];
