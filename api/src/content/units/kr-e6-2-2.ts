// 6-2 공간과 입체: counting stacked cubes from a top view with numbers (all of them, those left over, one layer, those
// missing from a prism), from floor plans, what the front view shows, the most the views allow, and a painted cube.
import { type Rng, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { isAre, noun, ordinal } from '../kit/english.js';
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
  defineTemplate(U, 'cubes-left-over', {
    version: 1,
    params: (rng) => ({ grid: plan(rng), extra: rng.int(3, 30) }),
    generate: ({ grid, extra }) => {
      const used = grid.flat().reduce((a, b) => a + b, 0);
      const total = used + extra;
      return essay({
        difficulty: 2,
        subUnit: `${U}.s2`,
        stem: [
          `쌓기나무 ${m(total)}개 중에서 몇 개를 사용하여 쌓은 모양을 위에서 본 모양의 각 칸에 쌓인 쌓기나무의 수를 적었습니다. 남은 쌓기나무는 몇 개입니까? ${m(planTex(grid))}`,
          `Some of ${m(total)} cubes are stacked; the top view shows in each square how many cubes are stacked there. How many cubes are left over? ${m(planTex(grid))}`,
        ],
        answer: String(extra),
        form: 'number',
        unit: '개',
        steps: [
          [
            `사용한 쌓기나무는 각 칸의 수를 모두 더한 ${m(`${grid.flat().join('+')}=${used}`)}(개)입니다.`,
            `The cubes used are the numbers in the squares added up: ${m(`${grid.flat().join('+')}=${used}`)}.`,
          ],
          [
            `남은 쌓기나무는 ${m(`${total}-${used}=${extra}`)}(개)입니다.`,
            `Left over: ${m(`${total}-${used}=${extra}`)}.`,
          ],
        ],
      });
    },
    // Take the stacks away one cube at a time.
    check: ({ grid, extra }, problem) => {
      let left = grid.flat().reduce((a, b) => a + b, 0) + extra;
      for (const h of grid.flat()) for (let z = 0; z < h; z++) left--;
      return keyIs(problem, left);
    },
  }),
  defineTemplate(U, 'cubes-on-a-floor', {
    version: 1,
    params: (rng) => {
      // Some stacks reach the layer and some do not.
      for (;;) {
        const [grid, floor] = [plan(rng), rng.int(2, 3)];
        const on = grid.flat().filter((h) => h >= floor).length;
        if (on >= 1 && on < grid.flat().length) return { grid, floor };
      }
    },
    generate: ({ grid, floor }) => {
      const on = grid.flat().filter((h) => h >= floor).length;
      return essay({
        difficulty: 3,
        subUnit: `${U}.s4`,
        stem: [
          `쌓기나무로 쌓은 모양을 위에서 본 모양의 각 칸에 그 자리에 쌓인 쌓기나무의 수를 적었습니다. ${m(floor)}층에 있는 쌓기나무는 몇 개입니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows in each square how many cubes are stacked there. How many cubes are on layer ${m(floor)} (counting from the bottom)? ${m(planTex(grid))}`,
        ],
        answer: String(on),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${m(floor)}층에 쌓기나무가 있으려면 그 칸에 쌓기나무가 ${m(floor)}개 이상 쌓여 있어야 합니다.`,
            `A square has a cube on layer ${m(floor)} only if at least ${m(floor)} cubes are stacked there.`,
          ],
          [
            `칸의 수 중에서 ${m(floor)} 이상인 수는 ${m(
              grid
                .flat()
                .filter((h) => h >= floor)
                .join(',\\ '),
            )}이므로 ${m(floor)}층의 쌓기나무는 ${m(on)}개입니다.`,
            `The squares showing ${m(floor)} or more read ${m(
              grid
                .flat()
                .filter((h) => h >= floor)
                .join(',\\ '),
            )}, so there ${isAre(on)} ${m(on)} ${noun(on, 'cube')} on layer ${m(floor)}.`,
          ],
        ],
      });
    },
    // Build the stacks cube by cube and count those at the asked height.
    check: ({ grid, floor }, problem) => {
      let count = 0;
      for (const h of grid.flat()) for (let z = 1; z <= h; z++) if (z === floor) count++;
      return keyIs(problem, count);
    },
  }),
  defineTemplate(U, 'fill-to-cuboid', {
    version: 1,
    params: (rng) => {
      // At least two layers, and at least one gap to fill.
      for (;;) {
        const grid = plan(rng);
        if (new Set(grid.flat()).size > 1) return { grid };
      }
    },
    generate: ({ grid }) => {
      const tall = Math.max(...grid.flat());
      const [rows, cols] = [grid.length, grid[0]!.length];
      const full = rows * cols * tall;
      const used = grid.flat().reduce((a, b) => a + b, 0);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s2`,
        stem: [
          `쌓기나무로 쌓은 모양을 위에서 본 모양의 각 칸에 그 자리에 쌓인 쌓기나무의 수를 적었습니다. 이 모양에 쌓기나무를 더 쌓아 가장 작은 직육면체 모양을 만들려면 쌓기나무가 적어도 몇 개 더 필요합니까? ${m(planTex(grid))}`,
          `The top view of a stack of cubes shows in each square how many cubes are stacked there. What is the fewest cubes you must add to make the smallest rectangular prism? ${m(planTex(grid))}`,
        ],
        answer: String(full - used),
        form: 'number',
        unit: '개',
        steps: [
          [
            `가장 작은 직육면체는 위에서 본 모양 그대로 ${m(`${rows}\\times${cols}`)}칸에 가장 높은 층수인 ${m(tall)}층까지 쌓은 모양이므로 쌓기나무가 ${m(`${rows}\\times${cols}\\times${tall}=${full}`)}(개) 필요합니다.`,
            `The smallest prism fills the ${m(`${rows}\\times${cols}`)} squares of the top view up to the tallest stack, ${m(tall)} layers: ${m(`${rows}\\times${cols}\\times${tall}=${full}`)} cubes.`,
          ],
          [
            `지금 쌓은 쌓기나무는 ${m(`${grid.flat().join('+')}=${used}`)}(개)입니다.`,
            `There are ${m(`${grid.flat().join('+')}=${used}`)} cubes now.`,
          ],
          [
            `더 필요한 쌓기나무는 ${m(`${full}-${used}=${full - used}`)}(개)입니다.`,
            `So ${m(`${full}-${used}=${full - used}`)} more cubes are needed.`,
          ],
        ],
      });
    },
    // Count the empty places under the top layer, square by square.
    check: ({ grid }, problem) => {
      const tall = Math.max(...grid.flat());
      let gaps = 0;
      for (const h of grid.flat()) for (let z = h + 1; z <= tall; z++) gaps++;
      return keyIs(problem, gaps);
    },
  }),
  defineTemplate(U, 'most-cubes-from-views', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const front = [rng.int(1, 3), rng.int(1, 3), rng.int(1, 3)];
        const side = [rng.int(1, 3), rng.int(1, 3)];
        if (Math.max(...front) === Math.max(...side)) return { front, side };
      }
    },
    generate: ({ front, side }) => {
      const cells = side.map((s) => front.map((f) => Math.min(f, s)));
      const most = cells.flat().reduce((a, b) => a + b, 0);
      return essay({
        difficulty: 5,
        subUnit: `${U}.s3`,
        stem: [
          `쌓기나무를 ${m(2)}줄, 한 줄에 ${m(3)}칸씩 놓인 직사각형 위에 쌓았습니다(위에서 본 모양의 ${m(6)}칸에 모두 쌓기나무가 있습니다). 앞에서 본 모양의 층수는 왼쪽부터 ${m(front.join(',\\ '))}이고, 오른쪽 옆에서 본 모양의 층수는 앞쪽부터 ${m(side.join(',\\ '))}입니다. 쌓기나무를 가장 많이 사용했을 때 몇 개입니까?`,
          `Cubes are stacked on a rectangle of ${m(2)} rows with ${m(3)} squares each (every one of the ${m(6)} squares of the top view has cubes). The front view has heights ${m(front.join(',\\ '))} from left to right, and the right side view has heights ${m(side.join(',\\ '))} from front to back. What is the greatest number of cubes that could be used?`,
        ],
        answer: String(most),
        form: 'number',
        unit: '개',
        steps: [
          [
            `핵심은 각 칸의 높이가 앞에서 본 그 세로줄의 높이보다도, 옆에서 본 그 가로줄의 높이보다도 높을 수 없다는 것입니다. 가장 많이 쌓으려면 각 칸에 두 높이 중 작은 수만큼 쌓습니다.`,
            `The key: a square's stack can be no taller than its column in the front view nor its row in the side view. For the most cubes, stack each square to the smaller of the two.`,
          ],
          [
            `앞쪽 줄은 ${m(cells[0]!.join(',\\ '))}, 뒤쪽 줄은 ${m(cells[1]!.join(',\\ '))}개씩 쌓을 수 있고, 이렇게 쌓아도 두 방향에서 본 모양이 그대로입니다.`,
            `The front row can hold ${m(cells[0]!.join(',\\ '))} and the back row ${m(cells[1]!.join(',\\ '))}, and both views stay as given.`,
          ],
          [
            `가장 많이 사용한 쌓기나무는 ${m(`${cells.flat().join('+')}=${most}`)}(개)입니다.`,
            `The greatest number is ${m(`${cells.flat().join('+')}=${most}`)}.`,
          ],
        ],
      });
    },
    // Try every way to stack 1 to 3 cubes on each of the six squares and keep the largest that shows both views.
    check: ({ front, side }, problem) => {
      let best = 0;
      for (let code = 0; code < 3 ** 6; code++) {
        const h = Array.from({ length: 6 }, (_, i) => (Math.floor(code / 3 ** i) % 3) + 1);
        const rows = [h.slice(0, 3), h.slice(3)];
        const frontOk = front.every((f, c) => Math.max(rows[0]![c]!, rows[1]![c]!) === f);
        const sideOk = side.every((s, r) => Math.max(...rows[r]!) === s);
        if (frontOk && sideOk)
          best = Math.max(
            best,
            h.reduce((a, b) => a + b, 0),
          );
      }
      return keyIs(problem, best);
    },
  }),
  defineTemplate(U, 'painted-cube', {
    version: 1,
    params: (rng) => ({ n: rng.int(3, 9), faces: rng.int(0, 2) }),
    generate: ({ n, faces }) => {
      const inner = n - 2;
      const count = [inner * inner * inner, 6 * inner * inner, 12 * inner][faces] as number;
      const where = [
        ['겉에 드러나지 않은 안쪽', 'inside, out of sight', `${inner}\\times${inner}\\times${inner}`],
        ['각 면의 가운데 부분', 'in the middle of each face', `${inner}\\times${inner}\\times6`],
        ['모서리 위의 꼭짓점이 아닌 자리', 'along the edges but not at the corners', `${inner}\\times12`],
      ][faces] as [string, string, string];
      const [ko, en] = [
        ['한 면도', '한 면만', '두 면만'][faces],
        ['no faces', 'exactly one face', 'exactly two faces'][faces],
      ];
      return essay({
        difficulty: 5,
        subUnit: `${U}.s5`,
        stem: [
          `크기가 같은 쌓기나무를 빈틈없이 쌓아 한 모서리에 ${m(n)}개씩 놓인 정육면체 모양을 만들고, 겉면에 모두 물감을 칠했습니다. 물감이 ${ko} 칠해진 쌓기나무는 몇 개입니까?`,
          `Equal cubes are stacked with no gaps into a large cube with ${m(n)} cubes along each edge, and the whole outside is painted. How many small cubes have paint on ${en}?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        steps: [
          [
            `핵심은 칠해진 면의 수가 쌓기나무의 자리로 정해진다는 것입니다. 꼭짓점은 세 면, 꼭짓점이 아닌 모서리 위는 두 면, 면의 가운데는 한 면, 안쪽은 칠해지지 않습니다.`,
            `The key: the number of painted faces depends only on where a cube sits. Corners get three, the rest of each edge two, the middle of each face one, and the inside none.`,
          ],
          [
            `${ko} 칠해진 쌓기나무는 ${where[0]}에 있습니다. 한 줄에서 양 끝을 빼면 ${m(`${n}-2=${inner}`)}개입니다.`,
            `Cubes with paint on ${en} sit ${where[1]}. Leaving out the two ends of a line leaves ${m(`${n}-2=${inner}`)}.`,
          ],
          [`따라서 ${m(`${where[2]}=${count}`)}(개)입니다.`, `So there are ${m(`${where[2]}=${count}`)} of them.`],
        ],
      });
    },
    // Visit every small cube and count how many of its faces lie on the outside.
    check: ({ n, faces }, problem) => {
      let count = 0;
      for (let x = 0; x < n; x++) {
        for (let y = 0; y < n; y++) {
          for (let z = 0; z < n; z++) {
            const painted = [x, y, z].filter((c) => c === 0 || c === n - 1).length;
            if (painted === faces) count++;
          }
        }
      }
      return keyIs(problem, count);
    },
  }),
];
