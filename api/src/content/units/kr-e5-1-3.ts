// 5-1 대응 관계: reading a rule from a table, choosing the expression for a correspondence, and growing patterns.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, evalTex, m, n, plain, unit, type Item } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-1-3');

const CONTEXTS = [
  { ko: ['봉지의 수', '사탕의 수'], en: ['bags', 'candies'] },
  { ko: ['묶음의 수', '연필의 수'], en: ['bundles', 'pencils'] },
  { ko: ['상자의 수', '초콜릿의 수'], en: ['boxes', 'chocolates'] },
  { ko: ['스티커 판의 수', '스티커의 수'], en: ['sticker sheets', 'stickers'] },
];

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'table-rule',
    params: (rng) => ({
      k: rng.int(2, 9),
      c: rng.int(0, 1) ? 0 : rng.int(1, 9),
      start: rng.int(1, 4),
      ask: rng.int(10, 40),
    }),
    make: ({ k, c, start, ask }) => {
      const xs = [start, start + 1, start + 2, start + 3];
      const ys = xs.map((x) => k * x + c);
      const ans = k * ask + c;
      return {
        difficulty: c ? 4 : 2,
        stem: L(
          `두 양 ${m('\\bigcirc')}와 ${m('\\triangle')} 사이의 대응 관계를 나타낸 표입니다. ${m(`\\bigcirc:\\ ${xs.join(',\\ ')}`)} 일 때 ${m(`\\triangle:\\ ${ys.join(',\\ ')}`)} 입니다. ${m('\\bigcirc')}가 ${m(String(ask))}일 때 ${m('\\triangle')}는 얼마입니까?`,
          `The table shows how two quantities ${m('\\bigcirc')} and ${m('\\triangle')} correspond. When ${m(`\\bigcirc=${xs.join(',\\ ')}`)}, ${m(`\\triangle=${ys.join(',\\ ')}`)}. What is ${m('\\triangle')} when ${m(`\\bigcirc=${ask}`)}?`,
        ),
        essay: { answer: plain(ans), hint: HINT.int },
        explanation: [
          L(
            `${m('\\bigcirc')}가 ${m('1')}씩 커질 때 ${m('\\triangle')}는 ${m(String(k))}씩 커지므로 ${m(`\\triangle=\\bigcirc\\times${k}${c ? `+${c}` : ''}`)}입니다.`,
            `Each time ${m('\\bigcirc')} goes up by ${m('1')}, ${m('\\triangle')} goes up by ${m(String(k))}, so ${m(`\\triangle=\\bigcirc\\times${k}${c ? `+${c}` : ''}`)}.`,
          ),
          L(
            `${m(`${ask}\\times${k}${c ? `+${c}` : ''}=${ans}`)}`,
            `${m(`${ask}\\times${k}${c ? `+${c}` : ''}=${ans}`)}`,
          ),
        ],
      };
    },
    // Extend the table one row at a time from its last column.
    solve: ({ k, c, start, ask }) => {
      let x = start + 3;
      let y = k * x + c;
      const step = k * (start + 1) + c - (k * start + c);
      while (x < ask) {
        x++;
        y += step;
      }
      return y;
    },
  }),
  tpl({
    name: 'choose-expression',
    params: (rng) => ({ k: rng.int(2, 30), ctx: rng.int(0, CONTEXTS.length - 1) }),
    make: ({ k, ctx }) => {
      const c = CONTEXTS[ctx] ?? CONTEXTS[0]!;
      const ex = (rhs: string, at4: number): Item => ({ tex: `\\triangle=${rhs}`, v: at4 });
      return {
        difficulty: 2,
        stem: L(
          `${c.ko[0]} ${m('(\\bigcirc)')}와 ${c.ko[1]} ${m('(\\triangle)')} 사이의 대응 관계입니다. ${m('\\bigcirc')}가 ${m('1, 2, 3')}일 때 ${m('\\triangle')}는 ${m(`${k},\\ ${2 * k},\\ ${3 * k}`)}입니다. 두 양 사이의 대응 관계를 식으로 바르게 나타낸 것은 무엇입니까?`,
          `Here is how the number of ${c.en[0]} ${m('(\\bigcirc)')} and the number of ${c.en[1]} ${m('(\\triangle)')} correspond: when ${m('\\bigcirc=1, 2, 3')}, ${m(`\\triangle=${k},\\ ${2 * k},\\ ${3 * k}`)}. Which expression shows the relationship?`,
        ),
        multiple: {
          correct: ex(`\\bigcirc\\times${k}`, 4 * k),
          wrong: [
            ex(`\\bigcirc+${k}`, 4 + k),
            ex(`\\bigcirc\\div${k}`, 4 / k),
            ex(`\\bigcirc\\times${k + 1}`, 4 * (k + 1)),
            ex(`\\bigcirc+${k - 1}`, 3 + k),
            ex(`\\bigcirc+${2 * k}`, 4 + 2 * k),
          ],
        },
        explanation: [
          L(
            `${m('\\triangle')}는 ${m('\\bigcirc')}의 ${m(String(k))}배입니다.`,
            `${m('\\triangle')} is always ${m(String(k))} times ${m('\\bigcirc')}.`,
          ),
          L(`따라서 ${m(`\\triangle=\\bigcirc\\times${k}`)}입니다.`, `So ${m(`\\triangle=\\bigcirc\\times${k}`)}.`),
        ],
      };
    },
    // Substitute a fourth value: the table continues with 4 → 4k; read each choice's right side at ○ = 4.
    solve: ({ k }) => 4 * k,
    read: (tex) => evalTex(tex.replace(/^.*=/, '').replace('\\)', ''), { '\\bigcirc': 4 }),
  }),
  tpl({
    name: 'matchsticks',
    params: (rng) => ({ shape: rng.int(0, 2), count: rng.int(6, 40) }),
    make: ({ shape, count }) => {
      const per = [3, 4, 5][shape] as number;
      const shared = per - 1;
      const ans = shared * count + 1;
      const nameKo = ['삼각형', '정사각형', '오각형'][shape] as string;
      const nameEn = ['triangles', 'squares', 'pentagons'][shape] as string;
      return {
        difficulty: 3,
        stem: L(
          `성냥개비로 ${nameKo}을 한 줄로 이어 붙여 만들고 있습니다. ${nameKo} ${m('1')}개에는 ${m(String(per))}개, ${m('2')}개에는 ${m(String(per + shared))}개, ${m('3')}개에는 ${m(String(per + 2 * shared))}개가 필요합니다. ${nameKo} ${m(String(count))}개를 만들려면 성냥개비는 몇 개 필요합니까?`,
          `${nameEn[0]!.toUpperCase()}${nameEn.slice(1)} are made from matchsticks in a row, each sharing a side with the one before. ${m('1')} needs ${m(String(per))} matchsticks, ${m('2')} need ${m(String(per + shared))}, and ${m('3')} need ${m(String(per + 2 * shared))}. How many matchsticks are needed for ${m(String(count))} ${nameEn}?`,
        ),
        multiple: {
          correct: N(ans),
          wrong: [N(per * count), N(shared * count), N(ans + shared), N(ans - 1)],
        },
        explanation: [
          L(
            `${nameKo}이 ${m('1')}개 늘 때마다 성냥개비는 ${m(String(shared))}개씩 늘어납니다: ${m(`(\\text{성냥개비 수})=(\\text{${nameKo} 수})\\times${shared}+1`)}`,
            `Each extra shape adds ${m(String(shared))} matchsticks: ${m(`\\text{sticks}=\\text{shapes}\\times${shared}+1`)}.`,
          ),
          L(`${m(`${count}\\times${shared}+1=${n(ans)}`)}`, `${m(`${count}\\times${shared}+1=${n(ans)}`)}`),
        ],
      };
    },
    // Build the row: the first shape takes all its sides, each later one all but the shared side.
    solve: ({ shape, count }) => {
      const per = [3, 4, 5][shape] as number;
      let sticks = 0;
      for (let i = 0; i < count; i++) sticks += i === 0 ? per : per - 1;
      return sticks;
    },
  }),
];
