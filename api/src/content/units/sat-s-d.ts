// SAT Geometry and Trigonometry, circles: original items.
import {
  defineTemplate,
  essay,
  frac,
  keyIs,
  keyWhere,
  multiple,
  nearby,
  piTerm,
  q,
  shift,
  sum,
  withJosa,
  type ProblemTemplate,
} from '../kit/index.js';

const U = 'sat-s-d';

const ARC_ANGLES = [20, 30, 36, 40, 45, 60, 72, 80, 90, 120, 135, 150, 180, 210, 240, 270, 300] as const;

export const templates: ProblemTemplate[] = [
  /** The radius of a circle given in expanded form (complete the square). */
  defineTemplate(U, 'radius-from-equation', {
    version: 3,
    params: (rng) => {
      const h = rng.intExcept(-9, 9, [0]);
      const k = rng.intExcept(-9, 9, [0]);
      const r = rng.int(1, 12);
      return { h, k, r, d: -2 * h, e: -2 * k, f: h * h + k * k - r * r };
    },
    generate: ({ h, k, r, d, e, f }, rng) => {
      const equation = `${sum('x^{2}', [d, 'x'], 'y^{2}', [e, 'y'], [f, ''])}=0`;
      const grouped = `(${sum('x^{2}', [d, 'x'], [h * h, ''])})+(${sum('y^{2}', [e, 'y'], [k * k, ''])})=${sum([-f, ''], [h * h, ''], [k * k, ''])}`;
      const standard = `(${shift('x', -h)})^{2}+(${shift('y', -k)})^{2}=${r * r}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `좌표평면에서 방정식 ${withJosa(`\\(${equation}\\)`, '이/가')} 나타내는 원의 반지름의 길이는?`,
          `In the \\(xy\\)-plane, a circle has the equation \\(${equation}\\). What is the radius of the circle?`,
        ],
        correct: `\\(${r}\\)`,
        // r² for r; the constant term; |h| + |k| (the center read as the radius); the diameter.
        wrong: [r * r, Math.abs(f), Math.abs(h) + Math.abs(k), 2 * r]
          .filter((v) => v > 0)
          .map((v) => `\\(${v}\\)`)
          .concat(nearby(r, { min: 1 })),
        steps: [
          [
            `\\(x\\)항끼리, \\(y\\)항끼리 묶어 완전제곱식을 만들면 \\(${grouped}\\)입니다.`,
            `Group the \\(x\\)-terms and the \\(y\\)-terms and complete each square: \\(${grouped}\\).`,
          ],
          [`정리하면 \\(${standard}\\)입니다.`, `So \\(${standard}\\).`],
          [
            `반지름의 길이를 \\(r\\)이라 하면 \\(r^{2}=${r * r}\\)이고 \\(r>0\\)이므로 \\(r=${r}\\)입니다.`,
            `The radius \\(r\\) satisfies \\(r^{2}=${r * r}\\) with \\(r>0\\), so \\(r=${r}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The point (center + radius, center) must satisfy the expanded equation; the center is (-d/2, -e/2).
    check: ({ d, e, f }, problem) =>
      keyWhere(problem, ([radius]) => {
        const [cx, cy] = [-d / 2, -e / 2];
        const x = cx + (radius as number);
        return (radius as number) > 0 && x * x + d * x + cy * cy + e * cy + f === 0;
      }),
  }),

  /** Arc length kπ from a central angle in degrees. */
  defineTemplate(U, 'arc-length', {
    version: 2,
    params: (rng) => ({ angle: rng.pick(ARC_ANGLES), r: rng.int(2, 18) }),
    generate: ({ angle, r }) => {
      const k = q(angle * r, 180);
      return essay({
        stem: [
          `반지름의 길이가 \\(${r}\\)인 원에서 중심각의 크기가 \\(${angle}^{\\circ}\\)인 호의 길이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
          `A circle has a radius of \\(${r}\\). An arc of the circle has a central angle of \\(${angle}^{\\circ}\\), and its length is \\(k\\pi\\). What is the value of \\(k\\)?`,
        ],
        answer: frac(k),
        form: 'number',
        steps: [
          [
            `호의 길이는 원의 둘레의 길이 \\(2\\pi r\\)의 \\(\\frac{${angle}}{360}=${frac(angle, 360)}\\)입니다.`,
            `The arc is \\(\\frac{${angle}}{360}=${frac(angle, 360)}\\) of the circumference \\(2\\pi r\\).`,
          ],
          [
            `\\(2\\pi\\times ${r}\\times ${frac(angle, 360)}=${piTerm(k)}\\)이므로 \\(k=${frac(k)}\\)입니다.`,
            `\\(2\\pi\\times ${r}\\times ${frac(angle, 360)}=${piTerm(k)}\\), so \\(k=${frac(k)}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // Radian measure times radius.
    check: ({ angle, r }, problem) => keyIs(problem, (((angle * Math.PI) / 180) * r) / Math.PI),
  }),

  /** The area of a circle from its diameter or circumference. */
  defineTemplate(U, 'area-from-circumference', {
    version: 2,
    params: (rng) => ({ r: rng.int(1, 25), byDiameter: rng.next() < 0.5 }),
    generate: ({ r, byDiameter }) =>
      essay({
        stem: byDiameter
          ? [
              `지름의 길이가 \\(${2 * r}\\)인 원의 넓이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
              `A circle has a diameter of \\(${2 * r}\\). Its area is \\(k\\pi\\). What is the value of \\(k\\)?`,
            ]
          : [
              `둘레의 길이가 \\(${piTerm(2 * r)}\\)인 원의 넓이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
              `A circle has a circumference of \\(${piTerm(2 * r)}\\). Its area is \\(k\\pi\\). What is the value of \\(k\\)?`,
            ],
        answer: String(r * r),
        form: 'number',
        steps: [
          byDiameter
            ? [
                `반지름의 길이는 지름의 길이의 절반이므로 \\(${2 * r}\\div 2=${r}\\)입니다.`,
                `The radius is half the diameter: \\(${2 * r}\\div 2=${r}\\).`,
              ]
            : [
                `반지름의 길이를 \\(r\\)이라 하면 \\(2\\pi r=${piTerm(2 * r)}\\)이므로 \\(r=${r}\\)입니다.`,
                `Let \\(r\\) be the radius. From \\(2\\pi r=${piTerm(2 * r)}\\), \\(r=${r}\\).`,
              ],
          [
            `넓이는 \\(\\pi\\times ${r}^{2}=${piTerm(r * r)}\\)이므로 \\(k=${r * r}\\)입니다.`,
            `The area is \\(\\pi\\times ${r}^{2}=${piTerm(r * r)}\\), so \\(k=${r * r}\\).`,
          ],
        ],
        difficulty: 2,
      }),
    // A = C² / (4π): with C = 2rπ, A/π = (2r)² / 4.
    check: ({ r }, problem) => keyIs(problem, (2 * r) ** 2 / 4),
  }),
];
