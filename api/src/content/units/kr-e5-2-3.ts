// 5-2 합동과 대칭: corresponding parts of congruent triangles, line-symmetric figures (angles, perimeters, lines of
// symmetry of regular polygons, completing a figure) and point-symmetric figures.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { withJosa } from '../kit/korean.js';
import { an, regularPolygon } from '../kit/english.js';
import { regularPolygonKo } from '../kit/words.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';

const U = 'kr-e5-2-3';
const CM = '\\text{ cm}';
const DEG = '^{\\circ}';
const MATCH_KO = '(꼭짓점 ㄱ과 꼭짓점 ㄹ, 꼭짓점 ㄴ과 꼭짓점 ㅁ, 꼭짓점 ㄷ과 꼭짓점 ㅂ이 대응점입니다.)';

/** Right triangles with whole sides up to 30 cm: the triples and their multiples. */
const RIGHT_TRIANGLES = PYTHAGOREAN_TRIPLES.flatMap(([a, b, c]) =>
  Array.from({ length: Math.floor(30 / c) }, (_, i) => [a * (i + 1), b * (i + 1), c * (i + 1)] as const),
);

export const templates = [
  defineTemplate(U, 'congruent-triangle-angle', {
    version: 2,
    params: (rng) => {
      const a = rng.int(30, 100);
      const b = rng.int(25, 150 - a);
      const askSide = rng.int(0, 2) === 0;
      // Three sides that close up into a triangle.
      const s0 = rng.int(4, 15);
      const s1 = rng.int(5, 18);
      const s: [number, number, number] = [s0, s1, rng.int(Math.abs(s0 - s1) + 1, s0 + s1 - 1)];
      return { a, b, askSide, s };
    },
    ranges: { s: [1, 100] },
    generate: ({ a, b, askSide, s }, rng) => {
      const intro = [
        `삼각형 ㄱㄴㄷ과 삼각형 ㄹㅁㅂ은 서로 합동입니다. ${MATCH_KO}`,
        'Triangles ABC and DEF are congruent, with A, B and C matching D, E and F.',
      ];
      if (askSide) {
        const ans = s[1];
        return multiple(rng, {
          difficulty: 2,
          stem: [
            `${intro[0]} 변 ㄱㄴ은 ${m(`${s[0]}${CM}`)}, 변 ㄴㄷ은 ${m(`${s[1]}${CM}`)}, 변 ㄱㄷ은 ${m(`${s[2]}${CM}`)}입니다. 변 ㅁㅂ은 몇 cm입니까?`,
            `${intro[1]} AB is ${m(`${s[0]}${CM}`)}, BC is ${m(`${s[1]}${CM}`)} and AC is ${m(`${s[2]}${CM}`)}. How long is EF, in cm?`,
          ],
          ...valueChoices(ans, [s[0], s[2], s[0] + s[1] + s[2], ans + 1], { unit: CM, min: 1 }),
          steps: [
            [
              '합동인 두 도형에서 대응변의 길이는 서로 같습니다.',
              'In congruent figures, corresponding sides are equal.',
            ],
            [
              `꼭짓점 ㅁ은 꼭짓점 ㄴ과, 꼭짓점 ㅂ은 꼭짓점 ㄷ과 대응하므로 변 ㅁㅂ의 대응변은 변 ㄴㄷ입니다. 따라서 변 ㅁㅂ은 ${m(`${ans}${CM}`)}입니다.`,
              `E matches B and F matches C, so EF corresponds to BC: EF is ${m(`${ans}${CM}`)}.`,
            ],
          ],
        });
      }
      const c = 180 - a - b;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `${intro[0]} 각 ㄱ은 ${m(deg(a))}, 각 ㅁ은 ${m(deg(b))}입니다. 각 ㅂ은 몇 도입니까?`,
          `${intro[1]} Angle A is ${m(deg(a))} and angle E is ${m(deg(b))}. What is the measure of angle F?`,
        ],
        ...valueChoices(c, [a, b, 180 - a, 360 - a - b, c + 10], { unit: DEG, min: 1, step: 5 }),
        steps: [
          [
            `각 ㄹ은 각 ㄱ과 대응하므로 ${m(deg(a))}입니다. 삼각형 ㄹㅁㅂ의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
            `Angle D matches angle A, so it is ${m(deg(a))}. The angles of triangle DEF add up to ${m(deg(180))}.`,
          ],
          [
            `각 ㅂ은 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
            `Angle F is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
          ],
        ],
      });
    },
    // Match parts through the vertex correspondence A→D, B→E, C→F and use the triangle angle sum by search.
    check: ({ a, b, askSide, s }, problem) => {
      if (askSide) {
        const abc: Record<string, number> = { AB: s[0], BC: s[1], AC: s[2] };
        const map: Record<string, string> = { E: 'B', F: 'C' };
        return keyIs(problem, abc[`${map.E}${map.F}`] as number);
      }
      for (let f = 1; f < 180; f++) if (a + b + f === 180) return keyIs(problem, f);
      return false;
    },
  }),
  defineTemplate(U, 'line-symmetric-perimeter', {
    version: 2,
    params: (rng) => ({
      sides: Array.from({ length: rng.int(2, 4) }, () => rng.int(2, 15)),
      onAxis: rng.int(0, 1) === 1,
      cross: rng.int(2, 9),
    }),
    generate: ({ sides, onAxis, cross }) => {
      const axisSide = onAxis ? cross * 2 : 0;
      const half = sides.reduce((t, x) => t + x, 0);
      const per = 2 * half + axisSide;
      const items = sides.map((x) => m(`${x}${CM}`));
      const list = items.join(', ');
      const listEn =
        items.length === 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
      return essay({
        difficulty: 3,
        stem: [
          `선대칭도형의 대칭축 한쪽에 있는 변의 길이가 ${list}입니다.${onAxis ? ` 또 대칭축과 수직으로 만나는 변이 하나 있는데, 그 변에서 대칭축 한쪽에 있는 부분은 ${m(`${cross}${CM}`)}입니다.` : ''} 이 도형의 둘레는 몇 cm입니까?`,
          `On one side of its line of symmetry, a line-symmetric figure has sides of ${listEn}.${onAxis ? ` One more side crosses the line of symmetry at a right angle, and the part of it on this side is ${m(`${cross}${CM}`)}.` : ''} What is the perimeter of the figure, in cm?`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            '선대칭도형은 대칭축을 따라 접으면 완전히 겹치므로 대응변의 길이가 같습니다.',
            'Folding along the line of symmetry makes the two halves match, so corresponding sides are equal.',
          ],
          [
            `한쪽 변의 길이의 합은 ${m(`${sides.join('+')}=${half}`)}(cm)이고, 반대쪽에도 같은 길이의 변이 있습니다.${onAxis ? ` 대칭축을 지나는 변은 ${m(`${cross}\\times2=${axisSide}`)}(cm)입니다.` : ''}`,
            `The sides on one side add up to ${m(`${sides.join('+')}=${half}`)} cm, and the other side matches them.${onAxis ? ` The side crossing the axis is ${m(`${cross}\\times2=${axisSide}`)} cm.` : ''}`,
          ],
          [
            `둘레는 ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)}(cm)입니다.`,
            `The perimeter is ${m(onAxis ? `${half}\\times2+${axisSide}=${per}` : `${half}\\times2=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Reflect: list every side of the whole figure and add them.
    check: ({ sides, onAxis, cross }, problem) => {
      const whole = [...sides, ...[...sides].reverse()];
      if (onAxis) whole.push(cross + cross);
      return keyIs(
        problem,
        whole.reduce((t, x) => t + x, 0),
      );
    },
  }),
  defineTemplate(U, 'point-symmetric', {
    version: 2,
    params: (rng) => ({
      half: rng.int(2, 25),
      askWhole: rng.int(0, 1) === 1,
      side: rng.int(3, 20),
      other: rng.int(3, 20),
      kind: rng.int(0, 1),
    }),
    generate: ({ half, askWhole, side, other, kind }, rng) => {
      if (kind === 0) {
        const ans = askWhole ? half * 2 : half;
        const given = askWhole ? half : half * 2;
        return multiple(rng, {
          difficulty: 2,
          stem: askWhole
            ? [
                `점대칭도형에서 점 ㄱ과 대칭의 중심 ㅇ 사이의 거리가 ${m(`${given}${CM}`)}입니다. 점 ㄱ과 그 대응점 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(`${given}${CM}`)} from the center of symmetry O. How far is A from its corresponding point, in cm?`,
              ]
            : [
                `점대칭도형에서 점 ㄱ과 그 대응점 사이의 거리가 ${m(`${given}${CM}`)}입니다. 점 ㄱ과 대칭의 중심 사이의 거리는 몇 cm입니까?`,
                `In a point-symmetric figure, point A is ${m(`${given}${CM}`)} from its corresponding point. How far is A from the center of symmetry, in cm?`,
              ],
          ...valueChoices(ans, [given, askWhole ? half * 4 : half / 2, ans + 1, ans + 2], { unit: CM, min: 1 }),
          steps: [
            [
              '대응점끼리 이은 선분은 대칭의 중심에 의해 길이가 같은 두 부분으로 나누어집니다.',
              'The center of symmetry cuts the segment joining corresponding points exactly in half.',
            ],
            askWhole
              ? [`따라서 ${m(`${given}\\times2=${ans}`)}(cm)입니다.`, `So it is ${m(`${given}\\times2=${ans}`)} cm.`]
              : [`따라서 ${m(`${given}\\div2=${ans}`)}(cm)입니다.`, `So it is ${m(`${given}\\div2=${ans}`)} cm.`],
          ],
        });
      }
      const per = 2 * (side + other);
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `사각형 ㄱㄴㄷㄹ은 점대칭도형입니다. 변 ㄱㄴ은 ${m(`${side}${CM}`)}, 변 ㄴㄷ은 ${m(`${other}${CM}`)}입니다. 이 사각형의 둘레는 몇 cm입니까?`,
          `Quadrilateral ABCD is point-symmetric. AB is ${m(`${side}${CM}`)} and BC is ${m(`${other}${CM}`)}. What is its perimeter, in cm?`,
        ],
        ...valueChoices(per, [side + other, side * other, 4 * side, per + 2], { unit: CM, min: 1, step: 2 }),
        steps: [
          [
            '점대칭도형에서 대응변의 길이는 같으므로 변 ㄷㄹ은 변 ㄱㄴ과, 변 ㄹㄱ은 변 ㄴㄷ과 길이가 같습니다.',
            'Corresponding sides are equal: CD = AB and DA = BC.',
          ],
          [
            `둘레는 ${m(`(${side}+${other})\\times2=${per}`)}(cm)입니다.`,
            `The perimeter is ${m(`(${side}+${other})\\times2=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Put the centre at 0 on a number line: A at -half, its image at +half.
    check: ({ half, askWhole, side, other, kind }, problem) => {
      if (kind === 1) return keyIs(problem, side + other + side + other);
      const a = -half;
      const image = -a;
      return keyIs(problem, askWhole ? image - a : 0 - a);
    },
  }),
  defineTemplate(U, 'congruent-perimeter', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const [a, b, c] = [rng.int(4, 20), rng.int(4, 20), rng.int(4, 20)];
        if (a + b > c && b + c > a && c + a > b && new Set([a, b, c]).size === 3) return { a, b, c };
      }
    },
    generate: ({ a, b, c }) => {
      const per = a + b + c;
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-2-3.s2',
        stem: [
          `삼각형 ㄱㄴㄷ과 삼각형 ㄹㅁㅂ은 서로 합동입니다. ${MATCH_KO} 변 ㄱㄴ은 ${m(`${a}${CM}`)}, 변 ㅁㅂ은 ${m(`${b}${CM}`)}, 변 ㄹㅂ은 ${m(`${c}${CM}`)}입니다. 삼각형 ㄱㄴㄷ의 둘레는 몇 cm인지 풀이 과정을 쓰고 답을 구하시오.`,
          `Triangles ABC and DEF are congruent, with A, B and C matching D, E and F. AB is ${m(`${a}${CM}`)}, EF is ${m(`${b}${CM}`)} and DF is ${m(`${c}${CM}`)}. Find the perimeter of triangle ABC in centimeters, and show your work.`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            '합동인 두 도형에서 대응변의 길이는 서로 같습니다. 주어진 변이 삼각형 ㄱㄴㄷ의 어느 변과 대응하는지 찾습니다.',
            'Corresponding sides of congruent figures are equal, so find which side of triangle ABC each given side matches.',
          ],
          [
            `변 ㅁㅂ은 변 ㄴㄷ과, 변 ㄹㅂ은 변 ㄱㄷ과 대응하므로 변 ㄴㄷ은 ${m(`${b}${CM}`)}, 변 ㄱㄷ은 ${m(`${c}${CM}`)}입니다.`,
            `EF matches BC and DF matches AC, so BC is ${m(`${b}${CM}`)} and AC is ${m(`${c}${CM}`)}.`,
          ],
          [`둘레는 ${m(`${a}+${b}+${c}=${per}`)}(cm)입니다.`, `The perimeter is ${m(`${a}+${b}+${c}=${per}`)} cm.`],
        ],
      });
    },
    // Carry each side of DEF back through the vertex match (D→A, E→B, F→C) and add the sides of ABC.
    check: ({ a, b, c }, problem) => {
      const def: Record<string, number> = { EF: b, DF: c };
      const back: Record<string, string> = { D: 'A', E: 'B', F: 'C' };
      const abc: Record<string, number> = { AB: a };
      for (const [side, length] of Object.entries(def)) abc[side.replace(/./g, (v) => back[v] ?? v)] = length;
      return keyIs(
        problem,
        Object.values(abc).reduce((t, x) => t + x, 0),
      );
    },
  }),
  defineTemplate(U, 'kite-angle', {
    version: 2,
    params: (rng) => {
      for (;;) {
        const top = rng.int(8, 28) * 5;
        const side = rng.int(10, 26) * 5;
        const bottom = 360 - top - 2 * side;
        if (bottom >= 30 && bottom <= 160 && bottom !== top) return { top, side };
      }
    },
    generate: ({ top, side }) => {
      const bottom = 360 - top - 2 * side;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-3.s3',
        stem: [
          `사각형 ㄱㄴㄷㄹ은 직선 ㄱㄷ을 대칭축으로 하는 선대칭도형입니다. 각 ㄴㄱㄹ은 ${m(deg(top))}, 각 ㄱㄴㄷ은 ${m(deg(side))}입니다. 각 ㄴㄷㄹ은 몇 도입니까?`,
          `Quadrilateral ABCD is line-symmetric about line AC. Angle BAD is ${m(deg(top))} and angle ABC is ${m(deg(side))}. What is the measure of angle BCD?`,
        ],
        answer: String(bottom),
        form: 'number',
        unit: '도',
        steps: [
          [
            '대칭축을 따라 접으면 꼭짓점 ㄴ과 꼭짓점 ㄹ이 겹치므로, 선대칭도형에서 대응각의 크기는 같습니다.',
            'Folding along the line of symmetry puts B on D, so corresponding angles of a line-symmetric figure are equal.',
          ],
          [
            `각 ㄱㄹㄷ은 각 ㄱㄴㄷ의 대응각이므로 ${m(deg(side))}입니다.`,
            `Angle ADC matches angle ABC, so it is also ${m(deg(side))}.`,
          ],
          [
            `사각형의 네 각의 크기의 합은 ${m(deg(360))}이므로 각 ㄴㄷㄹ은 ${m(`${deg(360)}-${deg(top)}-${deg(side)}-${deg(side)}=${deg(bottom)}`)}입니다.`,
            `The angles of a quadrilateral add up to ${m(deg(360))}, so angle BCD is ${m(`${deg(360)}-${deg(top)}-${deg(side)}-${deg(side)}=${deg(bottom)}`)}.`,
          ],
        ],
      });
    },
    // Cut along the axis AC: triangle ABC has angles top/2 at A and side at B, so the half-angle at C is what is left.
    check: ({ top, side }, problem) => {
      const halfAtC = 180 - top / 2 - side;
      return keyIs(problem, halfAtC * 2);
    },
  }),
  defineTemplate(U, 'axes-of-regular-polygons', {
    version: 2,
    params: (rng) => {
      const n = rng.int(3, 10);
      return { n, k: rng.intExcept(3, 10, [n]) };
    },
    generate: ({ n, k }, rng) => {
      const sum = n + k;
      return multiple(rng, {
        difficulty: 2,
        subUnit: 'kr-e5-2-3.s3',
        stem: [
          `${withJosa(regularPolygonKo(n), '과/와')} ${regularPolygonKo(k)}의 대칭축은 모두 몇 개입니까?`,
          `How many lines of symmetry do ${an(regularPolygon(n))} and ${an(regularPolygon(k))} have in all?`,
        ],
        correct: m(sum),
        wrong: [sum * 2, n * k, Math.floor(n / 2) + Math.floor(k / 2), sum - 1, sum + 1, sum - 2, sum + 2].map((v) =>
          m(v),
        ),
        steps: [
          [
            '정다각형은 꼭짓점이나 변의 가운데를 지나는 직선을 따라 접으면 겹치므로, 대칭축의 수가 변의 수와 같습니다.',
            'A regular polygon folds onto itself along lines through its vertices or the midpoints of its sides: it has as many lines of symmetry as sides.',
          ],
          [
            `${regularPolygonKo(n)}의 대칭축은 ${m(n)}개, ${regularPolygonKo(k)}의 대칭축은 ${m(k)}개이므로 모두 ${m(`${n}+${k}=${sum}`)}(개)입니다.`,
            `The ${regularPolygon(n)} has ${m(n)} and the ${regularPolygon(k)} has ${m(k)}, so ${m(`${n}+${k}=${sum}`)} in all.`,
          ],
        ],
      });
    },
    // Mark the 2n points around the polygon in half-steps (vertices and midpoints of sides): each line of symmetry
    // joins one of them to the point opposite it, so count the distinct lines.
    check: ({ n, k }, problem) => {
      const axes = (sides: number) => {
        const lines = new Set<string>();
        for (let v = 0; v < sides; v++) {
          // A line through vertex v and the centre, named by the smaller end in half-steps around the polygon.
          const ends = [2 * v, (2 * v + sides) % (2 * sides)].sort((x, y) => x - y);
          lines.add(ends.join('-'));
        }
        for (let s = 0; s < sides; s++) {
          const ends = [2 * s + 1, (2 * s + 1 + sides) % (2 * sides)].sort((x, y) => x - y);
          lines.add(ends.join('-'));
        }
        return lines.size;
      };
      return keyIs(problem, axes(n) + axes(k));
    },
  }),
  defineTemplate(U, 'point-symmetric-angle', {
    version: 2,
    params: (rng) => ({ a: rng.int(11, 34) * 5, askNext: rng.int(0, 1) === 1 }),
    generate: ({ a, askNext }, rng) => {
      const ans = askNext ? 180 - a : a;
      return multiple(rng, {
        difficulty: 3,
        subUnit: 'kr-e5-2-3.s4',
        stem: [
          `사각형 ㄱㄴㄷㄹ은 점대칭도형입니다. 각 ㄱㄴㄷ이 ${m(deg(a))}일 때, 각 ${askNext ? 'ㄴㄷㄹ' : 'ㄷㄹㄱ'}은 몇 도입니까?`,
          `Quadrilateral ABCD is point-symmetric. Angle ABC is ${m(deg(a))}. What is the measure of angle ${askNext ? 'BCD' : 'CDA'}?`,
        ],
        ...valueChoices(ans, [180 - ans, 360 - a, 90, ans + 10, ans - 10], { unit: DEG, min: 1, step: 5 }),
        steps: [
          [
            '점대칭도형을 대칭의 중심을 중심으로 180° 돌리면 처음 도형과 겹칩니다. 그래서 꼭짓점 ㄱ과 ㄷ, ㄴ과 ㄹ이 대응점이고 대응각의 크기가 같습니다.',
            'Turning a point-symmetric figure 180° about its center puts it on itself, so A matches C, B matches D, and corresponding angles are equal.',
          ],
          askNext
            ? [
                `각 ㄱㄴㄷ과 각 ㄷㄹㄱ이 같고, 각 ㄴㄷㄹ과 각 ㄹㄱㄴ이 같습니다. 네 각의 합이 ${m(deg(360))}이므로 각 ㄱㄴㄷ과 각 ㄴㄷㄹ의 합은 ${m(deg(180))}이고, 각 ㄴㄷㄹ은 ${m(`${deg(180)}-${deg(a)}=${deg(ans)}`)}입니다.`,
                `Angles ABC and CDA are equal, and so are BCD and DAB. The four add up to ${m(deg(360))}, so ABC and BCD add up to ${m(deg(180))}: angle BCD is ${m(`${deg(180)}-${deg(a)}=${deg(ans)}`)}.`,
              ]
            : [
                `각 ㄷㄹㄱ은 각 ㄱㄴㄷ의 대응각이므로 ${m(deg(ans))}입니다.`,
                `Angle CDA corresponds to angle ABC, so it is ${m(deg(ans))}.`,
              ],
        ],
      });
    },
    // A point-symmetric quadrilateral is a parallelogram: walk the angles around, each pair of neighbours making 180°.
    check: ({ a, askNext }, problem) => {
      const angles = [0, a, 0, 0];
      for (let i = 2; i <= 4; i++) angles[i % 4] = 180 - (angles[(i - 1) % 4] as number);
      return keyIs(problem, angles[askNext ? 2 : 3] as number);
    },
  }),
  defineTemplate(U, 'complete-symmetric-perimeter', {
    version: 2,
    params: (rng) => {
      const [p, q, r] = rng.pick(RIGHT_TRIANGLES);
      return { base: p, height: q, slant: r, swap: rng.int(0, 1) === 1 };
    },
    generate: ({ base: p, height: q, slant, swap }) => {
      const [base, height] = swap ? [q, p] : [p, q];
      const per = 2 * slant + 2 * base;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-2-3.s3',
        stem: [
          `각 ㄱㄴㄷ이 직각인 직각삼각형 ㄱㄴㄷ에서 변 ㄱㄴ은 ${m(`${height}${CM}`)}, 변 ㄴㄷ은 ${m(`${base}${CM}`)}, 변 ㄱㄷ은 ${m(`${slant}${CM}`)}입니다. 직선 ㄱㄴ을 대칭축으로 하는 선대칭도형을 완성하면 삼각형이 됩니다. 완성한 삼각형의 둘레는 몇 cm입니까?`,
          `Right triangle ABC has its right angle at B, with AB ${m(`${height}${CM}`)}, BC ${m(`${base}${CM}`)} and AC ${m(`${slant}${CM}`)}. Completing a line-symmetric figure with line AB as its line of symmetry makes a bigger triangle. What is the perimeter of that triangle, in cm?`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `대칭축 ㄱㄴ의 반대쪽에 변 ㄴㄷ, ㄱㄷ과 길이가 같은 변이 생깁니다. 변 ㄱㄴ은 대칭축 위에 있어 완성한 삼각형의 안쪽에 들어가므로 둘레에 넣지 않는 것이 핵심입니다.`,
            `Reflecting across AB adds a copy of BC and of AC on the other side. The key is that AB lies on the line of symmetry, inside the new triangle, so it is not part of the perimeter.`,
          ],
          [
            `완성한 삼각형의 밑변은 ${m(`${base}\\times2=${2 * base}`)}(cm)이고, 나머지 두 변은 각각 ${m(`${slant}${CM}`)}입니다.`,
            `The new triangle has a base of ${m(`${base}\\times2=${2 * base}`)} cm and two sides of ${m(`${slant}${CM}`)}.`,
          ],
          [
            `둘레는 ${m(`${2 * base}+${slant}+${slant}=${per}`)}(cm)입니다.`,
            `Its perimeter is ${m(`${2 * base}+${slant}+${slant}=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Put B at the origin, C at (base, 0) and A at (0, height); the mirror image of C is (−base, 0). Walk around A, C,
    // C′ and back to A, measuring each side by the Pythagorean theorem.
    check: ({ base: p, height: q, swap }, problem) => {
      const [base, height] = swap ? [q, p] : [p, q];
      const pts: [number, number][] = [
        [0, height],
        [base, 0],
        [-base, 0],
      ];
      let per = 0;
      for (let i = 0; i < 3; i++) {
        const [x1, y1] = pts[i]!;
        const [x2, y2] = pts[(i + 1) % 3]!;
        per += Math.hypot(x2 - x1, y2 - y1);
      }
      return keyIs(problem, Math.round(per));
    },
  }),
];
