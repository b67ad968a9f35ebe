// 3학년 1학기 2단원 평면도형: segments, rays and lines; angles and right angles; rectangles and squares.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-1-2';

const FIGS = {
  rect: { ko: '직사각형', en: 'rectangle', enPl: 'rectangles', angles: 4, right: 4 },
  square: { ko: '정사각형', en: 'square', enPl: 'squares', angles: 4, right: 4 },
  rtri: { ko: '직각삼각형', en: 'right triangle', enPl: 'right triangles', angles: 3, right: 1 },
  tri: {
    ko: '직각이 없는 삼각형',
    en: 'triangle with no right angle',
    enPl: 'triangles with no right angle',
    angles: 3,
    right: 0,
  },
} as const;
type Fig = keyof typeof FIGS;

export const templates = [
  defineTemplate(UNIT, 'angles-and-lines', {
    version: 2,
    params: (r) => ({
      f1: r.pick(['rect', 'square'] as Fig[]),
      f2: r.pick(['rtri', 'tri'] as Fig[]),
      x: r.int(1, 5),
      y: r.int(1, 5),
      kind: r.int(0, 2),
      n: r.int(3, 6),
      line: r.int(0, 2),
    }),
    generate: ({ f1, f2, x, y, kind, n, line }) => {
      if (kind === 2 && line === 1) {
        const rays = n * (n - 1);
        return essay({
          difficulty: 4,
          stem: L(
            `원 위에 점 ${m(n)}개가 있습니다. 한 점에서 시작하여 다른 한 점을 지나는 반직선은 모두 몇 개 그을 수 있습니까?`,
            `There are ${m(n)} points on a circle. How many rays can you draw that start at one point and pass through another?`,
          ),
          answer: String(rays),
          form: 'number',
          steps: [
            L(
              '반직선은 한 점에서 시작하여 한쪽으로 끝없이 늘인 곧은 선이므로, 시작하는 점이 다르면 다른 반직선입니다.',
              'A ray starts at one point and goes on forever in one direction, so rays with different starting points are different.',
            ),
            L(
              `한 점에서 다른 점 ${m(n - 1)}개를 지나는 반직선을 그을 수 있으므로 ${m(`${n - 1}\\times${n}=${rays}`)}입니다.`,
              `From each point you can draw ${m(n - 1)} rays, so ${m(`${n - 1}\\times${n}=${rays}`)}.`,
            ),
          ],
        });
      }
      if (kind === 2) {
        const segs = (n * (n - 1)) / 2;
        return essay({
          difficulty: 3,
          stem: L(
            `원 위에 점 ${m(n)}개가 있습니다. 두 점을 지나는 ${line === 2 ? '직선' : '선분'}은 모두 몇 개 그을 수 있습니까?`,
            `There are ${m(n)} points on a circle. How many ${line === 2 ? 'lines' : 'line segments'} can you draw through two of the points?`,
          ),
          answer: String(segs),
          form: 'number',
          steps: [
            L(
              line === 2
                ? '두 점을 지나는 직선은 하나뿐입니다. 한 점에서 나머지 점으로 직선을 긋고, 같은 직선을 두 번 세지 않습니다.'
                : '선분은 두 점을 곧게 이은 선입니다. 한 점에서 나머지 점으로 선분을 긋고, 같은 선분을 두 번 세지 않습니다.',
              line === 2
                ? 'Exactly one line passes through two points. From each point draw lines to the others, without counting any line twice.'
                : 'A segment is the straight path joining two points. From each point draw segments to the others, without counting any segment twice.',
            ),
            L(
              `${m(`${Array.from({ length: n - 1 }, (_, i) => n - 1 - i).join('+')}=${segs}`)}`,
              `${m(`${Array.from({ length: n - 1 }, (_, i) => n - 1 - i).join('+')}=${segs}`)}`,
            ),
            L(`모두 ${m(segs)}개입니다.`, `There are ${m(segs)} ${line === 2 ? 'lines' : 'segments'}.`),
          ],
        });
      }
      const right = kind === 1;
      const a = FIGS[f1];
      const b = FIGS[f2];
      const per1 = right ? a.right : a.angles;
      const per2 = right ? b.right : b.angles;
      const total = per1 * x + per2 * y;
      return essay({
        difficulty: right ? 3 : 2,
        stem: L(
          `${a.ko} ${m(x)}개와 ${b.ko} ${m(y)}개가 있습니다. 이 도형들에 있는 ${right ? '직각' : '각'}은 모두 몇 개입니까?`,
          `There ${x === 1 ? 'is' : 'are'} ${m(x)} ${x === 1 ? a.en : a.enPl} and ${m(y)} ${y === 1 ? b.en : b.enPl}. How many ${right ? 'right angles' : 'angles'} do they have in all?`,
        ),
        answer: String(total),
        form: 'number',
        steps: [
          L(
            right
              ? `${a.ko}에는 직각이 ${m(a.right)}개, ${b.ko}에는 직각이 ${m(b.right)}개 있습니다.`
              : `${a.ko}에는 각이 ${m(a.angles)}개, ${b.ko}에는 각이 ${m(b.angles)}개 있습니다.`,
            `A ${a.en} has ${m(per1)} ${right ? 'right angles' : 'angles'} and a ${b.en} has ${m(per2)}.`,
          ),
          L(
            `${m(`${per1}\\times${x}+${per2}\\times${y}=${total}`)}`,
            `${m(`${per1}\\times${x}+${per2}\\times${y}=${total}`)}`,
          ),
          L(`모두 ${m(total)}개입니다.`, `There are ${m(total)} in all.`),
        ],
      });
    },
    // Enumerate point pairs, or count corners figure by figure.
    check: ({ f1, f2, x, y, kind, n, line }, problem) => {
      if (kind === 2 && line === 1) {
        // Ordered pairs of distinct points: a start and a point to pass through.
        let c = 0;
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) c++;
        return keyIs(problem, c);
      }
      if (kind === 2) {
        let c = 0;
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) c++;
        return keyIs(problem, c);
      }
      const corners = (f: Fig) =>
        kind === 1 ? (f === 'rtri' ? 1 : f === 'tri' ? 0 : 4) : f === 'rtri' || f === 'tri' ? 3 : 4;
      return keyIs(problem, groups(corners(f1), x) + groups(corners(f2), y));
    },
  }),

  defineTemplate(UNIT, 'rectangle-sides', {
    version: 2,
    params: (r) => {
      const a = r.int(3, 20);
      return { a, b: r.intExcept(2, 19, [a]), kind: r.int(0, 2) };
    },
    generate: ({ a, b, kind }, rng) => {
      if (kind === 0) {
        const p = 2 * (a + b);
        return multiple(rng, {
          difficulty: 2,
          stem: L(
            `가로가 ${m(`${a}\\text{ cm}`)}, 세로가 ${m(`${b}\\text{ cm}`)}인 직사각형이 있습니다. 네 변의 길이의 합은 몇 ${m('\\text{cm}')}입니까?`,
            `A rectangle is ${m(`${a}\\text{ cm}`)} wide and ${m(`${b}\\text{ cm}`)} tall. What is the sum of the lengths of its four sides, in centimeters?`,
          ),
          correct: m(p),
          wrong: countChoices(p, [a + b, a * b, 2 * a + b, 4 * a, p + 2]),
          steps: [
            L('직사각형은 마주 보는 두 변의 길이가 같습니다.', 'Opposite sides of a rectangle have equal length.'),
            L(`${m(`${a}+${b}+${a}+${b}=${p}`)}`, `${m(`${a}+${b}+${a}+${b}=${p}`)}`),
            L(
              `네 변의 길이의 합은 ${m(`${p}\\text{ cm}`)}입니다.`,
              `The four sides add up to ${m(`${p}\\text{ cm}`)}.`,
            ),
          ],
        });
      }
      if (kind === 1) {
        const p = 4 * a;
        return multiple(rng, {
          difficulty: 2,
          stem: L(
            `한 변의 길이가 ${m(`${a}\\text{ cm}`)}인 정사각형의 네 변의 길이의 합은 몇 ${m('\\text{cm}')}입니까?`,
            `A square has sides of ${m(`${a}\\text{ cm}`)}. What is the sum of the lengths of its four sides, in centimeters?`,
          ),
          correct: m(p),
          wrong: countChoices(p, [2 * a, a * a, 3 * a, p + 4, a + 4]),
          steps: [
            L('정사각형은 네 변의 길이가 모두 같습니다.', 'All four sides of a square are equal.'),
            L(`${m(`${a}+${a}+${a}+${a}=${p}`)}`, `${m(`${a}+${a}+${a}+${a}=${p}`)}`),
          ],
        });
      }
      const p = 4 * a;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `네 변의 길이의 합이 ${m(`${p}\\text{ cm}`)}인 정사각형이 있습니다. 한 변의 길이는 몇 ${m('\\text{cm}')}입니까?`,
          `The four sides of a square add up to ${m(`${p}\\text{ cm}`)}. How long is one side, in centimeters?`,
        ),
        correct: m(a),
        wrong: countChoices(a, [p / 2, p - 4, a + 1, a * 2 + 1, p]),
        steps: [
          L(
            '정사각형은 네 변의 길이가 모두 같으므로 한 변은 합을 4로 나눈 값입니다.',
            'All four sides are equal, so one side is the total divided by 4.',
          ),
          L(
            `${m(`${a}\\times4=${p}`)}이므로 한 변은 ${m(`${a}\\text{ cm}`)}입니다.`,
            `${m(`${a}\\times4=${p}`)}, so one side is ${m(`${a}\\text{ cm}`)}.`,
          ),
        ],
      });
    },
    // Walk around the figure adding side by side; for the square's side, try every length.
    check: ({ a, b, kind }, problem) => {
      if (kind === 0)
        return keyIs(
          problem,
          [a, b, a, b].reduce((s, x) => s + x, 0),
        );
      if (kind === 1) return keyIs(problem, groups(a, 4));
      return keyIs(
        problem,
        findOnly(1, 100, (side) => groups(side, 4) === 4 * a),
      );
    },
  }),

  defineTemplate(UNIT, 'squares-from-rectangles', {
    version: 2,
    params: (r) => {
      const b = r.int(3, 12);
      return { a: r.int(b + 1, b + 15), b, k: r.int(2, 5), kind: r.int(0, 1) };
    },
    generate: ({ a, b, k, kind }, rng) => {
      if (kind === 0) {
        const rest = a - b;
        return multiple(rng, {
          difficulty: 3,
          stem: L(
            `가로 ${m(`${a}\\text{ cm}`)}, 세로 ${m(`${b}\\text{ cm}`)}인 직사각형 모양 종이를 잘라서 가장 큰 정사각형을 하나 만들었습니다. 남은 직사각형의 가로는 몇 ${m('\\text{cm}')}입니까?`,
            `A rectangle of paper is ${m(`${a}\\text{ cm}`)} wide and ${m(`${b}\\text{ cm}`)} tall. The biggest possible square is cut from it. How wide, in centimeters, is the rectangle that is left?`,
          ),
          correct: m(rest),
          wrong: countChoices(rest, [b, a, a + b, rest + 1, rest - 1]),
          steps: [
            L(
              `가장 큰 정사각형의 한 변은 짧은 변과 같은 ${m(`${b}\\text{ cm}`)}입니다.`,
              `The biggest square has sides equal to the shorter side, ${m(`${b}\\text{ cm}`)}.`,
            ),
            L(
              `남은 가로는 ${m(`${a}-${b}=${rest}`)}이므로 ${m(`${rest}\\text{ cm}`)}입니다.`,
              `The width left is ${m(`${a}-${b}=${rest}`)}, so ${m(`${rest}\\text{ cm}`)}.`,
            ),
          ],
        });
      }
      const per = 2 * (k * b + b);
      return multiple(rng, {
        difficulty: 4,
        stem: L(
          `한 변이 ${m(`${b}\\text{ cm}`)}인 정사각형 ${m(k)}개를 겹치지 않게 옆으로 나란히 이어 붙여 직사각형을 만들었습니다. 만든 직사각형의 네 변의 길이의 합은 몇 ${m('\\text{cm}')}입니까?`,
          `${m(k)} squares with sides of ${m(`${b}\\text{ cm}`)} are placed side by side in a row, without overlapping, to make a rectangle. What is the sum of the rectangle's four sides, in centimeters?`,
        ),
        correct: m(per),
        wrong: countChoices(per, [4 * b * k, k * b + b, 2 * k * b, per + 2 * b, per - b]),
        steps: [
          L(
            `직사각형의 가로는 ${m(`${b}\\times${k}=${b * k}`)}, 세로는 ${m(b)}입니다.`,
            `The rectangle is ${m(`${b}\\times${k}=${b * k}`)} wide and ${m(b)} tall.`,
          ),
          L(`${m(`${b * k}+${b}+${b * k}+${b}=${per}`)}`, `${m(`${b * k}+${b}+${b * k}+${b}=${per}`)}`),
          L(
            `네 변의 길이의 합은 ${m(`${per}\\text{ cm}`)}입니다.`,
            `The four sides add up to ${m(`${per}\\text{ cm}`)}.`,
          ),
        ],
      });
    },
    // Trace the outline square edge by square edge.
    check: ({ a, b, k, kind }, problem) => {
      if (kind === 0)
        return keyIs(
          problem,
          findOnly(0, 50, (w) => w + b === a),
        );
      // Top and bottom run along k edges each; the two ends are one edge each.
      return keyIs(problem, groups(b, k) + groups(b, k) + b + b);
    },
  }),
];
