// 4-2 소수의 덧셈과 뺄셈: place value of decimals, adding and subtracting with the points lined up.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { dec, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-2-3';

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'add-decimals', {
    version: 2,
    params: (rng) => {
      // The last digit is never 0, so each number really has the decimal places drawn for it.
      const a = rng.int(101, 2999);
      const pa = rng.int(1, 2);
      const b = rng.int(11, 999);
      const pb = rng.int(1, 2);
      return { a: a % 10 === 0 ? a + 1 : a, pa, b: b % 10 === 0 ? b + 1 : b, pb };
    },
    generate: ({ a, pa, b, pb }, rng) => {
      const x = q(a, 10 ** pa);
      const y = q(b, 10 ** pb);
      const sum = x.add(y);
      // Lining the last digits up instead of the points.
      const misaligned = q(a + b, 10 ** Math.max(pa, pb));
      return multiple(rng, {
        difficulty: pa === pb ? 2 : 3,
        stem: L(`계산하시오. ${m(`${num(x)}+${num(y)}`)}`, `Add: ${m(`${num(x)}+${num(y)}`)}`),
        correct: m(num(sum)),
        wrong: [
          misaligned,
          sum.add(1),
          sum.sub(q(1, 10)),
          sum.add(q(1, 10)),
          sum.mul(10),
          sum.add(q(1, 100)),
          sum.sub(q(1, 100)),
        ].map((v) => m(num(v))),
        steps: [
          L('소수점의 자리를 맞추어 세로로 씁니다.', 'Write the numbers in a column with the decimal points lined up.'),
          L(
            `같은 자리 수끼리 더하면 ${m(`${num(x)}+${num(y)}=${num(sum)}`)}입니다.`,
            `Add place by place: ${m(`${num(x)}+${num(y)}=${num(sum)}`)}.`,
          ),
        ],
      });
    },
    // Count in thousandths as whole numbers.
    check: ({ a, pa, b, pb }, problem) => keyIs(problem, (a * 10 ** (3 - pa) + b * 10 ** (3 - pb)) / 1000),
  }),
  defineTemplate(UNIT, 'subtract-word', {
    version: 2,
    params: (rng) => {
      const whole = rng.int(2, 9);
      const x = rng.int(1, 99);
      const have = whole * 1000 + x * 10;
      // The amount used has three decimal places and leaves at least 0.2 behind.
      let y = rng.int(300, have - 200);
      if (y % 10 === 0) y += 3;
      return { whole, x, y, who: rng.int(0, PEOPLE.length - 1), ctx: rng.int(0, 2) };
    },
    generate: ({ whole, x, y, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const have = q(whole * 100 + x, 100);
      const use = q(y, 1000);
      const left = have.sub(use);
      const [ko, en, u, unitEn] = [
        ['물', 'water', 'L', 'liters'],
        ['끈', 'string', 'm', 'meters'],
        ['찰흙', 'clay', 'kg', 'kilograms'],
      ][ctx] as [string, string, string, string];
      const withUnit = (tex: string) => m(`${tex}\\text{ ${u}}`);
      const haveLong = dec(have, 3, { fixed: true });
      return essay({
        difficulty: 3,
        stem: L(
          `${nameWith(p, '는')} ${ko} ${withUnit(num(have))} 중에서 ${withJosa(withUnit(num(use)), '을/를')} 사용했습니다. 남은 ${withJosa(ko, '은/는')} 몇 ${u}입니까?`,
          `${p.en} had ${withUnit(num(have))} of ${en} and used ${withUnit(num(use))}. How many ${unitEn} of ${en} are left?`,
        ),
        answer: num(left, { group: false }),
        form: 'number',
        unit: u,
        hint: HINTS.decimal,
        steps: [
          L(
            `소수점의 자리를 맞추고, 빈 자리에는 ${withJosa(m(0), '이/가')} 있다고 생각합니다: ${m(`${num(have)}=${haveLong}`)}`,
            `Line up the decimal points and fill the empty place with ${m(0)}: ${m(`${num(have)}=${haveLong}`)}.`,
          ),
          L(
            `${m(`${haveLong}-${num(use)}=${num(left)}`)}(${u})이므로 남은 ${withJosa(ko, '은/는')} ${withUnit(num(left))}입니다.`,
            `${m(`${haveLong}-${num(use)}=${num(left)}`)}, so ${withUnit(num(left))} of ${en} is left.`,
          ),
        ],
      });
    },
    // Work in thousandths as whole numbers.
    check: ({ whole, x, y }, problem) => keyIs(problem, (whole * 1000 + x * 10 - y) / 1000),
  }),
  defineTemplate(UNIT, 'count-of-units', {
    version: 2,
    params: (rng) => ({ k: rng.int(3, 9999), place: rng.int(1, 3), reverse: rng.int(0, 1) === 1 }),
    generate: ({ k, place, reverse }, rng) => {
      const u = q(1, 10 ** place);
      const value = u.mul(k);
      const uTex = num(u);
      if (reverse) {
        return essay({
          difficulty: 2,
          stem: L(
            `${withJosa(m(num(value)), '은/는')} ${withJosa(m(uTex), '이/가')} 몇 개인 수입니까?`,
            `How many ${m(uTex)}s make ${m(num(value))}?`,
          ),
          answer: String(k),
          form: 'number',
          unit: '개',
          steps: [
            L(
              `${m(num(value))}에서 ${m(uTex)}의 자리까지 생각합니다.`,
              `Think of ${m(num(value))} in units of ${m(uTex)}.`,
            ),
            L(
              `${m(`${num(value)}=${uTex}\\times${num(k)}`)}이므로 ${withJosa(m(uTex), '이/가')} ${m(num(k))}개입니다.`,
              `${m(`${num(value)}=${uTex}\\times${num(k)}`)}, so it is ${m(num(k))} ${m(uTex)}s.`,
            ),
          ],
        });
      }
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${withJosa(m(uTex), '이/가')} ${m(num(k))}개인 수는 얼마입니까?`,
          `What number is ${m(num(k))} ${m(uTex)}s?`,
        ),
        correct: m(num(value)),
        wrong: [value.mul(10), value.div(10), value.mul(100), value.div(100), value.mul(1000)].map((v) => m(num(v))),
        steps: [
          L(
            `${withJosa(m(uTex), '이/가')} ${m(10)}개이면 ${m(num(u.mul(10)))}입니다.`,
            `Ten ${m(uTex)}s make ${m(num(u.mul(10)))}.`,
          ),
          L(
            `${withJosa(m(uTex), '이/가')} ${m(num(k))}개인 수는 ${m(`${uTex}\\times${num(k)}=${num(value)}`)}입니다.`,
            `${m(num(k))} ${m(uTex)}s make ${m(`${uTex}\\times${num(k)}=${num(value)}`)}.`,
          ),
        ],
      });
    },
    // Repeated addition in integer thousandths.
    check: ({ k, place, reverse }, problem) => {
      if (reverse) return keyIs(problem, k);
      let t = 0;
      for (let i = 0; i < k; i++) t += 10 ** (3 - place);
      return keyIs(problem, t / 1000);
    },
  }),
];
