// 6-2 원기둥, 원뿔, 구: the net of a cylinder (its side, its perimeter, a paint roller), views of a cylinder and a cone,
// a cylinder from a turned rectangle, and spheres (π = 3.14).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { solid, withFigure } from '../kit/figures.js';

const U = 'kr-e6-2-6';
const PI = '3.14';
const CM = '\\text{ cm}';
const CM2 = '\\text{cm}^2';
/** a × 3.14, exact. */
const times314 = (a: number | Q): Q => q(314, 100).mul(a);
const PI_NOTE = [`(원주율: ${m(PI)})`, `(Use ${m(PI)} for ${m('\\pi')}.)`] as const;

export const templates = [
  // Version 3 sketches the cylinder with its radius and height.
  defineTemplate(U, 'cylinder-net-width', {
    version: 3,
    params: (rng) => ({ r: rng.int(2, 25), h: rng.int(3, 30), askArea: rng.int(0, 1) === 1 }),
    generate: ({ r, h, askArea }, rng) => {
      const width = times314(2 * r);
      const area = width.mul(h);
      const given = [
        `밑면의 반지름이 ${m(`${r}${CM}`)}, 높이가 ${m(`${h}${CM}`)}인 원기둥`,
        `a cylinder with base radius ${m(`${r}${CM}`)} and height ${m(`${h}${CM}`)}`,
      ];
      const widthStep: [string, string] = [
        `원기둥의 전개도에서 옆면은 직사각형이고, 옆면의 가로는 밑면의 둘레와 같으므로 ${m(`${r}\\times2\\times${PI}=${num(width)}`)}(cm)입니다.`,
        `In the net, the side is a rectangle whose length is the circumference of a base: ${m(`${r}\\times2\\times${PI}=${num(width)}`)} cm.`,
      ];
      if (askArea)
        return withFigure(
          essay({
            difficulty: 4,
            stem: [
              `${given[0]}의 전개도에서 옆면의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
              `In the net of ${given[1]}, what is the area of the side (the rectangle), in ${m(CM2)}? ${PI_NOTE[1]}`,
            ],
            answer: num(area, { group: false }),
            form: 'number',
            unit: 'cm^2',
            steps: [
              widthStep,
              [
                `옆면의 세로는 원기둥의 높이 ${m(`${h}${CM}`)}이므로 넓이는 ${m(`${num(width)}\\times${h}=${num(area)}`)} ${m(`(${CM2})`)}입니다.`,
                `Its width is the height, ${m(`${h}${CM}`)}, so its area is ${m(`${num(width)}\\times${h}=${num(area)}`)} ${m(CM2)}.`,
              ],
            ],
          }),
          solid({ kind: 'cylinder', radius: r, height: h, labels: { radius: `${r} cm`, height: `${h} cm` } }),
        );
      return withFigure(
        multiple(rng, {
          difficulty: 3,
          stem: [
            `${given[0]}의 전개도를 그렸습니다. 옆면인 직사각형의 가로는 몇 cm입니까? ${PI_NOTE[0]}`,
            `A net is drawn for ${given[1]}. How long is the rectangle for the side, in cm? ${PI_NOTE[1]}`,
          ],
          ...valueChoices(width, [times314(r), h, times314(r * r), 2 * r, width.add(q(314, 100))], {
            unit: CM,
            min: 1,
          }),
          steps: [
            [
              '원기둥의 전개도에서 옆면의 가로는 밑면의 둘레와 같습니다.',
              "In a cylinder's net, the side rectangle's length equals the circumference of a base.",
            ],
            [
              `${m(`${r}\\times2\\times${PI}=${num(width)}`)}(cm)입니다.`,
              `${m(`${r}\\times2\\times${PI}=${num(width)}`)} cm.`,
            ],
          ],
        }),
        solid({ kind: 'cylinder', radius: r, height: h, labels: { radius: `${r} cm`, height: `${h} cm` } }),
      );
    },
    // π as 157/50, radius doubled by addition.
    check: ({ r, h, askArea }, problem) => {
      const circumference = ((r + r) * 157) / 50;
      return keyIs(problem, askArea ? circumference * h : circumference);
    },
  }),
  defineTemplate(U, 'front-view-perimeter', {
    version: 2,
    params: (rng) => ({ r: rng.int(2, 20), h: rng.int(3, 30), slant: rng.int(0, 1) === 1 }),
    generate: ({ r, h, slant }, rng) => {
      const d = 2 * r;
      const s = r + h;
      const per = slant ? 2 * s + d : 2 * (d + h);
      return multiple(rng, {
        difficulty: 3,
        stem: slant
          ? [
              `밑면의 지름이 ${m(`${d}${CM}`)}이고 모선의 길이가 ${m(`${s}${CM}`)}인 원뿔을 앞에서 본 모양의 둘레는 몇 cm입니까?`,
              `A cone has a base diameter of ${m(`${d}${CM}`)} and a slant height of ${m(`${s}${CM}`)}. What is the perimeter of its front view, in cm?`,
            ]
          : [
              `밑면의 지름이 ${m(`${d}${CM}`)}이고 높이가 ${m(`${h}${CM}`)}인 원기둥을 앞에서 본 모양의 둘레는 몇 cm입니까?`,
              `A cylinder has a base diameter of ${m(`${d}${CM}`)} and a height of ${m(`${h}${CM}`)}. What is the perimeter of its front view, in cm?`,
            ],
        ...valueChoices(per, slant ? [2 * s + r, s + d, 2 * (s + d), per + 2] : [d + h, 2 * (r + h), d * h, per + 2], {
          unit: CM,
          min: 1,
          step: 2,
        }),
        steps: slant
          ? [
              [
                '원뿔을 앞에서 보면 두 변이 모선이고 밑변이 밑면의 지름인 이등변삼각형입니다.',
                'From the front, a cone looks like an isosceles triangle: its two equal sides are slant heights and its base is the diameter.',
              ],
              [`둘레는 ${m(`${s}+${s}+${d}=${per}`)}(cm)입니다.`, `The perimeter is ${m(`${s}+${s}+${d}=${per}`)} cm.`],
            ]
          : [
              [
                '원기둥을 앞에서 보면 가로가 밑면의 지름, 세로가 높이인 직사각형입니다.',
                'From the front, a cylinder looks like a rectangle: the diameter by the height.',
              ],
              [
                `둘레는 ${m(`(${d}+${h})\\times2=${per}`)}(cm)입니다.`,
                `The perimeter is ${m(`(${d}+${h})\\times2=${per}`)} cm.`,
              ],
            ],
      });
    },
    // Walk around the outline side by side.
    check: ({ r, h, slant }, problem) => {
      const sides = slant ? [r + h, r + h, r + r] : [r + r, h, r + r, h];
      return keyIs(
        problem,
        sides.reduce((t, x) => t + x, 0),
      );
    },
  }),
  defineTemplate(U, 'sphere-cut', {
    version: 2,
    params: (rng) => ({ r: rng.int(2, 40), ask: rng.int(0, 2) }),
    generate: ({ r, ask }, rng) => {
      if (ask === 0)
        return essay({
          difficulty: 2,
          stem: [
            `지름이 ${m(`${2 * r}${CM}`)}인 구의 반지름은 몇 cm입니까?`,
            `A sphere has a diameter of ${m(`${2 * r}${CM}`)}. What is its radius, in cm?`,
          ],
          answer: String(r),
          form: 'number',
          unit: 'cm',
          steps: [
            [
              '구의 중심에서 구의 겉면의 한 점을 이은 선분이 반지름이고, 지름은 반지름의 2배입니다.',
              "A sphere's radius joins its center to its surface; the diameter is twice the radius.",
            ],
            [`반지름은 ${m(`${2 * r}\\div2=${r}`)}(cm)입니다.`, `The radius is ${m(`${2 * r}\\div2=${r}`)} cm.`],
          ],
        });
      const cutKo = `반지름이 ${m(`${r}${CM}`)}인 구를 중심을 지나도록 평면으로 잘랐습니다.`;
      const cutEn = `A sphere with a radius of ${m(`${r}${CM}`)} is cut by a plane through its center.`;
      const why: [string, string] = [
        '구의 중심을 지나도록 자르면 잘린 면은 구와 반지름이 같은 원입니다.',
        'Cutting through the center gives a circle with the same radius as the sphere.',
      ];
      if (ask === 1) {
        const c = times314(2 * r);
        return multiple(rng, {
          difficulty: 3,
          stem: [
            `${cutKo} 잘린 면인 원의 둘레는 몇 cm입니까? ${PI_NOTE[0]}`,
            `${cutEn} What is the circumference of the cut face, in cm? ${PI_NOTE[1]}`,
          ],
          ...valueChoices(c, [times314(r), times314(r * r), times314(4 * r), 2 * r], { unit: CM, min: 1 }),
          steps: [
            why,
            [`${m(`${r}\\times2\\times${PI}=${num(c)}`)}(cm)입니다.`, `${m(`${r}\\times2\\times${PI}=${num(c)}`)} cm.`],
          ],
        });
      }
      const a = times314(r * r);
      return multiple(rng, {
        difficulty: 4,
        stem: [
          `${cutKo} 잘린 면의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `${cutEn} What is the area of the cut face, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        ...valueChoices(a, [times314(2 * r), times314(4 * r * r), times314(r), a.add(q(314, 100))], { min: 1 }),
        steps: [
          why,
          [
            `${m(`${r}\\times${r}\\times${PI}=${num(a)}`)} ${m(`(${CM2})`)}입니다.`,
            `${m(`${r}\\times${r}\\times${PI}=${num(a)}`)} ${m(CM2)}.`,
          ],
        ],
      });
    },
    check: ({ r, ask }, problem) =>
      keyIs(problem, ask === 0 ? (r + r) / 2 : ask === 1 ? ((r + r) * 157) / 50 : (r * r * 157) / 50),
  }),
  defineTemplate(U, 'roller-paint', {
    version: 1,
    params: (rng) => ({ d: rng.int(2, 8) * 2, len: rng.int(4, 12) * 5, turns: rng.int(2, 10) }),
    generate: ({ d, len, turns }) => {
      const once = times314(d).mul(len);
      const total = once.mul(turns);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s2`,
        stem: [
          `밑면의 지름이 ${m(`${d}${CM}`)}이고 길이가 ${m(`${len}${CM}`)}인 원기둥 모양의 롤러에 페인트를 묻혀 ${m(turns)}바퀴 굴렸습니다. 페인트가 칠해진 부분의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `A paint roller shaped like a cylinder has a base diameter of ${m(`${d}${CM}`)} and a length of ${m(`${len}${CM}`)}. It is rolled ${m(turns)} full turns. What area is painted, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        answer: num(total, { group: false }),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `핵심은 롤러가 한 바퀴 돌 때 칠해지는 넓이가 원기둥의 옆면의 넓이라는 것입니다. 옆면을 펼치면 가로가 밑면의 둘레 ${m(`${d}\\times${PI}=${num(times314(d))}`)}(cm), 세로가 ${m(`${len}${CM}`)}인 직사각형입니다.`,
            `The key: one turn paints exactly the side of the cylinder. Unrolled, the side is a rectangle ${m(`${d}\\times${PI}=${num(times314(d))}`)} cm (the base's circumference) by ${m(`${len}${CM}`)}.`,
          ],
          [
            `한 바퀴에 ${m(`${num(times314(d))}\\times${len}=${num(once)}`)}(${m(CM2)})이므로 ${m(turns)}바퀴에는 ${m(`${num(once)}\\times${turns}=${num(total)}`)}(${m(CM2)})입니다.`,
            `One turn paints ${m(`${num(times314(d))}\\times${len}=${num(once)}`)} ${m(CM2)}, so ${m(turns)} turns paint ${m(`${num(once)}\\times${turns}=${num(total)}`)} ${m(CM2)}.`,
          ],
        ],
      });
    },
    // Radius × 2 × 3.14 × length per turn, in hundredths.
    check: ({ d, len, turns }, problem) => keyIs(problem, ((d / 2) * 2 * 314 * len * turns) / 100),
  }),
  defineTemplate(U, 'net-side-perimeter', {
    version: 1,
    params: (rng) => ({ r: rng.int(2, 15), h: rng.int(5, 30) }),
    generate: ({ r, h }) => {
      const around = times314(2 * r);
      const per = around.mul(2).add(2 * h);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s2`,
        stem: [
          `밑면의 반지름이 ${m(`${r}${CM}`)}이고 높이가 ${m(`${h}${CM}`)}인 원기둥의 전개도를 그렸습니다. 전개도에서 옆면인 직사각형의 둘레는 몇 cm입니까? ${PI_NOTE[0]}`,
          `A net is drawn for a cylinder with a base radius of ${m(`${r}${CM}`)} and a height of ${m(`${h}${CM}`)}. What is the perimeter of the rectangle for the side, in cm? ${PI_NOTE[1]}`,
        ],
        answer: num(per, { group: false }),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `옆면의 가로는 밑면의 둘레와 같으므로 ${m(`${r}\\times2\\times${PI}=${num(around)}`)}(cm)이고, 세로는 원기둥의 높이 ${m(`${h}${CM}`)}입니다.`,
            `The rectangle's length is the base's circumference, ${m(`${r}\\times2\\times${PI}=${num(around)}`)} cm, and its width is the height, ${m(`${h}${CM}`)}.`,
          ],
          [
            `둘레는 ${m(`(${num(around)}+${h})\\times2=${num(per)}`)}(cm)입니다.`,
            `Its perimeter is ${m(`(${num(around)}+${h})\\times2=${num(per)}`)} cm.`,
          ],
        ],
      });
    },
    // Walk around the rectangle: circumference, height, circumference, height, in hundredths.
    check: ({ r, h }, problem) => keyIs(problem, (2 * r * 314 + h * 100 + 2 * r * 314 + h * 100) / 100),
  }),
  defineTemplate(U, 'cone-front-view', {
    version: 1,
    params: (rng) => {
      const r = rng.int(3, 15);
      return { r, slant: r + rng.int(2, 12) };
    },
    generate: ({ r, slant }) => {
      const per = 2 * slant + 2 * r;
      return essay({
        difficulty: 3,
        subUnit: `${U}.s3`,
        stem: [
          `밑면의 반지름이 ${m(`${r}${CM}`)}이고 모선의 길이가 ${m(`${slant}${CM}`)}인 원뿔을 앞에서 본 모양의 둘레는 몇 cm입니까?`,
          `A cone has a base radius of ${m(`${r}${CM}`)} and a slant height of ${m(`${slant}${CM}`)}. What is the perimeter of its front view, in cm?`,
        ],
        answer: String(per),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `원뿔을 앞에서 보면 두 변이 모선이고 밑변이 밑면의 지름인 이등변삼각형입니다.`,
            `From the front a cone looks like an isosceles triangle: its two equal sides are slant heights and its base is the diameter.`,
          ],
          [
            `밑변은 ${m(`${r}\\times2=${2 * r}`)}(cm)이므로 둘레는 ${m(`${slant}+${slant}+${2 * r}=${per}`)}(cm)입니다.`,
            `The base is ${m(`${r}\\times2=${2 * r}`)} cm, so the perimeter is ${m(`${slant}+${slant}+${2 * r}=${per}`)} cm.`,
          ],
        ],
      });
    },
    // Two slant edges and two radii.
    check: ({ r, slant }, problem) =>
      keyIs(
        problem,
        [slant, slant, r, r].reduce((a, b) => a + b, 0),
      ),
  }),
  defineTemplate(U, 'sphere-from-front-view', {
    version: 1,
    params: (rng) => ({ r: rng.int(2, 25) }),
    generate: ({ r }) => {
      const c = times314(2 * r);
      return essay({
        difficulty: 3,
        subUnit: `${U}.s4`,
        stem: [
          `구를 앞에서 본 모양은 원이고, 그 원의 둘레는 ${m(`${num(c)}${CM}`)}입니다. 이 구의 반지름은 몇 cm입니까? ${PI_NOTE[0]}`,
          `Seen from the front, a sphere looks like a circle with a circumference of ${m(`${num(c)}${CM}`)}. What is the radius of the sphere, in cm? ${PI_NOTE[1]}`,
        ],
        answer: String(r),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `구를 어느 방향에서 보아도 구의 중심을 지나는 원, 곧 반지름이 구의 반지름과 같은 원이 보입니다.`,
            `From any direction a sphere shows a circle through its center, with the same radius as the sphere.`,
          ],
          [
            `원의 지름은 ${m(`${num(c)}\\div${PI}=${2 * r}`)}(cm)이므로 반지름은 ${m(`${2 * r}\\div2=${r}`)}(cm)입니다.`,
            `The circle's diameter is ${m(`${num(c)}\\div${PI}=${2 * r}`)} cm, so the radius is ${m(`${2 * r}\\div2=${r}`)} cm.`,
          ],
        ],
      });
    },
    // Grow the radius until its circle has the circumference printed.
    check: ({ r }, problem) => {
      for (let x = 1; x <= 100; x++) if (x * 628 === r * 628) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(U, 'rotated-rectangle', {
    version: 2,
    params: (rng) => ({ a: rng.int(2, 15), b: rng.int(3, 20), askArea: rng.int(0, 1) === 1 }),
    generate: ({ a, b, askArea }) => {
      const [diameter, area] = [2 * a, 2 * a * b];
      return essay({
        difficulty: 4,
        subUnit: `${U}.s1`,
        stem: [
          `가로가 ${m(`${a}${CM}`)}, 세로가 ${m(`${b}${CM}`)}인 직사각형을 세로를 기준으로 한 바퀴 돌려 원기둥을 만들었습니다. ${askArea ? `이 원기둥을 앞에서 본 모양의 넓이는 몇 ${m(CM2)}입니까?` : '이 원기둥의 밑면의 지름은 몇 cm입니까?'}`,
          `A rectangle ${m(`${a}${CM}`)} wide and ${m(`${b}${CM}`)} tall is turned one full turn about its vertical side to make a cylinder. ${askArea ? `What is the area of the cylinder's front view, in ${m(CM2)}?` : "What is the diameter of the cylinder's base, in cm?"}`,
        ],
        answer: String(askArea ? area : diameter),
        form: 'number',
        unit: askArea ? 'cm^2' : 'cm',
        steps: [
          [
            `핵심은 돌리는 축에서 떨어진 가로가 밑면의 반지름이 된다는 것입니다. 밑면의 반지름은 ${m(`${a}${CM}`)}, 높이는 ${m(`${b}${CM}`)}이므로 지름은 ${m(`${a}\\times2=${diameter}`)}(cm)입니다.`,
            `The key: the side that sweeps around the axis becomes the base's radius. The radius is ${m(`${a}${CM}`)} and the height ${m(`${b}${CM}`)}, so the diameter is ${m(`${a}\\times2=${diameter}`)} cm.`,
          ],
          askArea
            ? [
                `앞에서 본 모양은 가로 ${m(`${diameter}${CM}`)}, 세로 ${m(`${b}${CM}`)}인 직사각형이므로 넓이는 ${m(`${diameter}\\times${b}=${area}`)}(${m(CM2)})입니다.`,
                `The front view is a rectangle ${m(`${diameter}${CM}`)} by ${m(`${b}${CM}`)}, so its area is ${m(`${diameter}\\times${b}=${area}`)} ${m(CM2)}.`,
              ]
            : [
                `원기둥을 앞에서 보면 처음 직사각형과 그 직사각형을 축에 대해 뒤집은 모양이 붙어 있으므로 가로가 두 배가 됩니다.`,
                `From the front the cylinder shows the rectangle and its mirror image across the axis, so the width doubles.`,
              ],
        ],
      });
    },
    // The front view is the rectangle and its reflection across the axis.
    check: ({ a, b, askArea }, problem) => keyIs(problem, askArea ? a * b + a * b : a + a),
  }),
];
