// 4-2 소수의 덧셈과 뺄셈: place value of decimals, adding and subtracting with the points lined up.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-2-3');
const dec = (units: number, places: number) => n(units / 10 ** places);

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'add-decimals',
    params: (rng) => ({ a: rng.int(101, 2999), pa: rng.int(1, 2), b: rng.int(11, 999), pb: rng.int(1, 2) }),
    make: ({ a, pa, b, pb }) => {
      const p = Math.max(pa, pb);
      const A = a * 10 ** (p - pa);
      const B = b * 10 ** (p - pb);
      const sum = (A + B) / 10 ** p;
      // Lining the last digits up instead of the points.
      const misaligned = (a + b) / 10 ** Math.max(pa, pb);
      const x = dec(a, pa);
      const y = dec(b, pb);
      return {
        difficulty: pa === pb ? 2 : 3,
        stem: L(`계산을 하세요. ${m(`${x}+${y}`)}`, `Add: ${m(`${x}+${y}`)}`),
        multiple: {
          correct: N(sum),
          wrong: [N(misaligned), N(sum + 1), N(sum - 0.1), N(sum + 0.1), N(sum * 10)],
          fill: (k) => N(sum + k / 100),
        },
        explanation: [
          L('소수점의 자리를 맞추어 세로로 씁니다.', 'Write the numbers in a column with the decimal points lined up.'),
          L(
            `같은 자리 수끼리 더하면 ${m(`${x}+${y}=${n(sum)}`)}입니다.`,
            `Add place by place: ${m(`${x}+${y}=${n(sum)}`)}.`,
          ),
        ],
      };
    },
    // Count in hundredths (or thousandths) as whole numbers.
    solve: ({ a, pa, b, pb }) => (a * 10 ** (3 - pa) + b * 10 ** (3 - pb)) / 1000,
  }),
  tpl({
    name: 'subtract-word',
    params: (rng) => ({
      whole: rng.int(2, 9),
      x: rng.int(1, 99),
      y: rng.int(101, 899),
      who: rng.int(0, PEOPLE.length - 1),
      ctx: rng.int(0, 2),
    }),
    make: ({ whole, x, y, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const have = whole + x / 100;
      const use = Math.min(y / 1000 + Math.floor(whole / 2), have - 0.01);
      const left = Math.round((have - use) * 1000) / 1000;
      const [ko, en, u] = [
        ['물', 'water', 'L'],
        ['끈', 'string', 'm'],
        ['찰흙', 'clay', 'kg'],
      ][ctx] as [string, string, string];
      const useTex = n(Math.round(use * 1000) / 1000);
      return {
        difficulty: 3,
        stem: L(
          `${topic(p)} ${ko} ${m(n(have))} ${u} 중에서 ${m(useTex)} ${josa(u, '을/를')} 사용했습니다. 남은 ${josa(ko, '은/는')} 몇 ${u}입니까?`,
          `${p.en} had ${m(n(have))} ${u} of ${en} and used ${m(useTex)} ${u}. How many ${u} of ${en} are left?`,
        ),
        essay: { answer: plain(left), unit: u, hint: HINT.dec },
        explanation: [
          L(
            `소수점의 자리를 맞추고, 빈 자리에는 ${m('0')}이 있다고 생각합니다: ${m(`${n(have)}=${have.toFixed(3)}`)}`,
            `Line up the decimal points and fill empty places with ${m('0')}: ${m(`${n(have)}=${have.toFixed(3)}`)}.`,
          ),
          L(
            `${m(`${have.toFixed(3)}-${useTex}=${n(left)}`)} (${u})`,
            `${m(`${have.toFixed(3)}-${useTex}=${n(left)}`)} (${u})`,
          ),
        ],
      };
    },
    // Work in thousandths as whole numbers.
    solve: ({ whole, x, y }) => {
      const have = whole * 1000 + x * 10;
      const use = Math.min(y + Math.floor(whole / 2) * 1000, have - 10);
      return (have - use) / 1000;
    },
  }),
  tpl({
    name: 'count-of-units',
    params: (rng) => ({ k: rng.int(3, 9999), place: rng.int(1, 3), reverse: rng.int(0, 1) === 1 }),
    make: ({ k, place, reverse }) => {
      const u = 10 ** -place;
      const value = k / 10 ** place;
      const uTex = n(u);
      if (reverse)
        return {
          difficulty: 2,
          stem: L(
            `${josa(m(n(value)), '은/는')} ${josa(m(uTex), '이/가')} 몇 개인 수입니까?`,
            `How many ${m(uTex)}s make ${m(n(value))}?`,
          ),
          essay: { answer: plain(k), hint: HINT.int },
          explanation: [
            L(
              `${m(n(value))}에서 ${m(uTex)}의 자리까지 생각합니다.`,
              `Think of ${m(n(value))} in units of ${m(uTex)}.`,
            ),
            L(
              `${m(`${n(value)}=${uTex}\\times${k}`)}이므로 ${m(n(k))}개입니다.`,
              `${m(`${n(value)}=${uTex}\\times${n(k)}`)}, so ${m(n(k))}.`,
            ),
          ],
        };
      return {
        difficulty: 2,
        stem: L(
          `${josa(m(uTex), '이/가')} ${m(n(k))}개인 수는 얼마입니까?`,
          `What number is ${m(n(k))} groups of ${m(uTex)}?`,
        ),
        multiple: { correct: N(value), wrong: [N(value * 10), N(value / 10), N(value * 100), N(value / 100)] },
        explanation: [
          L(`${m(uTex)}이 ${m('10')}개이면 ${m(n(u * 10))}입니다.`, `Ten ${m(uTex)}s make ${m(n(u * 10))}.`),
          L(`${m(`${uTex}\\times${n(k)}=${n(value)}`)}`, `${m(`${uTex}\\times${n(k)}=${n(value)}`)}`),
        ],
      };
    },
    // Repeated addition in integer thousandths.
    solve: ({ k, place, reverse }) => {
      if (reverse) return k;
      let t = 0;
      for (let i = 0; i < k; i++) t += 10 ** (3 - place);
      return t / 1000;
    },
  }),
];
