// 1학년 1학기 5단원 50까지의 수: ten, teen numbers, tens and ones, order and comparison up to 50.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { THINGS } from '../kit/people.js';
import { keyIs, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { greatestOrLeastChoice } from '../kit/ordering.js';
import { countOn, findOnly, groups } from '../kit/counting.js';
import { boxAnswer, boxFitEssay, boxFits, cardExtreme, madeNumberStep } from '../kit/workbook.js';
import { numberLine, withFigure } from '../kit/figures.js';

const U = 'kr-e1-1-5';

export const templates = [
  defineTemplate(U, 'tens-and-ones', {
    version: 2,
    params: (r) => {
      const kind = r.int(0, 3);
      const tens = kind === 1 ? 1 : r.int(1, 4);
      return { kind, tens, ones: r.int(0, 9), c: r.int(5, 9), thing: r.pick(THINGS) };
    },
    ranges: { ones: [0, 9], tens: [1, 4] },
    generate: ({ kind, tens, ones, c, thing }) => {
      if (kind === 0) {
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 1,
          stem: L(
            `${withJosa(m(10), '은/는')} ${m(c)}보다 몇만큼 더 큰 수입니까?`,
            `${m(10)} is how many more than ${m(c)}?`,
          ),
          answer: String(10 - c),
          form: 'number',
          steps: [
            L(`${m(c)}에서 ${m(10)}까지 하나씩 이어 셉니다.`, `Count on from ${m(c)} to ${m(10)} one at a time.`),
            L(
              `${m(10 - c)}번 세었으므로 ${m(10)}은 ${m(c)}보다 ${m(10 - c)}만큼 더 큰 수입니다.`,
              `That is ${m(10 - c)} counts, so ${m(10)} is ${m(10 - c)} more than ${m(c)}.`,
            ),
          ],
        });
      }
      const n = tens * 10 + ones;
      // A count of 0 is never stated as a fact: no '낱개 0개', no '0개가 남았습니다'.
      const groupsEn = `${count(tens, 'group')} of ten`;
      const stem =
        kind === 3
          ? L(
              `${withJosa(thing.ko, '을/를')} 한 봉지에 ${m(10)}${thing.counter}씩 담았더니 ${m(tens)}봉지가 되고 ${
                ones === 0 ? '남은 것은 없었습니다' : `${m(ones)}${withJosa(thing.counter, '이/가')} 남았습니다`
              }. ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
              `Some ${thing.many} were packed ${m(10)} to a bag. They filled ${count(tens, 'bag')} with ${
                ones === 0 ? 'none' : m(ones)
              } left over. How many ${thing.many} are there in all?`,
            )
          : ones === 0
            ? L(`${m(10)}개씩 묶음 ${m(tens)}개는 몇입니까?`, `What number is ${groupsEn}?`)
            : L(
                `${m(10)}개씩 묶음 ${m(tens)}개와 낱개 ${m(ones)}개는 몇입니까?`,
                `What number is ${groupsEn} and ${count(ones, 'one')}?`,
              );
      return essay({
        subUnit: `${U}.${kind === 1 ? 's2' : kind === 2 ? 's4' : 's5'}`,
        difficulty: kind === 1 ? 1 : 2,
        stem,
        answer: String(n),
        form: 'number',
        steps: [
          L(`${m(10)}개씩 묶음 ${m(tens)}개는 ${m(tens * 10)}입니다.`, `${groupsEn} is ${m(tens * 10)}.`),
          ones === 0
            ? L(
                `낱개가 없으므로 ${m(tens * 10)}입니다.`,
                `There are no ones left over, so the number is ${m(tens * 10)}.`,
              )
            : L(
                `${m(tens * 10)}에 낱개 ${m(ones)}개를 더하면 ${m(n)}입니다.`,
                `${m(tens * 10)} and ${m(ones)} more is ${m(n)}.`,
              ),
        ],
      });
    },
    // Count the tens by repeated addition, then count on the ones.
    check: ({ kind, tens, ones, c }, problem) =>
      keyIs(problem, kind === 0 ? findOnly(0, 10, (d) => countOn(c, d) === 10) : countOn(groups(10, tens), ones)),
  }),

  defineTemplate(U, 'compose-teens', {
    version: 2,
    params: (r) => {
      const a = r.int(2, 9);
      const b = r.int(11 - a, 9);
      return { a, b, split: r.int(0, 1) === 1, thing: r.pick(THINGS) };
    },
    generate: ({ a, b, split, thing }, rng) => {
      const total = a + b;
      if (split) {
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 2,
          stem: L(
            `${thing.ko} ${m(total)}${withJosa(thing.counter, '을/를')} 두 바구니에 나누어 담았습니다. 한 바구니에 ${m(a)}${withJosa(thing.counter, '을/를')} 담았다면 다른 바구니에는 몇 ${withJosa(thing.counter, '을/를')} 담았습니까?`,
            `${count(total, thing.one, thing.many)} are split between two baskets. One basket has ${m(a)}. How many are in the other basket?`,
          ),
          correct: m(b),
          wrong: countChoices(b, [total + a, b + 1, b - 1, a, total - 10]),
          steps: [
            L(
              `${withJosa(m(total), '은/는')} ${withJosa(m(a), '과/와')} 몇으로 가를 수 있는지 생각합니다.`,
              `Think: ${m(total)} splits into ${m(a)} and what number?`,
            ),
            L(
              `${m(a)}에서 ${m(total)}까지 이어 세면 ${m(b)}번 셉니다.`,
              `Counting on from ${m(a)} to ${m(total)} takes ${m(b)} counts.`,
            ),
            L(`다른 바구니에는 ${m(b)}${thing.counter}입니다.`, `The other basket has ${m(b)}.`),
          ],
        });
      }
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 2,
        stem: L(
          `${withJosa(m(a), '과/와')} ${withJosa(m(b), '을/를')} 모으면 몇이 됩니까?`,
          `If you put ${m(a)} and ${m(b)} together, what number do you get?`,
        ),
        correct: m(total),
        wrong: countChoices(total, [total - 1, total + 1, total - 10, Math.abs(a - b), 10 + a]),
        steps: [
          L(
            `${m(a)}에 ${withJosa(m(10 - a), '을/를')} 먼저 모아 ${m(10)}을 만듭니다.`,
            `First take ${m(10 - a)} from ${m(b)} to make ${m(10)} with ${m(a)}.`,
          ),
          L(
            `${m(10)}과 남은 ${withJosa(m(b - (10 - a)), '을/를')} 모으면 ${m(total)}입니다.`,
            `${m(10)} and the ${m(b - (10 - a))} left over make ${m(total)}.`,
          ),
        ],
      });
    },
    // Count on from a by ones, b times.
    check: ({ a, b, split }, problem) =>
      keyIs(problem, split ? findOnly(0, 20, (x) => countOn(a, x) === a + b) : countOn(a, b)),
  }),

  defineTemplate(U, 'order-and-compare', {
    version: 2,
    params: (r) => {
      const digits = [1, 2, 3, 4];
      const t = r.pick(digits);
      const o = r.intExcept(1, 4, [t]);
      const pool = new Set<number>([t * 10 + o, o * 10 + t]);
      while (pool.size < 5) pool.add(r.int(10, 50));
      return { kind: r.int(0, 4), n: r.int(11, 48), list: r.shuffle([...pool]) };
    },
    generate: ({ kind, n, list }, rng) => {
      if (kind <= 2) {
        const answer = kind === 0 ? n + 1 : kind === 1 ? n - 1 : n + 1;
        const stem =
          kind === 0
            ? L(`${m(n)}보다 ${m(1)}만큼 더 큰 수는 무엇입니까?`, `What number is ${m(1)} more than ${m(n)}?`)
            : kind === 1
              ? L(`${m(n)}보다 ${m(1)}만큼 더 작은 수는 무엇입니까?`, `What number is ${m(1)} less than ${m(n)}?`)
              : L(
                  `${withJosa(m(n), '과/와')} ${m(n + 2)} 사이에 있는 수는 무엇입니까?`,
                  `What number is between ${m(n)} and ${m(n + 2)}?`,
                );
        return multiple(rng, {
          subUnit: `${U}.s6`,
          difficulty: 1,
          stem,
          correct: m(answer),
          wrong: countChoices(answer, [
            kind === 1 ? n + 1 : n - 1,
            n,
            answer + 10,
            answer - 10,
            kind === 2 ? n + 2 : answer + 1,
          ]),
          steps: [
            L('수를 순서대로 세어 봅니다.', 'Count the numbers in order.'),
            L(
              `${m(`${n - 1},\\ ${n},\\ ${n + 1},\\ ${n + 2}`)} 순서이므로 답은 ${m(answer)}입니다.`,
              `The order is ${m(`${n - 1},\\ ${n},\\ ${n + 1},\\ ${n + 2}`)}, so the answer is ${m(answer)}.`,
            ),
          ],
        });
      }
      const largest = kind === 3;
      return greatestOrLeastChoice(rng, {
        list,
        largest,
        subUnit: `${U}.s7`,
        difficulty: 2,
        steps: (answer) => [
          L('먼저 10개씩 묶음의 수(십의 자리)를 비교합니다.', 'First compare the number of tens.'),
          L('10개씩 묶음의 수가 같으면 낱개의 수를 비교합니다.', 'If the tens are the same, compare the ones.'),
          L(
            `작은 수부터 차례로 놓으면 ${m([...list].sort((a, b) => a - b).join(',\\ '))}입니다.`,
            `In order from least to greatest: ${m([...list].sort((a, b) => a - b).join(',\\ '))}.`,
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
            `The ${largest ? 'greatest' : 'least'} number is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Step through the counting sequence, or compare choices by tens then ones.
    check: ({ kind, n }, problem) => {
      if (kind === 0 || kind === 2)
        return keyIs(
          problem,
          findOnly(0, 60, (x) => x - 1 === n),
        );
      if (kind === 1)
        return keyIs(
          problem,
          findOnly(0, 60, (x) => x + 1 === n),
        );
      const values = (problem.choices ?? []).map((c) => numberOf(c));
      const key = (v: number) => Math.floor(v / 10) * 100 + (v % 10);
      const best = values.reduce((a, b) => ((kind === 3 ? key(b) > key(a) : key(b) < key(a)) ? b : a));
      return keyIs(problem, best);
    },
  }),
  defineTemplate(U, 'digit-cards', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([0, 1, 2, 3, 4]).slice(0, 3), greatest: r.int(0, 1) === 1 }),
    generate: ({ cards, greatest }) => {
      const nonzero = cards.filter((c) => c > 0).sort((a, b) => a - b);
      const sorted = [...cards].sort((a, b) => a - b);
      // Greatest: the biggest card in the tens, the next in the ones. Least: the smallest non-zero card in the tens.
      const tens = greatest ? sorted[2]! : nonzero[0]!;
      const rest = sorted.filter((c, i) => i !== sorted.indexOf(tens));
      const ones = greatest ? rest[1]! : rest[0]!;
      const answer = tens * 10 + ones;
      const shown = cards.map((c) => m(`\\boxed{${c}}`)).join(' ');
      return essay({
        subUnit: `${U}.s7`,
        difficulty: 4,
        stem: [
          `수 카드 ${m(3)}장 중에서 ${m(2)}장을 골라 한 번씩만 사용하여 몇십몇을 만들려고 합니다. 만들 수 있는 가장 ${greatest ? '큰' : '작은'} 수를 구해 보세요. ${shown}`,
          `Choose ${m(2)} of these ${m(3)} number cards, each used once, to make a two-digit number. What is the ${greatest ? 'greatest' : 'least'} number you can make? ${shown}`,
        ],
        answer: String(answer),
        form: 'number',
        steps: [
          [
            '10개씩 묶음의 수가 클수록 큰 수입니다. 그래서 10개씩 묶음 자리에 놓을 카드를 먼저 정하는 것이 열쇠입니다.',
            'The more tens, the greater the number, so the key is to choose the tens card first.',
          ],
          greatest
            ? [
                `가장 큰 수 ${withJosa(m(tens), '을/를')} 10개씩 묶음 자리에, 다음으로 큰 수 ${withJosa(m(ones), '을/를')} 낱개 자리에 놓습니다.`,
                `Put the greatest card, ${m(tens)}, in the tens place and the next greatest, ${m(ones)}, in the ones place.`,
              ]
            : [
                `${m(0)}은 10개씩 묶음 자리에 놓을 수 없으므로, ${m(0)}이 아닌 가장 작은 수 ${withJosa(m(tens), '을/를')} 10개씩 묶음 자리에 놓고, 남은 카드 중 작은 수 ${withJosa(m(ones), '을/를')} 낱개 자리에 놓습니다.`,
                `A two-digit number cannot start with ${m(0)}, so put the least card that is not ${m(0)}, ${m(tens)}, in the tens place and the least card left, ${m(ones)}, in the ones place.`,
              ],
          madeNumberStep(greatest, answer),
        ],
      });
    },
    // Make every two-digit number from the cards and take the greatest or least.
    check: ({ cards, greatest }, problem) => keyIs(problem, cardExtreme(cards, 2, greatest)),
  }),

  defineTemplate(U, 'box-digit', {
    version: 2,
    params: (r) => ({ tens: r.int(1, 4), ones: r.int(2, 7), more: r.int(0, 1) === 1, ask: r.int(0, 1) }),
    generate: ({ tens, ones, more, ask }) => {
      // tens□ > tens·ones (or <): the tens are equal, so the box decides by its ones digit.
      const tex = `${tens}\\square${more ? '>' : '<'}${tens}${ones}`;
      const fits = Array.from({ length: 10 }, (_, d) => d).filter((d) => (more ? d > ones : d < ones));
      const kind = ask === 0 ? 'count' : more ? 'least' : 'greatest';
      return boxFitEssay({
        tex,
        ask: kind,
        fits,
        difficulty: 4,
        subUnit: `${U}.s7`,
        steps: [
          [
            `두 수의 10개씩 묶음의 수가 ${withJosa(m(tens), '으로/로')} 같습니다. 그래서 낱개의 수만 비교하면 되는 것이 열쇠입니다.`,
            `Both numbers have the same tens digit, ${m(tens)}, so the key is that only the ones digits decide.`,
          ],
          [
            `${m('\\square')}는 ${m(ones)}보다 ${more ? '큰' : '작은'} 수여야 합니다. ${m(ones)}${more ? '보다 크면' : '보다 작으면'} 되고 ${withJosa(m(ones), '은/는')} 들어갈 수 없습니다.`,
            `The box must be ${more ? 'greater' : 'less'} than ${m(ones)}; ${m(ones)} itself does not fit.`,
          ],
        ],
      });
    },
    // Put each digit 0 to 9 in the box and compare the two numbers.
    check: ({ tens, ones, more, ask }, problem) =>
      keyIs(
        problem,
        boxAnswer(
          boxFits(`${tens}\\square${more ? '>' : '<'}${tens}${ones}`, 0, 9),
          ask === 0 ? 'count' : more ? 'least' : 'greatest',
        ),
      ),
  }),

  defineTemplate(U, 'between-points', {
    version: 1,
    params: (r) => {
      const min = 10 * r.int(1, 4);
      const a = min + r.int(1, 5);
      return { min, a, b: r.int(a + 3, min + 9) };
    },
    generate: ({ min, a, b }) => {
      const inside = b - a - 1;
      const problem = essay({
        subUnit: `${U}.s6`,
        difficulty: 3,
        stem: [
          '수직선에서 점 A와 점 B 사이에 있는 수는 모두 몇 개입니까?',
          'On the number line, how many numbers are between point A and point B?',
        ],
        answer: String(inside),
        form: 'number',
        unit: '개',
        steps: [
          [
            `눈금 한 칸은 ${m(1)}입니다. ${m(min)}에서부터 세면 점 A는 ${m(a)}, 점 B는 ${withJosa(m(b), '을/를')} 나타냅니다.`,
            `Each tick is ${m(1)}. Counting on from ${m(min)}, point A is at ${m(a)} and point B is at ${m(b)}.`,
          ],
          [
            `${withJosa(m(a), '과/와')} ${m(b)} 사이에 있는 수는 ${Array.from({ length: inside }, (_, i) => m(a + 1 + i)).join(', ')}입니다. 두 점이 나타내는 수는 세지 않습니다.`,
            `The numbers between them are ${Array.from({ length: inside }, (_, i) => m(a + 1 + i)).join(', ')}; the two points themselves do not count.`,
          ],
          [`모두 ${m(inside)}개입니다.`, `That makes ${m(inside)} numbers.`],
        ],
      });
      return withFigure(
        problem,
        numberLine({
          min,
          max: min + 10,
          labelEvery: 5,
          points: [
            { value: a, label: 'A' },
            { value: b, label: 'B' },
          ],
        }),
      );
    },
    // Read both points from the figure's description and count the numbers strictly between.
    check: (_p, problem) => {
      const alt = problem.figure?.alt.en ?? '';
      const at = (label: string) => Number(new RegExp(`Point ${label} is at (\\d+)`).exec(alt)?.[1]);
      return keyIs(
        problem,
        findOnly(0, 50, (n) => n === at('B') - at('A') - 1),
      );
    },
  }),

  defineTemplate(U, 'extra-ones', {
    version: 2,
    params: (r) => ({ bundles: r.int(1, 3), loose: r.int(11, 19), thing: r.pick(THINGS) }),
    ranges: { total: [21, 49] },
    values: ({ bundles, loose }) => ({ total: 10 * bundles + loose }),
    generate: ({ bundles, loose, thing }) => {
      const total = 10 * bundles + loose;
      return essay({
        subUnit: `${U}.s4`,
        difficulty: 4,
        stem: [
          `${thing.ko}${josa(thing.ko, '이/가')} 10${thing.counter}씩 묶음 ${m(bundles)}개와 낱개 ${m(loose)}${thing.counter} 있습니다. ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
          `There ${bundles === 1 ? 'is' : 'are'} ${m(bundles)} ${bundles === 1 ? 'bundle' : 'bundles'} of ten ${thing.many} and ${m(loose)} loose ${thing.many}. How many ${thing.many} are there in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: thing.counter,
        steps: [
          [
            `낱개 ${m(loose)}개는 10개씩 묶음 ${m(1)}개와 낱개 ${withJosa(`${m(loose - 10)}개`, '으로/로')} 다시 묶을 수 있습니다. 낱개가 ${m(10)}개보다 많으면 다시 묶는 것이 열쇠입니다.`,
            `The key idea: ${m(loose)} loose ones make ${m(1)} more ten and ${m(loose - 10)} ${loose === 11 ? 'one' : 'ones'}, so regroup them first.`,
          ],
          [
            `10개씩 묶음은 ${m(bundles + 1)}개, 낱개는 ${m(loose - 10)}개가 됩니다.`,
            `That makes ${m(bundles + 1)} tens and ${m(loose - 10)} ${loose === 11 ? 'one' : 'ones'}.`,
          ],
          [`그래서 모두 ${m(total)}${thing.counter}입니다.`, `So there are ${m(total)} in all.`],
        ],
      });
    },
    // Count the bundles by tens and then the loose ones one at a time.
    check: ({ bundles, loose }, problem) => keyIs(problem, countOn(groups(10, bundles), loose)),
  }),

  defineTemplate(U, 'up-to-fifty', {
    version: 1,
    params: (r) => ({ tens: r.int(2, 3), ones: r.int(1, 9), thing: r.pick(THINGS) }),
    generate: ({ tens, ones, thing }) => {
      const have = 10 * tens + ones;
      const toTen = 10 - ones;
      const need = 50 - have;
      return essay({
        subUnit: `${U}.s5`,
        difficulty: 5,
        stem: [
          `${thing.ko}${josa(thing.ko, '이/가')} 10${thing.counter}씩 묶음 ${m(tens)}개와 낱개 ${m(ones)}${thing.counter} 있습니다. ${withJosa(thing.ko, '이/가')} ${m(50)}${thing.counter} 되려면 몇 ${thing.counter} 더 있어야 합니까?`,
          `There are ${m(tens)} bundles of ten ${thing.many} and ${m(ones)} loose ${ones === 1 ? thing.one : thing.many}. How many more ${thing.many} are needed to have ${m(50)}?`,
        ],
        answer: String(need),
        form: 'number',
        unit: thing.counter,
        steps: [
          [
            `지금 있는 ${withJosa(thing.ko, '은/는')} ${m(have)}${thing.counter}입니다.`,
            `Right now there are ${m(have)}.`,
          ],
          [
            `먼저 다음 몇십까지 채우는 것이 열쇠입니다. ${m(have)}에서 ${m(toTen)}${thing.counter} 더 있으면 ${withJosa(m(have + toTen), '이/가')} 됩니다.`,
            `The key idea: first fill up to the next ten. ${m(toTen)} more makes ${m(have + toTen)}.`,
          ],
          [
            `${m(have + toTen)}에서 ${m(50)}까지는 10${thing.counter}씩 묶음 ${m((50 - have - toTen) / 10)}개, 곧 ${m(50 - have - toTen)}${thing.counter}입니다. 모두 ${m(`${toTen}+${50 - have - toTen}=${need}`)}${thing.counter}입니다.`,
            `From ${m(have + toTen)} to ${m(50)} is ${m((50 - have - toTen) / 10)} more ${50 - have - toTen === 10 ? 'ten' : 'tens'}, or ${m(50 - have - toTen)}. In all, ${m(`${toTen}+${50 - have - toTen}=${need}`)}.`,
          ],
        ],
      });
    },
    // Count on one at a time from what there is until there are fifty.
    check: ({ tens, ones }, problem) => {
      let n = groups(10, tens) + ones;
      let added = 0;
      while (n < 50) [n, added] = [n + 1, added + 1];
      return keyIs(problem, added);
    },
  }),
];
