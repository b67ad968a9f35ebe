// 6-2 공간과 입체: counting stacked cubes from a top view with numbers, from floor plans, and what the front view shows.
import { type Rng, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { ordinal } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-2';

/** A top-view plan: rows (back to front) of stack heights. */
function plan(rng: Rng) {
  const rows = rng.int(2, 3);
  const cols = rng.int(2, 3);
  // Every spot of the top view holds at least one cube (an empty spot would not show in the top view).
  const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(1, 4)));
  return grid;
}
const planTex = (grid: number[][]) =>
  `\\begin{array}{|${grid[0]!.map(() => 'c').join('|')}|}\\hline ${grid.map((r) => r.join(' & ')).join(' \\\\ \\hline ')} \\\\ \\hline\\end{array}`;

export const templates = [
  defineTemplate(U, 'top-view-numbers', {
    version: 2,
    params: (rng) => ({ grid: plan(rng) }),
    generate: ({ grid }, rng) => {
      const total = grid.flat().reduce((a, b) => a + b, 0);
      const cells = grid.flat().filter((h) => h > 0).length;
      return multiple(rng, {
        difficulty: 2,
        stem: [
          `쌓기나무로 쌓은 모양을 위에서 본 모양의 각 칸에 그 자리에 쌓인 쌓기나무의 수를 적었습니다. 사용한 쌓기나무는 모두 몇 개입니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows in each square how many cubes are stacked there. How many cubes are used in all? ${m(planTex(grid))}`,
        ],
        ...valueChoices(total, [cells, total + 1, total - 1, Math.max(...grid.flat()) * cells], { min: 1 }),
        steps: [
          [
            '위에서 본 모양에 적힌 수는 그 자리에 쌓인 쌓기나무의 수이므로 모두 더합니다.',
            'Each number tells how many cubes are stacked in that spot, so add them all.',
          ],
          [`${m(`${grid.flat().join('+')}=${total}`)}(개)입니다.`, `${m(`${grid.flat().join('+')}=${total}`)} cubes.`],
        ],
      });
    },
    // Count layer by layer: cubes on layer L are the spots with height ≥ L.
    check: ({ grid }, problem) => {
      let t = 0;
      for (let layer = 1; layer <= 4; layer++) t += grid.flat().filter((h) => h >= layer).length;
      return keyIs(problem, t);
    },
  }),
  defineTemplate(U, 'front-view', {
    version: 2,
    params: (rng) => ({ grid: plan(rng), side: rng.int(0, 1) === 1 }),
    generate: ({ grid, side }) => {
      const cols = grid[0]!.length;
      const colMax = Array.from({ length: cols }, (_, c) => Math.max(...grid.map((r) => r[c] as number)));
      const rowMax = grid.map((r) => Math.max(...r));
      const view = side ? rowMax : colMax;
      const squares = view.reduce((a, b) => a + b, 0);
      return essay({
        difficulty: 4,
        stem: [
          `쌓기나무로 쌓은 모양을 위에서 본 모양의 각 칸에 그 자리에 쌓인 쌓기나무의 수를 적었습니다(아래쪽 줄이 앞쪽입니다). ${side ? '오른쪽 옆' : '앞'}에서 본 모양은 정사각형 몇 개로 이루어져 있습니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows in each square how many cubes are stacked there (the bottom row is the front). Seen from the ${side ? 'right side' : 'front'}, how many squares make up the view? ${m(planTex(grid))}`,
        ],
        answer: String(squares),
        form: 'number',
        unit: '개',
        steps: [
          side
            ? [
                '오른쪽 옆에서 보면 가로줄마다 가장 높이 쌓인 층수만큼 정사각형이 보입니다.',
                'From the right side you see, for each row, as many squares as its tallest stack.',
              ]
            : [
                '앞에서 보면 세로줄마다 가장 높이 쌓인 층수만큼 정사각형이 보입니다.',
                'From the front you see, for each column, as many squares as its tallest stack.',
              ],
          [
            `${side ? '가로줄' : '세로줄'}마다 가장 높은 층수는 ${m(view.join(',\\ '))}이므로 ${m(`${view.join('+')}=${squares}`)}(개)입니다.`,
            `The tallest stacks are ${m(view.join(',\\ '))}, so ${m(`${view.join('+')}=${squares}`)} squares.`,
          ],
        ],
      });
    },
    // Build the 3D set of cubes and project it: a square shows if any cube sits in that line of sight.
    check: ({ grid, side }, problem) => {
      const seen = new Set<string>();
      grid.forEach((row, r) =>
        row.forEach((h, c) => {
          for (let z = 0; z < h; z++) seen.add(side ? `${r},${z}` : `${c},${z}`);
        }),
      );
      return keyIs(problem, seen.size);
    },
  }),
  defineTemplate(U, 'floor-plans', {
    version: 2,
    params: (rng) => {
      const f1 = rng.int(3, 9);
      const f2 = rng.int(1, f1 - 1);
      const f3 = rng.int(0, f2);
      return { f1, f2, f3, ask: rng.int(0, 1) };
    },
    generate: ({ f1, f2, f3, ask }, rng) => {
      const total = f1 + f2 + f3;
      const floors = f3 ? 3 : 2;
      const listKo = `1층에 ${m(f1)}개, 2층에 ${m(f2)}개${f3 ? `, 3층에 ${m(f3)}개` : ''}`;
      const listEn =
        `${m(f1)} on the ${ordinal(1)} layer, ${m(f2)} on the ${ordinal(2)}${f3 ? `, and ${m(f3)} on the ${ordinal(3)}` : ''}`.replace(
          `, ${m(f2)} on the ${ordinal(2)}`,
          f3 ? `, ${m(f2)} on the ${ordinal(2)}` : ` and ${m(f2)} on the ${ordinal(2)}`,
        );
      const sum = `${f1}+${f2}${f3 ? `+${f3}` : ''}`;
      if (ask === 0)
        return essay({
          difficulty: 2,
          stem: [
            `쌓기나무로 쌓은 모양을 층별로 세어 보았더니 ${listKo}였습니다. 사용한 쌓기나무는 모두 몇 개입니까?`,
            `A stack of cubes, counted layer by layer, has ${listEn}. How many cubes are there in all?`,
          ],
          answer: String(total),
          form: 'number',
          unit: '개',
          steps: [
            ['층별로 쌓기나무의 수를 모두 더합니다.', 'Add the cubes on every layer.'],
            [`${m(`${sum}=${total}`)}(개)입니다.`, `${m(`${sum}=${total}`)} cubes.`],
          ],
        });
      const need = f1 * floors - total;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `쌓기나무로 쌓은 모양을 층별로 세어 보았더니 ${listKo}였습니다. 모든 층을 1층과 같은 모양으로 ${m(floors)}층까지 빈틈없이 쌓으려면 쌓기나무가 몇 개 더 필요합니까?`,
          `A stack of cubes, counted layer by layer, has ${listEn}. How many more cubes are needed so that every layer up to layer ${m(floors)} has the shape of the ${ordinal(1)} layer?`,
        ],
        ...valueChoices(need, [f1 * floors, total, need + 1, need - 1, f1 - f2], { min: 1 }),
        steps: [
          [
            `${m(floors)}층까지 모든 층을 1층과 같이 채우면 쌓기나무는 ${m(`${f1}\\times${floors}=${f1 * floors}`)}(개)입니다.`,
            `Full layers need ${m(`${f1}\\times${floors}=${f1 * floors}`)} cubes.`,
          ],
          [
            `지금 ${m(`${sum}=${total}`)}(개)가 있으므로 ${m(`${f1 * floors}-${total}=${need}`)}(개) 더 필요합니다.`,
            `There are ${m(`${sum}=${total}`)} now, so ${m(`${f1 * floors}-${total}=${need}`)} more are needed.`,
          ],
        ],
      });
    },
    // Fill each layer's gap separately.
    check: ({ f1, f2, f3, ask }, problem) => {
      if (ask === 0) return keyIs(problem, f1 + f2 + f3);
      const layers = f3 ? [f1, f2, f3] : [f1, f2];
      return keyIs(
        problem,
        layers.reduce((t, f) => t + (f1 - f), 0),
      );
    },
  }),
];
