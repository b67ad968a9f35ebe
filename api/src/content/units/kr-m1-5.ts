// 중1 5. 기본 도형과 작도: vertical angles and linear pairs, lines through points, midpoints of segments, the angle
// between a clock's hands, angles made by parallel lines (s1); triangle conditions, congruence conditions (s2).
import { bare, defineTemplate, essay, multiple } from '../kit/template.js';
import { choose, num, q } from '../kit/numbers.js';
import { linear, m, term } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { evalLatex, keyIs } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-5';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;
/** An angle written as an expression in degrees: (3x+20)°. */
const angle = (tex: string) => `\\left(${tex}\\right)^{\\circ}`;

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'angle-pair', {
    version: 2,
    params: (rng) => ({
      pair: rng.int(0, 1),
      x: rng.int(5, 30),
      a: rng.int(2, 5),
      c: rng.int(1, 4),
      first: rng.int(20, 160),
    }),
    generate: ({ pair, x, a, c: c0, first }) => {
      const c = c0 === a ? a + 1 : c0;
      const b = first - a * x;
      // Vertical angles are equal; a linear pair adds to 180°. The second angle is built to fit.
      const second = pair === 0 ? first : 180 - first;
      const d = second - c * x;
      const A = linear(a, b);
      const B = linear(c, d);
      const ko = pair === 0 ? '맞꼭지각' : '한 직선 위에서 이웃한 두 각(평각을 이루는 두 각)';
      const en = pair === 0 ? 'vertical angles' : 'a linear pair (together they make a straight angle)';
      // Collect x on the left and the numbers on the right.
      const [k, rhs] = pair === 0 ? [a - c, d - b] : [a + c, 180 - b - d];
      const equation = pair === 0 ? `${A}=${B}` : `(${A})+(${B})=180`;
      const collected = pair === 0 ? equation : `${linear(a + c, b + d)}=180`;
      const solved = `${term(k, 'x')}=${rhs}`;
      return essay({
        stem: [
          `두 직선이 한 점에서 만날 때 생기는 두 각 \\(${angle(A)}\\), ${withJosa(m(angle(B)), '이/가')} ${ko}입니다. \\(x\\)의 값을 구하시오.`,
          `Two lines cross at a point. The angles \\(${angle(A)}\\) and \\(${angle(B)}\\) are ${en}. Find \\(x\\).`,
        ],
        answer: num(x),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          pair === 0
            ? [`맞꼭지각의 크기는 같으므로 \\(${equation}\\)입니다.`, `Vertical angles are equal: \\(${equation}\\).`]
            : [
                `두 각의 크기의 합이 \\(180^{\\circ}\\)이므로 \\(${equation}\\), 즉 \\(${collected}\\)입니다.`,
                `The angles add to \\(180^{\\circ}\\): \\(${equation}\\), that is, \\(${collected}\\).`,
              ],
          k === 1
            ? [
                `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하면 \\(x=${rhs}\\)입니다.`,
                `Collect the \\(x\\)-terms on the left and the numbers on the right: \\(x=${rhs}\\).`,
              ]
            : [
                `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하면 \\(${solved}\\)이므로 \\(x=${x}\\)입니다.`,
                `Collect the \\(x\\)-terms on the left and the numbers on the right: \\(${solved}\\), so \\(x=${x}\\).`,
              ],
        ],
        difficulty: pair === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ pair }, problem) => {
      // Substitute the key into both angle expressions read from the stem.
      const x = evalLatex(problem.answer)[0] as number;
      const [A, B] = [0, 1].map(
        (i) => evalLatex((problem.stem.en.match(/\\\((.*?)\\\)/g)?.[i] ?? '').slice(2, -2), { x })[0] as number,
      );
      const ok = (v: number) => v > 0 && v < 180;
      return (
        ok(A as number) &&
        ok(B as number) &&
        Math.abs(pair === 0 ? (A as number) - (B as number) : (A as number) + (B as number) - 180) < 1e-9
      );
    },
  }),

  defineTemplate(U, 'points-and-lines', {
    version: 2,
    params: (rng) => {
      const n = rng.int(4, 15);
      const ask = rng.int(0, 2);
      // For lines, sometimes k of the points lie on one line.
      const k = ask === 0 && rng.int(0, 1) === 1 ? rng.int(3, Math.min(n - 1, 7)) : 0;
      return { n, ask, k, place: k ? 0 : rng.int(0, 1) };
    },
    generate: ({ n, ask, k, place }) => {
      const what = [
        ['직선', 'lines', 'line', choose(n, 2) - (k ? choose(k, 2) - 1 : 0)],
        ['선분', 'segments', 'segment', choose(n, 2)],
        ['반직선', 'rays', 'ray', n * (n - 1)],
      ] as const;
      const [ko, en, one, count] = what[ask] as (typeof what)[number];
      const pairs = `\\frac{${n}\\times${n - 1}}{2}=${choose(n, 2)}`;
      const steps: Array<readonly [string, string]> = [
        ask === 2
          ? [
              `반직선 \\(\\overrightarrow{\\mathrm{AB}}\\)와 \\(\\overrightarrow{\\mathrm{BA}}\\)는 서로 다르므로 두 점을 순서를 생각하여 고르는 경우의 수와 같습니다: \\(${n}\\times${n - 1}=${count}\\)`,
              `Ray \\(\\overrightarrow{\\mathrm{AB}}\\) differs from ray \\(\\overrightarrow{\\mathrm{BA}}\\), so order matters: \\(${n}\\times${n - 1}=${count}\\).`,
            ]
          : [
              `${ko} \\(\\mathrm{AB}\\)와 \\(\\mathrm{BA}\\)는 같으므로 순서를 생각하지 않고 두 점을 고르는 경우의 수를 셉니다: \\(${pairs}\\)`,
              `The ${one} \\(\\mathrm{AB}\\) is the same as \\(\\mathrm{BA}\\), so count unordered pairs of points: \\(${pairs}\\).`,
            ],
      ];
      if (k) {
        steps.push([
          `한 직선 위의 \\(${k}\\)개의 점에서 두 점씩 고른 \\(${choose(k, 2)}\\)가지는 모두 같은 직선이므로 ${withJosa(m(`${choose(k, 2)}-1`), '을/를')} 뺍니다: \\(${choose(n, 2)}-(${choose(k, 2)}-1)=${count}\\)`,
          `The \\(${choose(k, 2)}\\) pairs among the \\(${k}\\) points on one line all give the same line, so subtract \\(${choose(k, 2)}-1\\): \\(${choose(n, 2)}-(${choose(k, 2)}-1)=${count}\\).`,
        ]);
      }
      const stem: readonly [string, string] = k
        ? [
            `서로 다른 \\(${n}\\)개의 점이 있습니다. 이 중 \\(${k}\\)개의 점만 한 직선 위에 있고, 이 밖의 어느 세 점도 한 직선 위에 있지 않습니다. 이 중 두 점을 지나는 서로 다른 직선의 개수를 구하시오.`,
            `There are \\(${n}\\) different points. Exactly \\(${k}\\) of them lie on one line, and no other three of them lie on a line. How many different lines pass through two of these points?`,
          ]
        : [
            `${place ? '원 위에' : '어느 세 점도 한 직선 위에 있지 않은'} 서로 다른 \\(${n}\\)개의 점이 있습니다. 이 중 두 점을 이어 만들 수 있는 서로 다른 ${ko}의 개수를 구하시오.`,
            `There are \\(${n}\\) different points ${place ? 'on a circle' : 'with no three on a line'}. How many different ${en} can be drawn through two of these points?`,
          ];
      return essay({
        stem,
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps,
        difficulty: ask === 2 || k ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ n, ask, k }, problem) => {
      if (ask > 0) {
        let count = 0;
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && (ask === 2 || i < j)) count++;
        return keyIs(problem, count);
      }
      // Place real points (k on the x-axis, the rest on a circle above it) and count distinct lines through pairs.
      const pts: Array<[number, number]> = [];
      for (let i = 0; i < n; i++)
        pts.push(i < k ? [i, 0] : [10 * Math.cos(0.7 * i + 0.3), 20 + 10 * Math.sin(0.7 * i + 0.3)]);
      const cross = (o: [number, number], p: [number, number], q: [number, number]) =>
        (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
      const lines: Array<[[number, number], [number, number]]> = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          const p = pts[i] as [number, number];
          const q = pts[j] as [number, number];
          if (!lines.some(([u, v]) => Math.abs(cross(u, v, p)) < 1e-9 && Math.abs(cross(u, v, q)) < 1e-9))
            lines.push([p, q]);
        }
      return keyIs(problem, lines.length);
    },
  }),

  defineTemplate(U, 'triangle-sides', {
    version: 1,
    params: (rng) => ({ seedA: rng.int(2, 9), seedB: rng.int(2, 9) }),
    generate: ({ seedA, seedB }, rng) => {
      const a = Math.min(seedA, seedB);
      const b = Math.max(seedA, seedB) + (seedA === seedB ? 1 : 0);
      const c = rng.int(b, a + b - 1);
      const wrong: string[] = [];
      for (let k = 0; k < 12; k++) {
        const x = rng.int(1, 8);
        const y = rng.int(x, 10);
        const z = x + y + rng.int(0, 3);
        wrong.push(`${x},\\ ${y},\\ ${z}`);
      }
      return multiple(rng, {
        stem: [
          `다음 중 세 변의 길이가 될 수 있는 것은? (단위는 cm)`,
          `Which set of lengths (in cm) can be the three sides of a triangle?`,
        ],
        correct: m(`${a},\\ ${b},\\ ${c}`),
        wrong: wrong.map(m),
        steps: [
          [
            `가장 긴 변의 길이가 나머지 두 변의 길이의 합보다 작아야 삼각형이 됩니다.`,
            `A triangle exists only when the longest side is shorter than the sum of the other two.`,
          ],
          [
            `\\(${c}<${a}+${b}=${a + b}\\)이므로 \\(${a},\\ ${b},\\ ${c}\\)만 가능합니다.`,
            `\\(${c}<${a}+${b}=${a + b}\\), so only \\(${a},\\ ${b},\\ ${c}\\) works.`,
          ],
        ],
        difficulty: 2,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      const ok = (problem.choices ?? []).map((choice) => {
        const [x, y, z] = evalLatex(bare(choice)).sort((p, q) => p - q) as [number, number, number];
        return x + y > z;
      });
      return ok.filter(Boolean).length === 1 && ok[Number(problem.answer)] === true;
    },
  }),

  defineTemplate(U, 'two-sides-range', {
    version: 2,
    params: (rng) => ({ a: rng.int(3, 15), b: rng.int(3, 15) }),
    ranges: { a: [1, 30], b: [1, 30] },
    generate: ({ a, b }) => {
      const lo = Math.abs(a - b);
      const count = a + b - lo - 1;
      return essay({
        stem: [
          `삼각형의 두 변의 길이가 \\(${a}\\,\\text{cm}\\), \\(${b}\\,\\text{cm}\\)일 때, 나머지 한 변의 길이가 될 수 있는 자연수는 모두 몇 개인지 구하시오. (단, 길이의 단위는 cm)`,
          `Two sides of a triangle are \\(${a}\\,\\text{cm}\\) and \\(${b}\\,\\text{cm}\\). How many whole-number lengths (in cm) are possible for the third side?`,
        ],
        answer: String(count),
        form: 'number',
        unit: '개',
        hint: HINTS.whole,
        steps: [
          [
            `나머지 변의 길이를 \\(x\\)라 하면 \\(${a >= b ? `${a}-${b}` : `${b}-${a}`}<x<${a}+${b}\\), 즉 \\(${lo}<x<${a + b}\\)입니다.`,
            `If the third side is \\(x\\), then \\(${a >= b ? `${a}-${b}` : `${b}-${a}`}<x<${a}+${b}\\), that is, \\(${lo}<x<${a + b}\\).`,
          ],
          [
            `이를 만족하는 자연수는 \\(${lo + 1}\\)부터 \\(${a + b - 1}\\)까지 \\(${count}\\)개입니다.`,
            `The whole numbers in that range are \\(${lo + 1}\\) through \\(${a + b - 1}\\): \\(${count}\\) of them.`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    check: ({ a, b }, problem) => {
      let count = 0;
      for (let x = 1; x < 100; x++) {
        const [p, q, r] = [a, b, x].sort((m, n) => m - n) as [number, number, number];
        if (p + q > r) count++;
      }
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'midpoint-chain', {
    version: 1,
    params: (rng) => ({ ask: rng.int(0, 1), part: rng.int(2, 14) }),
    generate: ({ ask, part }) => {
      // AB is four quarters: AM = MB = 2 quarters, MN = NB = 1 quarter; AN is 3 quarters.
      const quarters = ask === 0 ? 1 : 3;
      const given = part * quarters;
      const whole = 4 * part;
      const name = ask === 0 ? 'MN' : 'AN';
      return essay({
        stem: [
          `선분 \\(\\mathrm{AB}\\) 위의 점 \\(\\mathrm{M}\\)은 \\(\\overline{\\mathrm{AB}}\\)의 중점이고, 점 \\(\\mathrm{N}\\)은 \\(\\overline{\\mathrm{MB}}\\)의 중점입니다. \\(\\overline{\\mathrm{${name}}}=${given}\\,\\mathrm{cm}\\)일 때, \\(\\overline{\\mathrm{AB}}\\)의 길이를 구하시오.`,
          `On segment \\(\\mathrm{AB}\\), point \\(\\mathrm{M}\\) is the midpoint of \\(\\overline{\\mathrm{AB}}\\) and point \\(\\mathrm{N}\\) is the midpoint of \\(\\overline{\\mathrm{MB}}\\). If \\(\\mathrm{${name}}=${given}\\) cm, find the length of \\(\\overline{\\mathrm{AB}}\\).`,
        ],
        answer: String(whole),
        form: 'number',
        unit: 'cm',
        hint: HINTS.whole,
        steps: [
          [
            `\\(\\overline{\\mathrm{MB}}=\\frac{1}{2}\\overline{\\mathrm{AB}}\\)이고 \\(\\overline{\\mathrm{MN}}=\\frac{1}{2}\\overline{\\mathrm{MB}}=\\frac{1}{4}\\overline{\\mathrm{AB}}\\)입니다.`,
            `\\(\\mathrm{MB}=\\frac{1}{2}\\mathrm{AB}\\), and \\(\\mathrm{MN}=\\frac{1}{2}\\mathrm{MB}=\\frac{1}{4}\\mathrm{AB}\\).`,
          ],
          ask === 0
            ? [
                `따라서 \\(\\overline{\\mathrm{AB}}=4\\overline{\\mathrm{MN}}=4\\times${given}=${whole}\\,(\\mathrm{cm})\\)입니다.`,
                `So \\(\\mathrm{AB}=4\\,\\mathrm{MN}=4\\times${given}=${whole}\\) cm.`,
              ]
            : [
                `\\(\\overline{\\mathrm{AN}}=\\overline{\\mathrm{AM}}+\\overline{\\mathrm{MN}}=\\frac{1}{2}\\overline{\\mathrm{AB}}+\\frac{1}{4}\\overline{\\mathrm{AB}}=\\frac{3}{4}\\overline{\\mathrm{AB}}\\)이므로 \\(\\overline{\\mathrm{AB}}=\\frac{4}{3}\\times${given}=${whole}\\,(\\mathrm{cm})\\)입니다.`,
                `\\(\\mathrm{AN}=\\mathrm{AM}+\\mathrm{MN}=\\frac{1}{2}\\mathrm{AB}+\\frac{1}{4}\\mathrm{AB}=\\frac{3}{4}\\mathrm{AB}\\), so \\(\\mathrm{AB}=\\frac{4}{3}\\times${given}=${whole}\\) cm.`,
              ],
        ],
        difficulty: ask === 0 ? 2 : 3,
        subUnit: S1,
      });
    },
    check: ({ ask, part }, problem) => {
      // Place A at 0 and B at the key, halve twice, and measure the asked segment.
      const ab = Number(problem.answer);
      const mid = ab / 2;
      const n = (mid + ab) / 2;
      return (ask === 0 ? n - mid : n) === part * (ask === 0 ? 1 : 3);
    },
  }),

  defineTemplate(U, 'clock-hands-angle', {
    version: 1,
    params: (rng) => ({ hour: rng.int(1, 11), minute: 5 * rng.int(1, 11) }),
    generate: ({ hour, minute }) => {
      const minuteHand = q(6 * minute);
      const hourHand = q(30 * hour).add(q(minute, 2));
      const apart = minuteHand.sub(hourHand);
      const gap = apart.value < 0 ? apart.neg() : apart;
      const smaller = gap.value > 180 ? q(360).sub(gap) : gap;
      const [big, small] = minuteHand.cmp(hourHand) > 0 ? [minuteHand, hourHand] : [hourHand, minuteHand];
      return essay({
        stem: [
          `시계가 ${hour}시 ${minute}분을 가리킬 때, 시침과 분침이 이루는 각 중에서 작은 쪽 각의 크기를 구하시오.`,
          `A clock shows ${hour}:${String(minute).padStart(2, '0')}. Find the measure of the smaller angle between the hour hand and the minute hand.`,
        ],
        answer: num(smaller),
        form: 'number',
        unit: '°',
        hint: HINTS.decimal,
        steps: [
          [
            `분침은 1시간에 \\(360^{\\circ}\\)를 돌므로 1분에 \\(6^{\\circ}\\)씩, 시침은 1시간에 \\(30^{\\circ}\\)를 돌므로 1분에 \\(0.5^{\\circ}\\)씩 움직입니다. 시침도 분에 따라 움직인다는 것이 이 문제의 열쇠입니다.`,
            `The key is that the hour hand moves too: the minute hand turns \\(360^{\\circ}\\) an hour, \\(6^{\\circ}\\) a minute, and the hour hand turns \\(30^{\\circ}\\) an hour, \\(0.5^{\\circ}\\) a minute.`,
          ],
          [
            `12를 가리키는 방향에서 시계 방향으로 재면 분침은 \\(6^{\\circ}\\times${minute}=${num(minuteHand)}^{\\circ}\\), 시침은 \\(30^{\\circ}\\times${hour}+0.5^{\\circ}\\times${minute}=${num(hourHand)}^{\\circ}\\)만큼 돌아가 있습니다.`,
            `Measured clockwise from 12, the minute hand is at \\(6^{\\circ}\\times${minute}=${num(minuteHand)}^{\\circ}\\) and the hour hand at \\(30^{\\circ}\\times${hour}+0.5^{\\circ}\\times${minute}=${num(hourHand)}^{\\circ}\\).`,
          ],
          gap.value > 180
            ? [
                `두 바늘 사이의 각은 \\(${num(big)}^{\\circ}-${num(small)}^{\\circ}=${num(gap)}^{\\circ}\\)로 \\(180^{\\circ}\\)보다 크므로, 작은 쪽 각은 \\(360^{\\circ}-${num(gap)}^{\\circ}=${num(smaller)}^{\\circ}\\)입니다.`,
                `The hands are \\(${num(big)}^{\\circ}-${num(small)}^{\\circ}=${num(gap)}^{\\circ}\\) apart, more than \\(180^{\\circ}\\), so the smaller angle is \\(360^{\\circ}-${num(gap)}^{\\circ}=${num(smaller)}^{\\circ}\\).`,
              ]
            : [
                `두 바늘 사이의 각은 \\(${num(big)}^{\\circ}-${num(small)}^{\\circ}=${num(smaller)}^{\\circ}\\)이고 \\(180^{\\circ}\\)보다 작으므로 이것이 작은 쪽 각입니다.`,
                `The hands are \\(${num(big)}^{\\circ}-${num(small)}^{\\circ}=${num(smaller)}^{\\circ}\\) apart, less than \\(180^{\\circ}\\), so that is the smaller angle.`,
              ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    check: ({ hour, minute }, problem) => {
      // Run the clock from 12:00 a minute at a time in half-degrees: the hour hand moves 1, the minute hand 12.
      let hourHalf = 0;
      let minuteHalf = 0;
      for (let t = 0; t < 60 * hour + minute; t++) {
        hourHalf += 1;
        minuteHalf = (minuteHalf + 12) % 720;
      }
      const apart = Math.abs(hourHalf - minuteHalf);
      return keyIs(problem, Math.min(apart, 720 - apart) / 2);
    },
  }),

  defineTemplate(U, 'parallel-transversal-angle', {
    version: 2,
    params: (rng) => {
      for (;;) {
        // Same-side interior angles, the two-step kind, half the time.
        const kind = Math.min(rng.int(0, 3), 2);
        const x = rng.int(8, 35);
        const a = rng.int(2, 6);
        const c = rng.intExcept(1, 7, [a]);
        const first = rng.int(35, 145);
        const second = kind === 2 ? 180 - first : first;
        const [b, d] = [first - a * x, second - c * x];
        if (first !== 90 && Math.abs(b) >= 1 && Math.abs(d) >= 1) return { kind, x, a, b, c, d };
      }
    },
    generate: ({ kind, x, a, b, c, d }) => {
      const [A, B] = [linear(a, b), linear(c, d)];
      const names = [
        ['동위각', 'corresponding angles'],
        ['엇각', 'alternate interior angles'],
        ['직선 \\(n\\)의 같은 쪽에 있는 두 안쪽 각(동측내각)', 'same-side interior angles'],
      ][kind] as [string, string];
      const [first, second] = [a * x + b, c * x + d];
      const asked = Math.max(first, second);
      const equation = kind === 2 ? `(${A})+(${B})=180` : `${A}=${B}`;
      return essay({
        stem: [
          `평행한 두 직선 \\(l\\), \\(m\\)이 직선 \\(n\\)과 만나서 생기는 두 각 \\(${angle(A)}\\), ${withJosa(m(angle(B)), '이/가')} ${names[0]}입니다. ${kind === 2 ? '두 각 중 큰 각의 크기는' : '두 각의 크기는'} 몇 도인지 구하시오.`,
          `Parallel lines \\(l\\) and \\(m\\) are cut by a line \\(n\\). The angles \\(${angle(A)}\\) and \\(${angle(B)}\\) are ${names[1]}. ${kind === 2 ? 'What is the measure of the larger angle' : 'What is the measure of each angle'}, in degrees?`,
        ],
        answer: String(asked),
        form: 'number',
        unit: '도',
        hint: HINTS.whole,
        steps: [
          kind === 2
            ? [
                `평행선에서 동측내각은 엇각과 평각을 이루므로 크기의 합이 \\(180^{\\circ}\\)입니다: \\(${equation}\\).`,
                `With parallel lines, same-side interior angles add to \\(180^{\\circ}\\) (one of them and the other's alternate angle make a straight angle): \\(${equation}\\).`,
              ]
            : [
                `평행한 두 직선이 다른 한 직선과 만날 때 ${kind === 0 ? '동위각' : '엇각'}의 크기는 같으므로 \\(${equation}\\)입니다.`,
                `When parallel lines are cut by a transversal, ${names[1]} are equal: \\(${equation}\\).`,
              ],
          [`방정식을 풀면 \\(x=${x}\\)입니다.`, `Solving gives \\(x=${x}\\).`],
          [
            `두 각은 \\(${a}\\times ${x}${b < 0 ? '' : '+'}${b}=${first}\\), \\(${c}\\times ${x}${d < 0 ? '' : '+'}${d}=${second}\\)이므로 구하는 각은 \\(${asked}^{\\circ}\\)입니다.`,
            `The angles are \\(${a}\\times ${x}${b < 0 ? '' : '+'}${b}=${first}\\) and \\(${c}\\times ${x}${d < 0 ? '' : '+'}${d}=${second}\\), so the answer is \\(${asked}^{\\circ}\\).`,
          ],
        ],
        difficulty: kind === 2 ? 4 : 3,
        subUnit: S1,
      });
    },
    // Tries every whole x that keeps both angles between 0° and 180° and keeps the one that fits the angle relation.
    check: ({ kind, a, b, c, d }, problem) => {
      for (let x = 1; x < 180; x++) {
        const [p, s] = [a * x + b, c * x + d];
        if (p <= 0 || s <= 0 || p >= 180 || s >= 180) continue;
        if (kind === 2 ? p + s === 180 : p === s) return keyIs(problem, Math.max(p, s));
      }
      return false;
    },
  }),

  defineTemplate(U, 'congruence-conditions', {
    version: 1,
    params: (rng) => ({ order: rng.shuffle([0, 1, 2]), bad: rng.int(0, 1) }),
    generate: ({ order, bad }, rng) => {
      // Vertices renamed by the seed: side k of a triangle is opposite vertex k.
      const [P, Q, R] = order.map((i) => 'ABC'[i] as string) as [string, string, string];
      const match = (v: string) => 'DEF'['ABC'.indexOf(v)] as string;
      const side = (u: string, v: string) =>
        `\\overline{\\mathrm{${u}${v}}}=\\overline{\\mathrm{${match(u)}${match(v)}}}`;
      const ang = (v: string) => `\\angle \\mathrm{${v}}=\\angle \\mathrm{${match(v)}}`;
      const set = (...items: string[]) => m(items.join(',\\ '));
      const valid = [
        set(side(P, Q), side(Q, R), side(R, P)),
        set(side(P, Q), ang(Q), side(Q, R)),
        set(ang(P), side(P, Q), ang(Q)),
        set(ang(P), ang(Q), side(Q, R)),
        set(side(Q, R), ang(R), side(R, P)),
        set(ang(Q), side(Q, R), ang(R)),
      ];
      const invalid = [set(side(P, Q), side(Q, R), ang(P)), set(ang(P), ang(Q), ang(R))];
      const key = invalid[bad] as string;
      return multiple(rng, {
        stem: [
          `다음 중 \\(\\triangle \\mathrm{ABC}\\)와 \\(\\triangle \\mathrm{DEF}\\)가 합동이 되는 조건이 아닌 것은?`,
          `Which set of facts does NOT guarantee that \\(\\triangle \\mathrm{ABC}\\) and \\(\\triangle \\mathrm{DEF}\\) are congruent?`,
        ],
        correct: key,
        wrong: rng.shuffle(valid),
        steps: [
          [
            `삼각형의 합동 조건은 세 변이 같을 때(SSS), 두 변과 그 끼인각이 같을 때(SAS), 한 변과 그 양 끝 각이 같을 때(ASA)입니다. 두 각이 같으면 나머지 한 각도 같으므로 두 각과 한 변이 같아도 ASA가 됩니다.`,
            `Triangles are congruent when three sides match (SSS), two sides and the angle between them match (SAS), or a side and the two angles at its ends match (ASA). Two matching angles force the third to match, so two angles and any side also give ASA.`,
          ],
          bad === 0
            ? [
                `${key}에서 \\(\\angle \\mathrm{${P}}\\)${josa(P, '은/는')} 두 변 \\(\\overline{\\mathrm{${P}${Q}}}\\), \\(\\overline{\\mathrm{${Q}${R}}}\\)의 끼인각이 아니므로 모양이 다른 두 삼각형이 생길 수 있습니다.`,
                `In ${key}, \\(\\angle \\mathrm{${P}}\\) is not the angle between the two sides \\(\\overline{\\mathrm{${P}${Q}}}\\) and \\(\\overline{\\mathrm{${Q}${R}}}\\), so two different triangles can fit these facts.`,
              ]
            : [
                `${key}처럼 세 각만 같으면 모양은 같지만 크기가 다를 수 있으므로 합동이라고 할 수 없습니다.`,
                `With only the three angles equal, as in ${key}, the triangles have the same shape but may differ in size, so they need not be congruent.`,
              ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    // Reads each choice's facts and applies the conditions: three sides, two angles and a side, or two sides with the
    // vertex they share as the angle.
    check: (_p, problem) => {
      const congruent = (choice: string) => {
        const sides = [...choice.matchAll(/\\overline\{\\mathrm\{([A-C])([A-C])\}\}=/g)].map((s) => [s[1], s[2]]);
        const angles = [...choice.matchAll(/\\angle \\mathrm\{([A-C])\}=/g)].map((s) => s[1]);
        if (sides.length === 3) return true;
        if (angles.length >= 2 && sides.length >= 1) return true;
        if (sides.length === 2 && angles.length === 1) {
          const [s1, s2] = sides as [string[], string[]];
          return s1.includes(angles[0] as string) && s2.includes(angles[0] as string);
        }
        return false;
      };
      const fails = (problem.choices ?? []).map((choice) => !congruent(choice));
      return fails.filter(Boolean).length === 1 && fails[Number(problem.answer)] === true;
    },
  }),
];
