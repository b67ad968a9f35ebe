// 6-2 원기둥, 원뿔, 구: the net of a cylinder, views of a cylinder and a cone, and spheres (π = 3.14).
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, U, m, n, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-6');
const PI = '3.14';
const times314 = (a: number) => (a * 314) / 100;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'cylinder-net-width',
    params: (rng) => ({ r: rng.int(2, 25), h: rng.int(3, 30), askArea: rng.int(0, 1) === 1 }),
    make: ({ r, h, askArea }) => {
      const width = times314(2 * r);
      const area = times314(2 * r * h);
      if (askArea)
        return {
          difficulty: 4,
          stem: L(
            `밑면의 반지름이 ${m(String(r))} cm, 높이가 ${m(String(h))} cm인 원기둥의 전개도에서 옆면의 넓이는 몇 ${m('\\text{cm}^2')}입니까? (원주율: ${m(PI)})`,
            `In the net of a cylinder with base radius ${m(String(r))} cm and height ${m(String(h))} cm, what is the area of the side (the rectangle), in ${m('\\text{cm}^2')}? (Use ${m(`\\pi=${PI}`)}.)`,
          ),
          essay: { answer: plain(area), unit: 'cm^2', hint: HINT.dec },
          explanation: [
            L(
              `옆면은 직사각형이고 가로는 밑면의 둘레 ${m(`${2 * r}\\times${PI}=${n(width)}`)} (cm), 세로는 높이 ${m(String(h))} cm입니다.`,
              `The side is a rectangle: its length is the base's circumference ${m(`${2 * r}\\times${PI}=${n(width)}`)} cm and its width is the height ${m(String(h))} cm.`,
            ),
            L(
              `${m(`${n(width)}\\times${h}=${n(area)}`)} ${m('(\\text{cm}^2)')}`,
              `${m(`${n(width)}\\times${h}=${n(area)}`)} ${m('\\text{cm}^2')}`,
            ),
          ],
        };
      return {
        difficulty: 3,
        stem: L(
          `밑면의 반지름이 ${m(String(r))} cm, 높이가 ${m(String(h))} cm인 원기둥의 전개도를 그렸습니다. 옆면인 직사각형의 가로의 길이는 몇 cm입니까? (원주율: ${m(PI)})`,
          `A net is drawn for a cylinder with base radius ${m(String(r))} cm and height ${m(String(h))} cm. How long is the rectangle for the side, in cm? (Use ${m(`\\pi=${PI}`)}.)`,
        ),
        multiple: {
          correct: U(width, '\\text{ cm}'),
          wrong: [
            U(times314(r), '\\text{ cm}'),
            U(h, '\\text{ cm}'),
            U(times314(r * r), '\\text{ cm}'),
            U(2 * r, '\\text{ cm}'),
            U(width + 3.14, '\\text{ cm}'),
          ],
          fill: (k) => U(width + k, '\\text{ cm}'),
        },
        explanation: [
          L(
            '원기둥의 전개도에서 옆면의 가로는 밑면의 둘레와 같습니다.',
            "In a cylinder's net, the side rectangle's length equals the circumference of a base.",
          ),
          L(`${m(`${r}\\times2\\times${PI}=${n(width)}`)} (cm)`, `${m(`${r}\\times2\\times${PI}=${n(width)}`)} cm`),
        ],
      };
    },
    // π as 157/50, radius doubled by addition.
    solve: ({ r, h, askArea }) => {
      const circumference = ((r + r) * 157) / 50;
      return askArea ? circumference * h : circumference;
    },
  }),
  tpl({
    name: 'front-view-perimeter',
    params: (rng) => ({ r: rng.int(2, 20), h: rng.int(3, 30), slant: rng.int(0, 1) === 1 }),
    make: ({ r, h, slant }) => {
      const d = 2 * r;
      const s = r + h;
      const per = slant ? 2 * s + d : 2 * (d + h);
      return {
        difficulty: 3,
        stem: slant
          ? L(
              `밑면의 지름이 ${m(String(d))} cm이고 모선의 길이가 ${m(String(s))} cm인 원뿔을 앞에서 본 모양의 둘레는 몇 cm입니까?`,
              `A cone has a base diameter of ${m(String(d))} cm and a slant height of ${m(String(s))} cm. What is the perimeter of its front view, in cm?`,
            )
          : L(
              `밑면의 지름이 ${m(String(d))} cm이고 높이가 ${m(String(h))} cm인 원기둥을 앞에서 본 모양의 둘레는 몇 cm입니까?`,
              `A cylinder has a base diameter of ${m(String(d))} cm and a height of ${m(String(h))} cm. What is the perimeter of its front view, in cm?`,
            ),
        multiple: {
          correct: U(per, '\\text{ cm}'),
          wrong: slant
            ? [
                U(2 * s + r, '\\text{ cm}'),
                U(s + d, '\\text{ cm}'),
                U(2 * (s + d), '\\text{ cm}'),
                U(per + 2, '\\text{ cm}'),
              ]
            : [
                U(d + h, '\\text{ cm}'),
                U(2 * (r + h), '\\text{ cm}'),
                U(d * h, '\\text{ cm}'),
                U(per + 2, '\\text{ cm}'),
              ],
          fill: (k) => U(per + 2 * (k + 1), '\\text{ cm}'),
        },
        explanation: slant
          ? [
              L(
                '원뿔을 앞에서 보면 두 변이 모선이고 밑변이 지름인 이등변삼각형입니다.',
                'From the front, a cone looks like an isosceles triangle: two sides are slant heights and the base is the diameter.',
              ),
              L(`${m(`${s}+${s}+${d}=${per}`)} (cm)`, `${m(`${s}+${s}+${d}=${per}`)} cm`),
            ]
          : [
              L(
                '원기둥을 앞에서 보면 가로가 지름, 세로가 높이인 직사각형입니다.',
                'From the front, a cylinder looks like a rectangle: diameter by height.',
              ),
              L(`${m(`(${d}+${h})\\times2=${per}`)} (cm)`, `${m(`(${d}+${h})\\times2=${per}`)} cm`),
            ],
      };
    },
    // Walk around the outline side by side.
    solve: ({ r, h, slant }) => {
      const sides = slant ? [r + h, r + h, r + r] : [r + r, h, r + r, h];
      return sides.reduce((t, x) => t + x, 0);
    },
  }),
  tpl({
    name: 'sphere-cut',
    params: (rng) => ({ r: rng.int(2, 40), ask: rng.int(0, 2) }),
    make: ({ r, ask }) => {
      if (ask === 0)
        return {
          difficulty: 2,
          stem: L(
            `지름이 ${m(String(2 * r))} cm인 구의 반지름은 몇 cm입니까?`,
            `A sphere has a diameter of ${m(String(2 * r))} cm. What is its radius, in cm?`,
          ),
          essay: { answer: plain(r), unit: 'cm', hint: HINT.unit('cm') },
          explanation: [
            L(
              '구의 중심에서 구의 겉면의 한 점을 이은 선분이 반지름이고, 지름은 반지름의 2배입니다.',
              "A sphere's radius joins its center to its surface; the diameter is twice the radius.",
            ),
            L(`${m(`${2 * r}\\div2=${r}`)} (cm)`, `${m(`${2 * r}\\div2=${r}`)} cm`),
          ],
        };
      if (ask === 1) {
        const c = times314(2 * r);
        return {
          difficulty: 3,
          stem: L(
            `반지름이 ${m(String(r))} cm인 구를 중심을 지나도록 평면으로 잘랐습니다. 잘린 면인 원의 둘레는 몇 cm입니까? (원주율: ${m(PI)})`,
            `A sphere with a radius of ${m(String(r))} cm is cut by a plane through its center. What is the circumference of the cut face, in cm? (Use ${m(`\\pi=${PI}`)}.)`,
          ),
          multiple: {
            correct: U(c, '\\text{ cm}'),
            wrong: [
              U(times314(r), '\\text{ cm}'),
              U(times314(r * r), '\\text{ cm}'),
              U(times314(4 * r), '\\text{ cm}'),
              U(2 * r, '\\text{ cm}'),
            ],
            fill: (k) => U(c + k, '\\text{ cm}'),
          },
          explanation: [
            L(
              '구의 중심을 지나게 자르면 잘린 면은 구와 반지름이 같은 원입니다.',
              'Cutting through the center gives a circle with the same radius as the sphere.',
            ),
            L(`${m(`${r}\\times2\\times${PI}=${n(c)}`)} (cm)`, `${m(`${r}\\times2\\times${PI}=${n(c)}`)} cm`),
          ],
        };
      }
      const a = times314(r * r);
      return {
        difficulty: 4,
        stem: L(
          `반지름이 ${m(String(r))} cm인 구를 중심을 지나도록 평면으로 잘랐습니다. 잘린 면의 넓이는 몇 ${m('\\text{cm}^2')}입니까? (원주율: ${m(PI)})`,
          `A sphere with a radius of ${m(String(r))} cm is cut by a plane through its center. What is the area of the cut face, in ${m('\\text{cm}^2')}? (Use ${m(`\\pi=${PI}`)}.)`,
        ),
        multiple: {
          correct: N(a),
          wrong: [N(times314(2 * r)), N(times314(4 * r * r)), N(times314(r)), N(a + 3.14)],
          fill: (k) => N(a + k),
        },
        explanation: [
          L(
            '잘린 면은 반지름이 구의 반지름과 같은 원입니다.',
            'The cut face is a circle with the same radius as the sphere.',
          ),
          L(
            `${m(`${r}\\times${r}\\times${PI}=${n(a)}`)} ${m('(\\text{cm}^2)')}`,
            `${m(`${r}\\times${r}\\times${PI}=${n(a)}`)} ${m('\\text{cm}^2')}`,
          ),
        ],
      };
    },
    solve: ({ r, ask }) => (ask === 0 ? (r + r) / 2 : ask === 1 ? ((r + r) * 157) / 50 : (r * r * 157) / 50),
  }),
];
