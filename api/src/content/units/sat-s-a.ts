// SAT Geometry and Trigonometry, area and volume: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { piTerm } from '../kit/latex.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-s-a';

/** A length in centimeters as inline math: \(12\,\text{cm}\). */
const cm = (n: number, power = ''): string => `\\(${num(n)}\\,\\text{cm}${power}\\)`;

export const templates: ProblemTemplate[] = [
  /** A rectangle's area from its perimeter and one side. */
  defineTemplate(U, 'rectangle-area', {
    version: 2,
    params: (rng) => {
      const width = rng.int(2, 20);
      const length = rng.intExcept(3, 30, [width]);
      return { width, length, perimeter: 2 * (width + length) };
    },
    ranges: { width: [1, 100], length: [1, 100] },
    generate: ({ width, length, perimeter }) =>
      essay({
        stem: [
          `둘레의 길이가 ${cm(perimeter)}이고 가로의 길이가 ${cm(width)}인 직사각형의 넓이는 몇 \\(\\text{cm}^{2}\\)인지 구하시오.`,
          `A rectangle has a perimeter of \\(${perimeter}\\) centimeters, and one of its sides is \\(${width}\\) centimeters long. What is the area of the rectangle, in square centimeters?`,
        ],
        answer: String(width * length),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `가로의 길이와 세로의 길이의 합은 둘레의 길이의 절반인 \\(${perimeter}\\div 2=${perimeter / 2}\\)이므로 세로의 길이는 \\(${perimeter / 2}-${width}=${length}\\,(\\text{cm})\\)입니다.`,
            `Two adjacent sides add up to half the perimeter, \\(${perimeter}\\div 2=${perimeter / 2}\\), so the side next to the given one is \\(${perimeter / 2}-${width}=${length}\\) centimeters long.`,
          ],
          [
            `넓이는 \\(${width}\\times ${length}=${num(width * length)}\\,(\\text{cm}^{2})\\)입니다.`,
            `The area is \\(${width}\\times ${length}=${num(width * length)}\\) square centimeters.`,
          ],
        ],
        difficulty: 2,
      }),
    // The other side, from the area, must make the stated perimeter.
    check: ({ width, perimeter }, problem) =>
      keyWhere(problem, ([area]) => {
        const other = (area as number) / width;
        return Number.isInteger(other) && 2 * (width + other) === perimeter;
      }),
  }),

  /** Cylinder volume as kπ: find k. */
  defineTemplate(U, 'cylinder-volume', {
    version: 3,
    params: (rng) => ({ r: rng.int(1, 9), h: rng.int(2, 15) }),
    generate: ({ r, h }, rng) => {
      const key = r * r * h;
      // The lateral area 2rh; the diameter used as the radius; r and h swapped; a cone's third; r times h.
      const mistakes = [2 * r * h, 4 * r * r * h, r * h * h, key / 3, r * h];
      return multiple(rng, {
        choices: 4,
        stem: [
          `밑면의 반지름의 길이가 \\(${r}\\)이고 높이가 \\(${h}\\)인 원기둥의 부피가 \\(k\\pi\\)일 때, \\(k\\)의 값은?`,
          `A right circular cylinder has a base radius of \\(${r}\\) and a height of \\(${h}\\). Its volume is \\(k\\pi\\). What is the value of \\(k\\)?`,
        ],
        // Only whole-number mistakes are offered: a cone's third that is not whole is left out, never shown as a float.
        ...valueChoices(key, mistakes, { whole: true, min: 1 }),
        steps: [
          [
            '원기둥의 부피는 (밑넓이)\\(\\times\\)(높이)이므로 \\(\\pi r^{2}h\\)입니다.',
            'The volume of a cylinder is the base area times the height: \\(\\pi r^{2}h\\).',
          ],
          [
            `\\(\\pi\\times ${r}^{2}\\times ${h}=${piTerm(key)}\\)이므로 \\(k=${key}\\)입니다.`,
            `\\(\\pi\\times ${r}^{2}\\times ${h}=${piTerm(key)}\\), so \\(k=${key}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    check: ({ r, h }, problem) => {
      // Stack h unit-thick discs of area πr².
      let volumeOverPi = 0;
      for (let layer = 0; layer < h; layer++) volumeOverPi += r * r;
      return keyIs(problem, volumeOverPi);
    },
  }),

  /** Scaling every edge of a solid by a factor multiplies its volume by the cube. */
  defineTemplate(U, 'scaled-volume', {
    version: 3,
    params: (rng) => ({ factor: rng.int(2, 5), volume: rng.int(2, 30) * 2 }),
    generate: ({ factor, volume }, rng) => {
      const key = volume * factor ** 3;
      return multiple(rng, {
        choices: 4,
        stem: [
          `부피가 ${cm(volume, '^{3}')}인 직육면체의 모든 모서리의 길이를 각각 \\(${factor}\\)배로 늘인 직육면체의 부피는 몇 \\(\\text{cm}^{3}\\)인가?`,
          `A rectangular prism has a volume of \\(${volume}\\) cubic centimeters. Each edge is multiplied by \\(${factor}\\) to make a new prism. What is the volume of the new prism, in cubic centimeters?`,
        ],
        correct: `\\(${num(key)}\\)`,
        // Scaled once; by the square (an area's rule); three times the factor; the cube added instead of multiplied.
        wrong: [volume * factor, volume * factor ** 2, volume * 3 * factor, volume + factor ** 3]
          .map((v) => `\\(${num(v)}\\)`)
          .concat(nearby(key, { step: volume, min: 1 })),
        steps: [
          [
            `가로, 세로, 높이가 모두 \\(${factor}\\)배가 되므로 부피는 \\(${factor}\\times ${factor}\\times ${factor}=${factor ** 3}\\)배가 됩니다.`,
            `The length, width, and height each grow by a factor of \\(${factor}\\), so the volume grows by a factor of \\(${factor}\\times ${factor}\\times ${factor}=${factor ** 3}\\).`,
          ],
          [
            `새 직육면체의 부피는 \\(${volume}\\times ${factor ** 3}=${num(key)}\\,(\\text{cm}^{3})\\)입니다.`,
            `The new volume is \\(${volume}\\times ${factor ** 3}=${num(key)}\\) cubic centimeters.`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ factor, volume }, problem) => {
      // Try one concrete prism with that volume: 1 × 2 × (volume / 2), scaled edge by edge.
      const [a, b, c] = [1 * factor, 2 * factor, (volume / 2) * factor];
      return keyIs(problem, a * b * c);
    },
  }),

  /** The surface area of a square-based box from its volume and how its height compares with its base (typed). */
  defineTemplate(U, 'box-surface-from-volume', {
    version: 2,
    params: (rng) => ({ side: rng.int(2, 14), times: rng.pick([2, 3, 4, 5] as const) }),
    generate: ({ side, times }) => {
      const height = times * side;
      const volume = side * side * height;
      const surface = 2 * side * side + 4 * side * height;
      const word = {
        2: ['2배', 'twice'],
        3: ['3배', 'three times'],
        4: ['4배', 'four times'],
        5: ['5배', 'five times'],
      }[times];
      return essay({
        stem: [
          `밑면이 정사각형인 직육면체 모양의 상자가 있습니다. 상자의 높이는 밑면의 한 변의 길이의 ${word[0]}이고, 부피는 ${cm(volume, '^{3}')}입니다. 이 상자의 겉넓이는 몇 \\(\\text{cm}^{2}\\)인지 구하시오.`,
          `A box in the shape of a right rectangular prism has a square base. Its height is ${word[1]} the length of a side of the base, and its volume is \\(${num(volume)}\\) cubic centimeters. What is the surface area of the box, in square centimeters?`,
        ],
        answer: String(surface),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `핵심은 한 변의 길이를 \\(s\\)로 놓고 부피를 \\(s\\)에 대한 식으로 쓰는 것입니다. 높이는 \\(${times}s\\)이므로 부피는 \\(s\\times s\\times ${times}s=${times}s^{3}=${num(volume)}\\)입니다.`,
            `The key is to call the side of the base \\(s\\) and write the volume in \\(s\\). The height is \\(${times}s\\), so the volume is \\(s\\times s\\times ${times}s=${times}s^{3}=${num(volume)}\\).`,
          ],
          [
            `\\(s^{3}=${num(volume / times)}\\)이므로 \\(s=${side}\\)이고, 높이는 \\(${height}\\,\\text{cm}\\)입니다.`,
            `\\(s^{3}=${num(volume / times)}\\), so \\(s=${side}\\) and the height is \\(${height}\\) centimeters.`,
          ],
          [
            `겉넓이는 두 밑면과 네 옆면의 넓이의 합이므로 \\(2\\times ${side}^{2}+4\\times ${side}\\times ${height}=${2 * side * side}+${num(4 * side * height)}=${num(surface)}\\,(\\text{cm}^{2})\\)입니다.`,
            `The surface area is two bases and four sides: \\(2\\times ${side}^{2}+4\\times ${side}\\times ${height}=${2 * side * side}+${num(4 * side * height)}=${num(surface)}\\) square centimeters.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Finds the side by trying every whole length until the volume matches, then adds the six faces one by one.
    check: ({ side, times }, problem) => {
      const volume = side * side * times * side;
      let s = 1;
      while (s * s * times * s < volume) s++;
      const faces = [s * s, s * s, s * times * s, s * times * s, s * times * s, s * times * s];
      return keyIs(
        problem,
        faces.reduce((sum, face) => sum + face, 0),
      );
    },
  }),
];
