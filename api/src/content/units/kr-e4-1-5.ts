// 4-1 막대그래프: reading bar lengths with a scale, totals, differences and the value of one grid square.
import { L, defineTemplate, essay, multiple, nearby, type Localized, type Rng } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count, noun } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-5';

interface Topic {
  ko: string;
  en: string;
  cats: Localized[];
  unitKo: string;
  /** Who or what was counted: 학생, 나무. */
  whoKo: string;
  one: string;
  many: string;
  /** Values one grid square may stand for, so every total stays realistic (a class has about 30 students). */
  scales: readonly number[];
  /** The most grid squares a bar may have. */
  maxCells: number;
}

const TOPICS: readonly Topic[] = [
  {
    ko: '우리 반 학생들이 좋아하는 과일',
    en: 'favorite fruits of the students in a class',
    cats: [
      L('사과', 'apples'),
      L('바나나', 'bananas'),
      L('포도', 'grapes'),
      L('딸기', 'strawberries'),
      L('귤', 'tangerines'),
    ],
    unitKo: '명',
    whoKo: '학생',
    one: 'student',
    many: 'students',
    scales: [1],
    maxCells: 8,
  },
  {
    ko: '4학년 학생들이 좋아하는 운동',
    en: 'favorite sports of the fourth graders',
    cats: [
      L('축구', 'soccer'),
      L('야구', 'baseball'),
      L('수영', 'swimming'),
      L('줄넘기', 'jump rope'),
      L('농구', 'basketball'),
    ],
    unitKo: '명',
    whoKo: '학생',
    one: 'student',
    many: 'students',
    scales: [1, 2, 5],
    maxCells: 12,
  },
  {
    ko: '마을별 나무의 수',
    en: 'number of trees in each village',
    cats: [
      L('가 마을', 'Village A'),
      L('나 마을', 'Village B'),
      L('다 마을', 'Village C'),
      L('라 마을', 'Village D'),
      L('마 마을', 'Village E'),
    ],
    unitKo: '그루',
    whoKo: '나무',
    one: 'tree',
    many: 'trees',
    scales: [2, 5, 10],
    maxCells: 12,
  },
  {
    ko: '요일별 도서관 방문자 수',
    en: 'number of library visitors on each day',
    cats: [
      L('월요일', 'Monday'),
      L('화요일', 'Tuesday'),
      L('수요일', 'Wednesday'),
      L('목요일', 'Thursday'),
      L('금요일', 'Friday'),
    ],
    unitKo: '명',
    whoKo: '방문자',
    one: 'visitor',
    many: 'visitors',
    scales: [2, 5, 10],
    maxCells: 12,
  },
];

const topicOf = (i: number): Topic => TOPICS[i] ?? (TOPICS[0] as Topic);

function graph(rng: Rng) {
  const topic = rng.int(0, TOPICS.length - 1);
  const t = topicOf(topic);
  const k = rng.int(3, 5);
  const scale = rng.pick(t.scales);
  const cells: number[] = [];
  while (cells.length < k) {
    const c = rng.int(1, t.maxCells);
    if (!cells.includes(c)) cells.push(c);
  }
  return { topic, scale, cells };
}
type Graph = ReturnType<typeof graph>;

function describe(g: Graph) {
  const t = topicOf(g.topic);
  const bars = g.cells.map((c, i) => ({ name: t.cats[i] ?? (t.cats[0] as Localized), c }));
  const enBars = bars.map((b) => `${count(b.c, 'square')} for ${b.name.en}`);
  return {
    t,
    ko: `${withJosa(t.ko, '을/를')} 조사하여 나타낸 막대그래프에서 세로 눈금 한 칸은 ${withJosa(`${m(g.scale)}${t.unitKo}`, '을/를')} 나타냅니다. 막대의 길이는 ${bars.map((b) => `${b.name.ko} ${m(b.c)}칸`).join(', ')}입니다.`,
    en: `A bar graph shows the ${t.en}. Each square on the vertical scale stands for ${count(g.scale, t.one, t.many)}. The bars are ${enBars.slice(0, -1).join(', ')} and ${enBars.at(-1)}.`,
  };
}

