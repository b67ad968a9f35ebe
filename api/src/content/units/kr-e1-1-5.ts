// 1학년 1학기 5단원 50까지의 수: ten, teen numbers, tens and ones, order and comparison up to 50.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { THINGS } from '../kit/people.js';
import { keyIs, numberOf } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { greatestOrLeastChoice } from '../kit/ordering.js';
import { countOn, findOnly, groups } from '../kit/counting.js';

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
];
