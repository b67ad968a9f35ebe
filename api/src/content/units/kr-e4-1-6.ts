// 4-1 규칙 찾기: number patterns that grow by adding or multiplying, patterns in a calendar, and calculation patterns.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, josa, m, n, ord, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-6');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'add-pattern-next',
    params: (rng) => ({
      start: rng.int(100, 9000),
      step: rng.pick([11, 25, 50, 99, 100, 101, 110, 200, 250, 500, 1000, 1100]),
      down: rng.int(0, 2) === 0,
      ahead: rng.int(1, 3),
    }),
    make: ({ start, step, down, ahead }) => {
      const a0 = down ? start + 6 * step : start;
      const d = down ? -step : step;
      const shown = [0, 1, 2, 3].map((k) => a0 + k * d);
      const ans = a0 + (3 + ahead) * d;
      const blanks = ahead === 1 ? '' : Array.from({ length: ahead - 1 }, () => '\\ \\cdots').join(',');
      return {
        difficulty: ahead === 1 ? 1 : 2,
        stem: L(
          `규칙에 따라 수를 늘어놓았습니다. ${ahead === 1 ? '다음에 올' : `${m(String(4 + ahead))}번째에 올`} 수는 무엇입니까? ${m(`${shown.map(n).join(',\\ ')},\\ ${blanks ? `${blanks},\\ ` : ''}\\square`)}`,
          `The numbers follow a rule. What is the ${ahead === 1 ? 'next' : ord(4 + ahead)} number? ${m(`${shown.map(n).join(',\\ ')},\\ ${blanks ? `${blanks},\\ ` : ''}\\square`)}`,
        ),
        multiple: {
          correct: N(ans),
          wrong: [N(ans - d), N(ans + d), N(ans - 2 * d), N(a0 + (3 + ahead) * -d), N(ans + 10)],
          min: 1,
        },
        explanation: [
          L(
            `${m(n(step))}씩 ${down ? '작아지는' : '커지는'} 규칙입니다.`,
            `Each number is ${m(n(step))} ${down ? 'less' : 'more'} than the one before.`,
          ),
          L(
            `${m(`${n(shown[3] as number)}`)}에서 ${m(String(ahead))}번 더 ${down ? '빼면' : '더하면'} ${m(n(ans))}입니다.`,
            `From ${m(n(shown[3] as number))}, ${down ? 'subtract' : 'add'} ${m(n(step))} ${ahead === 1 ? 'once' : `${m(String(ahead))} more times`}: ${m(n(ans))}.`,
          ),
        ],
      };
    },
    // Read the rule off the first two numbers shown and walk forward.
    solve: ({ start, step, down, ahead }) => {
      const first = down ? start + 6 * step : start;
      const second = down ? first - step : first + step;
      let v = first;
      for (let k = 0; k < 3 + ahead; k++) v += second - first;
      return v;
    },
  }),
  tpl({
    name: 'multiply-pattern',
    params: (rng) => ({ a: rng.int(1, 25), r: rng.pick([2, 3, 4, 5]), pos: rng.int(5, 6) }),
    make: ({ a, r, pos }) => {
      const shown = [0, 1, 2, 3].map((k) => a * r ** k);
      const ans = a * r ** (pos - 1);
      return {
        difficulty: pos === 5 ? 2 : 3,
        stem: L(
          `규칙을 찾아 ${m(String(pos))}번째 수를 구하세요. ${m(`${shown.map(n).join(',\\ ')},\\ \\cdots`)}`,
          `Find the rule and give the ${ord(pos)} number: ${m(`${shown.map(n).join(',\\ ')},\\ \\cdots`)}`,
        ),
        essay: { answer: plain(ans), hint: HINT.int },
        explanation: [
          L(
            `앞의 수에 ${josa(m(String(r)), '을/를')} 곱하는 규칙입니다.`,
            `Each number is the one before times ${m(String(r))}.`,
          ),
          L(
            `${m(`${n(shown[3] as number)}\\times${r}=${n(a * r ** 4)}`)}${pos === 6 ? `, ${m(`${n(a * r ** 4)}\\times${r}=${n(ans)}`)}` : ''}이므로 ${m(n(ans))}입니다.`,
            `${m(`${n(shown[3] as number)}\\times${r}=${n(a * r ** 4)}`)}${pos === 6 ? `, ${m(`${n(a * r ** 4)}\\times${r}=${n(ans)}`)}` : ''}, so the answer is ${m(n(ans))}.`,
          ),
        ],
      };
    },
    // Repeated addition: multiplying by r is adding the number r times.
    solve: ({ a, r, pos }) => {
      let v = a;
      for (let k = 1; k < pos; k++) {
        let next = 0;
        for (let t = 0; t < r; t++) next += v;
        v = next;
      }
      return v;
    },
  }),
  tpl({
    name: 'calendar-square',
    params: (rng) => {
      const sq = rng.int(2, 3);
      return { sq, tl: rng.int(1, 31 - 8 * (sq - 1)), month: rng.pick([1, 3, 5, 7, 8, 10, 12]) };
    },
    make: ({ sq, tl, month }) => {
      const cells: number[] = [];
      for (let i = 0; i < sq; i++) for (let j = 0; j < sq; j++) cells.push(tl + 7 * i + j);
      const sum = cells.reduce((a, b) => a + b, 0);
      return {
        difficulty: sq === 3 ? 4 : 3,
        stem: L(
          `어느 해 ${m(String(month))}월 달력에서 가로 ${m(String(sq))}칸, 세로 ${m(String(sq))}칸인 정사각형 모양으로 ${m(String(sq * sq))}개의 날짜를 묶었습니다. 왼쪽 위 날짜가 ${m(String(tl))}일일 때, 묶은 날짜의 합을 구하세요.`,
          `On a calendar page for month ${m(String(month))}, a ${m(`${sq}\\times${sq}`)} square of ${m(String(sq * sq))} dates is circled. The top-left date is the ${ord(tl)}. What is the sum of the circled dates?`,
        ),
        multiple: {
          correct: N(sum),
          wrong: [N(sum + sq), N(sum - sq), N(tl * sq * sq), N(sum + 7), N(sum - 7)],
          fill: (k) => N(sum + k),
        },
        explanation: [
          L(
            `달력에서 오른쪽으로 한 칸 가면 ${m('1')}씩, 아래로 한 칸 가면 ${m('7')}씩 커집니다.`,
            `On a calendar, each step right adds ${m('1')} and each step down adds ${m('7')}.`,
          ),
          L(`묶은 날짜는 ${m(cells.join(',\\ '))}입니다.`, `The circled dates are ${m(cells.join(',\\ '))}.`),
          L(`합: ${m(`${cells.join('+')}=${sum}`)}`, `Sum: ${m(`${cells.join('+')}=${sum}`)}`),
        ],
      };
    },
    // The middle of the square times the number of cells (the dates are symmetric about the centre).
    solve: ({ sq, tl }) => {
      const centre = tl + ((sq - 1) / 2) * 8;
      return centre * sq * sq;
    },
  }),
];
