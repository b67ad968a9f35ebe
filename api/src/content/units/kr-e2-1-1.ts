// 2학년 1학기 1단원 세 자리 수: hundred, hundreds, three-digit numbers, place value, skip counting, comparing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { greatestOrLeastChoice } from '../kit/ordering.js';
import { countOn, findOnly, groups } from '../kit/counting.js';

const digitsOf = (n: number) => String(n).split('').map(Number);

const U = 'kr-e2-1-1';

export const templates = [
  defineTemplate(U, 'hundreds-and-skip-counting', {
    version: 2,
    params: (r) => ({
      kind: r.int(0, 3),
      c: r.pick([90, 95, 96, 97, 98, 99, 80, 70, 60]),
      k: r.int(2, 9),
      start: r.int(100, 700),
      step: r.pick([1, 10, 100]),
      jumps: r.int(2, 4),
      coin: r.int(0, 2),
    }),
    generate: ({ kind, c, k, start, step, jumps, coin }) => {
      if (kind === 0) {
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 1,
          stem: L(`${m(100)}은 ${m(c)}보다 얼마만큼 더 큰 수입니까?`, `${m(100)} is how much more than ${m(c)}?`),
          answer: String(100 - c),
          form: 'number',
          steps: [
            L(
              `${m(c)}에서 ${m(100)}까지 ${c % 10 === 0 ? '10씩' : '1씩'} 뛰어 세어 봅니다.`,
              `Count on from ${m(c)} to ${m(100)} by ${c % 10 === 0 ? 'tens' : 'ones'}.`,
            ),
            L(
              `${m(100)}은 ${m(c)}보다 ${m(100 - c)}만큼 더 큰 수입니다.`,
              `${m(100)} is ${m(100 - c)} more than ${m(c)}.`,
            ),
          ],
        });
      }
      if (kind === 1) {
        const [ko, en] = [
          [`${m(100)}원짜리 동전 ${m(k)}개는 모두 몇 원입니까?`, `How many won are ${m(k)} coins of ${m(100)} won?`],
          [
            `색종이가 한 묶음에 ${m(100)}장씩 ${m(k)}묶음 있습니다. 색종이는 모두 몇 장입니까?`,
            `There are ${m(k)} packs of colored paper with ${m(100)} sheets in each pack. How many sheets are there in all?`,
          ],
          [`${m(100)}이 ${m(k)}개인 수는 얼마입니까?`, `What number is ${m(k)} hundreds?`],
        ][coin] ?? ['', ''];
        return essay({
          subUnit: `${U}.s2`,
          difficulty: 1,
          stem: L(ko ?? '', en ?? ''),
          answer: String(k * 100),
          form: 'number',
          steps: [
            L(`${m(100)}이 ${m(k)}개이면 ${m(k * 100)}입니다.`, `${m(k)} hundreds is ${m(k * 100)}.`),
            L(
              `백의 자리 숫자는 ${m(k)}, 십의 자리와 일의 자리 숫자는 ${m(0)}입니다.`,
              `Its hundreds digit is ${m(k)} and its tens and ones digits are ${m(0)}.`,
            ),
          ],
        });
      }
      const answer = start + step * jumps;
      const back = kind === 3 && start - step * jumps >= 100;
      const result = back ? start - step * jumps : answer;
      return essay({
        subUnit: `${U}.s5`,
        difficulty: 2,
        stem: back
          ? L(
              `${m(start)}에서 ${m(step)}씩 거꾸로 ${m(jumps)}번 뛰어 센 수는 얼마입니까?`,
              `Start at ${m(start)} and skip count back by ${m(step)} ${m(jumps)} times. What number do you reach?`,
            )
          : L(
              `${m(start)}에서 ${m(step)}씩 ${m(jumps)}번 뛰어 센 수는 얼마입니까?`,
              `Start at ${m(start)} and skip count by ${m(step)} ${m(jumps)} times. What number do you reach?`,
            ),
        answer: String(result),
        form: 'number',
        steps: [
          L(
            `${m(step)}씩 뛰어 세면 ${step === 1 ? '일' : step === 10 ? '십' : '백'}의 자리 숫자가 ${m(1)}씩 ${back ? '작아' : '커'}집니다.`,
            `Skip counting by ${m(step)} changes the ${step === 1 ? 'ones' : step === 10 ? 'tens' : 'hundreds'} digit by ${m(1)} each time.`,
          ),
          L(
            `${m(Array.from({ length: jumps + 1 }, (_, i) => start + (back ? -1 : 1) * step * i).join(',\\ '))}`,
            `${m(Array.from({ length: jumps + 1 }, (_, i) => start + (back ? -1 : 1) * step * i).join(',\\ '))}`,
          ),
          L(`답은 ${m(result)}입니다.`, `The answer is ${m(result)}.`),
        ],
      });
    },
    // Count by ones: up to 100, k groups of a hundred, or jump by jump.
    check: ({ kind, c, k, start, step, jumps }, problem) => {
      if (kind === 0)
        return keyIs(
          problem,
          findOnly(0, 50, (d) => countOn(c, d) === 100),
        );
      if (kind === 1) return keyIs(problem, groups(100, k));
      const back = kind === 3 && start - step * jumps >= 100;
      let x = start;
      for (let j = 0; j < jumps; j++) x = countOn(x, back ? -step : step);
      return keyIs(problem, x);
    },
  }),

  defineTemplate(U, 'place-value', {
    version: 2,
    params: (r) => {
      const [a, b, c] = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      return { a: a ?? 1, b: r.int(0, 1) ? (b ?? 2) : 0, c: c ?? 3, kind: r.int(0, 2), place: r.int(0, 2) };
    },
    generate: ({ a, b, c, kind, place }, rng) => {
      const n = a * 100 + b * 10 + c;
      if (kind === 0) {
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 1,
          // A count of 0 is not stated ('10이 0개'): the student writes the 0 in the tens place.
          stem:
            b === 0
              ? L(
                  `${m(100)}이 ${m(a)}개, ${m(1)}이 ${m(c)}개인 수는 얼마입니까?`,
                  `What number has ${count(a, 'hundred')} and ${count(c, 'one')}?`,
                )
              : L(
                  `${m(100)}이 ${m(a)}개, ${m(10)}이 ${m(b)}개, ${m(1)}이 ${m(c)}개인 수는 얼마입니까?`,
                  `What number has ${count(a, 'hundred')}, ${count(b, 'ten')} and ${count(c, 'one')}?`,
                ),
          correct: m(n),
          wrong: countChoices(n, [
            a * 100 + c * 10 + b,
            a + b + c,
            c * 100 + b * 10 + a,
            a * 100 + b + c * 10,
            n + 100,
          ]),
          steps: [
            b === 0
              ? L(
                  `백의 자리 숫자는 ${m(a)}, 일의 자리 숫자는 ${m(c)}입니다. ${m(10)}이 없으므로 십의 자리에는 ${withJosa(m(0), '을/를')} 씁니다.`,
                  `The hundreds digit is ${m(a)} and the ones digit is ${m(c)}; there are no tens, so the tens digit is ${m(0)}.`,
                )
              : L(
                  `백의 자리 숫자는 ${m(a)}, 십의 자리 숫자는 ${m(b)}, 일의 자리 숫자는 ${m(c)}입니다.`,
                  `The hundreds digit is ${m(a)}, the tens digit ${m(b)} and the ones digit ${m(c)}.`,
                ),
            L(`그래서 ${m(n)}입니다.`, `So the number is ${m(n)}.`),
          ],
        });
      }
      const n2 = a * 100 + (b === 0 ? 5 : b) * 10 + c;
      const d = digitsOf(n2);
      const p = new Set(d).size === 3 ? place : 0;
      const digit = d[p] ?? 0;
      const value = digit * [100, 10, 1][p]!;
      return multiple(rng, {
        subUnit: `${U}.s4`,
        difficulty: 2,
        stem: L(
          `${m(n2)}에서 숫자 ${withJosa(m(digit), '이/가')} 나타내는 값은 얼마입니까?`,
          `In ${m(n2)}, what value does the digit ${m(digit)} stand for?`,
        ),
        correct: m(value),
        wrong: countChoices(value, [digit, digit * 10, digit * 100, n2, digit * 1000]),
        steps: [
          L(
            `${withJosa(m(digit), '은/는')} ${['백', '십', '일'][p]}의 자리 숫자입니다.`,
            `${m(digit)} is in the ${['hundreds', 'tens', 'ones'][p]} place.`,
          ),
          L(
            `${m(`${digit}\\times ${[100, 10, 1][p]}=${value}`)}이므로 ${withJosa(m(value), '을/를')} 나타냅니다.`,
            `${m(`${digit}\\times ${[100, 10, 1][p]}=${value}`)}, so it stands for ${m(value)}.`,
          ),
        ],
      });
    },
    // Rebuild the number from its digits, or read the value off the digit's position from the right.
    check: ({ a, b, c, kind, place }, problem) => {
      if (kind === 0) return keyIs(problem, groups(100, a) + groups(10, b) + c);
      const n2 = a * 100 + (b === 0 ? 5 : b) * 10 + c;
      const s = String(n2);
      const p = new Set(s).size === 3 ? place : 0;
      const fromRight = s.length - 1 - p;
      return keyIs(problem, Number(s[p]) * 10 ** fromRight);
    },
  }),

  defineTemplate(U, 'compare-three-digit', {
    version: 2,
    params: (r) => {
      const [x, y, z] = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const d = [x ?? 1, y ?? 2, z ?? 3];
      const perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ].map(([i, j, k]) => (d[i!] ?? 0) * 100 + (d[j!] ?? 0) * 10 + (d[k!] ?? 0));
      return { list: r.shuffle(perms).slice(0, 5), largest: r.int(0, 1) === 1, cards: r.int(0, 1) === 1, d };
    },
    generate: ({ list, largest, cards, d }, rng) => {
      if (cards) {
        const sorted = [...d].sort((p, q) => (largest ? q - p : p - q));
        const answer = sorted.reduce((acc, x) => acc * 10 + x, 0);
        return multiple(rng, {
          subUnit: `${U}.s6`,
          difficulty: 3,
          stem: L(
            `숫자 카드 ${m(d.join(',\\ '))}${josa(d[2] ?? 0, '을/를')} 한 번씩 모두 사용하여 만들 수 있는 세 자리 수 중에서 가장 ${largest ? '큰' : '작은'} 수는 무엇입니까?`,
            `Use each of the digit cards ${m(d.join(',\\ '))} once to make a three-digit number. What is the ${largest ? 'greatest' : 'least'} number you can make?`,
          ),
          correct: m(answer),
          wrong: countChoices(answer, list),
          steps: [
            L(
              `가장 ${largest ? '큰' : '작은'} 수를 만들려면 ${largest ? '큰' : '작은'} 숫자부터 백의 자리, 십의 자리, 일의 자리에 차례로 놓습니다.`,
              `To make the ${largest ? 'greatest' : 'least'} number, put the digits in the hundreds, tens and ones places from ${largest ? 'greatest to least' : 'least to greatest'}.`,
            ),
            L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
          ],
        });
      }
      return greatestOrLeastChoice(rng, {
        list,
        largest,
        subUnit: `${U}.s6`,
        difficulty: 2,
        steps: (answer) => [
          L(
            '백의 자리 수부터 비교하고, 같으면 십의 자리, 그다음 일의 자리를 비교합니다.',
            'Compare the hundreds first, then the tens, then the ones.',
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Try every three-digit number made from the cards, or compare the choices digit by digit.
    check: ({ largest, cards, d }, problem) => {
      if (cards) {
        const made: number[] = [];
        for (let n = 100; n <= 999; n++)
          if ([...String(n)].map(Number).sort().join() === [...d].sort().join()) made.push(n);
        return keyIs(problem, largest ? (made[made.length - 1] ?? Number.NaN) : (made[0] ?? Number.NaN));
      }
      const values = (problem.choices ?? []).map((choice) => numberOf(choice));
      return keyIs(
        problem,
        values.reduce((a, b) => (String(b).localeCompare(String(a)) > 0 === largest ? b : a)),
      );
    },
  }),
];