/** Every amount a bar shows, for the realism ranges. */
const amounts = (g: Graph) => ({ amount: g.cells.map((c) => c * g.scale) });

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'total', {
    version: 2,
    params: (rng) => graph(rng),
    ranges: { amount: [1, 120] },
    values: amounts,
    generate: (g) => {
      const d = describe(g);
      const cellsSum = g.cells.reduce((a, b) => a + b, 0);
      const total = cellsSum * g.scale;
      return essay({
        difficulty: 2,
        stem: L(
          `${d.ko} 조사한 ${withJosa(d.t.whoKo, '은/는')} 모두 몇 ${d.t.unitKo}입니까?`,
          `${d.en} How many ${d.t.many} are there in all?`,
        ),
        answer: String(total),
        form: 'number',
        unit: d.t.unitKo,
        steps: [
          L(
            `막대의 칸 수를 모두 더하면 ${m(`${g.cells.join('+')}=${cellsSum}`)}(칸)입니다.`,
            `The bars are ${m(`${g.cells.join('+')}=${cellsSum}`)} squares in all.`,
          ),
          L(
            `한 칸이 ${m(g.scale)}${d.t.unitKo}이므로 ${m(`${cellsSum}\\times${g.scale}=${total}`)}(${d.t.unitKo})입니다.`,
            `Each square stands for ${count(g.scale, d.t.one, d.t.many)}, so ${m(`${cellsSum}\\times${g.scale}=${total}`)} ${noun(total, d.t.one, d.t.many)}.`,
          ),
        ],
      });
    },
    // Convert each bar to its amount first, then add.
    check: (g, problem) =>
      keyIs(
        problem,
        g.cells.map((c) => c * g.scale).reduce((a, b) => a + b, 0),
      ),
  }),
  defineTemplate(UNIT, 'max-min-difference', {
    version: 2,
    params: (rng) => graph(rng),
    ranges: { amount: [1, 120] },
    values: amounts,
    generate: (g, rng) => {
      const d = describe(g);
      const hi = Math.max(...g.cells);
      const lo = Math.min(...g.cells);
      const diff = (hi - lo) * g.scale;
      const longest = d.t.cats[g.cells.indexOf(hi)] as Localized;
      const shortest = d.t.cats[g.cells.indexOf(lo)] as Localized;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `${d.ko} 막대가 가장 긴 것과 가장 짧은 것의 차는 몇 ${d.t.unitKo}입니까?`,
          `${d.en} How many more ${d.t.many} does the longest bar show than the shortest bar?`,
        ),
        correct: m(diff),
        wrong: [
          ...[hi - lo, hi * g.scale, (hi + lo) * g.scale, diff + g.scale, diff - g.scale].filter((x) => x > 0).map(m),
          ...nearby(diff, { step: g.scale, min: 1 }),
        ],
        steps: [
          L(
            `가장 긴 막대는 ${longest.ko} ${m(hi)}칸, 가장 짧은 막대는 ${shortest.ko} ${m(lo)}칸입니다.`,
            `The longest bar is ${longest.en} with ${count(hi, 'square')}, and the shortest is ${shortest.en} with ${count(lo, 'square')}.`,
          ),
          L(
            `두 막대의 차는 ${m(`${hi}-${lo}=${hi - lo}`)}(칸)이고, 한 칸이 ${m(g.scale)}${d.t.unitKo}이므로 ${m(`${hi - lo}\\times${g.scale}=${diff}`)}(${d.t.unitKo})입니다.`,
            `They differ by ${m(`${hi}-${lo}=${hi - lo}`)} squares, and each square stands for ${count(g.scale, d.t.one, d.t.many)}, so ${m(`${hi - lo}\\times${g.scale}=${diff}`)}.`,
          ),
        ],
      });
    },
    // Compare every pair of amounts and keep the biggest gap.
    check: (g, problem) => {
      let best = 0;
      for (const a of g.cells) for (const b of g.cells) best = Math.max(best, (a - b) * g.scale);
      return keyIs(problem, best);
    },
  }),
  defineTemplate(UNIT, 'scale-reading', {
    version: 2,
    params: (rng) => {
      const item = rng.int(0, TOPICS.length - 1);
      const t = topicOf(item);
      return {
        span: rng.pick([5, 10]),
        per: rng.pick(t.scales),
        bar: rng.int(3, t.maxCells),
        item,
      };
    },
    ranges: { amount: [1, 120] },
    values: ({ per, bar }) => ({ amount: per * bar }),
    generate: ({ span, per, bar, item }, rng) => {
      const t = topicOf(item);
      const label = span * per;
      const v = bar * per;
      const first = t.cats[0] as Localized;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `${withJosa(t.ko, '을/를')} 조사하여 나타낸 막대그래프에서 세로 눈금 ${m(span)}칸이 ${withJosa(`${m(label)}${t.unitKo}`, '을/를')} 나타냅니다. ${first.ko} 막대가 ${m(bar)}칸일 때, ${first.ko} 막대가 나타내는 수는 몇 ${t.unitKo}입니까?`,
          `In a bar graph of the ${t.en}, ${m(span)} squares on the vertical scale stand for ${count(label, t.one, t.many)}. The bar for ${first.en} is ${count(bar, 'square')} long. How many ${t.many} does it show?`,
        ),
        correct: m(v),
        wrong: [
          ...[bar * span, bar, bar * label, v + per, v - per].filter((x) => x > 0).map(m),
          ...nearby(v, { step: per, min: 1 }),
        ],
        steps: [
          L(
            `세로 눈금 한 칸은 ${m(`${label}\\div${span}=${per}`)}(${t.unitKo})${josa(t.unitKo, '을/를')} 나타냅니다.`,
            `One square stands for ${m(`${label}\\div${span}=${per}`)} ${noun(per, t.one, t.many)}.`,
          ),
          L(
            `${first.ko} 막대 ${m(bar)}칸은 ${m(`${bar}\\times${per}=${v}`)}(${t.unitKo})${josa(t.unitKo, '을/를')} 나타냅니다.`,
            `${count(bar, 'square')} stand for ${m(`${bar}\\times${per}=${v}`)} ${noun(v, t.one, t.many)}.`,
          ),
        ],
      });
    },
    // Proportion: bar / span of the labelled amount.
    check: ({ span, per, bar }, problem) => keyIs(problem, (bar * (span * per)) / span),
  }),
];
