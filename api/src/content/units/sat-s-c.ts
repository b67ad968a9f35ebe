// SAT Geometry and Trigonometry, right triangles and trigonometry: original items.
import { createRng } from '../lib/random.js';
import { HINTS, frac, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-s-c';

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

function tripleParams(seed: number) {
  const rng = createRng(seed);
  const [a, b, c] = rng.pick(TRIPLES);
  const k = rng.int(1, 6);
  const missing = rng.int(0, 2);
  return { a: a * k, b: b * k, c: c * k, missing };
}

/** A missing side of a right triangle. */
const missingSide: ProblemTemplate = {
  id: `${unitId}.missing-side`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, missing } = tripleParams(seed);
    const sides = [a, b, c];
    const key = sides[missing] as number;
    const given =
      missing === 2
        ? { ko: `두 변의 길이가 \\(${a}\\), \\(${b}\\)`, en: `legs of lengths \\(${a}\\) and \\(${b}\\)` }
        : {
            ko: `빗변의 길이가 \\(${c}\\), 다른 한 변의 길이가 \\(${sides[1 - missing]}\\)`,
            en: `a hypotenuse of length \\(${c}\\) and a leg of length \\(${sides[1 - missing]}\\)`,
          };
    const step =
      missing === 2
        ? `\\(\\sqrt{${a}^2 + ${b}^2} = \\sqrt{${a * a + b * b}} = ${c}\\)`
        : `\\(\\sqrt{${c}^2 - ${sides[1 - missing]}^2} = \\sqrt{${c * c - (sides[1 - missing] as number) ** 2}} = ${key}\\)`;
    return {
      type: 'essay',
      stem: {
        ko: `직각삼각형에서 ${given.ko}일 때, 나머지 한 변의 길이를 구하시오.`,
        en: `A right triangle has ${given.en}. What is the length of the third side?`,
      },
      answer: String(key),
      answerSpec: numberSpec(HINTS.integer),
      explanation: [
        {
          ko: '피타고라스 정리 \\(a^2 + b^2 = c^2\\)을 씁니다.',
          en: 'Use the Pythagorean theorem, \\(a^2 + b^2 = c^2\\).',
        },
        { ko: step, en: step },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { a, b, c, missing } = tripleParams(seed);
    const sides = [a, b, c];
    sides[missing] = keyValue(problem);
    const [x, y, z] = sides as [number, number, number];
    return x * x + y * y === z * z;
  },
};

function ratioParams(seed: number) {
  const rng = createRng(seed);
  const [a, b, c] = rng.pick(TRIPLES);
  const fn = rng.int(0, 2);
  return { a, b, c, fn };
}

const FUNCTIONS = ['sin', 'cos', 'tan'] as const;

/** A trigonometric ratio of an acute angle in a right triangle. */
const trigRatio: ProblemTemplate = {
  id: `${unitId}.trig-ratio`,
  unitId,
  version: 1,
  generate(seed) {
    const { a, b, c, fn } = ratioParams(seed);
    const rng = createRng(seed + 79);
    // Right angle at C; BC = a is opposite A, AC = b is adjacent to A, AB = c.
    const values = [a / c, b / c, a / b];
    const key = values[fn] as number;
    const show = (n: number) => {
      for (const [p, q] of [
        [a, c],
        [b, c],
        [a, b],
        [b, a],
        [c, a],
        [c, b],
      ] as const)
        if (Math.abs(p / q - n) < 1e-9) return `\\(${frac(p, q)}\\)`;
      return `\\(${n}\\)`;
    };
    const { choices, answer } = numberChoices(rng, key, [b / c, a / c, b / a, c / a, c / b, a / b], show);
    const name = FUNCTIONS[fn] as string;
    return {
      type: 'multiple',
      stem: {
        ko: `삼각형 \\(ABC\\)에서 \\(\\angle C = 90^\\circ\\), \\(BC = ${a}\\), \\(AC = ${b}\\), \\(AB = ${c}\\)입니다. \\(\\${name} A\\)의 값은?`,
        en: `In triangle \\(ABC\\), angle \\(C\\) is a right angle, \\(BC = ${a}\\), \\(AC = ${b}\\), and \\(AB = ${c}\\). What is the value of \\(\\${name} A\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: '각 \\(A\\)에 대해 대변은 \\(BC\\), 이웃변은 \\(AC\\), 빗변은 \\(AB\\)입니다.',
          en: 'For angle \\(A\\), the opposite side is \\(BC\\), the adjacent side is \\(AC\\), and the hypotenuse is \\(AB\\).',
        },
        {
          ko: `\\(\\${name} A = ${show(key).slice(2, -2)}\\)`,
          en: `\\(\\${name} A = ${show(key).slice(2, -2)}\\)`,
        },
      ],
      difficulty: 2,
    };
  },
  check(problem, seed) {
    const { a, b, c, fn } = ratioParams(seed);
    // Angle A from the sides, then the function itself.
    const angle = Math.atan2(a, b);
    const expected = [Math.sin(angle), Math.cos(angle), Math.tan(angle)][fn] as number;
    return Math.abs(keyValue(problem) - expected) < 1e-9 && Math.abs(a * a + b * b - c * c) < 1e-9;
  },
};

function complementParams(seed: number) {
  const rng = createRng(seed);
  return { x: rng.intExcept(5, 85, [45]) };
}

/** In a right triangle the two acute angles are complementary, so sin of one is cos of the other. */
const complementaryAngles: ProblemTemplate = {
  id: `${unitId}.complementary-angles`,
  unitId,
  version: 1,
  generate(seed) {
    const { x } = complementParams(seed);
    const rng = createRng(seed + 83);
    const key = 90 - x;
    const { choices, answer } = numberChoices(rng, key, [x, 180 - x, 90 + x, 2 * x], (n) => `\\(${n}\\)`);
    return {
      type: 'multiple',
      stem: {
        ko: `\\(\\sin ${x}^\\circ = a\\)일 때, \\(\\cos k^\\circ = a\\)를 만족하는 예각 \\(k\\)의 값은? (단, \\(0 < k < 90\\))`,
        en: `If \\(\\sin ${x}^\\circ = a\\), what is the value of \\(k\\), where \\(0 < k < 90\\), such that \\(\\cos k^\\circ = a\\)?`,
      },
      choices,
      answer,
      explanation: [
        {
          ko: '직각삼각형의 두 예각의 합은 \\(90^\\circ\\)이고, 한 각의 사인은 다른 각의 코사인과 같습니다: \\(\\sin x^\\circ = \\cos (90 - x)^\\circ\\).',
          en: 'The acute angles of a right triangle add to \\(90^\\circ\\), and the sine of one is the cosine of the other: \\(\\sin x^\\circ = \\cos (90 - x)^\\circ\\).',
        },
        { ko: `\\(k = 90 - ${x} = ${key}\\)`, en: `So \\(k = 90 - ${x} = ${key}\\).` },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { x } = complementParams(seed);
    const k = keyValue(problem);
    const rad = Math.PI / 180;
    return k > 0 && k < 90 && Math.abs(Math.cos(k * rad) - Math.sin(x * rad)) < 1e-9;
  },
};
export const templates: ProblemTemplate[] = [missingSide, trigRatio, complementaryAngles];
