// 중3 5. 삼각비: ratios in right triangles and special angles, the other ratios from one, a line's angle (s1);
// heights and distances, a triangle's area and third side from an angle, two angles of elevation (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, num, q } from '../kit/numbers.js';
import { frac, m, sqrt, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { planeShape, withFigure } from '../kit/figures.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-5';
/** k·√n for a rational k: \frac{3}{2}\sqrt{3} is written 3√3/2, as radical answers are. */
const radicalTimes = (k: Q, n: number): string =>
  k.isInteger ? term(k, `\\sqrt{${n}}`) : `${k.n < 0 ? '-' : ''}\\frac{${term(Math.abs(k.n), `\\sqrt{${n}}`)}}{${k.d}}`;
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** Special-angle expressions, the same with the ratios' values put in, and their exact values. */
const TERMS: ReadonlyArray<{ tex: string; raw: string; value: Q }> = [
  { tex: '\\sin 30^{\\circ}', raw: '\\frac{1}{2}', value: q(1, 2) },
  { tex: '\\cos 60^{\\circ}', raw: '\\frac{1}{2}', value: q(1, 2) },
  { tex: '\\tan 45^{\\circ}', raw: '1', value: q(1) },
  { tex: '\\cos 0^{\\circ}', raw: '1', value: q(1) },
  { tex: '\\left(\\sin 45^{\\circ}\\right)^{2}', raw: '\\left(\\frac{\\sqrt{2}}{2}\\right)^{2}', value: q(1, 2) },
  { tex: '\\left(\\cos 30^{\\circ}\\right)^{2}', raw: '\\left(\\frac{\\sqrt{3}}{2}\\right)^{2}', value: q(3, 4) },
  { tex: '\\left(\\sin 60^{\\circ}\\right)^{2}', raw: '\\left(\\frac{\\sqrt{3}}{2}\\right)^{2}', value: q(3, 4) },
  { tex: '\\tan 60^{\\circ}\\times\\tan 30^{\\circ}', raw: '\\sqrt{3}\\times\\frac{\\sqrt{3}}{3}', value: q(1) },
  {
    tex: '\\sin 60^{\\circ}\\times\\cos 30^{\\circ}',
    raw: '\\frac{\\sqrt{3}}{2}\\times\\frac{\\sqrt{3}}{2}',
    value: q(3, 4),
  },
  { tex: '\\left(\\tan 60^{\\circ}\\right)^{2}', raw: '\\left(\\sqrt{3}\\right)^{2}', value: q(3) },
  { tex: '\\sin 90^{\\circ}', raw: '1', value: q(1) },
];
const TAN: Record<number, string> = { 30: '\\frac{\\sqrt{3}}{3}', 45: '1', 60: '\\sqrt{3}' };
const OBJECTS = [
  { ko: '나무', en: 'tree', max: 25 },
  { ko: '건물', en: 'building', max: 100 },
  { ko: '가로등', en: 'streetlight', max: 12 },
] as const;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'ratio', {
    version: 2,
    params: (rng) => ({
      t: rng.int(0, PYTHAGOREAN_TRIPLES.length - 1),
      k: rng.int(1, 3),
      fn: rng.int(0, 2),
      swap: rng.int(0, 1) === 1,
    }),
    generate: ({ t, k, fn, swap }, rng) => {
      const [p, r0, r] = PYTHAGOREAN_TRIPLES[t] as [number, number, number];
      // Right angle at C; BC is opposite A and AC is next to A.
      const [bc, ac] = swap ? [r0 * k, p * k] : [p * k, r0 * k];
      const ab = r * k;
      const names = ['\\sin A', '\\cos A', '\\tan A'];
      const values = [frac(bc, ab), frac(ac, ab), frac(bc, ac)];
      const correct = values[fn] as string;
      const bar = (s: string) => `\\overline{\\mathrm{${s}}}`;
      const ratioKo = [
        `\\frac{${bar('BC')}}{${bar('AB')}}`,
        `\\frac{${bar('AC')}}{${bar('AB')}}`,
        `\\frac{${bar('BC')}}{${bar('AC')}}`,
      ][fn];
      const ratioEn = [
        '\\frac{\\mathrm{BC}}{\\mathrm{AB}}',
        '\\frac{\\mathrm{AC}}{\\mathrm{AB}}',
        '\\frac{\\mathrm{BC}}{\\mathrm{AC}}',
      ][fn];
      const numbers = [`\\frac{${bc}}{${ab}}`, `\\frac{${ac}}{${ab}}`, `\\frac{${bc}}{${ac}}`][fn];
      return multiple(rng, {
        stem: [
          `\\(\\angle \\mathrm{C}=90^{\\circ}\\)인 직각삼각형 \\(\\mathrm{ABC}\\)에서 \\(${bar('BC')}=${bc}\\), \\(${bar('AC')}=${ac}\\)일 때, \\(${names[fn]}\\)의 값은?`,
          `Right triangle \\(\\mathrm{ABC}\\) has \\(\\angle \\mathrm{C}=90^{\\circ}\\), \\(\\mathrm{BC}=${bc}\\) and \\(\\mathrm{AC}=${ac}\\). What is \\(${names[fn]}\\)?`,
        ],
        correct: m(correct),
        wrong: [...values, frac(ab, bc), frac(ab, ac), frac(ac, bc), frac(bc, ab + 1)].map(m),
        steps: [
          [
            `피타고라스 정리에 의하여 \\(${bar('AB')}=\\sqrt{${bc}^{2}+${ac}^{2}}=\\sqrt{${ab * ab}}=${ab}\\)입니다.`,
            `By the Pythagorean theorem, \\(\\mathrm{AB}=\\sqrt{${bc}^{2}+${ac}^{2}}=\\sqrt{${ab * ab}}=${ab}\\).`,
          ],
          [
            `\\(${names[fn]}=${ratioKo}=${numbers}${numbers === correct ? '' : `=${correct}`}\\)`,
            `\\(${names[fn]}=${ratioEn}=${numbers}${numbers === correct ? '' : `=${correct}`}\\)`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ t, k, fn, swap }, problem) => {
      // Measure the angle A itself and apply the trigonometric function.
      const [p, r0] = PYTHAGOREAN_TRIPLES[t] as [number, number, number];
      const [bc, ac] = swap ? [r0 * k, p * k] : [p * k, r0 * k];
      const A = Math.atan2(bc, ac);
      return keyIs(problem, [Math.sin(A), Math.cos(A), Math.tan(A)][fn] as number);
    },
  }),

  defineTemplate(U, 'special-angles', {
    version: 2,
    params: (rng) => ({
      i: rng.int(0, TERMS.length - 1),
      j: rng.int(0, TERMS.length - 1),
      op: rng.int(0, 2),
      c: rng.int(1, 4),
    }),
    generate: ({ i, j: j0, op, c }) => {
      const j = j0 === i ? (i + 1) % TERMS.length : j0;
      const A = TERMS[i] as (typeof TERMS)[number];
      const B = TERMS[j] as (typeof TERMS)[number];
      const coef = c === 1 ? '' : String(c);
      const times = c === 1 ? '' : `${c}\\times `;
      const [tex, value, how] =
        op === 0
          ? [`${A.tex}+${coef}${B.tex}`, A.value.add(B.value.mul(c)), `${frac(A.value)}+${times}${frac(B.value)}`]
          : op === 1
            ? [`${A.tex}-${coef}${B.tex}`, A.value.sub(B.value.mul(c)), `${frac(A.value)}-${times}${frac(B.value)}`]
            : [`${A.tex}\\times ${B.tex}`, A.value.mul(B.value), `${frac(A.value)}\\times ${frac(B.value)}`];
      const answer = frac(value);
      const inB = /^\\left|^1$|^\\frac/.test(B.raw) && !B.raw.includes('\\times') ? B.raw : `\\left(${B.raw}\\right)`;
      const inA = op === 2 && A.raw.includes('\\times') ? `\\left(${A.raw}\\right)` : A.raw;
      const raw = op === 2 ? `${inA}\\times ${inB}` : `${A.raw}${op === 0 ? '+' : '-'}${times}${inB}`;
      const mid = raw === how ? '' : `=${how}`;
      return essay({
        stem: [`다음을 계산하시오. \\(${tex}\\)`, `Evaluate \\(${tex}\\).`],
        answer,
        form: 'number',
        steps: [
          [
            `특수각의 삼각비의 값을 대입하면 \\(${tex}=${raw}\\)입니다.`,
            `Put in the special-angle values: \\(${tex}=${raw}\\).`,
          ],
          [`따라서 \\(${raw}${mid}=${answer}\\)입니다.`, `So \\(${raw}${mid}=${answer}\\).`],
        ],
        difficulty: op === 2 ? 2 : 3,
        subUnit: S1,
      });
    },
    // Evaluate the stated expression with the sine, cosine and tangent functions themselves.
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  defineTemplate(U, 'height', {
    version: 2,
    params: (rng) => ({
      d: rng.int(1, 12) * 3,
      angle: rng.pick([30, 45, 60]),
      kind: rng.int(0, 2),
      eye: rng.int(0, 1) === 1,
    }),
    ranges: { height: [1.5, 70] },
    values: ({ d, angle, eye }) => ({ height: d * Math.tan((angle * Math.PI) / 180) + (eye ? 1.5 : 0) }),
    generate: ({ d, angle, kind, eye }, rng) => {
      const height = d * Math.tan((angle * Math.PI) / 180) + (eye ? 1.5 : 0);
      // A tall answer is a building: no 60 m trees or streetlights.
      // A short one is a tree: no 2 m buildings.
      const object =
        height < 5
          ? OBJECTS[0]
          : height <= (OBJECTS[kind] as (typeof OBJECTS)[number]).max
            ? OBJECTS[kind]
            : OBJECTS[1];
      const { ko, en } = object as (typeof OBJECTS)[number];
      // height = d·tan(angle): 30° → d√3/3, 45° → d, 60° → d√3. The eye height of 1.5 m adds on.
      const root = (k: number) => sqrt(3, k);
      const core = angle === 45 ? num(d) : angle === 60 ? root(d) : root(d / 3);
      const plus = (w: string) => (!eye ? w : /^\d+$/.test(w) ? num(Number(w) + 1.5) : `${w}+1.5`);
      const correct = plus(core);
      const wrong = [root(d), root(d / 3), num(d), root(2 * d), num(d * 2), sqrt(2, d)].map(plus);
      if (eye) wrong.unshift(core);
      const stem: [string, string] = eye
        ? [
            `눈높이가 \\(1.5\\,\\text{m}\\)인 학생이 ${ko}의 밑에서 \\(${d}\\,\\text{m}\\) 떨어진 지점에 서서 ${ko}의 꼭대기를 올려다본 각의 크기가 \\(${angle}^{\\circ}\\)일 때, ${ko}의 높이는? (단위: m)`,
            `A student whose eyes are \\(1.5\\,\\text{m}\\) above the ground stands \\(${d}\\,\\text{m}\\) from the foot of a ${en}. The angle of elevation from the student's eyes to the top of the ${en} is \\(${angle}^{\\circ}\\). How tall is the ${en}, in meters?`,
          ]
        : [
            `${ko}의 밑에서 \\(${d}\\,\\text{m}\\) 떨어진 지면 위의 지점에서 ${ko}의 꼭대기를 올려다본 각의 크기가 \\(${angle}^{\\circ}\\)일 때, ${ko}의 높이는? (단위: m)`,
            `From a point on the ground \\(${d}\\,\\text{m}\\) from the foot of a ${en}, the angle of elevation of the top of the ${en} is \\(${angle}^{\\circ}\\). How tall is the ${en}, in meters?`,
          ];
      return multiple(rng, {
        stem,
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            eye
              ? `눈높이에서 꼭대기까지의 높이는 \\(${d}\\times\\tan ${angle}^{\\circ}\\)이고, 여기에 눈높이 \\(1.5\\,\\text{m}\\)를 더합니다.`
              : `${ko}의 높이는 \\(${d}\\times\\tan ${angle}^{\\circ}\\)입니다.`,
            eye
              ? `The height above eye level is \\(${d}\\times\\tan ${angle}^{\\circ}\\); add the eye height of \\(1.5\\,\\text{m}\\).`
              : `The height of the ${en} is \\(${d}\\times\\tan ${angle}^{\\circ}\\).`,
          ],
          [
            `\\(\\tan ${angle}^{\\circ}=${TAN[angle]}\\)이므로 \\(${d}\\times ${TAN[angle]}${eye ? '+1.5' : ''}=${correct}\\,(\\text{m})\\)입니다.`,
            `\\(\\tan ${angle}^{\\circ}=${TAN[angle]}\\), so the height is \\(${d}\\times ${TAN[angle]}${eye ? '+1.5' : ''}=${correct}\\) m.`,
          ],
        ],
        difficulty: eye ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ d, angle, eye }, problem) => keyIs(problem, d * Math.tan((angle * Math.PI) / 180) + (eye ? 1.5 : 0)),
  }),

  defineTemplate(U, 'other-ratios-from-one', {
    version: 1,
    params: (rng) => ({
      t: rng.int(0, PYTHAGOREAN_TRIPLES.length - 1),
      given: rng.int(0, 2),
      swap: rng.int(0, 1) === 1,
    }),
    generate: ({ t, given, swap }) => {
      const [l1, l2, c] = PYTHAGOREAN_TRIPLES[t] as readonly [number, number, number];
      // The side opposite A and the side next to it.
      const [opp, adj] = swap ? [l2, l1] : [l1, l2];
      const ratios = [
        {
          ko: '\\sin A',
          value: q(opp, c),
          asked: q(adj, c).add(q(opp, adj)),
          work: `${frac(q(adj, c))}+${frac(q(opp, adj))}`,
        },
        {
          ko: '\\cos A',
          value: q(adj, c),
          asked: q(opp, c).add(q(opp, adj)),
          work: `${frac(q(opp, c))}+${frac(q(opp, adj))}`,
        },
        {
          ko: '\\tan A',
          value: q(opp, adj),
          asked: q(opp, c).add(q(adj, c)),
          work: `${frac(q(opp, c))}+${frac(q(adj, c))}`,
        },
      ];
      const r = ratios[given] as (typeof ratios)[number];
      const others = ['\\cos A+\\tan A', '\\sin A+\\tan A', '\\sin A+\\cos A'][given] as string;
      return essay({
        stem: [
          `\\(0^{\\circ}<A<90^{\\circ}\\)이고 \\(${r.ko}=${frac(r.value)}\\)일 때, \\(${others}\\)의 값을 구하시오.`,
          `If \\(0^{\\circ}<A<90^{\\circ}\\) and \\(${r.ko}=${frac(r.value)}\\), find the value of \\(${others}\\).`,
        ],
        answer: frac(r.asked),
        form: r.asked.isInteger ? 'number' : 'fraction',
        steps: [
          [
            `핵심은 주어진 삼각비를 만족하는 직각삼각형을 하나 그리는 것입니다. \\(\\angle \\mathrm{C}=90^{\\circ}\\)이고 \\(\\angle \\mathrm{A}\\)의 대변이 \\(${opp}\\), 이웃변이 \\(${adj}\\)인 직각삼각형을 생각합니다.`,
            `The key idea: draw one right triangle that fits the given ratio. Take \\(\\angle \\mathrm{C}=90^{\\circ}\\), with the side opposite \\(A\\) equal to \\(${opp}\\) and the side next to \\(A\\) equal to \\(${adj}\\).`,
          ],
          [
            `피타고라스 정리에 의해 빗변의 길이는 \\(\\sqrt{${opp}^{2}+${adj}^{2}}=${c}\\)입니다.`,
            `By the Pythagorean theorem, the hypotenuse is \\(\\sqrt{${opp}^{2}+${adj}^{2}}=${c}\\).`,
          ],
          [
            `따라서 \\(${others}=${r.work}=${frac(r.asked)}\\)입니다.`,
            `So \\(${others}=${r.work}=${frac(r.asked)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The angle itself, from the given ratio by the inverse functions, and the other ratios in floating point.
    check: ({ t, given, swap }, problem) => {
      const [l1, l2, c] = PYTHAGOREAN_TRIPLES[t] as readonly [number, number, number];
      const [opp, adj] = swap ? [l2, l1] : [l1, l2];
      const A = given === 0 ? Math.asin(opp / c) : given === 1 ? Math.acos(adj / c) : Math.atan(opp / adj);
      const [sn, cs, tn] = [Math.sin(A), Math.cos(A), Math.tan(A)];
      return keyIs(problem, given === 0 ? cs + tn : given === 1 ? sn + tn : sn + cs);
    },
  }),

  defineTemplate(U, 'triangle-area-sine', {
    version: 1,
    params: (rng) => ({ a: rng.int(2, 12), b: rng.int(2, 12), angle: rng.pick([30, 45, 60, 120, 135, 150]) }),
    generate: ({ a, b, angle }) => {
      const acute = angle < 90 ? angle : 180 - angle;
      const sinTex = { 30: '\\frac{1}{2}', 45: '\\frac{\\sqrt{2}}{2}', 60: '\\frac{\\sqrt{3}}{2}' }[acute] as string;
      const root = { 30: 1, 45: 2, 60: 3 }[acute] as number;
      // ½ab·sin: ab/4 for 30°, ab√2/4 for 45°, ab√3/4 for 60°.
      const coef = q(a * b, 4);
      const answer = root === 1 ? frac(coef) : radicalTimes(coef, root);
      const rad = (d: number) => (d * Math.PI) / 180;
      const problem = essay({
        stem: [
          `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\overline{\\mathrm{AB}}=${a}\\,\\text{cm}\\), \\(\\overline{\\mathrm{BC}}=${b}\\,\\text{cm}\\), \\(\\angle \\mathrm{B}=${angle}^{\\circ}\\)일 때, 삼각형 \\(\\mathrm{ABC}\\)의 넓이를 구하시오.`,
          `In triangle \\(\\mathrm{ABC}\\), \\(\\mathrm{AB}=${a}\\,\\text{cm}\\), \\(\\mathrm{BC}=${b}\\,\\text{cm}\\), and \\(\\angle \\mathrm{B}=${angle}^{\\circ}\\). Find the area of the triangle.`,
        ],
        answer,
        form: root === 1 ? (coef.isInteger ? 'number' : 'fraction') : 'radical',
        unit: 'cm²',
        steps: [
          angle < 90
            ? [
                `꼭짓점 \\(\\mathrm{A}\\)에서 \\(\\overline{\\mathrm{BC}}\\)에 내린 수선의 길이는 \\(${a}\\sin ${angle}^{\\circ}=${a}\\times ${sinTex}\\)입니다.`,
                `The height from \\(\\mathrm{A}\\) to \\(\\overline{\\mathrm{BC}}\\) is \\(${a}\\sin ${angle}^{\\circ}=${a}\\times ${sinTex}\\).`,
              ]
            : [
                `핵심은 둔각일 때 높이가 삼각형 바깥에 생긴다는 것입니다. \\(\\overline{\\mathrm{CB}}\\)의 연장선에 내린 수선의 길이는 \\(${a}\\sin (180^{\\circ}-${angle}^{\\circ})=${a}\\sin ${acute}^{\\circ}=${a}\\times ${sinTex}\\)입니다.`,
                `The key idea: with an obtuse angle the height falls outside the triangle. The perpendicular to the extension of \\(\\overline{\\mathrm{CB}}\\) has length \\(${a}\\sin (180^{\\circ}-${angle}^{\\circ})=${a}\\sin ${acute}^{\\circ}=${a}\\times ${sinTex}\\).`,
              ],
          [
            `(넓이) \\(=\\frac{1}{2}\\times ${b}\\times ${a}\\times ${sinTex}=${answer}\\,(\\text{cm}^{2})\\)`,
            `Area \\(=\\frac{1}{2}\\times ${b}\\times ${a}\\times ${sinTex}=${answer}\\,\\text{cm}^{2}\\)`,
          ],
        ],
        difficulty: angle < 90 ? 3 : 4,
        subUnit: S2,
      });
      return withFigure(
        problem,
        planeShape({
          vertices: [
            [a * Math.cos(rad(angle)), a * Math.sin(rad(angle))],
            [0, 0],
            [b, 0],
          ],
          labels: ['A', 'B', 'C'],
          sides: [
            { i: 0, label: `${a} cm` },
            { i: 1, label: `${b} cm` },
          ],
          angles: [{ i: 1, label: `${angle}°` }],
          name: { ko: '삼각형 ABC', en: 'triangle ABC' },
        }),
      );
    },
    // Heron's formula on the three sides, the third side found by coordinates.
    check: ({ a, b, angle }, problem) => {
      const t = (angle * Math.PI) / 180;
      const c = Math.hypot(b - a * Math.cos(t), a * Math.sin(t));
      const s2 = (a + b + c) / 2;
      return keyIs(problem, Math.sqrt(s2 * (s2 - a) * (s2 - b) * (s2 - c)));
    },
  }),

  defineTemplate(U, 'third-side-from-angle', {
    version: 1,
    params: (rng) => {
      const a = rng.int(2, 10);
      return { a, b: rng.intExcept(2, 10, [a]), angle: rng.pick([60, 120]) };
    },
    generate: ({ a, b, angle }) => {
      // Drop the perpendicular from A: its foot is a·cos B from B along BC (beyond B for 120°).
      const foot = angle === 60 ? q(a, 2) : q(-a, 2);
      const heightSq = q(3 * a * a, 4);
      const rest = q(b).sub(foot);
      const c2 = rest.mul(rest).add(heightSq);
      const answer = sqrt(c2.value);
      return essay({
        stem: [
          `삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\overline{\\mathrm{AB}}=${a}\\), \\(\\overline{\\mathrm{BC}}=${b}\\), \\(\\angle \\mathrm{B}=${angle}^{\\circ}\\)일 때, \\(\\overline{\\mathrm{AC}}\\)의 길이를 구하시오.`,
          `In triangle \\(\\mathrm{ABC}\\), \\(\\mathrm{AB}=${a}\\), \\(\\mathrm{BC}=${b}\\), and \\(\\angle \\mathrm{B}=${angle}^{\\circ}\\). Find the length of \\(\\overline{\\mathrm{AC}}\\).`,
        ],
        answer,
        form: 'radical',
        steps: [
          [
            `핵심은 수선을 내려 직각삼각형을 만드는 것입니다. 꼭짓점 \\(\\mathrm{A}\\)에서 직선 \\(\\mathrm{BC}\\)에 내린 수선의 발을 \\(\\mathrm{H}\\)라 하면 \\(\\overline{\\mathrm{AH}}=${a}\\sin 60^{\\circ}=${radicalTimes(q(a, 2), 3)}\\), \\(\\overline{\\mathrm{BH}}=${a}\\cos 60^{\\circ}=${frac(q(a, 2))}\\)입니다.`,
            `The key idea: drop a perpendicular to make right triangles. Let \\(\\mathrm{H}\\) be the foot of the perpendicular from \\(\\mathrm{A}\\) to line \\(\\mathrm{BC}\\); then \\(\\mathrm{AH}=${a}\\sin 60^{\\circ}=${radicalTimes(q(a, 2), 3)}\\) and \\(\\mathrm{BH}=${a}\\cos 60^{\\circ}=${frac(q(a, 2))}\\).`,
          ],
          [
            angle === 60
              ? `\\(\\overline{\\mathrm{CH}}=\\left|${b}-${frac(q(a, 2))}\\right|=${frac(rest.value < 0 ? rest.mul(q(-1)) : rest)}\\)입니다.`
              : `\\(\\angle \\mathrm{B}\\)가 둔각이므로 \\(\\mathrm{H}\\)는 \\(\\overline{\\mathrm{CB}}\\)의 연장선 위에 있고 \\(\\overline{\\mathrm{CH}}=${b}+${frac(q(a, 2))}=${frac(rest)}\\)입니다.`,
            angle === 60
              ? `\\(\\mathrm{CH}=\\left|${b}-${frac(q(a, 2))}\\right|=${frac(rest.value < 0 ? rest.mul(q(-1)) : rest)}\\).`
              : `\\(\\angle \\mathrm{B}\\) is obtuse, so \\(\\mathrm{H}\\) lies on the extension of \\(\\overline{\\mathrm{CB}}\\), and \\(\\mathrm{CH}=${b}+${frac(q(a, 2))}=${frac(rest)}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{AC}}^{2}=\\overline{\\mathrm{AH}}^{2}+\\overline{\\mathrm{CH}}^{2}=${frac(heightSq)}+${frac(rest.mul(rest))}=${frac(c2)}\\)이므로 \\(\\overline{\\mathrm{AC}}=${answer}\\)입니다.`,
            `\\(\\mathrm{AC}^{2}=\\mathrm{AH}^{2}+\\mathrm{CH}^{2}=${frac(heightSq)}+${frac(rest.mul(rest))}=${frac(c2)}\\), so \\(\\mathrm{AC}=${answer}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // By coordinates: B at the origin, C at (b, 0), A at angle B from BC.
    check: ({ a, b, angle }, problem) => {
      const t = (angle * Math.PI) / 180;
      return keyIs(problem, Math.hypot(a * Math.cos(t) - b, a * Math.sin(t)));
    },
  }),

  defineTemplate(U, 'two-angles-of-elevation', {
    version: 1,
    params: (rng) => ({ d: 2 * rng.int(5, 30), pair: rng.int(0, 1) }),
    generate: ({ d, pair }) => {
      // Seen from A (farther) and B (nearer) on a line to the foot: the far angle is 30°, the near one 60° or 45°.
      const near = pair === 0 ? 60 : 45;
      const half = d / 2;
      const answer = pair === 0 ? `${term(half, '\\sqrt{3}')}` : `${term(half, '\\sqrt{3}')}+${half}`;
      return essay({
        stem: [
          `탑의 밑에서 일직선 위에 있는 두 지점 \\(\\mathrm{A}\\), \\(\\mathrm{B}\\)에서 탑 꼭대기를 올려본각의 크기가 각각 \\(30^{\\circ}\\), \\(${near}^{\\circ}\\)입니다. \\(\\overline{\\mathrm{AB}}=${d}\\,\\text{m}\\)이고 \\(\\mathrm{B}\\)가 \\(\\mathrm{A}\\)보다 탑에 가까울 때, 탑의 높이를 구하시오.`,
          `Points \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) lie on a straight line through the foot of a tower, with \\(\\mathrm{B}\\) closer to the tower. The angles of elevation of the top from \\(\\mathrm{A}\\) and \\(\\mathrm{B}\\) are \\(30^{\\circ}\\) and \\(${near}^{\\circ}\\), and \\(\\mathrm{AB}=${d}\\,\\text{m}\\). Find the height of the tower.`,
        ],
        answer,
        form: pair === 0 ? 'radical' : 'any',
        unit: 'm',
        steps: [
          [
            `핵심은 모르는 높이를 \\(h\\)로 놓고 두 거리를 모두 \\(h\\)로 나타내는 것입니다. 탑의 밑을 \\(\\mathrm{H}\\)라 하면 \\(\\overline{\\mathrm{AH}}=\\frac{h}{\\tan 30^{\\circ}}=\\sqrt{3}h\\), \\(\\overline{\\mathrm{BH}}=\\frac{h}{\\tan ${near}^{\\circ}}=${pair === 0 ? '\\frac{\\sqrt{3}}{3}h' : 'h'}\\)입니다.`,
            `The key idea: call the height \\(h\\) and write both distances in terms of \\(h\\). With \\(\\mathrm{H}\\) the foot of the tower, \\(\\mathrm{AH}=\\frac{h}{\\tan 30^{\\circ}}=\\sqrt{3}h\\) and \\(\\mathrm{BH}=\\frac{h}{\\tan ${near}^{\\circ}}=${pair === 0 ? '\\frac{\\sqrt{3}}{3}h' : 'h'}\\).`,
          ],
          [
            `\\(\\overline{\\mathrm{AH}}-\\overline{\\mathrm{BH}}=${d}\\)이므로 \\(${pair === 0 ? '\\frac{2\\sqrt{3}}{3}h' : '(\\sqrt{3}-1)h'}=${d}\\)입니다.`,
            `\\(\\mathrm{AH}-\\mathrm{BH}=${d}\\), so \\(${pair === 0 ? '\\frac{2\\sqrt{3}}{3}h' : '(\\sqrt{3}-1)h'}=${d}\\).`,
          ],
          [
            pair === 0
              ? `\\(h=\\frac{3\\times ${d}}{2\\sqrt{3}}=${answer}\\,(\\text{m})\\)입니다.`
              : `\\(h=\\frac{${d}}{\\sqrt{3}-1}=\\frac{${d}(\\sqrt{3}+1)}{2}=${answer}\\,(\\text{m})\\)입니다.`,
            pair === 0
              ? `\\(h=\\frac{3\\times ${d}}{2\\sqrt{3}}=${answer}\\,\\text{m}\\).`
              : `\\(h=\\frac{${d}}{\\sqrt{3}-1}=\\frac{${d}(\\sqrt{3}+1)}{2}=${answer}\\,\\text{m}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S2,
      });
    },
    // Bisection on the height until the two sight lines' feet are d apart.
    check: ({ d, pair }, problem) => {
      const near = ((pair === 0 ? 60 : 45) * Math.PI) / 180;
      const far = Math.PI / 6;
      let [lo, hi] = [0, 10 * d];
      for (let i = 0; i < 200; i++) {
        const h = (lo + hi) / 2;
        if (h / Math.tan(far) - h / Math.tan(near) < d) lo = h;
        else hi = h;
      }
      return keyIs(problem, (lo + hi) / 2);
    },
  }),

  defineTemplate(U, 'line-angle-intercept', {
    version: 2,
    params: (rng) => ({ angle: rng.pick([30, 45, 60]), p: rng.intExcept(-4, 4, [0]), y0: rng.int(-5, 5) }),
    generate: ({ angle, p, y0 }) => {
      const slope = { 30: '\\frac{\\sqrt{3}}{3}', 45: '1', 60: '\\sqrt{3}' }[angle] as string;
      // The y-intercept y0 − slope·p.
      const k = q(-p, angle === 30 ? 3 : 1);
      const rootPart = angle === 45 ? '' : radicalTimes(k, 3);
      const constant = angle === 45 ? y0 - p : y0;
      const answer =
        angle === 45
          ? String(constant)
          : constant === 0
            ? rootPart
            : `${constant}${rootPart.startsWith('-') ? '' : '+'}${rootPart}`;
      return essay({
        stem: [
          `점 ${withJosa(m(`(${p},\\,${y0})`), '을/를')} 지나고 \\(x\\)축의 양의 방향과 이루는 각의 크기가 \\(${angle}^{\\circ}\\)인 직선의 \\(y\\)절편을 구하시오.`,
          `A line passes through \\((${p},\\,${y0})\\) and makes an angle of \\(${angle}^{\\circ}\\) with the positive \\(x\\)-axis. Find its \\(y\\)-intercept.`,
        ],
        answer,
        form: angle === 45 ? 'number' : 'any',
        steps: [
          [
            `핵심은 직선의 기울기가 \\(x\\)축과 이루는 각의 탄젠트라는 것입니다: 기울기 \\(=\\tan ${angle}^{\\circ}=${slope}\\).`,
            `The key idea: a line's slope is the tangent of its angle with the \\(x\\)-axis, so the slope is \\(\\tan ${angle}^{\\circ}=${slope}\\).`,
          ],
          [
            `\\(y=${angle === 45 ? 'x' : `${slope}x`}+b\\)에 \\(x=${p}\\), ${withJosa(m(`y=${y0}`), '을/를')} 대입하면 \\(b=${answer}\\)입니다.`,
            `Substitute \\(x=${p}\\) and \\(y=${y0}\\) into \\(y=${angle === 45 ? 'x' : `${slope}x`}+b\\): \\(b=${answer}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    // The line through the point at the given angle, followed back to x = 0.
    check: ({ angle, p, y0 }, problem) => keyIs(problem, y0 - Math.tan((angle * Math.PI) / 180) * p),
  }),
];
