// 중3 5. 삼각비: ratios in right triangles and special angles (s1); heights and distances (s2).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { frac, num, sqrtTex } from '../lib/mh/format.js';
import { josa } from '../lib/mh/ko.js';
import { evalLatex } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-5';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
const TRIPLES: Array<[number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];
const TERMS = [
  { tex: '\\sin 30^{\\circ}', ko: '\\frac{1}{2}' },
  { tex: '\\cos 60^{\\circ}', ko: '\\frac{1}{2}' },
  { tex: '\\tan 45^{\\circ}', ko: '1' },
  { tex: '\\cos 0^{\\circ}', ko: '1' },
  { tex: '\\left(\\sin 45^{\\circ}\\right)^{2}', ko: '\\frac{1}{2}' },
  { tex: '\\left(\\cos 30^{\\circ}\\right)^{2}', ko: '\\frac{3}{4}' },
  { tex: '\\left(\\sin 60^{\\circ}\\right)^{2}', ko: '\\frac{3}{4}' },
  { tex: '\\tan 60^{\\circ}\\times\\tan 30^{\\circ}', ko: '1' },
  { tex: '\\sin 60^{\\circ}\\times\\cos 30^{\\circ}', ko: '\\frac{3}{4}' },
  { tex: '\\left(\\tan 60^{\\circ}\\right)^{2}', ko: '3' },
  { tex: '\\sin 90^{\\circ}', ko: '1' },
] as const;
const VALUES = [1 / 2, 1 / 2, 1, 1, 1 / 2, 3 / 4, 3 / 4, 1, 3 / 4, 3, 1];

