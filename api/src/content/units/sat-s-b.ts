// SAT Geometry and Trigonometry, lines, angles, and triangles: original items.
import { createRng } from '../lib/random.js';
import { HINTS, frac, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-s-b';

function triangleParams(seed: number) {
  const rng = createRng(seed);
  const a = rng.int(20, 100);
  const b = rng.int(10, 160 - a);
  return { a, b };
}

/** The third angle of a triangle. */
const thirdAngle: ProblemTemplate = {
  id: `${unitId}.third-angle`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b } = triangleParams(seed);
    const c = 180 - a - b;
    return {
      type: 'essay',
      stem: {
        ko: `삼각형 \\(ABC\\)에서 \\(\\angle A = ${a}^\\circ\\), \\(\\angle B = ${b}^\\circ\\)일 때, \\(\\angle C\\)의 크기는 몇 도입니까?`,
        en: `In triangle \\(ABC\\), the measure of angle \\(A\\) is \\(${a}^\\circ\\) and the measure of angle \\(B\\) is \\(${b}^\\circ\\). What is the measure of angle \\(C\\), in degrees?`,
      },
      answer: String(c),
      answerSpec: numberSpec(HINTS.integer, { unit: '°' }),
      explanation: [
        {
          ko: '삼각형의 세 각의 크기의 합은 \\(180^\\circ\\)입니다.',
          en: 'The angles of a triangle add up to \\(180^\\circ\\).',
        },
        { ko: `\\(180 - ${a} - ${b} = ${c}\\)`, en: `\\(180 - ${a} - ${b} = ${c}\\)` },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { a, b } = triangleParams(seed);
    const c = keyValue(problem);
    // An exterior angle equals the sum of the two remote interior angles.
    return c > 0 && 180 - c === a + b;
  },
};

function parallelParams(seed: number) {
  const rng = createRng(seed);
  const angle = rng.intExcept(25, 155, [90]);
  const kind = rng.int(0, 2);
  return { angle, kind };
}

const PAIRS = [
  { ko: '동위각', en: 'corresponding', same: true },
  { ko: '엇각', en: 'alternate interior', same: true },
  { ko: '같은 쪽의 내각', en: 'same-side interior', same: false },
] as const;

/** Angles formed by parallel lines and a transversal. */
const parallelLines: ProblemTemplate = {
  id: `${unitId}.parallel-lines`,
  unitId,
  version: 1,
  generate(seed) {
    const { angle, kind } = parallelParams(seed);
    const rng = createRng(seed + 73);
    const pair = PAIRS[kind] as (typeof PAIRS)[number];
    const key = pair.same ? angle : 180 - angle;
    const { choices, answer } = numberChoices(
      rng,
      key,
      [180 - key, 90 - (angle % 90), 360 - angle, angle / 2],
      (n) => `\\(${n}^\\circ\\)`,
    );
    return {
      type: 'multiple',
      stem: {
        ko: `평행한 두 직선 \\(\\ell\\), \\(m\\)이 한 직선과 만나서 생긴 각 중 \\(\\angle x\\)와 \\(\\angle y\\)는 ${pair.ko}입니다. \\(\\angle x = ${angle}^\\circ\\)일 때, \\(\\angle y\\)의 크기는?`,
        en: `Parallel lines \\(\\ell\\) and \\(m\\) are cut by a transversal. Angles \\(x\\) and \\(y\\) are ${pair.en} angles, and angle \\(x\\) measures \\(${angle}^\\circ\\). What is the measure of angle \\(y\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: pair.same
            ? `평행선에서 ${pair.ko}의 크기는 같습니다.`
            : '평행선에서 같은 쪽의 내각의 합은 \\(180^\\circ\\)입니다.',
          en: pair.same
            ? `With parallel lines, ${pair.en} angles are equal.`
            : 'With parallel lines, same-side interior angles add up to \\(180^\\circ\\).',
        },
        {
          ko: `\\(\\angle y = ${key}^\\circ\\)`,
          en: `So angle \\(y\\) measures \\(${key}^\\circ\\).`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { angle, kind } = parallelParams(seed);
    const y = keyValue(problem);
    // Walk around the intersection: corresponding and alternate equal x; same-side interior is x's linear pair.
    const linearPair = 180 - angle;
    return kind === 2 ? y === linearPair : y === 180 - linearPair;
  },
};

function similarParams(seed: number) {
  const rng = createRng(seed);
  const sides = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)].sort((a, b) => a - b) as [number, number, number];
  const num = rng.int(2, 5);
  const den = rng.intExcept(1, 4, [num]);
  const which = rng.int(0, 2);
  return { sides, num, den, which };
}

/** A side of a similar triangle. */
const similarTriangles: ProblemTemplate = {
  id: `${unitId}.similar-triangles`,
  unitId,
  version: 1,
  generate(seed) {
    const { sides, num, den, which } = similarParams(seed);

    const known = (which + 1) % 3;
    const names = ['AB', 'BC', 'CA'];
    const primed = ['DE', 'EF', 'FD'];
    const knownValue = (sides[known] as number) * num;
    const knownPrimed = frac(knownValue, den);
    const key = frac((sides[which] as number) * num, den);
    return {
      type: 'essay',
      stem: {
        ko: `삼각형 \\(ABC\\)와 삼각형 \\(DEF\\)는 닮음이고, 점 \\(A\\), \\(B\\), \\(C\\)는 각각 \\(D\\), \\(E\\), \\(F\\)에 대응합니다. \\(${names[known]} = ${sides[known]}\\), \\(${names[which]} = ${sides[which]}\\), \\(${primed[known]} = ${knownPrimed}\\)일 때, \\(${primed[which]}\\)의 길이를 구하시오.`,
        en: `Triangle \\(ABC\\) is similar to triangle \\(DEF\\), where \\(A\\), \\(B\\), and \\(C\\) correspond to \\(D\\), \\(E\\), and \\(F\\). If \\(${names[known]} = ${sides[known]}\\), \\(${names[which]} = ${sides[which]}\\), and \\(${primed[known]} = ${knownPrimed}\\), what is the length of \\(${primed[which]}\\)?`,
      },
      answer: key,
      answerSpec: numberSpec(HINTS.fraction),
      explanation: [
        {
          ko: `닮음비는 \\(${names[known]} : ${primed[known]} = ${sides[known]} : ${knownPrimed}\\)이므로 \\(${primed[known]}\\)는 \\(${names[known]}\\)의 \\(${frac(num, den)}\\)배입니다.`,
          en: `The scale factor is \\(${primed[known]} \\div ${names[known]} = ${knownPrimed} \\div ${sides[known]} = ${frac(num, den)}\\).`,
        },
        {
          ko: `\\(${primed[which]} = ${sides[which]} \\times ${frac(num, den)} = ${key}\\)`,
          en: `\\(${primed[which]} = ${sides[which]} \\times ${frac(num, den)} = ${key}\\)`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { sides, num, den, which } = similarParams(seed);
    const known = (which + 1) % 3;
    // Cross-multiplication of the proportion AB/DE = BC/EF.
    const knownPrimed = ((sides[known] as number) * num) / den;
    return Math.abs(keyValue(problem) * (sides[known] as number) - (sides[which] as number) * knownPrimed) < 1e-9;
  },
};

export const templates: ProblemTemplate[] = [thirdAngle, parallelLines, similarTriangles];
