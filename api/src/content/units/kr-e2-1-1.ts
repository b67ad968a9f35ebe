// 2학년 1학기 1단원 세 자리 수: hundred, hundreds, three-digit numbers, place value, skip counting, comparing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { keyIs, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { greatestOrLeastChoice } from '../kit/ordering.js';
import { countOn, findOnly, groups } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, cardExtreme, madeNumberStep } from '../kit/workbook.js';

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
  defineTemplate(U, 'digit-cards', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4), greatest: r.int(0, 1) === 1 }),
    generate: ({ cards, greatest }) => {
      const sorted = [...cards].sort((a, b) => a - b);
      // Greatest: the three biggest, biggest first. Least: the least non-zero card first, then the two least left.
      const first = greatest ? sorted[3]! : sorted.find((c) => c > 0)!;
      const rest = sorted.filter((c, i) => i !== sorted.indexOf(first));
      const tail = greatest ? [rest[2]!, rest[1]!] : [rest[0]!, rest[1]!];
      const answer = 100 * first + 10 * tail[0]! + tail[1]!;
      const shown = cards.map((c) => m(`\\boxed{${c}}`)).join(' ');
      return essay({
        subUnit: `${U}.s6`,
        difficulty: 4,
        stem: [
          `수 카드 ${m(4)}장 중에서 ${m(3)}장을 골라 한 번씩만 사용하여 세 자리 수를 만들려고 합니다. 만들 수 있는 가장 ${greatest ? '큰' : '작은'} 수를 구해 보세요. ${shown}`,
          `Choose ${m(3)} of these ${m(4)} number cards, each used once, to make a three-digit number. What is the ${greatest ? 'greatest' : 'least'} number you can make? ${shown}`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            '높은 자리의 숫자가 클수록 큰 수이므로 백의 자리부터 정하는 것이 열쇠입니다.',
            'A digit in a higher place counts for more, so the key is to choose from the hundreds place down.',
          ],
          greatest
            ? [
                `백의 자리에 가장 큰 ${withJosa(m(first), '을/를')}, 십의 자리에 ${withJosa(m(tail[0]!), '을/를')}, 일의 자리에 ${withJosa(m(tail[1]!), '을/를')} 놓습니다.`,
                `Put the greatest card, ${m(first)}, in the hundreds place, then ${m(tail[0]!)} in the tens and ${m(tail[1]!)} in the ones.`,
              ]
            : [
                `${m(0)}은 백의 자리에 올 수 없으므로 ${m(0)}이 아닌 가장 작은 ${withJosa(m(first), '을/를')} 백의 자리에, 남은 카드 중 작은 수부터 ${withJosa(m(tail[0]!), '과/와')} ${withJosa(m(tail[1]!), '을/를')} 차례로 놓습니다.`,
                `A three-digit number cannot start with ${m(0)}, so put the least card that is not ${m(0)}, ${m(first)}, in the hundreds place, then the least cards left, ${m(tail[0]!)} and ${m(tail[1]!)}.`,
              ],
          madeNumberStep(greatest, answer),
        ],
      });
    },
    // Make every three-digit number from the cards and take the greatest or least.
    check: ({ cards, greatest }, problem) => keyIs(problem, cardExtreme(cards, 3, greatest)),
  }),

  defineTemplate(U, 'box-tens-digit', {
    version: 1,
    params: (r) => ({ h: r.int(1, 9), b: r.int(2, 7), c: r.int(0, 9), d: r.int(0, 9), ask: r.int(0, 1) }),
    generate: ({ h, b, c, d, ask }) => {
      // h□c > hbd: the hundreds are equal; □ > b always fits, and □ = b fits only when c > d.
      const tex = `${h}\\square${c}>${h}${b}${d}`;
      const tie = c > d;
      const fits = Array.from({ length: 10 }, (_, x) => x).filter((x) => x > b || (x === b && tie));
      return boxFitEssay({
        tex,
        ask: ask === 0 ? 'count' : 'least',
        fits,
        difficulty: 4,
        subUnit: `${U}.s6`,
        steps: [
          [
            `백의 자리 숫자가 ${withJosa(m(h), '으로/로')} 같으므로 십의 자리를 비교합니다. ${m('\\square')}가 ${m(b)}보다 크면 언제나 됩니다.`,
            `The hundreds digits are both ${m(h)}, so compare the tens: any digit greater than ${m(b)} works.`,
          ],
          [
            `${withJosa(m('\\square'), '이/가')} ${withJosa(m(b), '과/와')} 같을 때를 따로 따져 보는 것이 열쇠입니다. 그때는 일의 자리를 비교합니다. ${
              tie
                ? `${m(`${c}>${d}`)}이므로 ${m(b)}도 들어갈 수 있습니다.`
                : `${m(c === d ? `${c}=${d}` : `${c}<${d}`)}이므로 ${withJosa(m(b), '은/는')} 들어갈 수 없습니다.`
            }`,
            `The key is the case where the box equals ${m(b)}: then the ones decide. ${
              tie
                ? `${m(`${c}>${d}`)}, so ${m(b)} works too.`
                : `${m(c === d ? `${c}=${d}` : `${c}<${d}`)}, so ${m(b)} does not work.`
            }`,
          ],
        ],
      });
    },
    // Put each digit 0 to 9 in the box and compare the two numbers.
    check: ({ h, b, c, d, ask }, problem) =>
      keyIs(problem, boxAnswer(boxFits(`${h}\\square${c}>${h}${b}${d}`, 0, 9), ask === 0 ? 'count' : 'least')),
  }),

  defineTemplate(U, 'coins-regrouped', {
    version: 2,
    params: (r) => ({ hundreds: r.int(1, 6), tens: r.int(11, 19), ones: r.int(1, 9) }),
    generate: ({ hundreds, tens, ones }) => {
      const total = 100 * hundreds + 10 * tens + ones;
      return essay({
        subUnit: `${U}.s4`,
        difficulty: 3,
        stem: [
          `저금통에 ${m(100)}원짜리 동전 ${m(hundreds)}개, ${m(10)}원짜리 동전 ${m(tens)}개, ${m(1)}원짜리 동전 ${m(ones)}개가 들어 있습니다. 모두 얼마입니까?`,
          `A piggy bank holds ${m(hundreds)} hundred-won ${hundreds === 1 ? 'coin' : 'coins'}, ${m(tens)} ten-won coins, and ${m(ones)} one-won ${ones === 1 ? 'coin' : 'coins'}. How many won is that in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: '원',
        steps: [
          [
            `${m(10)}원짜리 ${m(tens)}개는 ${m(10)}원짜리 ${m(10)}개인 ${m(100)}원과 ${m(tens - 10)}개인 ${m(10 * (tens - 10))}원입니다. 같은 동전 ${m(10)}개를 모아 윗자리 동전 하나로 바꾸는 것이 열쇠입니다.`,
            `The key idea: ${m(10)} of the ten-won coins make ${m(100)} won, so ${m(tens)} ten-won coins are ${m(100)} won and ${m(10 * (tens - 10))} won.`,
          ],
          [
            `그래서 백 원이 ${m(hundreds + 1)}개, 십 원이 ${m(tens - 10)}개, 일 원이 ${m(ones)}개입니다.`,
            `That makes ${m(hundreds + 1)} hundreds, ${m(tens - 10)} ${tens === 11 ? 'ten' : 'tens'}, and ${m(ones)} ${ones === 1 ? 'one' : 'ones'}.`,
          ],
          [`모두 ${m(total)}원입니다.`, `In all, ${m(total)} won.`],
        ],
      });
    },
    // Count the coins by value one group at a time.
    check: ({ hundreds, tens, ones }, problem) =>
      keyIs(problem, countOn(groups(10, tens) + groups(100, hundreds), ones)),
  }),

  defineTemplate(U, 'skip-from', {
    version: 1,
    params: (r) => ({ start: r.int(101, 599), by: r.pick([10, 100]), times: r.int(3, 4) }),
    generate: ({ start, by, times }, rng) => {
      const answer = start + by * times;
      const seq = Array.from({ length: times }, (_, i) => start + by * (i + 1));
      return multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 2,
        stem: [
          `${m(start)}에서 ${m(by)}씩 ${m(times)}번 뛰어 센 수는 무엇입니까?`,
          `Start at ${m(start)} and count on by ${m(by)} ${m(times)} times. What number do you reach?`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [
          start + (by === 10 ? 100 : 10) * times,
          answer - by,
          answer + by,
          start + by * times + 1,
        ]),
        steps: [
          [
            `${m(by)}씩 뛰어 세면 ${by === 10 ? '십' : '백'}의 자리 숫자가 ${m(1)}씩 커집니다.`,
            `Counting on by ${m(by)} makes the ${by === 10 ? 'tens' : 'hundreds'} digit go up by ${m(1)} each time.`,
          ],
          [
            `차례로 뛰어 세면 ${m(start)}, ${seq.map((x) => m(x)).join(', ')}입니다.`,
            `Count: ${m(start)}, ${seq.map((x) => m(x)).join(', ')}.`,
          ],
        ],
      });
    },
    // Count on one at a time.
    check: ({ start, by, times }, problem) => keyIs(problem, countOn(start, by * times)),
  }),

  defineTemplate(U, 'number-from-clues', {
    version: 1,
    params: (r) => {
      const h = r.int(1, 5);
      const up = r.int(1, 9 - h);
      return { h, up, down: r.int(1, h + up) };
    },
    generate: ({ h, up, down }) => {
      const t = h + up;
      const o = t - down;
      const answer = 100 * h + 10 * t + o;
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: [
          `다음을 모두 만족하는 세 자리 수를 구해 보세요. 백의 자리 숫자는 ${m(h)}입니다. 십의 자리 숫자는 백의 자리 숫자보다 ${m(up)} 큽니다. 일의 자리 숫자는 십의 자리 숫자보다 ${m(down)} 작습니다.`,
          `Find the three-digit number. Its hundreds digit is ${m(h)}. Its tens digit is ${m(up)} more than the hundreds digit. Its ones digit is ${m(down)} less than the tens digit.`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [`십의 자리 숫자: ${m(`${h}+${up}=${t}`)}`, `Tens digit: ${m(`${h}+${up}=${t}`)}.`],
          [`일의 자리 숫자: ${m(`${t}-${down}=${o}`)}`, `Ones digit: ${m(`${t}-${down}=${o}`)}.`],
          [`백의 자리부터 차례로 쓰면 ${m(answer)}입니다.`, `Written from the hundreds place: ${m(answer)}.`],
        ],
      });
    },
    // Test every three-digit number against the three clues.
    check: ({ h, up, down }, problem) =>
      keyIs(
        problem,
        findOnly(100, 999, (n) => {
          const [a, b, c] = digitsOf(n) as [number, number, number];
          return a === h && b === a + up && c === b - down;
        }),
      ),
  }),
];
