// 2학년 1학기 2단원 여러 가지 도형: triangles, quadrilaterals, circles, tangram pieces, stacked cubes.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { countOn, groups } from '../kit/counting.js';

/** Sides of each figure, as the textbook draws them. */
const SIDES = { triangle: 3, quad: 4, circle: 0 } as const;
type Fig = keyof typeof SIDES;
const FIG_NAME: Record<Fig, [string, string]> = {
  triangle: ['삼각형', 'triangles'],
  quad: ['사각형', 'quadrilaterals'],
  circle: ['원', 'circles'],
};

const U = 'kr-e2-1-2';

export const templates = [
  defineTemplate(U, 'sides-and-vertices', {
    version: 2,
    params: (r) => ({
      first: r.pick(['triangle', 'quad', 'circle'] as Fig[]),
      second: r.pick(['triangle', 'quad'] as Fig[]),
      x: r.int(1, 5),
      y: r.int(1, 4),
      vertices: r.int(0, 1) === 1,
    }),
    generate: ({ first, second: second0, x, y, vertices }) => {
      const second: Fig = second0 === first ? (first === 'triangle' ? 'quad' : 'triangle') : second0;
      const part = vertices ? ['꼭짓점', 'vertices'] : ['변', 'sides'];
      const total = SIDES[first] * x + SIDES[second] * y;
      const terms = [
        ...Array.from({ length: x }, () => SIDES[first]),
        ...Array.from({ length: y }, () => SIDES[second]),
      ];
      return essay({
        subUnit: `${U}.${first === 'circle' ? 's3' : first === 'triangle' ? 's1' : 's2'}`,
        difficulty: x + y > 5 ? 3 : 2,
        stem: L(
          `${FIG_NAME[first][0]} ${m(x)}개와 ${FIG_NAME[second][0]} ${m(y)}개가 있습니다. 이 도형들의 ${withJosa(part[0] ?? '', '은/는')} 모두 몇 개입니까?`,
          `There ${x === 1 ? 'is' : 'are'} ${count(x, FIG_NAME[first][1].slice(0, -1))} and ${count(y, FIG_NAME[second][1].slice(0, -1))}. How many ${part[1]} do these figures have in all?`,
        ),
        answer: String(total),
        form: 'number',
        steps: [
          // Only the figures in the problem: no word about circles when there is none.
          L(
            [first, second]
              .map((f) =>
                f === 'circle'
                  ? `원은 곧은 선이 없어서 ${withJosa(part[0] ?? '', '이/가')} 없습니다.`
                  : `${withJosa(FIG_NAME[f][0], '은/는')} ${withJosa(part[0] ?? '', '이/가')} ${m(SIDES[f])}개입니다.`,
              )
              .join(' '),
            [first, second]
              .map((f) =>
                f === 'circle'
                  ? `A circle has no straight sides, so it has no ${part[1]}.`
                  : `${f === 'triangle' ? 'A triangle' : 'A quadrilateral'} has ${m(SIDES[f])} ${part[1]}.`,
              )
              .join(' '),
          ),
          L(`${m(`${terms.join('+')}=${total}`)}`, `${m(`${terms.join('+')}=${total}`)}`),
          L(`모두 ${m(total)}개입니다.`, `There are ${m(total)} in all.`),
        ],
      });
    },
    // Walk around each figure counting corners (a closed figure has as many vertices as sides).
    check: ({ first, second: second0, x, y }, problem) => {
      const second: Fig = second0 === first ? (first === 'triangle' ? 'quad' : 'triangle') : second0;
      const corners = (f: Fig) => (f === 'circle' ? 0 : f === 'triangle' ? countOn(0, 3) : countOn(0, 4));
      return keyIs(problem, groups(corners(first), x) + groups(corners(second), y));
    },
  }),

  defineTemplate(U, 'tangram', {
    version: 2,
    params: (r) => ({
      tri: r.int(1, 5),
      quad: r.int(1, 2),
      shape: r.pick([
        ['배', 'a boat'],
        ['집', 'a house'],
        ['물고기', 'a fish'],
        ['로켓', 'a rocket'],
        ['새', 'a bird'],
        ['고양이', 'a cat'],
        ['나무', 'a tree'],
        ['자동차', 'a car'],
      ] as const),
      ask: r.int(0, 2),
    }),
    generate: ({ tri, quad, shape, ask }, rng) => {
      const intro = L(
        `칠교판은 삼각형 조각 ${m(5)}개와 사각형 조각 ${m(2)}개, 모두 ${m(7)}조각입니다. 이 중 삼각형 조각 ${m(tri)}개와 사각형 조각 ${m(quad)}개로 ${withJosa(shape[0], '을/를')} 만들었습니다.`,
        `A tangram has ${m(7)} pieces: ${m(5)} triangles and ${m(2)} quadrilaterals. Using ${m(tri)} triangle ${tri === 1 ? 'piece' : 'pieces'} and ${m(quad)} quadrilateral ${quad === 1 ? 'piece' : 'pieces'}, someone made ${shape[1]}.`,
      );
      if (ask === 0) {
        const unused = 7 - tri - quad;
        return multiple(rng, {
          subUnit: `${U}.s4`,
          difficulty: 2,
          stem: L(`${intro.ko} 사용하지 않은 조각은 몇 개입니까?`, `${intro.en} How many pieces were not used?`),
          correct: m(unused),
          wrong: countChoices(unused, [tri + quad, 5 - tri, 2 - quad, unused + 1, unused - 1]),
          steps: [
            L(
              `사용한 조각은 ${m(`${tri}+${quad}=${tri + quad}`)}개입니다.`,
              `The pieces used: ${m(`${tri}+${quad}=${tri + quad}`)}.`,
            ),
            L(
              `${m(`7-${tri + quad}=${unused}`)}이므로 ${m(unused)}개가 남습니다.`,
              `${m(`7-${tri + quad}=${unused}`)}, so ${m(unused)} ${unused === 1 ? 'piece is' : 'pieces are'} left.`,
            ),
          ],
        });
      }
      const per = ask === 1 ? ['꼭짓점', 'vertices'] : ['변', 'sides'];
      const total = 3 * tri + 4 * quad;
      return multiple(rng, {
        subUnit: `${U}.s4`,
        difficulty: 3,
        stem: L(
          `${intro.ko} 사용한 조각들의 ${withJosa(per[0] ?? '', '은/는')} 모두 몇 개입니까?`,
          `${intro.en} How many ${per[1]} do the pieces used have in all?`,
        ),
        correct: m(total),
        wrong: countChoices(total, [4 * tri + 3 * quad, 3 * (tri + quad), 4 * (tri + quad), total + 1, tri + quad]),
        steps: [
          L(
            `삼각형 조각 하나는 ${per[0]} ${m(3)}개, 사각형 조각 하나는 ${m(4)}개입니다.`,
            `Each triangle piece has ${m(3)} ${per[1]} and each quadrilateral piece has ${m(4)}.`,
          ),
          L(
            `${m(`${[...Array.from({ length: tri }, () => 3), ...Array.from({ length: quad }, () => 4)].join('+')}=${total}`)}`,
            `${m(`${[...Array.from({ length: tri }, () => 3), ...Array.from({ length: quad }, () => 4)].join('+')}=${total}`)}`,
          ),
          L(`모두 ${m(total)}개입니다.`, `There are ${m(total)} in all.`),
        ],
      });
    },
    // Count piece by piece: what is left of the seven, or corners by repeated addition.
    check: ({ tri, quad, ask }, problem) =>
      keyIs(problem, ask === 0 ? countOn(7, -(tri + quad)) : groups(3, tri) + groups(4, quad)),
  }),

  defineTemplate(U, 'stacked-cubes', {
    version: 2,
    params: (r) => {
      const f1 = r.int(3, 8);
      const f2 = r.int(1, f1 - 1);
      const f3 = r.int(0, f2);
      const total = f1 + f2 + f3;
      // What is left over or still needed is never one of the floors' counts, which the stem shows.
      const have = r.intExcept(total + 1, total + 9, [total + f1, total + f2, total + f3]);
      const own = r.intExcept(1, total - 1, [total - f1, total - f2, total - f3]);
      return { f1, f2, f3, have, ask: r.int(0, 2), own };
    },
    generate: ({ f1, f2, f3, have, ask, own }) => {
      const total = f1 + f2 + f3;
      const floors = L(
        `1층에 ${m(f1)}개, 2층에 ${m(f2)}개${f3 ? `, 3층에 ${m(f3)}개` : ''}`,
        f3
          ? `${m(f1)} on the first floor, ${m(f2)} on the second floor and ${m(f3)} on the third floor`
          : `${m(f1)} on the first floor and ${m(f2)} on the second floor`,
      );
      const cases = [
        {
          subUnit: `${U}.s5`,
          stem: L(
            `쌓기나무를 ${floors.ko} 쌓았습니다. 사용한 쌓기나무는 모두 몇 개입니까?`,
            `Cubes are stacked: ${floors.en}. How many cubes are used in all?`,
          ),
          answer: total,
        },
        {
          subUnit: `${U}.s6`,
          stem: L(
            `쌓기나무 ${m(have)}개 중에서 ${floors.ko}를 쌓았습니다. 남은 쌓기나무는 몇 개입니까?`,
            `From ${m(have)} cubes, a stack is built with ${floors.en}. How many cubes are left over?`,
          ),
          answer: have - total,
        },
        {
          subUnit: `${U}.s6`,
          stem: L(
            `친구가 쌓기나무를 ${floors.ko} 쌓았습니다. 지금 쌓기나무를 ${m(own)}개 가지고 있다면, 똑같은 모양으로 쌓으려면 몇 개가 더 있어야 합니까?`,
            `A friend stacked cubes: ${floors.en}. You have ${count(own, 'cube')}. How many more do you need to build the same stack?`,
          ),
          answer: total - own,
        },
      ];
      const c = cases[ask] ?? cases[0]!;
      return essay({
        subUnit: c.subUnit,
        difficulty: ask === 0 ? 1 : 2,
        stem: c.stem,
        answer: String(c.answer),
        form: 'number',
        steps: [
          L(
            `층별로 세어 더하면 ${m(`${f3 ? `${f1}+${f2}+${f3}` : `${f1}+${f2}`}=${total}`)}개입니다.`,
            `Add the floors: ${m(`${f3 ? `${f1}+${f2}+${f3}` : `${f1}+${f2}`}=${total}`)}.`,
          ),
          ask === 0
            ? L(`모두 ${m(total)}개입니다.`, `That is ${m(total)} cubes.`)
            : ask === 1
              ? L(
                  `${m(`${have}-${total}=${have - total}`)}이므로 ${m(have - total)}개가 남습니다.`,
                  `${m(`${have}-${total}=${have - total}`)}, so ${m(have - total)} ${have - total === 1 ? 'is' : 'are'} left.`,
                )
              : L(
                  `${m(`${total}-${own}=${total - own}`)}이므로 ${m(total - own)}개가 더 필요합니다.`,
                  `${m(`${total}-${own}=${total - own}`)}, so you need ${m(total - own)} more.`,
                ),
        ],
      });
    },
    // Count cube by cube, floor by floor.
    check: ({ f1, f2, f3, have, ask, own }, problem) => {
      let n = 0;
      for (const floor of [f1, f2, f3]) n = countOn(n, floor);
      return keyIs(problem, ask === 0 ? n : ask === 1 ? countOn(have, -n) : countOn(n, -own));
    },
  }),
];
