// 2학년 2학기 6단원 규칙 찾기: patterns in the addition table, the times table, calendars and growing shapes.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count, ordinal } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';

const UNIT = 'kr-e2-2-6';
const S = (n: number) => `${UNIT}.s${n}`;
/** Bead colors: Korean, English. */
const BEADS = [
  ['빨간색', 'red'],
  ['파란색', 'blue'],
  ['노란색', 'yellow'],
  ['초록색', 'green'],
  ['보라색', 'purple'],
] as const;
const pad = (x: number) => String(x).padStart(2, '0');
/** A clock time in words (8시 10분) and as a digital clock shows it (8:10). */
const clockTime = (minutes: number): [string, string] => {
  const h = Math.floor(minutes / 60);
  const mm = minutes % 60;
  return [mm === 0 ? `${m(h)}시` : `${m(h)}시 ${m(mm)}분`, m(`${h}{:}${pad(mm)}`)];
};

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
  defineTemplate(UNIT, 'addition-table-walk', {
    version: 1,
    params: (r) => ({
      row: r.int(2, 6),
      col: r.int(2, 6),
      right: r.int(1, 3),
      down: r.int(1, 3),
      up: r.int(0, 1) === 1,
    }),
    generate: ({ row, col, right, down, up }) => {
      const start = row + col;
      const vertical = up ? -Math.min(down, row - 1) : down;
      const answer = start + right + vertical;
      const moveKo = `오른쪽으로 ${m(right)}칸, ${vertical < 0 ? '위' : '아래'}로 ${m(Math.abs(vertical))}칸`;
      const moveEn = `${m(right)} ${right === 1 ? 'cell' : 'cells'} to the right and ${m(Math.abs(vertical))} ${Math.abs(vertical) === 1 ? 'cell' : 'cells'} ${vertical < 0 ? 'up' : 'down'}`;
      return essay({
        subUnit: S(1),
        difficulty: 3,
        stem: L(
          `덧셈표는 세로줄의 수와 가로줄의 수를 더한 값을 칸에 씁니다. 덧셈표에서 수가 ${m(start)}인 칸이 있습니다. 이 칸에서 ${moveKo} 간 칸의 수는 얼마입니까?`,
          `In an addition table (each cell holds its row number plus its column number), one cell holds ${m(start)}. What number is in the cell ${moveEn} from it?`,
        ),
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            '덧셈표에서 오른쪽으로 한 칸 가면 더하는 수가 1 커지므로 1씩 커지고, 아래로 한 칸 가면 1씩 커지고, 위로 한 칸 가면 1씩 작아집니다.',
            'Moving one cell right adds 1 to the column number, so the sum grows by 1; one cell down grows it by 1, and one cell up makes it 1 less.',
          ),
          L(
            `${m(`${start}+${right}${vertical < 0 ? '-' : '+'}${Math.abs(vertical)}=${answer}`)}`,
            `${m(`${start}+${right}${vertical < 0 ? '-' : '+'}${Math.abs(vertical)}=${answer}`)}`,
          ),
        ],
      });
    },
    // Build the addition table and walk in it.
    check: ({ row, col, right, down, up }, problem) => {
      const table = Array.from({ length: 10 }, (_, r0) => Array.from({ length: 10 }, (_, c0) => r0 + c0));
      const vertical = up ? -Math.min(down, row - 1) : down;
      return keyIs(problem, table[row + vertical]?.[col + right] ?? Number.NaN);
    },
  }),

  defineTemplate(UNIT, 'times-table-range', {
    version: 1,
    params: (r) => {
      const a = r.int(3, 9);
      const lo = r.int(2, 5) * a - r.int(1, a - 1);
      return { a, lo, hi: lo + r.int(2, 4) * a };
    },
    generate: ({ a, lo, hi }) => {
      const row = Array.from({ length: 9 }, (_, i) => a * (i + 1));
      const inside = row.filter((x) => x > lo && x < hi);
      return essay({
        subUnit: S(2),
        difficulty: 3,
        stem: L(
          `곱셈표의 ${m(a)}단에 있는 수 중에서 ${m(lo)}보다 크고 ${m(hi)}보다 작은 수는 모두 몇 개입니까?`,
          `In the multiplication chart, how many numbers in the ${m(a)} times table are greater than ${m(lo)} and less than ${m(hi)}?`,
        ),
        answer: String(inside.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `${m(a)}단의 수는 ${m(a)}씩 커집니다: ${m(row.join(',\\ '))}`,
            `The ${m(a)} times table grows by ${m(a)}: ${m(row.join(',\\ '))}.`,
          ),
          L(
            `${m(lo)}보다 크고 ${m(hi)}보다 작은 수는 ${withJosa(inside.map((x) => m(x)).join(', '), '으로/로')} 모두 ${m(inside.length)}개입니다.`,
            `Those greater than ${m(lo)} and less than ${m(hi)} are ${inside.map((x) => m(x)).join(', ')}: ${m(inside.length)} in all.`,
          ),
        ],
      });
    },
    // Walk the chart's row one product at a time.
    check: ({ a, lo, hi }, problem) => {
      let n = 0;
      for (let k = 1; k <= 9; k++) if (groups(a, k) > lo && groups(a, k) < hi) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'repeating-beads', {
    version: 1,
    params: (r) => {
      const colors = r.shuffle([0, 1, 2, 3, 4]);
      const period = r.int(3, 4);
      // A block such as red, blue, blue (one color twice) or red, blue, yellow, blue.
      const block =
        period === 3 ? [colors[0]!, colors[1]!, colors[1]!] : [colors[0]!, colors[1]!, colors[2]!, colors[1]!];
      return { block, n: r.int(13, 30), ask: r.int(0, 1) };
    },
    generate: ({ block, n, ask }) => {
      const k = block.length;
      const color = ask === 0 ? block[1]! : block[0]!;
      const shown = Array.from({ length: 2 * k }, (_, i) => block[i % k]!);
      const groupsDone = Math.floor(n / k);
      const full = groupsDone * k;
      const perGroup = block.filter((c) => c === color).length;
      const rest = block.slice(0, n - full).filter((c) => c === color).length;
      const answer = groupsDone * perGroup + rest;
      const [ko, en] = BEADS[color]!;
      return essay({
        subUnit: S(3),
        difficulty: 4,
        stem: L(
          `구슬을 규칙에 따라 한 줄로 꿰고 있습니다. ${shown.map((c) => BEADS[c]![0]).join(', ')}, … 처음부터 ${m(n)}번째 구슬까지 ${ko} 구슬은 모두 몇 개입니까?`,
          `Beads are strung in a row following a pattern: ${shown.map((c) => BEADS[c]![1]).join(', ')}, … How many of the first ${m(n)} beads are ${en}?`,
        ),
        answer: String(answer),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `핵심은 되풀이되는 묶음을 찾는 것입니다. ${block.map((c) => BEADS[c]![0]).join(', ')}의 ${m(k)}개가 한 묶음이고, 한 묶음에 ${ko} 구슬이 ${m(perGroup)}개 있습니다.`,
            `The key is to find the part that repeats: ${block.map((c) => BEADS[c]![1]).join(', ')}, a group of ${m(k)} beads with ${m(perGroup)} ${en} in each group.`,
          ),
          L(
            `${m(k)}씩 뛰어 세면 ${m(Array.from({ length: groupsDone }, (_, i) => (i + 1) * k).join(',\\ '))}이므로 ${m(n)}번째까지 묶음이 ${m(groupsDone)}개${n > full ? `이고 구슬 ${m(n - full)}개가 남습니다` : '입니다'}.`,
            `Counting by ${m(k)}: ${m(Array.from({ length: groupsDone }, (_, i) => (i + 1) * k).join(',\\ '))}, so the first ${m(n)} beads make ${count(groupsDone, 'group')}${n > full ? ` and ${count(n - full, 'bead')} more` : ''}.`,
          ),
          L(
            `묶음마다 ${m(perGroup)}개씩${n > full ? `, 남은 구슬 중에 ${m(rest)}개` : ''}이므로 ${ko} 구슬은 ${m(`${perGroup}\\times${groupsDone}${n > full ? `+${rest}` : ''}=${answer}`)}개입니다.`,
            `${m(perGroup)} in each group${n > full ? ` and ${m(rest)} among the beads left over` : ''}: ${m(`${perGroup}\\times${groupsDone}${n > full ? `+${rest}` : ''}=${answer}`)} ${en} beads.`,
          ),
        ],
      });
    },
    // String the row bead by bead and count the color.
    check: ({ block, n, ask }, problem) => {
      const row: number[] = [];
      while (row.length < n) row.push(...block);
      const color = ask === 0 ? block[1] : block[0];
      return keyIs(problem, row.slice(0, n).filter((c) => c === color).length);
    },
  }),

  defineTemplate(UNIT, 'growing-stacks', {
    version: 1,
    params: (r) => ({ first: r.int(1, 3), inc: r.int(2, 3), n: r.int(4, 7) }),
    generate: ({ first, inc, n }) => {
      // Each stack adds one more cube than the stack before added.
      const totals: number[] = [first];
      for (let i = 1; i < n; i++) totals.push(totals[i - 1]! + inc + i - 1);
      const answer = totals[n - 1]!;
      const added = (i: number) => inc + i - 1;
      return essay({
        subUnit: S(4),
        difficulty: 4,
        stem: L(
          `쌓기나무를 규칙에 따라 쌓고 있습니다. 첫째에는 ${m(totals[0]!)}개, 둘째에는 ${m(totals[1]!)}개, 셋째에는 ${m(totals[2]!)}개를 쌓았습니다. 같은 규칙으로 쌓으면 ${['', '', '', '', '넷째', '다섯째', '여섯째', '일곱째'][n]}에는 쌓기나무가 몇 개 필요합니까?`,
          `Cubes are stacked following a pattern: ${m(totals[0]!)} in the first stack, ${m(totals[1]!)} in the second and ${m(totals[2]!)} in the third. Following the same pattern, how many cubes does the ${ordinal(n)} stack need?`,
        ),
        answer: String(answer),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `핵심은 늘어나는 수가 일정하지 않다는 것입니다. ${m(added(1))}개, ${m(added(2))}개가 늘었으므로 늘어나는 수가 ${m(1)}씩 커집니다.`,
            `The key is that the number added is not the same each time: first ${m(added(1))} more, then ${m(added(2))} more, so each stack adds one more than the last.`,
          ),
          L(
            `${m(totals.map((t, i) => (i === 0 ? String(t) : `${totals[i - 1]}+${added(i)}=${t}`)).join(',\\ '))}`,
            `${m(totals.map((t, i) => (i === 0 ? String(t) : `${totals[i - 1]}+${added(i)}=${t}`)).join(',\\ '))}`,
          ),
          L(`따라서 쌓기나무가 ${m(answer)}개 필요합니다.`, `So the stack needs ${m(answer)} cubes.`),
        ],
      });
    },
    // The first stack, the same increase n - 1 times, and the extra 0 + 1 + … + (n - 2) on top.
    check: ({ first, inc, n }, problem) => keyIs(problem, first + (n - 1) * inc + ((n - 1) * (n - 2)) / 2),
  }),

  defineTemplate(UNIT, 'bus-every-minutes', {
    version: 1,
    params: (r) => {
      const every = r.pick([10, 15, 20, 30]);
      const first = r.int(7, 8) * 60 + r.int(0, 60 / every - 1) * every + (every === 15 ? 0 : r.pick([0, 5]));
      return { every, first, nth: r.int(4, 7) };
    },
    generate: ({ every, first, nth }) => {
      const times = Array.from({ length: nth }, (_, i) => first + every * i);
      const last = times[nth - 1]!;
      return essay({
        subUnit: S(5),
        difficulty: 3,
        stem: L(
          `버스 정류장에서 첫 번째 버스가 ${clockTime(first)[0]}에 출발하고, 그 뒤로 ${m(every)}분마다 한 대씩 출발합니다. ${clockTime(last)[0]}에 출발하는 버스는 몇 번째 버스입니까?`,
          `At a bus stop, the first bus leaves at ${clockTime(first)[1]}, and then a bus leaves every ${m(every)} minutes. Counting from the first bus, which number bus leaves at ${clockTime(last)[1]}?`,
        ),
        answer: String(nth),
        form: 'number',
        unit: '번째',
        steps: [
          L(
            `출발 시각은 ${m(every)}분씩 늦어지는 규칙입니다. 차례로 써 봅니다.`,
            `The departure times follow a rule: each is ${m(every)} minutes after the last. List them in order.`,
          ),
          L(
            times.map((t, i) => `${m(i + 1)}번째 ${clockTime(t)[0]}`).join(', '),
            `${times.map((t, i) => `Bus ${m(i + 1)} at ${clockTime(t)[1]}`).join(', ')}.`,
          ),
          L(
            `${clockTime(last)[0]}에 출발하는 버스는 ${m(nth)}번째 버스입니다.`,
            `The bus at ${clockTime(last)[1]} is bus number ${m(nth)}.`,
          ),
        ],
      });
    },
    // Count the buses minute by minute from the first departure.
    check: ({ every, first, nth }, problem) => {
      const last = first + every * (nth - 1);
      let buses = 0;
      for (let t = first; t <= last; t++) if ((t - first) % every === 0) buses++;
      return keyIs(problem, buses);
    },
  }),
];
