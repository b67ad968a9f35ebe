// 중1 3. 문자와 식: simplifying linear expressions, substituting values (s1); solving linear equations and word
// problems (s2).
import { HINT, essay, keyIs, multiple, stemMath, template } from '../lib/mh/build.js';
import { num, paren, poly } from '../lib/mh/format.js';
import { josa, PEOPLE } from '../lib/mh/ko.js';
import { evalLatex, type Vars } from '../lib/mh/latex-eval.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

export const templates: ProblemTemplate[] = [
  template(U, 'simplify-linear', {
    params: (rng) => ({
      a: rng.intExcept(-5, 6, [0, 1]),
      b: rng.intExcept(-4, 5, [0]),
      c: rng.intExcept(-9, 9, [0]),
      d: rng.int(2, 6),
      e: rng.intExcept(-4, 5, [0]),
      f: rng.intExcept(-9, 9, [0]),
    }),
    make: ({ a, b, c, d, e, f }, rng) => {
      const tex = `${a === -1 ? '-' : num(a)}\\left(${poly([
        [b, 'x'],
        [c, ''],
      ])}\\right)-${d}\\left(${poly([
        [e, 'x'],
        [f, ''],
      ])}\\right)`;
      const p = a * b - d * e;
      const q = a * c - d * f;
      const correct = poly([
        [p, 'x'],
        [q, ''],
      ]);
      const wrong = [
        poly([
          [a * b - d * e, 'x'],
          [a * c + d * f, ''],
        ]),
        poly([
          [a * b + d * e, 'x'],
          [a * c - d * f, ''],
        ]),
        poly([
          [a * b - d * e, 'x'],
          [c - d * f, ''],
        ]),
        poly([
          [a * b - e, 'x'],
          [a * c - f, ''],
        ]),
        poly([
          [p, 'x'],
          [-q, ''],
        ]),
        poly([
          [-p, 'x'],
          [q, ''],
        ]),
      ];
      return multiple(rng, {
        stem: [`다음 식을 간단히 한 것은? \\(${tex}\\)`, `Which expression equals \\(${tex}\\)?`],
        correct,
        wrong,
        steps: [
          [
            `분배법칙으로 괄호를 풉니다: \\(${poly([
              [a * b, 'x'],
              [a * c, ''],
              [-d * e, 'x'],
              [-d * f, ''],
            ])}\\)`,
            `Distribute to remove the parentheses: \\(${poly([
              [a * b, 'x'],
              [a * c, ''],
              [-d * e, 'x'],
              [-d * f, ''],
            ])}\\)`,
          ],
          [`동류항끼리 모으면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (vars: Vars) => evalLatex(stemMath(problem), vars)),
  }),

  template(U, 'substitute-value', {
    params: (rng) => ({
      two: rng.int(0, 1) === 1,
      a: rng.intExcept(-5, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.int(-9, 9),
      x: rng.intExcept(-5, 5, [0]),
      y: rng.intExcept(-5, 5, [0]),
    }),
    make: ({ two, a, b, c, x, y }) => {
      const tex = two
        ? poly([
            [a, 'x'],
            [b, 'y^{2}'],
            [c, 'xy'],
          ])
        : poly([
            [a, 'x^{2}'],
            [b, 'x'],
            [c, ''],
          ]);
      const value = two ? a * x + b * y * y + c * x * y : a * x * x + b * x + c;
      const sub = two
        ? `${num(a)}\\times${paren(x)}+${paren(b)}\\times${paren(y)}^{2}+${paren(c)}\\times${paren(x)}\\times${paren(y)}`
        : `${num(a)}\\times${paren(x)}^{2}+${paren(b)}\\times${paren(x)}+${paren(c)}`;
      const given = two ? `x=${x},\\ y=${y}` : `x=${x}`;
      return essay({
        stem: [
          `\\(${given}\\)일 때, 식 \\(${tex}\\)의 값을 구하시오.`,
          `Find the value of \\(${tex}\\) when \\(${given}\\).`,
        ],
        answer: num(value),
        hint: HINT.int,
        steps: [
          [
            `음수는 괄호를 씌워 대입합니다: \\(${sub}\\)`,
            `Substitute, putting negative numbers in parentheses: \\(${sub}\\)`,
          ],
          [
            `거듭제곱, 곱셈, 덧셈 순서로 계산하면 \\(${num(value)}\\)입니다.`,
            `Powers, then products, then sums: \\(${num(value)}\\).`,
          ],
        ],
        difficulty: two ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ x, y }, problem) => keyIs(problem, evalLatex(stemMath(problem, 0), { x, y })[0] as number),
  }),

  template(U, 'solve-linear', {
    params: (rng) => ({
      paren: rng.int(0, 1) === 1,
      x: rng.int(-9, 9),
      a: rng.intExcept(-6, 7, [0]),
      c: rng.intExcept(-6, 7, [0]),
      b: rng.int(-12, 12),
      k: rng.int(2, 4),
    }),
    make: ({ paren: withParen, x, a, c: c0, b, k }) => {
      // Left side a x + b (or k(a x + b)); the right side c x + d is built so that x solves it.
      const left = withParen
        ? `${k}\\left(${poly([
            [a, 'x'],
            [b, ''],
          ])}\\right)`
        : poly([
            [a, 'x'],
            [b, ''],
          ]);
      const lv = withParen ? k * (a * x + b) : a * x + b;
      const la = withParen ? k * a : a;
      const lb = withParen ? k * b : b;
      const c = c0 === la ? la + 1 : c0;
      const d = lv - c * x;
      const tex = `${left}=${poly([
        [c, 'x'],
        [d, ''],
      ])}`;
      return essay({
        stem: [`일차방정식 \\(${tex}\\)의 해를 구하시오.`, `Solve the equation \\(${tex}\\) for \\(x\\).`],
        answer: num(x),
        hint: HINT.int,
        steps: [
          [
            `${withParen ? '괄호를 풀고 ' : ''}\\(x\\)항은 좌변, 상수항은 우변으로 이항합니다: \\(${poly([[la - c, 'x']])}=${num(d - lb)}\\)`,
            `${withParen ? 'Distribute, then move' : 'Move'} the \\(x\\)-terms to the left and the numbers to the right: \\(${poly([[la - c, 'x']])}=${num(d - lb)}\\)`,
          ],
          [
            `양변을 \\(${num(la - c)}\\)로 나누면 \\(x=${num(x)}\\)입니다.`,
            `Divide both sides by \\(${num(la - c)}\\): \\(x=${num(x)}\\).`,
          ],
        ],
        difficulty: withParen ? 3 : 2,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      // Substitute the key into the equation as stated: the two sides must agree, and the solution is unique.
      const x = Number(problem.answer);
      const [rel, diff] = evalLatex(stemMath(problem), { x });
      const [, other] = evalLatex(stemMath(problem), { x: x + 1 });
      return rel === 5 && Math.abs(diff as number) < 1e-9 && Math.abs(other as number) > 1e-9;
    },
  }),

  template(U, 'age-word-problem', {
    params: (rng) => {
      // In some years the child is m and the parent t·m: the age gap m(t-1) stays between 20 and 45.
      const times = rng.int(2, 4);
      const m = times === 2 ? rng.int(20, 40) : times === 3 ? rng.int(10, 22) : rng.int(7, 15);
      const child = rng.int(Math.max(3, m - 15), m - 1);
      const years = m - child;
      return { child, years, times, who: rng.int(0, PEOPLE.length - 1), parent: rng.int(0, 1) };
    },
    make: ({ child, years, times, who, parent }) => {
      const adult = times * (child + years) - years;
      const person = PEOPLE[who] as (typeof PEOPLE)[number];
      const [pKo, pEn] = parent ? ['어머니', 'mother'] : ['아버지', 'father'];
      return essay({
        stem: [
          `현재 ${josa(person.ko, '은/는')} \\(${child}\\)살이고, ${person.ko}의 ${pKo}는 \\(${adult}\\)살입니다. ${pKo}의 나이가 ${person.ko}의 나이의 \\(${times}\\)배가 되는 것은 몇 년 후인지 구하시오.`,
          `${person.en} is \\(${child}\\) years old and ${person.en}'s ${pEn} is \\(${adult}\\). In how many years will the ${pEn} be \\(${times}\\) times as old as ${person.en}?`,
        ],
        answer: String(years),
        hint: HINT.nat,
        steps: [
          [
            `\\(x\\)년 후라 하면 \\(${adult}+x=${times}(${child}+x)\\)입니다.`,
            `Let it be \\(x\\) years from now: \\(${adult}+x=${times}(${child}+x)\\).`,
          ],
          [
            `정리하면 \\(${times - 1}x=${adult - times * child}\\)이므로 \\(x=${years}\\)입니다.`,
            `Then \\(${times - 1}x=${adult - times * child}\\), so \\(x=${years}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ child, years, times }, problem) => {
      const adult = times * (child + years) - years;
      // Count the years forward until the ages are in the stated ratio.
      let t = 0;
      while (adult + t !== times * (child + t) && t < 200) t++;
      return keyIs(problem, t);
    },
  }),
];
