// 중3 6. 원의 성질: chords and tangents (s1); inscribed angles (s2); cyclic quadrilaterals and the tangent-chord
// angle (s3). Figures are described in words; checks rebuild them in coordinates.
import { HINT, essay, keyIs, multiple, template } from '../lib/mh/build.js';
import { num } from '../lib/mh/format.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-6';
type P = [number, number];
const onCircle = (deg: number, r = 1): P => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];
const angleAt = (o: P, p: P, q: P) =>
  (Math.acos(
    ((p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1])) /
      (Math.hypot(p[0] - o[0], p[1] - o[1]) * Math.hypot(q[0] - o[0], q[1] - o[1])),
  ) *
    180) /
  Math.PI;
const TRIPLES: Array<[number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
];

export const templates: ProblemTemplate[] = [
  template(U, 'chord-tangent', {
    params: (rng) => ({
      t: rng.int(0, TRIPLES.length - 1),
      k: rng.int(1, 5),
      kind: rng.int(0, 1),
      swap: rng.int(0, 1) === 1,
    }),
    make: ({ t, k, kind, swap }) => {
      const [a0, b0, c0] = (TRIPLES[t] as [number, number, number]).map((v) => v * k) as [number, number, number];
      const [a, b] = swap ? [b0, a0] : [a0, b0];
      if (kind === 0) {
        // Radius c, distance a from the center: the chord is 2b.
        return essay({
          stem: [
            `반지름의 길이가 \\(${c0}\\)인 원 \\(\\mathrm{O}\\)의 중심에서 현 \\(\\mathrm{AB}\\)까지의 거리가 \\(${a}\\)일 때, 현 \\(\\mathrm{AB}\\)의 길이를 구하시오.`,
            `In circle \\(\\mathrm{O}\\) with radius \\(${c0}\\), chord \\(\\mathrm{AB}\\) is \\(${a}\\) units from the center. Find the length of \\(\\mathrm{AB}\\).`,
          ],
          answer: String(2 * b),
          hint: HINT.nat,
          steps: [
            [
              `원의 중심에서 현에 내린 수선은 현을 이등분하므로 현의 절반은 \\(\\sqrt{${c0}^{2}-${a}^{2}}=${b}\\)입니다.`,
              `The perpendicular from the center bisects the chord, so half the chord is \\(\\sqrt{${c0}^{2}-${a}^{2}}=${b}\\).`,
            ],
            [`현의 길이는 \\(2\\times${b}=${2 * b}\\)입니다.`, `The chord is \\(2\\times${b}=${2 * b}\\).`],
          ],
          difficulty: 3,
          subUnit: `${U}.s1`,
        });
      }
      return essay({
        stem: [
          `원 \\(\\mathrm{O}\\) 밖의 점 \\(\\mathrm{P}\\)에서 원에 그은 접선의 접점을 \\(\\mathrm{T}\\)라 하자. 원의 반지름의 길이가 \\(${a}\\), \\(\\overline{\\mathrm{PO}}=${c0}\\)일 때, \\(\\overline{\\mathrm{PT}}\\)의 길이를 구하시오.`,
          `A tangent from point \\(\\mathrm{P}\\) outside circle \\(\\mathrm{O}\\) touches the circle at \\(\\mathrm{T}\\). The radius is \\(${a}\\) and \\(\\mathrm{PO}=${c0}\\). Find \\(\\mathrm{PT}\\).`,
        ],
        answer: String(b),
        hint: HINT.nat,
        steps: [
          [
            `접선은 접점을 지나는 반지름과 수직이므로 \\(\\triangle \\mathrm{PTO}\\)는 직각삼각형입니다.`,
            `A tangent is perpendicular to the radius at the point of contact, so triangle \\(\\mathrm{PTO}\\) has a right angle at \\(\\mathrm{T}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{PT}}=\\sqrt{${c0}^{2}-${a}^{2}}=${b}\\)`,
            `\\(\\mathrm{PT}=\\sqrt{${c0}^{2}-${a}^{2}}=${b}\\)`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s1`,
      });
    },
    check: ({ t, k, kind, swap }, problem) => {
      // Intersect the line y = a with the circle (chord), or find the tangent point by scanning the circle.
      const [a0, b0, c0] = (TRIPLES[t] as [number, number, number]).map((v) => v * k) as [number, number, number];
      const a = swap ? b0 : a0;
      if (kind === 0) return keyIs(problem, 2 * Math.sqrt(c0 * c0 - a * a));
      const P: P = [c0, 0];
      let best = Infinity;
      for (let i = 0; i < 3600; i++) {
        const T = onCircle(i / 10, a);
        // Tangent point: OT ⟂ TP.
        const dot = T[0] * (P[0] - T[0]) + T[1] * (P[1] - T[1]);
        if (Math.abs(dot) < Math.abs(best)) best = dot;
      }
      const T = onCircle((Math.acos(a / c0) * 180) / Math.PI, a);
      return Math.abs(best) < a * c0 * 0.01 && keyIs(problem, Math.hypot(P[0] - T[0], P[1] - T[1]));
    },
  }),

  template(U, 'inscribed-angle', {
    params: (rng) => ({ central: rng.int(10, 170) * 2, ask: rng.int(0, 1), where: rng.int(0, 99) }),
    make: ({ central: c0, ask }, rng) => {
      const central = c0 > 340 ? 340 : c0;
      const inscribed = central / 2;
      const [given, value] = ask === 0 ? [central, inscribed] : [inscribed, central];
      return multiple(rng, {
        stem:
          ask === 0
            ? [
                `원 \\(\\mathrm{O}\\)에서 호 \\(\\mathrm{AB}\\)에 대한 중심각의 크기가 \\(${given}^{\\circ}\\)일 때, 같은 호에 대한 원주각 \\(\\angle \\mathrm{APB}\\)의 크기는 몇 도인가?`,
                `In circle \\(\\mathrm{O}\\), the central angle on arc \\(\\mathrm{AB}\\) is \\(${given}^{\\circ}\\). What is the inscribed angle \\(\\angle \\mathrm{APB}\\) on the same arc, in degrees?`,
              ]
            : [
                `원 \\(\\mathrm{O}\\)에서 호 \\(\\mathrm{AB}\\)에 대한 원주각 \\(\\angle \\mathrm{APB}\\)의 크기가 \\(${given}^{\\circ}\\)일 때, 중심각 \\(\\angle \\mathrm{AOB}\\)의 크기는 몇 도인가?`,
                `In circle \\(\\mathrm{O}\\), the inscribed angle \\(\\angle \\mathrm{APB}\\) on arc \\(\\mathrm{AB}\\) is \\(${given}^{\\circ}\\). What is the central angle \\(\\angle \\mathrm{AOB}\\) on that arc, in degrees?`,
              ],
        correct: num(value),
        wrong: [given, 180 - value, 360 - value, value / 2, value * 2, 180 - given, 90 + value / 2].map(num),
        steps: [
          [
            `한 호에 대한 원주각의 크기는 그 호에 대한 중심각의 크기의 \\(\\frac{1}{2}\\)입니다.`,
            `An inscribed angle is half the central angle on the same arc.`,
          ],
          [`따라서 답은 \\(${num(value)}^{\\circ}\\)입니다.`, `So the answer is \\(${num(value)}^{\\circ}\\).`],
        ],
        difficulty: central > 180 ? 3 : 2,
        subUnit: `${U}.s2`,
      });
    },
    check: ({ central: c0, ask, where }, problem) => {
      // Put A and B on the unit circle with the given central angle, P on the other arc, and measure.
      const central = c0 > 340 ? 340 : c0;
      const A = onCircle(0);
      const B = onCircle(central);
      const P = onCircle(central + ((360 - central) * (where + 1)) / 101);
      const measuredInscribed = angleAt(P, A, B);
      const truth = ask === 0 ? measuredInscribed : 2 * measuredInscribed;
      const ok = (problem.choices ?? []).map(
        (ch) => Math.abs((evalLatex(ch.slice(2, -2))[0] as number) - truth) < 1e-6,
      );
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  template(U, 'cyclic-and-tangent', {
    params: (rng) => ({ kind: rng.int(0, 1), x: rng.int(40, 140), y: rng.int(30, 150) }),
    make: ({ kind, x, y }) => {
      if (kind === 0) {
        return essay({
          stem: [
            `원에 내접하는 사각형 \\(\\mathrm{ABCD}\\)에서 \\(\\angle \\mathrm{A}=${x}^{\\circ}\\)일 때, \\(\\angle \\mathrm{C}\\)의 크기는 몇 도인지 구하시오.`,
            `Quadrilateral \\(\\mathrm{ABCD}\\) is inscribed in a circle and \\(\\angle \\mathrm{A}=${x}^{\\circ}\\). Find \\(\\angle \\mathrm{C}\\) in degrees.`,
          ],
          answer: String(180 - x),
          hint: HINT.num,
          unit: '°',
          steps: [
            [
              `원에 내접하는 사각형의 한 쌍의 대각의 크기의 합은 \\(180^{\\circ}\\)입니다.`,
              `Opposite angles of a quadrilateral inscribed in a circle add to \\(180^{\\circ}\\).`,
            ],
            [
              `\\(\\angle \\mathrm{C}=180^{\\circ}-${x}^{\\circ}=${180 - x}^{\\circ}\\)`,
              `\\(\\angle \\mathrm{C}=180^{\\circ}-${x}^{\\circ}=${180 - x}^{\\circ}\\)`,
            ],
          ],
          difficulty: 2,
          subUnit: `${U}.s3`,
        });
      }
      const angle = Math.min(y, 170);
      return essay({
        stem: [
          `원 위의 점 \\(\\mathrm{A}\\)에서 그은 접선과 현 \\(\\mathrm{AB}\\)가 이루는 각의 크기가 \\(${angle}^{\\circ}\\)입니다. 점 \\(\\mathrm{C}\\)가 이 각의 안쪽에 있지 않은 호 위의 점일 때, \\(\\angle \\mathrm{ACB}\\)의 크기는 몇 도인지 구하시오.`,
          `The tangent at point \\(\\mathrm{A}\\) of a circle makes an angle of \\(${angle}^{\\circ}\\) with chord \\(\\mathrm{AB}\\). Point \\(\\mathrm{C}\\) is on the arc outside that angle. Find \\(\\angle \\mathrm{ACB}\\) in degrees.`,
        ],
        answer: String(angle),
        hint: HINT.num,
        unit: '°',
        steps: [
          [
            `접선과 현이 이루는 각의 크기는 그 각의 내부에 있는 호에 대한 원주각의 크기와 같습니다.`,
            `The angle between a tangent and a chord equals the inscribed angle on the arc inside that angle.`,
          ],
          [
            `따라서 \\(\\angle \\mathrm{ACB}=${angle}^{\\circ}\\)입니다.`,
            `So \\(\\angle \\mathrm{ACB}=${angle}^{\\circ}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s3`,
      });
    },
    check: ({ kind, x, y }, problem) => {
      if (kind === 0) {
        // Inscribe a quadrilateral with angle A = x: arc BCD (opposite A) is 2x; measure angle C.
        const B = onCircle(0);
        const D = onCircle(2 * x);
        const A = onCircle(2 * x + (360 - 2 * x) / 2);
        const C = onCircle(x);
        const measuredA = angleAt(A, B, D);
        return Math.abs(measuredA - x) < 1e-6 && keyIs(problem, angleAt(C, B, D));
      }
      // Tangent at A = (1, 0) points along (0, 1); choose B so the tangent-chord angle is the given one.
      const angle = Math.min(y, 170);
      const A = onCircle(0);
      const B = onCircle(2 * angle);
      const C = onCircle(2 * angle + (360 - 2 * angle) / 2);
      const chord: P = [B[0] - A[0], B[1] - A[1]];
      const tangentAngle = (Math.acos(chord[1] / Math.hypot(chord[0], chord[1])) * 180) / Math.PI;
      return Math.abs(tangentAngle - angle) < 1e-6 && keyIs(problem, angleAt(C, A, B));
    },
  }),
];
