// 2학년 1학기 6단원 곱셈: counting in groups, "times as many", and multiplication sentences.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { nameWith, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';

const CONTAINERS: [string, string][] = [
  ['접시', 'plates'],
  ['봉지', 'bags'],
  ['상자', 'boxes'],
  ['바구니', 'baskets'],
  ['컵', 'cups'],
];

const U = 'kr-e2-1-6';

export const templates = [
  defineTemplate(U, 'count-in-groups', {
    version: 2,
    params: (r) => ({
      size: r.int(2, 9),
      times: r.int(2, 6),
      kind: r.int(0, 1),
      thing: r.pick(THINGS),
      box: r.pick(CONTAINERS),
    }),
    generate: ({ size, times, kind, thing, box }) => {
      const total = size * times;
      const seq = Array.from({ length: times }, (_, i) => size * (i + 1)).join(',\\ ');
      if (kind === 0) {
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 1,
          stem: L(
            `${m(0)}에서 시작하여 ${m(size)}씩 ${m(times)}번 뛰어 세면 얼마가 됩니까?`,
            `Start at ${m(0)} and skip count by ${m(size)} ${m(times)} times. What number do you reach?`,
          ),
          answer: String(total),
          form: 'number',
          steps: [
            L(`${m(size)}씩 뛰어 셉니다: ${m(seq)}`, `Skip count by ${m(size)}: ${m(seq)}.`),
            L(`${m(times)}번 뛰어 센 수는 ${m(total)}입니다.`, `After ${m(times)} jumps you reach ${m(total)}.`),
          ],
        });
      }
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 2,
        stem: L(
          `${box[0]} ${m(times)}개에 ${withJosa(thing.ko, '이/가')} ${m(size)}${thing.counter}씩 담겨 있습니다. ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
          `There are ${m(times)} ${box[1]} with ${count(size, thing.one, thing.many)} in each. How many ${thing.many} are there in all?`,
        ),
        answer: String(total),
        form: 'number',
        steps: [
          L(`${m(size)}씩 ${m(times)}묶음입니다.`, `That is ${m(times)} groups of ${m(size)}.`),
          L(`${m(size)}씩 묶어 세면 ${m(seq)}입니다.`, `Counting by ${m(size)}: ${m(seq)}.`),
          L(`모두 ${m(total)}${thing.counter}입니다.`, `There are ${m(total)} in all.`),
        ],
      });
    },
    // Count every object one by one across the groups.
    check: ({ size, times }, problem) => {
      let n = 0;
      for (let g = 0; g < times; g++) for (let i = 0; i < size; i++) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(U, 'times-as-many', {
    version: 2,
    params: (r) => {
      const p = r.pick(PEOPLE);
      return {
        base: r.int(2, 9),
        k: r.int(2, 5),
        ask: r.int(0, 1),
        p,
        q: r.pick(PEOPLE.filter((x) => x !== p)),
        thing: r.pick(THINGS),
      };
    },
    generate: ({ base, k, ask, p, q, thing }, rng) => {
      const big = base * k;
      if (ask === 0) {
        return multiple(rng, {
          subUnit: `${U}.s3`,
          difficulty: 2,
          stem: L(
            `${nameWith(p, '는')} ${withJosa(thing.ko, '을/를')} ${m(base)}${thing.counter} 가지고 있고, ${nameWith(q, '는')} ${nameWith(p, '가')} 가진 것의 ${m(k)}배만큼 가지고 있습니다. ${nameWith(q, '가')} 가진 ${withJosa(thing.ko, '은/는')} 몇 ${thing.counter}입니까?`,
            `${p.en} has ${count(base, thing.one, thing.many)}. ${q.en} has ${m(k)} times as many as ${p.en}. How many ${thing.many} does ${q.en} have?`,
          ),
          correct: m(big),
          wrong: countChoices(big, [base + k, big + base, big - base, base * (k + 1) + 1, k]),
          steps: [
            L(
              `${m(base)}의 ${m(k)}배는 ${withJosa(m(base), '을/를')} ${m(k)}번 더한 것입니다.`,
              `${m(k)} times ${m(base)} means adding ${m(base)} ${m(k)} times.`,
            ),
            L(
              `${m(`${Array.from({ length: k }, () => base).join('+')}=${big}`)}`,
              `${m(`${Array.from({ length: k }, () => base).join('+')}=${big}`)}`,
            ),
            L(`${nameWith(q, '는')} ${m(big)}${thing.counter} 가지고 있습니다.`, `${q.en} has ${m(big)}.`),
          ],
        });
      }
      return multiple(rng, {
        subUnit: `${U}.s4`,
        difficulty: 3,
        stem: L(`${withJosa(m(big), '은/는')} ${m(base)}의 몇 배입니까?`, `${m(big)} is how many times ${m(base)}?`),
        correct: m(k),
        wrong: countChoices(k, [big - base, k + 1, k - 1, base, big + base]),
        steps: [
          L(`${m(base)}씩 묶어 보면 몇 묶음이 되는지 셉니다.`, `Count how many groups of ${m(base)} make ${m(big)}.`),
          L(
            `${m(Array.from({ length: k }, (_, i) => base * (i + 1)).join(',\\ '))}이므로 ${m(k)}묶음입니다.`,
            `${m(Array.from({ length: k }, (_, i) => base * (i + 1)).join(',\\ '))}, so there are ${m(k)} groups.`,
          ),
          L(`${withJosa(m(big), '은/는')} ${m(base)}의 ${m(k)}배입니다.`, `${m(big)} is ${m(k)} times ${m(base)}.`),
        ],
      });
    },
    // Repeated addition, or search for how many groups of the base make the bigger number.
    check: ({ base, k, ask }, problem) =>
      keyIs(problem, ask === 0 ? groups(base, k) : findOnly(1, 20, (t) => groups(base, t) === base * k)),
  }),

  defineTemplate(U, 'multiplication-sentences', {
    version: 2,
    params: (r) => ({
      a: r.int(2, 9),
      b: r.int(2, 6),
      kind: r.int(0, 2),
      thing: r.pick(THINGS),
      box: r.pick(CONTAINERS),
    }),
    generate: ({ a, b, kind, thing, box }) => {
      const sum = Array.from({ length: b }, () => a).join('+');
      if (kind === 0) {
        return essay({
          subUnit: `${U}.s5`,
          difficulty: 2,
          stem: L(
            `덧셈식을 곱셈식으로 나타내려고 합니다. ${m('\\square')}에 알맞은 수를 쓰세요. ${m(`${sum}=${a}\\times\\square`)}`,
            `Write the addition as a multiplication. What goes in the box? ${m(`${sum}=${a}\\times\\square`)}`,
          ),
          answer: String(b),
          form: 'number',
          steps: [
            L(`${withJosa(m(a), '을/를')} ${m(b)}번 더했습니다.`, `${m(a)} is added ${m(b)} times.`),
            L(
              `그래서 ${m(`${sum}=${a}\\times${b}`)}이므로 ${m('\\square')} 안에 알맞은 수는 ${m(b)}입니다.`,
              `So ${m(`${sum}=${a}\\times${b}`)} and the number in the box is ${m(b)}.`,
            ),
          ],
        });
      }
      const total = a * b;
      return essay({
        subUnit: `${U}.s6`,
        difficulty: kind === 1 ? 2 : 3,
        stem:
          kind === 1
            ? L(
                `곱셈식을 계산해 보세요. ${m(`${a}\\times${b}=\\square`)}`,
                `Find the product. ${m(`${a}\\times${b}=\\square`)}`,
              )
            : L(
                `${withJosa(thing.ko, '을/를')} ${box[0]} 하나에 ${m(a)}${thing.counter}씩 ${box[0]} ${m(b)}개에 담았습니다. 곱셈식으로 나타내어 모두 몇 ${thing.counter}인지 구하세요.`,
                `${count(a, thing.one, thing.many)} were put in each of ${m(b)} ${box[1]}. Write a multiplication sentence and find how many ${thing.many} there are in all.`,
              ),
        answer: String(total),
        form: 'number',
        steps: [
          L(
            `${m(a)}씩 ${m(b)}묶음은 ${m(`${a}\\times${b}`)}입니다.`,
            `${m(b)} groups of ${m(a)} is ${m(`${a}\\times${b}`)}.`,
          ),
          L(`${m(`${sum}=${total}`)}`, `${m(`${sum}=${total}`)}`),
          L(`${m(`${a}\\times${b}=${total}`)}`, `${m(`${a}\\times${b}=${total}`)}`),
        ],
      });
    },
    // Count the groups in the written sum, or add the groups one by one.
    check: ({ a, b, kind }, problem) => {
      if (kind === 0) {
        const sum = /\\\(([\d+]+)=/.exec(problem.stem.en)?.[1] ?? '';
        return keyIs(problem, sum.split('+').length);
      }
      return keyIs(problem, groups(a, b));
    },
  }),
];
