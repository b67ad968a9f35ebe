// 2학년 1학기 3단원 덧셈과 뺄셈: two-digit addition and subtraction with regrouping, three numbers, boxes.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { nameWith, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub, findOnly } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, cardNumbers, mixedUpAddSub, mixedUpKey } from '../kit/workbook.js';

const U = 'kr-e2-1-3';

export const templates = [
  defineTemplate(U, 'regrouping', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 3);
      // a + b with a carry from the ones; for subtraction, whole - b with a borrow.
      const o1 = r.int(2, 9);
      const o2 = r.int(11 - o1, 9);
      const t1 = r.int(1, 7);
      const t2 = r.int(1, 8 - t1);
      return { kind, a: t1 * 10 + o1, b: t2 * 10 + o2 };
    },
    generate: ({ kind, a, b }) => {
      const sum = a + b;
      const tensB = Math.floor(b / 10) * 10;
      const onesB = b % 10;
      if (kind === 0)
        return essay({
          subUnit: `${U}.s2`,
          difficulty: 2,
          stem: L(`계산해 보세요. ${m(`${a}+${b}`)}`, `Add. ${m(`${a}+${b}`)}`),
          answer: String(sum),
          form: 'number',
          steps: [
            L(
              `일의 자리: ${m(`${a % 10}+${onesB}=${(a % 10) + onesB}`)}이므로 ${m(1)}을 십의 자리로 받아올립니다.`,
              `Ones: ${m(`${a % 10}+${onesB}=${(a % 10) + onesB}`)}, so carry ${m(1)} ten to the tens place.`,
            ),
            L(
              `십의 자리: ${m(`1+${Math.floor(a / 10)}+${Math.floor(b / 10)}=${1 + Math.floor(a / 10) + Math.floor(b / 10)}`)}`,
              `Tens: ${m(`1+${Math.floor(a / 10)}+${Math.floor(b / 10)}=${1 + Math.floor(a / 10) + Math.floor(b / 10)}`)}.`,
            ),
            L(`답은 ${m(sum)}입니다.`, `The answer is ${m(sum)}.`),
          ],
        });
      if (kind === 1)
        return essay({
          subUnit: `${U}.s4`,
          difficulty: 2,
          stem: L(`계산해 보세요. ${m(`${sum}-${b}`)}`, `Subtract. ${m(`${sum}-${b}`)}`),
          answer: String(a),
          form: 'number',
          steps: [
            L(
              `일의 자리에서 ${m(sum % 10)}에서 ${withJosa(m(onesB), '을/를')} 뺄 수 없으므로 십의 자리에서 ${m(10)}을 받아내림합니다.`,
              `In the ones place you cannot take ${m(onesB)} from ${m(sum % 10)}, so regroup ${m(10)} from the tens.`,
            ),
            L(
              `일의 자리: ${m(`${10 + (sum % 10)}-${onesB}=${a % 10}`)}, 십의 자리: ${m(`${Math.floor(sum / 10) - 1}-${Math.floor(b / 10)}=${Math.floor(a / 10)}`)}`,
              `Ones: ${m(`${10 + (sum % 10)}-${onesB}=${a % 10}`)}; tens: ${m(`${Math.floor(sum / 10) - 1}-${Math.floor(b / 10)}=${Math.floor(a / 10)}`)}.`,
            ),
            L(`답은 ${m(a)}입니다.`, `The answer is ${m(a)}.`),
          ],
        });
      if (kind === 2)
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 3,
          stem: L(
            `${withJosa(m(b), '을/를')} ${withJosa(m(tensB), '과/와')} ${withJosa(m(onesB), '으로/로')} 가르기하여 더하려고 합니다. ${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(`${a}+${b}=${a}+${tensB}+${onesB}=${a + tensB}+${onesB}=\\square`)}`,
            `Split ${m(b)} into ${m(tensB)} and ${m(onesB)} to add. What goes in the box? ${m(`${a}+${b}=${a}+${tensB}+${onesB}=${a + tensB}+${onesB}=\\square`)}`,
          ),
          answer: String(sum),
          form: 'number',
          steps: [
            L(
              `먼저 ${m(tensB)}${josa(tensB, '을/를')} 더하면 ${m(a + tensB)}입니다.`,
              `First add ${m(tensB)}: ${m(a + tensB)}.`,
            ),
            L(
              `${m(a + tensB)}에 ${withJosa(m(onesB), '을/를')} 더하면 ${m(sum)}입니다.`,
              `Then add ${m(onesB)} to get ${m(sum)}.`,
            ),
          ],
        });
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: L(
          `${withJosa(m(b), '을/를')} ${withJosa(m(tensB), '과/와')} ${withJosa(m(onesB), '으로/로')} 가르기하여 빼려고 합니다. ${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(`${sum}-${b}=${sum}-${tensB}-${onesB}=${sum - tensB}-${onesB}=\\square`)}`,
          `Split ${m(b)} into ${m(tensB)} and ${m(onesB)} to subtract. What goes in the box? ${m(`${sum}-${b}=${sum}-${tensB}-${onesB}=${sum - tensB}-${onesB}=\\square`)}`,
        ),
        answer: String(a),
        form: 'number',
        steps: [
          L(
            `먼저 ${m(tensB)}${josa(tensB, '을/를')} 빼면 ${m(sum - tensB)}입니다.`,
            `First subtract ${m(tensB)}: ${m(sum - tensB)}.`,
          ),
          L(
            `${m(sum - tensB)}에서 ${withJosa(m(onesB), '을/를')} 빼면 ${m(a)}입니다.`,
            `Then subtract ${m(onesB)} to get ${m(a)}.`,
          ),
        ],
      });
    },
    // Column arithmetic with carrying and borrowing.
    check: ({ kind, a, b }, problem) =>
      keyIs(problem, kind === 0 || kind === 2 ? columnAdd(a, b) : columnSub(columnAdd(a, b), b)),
  }),

  defineTemplate(U, 'three-numbers', {
    version: 2,
    params: (r) => {
      const a = r.int(20, 60);
      const b = r.int(11, 39);
      const mixed = r.int(0, 2);
      return { a, b, c: r.int(11, Math.min(a + b - 1, 45)), mixed };
    },
    generate: ({ a, b, c, mixed }, rng) => {
      // mixed 0: a+b-c, 1: a+b+c, 2: (a+b)-b+c
      const signs: [string, string] = mixed === 0 ? ['+', '-'] : mixed === 1 ? ['+', '+'] : ['-', '+'];
      const first = signs[0] === '+' ? a + b : a;
      const x = signs[0] === '+' ? a : a + b;
      const answer = signs[1] === '+' ? first + c : first - c;
      const tex = `${x}${signs[0]}${b}${signs[1]}${c}`;
      const wrongSecond = signs[0] === '-' ? x - (b + c) : signs[1] === '-' ? x + b + c : x + b - c;
      return multiple(rng, {
        subUnit: `${U}.s5`,
        difficulty: 3,
        stem: L(`계산해 보세요. ${m(tex)}`, `Find the value. ${m(tex)}`),
        correct: m(answer),
        wrong: countChoices(answer, [wrongSecond, answer + 10, answer - 10, answer + 1]),
        steps: [
          L('세 수의 계산은 앞에서부터 차례로 합니다.', 'With three numbers, work from left to right.'),
          L(`${m(`${x}${signs[0]}${b}=${first}`)}`, `${m(`${x}${signs[0]}${b}=${first}`)}`),
          L(`${m(`${first}${signs[1]}${c}=${answer}`)}`, `${m(`${first}${signs[1]}${c}=${answer}`)}`),
        ],
      });
    },
    // Parse the expression and apply each sign with column arithmetic.
    check: (_p, problem) => {
      const [, x, s1, y, s2, z] = /\\\((\d+)([+-])(\d+)([+-])(\d+)\\\)/.exec(problem.stem.en) ?? [];
      const step = (p: number, s: string | undefined, q: number) => (s === '+' ? columnAdd(p, q) : columnSub(p, q));
      return keyIs(problem, step(step(Number(x), s1, Number(y)), s2, Number(z)));
    },
  }),

  defineTemplate(U, 'related-facts-and-boxes', {
    version: 2,
    params: (r) => {
      const a = r.int(15, 58);
      return { a, b: r.int(12, 39), kind: r.int(0, 3), p: r.pick(PEOPLE), t: r.pick(THINGS) };
    },
    generate: ({ a, b, kind, p, t }, rng) => {
      const c = a + b;
      if (kind === 0) {
        return multiple(rng, {
          subUnit: `${U}.s6`,
          difficulty: 2,
          stem: L(
            `덧셈식 ${m(`${a}+${b}=${c}`)}${josa(c, '을/를')} 뺄셈식으로 나타내었습니다. ${m(`${c}-${a}=\\square`)}에서 ${m('\\square')}에 알맞은 수는 무엇입니까?`,
            `The addition fact ${m(`${a}+${b}=${c}`)} is written as a subtraction fact. What goes in the box? ${m(`${c}-${a}=\\square`)}`,
          ),
          correct: m(b),
          wrong: countChoices(b, [c + a, a, c, b + 10, b - 10]),
          steps: [
            L(
              '덧셈식의 합에서 한 수를 빼면 다른 수가 됩니다.',
              'Taking one addend away from the sum leaves the other addend.',
            ),
            L(`${m(`${c}-${a}=${b}`)}`, `${m(`${c}-${a}=${b}`)}`),
          ],
        });
      }
      if (kind === 1) {
        return multiple(rng, {
          subUnit: `${U}.s7`,
          difficulty: 3,
          stem: L(
            `${m('\\square')}에 알맞은 수는 무엇입니까? ${m(`\\square+${b}=${c}`)}`,
            `What number goes in the box? ${m(`\\square+${b}=${c}`)}`,
          ),
          correct: m(a),
          wrong: countChoices(a, [c + b, a + 10, a - 10, a + 1, b]),
          steps: [
            L(
              `덧셈과 뺄셈의 관계를 이용하면 ${m(`\\square=${c}-${b}`)}입니다.`,
              `Use the related subtraction: ${m(`\\square=${c}-${b}`)}.`,
            ),
            L(`${m(`${c}-${b}=${a}`)}`, `${m(`${c}-${b}=${a}`)}`),
          ],
        });
      }
      const story =
        kind === 2
          ? L(
              `${nameWith(p, '는')} ${withJosa(t.ko, '을/를')} 몇 ${t.counter} 가지고 있었는데 ${m(b)}${withJosa(t.counter, '을/를')} 더 받았더니 ${m(c)}${withJosa(t.counter, '이/가')} 되었습니다. 처음에 가지고 있던 ${withJosa(t.ko, '은/는')} 몇 ${t.counter}입니까?`,
              `${p.en} had some ${t.many}, got ${m(b)} more, and now has ${m(c)}. How many ${t.many} did ${p.en} have at first?`,
            )
          : L(
              `어떤 수에서 ${withJosa(m(b), '을/를')} 뺐더니 ${m(a)}${josa(a, '이/가')} 되었습니다. 어떤 수는 얼마입니까?`,
              `When ${m(b)} is subtracted from a number, the result is ${m(a)}. What is the number?`,
            );
      const answer = kind === 2 ? a : c;
      return multiple(rng, {
        subUnit: `${U}.s7`,
        difficulty: 3,
        stem: story,
        correct: m(answer),
        wrong: countChoices(answer, kind === 2 ? [c + b, a + 10, a - 10, a + 1] : [a - b, c + 10, c - 10, c - 1]),
        steps: [
          L(
            `모르는 수를 ${m('\\square')}로 놓고 식을 세웁니다: ${m(kind === 2 ? `\\square+${b}=${c}` : `\\square-${b}=${a}`)}`,
            `Let the unknown be the box: ${m(kind === 2 ? `\\square+${b}=${c}` : `\\square-${b}=${a}`)}.`,
          ),
          L(
            `${m(kind === 2 ? `\\square=${c}-${b}=${a}` : `\\square=${a}+${b}=${c}`)}`,
            `${m(kind === 2 ? `\\square=${c}-${b}=${a}` : `\\square=${a}+${b}=${c}`)}`,
          ),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      });
    },
    // Substitute every candidate back into the sentence.
    check: ({ a, b, kind }, problem) => {
      const c = a + b;
      if (kind === 0)
        return keyIs(
          problem,
          findOnly(0, 200, (x) => columnAdd(a, x) === c),
        );
      if (kind === 1 || kind === 2)
        return keyIs(
          problem,
          findOnly(0, 200, (x) => columnAdd(x, b) === c),
        );
      return keyIs(
        problem,
        findOnly(0, 200, (x) => x >= b && columnSub(x, b) === a),
      );
    },
  }),
  defineTemplate(U, 'mixed-up', {
    version: 1,
    params: (r) => {
      const k = r.int(15, 39);
      return { add: r.int(0, 1) === 1, k, x: r.int(k + 12, 99 - k), person: r.pick(PEOPLE) };
    },
    generate: ({ add, k, x, person }) =>
      mixedUpAddSub({ x, k, add, person, difficulty: 4, subUnit: add ? `${U}.s2` : `${U}.s4` }),
    // Try every number against the mistaken result.
    check: ({ add, x, k }, problem) =>
      keyIs(problem, mixedUpKey({ k, wrong: add ? columnSub(x, k) : columnAdd(x, k), add, max: 200 })),
  }),

  defineTemplate(U, 'card-difference', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3) }),
    generate: ({ cards }) => {
      const sorted = [...cards].sort((a, b) => a - b);
      const big = 10 * sorted[2]! + sorted[1]!;
      const lowTens = sorted.find((c) => c > 0)!;
      const rest = sorted.filter((c, i) => i !== sorted.indexOf(lowTens));
      const small = 10 * lowTens + rest[0]!;
      const diff = big - small;
      const shown = cards.map((c) => m(`\\boxed{${c}}`)).join(' ');
      return essay({
        subUnit: `${U}.s4`,
        difficulty: 5,
        stem: [
          `수 카드 ${m(3)}장 중에서 ${m(2)}장을 골라 몇십몇을 만들려고 합니다. 만들 수 있는 가장 큰 수와 가장 작은 수의 차를 구해 보세요. ${shown}`,
          `Make two-digit numbers from two of these ${m(3)} cards. What is the difference between the greatest and the least number you can make? ${shown}`,
        ],
        answer: String(diff),
        form: 'number',
        steps: [
          [
            '가장 큰 수와 가장 작은 수를 먼저 따로 만드는 것이 열쇠입니다. 십의 자리에 놓을 카드부터 정합니다.',
            'The key is to build the greatest and the least numbers first, choosing the tens card before the ones card.',
          ],
          [
            `가장 큰 수는 ${m(big)}, 가장 작은 수는 ${m(small)}입니다. ${sorted[0] === 0 ? `${m(0)}은 십의 자리에 올 수 없습니다.` : ''}`.trim(),
            `The greatest is ${m(big)} and the least is ${m(small)}.${sorted[0] === 0 ? ` A two-digit number cannot start with ${m(0)}.` : ''}`,
          ],
          [`차는 ${m(`${big}-${small}=${diff}`)}입니다.`, `The difference is ${m(`${big}-${small}=${diff}`)}.`],
        ],
      });
    },
    // Make every two-digit number from the cards and subtract by columns.
    check: ({ cards }, problem) => {
      const made = cardNumbers(cards, 2);
      return keyIs(problem, columnSub(made.at(-1)!, made[0]!));
    },
  }),

  defineTemplate(U, 'column-digit', {
    version: 1,
    params: (r) => {
      // The ones carry (o + bo is 10 or more) and the sum stays below 100.
      const [t, o] = [r.int(1, 5), r.int(2, 9)];
      const [bt, bo] = [r.int(1, 8 - t), r.int(10 - o, 9)];
      return { a: 10 * t + o, b: 10 * bt + bo, hide: r.int(0, 1) };
    },
    generate: ({ a, b, hide }) => {
      // The ones of a and b carry; one digit of a is hidden.
      const sum = a + b;
      const [t, o] = [Math.floor(a / 10), a % 10];
      const shown = hide === 0 ? `\\square${o}` : `${t}\\square`;
      const digit = hide === 0 ? t : o;
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `${m('\\square')} 안에 알맞은 숫자를 구해 보세요. ${m(`${shown}+${b}=${sum}`)}`,
          `Find the digit that goes in the box. ${m(`${shown}+${b}=${sum}`)}`,
        ],
        answer: String(digit),
        form: 'number',
        steps: [
          hide === 1
            ? [
                `일의 자리: ${m(`\\square+${b % 10}`)}의 일의 자리 숫자가 ${withJosa(m(sum % 10), '이/가')} 되어야 하므로 ${m(`${o}+${b % 10}=${o + (b % 10)}`)}, ${m('\\square')}는 ${m(o)}입니다.`,
                `Ones: ${m(`\\square+${b % 10}`)} must end in ${m(sum % 10)}, and ${m(`${o}+${b % 10}=${o + (b % 10)}`)}, so the box is ${m(o)}.`,
              ]
            : [
                `일의 자리: ${m(`${o}+${b % 10}=${o + (b % 10)}`)}이므로 십의 자리로 ${withJosa(m(1), '을/를')} 받아올립니다. 받아올림을 잊지 않는 것이 열쇠입니다.`,
                `Ones: ${m(`${o}+${b % 10}=${o + (b % 10)}`)}, so carry ${m(1)} to the tens. The key is not to forget the carry.`,
              ],
          hide === 1
            ? [`확인: ${m(`${a}+${b}=${sum}`)}`, `Check: ${m(`${a}+${b}=${sum}`)}.`]
            : [
                `십의 자리: ${m(`1+\\square+${Math.floor(b / 10)}=${Math.floor(sum / 10)}`)}이므로 ${m('\\square')}는 ${m(t)}입니다.`,
                `Tens: ${m(`1+\\square+${Math.floor(b / 10)}=${Math.floor(sum / 10)}`)}, so the box is ${m(t)}.`,
              ],
        ],
      });
    },
    // Put each digit in the box of the printed sum.
    check: (_p, problem) => {
      const tex = mathRuns(problem.stem.en).at(-1) ?? '';
      return keyIs(
        problem,
        findOnly(0, 9, (d) => boxFits(tex, d, d).length === 1),
      );
    },
  }),
  defineTemplate(U, 'sum-and-difference', {
    version: 1,
    params: (r) => {
      const small = r.int(12, 39);
      return { small, gap: r.int(6, 19) };
    },
    ranges: { total: [30, 99] },
    values: ({ small, gap }) => ({ total: 2 * small + gap }),
    generate: ({ small, gap }) => {
      const big = small + gap;
      const total = big + small;
      return essay({
        subUnit: `${U}.s6`,
        difficulty: 4,
        stem: [
          `두 수가 있습니다. 두 수의 합은 ${m(total)}이고, 차는 ${m(gap)}입니다. 두 수 중 큰 수를 구해 보세요.`,
          `The sum of two numbers is ${m(total)} and their difference is ${m(gap)}. What is the greater number?`,
        ],
        answer: String(big),
        form: 'number',
        steps: [
          [
            `합에서 차를 빼면 작은 수를 두 번 더한 것과 같습니다. 이 관계를 찾는 것이 열쇠입니다: ${m(`${total}-${gap}=${total - gap}`)}`,
            `The key idea: the sum minus the difference is the smaller number added twice: ${m(`${total}-${gap}=${total - gap}`)}.`,
          ],
          [
            `같은 수를 두 번 더해 ${withJosa(m(total - gap), '이/가')} 되는 수는 ${m(small)}입니다: ${m(`${small}+${small}=${total - gap}`)}`,
            `The number that makes ${m(total - gap)} when added to itself is ${m(small)}: ${m(`${small}+${small}=${total - gap}`)}.`,
          ],
          [`큰 수는 ${m(`${small}+${gap}=${big}`)}입니다.`, `The greater number is ${m(`${small}+${gap}=${big}`)}.`],
        ],
      });
    },
    // Try every greater number: the other is the sum minus it, and the two must differ by the gap.
    check: ({ small, gap }, problem) => {
      const total = columnAdd(columnAdd(small, small), gap);
      return keyIs(
        problem,
        findOnly(0, total, (x) => columnSub(x, total - x) === gap && x >= total - x),
      );
    },
  }),

  defineTemplate(U, 'box-fit-subtract', {
    version: 1,
    params: (r) => {
      const edge = r.int(12, 18);
      const b = r.int(15, 49);
      return { a: b + edge, b, greatest: r.int(0, 1) === 1 };
    },
    generate: ({ a, b, greatest }) => {
      const edge = a - b;
      return boxFitEssay({
        tex: `${a}-\\square>${b}`,
        lo: 10,
        hi: 19,
        ask: greatest ? 'greatest' : 'count',
        fits: Array.from({ length: edge - 10 }, (_, i) => 10 + i),
        difficulty: 3,
        subUnit: `${U}.s7`,
        steps: [
          [
            `먼저 ${withJosa(m(`${a}-\\square=${b}`), '이/가')} 되는 수를 찾습니다: ${m(`${a}-${b}=${edge}`)}`,
            `First find the number that makes ${m(`${a}-\\square=${b}`)}: ${m(`${a}-${b}=${edge}`)}.`,
          ],
          [
            `빼는 수가 클수록 남는 수는 작아지므로 ${m('\\square')}에는 ${m(edge)}보다 작은 수가 들어가야 합니다.`,
            `The more you take away, the less is left, so the box needs a number less than ${m(edge)}.`,
          ],
        ],
      });
    },
    // Put each number 10 to 19 in the box and test the inequality.
    check: ({ a, b, greatest }, problem) =>
      keyIs(problem, boxAnswer(boxFits(`${a}-\\square>${b}`, 10, 19), greatest ? 'greatest' : 'count')),
  }),
];
