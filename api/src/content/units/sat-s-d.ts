// SAT Geometry and Trigonometry, circles: original items.
import { defineTemplate, essay, multiple, nearby, type ProblemTemplate } from '../kit/template.js';
import { q, type Q } from '../kit/numbers.js';
import { frac, m, paren, piTerm, point, shift, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { noun } from '../kit/english.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'sat-s-d';

/** Angles whose radian measure is a simple multiple of π. */
const RADIAN_ANGLES = [30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330] as const;

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
    version: 3,
    params: (rng) => ({ r: rng.int(1, 25), byDiameter: rng.next() < 0.5 }),
    generate: ({ r, byDiameter }, rng) =>
      multiple(rng, {
        choices: 4,
        stem: byDiameter
          ? [
              `지름의 길이가 \\(${2 * r}\\)인 원의 넓이가 \\(k\\pi\\)일 때, \\(k\\)의 값은?`,
              `A circle has a diameter of \\(${2 * r}\\). Its area is \\(k\\pi\\). What is the value of \\(k\\)?`,
            ]
          : [
              `둘레의 길이가 \\(${piTerm(2 * r)}\\)인 원의 넓이가 \\(k\\pi\\)일 때, \\(k\\)의 값은?`,
              `A circle has a circumference of \\(${piTerm(2 * r)}\\). Its area is \\(k\\pi\\). What is the value of \\(k\\)?`,
            ],
        // Mistakes: the diameter squared, the radius doubled, the diameter itself.
        ...valueChoices(r * r, [4 * r * r, 2 * r, r, 2 * r * r], { step: r }),
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

  /** The center of a circle read off its standard-form equation: the signs flip. */
  defineTemplate(U, 'center-from-equation', {
    version: 1,
    params: (rng) => ({ h: rng.intExcept(-9, 9, [0]), k: rng.intExcept(-9, 9, [0]), r: rng.int(2, 12) }),
    generate: ({ h, k, r }, rng) => {
      const equationText = `(${shift('x', -h)})^{2}+(${shift('y', -k)})^{2}=${r * r}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `좌표평면에서 원 \\(${equationText}\\)의 중심의 좌표는?`,
          `In the \\(xy\\)-plane, the graph of \\(${equationText}\\) is a circle. What are the coordinates of the center of the circle?`,
        ],
        correct: m(point(h, k)),
        wrong: [point(-h, -k), point(h, -k), point(-h, k), point(k, h), point(r, r)].map((t) => m(t)),
        steps: [
          [
            `중심이 \\((a, b)\\)이고 반지름의 길이가 \\(r\\)인 원의 방정식은 \\((x-a)^{2}+(y-b)^{2}=r^{2}\\)입니다.`,
            `A circle with center \\((a, b)\\) and radius \\(r\\) has the equation \\((x-a)^{2}+(y-b)^{2}=r^{2}\\).`,
          ],
          [
            `\\(x-a=${shift('x', -h)}\\)에서 \\(a=${h}\\), \\(y-b=${shift('y', -k)}\\)에서 \\(b=${k}\\)이므로 중심은 \\(${point(h, k)}\\)이고, 반지름의 길이는 \\(\\sqrt{${r * r}}=${r}\\)입니다.`,
            `Matching \\(x-a=${shift('x', -h)}\\) gives \\(a=${h}\\), and \\(y-b=${shift('y', -k)}\\) gives \\(b=${k}\\): the center is \\(${point(h, k)}\\), and the radius is \\(\\sqrt{${r * r}}=${r}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    // The center is the one point from which (h + r, k) and (h, k − r), both on the circle, are r away.
    check: ({ h, k, r }, problem) =>
      keyWhere(problem, ([x, y]) => {
        const on = (px: number, py: number) => (px - h) ** 2 + (py - k) ** 2 === r * r;
        const cx = x as number;
        const cy = y as number;
        return on(cx + r, cy) && on(cx, cy - r) && on(cx - r, cy);
      }),
  }),

  /** The circle through a given point with a given center: r² is the squared distance (typed). */
  defineTemplate(U, 'circle-through-point', {
    version: 1,
    params: (rng) => {
      const h = rng.intExcept(-8, 8, [0]);
      const k = rng.intExcept(-8, 8, [0]);
      const dx = rng.intExcept(-7, 7, [0]);
      const dy = rng.intExcept(-7, 7, [0]);
      return { h, k, px: h + dx, py: k + dy };
    },
    generate: ({ h, k, px, py }) => {
      const [dx, dy] = [px - h, py - k];
      const c = dx * dx + dy * dy;
      const equationText = `(${shift('x', -h)})^{2}+(${shift('y', -k)})^{2}=c`;
      return essay({
        stem: [
          `좌표평면에서 중심이 \\(${point(h, k)}\\)인 원이 점 ${withJosa(m(point(px, py)), '을/를')} 지납니다. 이 원의 방정식이 \\(${equationText}\\)일 때, 상수 \\(c\\)의 값을 구하시오.`,
          `In the \\(xy\\)-plane, a circle with center \\(${point(h, k)}\\) passes through the point \\(${point(px, py)}\\). An equation of the circle is \\(${equationText}\\), where \\(c\\) is a constant. What is the value of \\(c\\)?`,
        ],
        answer: String(c),
        form: 'number',
        steps: [
          [
            `\\(c\\)는 반지름의 길이의 제곱입니다. 반지름은 중심과 원 위의 점 사이의 거리입니다.`,
            `\\(c\\) is the square of the radius, and the radius is the distance from the center to any point on the circle.`,
          ],
          [
            `점 ${withJosa(m(point(px, py)), '을/를')} 방정식에 대입하면 \\(c=(${px}-${paren(h)})^{2}+(${py}-${paren(k)})^{2}=${paren(dx)}^{2}+${paren(dy)}^{2}=${dx * dx}+${dy * dy}=${c}\\)입니다.`,
            `Substitute the point \\(${point(px, py)}\\): \\(c=(${px}-${paren(h)})^{2}+(${py}-${paren(k)})^{2}=${paren(dx)}^{2}+${paren(dy)}^{2}=${dx * dx}+${dy * dy}=${c}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    // The distance by Math.hypot, squared and rounded (whole-number legs).
    check: ({ h, k, px, py }, problem) => keyIs(problem, Math.round(Math.hypot(px - h, py - k) ** 2)),
  }),

  /** Complete the square, then shift: the center of the translated circle. */
  defineTemplate(U, 'shifted-center', {
    version: 1,
    params: (rng) => {
      const h = rng.intExcept(-7, 7, [0]);
      const k = rng.intExcept(-7, 7, [0]);
      const r = rng.int(2, 9);
      const right = rng.intExcept(-6, 6, [0]);
      const up = rng.intExcept(-6, 6, [0]);
      return { h, k, r, right, up };
    },
    generate: ({ h, k, r, right, up }, rng) => {
      const [d, e, f] = [-2 * h, -2 * k, h * h + k * k - r * r];
      const equationText = `${sum('x^{2}', [d, 'x'], 'y^{2}', [e, 'y'], [f, ''])}=0`;
      const [nh, nk] = [h + right, k + up];
      const moveKo = `\\(x\\)축의 방향으로 \\(${right}\\)만큼, \\(y\\)축의 방향으로 \\(${up}\\)만큼`;
      const moveEn = `\\(${Math.abs(right)}\\) ${noun(Math.abs(right), 'unit')} to the ${right > 0 ? 'right' : 'left'} and \\(${Math.abs(up)}\\) ${noun(Math.abs(up), 'unit')} ${up > 0 ? 'up' : 'down'}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `좌표평면에서 원 ${withJosa(m(equationText), '을/를')} ${moveKo} 평행이동한 원의 중심의 좌표는?`,
          `In the \\(xy\\)-plane, the circle \\(${equationText}\\) is translated ${moveEn}. What are the coordinates of the center of the new circle?`,
        ],
        correct: m(point(nh, nk)),
        wrong: [point(h, k), point(-h + right, -k + up), point(h - right, k - up), point(nh, -nk), point(-nh, -nk)].map(
          (t) => m(t),
        ),
        steps: [
          [
            `완전제곱식으로 바꿉니다: \\((${sum('x^{2}', [d, 'x'], [h * h, ''])})+(${sum('y^{2}', [e, 'y'], [k * k, ''])})=${-f + h * h + k * k}\\), 즉 \\((${shift('x', -h)})^{2}+(${shift('y', -k)})^{2}=${r * r}\\)입니다.`,
            `Complete the square in \\(x\\) and in \\(y\\): \\((${sum('x^{2}', [d, 'x'], [h * h, ''])})+(${sum('y^{2}', [e, 'y'], [k * k, ''])})=${-f + h * h + k * k}\\), that is, \\((${shift('x', -h)})^{2}+(${shift('y', -k)})^{2}=${r * r}\\).`,
          ],
          [
            `처음 원의 중심은 \\(${point(h, k)}\\)입니다. 평행이동해도 반지름은 그대로이고 중심만 움직입니다.`,
            `The original center is \\(${point(h, k)}\\). A translation keeps the radius and moves the center.`,
          ],
          [
            `따라서 새 원의 중심은 \\((${h}+${paren(right)}, ${k}+${paren(up)})=${point(nh, nk)}\\)입니다. 핵심은 식을 완전제곱 꼴로 바꾸어 중심을 먼저 읽는 것입니다.`,
            `So the new center is \\((${h}+${paren(right)}, ${k}+${paren(up)})=${point(nh, nk)}\\). The key is to complete the square first, so the center can be read off.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // Find the original center as the point where the expanded left side is least, then move it.
    check: ({ h, k, r, right, up }, problem) => {
      const [d, e, f] = [-2 * h, -2 * k, h * h + k * k - r * r];
      let best: [number, number] = [0, 0];
      let least = Infinity;
      for (let x = -12; x <= 12; x++) {
        for (let y = -12; y <= 12; y++) {
          const v = x * x + d * x + y * y + e * y + f;
          if (v < least) [least, best] = [v, [x, y]];
        }
      }
      return keyIs(problem, [best[0] + right, best[1] + up]);
    },
  }),

  /** Degrees to radians: multiply by π/180. */
  defineTemplate(U, 'degrees-to-radians', {
    version: 1,
    params: (rng) => ({ degrees: rng.pick(RADIAN_ANGLES) }),
    generate: ({ degrees }, rng) => {
      const k = q(degrees, 180);
      const asPi = (x: Q) => (x.isInteger ? piTerm(x) : `\\frac{${term(x.n, '\\pi')}}{${x.d}}`);
      return multiple(rng, {
        choices: 4,
        stem: [
          `${withJosa(m(`${degrees}^{\\circ}`), '을/를')} 호도법으로 나타낸 것은?`,
          `What is the measure of an angle of \\(${degrees}^{\\circ}\\), in radians?`,
        ],
        correct: m(asPi(k)),
        wrong: [
          q(180, degrees),
          q(degrees, 360),
          q(degrees, 90),
          q(2 * degrees, 180).add(q(1, 2)),
          k.add(q(1, 2)),
          k.add(1),
        ].map((x) => m(asPi(x))),
        steps: [
          [
            `\\(180^{\\circ}=\\pi\\)(라디안)이므로 \\(1^{\\circ}=\\frac{\\pi}{180}\\)입니다.`,
            `Since \\(180^{\\circ}=\\pi\\) radians, \\(1^{\\circ}=\\frac{\\pi}{180}\\) radians.`,
          ],
          [
            `\\(${degrees}\\times \\frac{\\pi}{180}=${asPi(k)}\\)입니다.`,
            `\\(${degrees}\\times \\frac{\\pi}{180}=${asPi(k)}\\) radians.`,
          ],
        ],
        difficulty: 1,
      });
    },
    // A full turn is 2π: the key's share of 2π is the angle's share of 360°.
    check: ({ degrees }, problem) => keyIs(problem, (degrees / 360) * 2 * Math.PI),
  }),

  /** Arc length s = rθ with θ in radians (typed). */
  defineTemplate(U, 'arc-length-radians', {
    version: 1,
    params: (rng) => {
      const angle = rng.pick(RADIAN_ANGLES);
      const r = rng.int(2, 18);
      return { angle, r };
    },
    generate: ({ angle, r }) => {
      const theta = q(angle, 180);
      const k = theta.mul(r);
      const thetaText = theta.isInteger ? piTerm(theta) : `\\frac{${term(theta.n, '\\pi')}}{${theta.d}}`;
      return essay({
        stem: [
          `반지름의 길이가 \\(${r}\\)인 원에서 중심각의 크기가 \\(${thetaText}\\)라디안인 호의 길이가 \\(k\\pi\\)일 때, \\(k\\)의 값을 구하시오.`,
          `A circle has a radius of \\(${r}\\). A central angle of \\(${thetaText}\\) radians intercepts an arc of length \\(k\\pi\\). What is the value of \\(k\\)?`,
        ],
        answer: frac(k),
        form: 'number',
        steps: [
          [
            '중심각을 라디안으로 나타내면 호의 길이는 (반지름의 길이)\\(\\times\\)(중심각)입니다: \\(s=r\\theta\\)',
            'With the central angle in radians, the arc length is the radius times the angle: \\(s=r\\theta\\).',
          ],
          [
            `\\(s=${r}\\times ${thetaText}=${piTerm(k)}\\)이므로 \\(k=${frac(k)}\\)입니다.`,
            `\\(s=${r}\\times ${thetaText}=${piTerm(k)}\\), so \\(k=${frac(k)}\\).`,
          ],
        ],
        difficulty: 2,
      });
    },
    // The arc's share of the circumference 2πr is the angle's share of 360°.
    check: ({ angle, r }, problem) => keyIs(problem, ((angle / 360) * 2 * r * Math.PI) / Math.PI),
  }),

  /** From an arc length and a radius to the central angle in degrees: θ = s/r, then convert. */
  defineTemplate(U, 'angle-from-arc', {
    version: 1,
    params: (rng) => {
      const degrees = rng.pick(RADIAN_ANGLES);
      const r = rng.int(3, 15);
      return { degrees, r };
    },
    generate: ({ degrees, r }, rng) => {
      const theta = q(degrees, 180);
      const s = theta.mul(r);
      const sText = s.isInteger ? piTerm(s) : `\\frac{${term(s.n, '\\pi')}}{${s.d}}`;
      const thetaText = theta.isInteger ? piTerm(theta) : `\\frac{${term(theta.n, '\\pi')}}{${theta.d}}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `반지름의 길이가 \\(${r}\\)인 원에서 호의 길이가 \\(${sText}\\)일 때, 이 호에 대한 중심각의 크기는 몇 도입니까?`,
          `In a circle with radius \\(${r}\\), an arc has length \\(${sText}\\). What is the measure, in degrees, of the central angle that intercepts the arc?`,
        ],
        correct: m(`${degrees}^{\\circ}`),
        wrong: [degrees / 2, degrees * 2, 180 - degrees, 360 - degrees, degrees + 30, degrees + 60]
          .filter((d) => d > 0 && Number.isInteger(d))
          .map((d) => m(`${d}^{\\circ}`)),
        steps: [
          [
            `호의 길이 \\(s=r\\theta\\)에서 \\(\\theta=\\frac{s}{r}=${sText}\\div ${r}=${thetaText}\\)(라디안)입니다.`,
            `From \\(s=r\\theta\\), \\(\\theta=\\frac{s}{r}=${sText}\\div ${r}=${thetaText}\\) radians.`,
          ],
          [
            `\\(\\pi\\)라디안이 \\(180^{\\circ}\\)이므로 \\(${thetaText}\\times \\frac{180^{\\circ}}{\\pi}=${degrees}^{\\circ}\\)입니다. 핵심은 라디안으로 구한 각을 도로 바꾸는 두 단계입니다.`,
            `Since \\(\\pi\\) radians is \\(180^{\\circ}\\), \\(${thetaText}\\times \\frac{180^{\\circ}}{\\pi}=${degrees}^{\\circ}\\). The key is the two steps: the angle in radians first, then in degrees.`,
          ],
        ],
        difficulty: 4,
      });
    },
    // The arc's share of the circumference times 360°.
    check: ({ degrees, r }, problem) => {
      const arc = (degrees / 180) * Math.PI * r;
      return keyIs(problem, Math.round((arc / (2 * Math.PI * r)) * 360));
    },
  }),
];
