// 6-2 공간과 입체: counting stacked cubes from a top view with numbers, from floor plans, and what the front view shows.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, m, unit, plain, type Rng } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-2');

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

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'top-view-numbers',
    params: (rng) => ({ grid: plan(rng) }),
    make: ({ grid }) => {
      const total = grid.flat().reduce((a, b) => a + b, 0);
      const cells = grid.flat().filter((h) => h > 0).length;
      return {
        difficulty: 2,
        stem: L(
          `쌓기나무로 쌓은 모양을 위에서 본 모양에 각 자리에 쌓인 쌓기나무의 수를 적었습니다(아래쪽 줄이 앞쪽입니다). 사용한 쌓기나무는 모두 몇 개입니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows how many cubes are in each spot (the bottom row is the front). How many cubes are used in all? ${m(planTex(grid))}`,
        ),
        multiple: {
          correct: N(total),
          wrong: [N(cells), N(total + 1), N(total - 1), N(grid.flat().length), N(Math.max(...grid.flat()) * cells)],
          fill: (k) => N(total + k + 1),
          min: 1,
        },
        explanation: [
          L(
            '위에서 본 모양에 적힌 수는 그 자리에 쌓인 쌓기나무의 수입니다.',
            'Each number tells how many cubes are stacked in that spot.',
          ),
          L(`${m(`${grid.flat().join('+')}=${total}`)} (개)`, `${m(`${grid.flat().join('+')}=${total}`)} cubes`),
        ],
      };
    },
    // Count layer by layer: cubes on layer L are the spots with height ≥ L.
    solve: ({ grid }) => {
      let t = 0;
      for (let layer = 1; layer <= 4; layer++) t += grid.flat().filter((h) => h >= layer).length;
      return t;
    },
  }),
  tpl({
    name: 'front-view',
    params: (rng) => ({ grid: plan(rng), side: rng.int(0, 1) === 1 }),
    make: ({ grid, side }) => {
      const cols = grid[0]!.length;
      const colMax = Array.from({ length: cols }, (_, c) => Math.max(...grid.map((r) => r[c] as number)));
      const rowMax = grid.map((r) => Math.max(...r));
      const view = side ? rowMax : colMax;
      const squares = view.reduce((a, b) => a + b, 0);
      return {
        difficulty: 4,
        stem: L(
          `쌓기나무로 쌓은 모양을 위에서 본 모양에 각 자리에 쌓인 쌓기나무의 수를 적었습니다(아래쪽 줄이 앞쪽입니다). ${side ? '오른쪽 옆' : '앞'}에서 보았을 때 보이는 모양은 정사각형 몇 개로 이루어져 있습니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows how many cubes are in each spot (the bottom row is the front). Looking from the ${side ? 'right side' : 'front'}, how many squares make up the view? ${m(planTex(grid))}`,
        ),
        essay: { answer: plain(squares), hint: HINT.int },
        explanation: [
          L(
            side
              ? '오른쪽 옆에서 보면 각 줄(가로줄)에서 가장 높이 쌓인 수만큼 보입니다.'
              : '앞에서 보면 각 세로줄에서 가장 높이 쌓인 수만큼 보입니다.',
            side
              ? 'From the right side you see, for each row, the tallest stack in that row.'
              : 'From the front you see, for each column, the tallest stack in that column.',
          ),
          L(
            `가장 높은 층수: ${m(view.join(',\\ '))}이므로 ${m(`${view.join('+')}=${squares}`)} (개)`,
            `Tallest stacks: ${m(view.join(',\\ '))}, so ${m(`${view.join('+')}=${squares}`)} squares.`,
          ),
        ],
      };
    },
    // Build the 3D set of cubes and project it: a square shows if any cube sits in that line of sight.
    solve: ({ grid, side }) => {
      const seen = new Set<string>();
      grid.forEach((row, r) =>
        row.forEach((h, c) => {
          for (let z = 0; z < h; z++) seen.add(side ? `${r},${z}` : `${c},${z}`);
        }),
      );
      return seen.size;
    },
  }),
  tpl({
    name: 'floor-plans',
    params: (rng) => {
      const f1 = rng.int(3, 9);
      const f2 = rng.int(1, f1 - 1);
      const f3 = rng.int(0, f2);
      return { f1, f2, f3, ask: rng.int(0, 1) };
    },
    make: ({ f1, f2, f3, ask }) => {
      const total = f1 + f2 + f3;
      const floors = f3 ? 3 : 2;
      const list = L(
        `1층 ${m(String(f1))}개, 2층 ${m(String(f2))}개${f3 ? `, 3층 ${m(String(f3))}개` : ''}`,
        `${m(String(f1))} on the 1st layer, ${m(String(f2))} on the 2nd${f3 ? `, ${m(String(f3))} on the 3rd` : ''}`,
      );
      if (ask === 0)
        return {
          difficulty: 2,
          stem: L(
            `쌓기나무로 쌓은 모양을 층별로 나타냈더니 ${list.ko}였습니다. 사용한 쌓기나무는 모두 몇 개입니까?`,
            `A stack of cubes, layer by layer, has ${list.en}. How many cubes are there in all?`,
          ),
          essay: { answer: plain(total), hint: HINT.int },
          explanation: [
            L('층별로 쌓기나무의 수를 모두 더합니다.', 'Add the cubes on every layer.'),
            L(
              `${m(`${f1}+${f2}${f3 ? `+${f3}` : ''}=${total}`)} (개)`,
              `${m(`${f1}+${f2}${f3 ? `+${f3}` : ''}=${total}`)} cubes`,
            ),
          ],
        };
      const need = f1 * floors - total;
      return {
        difficulty: 3,
        stem: L(
          `쌓기나무로 쌓은 모양을 층별로 나타냈더니 ${list.ko}였습니다. 1층 모양 그대로 ${m(String(floors))}층까지 빈틈없이 쌓으려면 쌓기나무가 몇 개 더 필요합니까?`,
          `A stack of cubes, layer by layer, has ${list.en}. How many more cubes are needed to fill every layer up to layer ${m(String(floors))} in the shape of the 1st layer?`,
        ),
        multiple: {
          correct: N(need),
          wrong: [N(f1 * floors), N(total), N(need + 1), N(need - 1), N(f1 - f2)],
          fill: (k) => N(need + k + 1),
          min: 1,
        },
        explanation: [
          L(
            `${m(String(floors))}층까지 가득 채우면 ${m(`${f1}\\times${floors}=${f1 * floors}`)}개입니다.`,
            `Full layers need ${m(`${f1}\\times${floors}=${f1 * floors}`)} cubes.`,
          ),
          L(
            `지금 ${m(String(total))}개이므로 ${m(`${f1 * floors}-${total}=${need}`)}개 더 필요합니다.`,
            `There are ${m(String(total))} now, so ${m(`${f1 * floors}-${total}=${need}`)} more are needed.`,
          ),
        ],
      };
    },
    // Fill each layer's gap separately.
    solve: ({ f1, f2, f3, ask }) => {
      if (ask === 0) return f1 + f2 + f3;
      const layers = f3 ? [f1, f2, f3] : [f1, f2];
      return layers.reduce((t, f) => t + (f1 - f), 0);
    },
  }),
];
