// 5-1 대응 관계: reading a rule from a table, choosing the expression for a correspondence, and growing patterns.
import { L, bare, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m, signed } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { evalLatex, keyHolds, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-3';
const O = '\\bigcirc';
const T = '\\triangle';

const CONTEXTS = [
  { ko: ['봉지의 수', '사탕의 수'], en: ['bags', 'candies'] },
  { ko: ['묶음의 수', '연필의 수'], en: ['bundles', 'pencils'] },
  { ko: ['상자의 수', '초콜릿의 수'], en: ['boxes', 'chocolates'] },
  { ko: ['스티커 판의 수', '스티커의 수'], en: ['sticker sheets', 'stickers'] },
];

/** The right-hand side of '△ = …' with ○ replaced by a number, evaluated. */
function rhsAt(choice: string, circle: number): number {
  const rhs = bare(choice).replace(/^.*?=/, '');
  const values = evalLatex(rhs.split(O).join(`(${circle})`));
  if (values.length !== 1) throw new Error('not one value');
  return values[0] as number;
}

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'table-rule', {
    version: 2,
    params: (rng) => ({
      k: rng.int(2, 9),
      c: rng.int(0, 1) ? 0 : rng.int(1, 9),
      start: rng.int(1, 4),
      ask: rng.int(10, 40),
    }),
    generate: ({ k, c, start, ask }) => {
      const xs = [start, start + 1, start + 2, start + 3];
      const ys = xs.map((x) => k * x + c);
      const ans = k * ask + c;
      const rule = `${T}=${O}\\times${k}${signed(c)}`;
      return essay({
        difficulty: c ? 4 : 2,
        stem: L(
          `두 양 ${withJosa(m(O), '과/와')} ${m(T)} 사이의 대응 관계를 나타낸 표입니다. ${withJosa(m(O), '이/가')} ${m(xs.join(',\\ '))}일 때 ${withJosa(m(T), '은/는')} 차례로 ${m(ys.join(',\\ '))}입니다. ${withJosa(m(O), '이/가')} ${m(ask)}일 때 ${withJosa(m(T), '은/는')} 얼마입니까?`,
          `A table shows how two quantities ${m(O)} and ${m(T)} correspond: when ${m(`${O}=${xs.join(',\\ ')}`)}, ${m(`${T}=${ys.join(',\\ ')}`)}. What is ${m(T)} when ${m(`${O}=${ask}`)}?`,
        ),
        answer: String(ans),
        form: 'number',
        steps: [
          L(
            `${withJosa(m(O), '이/가')} ${m(1)}씩 커질 때 ${withJosa(m(T), '은/는')} ${m(k)}씩 커집니다. ${withJosa(m(O), '이/가')} ${m(start)}일 때 ${m(`${start}\\times${k}${signed(c)}=${ys[0]}`)}이므로 대응 관계를 식으로 나타내면 ${m(rule)}입니다.`,
            `Each time ${m(O)} goes up by ${m(1)}, ${m(T)} goes up by ${m(k)}. When ${m(`${O}=${start}`)}, ${m(`${start}\\times${k}${signed(c)}=${ys[0]}`)}, so the rule is ${m(rule)}.`,
          ),
          L(
            `${withJosa(m(O), '이/가')} ${m(ask)}일 때 ${withJosa(m(T), '은/는')} ${m(`${ask}\\times${k}${signed(c)}=${num(ans)}`)}입니다.`,
            `When ${m(`${O}=${ask}`)}, ${m(`${T}=${ask}\\times${k}${signed(c)}=${num(ans)}`)}.`,
          ),
        ],
      });
    },
    // Extend the table one column at a time from its last column.
    check: ({ k, c, start, ask }, problem) => {
      let x = start + 3;
      let y = k * x + c;
      const step = k * (start + 1) + c - (k * start + c);
      while (x < ask) {
        x++;
        y += step;
      }
      return keyIs(problem, y);
    },
  }),
  defineTemplate(UNIT, 'choose-expression', {
    version: 2,
    params: (rng) => ({ k: rng.int(2, 30), ctx: rng.int(0, CONTEXTS.length - 1) }),
    generate: ({ k, ctx }, rng) => {
      const c = CONTEXTS[ctx] ?? CONTEXTS[0]!;
      const ex = (rhs: string) => m(`${T}=${rhs}`);
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${c.ko[0]}${withJosa(m(`(${O})`), '과/와')} ${c.ko[1]}${m(`(${T})`)} 사이의 대응 관계입니다. ${withJosa(m(O), '이/가')} ${m('1,\\ 2,\\ 3')}일 때 ${withJosa(m(T), '은/는')} 차례로 ${m(`${k},\\ ${2 * k},\\ ${3 * k}`)}입니다. 두 양 사이의 대응 관계를 식으로 바르게 나타낸 것은 어느 것입니까?`,
          `Here is how the number of ${c.en[0]} ${m(`(${O})`)} and the number of ${c.en[1]} ${m(`(${T})`)} correspond: when ${m(`${O}=1,\\ 2,\\ 3`)}, ${m(`${T}=${k},\\ ${2 * k},\\ ${3 * k}`)}. Which expression shows the relationship?`,
        ),
        correct: ex(`${O}\\times${k}`),
        wrong: [
          ex(`${O}+${k}`),
          ex(`${O}\\div${k}`),
          ex(`${O}\\times${k + 1}`),
          ex(`${O}+${k - 1}`),
          ex(`${O}+${2 * k}`),
          ex(`${O}\\times${k - 1}`),
        ],
        steps: [
          L(
            `${m(`${k}=1\\times${k}`)}, ${m(`${2 * k}=2\\times${k}`)}, ${m(`${3 * k}=3\\times${k}`)}이므로 ${withJosa(m(T), '은/는')} 항상 ${m(O)}의 ${m(k)}배입니다.`,
            `${m(`${k}=1\\times${k}`)}, ${m(`${2 * k}=2\\times${k}`)} and ${m(`${3 * k}=3\\times${k}`)}, so ${m(T)} is always ${m(k)} times ${m(O)}.`,
          ),
          L(`따라서 ${m(`${T}=${O}\\times${k}`)}입니다.`, `So ${m(`${T}=${O}\\times${k}`)}.`),
        ],
      });
    },
    // Every pair of the table (and the next one) must fit the chosen rule: ○ = 1, 2, 3, 4 gives △ = k·○.
    check: ({ k }, problem) =>
      keyHolds(problem, (choice) => [1, 2, 3, 4].every((circle) => rhsAt(choice, circle) === k * circle)),
  }),
  defineTemplate(UNIT, 'matchsticks', {
    version: 2,
    params: (rng) => ({ shape: rng.int(0, 2), count: rng.int(6, 40) }),
    generate: ({ shape, count }, rng) => {
      const per = [3, 4, 5][shape] as number;
      const shared = per - 1;
      const ans = shared * count + 1;
      const nameKo = ['삼각형', '정사각형', '오각형'][shape] as string;
      const nameEn = ['triangles', 'squares', 'pentagons'][shape] as string;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `성냥개비로 ${withJosa(nameKo, '을/를')} 한 줄로 이어 붙여 만들고 있습니다. ${nameKo} ${m(1)}개에는 성냥개비 ${m(per)}개, ${m(2)}개에는 ${m(per + shared)}개, ${m(3)}개에는 ${m(per + 2 * shared)}개가 필요합니다. ${nameKo} ${m(count)}개를 만들려면 성냥개비는 몇 개 필요합니까?`,
          `${nameEn.charAt(0).toUpperCase()}${nameEn.slice(1)} are made from matchsticks in a row, each sharing a side with the one before. One needs ${m(per)} matchsticks, two need ${m(per + shared)}, and three need ${m(per + 2 * shared)}. How many matchsticks are needed for ${m(count)} ${nameEn}?`,
        ),
        correct: m(ans),
        wrong: [
          ...[per * count, shared * count, ans + shared, ans - 1, ans - shared].map((x) => m(x)),
          ...nearby(ans, { min: 1 }),
        ],
        steps: [
          L(
            `${withJosa(nameKo, '이/가')} ${m(1)}개 늘 때마다 성냥개비는 ${m(shared)}개씩 늘어나므로 ${m(`(\\text{성냥개비 수})=(\\text{${nameKo} 수})\\times${shared}+1`)}입니다.`,
            `Each extra shape adds ${m(shared)} matchsticks, so ${m(`(\\text{matchsticks})=(\\text{shapes})\\times${shared}+1`)}.`,
          ),
          L(
            `${m(`${count}\\times${shared}+1=${num(ans)}`)}(개)입니다.`,
            `${m(`${count}\\times${shared}+1=${num(ans)}`)} matchsticks.`,
          ),
        ],
      });
    },
    // Build the row: the first shape takes all its sides, each later one all but the shared side.
    check: ({ shape, count }, problem) => {
      const per = [3, 4, 5][shape] as number;
      let sticks = 0;
      for (let i = 0; i < count; i++) sticks += i === 0 ? per : per - 1;
      return keyIs(problem, sticks);
    },
  }),
];
