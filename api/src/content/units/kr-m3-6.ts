// 중3 6. 원의 성질: chords and tangents, tangent lengths in a triangle and a quadrilateral (s1); inscribed angles,
// arcs in a ratio, the angle in a semicircle (s2); cyclic quadrilaterals and the tangent-chord angle (s3). Only inscribed-angle-figure draws its circle: every other stem names the points and says which arc a point is on, so the words alone
// fix the answer. Checks rebuild the figures in coordinates.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { keyIs, valueOf } from '../kit/check.js';
import { josa, withJosa } from '../kit/korean.js';
import { circleFigure, inscribedAngleFigure, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-6';
type P = [number, number];
const onCircle = (d: number, r = 1): P => [r * Math.cos((d * Math.PI) / 180), r * Math.sin((d * Math.PI) / 180)];
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
const O = '\\mathrm{O}';
const ang = (points: string) => `\\angle \\mathrm{${points}}`;

/** The central angle ∠AOB (below 180°) an inscribed-angle problem is built on, from the drawn even number 20-340. */
const centralOf = (c0: number) => {
  const c = c0 > 180 ? 360 - c0 : c0;
  return c === 180 ? 160 : c;
};

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'chord-tangent', {
    version: 2,
    params: (rng) => ({
      t: rng.int(0, TRIPLES.length - 1),
      k: rng.int(1, 5),
      kind: rng.int(0, 1),
      swap: rng.int(0, 1) === 1,
    }),
    generate: ({ t, k, kind, swap }) => {
      const [a0, b0, c0] = (TRIPLES[t] as [number, number, number]).map((v) => v * k) as [number, number, number];
      const [a, b] = swap ? [b0, a0] : [a0, b0];
      if (kind === 0) {
        // Radius c, distance a from the center: the chord is 2b.
        return essay({
          stem: [
            `반지름의 길이가 \\(${c0}\\)인 원 \\(${O}\\)의 중심에서 현 \\(\\mathrm{AB}\\)까지의 거리가 \\(${a}\\)일 때, 현 \\(\\mathrm{AB}\\)의 길이를 구하시오.`,
            `In circle \\(${O}\\) with radius \\(${c0}\\), chord \\(\\mathrm{AB}\\) is \\(${a}\\) units from the center. Find the length of \\(\\mathrm{AB}\\).`,
          ],
          answer: String(2 * b),
          form: 'number',
          steps: [
            [
              `원의 중심에서 현에 내린 수선은 그 현을 이등분하므로, 현의 길이의 절반은 \\(\\sqrt{${c0}^{2}-${a}^{2}}=\\sqrt{${b * b}}=${b}\\)입니다.`,
              `The perpendicular from the center bisects the chord, so half the chord is \\(\\sqrt{${c0}^{2}-${a}^{2}}=\\sqrt{${b * b}}=${b}\\).`,
            ],
            [
              `따라서 \\(\\overline{\\mathrm{AB}}=2\\times ${b}=${2 * b}\\)입니다.`,
              `So \\(\\mathrm{AB}=2\\times ${b}=${2 * b}\\).`,
            ],
          ],
          difficulty: 3,
          subUnit: `${U}.s1`,
        });
      }
      return essay({
        stem: [
          `원 \\(${O}\\) 밖의 점 \\(\\mathrm{P}\\)에서 원에 그은 접선의 접점을 \\(\\mathrm{T}\\)라 하자. 원의 반지름의 길이가 \\(${a}\\), \\(\\overline{\\mathrm{PO}}=${c0}\\)일 때, \\(\\overline{\\mathrm{PT}}\\)의 길이를 구하시오.`,
          `A tangent from point \\(\\mathrm{P}\\) outside circle \\(${O}\\) touches the circle at \\(\\mathrm{T}\\). The radius is \\(${a}\\) and \\(\\mathrm{PO}=${c0}\\). Find \\(\\mathrm{PT}\\).`,
        ],
        answer: String(b),
        form: 'number',
        steps: [
          [
            `원의 접선은 접점을 지나는 반지름에 수직이므로 \\(\\triangle \\mathrm{PTO}\\)는 \\(${ang('PTO')}=90^{\\circ}\\)인 직각삼각형입니다.`,
            `A tangent is perpendicular to the radius at the point of contact, so triangle \\(\\mathrm{PTO}\\) has a right angle at \\(\\mathrm{T}\\).`,
          ],
          [
            `피타고라스 정리에 의하여 \\(\\overline{\\mathrm{PT}}=\\sqrt{${c0}^{2}-${a}^{2}}=\\sqrt{${b * b}}=${b}\\)입니다.`,
            `By the Pythagorean theorem, \\(\\mathrm{PT}=\\sqrt{${c0}^{2}-${a}^{2}}=\\sqrt{${b * b}}=${b}\\).`,
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
      const Pt: P = [c0, 0];
      let best = Infinity;
      for (let i = 0; i < 3600; i++) {
        const T = onCircle(i / 10, a);
        // Tangent point: OT ⟂ TP.
        const dot = T[0] * (Pt[0] - T[0]) + T[1] * (Pt[1] - T[1]);
        if (Math.abs(dot) < Math.abs(best)) best = dot;
      }
      const T = onCircle((Math.acos(a / c0) * 180) / Math.PI, a);
      return Math.abs(best) < a * c0 * 0.01 && keyIs(problem, Math.hypot(Pt[0] - T[0], Pt[1] - T[1]));
    },
  }),

  defineTemplate(U, 'inscribed-angle', {
    version: 2,
    params: (rng) => ({ central: rng.int(10, 170) * 2, ask: rng.int(0, 1), where: rng.int(0, 99) }),
    generate: ({ central: c0, ask, where }, rng) => {
      // ∠AOB = c < 180°. P on the longer arc AB sees AB at c/2; P on the shorter arc at 180° - c/2.
      const c = centralOf(c0);
      const major = where < 60;
      const inscribed = major ? c / 2 : 180 - c / 2;
      const [given, value] = ask === 0 ? [c, inscribed] : [inscribed, c];
      const arcKo = major ? '긴' : '짧은';
      const arcEn = major ? 'longer' : 'shorter';
      const points = `원 \\(${O}\\) 위의 세 점 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\), \\(\\mathrm{P}\\)에 대하여`;
      const wrong = [
        given,
        180 - value,
        360 - value,
        value / 2,
        value * 2,
        180 - given,
        90 + value / 2,
        360 - 2 * given,
      ]
        .filter((v) => Number.isInteger(v) && v > 0 && v < 360)
        .map((v) => m(deg(v)));
      const rule: [string, string] = major
        ? [
            `점 \\(\\mathrm{P}\\)가 더 긴 호 위에 있으므로 \\(${ang('APB')}\\)는 짧은 호 \\(\\mathrm{AB}\\)에 대한 원주각이고, 그 중심각이 \\(${ang('AOB')}\\)입니다. 원주각의 크기는 중심각의 크기의 \\(\\frac{1}{2}\\)입니다.`,
            `P is on the longer arc, so \\(${ang('APB')}\\) is the inscribed angle on the shorter arc \\(\\mathrm{AB}\\), whose central angle is \\(${ang('AOB')}\\). An inscribed angle is half its central angle.`,
          ]
        : [
            `점 \\(\\mathrm{P}\\)가 더 짧은 호 위에 있으므로 \\(${ang('APB')}\\)는 긴 호 \\(\\mathrm{AB}\\)에 대한 원주각이고, 그 중심각은 \\(360^{\\circ}-${ang('AOB')}\\)입니다. 원주각의 크기는 중심각의 크기의 \\(\\frac{1}{2}\\)입니다.`,
            `P is on the shorter arc, so \\(${ang('APB')}\\) is the inscribed angle on the longer arc \\(\\mathrm{AB}\\), whose central angle is \\(360^{\\circ}-${ang('AOB')}\\). An inscribed angle is half its central angle.`,
          ];
      const work: [string, string] =
        ask === 0
          ? major
            ? [
                `\\(${ang('APB')}=\\frac{1}{2}\\times ${deg(c)}=${deg(value)}\\)`,
                `\\(${ang('APB')}=\\frac{1}{2}\\times ${deg(c)}=${deg(value)}\\)`,
              ]
            : [
                `\\(${ang('APB')}=\\frac{1}{2}\\times (360^{\\circ}-${deg(c)})=\\frac{1}{2}\\times ${deg(360 - c)}=${deg(value)}\\)`,
                `\\(${ang('APB')}=\\frac{1}{2}\\times (360^{\\circ}-${deg(c)})=\\frac{1}{2}\\times ${deg(360 - c)}=${deg(value)}\\)`,
              ]
          : major
            ? [
                `\\(${ang('AOB')}=2\\times ${deg(given)}=${deg(value)}\\)`,
                `\\(${ang('AOB')}=2\\times ${deg(given)}=${deg(value)}\\)`,
              ]
            : [
                `\\(360^{\\circ}-${ang('AOB')}=2\\times ${deg(given)}=${deg(2 * given)}\\)이므로 \\(${ang('AOB')}=360^{\\circ}-${deg(2 * given)}=${deg(value)}\\)`,
                `\\(360^{\\circ}-${ang('AOB')}=2\\times ${deg(given)}=${deg(2 * given)}\\), so \\(${ang('AOB')}=360^{\\circ}-${deg(2 * given)}=${deg(value)}\\).`,
              ];
      return multiple(rng, {
        stem:
          ask === 0
            ? [
                `${points} \\(${ang('AOB')}=${deg(given)}\\)입니다. 점 \\(\\mathrm{P}\\)가 두 호 \\(\\mathrm{AB}\\) 중 더 ${arcKo} 호 위에 있을 때, \\(${ang('APB')}\\)의 크기는?`,
                `Points \\(\\mathrm{A}\\), \\(\\mathrm{B}\\) and \\(\\mathrm{P}\\) lie on circle \\(${O}\\), and \\(${ang('AOB')}=${deg(given)}\\). Point \\(\\mathrm{P}\\) is on the ${arcEn} of the two arcs \\(\\mathrm{AB}\\). What is \\(${ang('APB')}\\)?`,
              ]
            : [
                `${points} \\(${ang('APB')}=${deg(given)}\\)입니다. 점 \\(\\mathrm{P}\\)가 두 호 \\(\\mathrm{AB}\\) 중 더 ${arcKo} 호 위에 있을 때, \\(${ang('AOB')}\\)의 크기는? (단, \\(${ang('AOB')}<180^{\\circ}\\))`,
                `Points \\(\\mathrm{A}\\), \\(\\mathrm{B}\\) and \\(\\mathrm{P}\\) lie on circle \\(${O}\\), and \\(${ang('APB')}=${deg(given)}\\). Point \\(\\mathrm{P}\\) is on the ${arcEn} of the two arcs \\(\\mathrm{AB}\\). What is \\(${ang('AOB')}\\)? (Take \\(${ang('AOB')}<180^{\\circ}\\).)`,
              ],
        correct: m(deg(value)),
        wrong: [
          ...wrong,
          ...[10, -10, 20, -20, 30, -30]
            .map((d) => value + d)
            .filter((v) => v > 0 && v < 360)
            .map((v) => m(deg(v))),
        ],
        steps: [rule, work],
        difficulty: major ? 2 : 3,
        subUnit: `${U}.s2`,
      });
    },
    check: ({ central: c0, ask, where }, problem) => {
      // Put A and B on the unit circle with the central angle between them, P on the arc the stem names, and measure.
      const c = centralOf(c0);
      const A = onCircle(0);
      const B = onCircle(c);
      const t = (where + 1) / 101;
      const Pp = where < 60 ? onCircle(c + (360 - c) * t) : onCircle(c * t);
      const truth = ask === 0 ? angleAt(Pp, A, B) : angleAt([0, 0], A, B);
      const ok = (problem.choices ?? []).map((ch) => Math.abs((valueOf(ch)[0] as number) - truth) < 1e-6);
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'cyclic-and-tangent', {
    version: 2,
    params: (rng) => ({ kind: rng.int(0, 1), x: rng.int(40, 140), y: rng.int(30, 150) }),
    generate: ({ kind, x, y }) => {
      if (kind === 0) {
        return essay({
          stem: [
            `사각형 \\(\\mathrm{ABCD}\\)가 원에 내접하고 \\(${ang('A')}=${deg(x)}\\)일 때, \\(${ang('C')}\\)의 크기를 구하시오.`,
            `Quadrilateral \\(\\mathrm{ABCD}\\) is inscribed in a circle and \\(${ang('A')}=${deg(x)}\\). Find \\(${ang('C')}\\).`,
          ],
          answer: String(180 - x),
          form: 'number',
          unit: '°',
          steps: [
            [
              `원에 내접하는 사각형에서 한 쌍의 대각의 크기의 합은 \\(180^{\\circ}\\)입니다.`,
              `Opposite angles of a quadrilateral inscribed in a circle add up to \\(180^{\\circ}\\).`,
            ],
            [
              `\\(${ang('C')}=180^{\\circ}-${deg(x)}=${deg(180 - x)}\\)`,
              `\\(${ang('C')}=180^{\\circ}-${deg(x)}=${deg(180 - x)}\\)`,
            ],
          ],
          difficulty: 2,
          subUnit: `${U}.s3`,
        });
      }
      const angle = Math.min(y, 170);
      return essay({
        stem: [
          `직선 \\(\\mathrm{AT}\\)는 원 위의 점 \\(\\mathrm{A}\\)에서 원에 접하고, 점 \\(\\mathrm{B}\\)는 원 위의 점으로 \\(${ang('BAT')}=${deg(angle)}\\)입니다. 점 \\(\\mathrm{C}\\)가 \\(${ang('BAT')}\\)의 내부에 있지 않은 호 \\(\\mathrm{AB}\\) 위의 점일 때, \\(${ang('ACB')}\\)의 크기를 구하시오.`,
          `Line \\(\\mathrm{AT}\\) is tangent to a circle at point \\(\\mathrm{A}\\), and \\(\\mathrm{B}\\) is a point on the circle with \\(${ang('BAT')}=${deg(angle)}\\). Point \\(\\mathrm{C}\\) is on the arc \\(\\mathrm{AB}\\) that is not inside \\(${ang('BAT')}\\). Find \\(${ang('ACB')}\\).`,
        ],
        answer: String(angle),
        form: 'number',
        unit: '°',
        steps: [
          [
            `접선과 현이 이루는 각의 크기는 그 각의 내부에 있는 호에 대한 원주각의 크기와 같습니다.`,
            `The angle between a tangent and a chord equals the inscribed angle on the arc inside that angle.`,
          ],
          [
            `\\(${ang('ACB')}\\)는 \\(${ang('BAT')}\\)의 내부에 있는 호 \\(\\mathrm{AB}\\)에 대한 원주각이므로 \\(${ang('ACB')}=${ang('BAT')}=${deg(angle)}\\)입니다.`,
            `\\(${ang('ACB')}\\) is the inscribed angle on the arc \\(\\mathrm{AB}\\) inside \\(${ang('BAT')}\\), so \\(${ang('ACB')}=${ang('BAT')}=${deg(angle)}\\).`,
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

  // The central and the inscribed angle on one arc, drawn: one is given and the other asked.
  defineTemplate('kr-m3-6', 'inscribed-angle-figure', {
    version: 1,
    params: (r) => ({ central: r.int(20, 80) * 2, shift: r.int(-30, 30), askInscribed: r.int(0, 1) === 1 }),
    generate: ({ central, shift, askInscribed }) => {
      const inscribed = central / 2;
      return withFigure(
        essay({
          subUnit: 'kr-m3-6.s2',
          difficulty: askInscribed ? 2 : 3,
          stem: askInscribed
            ? [
                '다음 그림에서 점 \\(O\\)는 원의 중심입니다. \\(\\angle APB\\)의 크기를 구하시오.',
                'In the figure, \\(O\\) is the center of the circle. Find the measure of \\(\\angle APB\\).',
              ]
            : [
                '다음 그림에서 점 \\(O\\)는 원의 중심입니다. \\(\\angle AOB\\)의 크기를 구하시오.',
                'In the figure, \\(O\\) is the center of the circle. Find the measure of \\(\\angle AOB\\).',
              ],
          answer: String(askInscribed ? inscribed : central),
          form: 'number',
          unit: '°',
          steps: [
            [
              '한 호에 대한 원주각의 크기는 그 호에 대한 중심각의 크기의 \\(\\frac{1}{2}\\)입니다. \\(\\angle APB\\)와 \\(\\angle AOB\\)는 같은 호 \\(AB\\)에 대한 원주각과 중심각입니다.',
              'An inscribed angle is half the central angle on the same arc; \\(\\angle APB\\) and \\(\\angle AOB\\) both stand on arc \\(AB\\).',
            ],
            askInscribed
              ? [
                  `따라서 \\(\\angle APB=\\frac{1}{2}\\times${central}^{\\circ}=${inscribed}^{\\circ}\\)입니다.`,
                  `So \\(\\angle APB=\\frac{1}{2}\\times${central}^{\\circ}=${inscribed}^{\\circ}\\).`,
                ]
              : [
                  `따라서 \\(\\angle AOB=2\\times${inscribed}^{\\circ}=${central}^{\\circ}\\)입니다.`,
                  `So \\(\\angle AOB=2\\times${inscribed}^{\\circ}=${central}^{\\circ}\\).`,
                ],
          ],
        }),
        inscribedAngleFigure({
          a: 270 - central / 2,
          b: 270 + central / 2,
          p: 90 + shift,
          central: askInscribed ? `${central}°` : '?',
          inscribed: askInscribed ? '?' : `${inscribed}°`,
        }),
      );
    },
    // The angle at P measured from the drawn positions of A, B and P on the circle.
    check: ({ central, shift, askInscribed }, problem) => {
      const at = (deg: number) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)] as const;
      const [a, b, p] = [at(270 - central / 2), at(270 + central / 2), at(90 + shift)];
      const u = [a[0] - p[0], a[1] - p[1]];
      const v = [b[0] - p[0], b[1] - p[1]];
      const cos = (u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!));
      const angleP = Math.round((Math.acos(cos) * 180) / Math.PI);
      return keyIs(problem, askInscribed ? angleP : 2 * angleP);
    },
  }),

  defineTemplate(U, 'tangent-lengths-triangle', {
    version: 1,
    params: (rng) => ({ x: rng.int(2, 9), y: rng.int(2, 9), z: rng.int(2, 9) }),
    generate: ({ x, y, z }) => {
      // Tangent lengths from A, B, C are x, y, z: AB = x + y, BC = y + z, CA = z + x.
      const [ab, bc, ca] = [x + y, y + z, z + x];
      return essay({
        stem: [
          `원 \\(${O}\\)가 삼각형 \\(\\mathrm{ABC}\\)의 세 변 \\(\\mathrm{AB}\\), \\(\\mathrm{BC}\\), \\(\\mathrm{CA}\\)와 각각 점 \\(\\mathrm{D}\\), \\(\\mathrm{E}\\), \\(\\mathrm{F}\\)에서 접합니다. \\(\\overline{\\mathrm{AB}}=${ab}\\), \\(\\overline{\\mathrm{BC}}=${bc}\\), \\(\\overline{\\mathrm{CA}}=${ca}\\)일 때, \\(\\overline{\\mathrm{AD}}\\)의 길이를 구하시오.`,
          `Circle \\(${O}\\) touches the sides \\(\\mathrm{AB}\\), \\(\\mathrm{BC}\\), and \\(\\mathrm{CA}\\) of triangle \\(\\mathrm{ABC}\\) at \\(\\mathrm{D}\\), \\(\\mathrm{E}\\), and \\(\\mathrm{F}\\). If \\(\\mathrm{AB}=${ab}\\), \\(\\mathrm{BC}=${bc}\\), and \\(\\mathrm{CA}=${ca}\\), find \\(\\mathrm{AD}\\).`,
        ],
        answer: String(x),
        form: 'number',
        steps: [
          [
            `핵심은 원 밖의 한 점에서 그은 두 접선의 길이가 같다는 것입니다: \\(\\overline{\\mathrm{AD}}=\\overline{\\mathrm{AF}}=a\\), \\(\\overline{\\mathrm{BD}}=\\overline{\\mathrm{BE}}=b\\), \\(\\overline{\\mathrm{CE}}=\\overline{\\mathrm{CF}}=c\\)로 놓습니다.`,
            `The key idea: the two tangents from a point outside a circle are equal. Let \\(\\mathrm{AD}=\\mathrm{AF}=a\\), \\(\\mathrm{BD}=\\mathrm{BE}=b\\), and \\(\\mathrm{CE}=\\mathrm{CF}=c\\).`,
          ],
          [
            `\\(a+b=${ab}\\), \\(b+c=${bc}\\), ${withJosa(m(`c+a=${ca}`), '을/를')} 모두 더하면 \\(2(a+b+c)=${ab + bc + ca}\\), 즉 \\(a+b+c=${(ab + bc + ca) / 2}\\)입니다.`,
            `Adding \\(a+b=${ab}\\), \\(b+c=${bc}\\), and \\(c+a=${ca}\\) gives \\(2(a+b+c)=${ab + bc + ca}\\), so \\(a+b+c=${(ab + bc + ca) / 2}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{AD}}=a=(a+b+c)-(b+c)=${(ab + bc + ca) / 2}-${bc}=${x}\\)입니다.`,
            `\\(\\mathrm{AD}=a=(a+b+c)-(b+c)=${(ab + bc + ca) / 2}-${bc}=${x}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s1`,
      });
    },
    // Builds the triangle from its sides, finds the incentre, and measures from A to its foot on AB.
    check: ({ x, y, z }, problem) => {
      const [ab, bc, ca] = [x + y, y + z, z + x];
      const B: P = [0, 0];
      const A: P = [ab, 0];
      const cx = (ab * ab + bc * bc - ca * ca) / (2 * ab);
      const C: P = [cx, Math.sqrt(bc * bc - cx * cx)];
      const ix = (bc * A[0] + ca * B[0] + ab * C[0]) / (ab + bc + ca);
      return keyIs(problem, Math.round((A[0] - ix) * 1e9) / 1e9);
    },
  }),

  defineTemplate(U, 'tangential-quadrilateral', {
    version: 1,
    params: (rng) => ({ w: rng.int(2, 9), x: rng.int(2, 9), y: rng.int(2, 9), z: rng.int(2, 9) }),
    generate: ({ w, x, y, z }) => {
      const [ab, bc, cd] = [w + x, x + y, y + z];
      const da = ab + cd - bc;
      return essay({
        stem: [
          `원 \\(${O}\\)가 사각형 \\(\\mathrm{ABCD}\\)의 네 변에 모두 접합니다. \\(\\overline{\\mathrm{AB}}=${ab}\\), \\(\\overline{\\mathrm{BC}}=${bc}\\), \\(\\overline{\\mathrm{CD}}=${cd}\\)일 때, \\(\\overline{\\mathrm{DA}}\\)의 길이를 구하시오.`,
          `Circle \\(${O}\\) touches all four sides of quadrilateral \\(\\mathrm{ABCD}\\). If \\(\\mathrm{AB}=${ab}\\), \\(\\mathrm{BC}=${bc}\\), and \\(\\mathrm{CD}=${cd}\\), find \\(\\mathrm{DA}\\).`,
        ],
        answer: String(da),
        form: 'number',
        steps: [
          [
            `한 점에서 그은 두 접선의 길이가 같으므로, 네 꼭짓점에서의 접선의 길이를 각각 \\(a\\), \\(b\\), \\(c\\), \\(d\\)라 하면 \\(\\overline{\\mathrm{AB}}+\\overline{\\mathrm{CD}}=(a+b)+(c+d)=\\overline{\\mathrm{BC}}+\\overline{\\mathrm{DA}}\\)입니다.`,
            `The two tangents from each vertex are equal. With tangent lengths \\(a\\), \\(b\\), \\(c\\), \\(d\\) from the four vertices, \\(\\mathrm{AB}+\\mathrm{CD}=(a+b)+(c+d)=\\mathrm{BC}+\\mathrm{DA}\\).`,
          ],
          [
            `\\(${ab}+${cd}=${bc}+\\overline{\\mathrm{DA}}\\)이므로 \\(\\overline{\\mathrm{DA}}=${da}\\)입니다.`,
            `\\(${ab}+${cd}=${bc}+\\mathrm{DA}\\), so \\(\\mathrm{DA}=${da}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: `${U}.s1`,
      });
    },
    // The fourth side is the tangent lengths from D and A.
    check: ({ w, z }, problem) => keyIs(problem, z + w),
  }),

  defineTemplate(U, 'arc-ratio-angles', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [p, q, r] = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
        if (180 % (p + q + r) === 0 && new Set([p, q, r]).size > 1) return { p, q, r, ask: rng.int(0, 2) };
      }
    },
    generate: ({ p, q, r, ask }) => {
      const unit = 180 / (p + q + r);
      // The angle at a vertex stands on the arc opposite it: C on arc AB, A on arc BC, B on arc CA.
      const [name, share, arc] = [
        ['C', p, 'AB'],
        ['A', q, 'BC'],
        ['B', r, 'CA'],
      ][ask] as [string, number, string];
      return essay({
        stem: [
          `삼각형 \\(\\mathrm{ABC}\\)의 세 꼭짓점이 원 \\(${O}\\) 위에 있고 \\(\\overset{\\frown}{\\mathrm{AB}}:\\overset{\\frown}{\\mathrm{BC}}:\\overset{\\frown}{\\mathrm{CA}}=${p}:${q}:${r}\\)일 때, \\(\\angle \\mathrm{${name}}\\)의 크기를 구하시오. (단, 각 호는 나머지 한 꼭짓점을 포함하지 않습니다.)`,
          `The vertices of triangle \\(\\mathrm{ABC}\\) lie on circle \\(${O}\\), and the arcs \\(\\overset{\\frown}{\\mathrm{AB}}\\), \\(\\overset{\\frown}{\\mathrm{BC}}\\), and \\(\\overset{\\frown}{\\mathrm{CA}}\\) (each not containing the third vertex) are in the ratio \\(${p}:${q}:${r}\\). Find the measure of \\(\\angle \\mathrm{${name}}\\).`,
        ],
        answer: String(share * unit),
        form: 'number',
        unit: '°',
        steps: [
          [
            `핵심은 원주각의 크기가 호의 길이에 정비례한다는 것입니다. 세 호에 대한 원주각이 곧 삼각형의 세 내각이고 그 합은 \\(180^{\\circ}\\)입니다.`,
            `The key idea: an inscribed angle is proportional to its arc. The inscribed angles on the three arcs are the triangle's three angles, which add to \\(180^{\\circ}\\).`,
          ],
          [
            `\\(\\angle \\mathrm{${name}}\\)${josa(name, '은/는')} \\(\\overset{\\frown}{\\mathrm{${arc}}}\\)에 대한 원주각이므로 \\(180^{\\circ}\\times\\frac{${share}}{${p}+${q}+${r}}=${share * unit}^{\\circ}\\)입니다.`,
            `\\(\\angle \\mathrm{${name}}\\) stands on \\(\\overset{\\frown}{\\mathrm{${arc}}}\\), so it is \\(180^{\\circ}\\times\\frac{${share}}{${p}+${q}+${r}}=${share * unit}^{\\circ}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s2`,
      });
    },
    // Places A, B, C on a unit circle by the arc ratio and measures the asked angle.
    check: ({ p, q, r, ask }, problem) => {
      const total = p + q + r;
      const A = onCircle(0);
      const B = onCircle((360 * p) / total);
      const C = onCircle((360 * (p + q)) / total);
      const angle = [angleAt(C, A, B), angleAt(A, B, C), angleAt(B, C, A)][ask] as number;
      return keyIs(problem, Math.round(angle * 1e6) / 1e6);
    },
  }),

  defineTemplate(U, 'diameter-inscribed-angle', {
    version: 1,
    params: (rng) => ({ x: rng.int(15, 70), c: rng.int(200, 330) }),
    generate: ({ x, c }) => {
      // A at 180°, B at 0°, D on the upper arc where ∠ABD = x, so arc AD is 2x and D sits at 180° − 2x.
      const d = 180 - 2 * x;
      const answer = 90 - x;
      const problem = essay({
        stem: [
          `원 \\(${O}\\)에서 \\(\\overline{\\mathrm{AB}}\\)는 지름이고, 두 점 \\(\\mathrm{C}\\), \\(\\mathrm{D}\\)는 \\(\\overline{\\mathrm{AB}}\\)를 사이에 두고 서로 반대쪽 원 위에 있습니다. \\(${ang('ACD')}=${deg(x)}\\)일 때, \\(${ang('BAD')}\\)의 크기를 구하시오.`,
          `In circle \\(${O}\\), \\(\\overline{\\mathrm{AB}}\\) is a diameter, and points \\(\\mathrm{C}\\) and \\(\\mathrm{D}\\) lie on the circle on opposite sides of \\(\\overline{\\mathrm{AB}}\\). If \\(${ang('ACD')}=${deg(x)}\\), find the measure of \\(${ang('BAD')}\\).`,
        ],
        answer: String(answer),
        form: 'number',
        unit: '°',
        steps: [
          [
            `${withJosa(m(ang('ACD')), '과/와')} \\(${ang('ABD')}\\)는 같은 호 \\(\\mathrm{AD}\\)에 대한 원주각이므로 \\(${ang('ABD')}=${deg(x)}\\)입니다.`,
            `\\(${ang('ACD')}\\) and \\(${ang('ABD')}\\) stand on the same arc \\(\\mathrm{AD}\\), so \\(${ang('ABD')}=${deg(x)}\\).`,
          ],
          [
            `핵심은 지름에 대한 원주각이 \\(90^{\\circ}\\)라는 것입니다: \\(${ang('ADB')}=90^{\\circ}\\).`,
            `The key idea: an angle inscribed in a semicircle is \\(90^{\\circ}\\), so \\(${ang('ADB')}=90^{\\circ}\\).`,
          ],
          [
            `삼각형 \\(\\mathrm{ABD}\\)에서 \\(${ang('BAD')}=180^{\\circ}-90^{\\circ}-${deg(x)}=${deg(answer)}\\)입니다.`,
            `In triangle \\(\\mathrm{ABD}\\), \\(${ang('BAD')}=180^{\\circ}-90^{\\circ}-${deg(x)}=${deg(answer)}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: `${U}.s2`,
      });
      return withFigure(
        problem,
        circleFigure({
          points: [
            { angle: 180, label: 'A' },
            { angle: 0, label: 'B' },
            { angle: c, label: 'C' },
            { angle: d, label: 'D' },
          ],
          segments: [
            [0, 1],
            [0, 3],
            [3, 1],
            [2, 0],
            [2, 3],
          ],
          angles: [
            { at: 2, from: 0, to: 3, label: `${x}°` },
            { at: 0, from: 1, to: 3, label: '?' },
          ],
        }),
      );
    },
    // Measures ∠BAD on the drawn circle.
    check: ({ x }, problem) => {
      const [A, B, D] = [onCircle(180), onCircle(0), onCircle(180 - 2 * x)];
      return keyIs(problem, Math.round(angleAt(A, B, D) * 1e6) / 1e6);
    },
  }),
];
