// 중3 5. 삼각비: ratios in right triangles and special angles (s1); heights and distances (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, num, q } from '../kit/numbers.js';
import { frac, m, sqrt } from '../kit/latex.js';
import { evalLatex, keyIs, stemMath } from '../kit/check.js';
import { PYTHAGOREAN_TRIPLES } from '../kit/triples.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m3-5';
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
];
