// 2학년 2학기 6단원 규칙 찾기: patterns in the addition table, the times table, calendars and growing shapes.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { ordinal } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';

const UNIT = 'kr-e2-2-6';

/** Repeated addition: `times` groups of `size`. */
function groups(size: number, times: number): number {
  let total = 0;
  for (let i = 0; i < times; i++) total += size;
  return total;
}

export const templates = [
  defineTemplate(UNIT, 'addition-table', {
    version: 2,
    params: (r) => ({ row: r.int(1, 9), col: r.int(1, 9), kind: r.int(0, 2), steps: r.int(2, 4) }),
    generate: ({ row, col, kind, steps }) => {
      if (kind === 0) {
        const answer = row + col;
        return essay({
          difficulty: 1,
          stem: L(
            `덧셈표는 세로줄의 수와 가로줄의 수를 더한 값을 칸에 씁니다. 세로줄 ${withJosa(m(row), '과/와')} 가로줄 ${withJosa(m(col), '이/가')} 만나는 칸에 들어갈 수는 얼마입니까?`,
            `In an addition table, each cell holds the sum of its row number and column number. What number goes in the cell for row ${m(row)} and column ${m(col)}?`,
          ),
          answer: String(answer),
          form: 'number',
          steps: [
            L('두 수를 더한 값을 씁니다.', 'Write the sum of the two numbers.'),
            L(`${m(`${row}+${col}=${answer}`)}`, `${m(`${row}+${col}=${answer}`)}`),
          ],
        });
      }
      const diag = kind === 1;
      const seq = Array.from({ length: steps + 1 }, (_, i) => (diag ? row + col + 2 * i : row + col + i));
      const answer = seq[steps] ?? 0;
      return essay({
        difficulty: 2,
        stem: L(
          `덧셈표에서 ${diag ? '오른쪽 아래로 향하는 대각선' : '오른쪽으로 가는 가로줄'}의 수를 차례로 읽었습니다. ${m(`${seq.slice(0, -1).join(',\\ ')},\\ \\square`)} ${m('\\square')}에 알맞은 수는 얼마입니까?`,
          `Numbers were read in order along ${diag ? 'a diagonal of an addition table, going down and to the right' : 'a row of an addition table, from left to right'}: ${m(`${seq.slice(0, -1).join(',\\ ')},\\ \\square`)}. What number goes in the box?`,
        ),
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            `${diag ? '오른쪽 아래로 한 칸 가면 세로줄과 가로줄의 수가 모두 1씩 커지므로 2씩 커집니다' : '오른쪽으로 한 칸 가면 1씩 커집니다'}.`,
            `${diag ? 'Each step down and right adds 1 to both the row and the column, so the sum grows by 2' : 'Each step right adds 1'}.`,
          ),
          L(
            `${m(`${seq[steps - 1]}+${diag ? 2 : 1}=${answer}`)}`,
            `${m(`${seq[steps - 1]}+${diag ? 2 : 1}=${answer}`)}`,
          ),
        ],
      });
    },
    // Build the addition table cell by cell and look the answer up.
    check: ({ row, col, kind, steps }, problem) => {
      const table = (i: number, j: number) => i + j;
      if (kind === 0) return keyIs(problem, table(row, col));
      return keyIs(problem, kind === 1 ? table(row + steps, col + steps) : table(row, col + steps));
    },
  }),

  defineTemplate(UNIT, 'times-table-patterns', {
    version: 2,
    params: (r) => ({ a: r.int(2, 9), start: r.int(1, 5), kind: r.int(0, 2), c: r.int(5, 60) }),
    generate: ({ a, start, kind, c: c0 }, rng) => {
      if (kind === 2) {
        const c = Math.min(c0, a * 8);
        const answer = (Math.floor(c / a) + 1) * a;
        return multiple(rng, {
          difficulty: 3,
          stem: L(
            `곱셈표의 ${m(a)}단에 있는 수 중에서 ${m(c)}보다 큰 수 가운데 가장 작은 수는 무엇입니까?`,
            `Among the numbers in the row for ${m(a)} of a times table, what is the least number greater than ${m(c)}?`,
          ),
          correct: m(answer),
          wrong: countChoices(answer, [c + 1, answer - a, answer + a, answer + 1, c + a]),
          steps: [
            L(
              `${m(a)}단의 수는 ${m(a)}씩 커집니다: ${m(Array.from({ length: 9 }, (_, i) => a * (i + 1)).join(',\\ '))}`,
              `The ${m(a)} row grows by ${m(a)}: ${m(Array.from({ length: 9 }, (_, i) => a * (i + 1)).join(',\\ '))}.`,
            ),
            L(
              `${m(c)}보다 큰 수 중 가장 작은 것은 ${m(answer)}입니다.`,
              `The least one greater than ${m(c)} is ${m(answer)}.`,
            ),
          ],
        });
      }
      if (kind === 0) {
        const seq = Array.from({ length: 4 }, (_, i) => a * (start + i));
        const answer = a * (start + 4);
        return multiple(rng, {
          difficulty: 2,
          stem: L(
            `곱셈표의 ${m(a)}단에 있는 수를 차례로 썼습니다. ${m(`${seq.join(',\\ ')},\\ \\square`)} ${m('\\square')}에 알맞은 수는 무엇입니까?`,
            `Numbers from the row for ${m(a)} of a times table, in order: ${m(`${seq.join(',\\ ')},\\ \\square`)}. What number goes in the box?`,
          ),
          correct: m(answer),
          wrong: countChoices(answer, [answer + 1, answer - a + 1, answer + a, (seq[3] ?? 0) + 1, answer - 1]),
          steps: [
            L(`${m(a)}단의 곱은 ${m(a)}씩 커집니다.`, `Products in the ${m(a)} row grow by ${m(a)}.`),
            L(`${m(`${seq[3]}+${a}=${answer}`)}`, `${m(`${seq[3]}+${a}=${answer}`)}`),
          ],
        });
      }
      const p = a * (start + 4);
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `곱셈표에서 ${m(`${a}\\times${start + 4}`)}${josa(start + 4, '과/와')} 곱이 같은 칸은 ${m(`${start + 4}\\times\\square`)}입니다. ${m('\\square')}에 알맞은 수는 무엇입니까?`,
          `In a times table, the cell ${m(`${start + 4}\\times\\square`)} has the same product as ${m(`${a}\\times${start + 4}`)}. What number goes in the box?`,
        ),
        correct: m(a),
        wrong: countChoices(a, [start + 4, p, a + 1, a - 1, p - a]),
        steps: [
          L(
            '곱하는 두 수의 순서를 바꾸어도 곱은 같습니다.',
            'Changing the order of the two factors does not change the product.',
          ),
          L(
            `${m(`${a}\\times${start + 4}=${start + 4}\\times${a}=${p}`)}이므로 ${m('\\square')}는 ${m(a)}입니다.`,
            `${m(`${a}\\times${start + 4}=${start + 4}\\times${a}=${p}`)}, so the box is ${m(a)}.`,
          ),
        ],
      });
    },
    // Continue by the common difference read from the stem, or search the factor.
    check: ({ a, start, kind, c: c0 }, problem) => {
      if (kind === 2) {
        const c = Math.min(c0, a * 8);
        let k = 1;
        while (groups(a, k) <= c) k++;
        return keyIs(problem, groups(a, k));
      }
      if (kind === 1) {
        const fits: number[] = [];
        for (let x = 0; x <= 12; x++) if (groups(start + 4, x) === groups(a, start + 4)) fits.push(x);
        return fits.length === 1 && keyIs(problem, fits[0] as number);
      }
      // The next term of the row: one more group of a after the fourth term shown.
      return keyIs(problem, groups(a, start + 3) + a);
    },
  }),

  defineTemplate(UNIT, 'calendar-and-growing-shapes', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 2),
      date: r.int(1, 10),
      day: r.int(0, 6),
      weeks: r.int(1, 2),
      first: r.int(1, 3),
      add: r.int(1, 3),
      n: r.int(4, 6),
    }),
    generate: ({ kind, date, day, weeks, first, add, n }, rng) => {
      const DAYS = [
        ['일요일', 'Sunday'],
        ['월요일', 'Monday'],
        ['화요일', 'Tuesday'],
        ['수요일', 'Wednesday'],
        ['목요일', 'Thursday'],
        ['금요일', 'Friday'],
        ['토요일', 'Saturday'],
      ];
      const d = DAYS[day] ?? DAYS[0]!;
      if (kind === 0) {
        const answer = date + 7 * weeks;
        return multiple(rng, {
          difficulty: 2,
          stem: L(
            `달력에서 어떤 수의 바로 아래 칸의 수는 그 수보다 ${m(7)} 큽니다. 이번 달 ${m(date)}일은 ${d[0]}입니다. ${weeks === 1 ? '바로 다음 주' : '두 주 뒤'} ${d[0]}은 며칠입니까?`,
            `On a calendar, the number right below any date is ${m(7)} more. Day ${m(date)} of this month is a ${d[1]}. What date is the ${d[1]} ${weeks === 1 ? 'one week' : 'two weeks'} later?`,
          ),
          correct: m(answer),
          wrong: countChoices(answer, [
            date + weeks,
            answer + 1,
            answer - 1,
            date + 10 * weeks,
            date + 7 * (weeks + 1),
          ]),
          steps: [
            L(
              `일주일은 ${m(7)}일이므로 같은 요일은 ${m(7)}일마다 돌아옵니다.`,
              `A week has ${m(7)} days, so the same weekday returns every ${m(7)} days.`,
            ),
            L(
              `${m(`${date}+${7 * weeks}=${answer}`)}이므로 ${m(answer)}일입니다.`,
              `${m(`${date}+${7 * weeks}=${answer}`)}, so it is day ${m(answer)}.`,
            ),
          ],
        });
      }
      if (kind === 1) {
        const dayAfter = (day + date) % 7;
        const e = DAYS[dayAfter] ?? DAYS[0]!;
        return multiple(rng, {
          difficulty: 3,
          stem: L(
            `이번 달 ${m(1)}일은 ${d[0]}입니다. ${m(1 + date)}일과 같은 요일인 날 중 ${m(1 + date)}일 바로 다음 날짜는 며칠입니까?`,
            `Day ${m(1)} of this month is a ${d[1]}. Which is the next date after day ${m(1 + date)} that falls on the same weekday as day ${m(1 + date)}?`,
          ),
          correct: m(1 + date + 7),
          wrong: countChoices(1 + date + 7, [1 + date + 1, 1 + date + 6, 1 + date + 14, 1 + date + 8, date + 7]),
          steps: [
            L(
              `${m(1 + date)}일은 ${e[0]}입니다. 같은 요일은 ${m(7)}일마다 돌아옵니다.`,
              `Day ${m(1 + date)} is a ${e[1]}; the same weekday comes every ${m(7)} days.`,
            ),
            L(
              `${m(`${1 + date}+7=${1 + date + 7}`)}이므로 ${m(1 + date + 7)}일입니다.`,
              `${m(`${1 + date}+7=${1 + date + 7}`)}, so it is day ${m(1 + date + 7)}.`,
            ),
          ],
        });
      }
      const seq = Array.from({ length: 3 }, (_, i) => first + add * i);
      const answer = first + add * (n - 1);
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `쌓기나무를 규칙에 따라 쌓고 있습니다. 첫째에 ${m(seq[0] ?? 0)}개, 둘째에 ${m(seq[1] ?? 0)}개, 셋째에 ${m(seq[2] ?? 0)}개를 쌓았습니다. 같은 규칙으로 쌓으면 ${['', '', '', '', '넷째', '다섯째', '여섯째'][n]}에는 몇 개를 쌓게 됩니까?`,
          `Cubes are stacked following a rule: ${m(seq[0] ?? 0)} in the first stack, ${m(seq[1] ?? 0)} in the second and ${m(seq[2] ?? 0)} in the third. Following the same rule, how many cubes are in the ${ordinal(n)} stack?`,
        ),
        correct: m(answer),
        wrong: countChoices(answer, [answer + add, answer - add, answer + 1, (seq[2] ?? 0) + 1, answer - 1]),
        steps: [
          L(`쌓기나무가 ${m(add)}개씩 늘어나는 규칙입니다.`, `The rule is to add ${m(add)} each time.`),
          L(
            `${m(Array.from({ length: n }, (_, i) => first + add * i).join(',\\ '))}`,
            `${m(Array.from({ length: n }, (_, i) => first + add * i).join(',\\ '))}`,
          ),
          L(`답은 ${m(answer)}개입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Walk a calendar day by day, or extend the stacks one at a time.
    check: ({ kind, date, weeks, first, add, n }, problem) => {
      if (kind === 0) return keyIs(problem, date + groups(7, weeks));
      if (kind === 1) {
        let d = 1 + date + 1;
        while ((d - (1 + date)) % 7 !== 0) d++;
        return keyIs(problem, d);
      }
      let x = first;
      for (let i = 1; i < n; i++) x += add;
      return keyIs(problem, x);
    },
  }),
];
