// 2학년 2학기 1단원 네 자리 수: thousands, place value, skip counting and comparing four-digit numbers.
import { L, countOn, findOnly, groups, m, mj, spec, unitTemplates } from '../lib/e1e3/kit.js';

const PLACE_KO = ['천', '백', '십', '일'];
const PLACE_EN = ['thousands', 'hundreds', 'tens', 'ones'];

export const templates = unitTemplates('kr-e2-2-1', [
  spec({
    name: 'place-value',
    params: (r) => ({
      digits: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      place: r.int(0, 3),
      build: r.int(0, 1) === 1,
      zero: r.int(0, 3),
    }),
    draft: ({ digits, place, build, zero }) => {
      if (build) {
        const d = digits.map((x, i) => (i === zero && i > 0 ? 0 : x));
        const n = d.reduce((acc, x) => acc * 10 + x, 0);
        return {
          type: 'multiple',
          difficulty: 2,
          stem: L(
            `${m(1000)}이 ${m(d[0] ?? 0)}개, ${m(100)}이 ${m(d[1] ?? 0)}개, ${m(10)}이 ${m(d[2] ?? 0)}개, ${m(1)}이 ${m(d[3] ?? 0)}개인 수는 얼마입니까?`,
            `What number has ${m(d[0] ?? 0)} thousands, ${m(d[1] ?? 0)} hundreds, ${m(d[2] ?? 0)} tens and ${m(d[3] ?? 0)} ones?`,
          ),
          correct: n,
          wrong: [
            Number(d.filter((x) => x !== 0).join('')),
            n + 1000,
            (d[0] ?? 0) * 1000 + (d[2] ?? 0) * 100 + (d[1] ?? 0) * 10 + (d[3] ?? 0),
            d.reduce((a, b) => a + b, 0),
            n + 100,
          ],
          steps: [
            L(
              `천의 자리 ${m(d[0] ?? 0)}, 백의 자리 ${m(d[1] ?? 0)}, 십의 자리 ${m(d[2] ?? 0)}, 일의 자리 ${m(d[3] ?? 0)}입니다.`,
              `Thousands ${m(d[0] ?? 0)}, hundreds ${m(d[1] ?? 0)}, tens ${m(d[2] ?? 0)}, ones ${m(d[3] ?? 0)}.`,
            ),
            L(`그래서 ${m(n)}입니다.`, `So the number is ${m(n)}.`),
          ],
        };
      }
      const n = digits.reduce((acc, x) => acc * 10 + x, 0);
      const digit = digits[place] ?? 0;
      const value = digit * 10 ** (3 - place);
      return {
        type: 'multiple',
        difficulty: 2,
        stem: L(
          `${m(n)}에서 숫자 ${mj(digit, '이/가')} 나타내는 값은 얼마입니까?`,
          `In ${m(n)}, what value does the digit ${m(digit)} stand for?`,
        ),
        correct: value,
        wrong: [digit, digit * 10, digit * 100, digit * 1000, n],
        steps: [
          L(
            `${mj(digit, '은/는')} ${PLACE_KO[place]}의 자리 숫자입니다.`,
            `${m(digit)} is in the ${PLACE_EN[place]} place.`,
          ),
          L(`그래서 ${mj(value, '을/를')} 나타냅니다.`, `So it stands for ${m(value)}.`),
        ],
      };
    },
    // Rebuild the value by repeated addition of thousands, hundreds, tens and ones.
    solve: ({ digits, place, build, zero }) => {
      if (build) {
        const d = digits.map((x, i) => (i === zero && i > 0 ? 0 : x));
        return groups(1000, d[0] ?? 0) + groups(100, d[1] ?? 0) + groups(10, d[2] ?? 0) + (d[3] ?? 0);
      }
      const s = digits.join('');
      return groups(Number(s[place]), Number('1'.padEnd(4 - place, '0')));
    },
  }),

  spec({
    name: 'thousands-and-skip-counting',
    params: (r) => ({
      kind: r.int(0, 2),
      c: r.pick([900, 990, 999, 800, 700, 500, 995, 950]),
      bills: r.int(1, 9),
      coins: r.int(1, 9),
      start: r.int(1000, 5000),
      step: r.pick([1, 10, 100, 1000]),
      jumps: r.int(2, 4),
    }),
    draft: ({ kind, c, bills, coins, start, step, jumps }) => {
      if (kind === 0)
        return {
          type: 'essay',
          difficulty: 1,
          stem: L(`${m(1000)}은 ${m(c)}보다 얼마만큼 더 큰 수입니까?`, `${m(1000)} is how much more than ${m(c)}?`),
          answer: 1000 - c,
          steps: [
            L(
              `${m(c)}에 얼마를 더하면 ${m(1000)}이 되는지 생각합니다.`,
              `Think: what must be added to ${m(c)} to make ${m(1000)}?`,
            ),
            L(
              `${m(`${c}+${1000 - c}=1000`)}이므로 ${m(1000 - c)}만큼 더 큽니다.`,
              `${m(`${c}+${1000 - c}=1000`)}, so it is ${m(1000 - c)} more.`,
            ),
          ],
        };
      if (kind === 1) {
        const total = bills * 1000 + coins * 100;
        return {
          type: 'essay',
          difficulty: 2,
          stem: L(
            `${m(1000)}원짜리 지폐 ${m(bills)}장과 ${m(100)}원짜리 동전 ${m(coins)}개가 있습니다. 모두 얼마입니까?`,
            `You have ${m(bills)} ${bills === 1 ? 'bill' : 'bills'} of ${m(1000)} won and ${m(coins)} ${coins === 1 ? 'coin' : 'coins'} of ${m(100)} won. How many won do you have in all?`,
          ),
          answer: total,
          unit: '원',
          steps: [
            L(
              `${m(1000)}이 ${m(bills)}개이면 ${m(bills * 1000)}, ${m(100)}이 ${m(coins)}개이면 ${m(coins * 100)}입니다.`,
              `${m(bills)} thousands is ${m(bills * 1000)} and ${m(coins)} hundreds is ${m(coins * 100)}.`,
            ),
            L(`모두 ${m(total)}원입니다.`, `That is ${m(total)} won in all.`),
          ],
        };
      }
      const end = start + step * jumps;
      return {
        type: 'essay',
        difficulty: 2,
        stem: L(
          `${m(start)}에서 ${m(step)}씩 ${m(jumps)}번 뛰어 센 수는 얼마입니까?`,
          `Start at ${m(start)} and skip count by ${m(step)} ${m(jumps)} times. What number do you reach?`,
        ),
        answer: end,
        steps: [
          L(
            `${m(step)}씩 뛰어 세면 ${step === 1 ? '일' : step === 10 ? '십' : step === 100 ? '백' : '천'}의 자리 숫자가 ${m(1)}씩 커집니다.`,
            `Counting by ${m(step)} adds ${m(1)} to the ${step === 1 ? 'ones' : step === 10 ? 'tens' : step === 100 ? 'hundreds' : 'thousands'} digit each time.`,
          ),
          L(
            `${m(Array.from({ length: jumps + 1 }, (_, i) => start + step * i).join(',\\ '))}`,
            `${m(Array.from({ length: jumps + 1 }, (_, i) => start + step * i).join(',\\ '))}`,
          ),
        ],
      };
    },
    // Search for the gap, add the money note by note, or jump one step at a time.
    solve: ({ kind, c, bills, coins, start, step, jumps }) => {
      if (kind === 0) return findOnly(0, 600, (d) => c + d === 1000);
      if (kind === 1) return groups(1000, bills) + groups(100, coins);
      let x = start;
      for (let j = 0; j < jumps; j++) x = countOn(x, step);
      return x;
    },
  }),

  spec({
    name: 'compare-four-digit',
    params: (r) => {
      const base = r.int(1, 8) * 1000 + r.int(0, 9) * 100;
      const pool = new Set<number>();
      while (pool.size < 5) pool.add(base + r.int(0, 1) * 100 + r.int(0, 9) * 10 + r.int(0, 9));
      return { list: r.shuffle([...pool]), largest: r.int(0, 1) === 1 };
    },
    draft: ({ list, largest }) => {
      const answer = largest ? Math.max(...list) : Math.min(...list);
      return {
        type: 'multiple',
        difficulty: 2,
        stem: largest
          ? L('다음 수 중에서 가장 큰 수는 무엇입니까?', 'Which of these numbers is the greatest?')
          : L('다음 수 중에서 가장 작은 수는 무엇입니까?', 'Which of these numbers is the least?'),
        correct: answer,
        wrong: list,
        steps: [
          L(
            '천의 자리부터 차례로 비교합니다. 높은 자리 숫자가 같으면 바로 아래 자리 숫자를 비교합니다.',
            'Compare from the thousands place down; when digits match, compare the next place.',
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ),
        ],
      };
    },
    // Compare the choices as digit strings, place by place.
    solve: ({ largest }, problem) => {
      const values = (problem.choices ?? []).map((c) => c.padStart(4, '0'));
      const best = values.reduce((a, b) => (b > a === largest ? b : a));
      return Number(best);
    },
  }),
]);
