// 4-2 꺾은선그래프: reading changes between times, estimating between two readings, and scales with a wavy line.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, U, josa, m, n, plain, unit, type Rng } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-5');

const SERIES = [
  { ko: '교실의 기온', en: 'the temperature in a classroom', u: '°C', uTex: '^\\circ\\text{C}', step: 1 },
  { ko: '강낭콩 싹의 키', en: 'the height of a bean sprout', u: 'cm', uTex: '\\text{ cm}', step: 1 },
  { ko: '운동장의 기온', en: 'the temperature in the schoolyard', u: '°C', uTex: '^\\circ\\text{C}', step: 1 },
];
const hourLabel = (h: number) => ({
  ko: `${h > 12 ? `오후 ${h - 12}` : h === 12 ? '낮 12' : `오전 ${h}`}시`,
  en: h === 12 ? 'noon' : `${h > 12 ? h - 12 : h} ${h > 12 ? 'p.m.' : 'a.m.'}`,
});

function readings(rng: Rng) {
  const s = rng.int(0, SERIES.length - 1);
  const startH = rng.int(8, 11);
  const k = 5;
  const vals = [rng.int(8, 20)];
  while (vals.length < k) vals.push((vals.at(-1) as number) + rng.int(s === 1 ? 0 : -3, 6));
  return { s, startH, vals: vals.map((v) => Math.max(1, v)) };
}

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'biggest-change',
    params: (rng) => readings(rng),
    make: ({ s, startH, vals }) => {
      const se = SERIES[s] ?? SERIES[0]!;
      const diffs = vals.slice(1).map((v, i) => v - (vals[i] as number));
      const best = Math.max(...diffs.map(Math.abs));
      const list = L(
        vals.map((v, i) => `${hourLabel(startH + i).ko} ${m(String(v) + se.uTex)}`).join(', '),
        vals.map((v, i) => `${hourLabel(startH + i).en}: ${m(String(v) + se.uTex)}`).join(', '),
      );
      return {
        difficulty: 3,
        stem: L(
          `${josa(se.ko, '을/를')} 한 시간마다 재어 꺾은선그래프로 나타냈습니다. ${list.ko}. 선이 가장 많이 기울어진 곳에서 한 시간 동안 변한 양은 몇 ${se.u}입니까?`,
          `A line graph shows ${se.en}, measured every hour: ${list.en}. Where the line is steepest, by how many ${se.u} did it change in that hour?`,
        ),
        multiple: {
          correct: U(best, se.uTex),
          wrong: [
            U(Math.max(...vals) - Math.min(...vals), se.uTex),
            U(best + 1, se.uTex),
            U(best - 1, se.uTex),
            U(Math.abs((vals.at(-1) as number) - (vals[0] as number)), se.uTex),
          ],
          fill: (k) => U(best + k + 1, se.uTex),
          min: 0,
        },
        explanation: [
          L(
            `이웃한 두 시각의 차를 구하면 ${m(diffs.map((d) => String(Math.abs(d))).join(',\\ '))}입니다.`,
            `The hour-to-hour changes are ${m(diffs.map((d) => String(Math.abs(d))).join(',\\ '))}.`,
          ),
          L(
            `가장 많이 변한 것은 ${m(String(best))} ${se.u}입니다. 변화가 클수록 선이 많이 기울어집니다.`,
            `The largest change is ${m(String(best))} ${se.u}; the bigger the change, the steeper the line.`,
          ),
        ],
      };
    },
    // Compare every neighbouring pair directly.
    solve: ({ vals }) => {
      let best = -1;
      for (let i = 1; i < vals.length; i++) {
        const a = vals[i] as number;
        const b = vals[i - 1] as number;
        best = Math.max(best, a > b ? a - b : b - a);
      }
      return best;
    },
  }),
  tpl({
    name: 'estimate-between',
    params: (rng) => {
      const s = rng.int(0, SERIES.length - 1);
      // A bean sprout only grows; temperatures may go either way.
      const up = s === 1 || rng.int(0, 1) === 1;
      return { s, h: rng.int(9, 15), a: rng.int(5, 30), gap: rng.int(1, 8) * 2 * (up ? 1 : -1) };
    },
    make: ({ s, h, a, gap }) => {
      const se = SERIES[s] ?? SERIES[0]!;
      const b = Math.max(1, a + gap);
      const mid = (a + b) / 2;
      const t1 = hourLabel(h);
      const t2 = hourLabel(h + 2);
      return {
        difficulty: 3,
        stem: L(
          `${josa(se.ko, '을/를')} 두 시간마다 재어 꺾은선그래프로 나타냈습니다. ${t1.ko}에 ${m(n(a) + se.uTex)}, ${t2.ko}에 ${m(n(b) + se.uTex)}였습니다. 그 사이에 고르게 변했다면 ${hourLabel(h + 1).ko}에는 몇 ${se.u}였을까요?`,
          `A line graph shows ${se.en}, measured every two hours. At ${t1.en} it was ${m(n(a) + se.uTex)}, and at ${t2.en} it was ${m(n(b) + se.uTex)}. If it changed steadily, what was it at ${hourLabel(h + 1).en}, in ${se.u}?`,
        ),
        essay: { answer: plain(mid), unit: se.u, hint: HINT.num },
        explanation: [
          L(
            '꺾은선그래프에서 두 점을 잇는 선의 한가운데를 읽습니다.',
            'Read the middle of the segment joining the two points.',
          ),
          L(`${m(`(${a}+${b})\\div2=${n(mid)}`)} (${se.u})`, `${m(`(${a}+${b})\\div2=${n(mid)}`)} (${se.u})`),
        ],
      };
    },
    // Walk from the first reading half of the change.
    solve: ({ a, gap }) => {
      const b = Math.max(1, a + gap);
      return a + (b - a) / 2;
    },
  }),
  tpl({
    name: 'wavy-scale',
    params: (rng) => ({ base: rng.int(2, 30) * 5, per: rng.pick([0.1, 0.2, 0.5, 2, 5]), cells: rng.int(2, 19) }),
    make: ({ base, per, cells }) => {
      const v = base + cells * per;
      return {
        difficulty: 4,
        stem: L(
          `물결선을 사용한 꺾은선그래프에서 물결선 바로 위 눈금이 ${m(String(base))}이고, 세로 눈금 한 칸은 ${josa(m(n(per)), '을/를')} 나타냅니다. 어떤 점이 그 눈금보다 ${m(String(cells))}칸 위에 있다면, 이 점이 나타내는 값은 얼마입니까?`,
          `A line graph uses a wavy line to skip its lower part. The first mark above the wavy line is ${m(String(base))}, and each square on the vertical scale stands for ${m(n(per))}. A point sits ${m(String(cells))} squares above that mark. What value does it show?`,
        ),
        multiple: {
          correct: N(v),
          wrong: [
            N(base + cells),
            N(cells * per),
            N(base + (cells - 1) * per),
            N(base + (cells + 1) * per),
            N(base * per + cells),
          ],
          fill: (k) => N(v + k * per),
        },
        explanation: [
          L(
            '물결선 아래 필요 없는 부분을 줄였으므로 물결선 위 눈금부터 셉니다.',
            'The wavy line cuts out the empty lower part, so count from the first mark above it.',
          ),
          L(`${m(`${base}+${n(per)}\\times${cells}=${n(v)}`)}`, `${m(`${base}+${n(per)}\\times${cells}=${n(v)}`)}`),
        ],
      };
    },
    // Count up one square at a time in tenths.
    solve: ({ base, per, cells }) => {
      let t = base * 10;
      for (let i = 0; i < cells; i++) t += Math.round(per * 10);
      return t / 10;
    },
  }),
];
