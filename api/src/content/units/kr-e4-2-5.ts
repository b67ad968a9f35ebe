// 4-2 꺾은선그래프: reading changes between times, estimating between two readings, and scales with a wavy line.
import { L, defineTemplate, essay, multiple, type Rng } from '../kit/template.js';
import { num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-5';

interface Series {
  ko: string;
  en: string;
  /** The unit as the question names it (몇 °C, 몇 cm) and as math after a number. */
  u: string;
  uTex: string;
  /** Measured every hour (temperatures) or every day (a bean sprout). */
  daily: boolean;
  /** First reading and the change from one reading to the next, so every value stays realistic. */
  first: readonly [number, number];
  change: readonly [number, number];
}

const SERIES: readonly Series[] = [
  {
    ko: '교실의 기온',
    en: 'the temperature in a classroom',
    u: '°C',
    uTex: '^{\\circ}\\text{C}',
    daily: false,
    first: [15, 21],
    change: [-2, 3],
  },
  {
    ko: '강낭콩 싹의 키',
    en: 'the height of a bean sprout',
    u: 'cm',
    uTex: '\\text{ cm}',
    daily: true,
    first: [2, 8],
    change: [0, 4],
  },
  {
    ko: '운동장의 기온',
    en: 'the temperature in the schoolyard',
    u: '°C',
    uTex: '^{\\circ}\\text{C}',
    daily: false,
    first: [8, 18],
    change: [-3, 4],
  },
];
const seriesOf = (i: number): Series => SERIES[i] ?? (SERIES[0] as Series);

const hourLabel = (h: number) =>
  L(
    `${h > 12 ? `오후 ${h - 12}` : h === 12 ? '낮 12' : `오전 ${h}`}시`,
    h === 12 ? 'noon' : `${h > 12 ? h - 12 : h} ${h > 12 ? 'p.m.' : 'a.m.'}`,
  );
const dayLabel = (d: number) => L(`${d}일`, `day ${d}`);
const timeLabel = (se: Series, t: number) => (se.daily ? dayLabel(t) : hourLabel(t));
/** The time with its English preposition: 'at 9 a.m.', 'on day 3'. */
const timeAt = (se: Series, t: number) => (se.daily ? `on day ${t}` : `at ${hourLabel(t).en}`);
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const value = (se: Series, v: number) => m(`${num(v)}${se.uTex}`);

function readings(rng: Rng) {
  const s = rng.int(0, SERIES.length - 1);
  const se = seriesOf(s);
  const start = se.daily ? rng.int(1, 20) : rng.int(8, 11);
  for (;;) {
    const vals = [rng.int(se.first[0], se.first[1])];
    while (vals.length < 5) vals.push((vals.at(-1) as number) + rng.int(se.change[0], se.change[1]));
    // Something changes, and the biggest change is one hour (or day) only.
    const changes = vals.slice(1).map((v, i) => Math.abs(v - (vals[i] as number)));
    const best = Math.max(...changes);
    if (best > 0 && changes.filter((c) => c === best).length === 1) return { s, startH: start, vals };
  }
}

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'biggest-change', {
    version: 2,
    params: (rng) => readings(rng),
    ranges: { reading: [-10, 40] },
    values: ({ vals }) => ({ reading: vals }),
    generate: ({ s, startH, vals }, rng) => {
      const se = seriesOf(s);
      const diffs = vals.slice(1).map((v, i) => v - (vals[i] as number));
      const changes = diffs.map(Math.abs);
      const best = Math.max(...changes);
      const at = changes.indexOf(best);
      const period = L(se.daily ? '하루' : '한 시간', se.daily ? 'day' : 'hour');
      const list = L(
        vals.map((v, i) => `${timeLabel(se, startH + i).ko} ${value(se, v)}`).join(', '),
        vals.map((v, i) => `${timeLabel(se, startH + i).en}: ${value(se, v)}`).join(', '),
      );
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `${withJosa(se.ko, '을/를')} ${se.daily ? '매일' : '한 시간마다'} 재어 꺾은선그래프로 나타냈습니다. ${list.ko}입니다. 선이 가장 많이 기울어진 곳에서 ${period.ko} 동안 변한 양은 몇 ${se.u}입니까?`,
          `A line graph shows ${se.en}, measured every ${period.en}: ${list.en}. Where the line is steepest, by how many ${se.u} did it change during that ${period.en}?`,
        ),
        correct: value(se, best),
        wrong: [
          ...[
            Math.max(...vals) - Math.min(...vals),
            best + 1,
            best - 1,
            Math.abs((vals.at(-1) as number) - (vals[0] as number)),
            best + 2,
            best + 3,
            best + 4,
          ]
            .filter((x) => x > 0)
            .map((x) => value(se, x)),
        ],
        steps: [
          L(
            `이웃한 두 값의 차를 차례로 구하면 ${m(changes.join(',\\ '))}입니다.`,
            `The changes from one reading to the next are ${m(changes.join(',\\ '))}.`,
          ),
          L(
            `변화가 클수록 선이 많이 기울어집니다. 가장 많이 변한 곳은 ${withJosa(timeLabel(se, startH + at).ko, '과/와')} ${timeLabel(se, startH + at + 1).ko} 사이이고, ${m(`${Math.max(vals[at] as number, vals[at + 1] as number)}-${Math.min(vals[at] as number, vals[at + 1] as number)}=${best}`)}(${se.u})입니다.`,
            `The bigger the change, the steeper the line. The biggest change is between ${timeLabel(se, startH + at).en} and ${timeLabel(se, startH + at + 1).en}: ${m(`${Math.max(vals[at] as number, vals[at + 1] as number)}-${Math.min(vals[at] as number, vals[at + 1] as number)}=${best}`)} ${se.u}.`,
          ),
        ],
      });
    },
    // Compare every neighbouring pair directly.
    check: ({ vals }, problem) => {
      let best = -1;
      for (let i = 1; i < vals.length; i++) {
        const a = vals[i] as number;
        const b = vals[i - 1] as number;
        best = Math.max(best, a > b ? a - b : b - a);
      }
      return keyIs(problem, best);
    },
  }),
  defineTemplate(UNIT, 'estimate-between', {
    version: 2,
    params: (rng) => {
      const s = rng.int(0, SERIES.length - 1);
      // A bean sprout only grows; temperatures may go either way.
      const up = s === 1 || rng.int(0, 1) === 1;
      return {
        s,
        h: s === 1 ? rng.int(1, 20) : rng.int(9, 15),
        a: s === 1 ? rng.int(2, 12) : rng.int(10, 26),
        gap: rng.int(1, s === 1 ? 3 : 4) * 2 * (up ? 1 : -1),
      };
    },
    ranges: { reading: [-10, 40] },
    values: ({ a, gap }) => ({ reading: [a, a + gap] }),
    generate: ({ s, h, a, gap }) => {
      const se = seriesOf(s);
      const b = a + gap;
      const mid = (a + b) / 2;
      const t1 = timeLabel(se, h);
      const t2 = timeLabel(se, h + 2);
      const tm = timeLabel(se, h + 1);
      return essay({
        difficulty: 3,
        stem: L(
          `${withJosa(se.ko, '을/를')} ${se.daily ? '이틀' : '두 시간'}마다 재어 꺾은선그래프로 나타냈습니다. ${t1.ko}에 잰 값은 ${value(se, a)}, ${t2.ko}에 잰 값은 ${value(se, b)}입니다. 그 사이에 고르게 변했다면 ${tm.ko}에는 몇 ${se.u}였겠습니까?`,
          `A line graph shows ${se.en}, measured every ${se.daily ? 'two days' : 'two hours'}. ${capital(timeAt(se, h))} it was ${value(se, a)}, and ${timeAt(se, h + 2)} it was ${value(se, b)}. If it changed steadily, what was it ${timeAt(se, h + 1)}, in ${se.u}?`,
        ),
        answer: num(mid, { group: false }),
        form: 'number',
        unit: se.u,
        steps: [
          L(
            `꺾은선그래프에서 두 점을 이은 선분의 한가운데를 읽습니다. ${tm.ko}의 값은 두 값의 한가운데입니다.`,
            `Read the middle of the segment joining the two points: the value ${timeAt(se, h + 1)} is halfway between the two readings.`,
          ),
          L(`${m(`(${a}+${b})\\div2=${num(mid)}`)}(${se.u})입니다.`, `${m(`(${a}+${b})\\div2=${num(mid)}`)} ${se.u}.`),
        ],
      });
    },
    // Walk from the first reading half of the change.
    check: ({ a, gap }, problem) => keyIs(problem, a + gap / 2),
  }),
  defineTemplate(UNIT, 'wavy-scale', {
    version: 2,
    params: (rng) => ({ base: rng.int(2, 30) * 5, per: rng.pick([0.1, 0.2, 0.5, 2, 5]), cells: rng.int(2, 19) }),
    generate: ({ base, per, cells }, rng) => {
      const step = q(per * 10, 10);
      const v = step.mul(cells).add(base);
      return multiple(rng, {
        difficulty: 4,
        stem: L(
          `물결선을 사용한 꺾은선그래프에서 물결선 바로 위의 눈금이 ${m(base)}이고, 세로 눈금 한 칸은 ${withJosa(m(num(step)), '을/를')} 나타냅니다. 어떤 점이 그 눈금보다 ${m(cells)}칸 위에 있다면, 이 점이 나타내는 값은 얼마입니까?`,
          `A line graph uses a wavy line to skip its lower part. The first mark above the wavy line is ${m(base)}, and each square on the vertical scale stands for ${m(num(step))}. A point sits ${m(cells)} squares above that mark. What value does it show?`,
        ),
        correct: m(num(v)),
        wrong: [
          q(base + cells),
          step.mul(cells),
          step.mul(cells - 1).add(base),
          step.mul(cells + 1).add(base),
          step.mul(base).add(cells),
          ...[2, 3, 4].map((k) => step.mul(cells + k).add(base)),
        ].map((x) => m(num(x))),
        steps: [
          L(
            '물결선은 필요 없는 아랫부분을 줄여서 나타낸 것이므로 물결선 위의 눈금부터 셉니다.',
            'The wavy line cuts out the empty lower part, so count from the first mark above it.',
          ),
          L(
            `${m(`${base}+${num(step)}\\times${cells}=${num(v)}`)}입니다.`,
            `${m(`${base}+${num(step)}\\times${cells}=${num(v)}`)}.`,
          ),
        ],
      });
    },
    // Count up one square at a time in tenths.
    check: ({ base, per, cells }, problem) => {
      let t = base * 10;
      for (let i = 0; i < cells; i++) t += Math.round(per * 10);
      return keyIs(problem, t / 10);
    },
  }),
];