export const templates: ProblemTemplate[] = [
  template(U, 'ratio', {
    params: (rng) => ({
      t: rng.int(0, TRIPLES.length - 1),
      k: rng.int(1, 3),
      fn: rng.int(0, 2),
      swap: rng.int(0, 1) === 1,
    }),
    make: ({ t, k, fn, swap }, rng) => {
      const [p, q, r] = TRIPLES[t] as [number, number, number];
      // Right angle at C; BC (opposite A) and AC (adjacent to A).
      const [bc, ac] = swap ? [q * k, p * k] : [p * k, q * k];
      const ab = r * k;
      const names = ['\\sin A', '\\cos A', '\\tan A'];
      const values = [frac(bc, ab), frac(ac, ab), frac(bc, ac)];
      const correct = values[fn] as string;
      return multiple(rng, {
        stem: [
          `\\(\\angle \\mathrm{C}=90^{\\circ}\\)인 직각삼각형 \\(\\mathrm{ABC}\\)에서 \\(\\overline{\\mathrm{BC}}=${bc}\\), \\(\\overline{\\mathrm{AC}}=${ac}\\)일 때, \\(${names[fn]}\\)의 값은?`,
          `In right triangle \\(\\mathrm{ABC}\\) with \\(\\angle \\mathrm{C}=90^{\\circ}\\), \\(\\mathrm{BC}=${bc}\\) and \\(\\mathrm{AC}=${ac}\\). What is \\(${names[fn]}\\)?`,
        ],
        correct,
        wrong: [...values, frac(ab, bc), frac(ab, ac), frac(ac, bc), frac(bc, ab + 1)],
        steps: [
          [
            `피타고라스 정리로 \\(\\overline{\\mathrm{AB}}=\\sqrt{${bc}^{2}+${ac}^{2}}=${ab}\\)입니다.`,
            `By the Pythagorean theorem, \\(\\mathrm{AB}=\\sqrt{${bc}^{2}+${ac}^{2}}=${ab}\\).`,
          ],
          [
            `\\(${names[fn]}=${['\\frac{\\overline{\\mathrm{BC}}}{\\overline{\\mathrm{AB}}}', '\\frac{\\overline{\\mathrm{AC}}}{\\overline{\\mathrm{AB}}}', '\\frac{\\overline{\\mathrm{BC}}}{\\overline{\\mathrm{AC}}}'][fn]}=${correct}\\)`,
            `\\(${names[fn]}=${['\\frac{\\mathrm{BC}}{\\mathrm{AB}}', '\\frac{\\mathrm{AC}}{\\mathrm{AB}}', '\\frac{\\mathrm{BC}}{\\mathrm{AC}}'][fn]}=${correct}\\)`,
          ],
        ],
        difficulty: 2,
        subUnit: S1,
      });
    },
    check: ({ t, k, fn, swap }, problem) => {
      // Measure the angle A itself and apply the trigonometric function.
      const [p, q] = TRIPLES[t] as [number, number, number];
      const [bc, ac] = swap ? [q * k, p * k] : [p * k, q * k];
      const A = Math.atan2(bc, ac);
      return keyIs(problem, [Math.sin(A), Math.cos(A), Math.tan(A)][fn] as number);
    },
  }),

  template(U, 'special-angles', {
    params: (rng) => ({
      i: rng.int(0, TERMS.length - 1),
      j: rng.int(0, TERMS.length - 1),
      op: rng.int(0, 2),
      c: rng.int(1, 4),
    }),
    make: ({ i, j: j0, op, c }) => {
      const j = j0 === i ? (i + 1) % TERMS.length : j0;
      const A = TERMS[i] as (typeof TERMS)[number];
      const B = TERMS[j] as (typeof TERMS)[number];
      const a = VALUES[i] as number;
      const b = VALUES[j] as number;
      const coef = c === 1 ? '' : String(c);
      const [tex, value, how] =
        op === 0
          ? [`${A.tex}+${coef}${B.tex}`, a + c * b, `${A.ko}+${coef ? `${coef}\\times` : ''}${B.ko}`]
          : op === 1
            ? [`${A.tex}-${coef}${B.tex}`, a - c * b, `${A.ko}-${coef ? `${coef}\\times` : ''}${B.ko}`]
            : [`${A.tex}\\times ${B.tex}`, a * b, `${A.ko}\\times ${B.ko}`];
      // Every value here is a multiple of 1/16, so this is exact.
      const answer = frac(Math.round(value * 48), 48);
      return essay({
        stem: [`다음을 계산하시오. \\(${tex}\\)`, `Evaluate \\(${tex}\\).`],
        answer,
        hint: HINT.frac,
        steps: [
          [`특수각의 삼각비의 값을 대입하면 \\(${how}\\)입니다.`, `Substitute the special-angle values: \\(${how}\\).`],
          [`따라서 \\(${answer}\\)입니다.`, `So the value is \\(${answer}\\).`],
        ],
        difficulty: op === 2 ? 2 : 3,
        subUnit: S1,
      });
    },
    // Evaluate the stated expression with the sine, cosine and tangent functions themselves.
    check: (_p, problem) => keyIs(problem, evalLatex(stemMath(problem))[0] as number),
  }),

  template(U, 'height', {
    params: (rng) => ({
      d: rng.int(1, 12) * 3,
      angle: rng.pick([30, 45, 60]),
      kind: rng.int(0, 2),
      eye: rng.int(0, 1) === 1,
    }),
    make: ({ d, angle, kind, eye }, rng) => {
      const objects = [
        ['나무', 'tree'],
        ['건물', 'building'],
        ['가로등', 'streetlight'],
      ][kind] as [string, string];
      // height = d·tan(angle): 30° → d√3/3, 45° → d, 60° → d√3. An eye height of 1.5 m adds on.
      const core = angle === 45 ? String(d) : angle === 60 ? sqrtTex(d, 3) : sqrtTex(d / 3, 3);
      const plus = (w: string) => (!eye ? w : /^\d+$/.test(w) ? num(Number(w) + 1.5) : `${w}+1.5`);
      const correct = plus(core);
      const wrong = [sqrtTex(d, 3), sqrtTex(d / 3, 3), String(d), sqrtTex(d / 2, 3), String(d * 2), sqrtTex(d, 2)].map(
        plus,
      );
      return multiple(rng, {
        stem: [
          `${josa(objects[0], '으로/로')}부터 \\(${d}\\,\\text{m}\\) 떨어진 지점${eye ? '에 서 있는 학생의 눈높이 \\(1.5\\,\\text{m}\\)' : ''}에서 ${objects[0]} 꼭대기를 올려다본 각의 크기가 \\(${angle}^{\\circ}\\)일 때, ${objects[0]}의 높이는? (단위: m)`,
          `From a point \\(${d}\\,\\text{m}\\) from a ${objects[1]}${eye ? `, a student whose eyes are \\(1.5\\,\\text{m}\\) above the ground` : ''} sees the top at an angle of elevation of \\(${angle}^{\\circ}\\). How tall is the ${objects[1]}, in meters?`,
        ],
        correct,
        wrong,
        steps: [
          [
            `높이는 \\(${d}\\times\\tan ${angle}^{\\circ}${eye ? '+1.5' : ''}\\)입니다.`,
            `The height is \\(${d}\\times\\tan ${angle}^{\\circ}\\)${eye ? ' plus \\(1.5\\)' : ''}.`,
          ],
          [
            `\\(\\tan ${angle}^{\\circ}=${angle === 45 ? '1' : angle === 60 ? '\\sqrt{3}' : '\\frac{\\sqrt{3}}{3}'}\\)이므로 \\(${correct}\\,(\\text{m})\\)입니다.`,
            `\\(\\tan ${angle}^{\\circ}=${angle === 45 ? '1' : angle === 60 ? '\\sqrt{3}' : '\\frac{\\sqrt{3}}{3}'}\\), so the height is \\(${correct}\\) m.`,
          ],
        ],
        difficulty: eye ? 4 : 3,
        subUnit: S2,
      });
    },
    check: ({ d, angle, eye }, problem) => keyIs(problem, d * Math.tan((angle * Math.PI) / 180) + (eye ? 1.5 : 0)),
  }),
];
