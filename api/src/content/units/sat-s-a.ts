// SAT Geometry and Trigonometry, area and volume: original items.
import { createRng } from '../lib/random.js';
import { HINTS, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-s-a';

function rectangleParams(seed: number) {
  const rng = createRng(seed);
  const width = rng.int(2, 20);
  const length = rng.intExcept(3, 30, [width]);
  return { width, length, perimeter: 2 * (width + length) };
}

/** A rectangle's area from its perimeter and one side. */
const rectangleArea: ProblemTemplate = {
  id: `${unitId}.rectangle-area`,
  unitId,
  version: 1,
  generate(seed) {
    const { width, length, perimeter } = rectangleParams(seed);
    return {
      type: 'essay',
      stem: {
        ko: `둘레가 \\(${perimeter}\\)cm이고 가로가 \\(${width}\\)cm인 직사각형의 넓이는 몇 \\(\\text{cm}^2\\)입니까?`,
        en: `A rectangle has a perimeter of \\(${perimeter}\\) centimeters and a width of \\(${width}\\) centimeters. What is the area of the rectangle, in square centimeters?`,
      },
      answer: String(width * length),
      answerSpec: numberSpec(HINTS.integer, { unit: 'cm^2' }),
      explanation: [
        {
          ko: `세로는 \\(${perimeter} \\div 2 - ${width} = ${length}\\)cm입니다.`,
          en: `The length is \\(${perimeter} \\div 2 - ${width} = ${length}\\) centimeters.`,
        },
        {
          ko: `넓이는 \\(${width} \\times ${length} = ${width * length}\\,\\text{cm}^2\\)입니다.`,
          en: `The area is \\(${width} \\times ${length} = ${width * length}\\) square centimeters.`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { width, perimeter } = rectangleParams(seed);
    const area = keyValue(problem);
    // The other side, from the area, must make the stated perimeter.
    return Number.isInteger(area / width) && 2 * (width + area / width) === perimeter;
  },
};

function cylinderParams(seed: number) {
  const rng = createRng(seed);
  return { r: rng.int(1, 9), h: rng.int(2, 15) };
}

/** Cylinder volume as kπ: find k. */
const cylinderVolume: ProblemTemplate = {
  id: `${unitId}.cylinder-volume`,
  unitId,
  version: 1,
  generate(seed) {
    const { r, h } = cylinderParams(seed);
    const rng = createRng(seed + 67);
    const key = r * r * h;
    const { choices, answer } = numberChoices(rng, key, [2 * r * h, r * h, 2 * r * r * h, (r * r * h) / 3, r * r + h]);
    return {
      type: 'multiple',
      stem: {
        ko: `밑면의 반지름이 \\(${r}\\)이고 높이가 \\(${h}\\)인 원기둥의 부피가 \\(k\\pi\\)일 때, \\(k\\)의 값은?`,
        en: `A right circular cylinder has a base radius of \\(${r}\\) and a height of \\(${h}\\). Its volume is \\(k\\pi\\). What is the value of \\(k\\)?`,
      },
      choices,
      answer,
      explanation: [
        { ko: '원기둥의 부피는 \\(\\pi r^2 h\\)입니다.', en: 'The volume of a cylinder is \\(\\pi r^2 h\\).' },
        {
          ko: `\\(\\pi \\times ${r}^2 \\times ${h} = ${key}\\pi\\)이므로 \\(k = ${key}\\)입니다.`,
          en: `\\(\\pi \\times ${r}^2 \\times ${h} = ${key}\\pi\\), so \\(k = ${key}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { r, h } = cylinderParams(seed);
    // Stack h unit-thick discs of area πr².
    let volumeOverPi = 0;
    for (let layer = 0; layer < h; layer++) volumeOverPi += r * r;
    return keyValue(problem) === volumeOverPi;
  },
};

function scaleParams(seed: number) {
  const rng = createRng(seed);
  const factor = rng.int(2, 5);
  const volume = rng.int(2, 30) * 2;
  return { factor, volume };
}

/** Scaling every edge of a solid by a factor multiplies its volume by the cube. */
const scaledVolume: ProblemTemplate = {
  id: `${unitId}.scaled-volume`,
  unitId,
  version: 1,
  generate(seed) {
    const { factor, volume } = scaleParams(seed);
    const rng = createRng(seed + 71);
    const key = volume * factor ** 3;
    const { choices, answer } = numberChoices(rng, key, [
      volume * factor,
      volume * factor ** 2,
      volume * 3 * factor,
      volume + factor ** 3,
    ]);
    return {
      type: 'multiple',
      stem: {
        ko: `부피가 \\(${volume}\\,\\text{cm}^3\\)인 직육면체의 모든 모서리의 길이를 \\(${factor}\\)배로 늘린 직육면체의 부피는 몇 \\(\\text{cm}^3\\)입니까?`,
        en: `A rectangular prism has a volume of \\(${volume}\\) cubic centimeters. Each edge is multiplied by \\(${factor}\\) to make a new prism. What is the volume of the new prism, in cubic centimeters?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `가로, 세로, 높이가 모두 \\(${factor}\\)배가 되므로 부피는 \\(${factor}^3 = ${factor ** 3}\\)배가 됩니다.`,
          en: `Length, width and height each grow by \\(${factor}\\), so the volume grows by \\(${factor}^3 = ${factor ** 3}\\).`,
        },
        {
          ko: `\\(${volume} \\times ${factor ** 3} = ${key}\\)`,
          en: `\\(${volume} \\times ${factor ** 3} = ${key}\\)`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { factor, volume } = scaleParams(seed);
    // Try one concrete prism with that volume: 1 × 2 × (volume / 2), scaled edge by edge.
    const [a, b, c] = [1 * factor, 2 * factor, (volume / 2) * factor];
    return keyValue(problem) === a * b * c;
  },
};

export const templates: ProblemTemplate[] = [rectangleArea, cylinderVolume, scaledVolume];
