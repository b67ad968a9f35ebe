// 4-1 규칙 찾기: number patterns that grow by adding or multiplying, patterns in a calendar, and calculation patterns.
import { L, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { monthName, ordinal } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-6';

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'add-pattern-next', {
    version: 2,
    params: (rng) => ({
      start: rng.int(100, 9000),
      step: rng.pick([11, 25, 50, 99, 100, 101, 110, 200, 250, 500, 1000, 1100]),
      down: rng.int(0, 2) === 0,
      ahead: rng.int(1, 3),
    }),
    generate: ({ start, step, down, ahead }, rng) => {
      const a0 = down ? start + 6 * step : start;
      const d = down ? -step : step;
      const shown = [0, 1, 2, 3].map((k) => a0 + k * d);
      const last = shown[3] as number;
      const ans = a0 + (3 + ahead) * d;
      const list = shown.map((x) => num(x)).join(',\\ ');
      const verb = L(down ? '빼면' : '더하면', down ? 'subtract' : 'add');
      return multiple(rng, {
        difficulty: ahead === 1 ? 1 : 2,
        stem:
          ahead === 1
            ? L(
                `규칙에 따라 수를 늘어놓았습니다. ${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(`${list},\\ \\square`)}`,
                `The numbers follow a rule. What number goes in the box? ${m(`${list},\\ \\square`)}`,
              )
            : L(
                `규칙에 따라 수를 늘어놓았습니다. ${m(4 + ahead)}번째에 올 수는 무엇입니까? ${m(`${list},\\ \\cdots`)}`,
                `The numbers follow a rule. What is the ${ordinal(4 + ahead)} number? ${m(`${list},\\ \\cdots`)}`,
              ),
        correct: m(num(ans)),
        wrong: [
          ...[ans - d, ans + d, ans - 2 * d, a0 - (3 + ahead) * d, ans + 10].filter((x) => x > 0).map((x) => m(num(x))),
          ...nearby(ans, { step: 10, min: 1 }),
        ],
        steps: [
          L(
            `${m(num(step))}씩 ${down ? '작아지는' : '커지는'} 규칙입니다.`,
            `Each number is ${m(num(step))} ${down ? 'less' : 'more'} than the one before.`,
          ),
          ahead === 1
            ? L(
                `${m(num(last))}에서 ${withJosa(m(num(step)), '을/를')} ${verb.ko} ${m(`${num(last)}${down ? '-' : '+'}${num(step)}=${num(ans)}`)}입니다.`,
                `${verb.en === 'add' ? 'Add' : 'Subtract'} ${m(num(step))}: ${m(`${num(last)}${down ? '-' : '+'}${num(step)}=${num(ans)}`)}.`,
              )
            : L(
                `${m(4)}번째 수 ${m(num(last))}에서 ${m(num(step))}씩 ${m(ahead)}번 더 ${verb.ko} ${m(`${num(last)}${down ? '-' : '+'}${num(step)}\\times${ahead}=${num(ans)}`)}입니다.`,
                `From the 4th number, ${m(num(last))}, ${verb.en} ${m(num(step))} ${m(ahead)} more times: ${m(`${num(last)}${down ? '-' : '+'}${num(step)}\\times${ahead}=${num(ans)}`)}.`,
              ),
        ],
      });
    },
    // Read the rule off the first two numbers shown and walk forward.
    check: ({ start, step, down, ahead }, problem) => {
      const first = down ? start + 6 * step : start;
      const second = down ? first - step : first + step;
      let v = first;
      for (let k = 0; k < 3 + ahead; k++) v += second - first;
      return keyIs(problem, v);
    },
  }),
  defineTemplate(UNIT, 'multiply-pattern', {
    version: 2,
    params: (rng) => ({ a: rng.int(1, 25), r: rng.pick([2, 3, 4, 5]), pos: rng.int(5, 6) }),
    generate: ({ a, r, pos }) => {
      const shown = [0, 1, 2, 3].map((k) => a * r ** k);
      const fifth = a * r ** 4;
      const ans = a * r ** (pos - 1);
      const work = [`${num(shown[3] as number)}\\times${r}=${num(fifth)}`];
      if (pos === 6) work.push(`${num(fifth)}\\times${r}=${num(ans)}`);
      return essay({
        difficulty: pos === 5 ? 2 : 3,
        stem: L(
          `규칙을 찾아 ${m(pos)}번째 수를 구하시오. ${m(`${shown.map((x) => num(x)).join(',\\ ')},\\ \\cdots`)}`,
          `Find the rule and give the ${ordinal(pos)} number: ${m(`${shown.map((x) => num(x)).join(',\\ ')},\\ \\cdots`)}`,
        ),
        answer: num(ans, { group: false }),
        form: 'number',
        steps: [
          L(`앞의 수에 ${withJosa(m(r), '을/를')} 곱하는 규칙입니다.`, `Each number is the one before times ${m(r)}.`),
          L(
            `${work.map((w) => m(w)).join(', ')}이므로 ${m(pos)}번째 수는 ${m(num(ans))}입니다.`,
            `${work.map((w) => m(w)).join(', ')}, so the ${ordinal(pos)} number is ${m(num(ans))}.`,
          ),
        ],
      });
    },
    // Repeated addition: multiplying by r is adding the number r times.
    check: ({ a, r, pos }, problem) => {
      let v = a;
      for (let k = 1; k < pos; k++) {
        let next = 0;
        for (let t = 0; t < r; t++) next += v;
        v = next;
      }
      return keyIs(problem, v);
    },
  }),
  defineTemplate(UNIT, 'calendar-square', {
    version: 2,
    params: (rng) => {
      const sq = rng.int(2, 3);
      return { sq, tl: rng.int(1, 31 - 8 * (sq - 1)), month: rng.pick([1, 3, 5, 7, 8, 10, 12]) };
    },
    generate: ({ sq, tl, month }, rng) => {
      const cells: number[] = [];
      for (let i = 0; i < sq; i++) for (let j = 0; j < sq; j++) cells.push(tl + 7 * i + j);
      const sum = cells.reduce((a, b) => a + b, 0);
      return multiple(rng, {
        difficulty: sq === 3 ? 4 : 3,
        stem: L(
          `어느 해 ${month}월 달력에서 가로 ${m(sq)}칸, 세로 ${m(sq)}칸인 정사각형 모양으로 날짜 ${m(sq * sq)}개를 묶었습니다. 왼쪽 위의 날짜가 ${tl}일일 때, 묶은 날짜의 합은 얼마입니까?`,
          `On a calendar page for ${monthName(month)}, a ${m(`${sq}\\times${sq}`)} square of ${m(sq * sq)} dates is circled. The date in the top-left corner is ${monthName(month)} ${tl}. What is the sum of the circled dates?`,
        ),
        correct: m(sum),
        wrong: [...[sum + sq, sum - sq, tl * sq * sq, sum + 7, sum - 7].map((x) => m(x)), ...nearby(sum, { min: 1 })],
        steps: [
          L(
            `달력에서 오른쪽으로 한 칸 가면 ${m(1)}씩, 아래로 한 칸 가면 ${m(7)}씩 커집니다.`,
            `On a calendar, each step right adds ${m(1)} and each step down adds ${m(7)}.`,
          ),
          L(`묶은 날짜는 ${m(cells.join(',\\ '))}입니다.`, `The circled dates are ${m(cells.join(',\\ '))}.`),
          L(`합은 ${m(`${cells.join('+')}=${sum}`)}입니다.`, `Their sum is ${m(`${cells.join('+')}=${sum}`)}.`),
        ],
      });
    },
    // The middle of the square times the number of cells (the dates are symmetric about the centre).
    check: ({ sq, tl }, problem) => {
      const centre = tl + ((sq - 1) / 2) * 8;
      return keyIs(problem, centre * sq * sq);
    },
  }),
];
