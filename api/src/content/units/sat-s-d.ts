// SAT Geometry and Trigonometry, circles: original items.
import { createRng } from '../lib/random.js';
import { HINTS, frac, keyValue, numberChoices, numberSpec, plus, plusTerm } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-s-d';

function circleParams(seed: number) {
  const rng = createRng(seed);
  const h = rng.intExcept(-9, 9, [0]);
  const k = rng.intExcept(-9, 9, [0]);
  const r = rng.int(1, 12);
  return { h, k, r };
}

/** The radius of a circle given in expanded form (complete the square). */
const radiusFromEquation: ProblemTemplate = {
  id: `${unitId}.radius-from-equation`,
  unitId,
  version: 1,
  generate(seed) {
    const { h, k, r } = circleParams(seed);
    const rng = createRng(seed + 89);
    const [d, e, f] = [-2 * h, -2 * k, h * h + k * k - r * r];
    const equation = `x^2${plusTerm(d)} + y^2${plusTerm(e, 'y')}${plus(f)} = 0`;
    const { choices, answer } = numberChoices(rng, r, [r * r, Math.abs(f), Math.abs(h) + Math.abs(k), 2 * r]);
    return {
      type: 'multiple',
      stem: {
        ko: `\\(xy\\)평면에서 원의 방정식이 \\(${equation}\\)일 때, 이 원의 반지름의 길이는?`,
        en: `In the \\(xy\\)-plane, a circle has the equation \\(${equation}\\). What is the radius of the circle?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: `완전제곱식으로 바꾸면 \\((x${plus(-h)})^2 + (y${plus(-k)})^2 = ${r * r}\\)입니다.`,
          en: `Complete the square: \\((x${plus(-h)})^2 + (y${plus(-k)})^2 = ${r * r}\\).`,
        },
        {
          ko: `반지름의 길이는 \\(\\sqrt{${r * r}} = ${r}\\)입니다.`,
          en: `The radius is \\(\\sqrt{${r * r}} = ${r}\\).`,
        },
      ],
      difficulty: 4,
    };
  },
  check(problem, seed) {
    const { h, k, r } = circleParams(seed);
    const [d, e, f] = [-2 * h, -2 * k, h * h + k * k - r * r];
    const radius = keyValue(problem);
    // The point (center + radius, center) must satisfy the expanded equation; center from -d/2, -e/2.
    const [cx, cy] = [-d / 2, -e / 2];
    const x = cx + radius;
    return radius > 0 && x * x + d * x + cy * cy + e * cy + f === 0;
  },
};

function arcParams(seed: number) {
  const rng = createRng(seed);
  const angle = rng.pick([20, 30, 36, 40, 45, 60, 72, 80, 90, 120, 135, 150, 180, 210, 240, 270, 300] as const);
  const r = rng.int(2, 18);
  return { angle, r };
}

/** Arc length kπ from a central angle in degrees. */
const arcLength: ProblemTemplate = {
  id: `${unitId}.arc-length`,
  unitId,
  version: 1,
  generate(seed) {
    const { angle, r } = arcParams(seed);
    const key = frac(angle * r, 180);
    return {
      type: 'essay',
      stem: {
        ko: `반지름의 길이가 \\(${r}\\)인 원에서 중심각의 크기가 \\(${angle}^\\circ\\)인 호의 길이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
        en: `A circle has a radius of \\(${r}\\). An arc of the circle has a central angle of \\(${angle}^\\circ\\), and its length is \\(k\\pi\\). What is the value of \\(k\\)?`,
      },
      answer: key,
      answerSpec: numberSpec(HINTS.fraction),
      explanation: [
        {
          ko: `호의 길이는 원주 \\(2\\pi r\\)의 \\(\\dfrac{${angle}}{360}\\)입니다.`,
          en: `The arc is \\(\\dfrac{${angle}}{360}\\) of the circumference \\(2\\pi r\\).`,
        },
        {
          ko: `\\(2\\pi \\times ${r} \\times \\dfrac{${angle}}{360} = ${key}\\pi\\)이므로 \\(k = ${key}\\)입니다.`,
          en: `\\(2\\pi \\times ${r} \\times \\dfrac{${angle}}{360} = ${key}\\pi\\), so \\(k = ${key}\\).`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { angle, r } = arcParams(seed);
    // Radian measure times radius.
    const radians = (angle * Math.PI) / 180;
    return Math.abs(keyValue(problem) * Math.PI - radians * r) < 1e-9;
  },
};

function areaParams(seed: number) {
  const rng = createRng(seed);
  return { r: rng.int(1, 25), byDiameter: rng.next() < 0.5 };
}

/** The area of a circle from its circumference. */
const areaFromCircumference: ProblemTemplate = {
  id: `${unitId}.area-from-circumference`,
  unitId,
  version: 1,
  generate(seed) {
    const { r, byDiameter } = areaParams(seed);
    const givenKo = byDiameter ? `지름의 길이가 \\(${2 * r}\\)` : `둘레의 길이가 \\(${2 * r}\\pi\\)`;
    const givenEn = byDiameter ? `a diameter of \\(${2 * r}\\)` : `a circumference of \\(${2 * r}\\pi\\)`;
    return {
      type: 'essay',
      stem: {
        ko: `${givenKo}인 원의 넓이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
        en: `A circle has ${givenEn}. Its area is \\(k\\pi\\). What is the value of \\(k\\)?`,
      },
      answer: String(r * r),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        byDiameter
          ? { ko: `반지름은 지름의 절반인 \\(${r}\\)입니다.`, en: `The radius is half the diameter: \\(${r}\\).` }
          : {
              ko: `\\(2\\pi r = ${2 * r}\\pi\\)이므로 반지름은 \\(${r}\\)입니다.`,
              en: `From \\(2\\pi r = ${2 * r}\\pi\\), the radius is \\(${r}\\).`,
            },
        {
          ko: `넓이는 \\(\\pi \\times ${r}^2 = ${r * r}\\pi\\)이므로 \\(k = ${r * r}\\)입니다.`,
          en: `The area is \\(\\pi \\times ${r}^2 = ${r * r}\\pi\\), so \\(k = ${r * r}\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { r } = areaParams(seed);
    // A = C² / (4π): with C = 2rπ, A/π = (2r)² / 4.
    return keyValue(problem) === (2 * r) ** 2 / 4;
  },
};

export const templates: ProblemTemplate[] = [radiusFromEquation, arcLength, areaFromCircumference];
