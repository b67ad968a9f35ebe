// 2학년 2학기 2단원 곱셈구구: the times tables from 2 to 9, with 0 and 1, in facts and stories.
import { L, PEOPLE, THINGS, findOnly, groups, jo, m, nameKo, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

const GROUPS: [string, string, string][] = [
  ['상자', 'boxes', '상자'],
  ['봉지', 'bags', '봉지'],
  ['접시', 'plates', '접시'],
  ['바구니', 'baskets', '바구니'],
  ['주머니', 'pouches', '주머니'],
];

export const templates = unitTemplates('kr-e2-2-2', [
  spec({
    name: 'times-table-facts',
    params: (r) => ({ a: r.int(0, 9), b: r.int(0, 9), frame: r.int(0, 2) }),
    draft: ({ a: a0, b, frame }) => {
      const a = a0 === 0 && b === 0 ? 2 : a0;
      const p = a * b;
      const special = a <= 1 || b <= 1;
      return {
        type: 'essay',
        difficulty: special ? 1 : a >= 6 && b >= 6 ? 3 : 2,
        stem:
          [
            L(`계산해 보세요. ${m(`${a}\\times${b}`)}`, `Multiply. ${m(`${a}\\times${b}`)}`),
            L(
              `${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(`${a}\\times${b}=\\square`)}`,
              `Write the number that goes in the box. ${m(`${a}\\times${b}=\\square`)}`,
            ),
            L(`${m(a)}의 ${m(b)}배는 얼마입니까?`, `What is ${m(b)} times ${m(a)}?`),
          ][frame] ?? L('', ''),
        answer: p,
        steps:
          a === 0 || b === 0
            ? [
                L('어떤 수와 0의 곱은 항상 0입니다.', 'Any number times 0 is 0.'),
                L(`${m(`${a}\\times${b}=0`)}`, `${m(`${a}\\times${b}=0`)}`),
              ]
            : a === 1 || b === 1
              ? [
                  L('1과 어떤 수의 곱은 항상 그 수 자신입니다.', 'One times any number is that number.'),
                  L(`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`),
                ]
              : [
                  L(
                    `${m(a)}단 곱셈구구를 외웁니다. ${m(a)}씩 ${m(b)}번 뛰어 세면 됩니다.`,
                    `Use the ${m(a)} times table: count by ${m(a)} ${m(b)} times.`,
                  ),
                  L(
                    `${m(Array.from({ length: b }, (_, i) => a * (i + 1)).join(',\\ '))}`,
                    `${m(Array.from({ length: b }, (_, i) => a * (i + 1)).join(',\\ '))}`,
                  ),
                  L(`${m(`${a}\\times${b}=${p}`)}`, `${m(`${a}\\times${b}=${p}`)}`),
                ],
      };
    },
    // Repeated addition.
    solve: ({ a: a0, b }) => groups(a0 === 0 && b === 0 ? 2 : a0, b),
  }),

  spec({
    name: 'times-table-story',
    params: (r) => ({
      a: r.int(2, 9),
      b: r.int(2, 9),
      g: r.pick(GROUPS),
      t: r.pick(THINGS),
      p: r.pick(PEOPLE),
      kind: r.int(0, 2),
    }),
    draft: ({ a, b, g, t, p, kind }) => {
      const stem =
        [
          L(
            `한 ${g[0]}에 ${w(t.ko, '이/가')} ${m(a)}${t.unit}씩 들어 있습니다. ${m(b)}${g[2]}에 들어 있는 ${w(t.ko, '은/는')} 모두 몇 ${t.unit}입니까?`,
            `Each of ${m(b)} ${g[1]} holds ${m(a)} ${t.en}. How many ${t.en} are there in all?`,
          ),
          L(
            `${w(nameKo(p), '은/는')} 하루에 ${w(t.ko, '을/를')} ${m(a)}${t.unit}씩 모읍니다. ${m(b)}일 동안 모은 ${w(t.ko, '은/는')} 모두 몇 ${t.unit}입니까?`,
            `${p.en} collects ${m(a)} ${t.en} every day. How many ${t.en} does ${p.en} collect in ${m(b)} days?`,
          ),
          L(
            `세발자전거 한 대의 바퀴는 ${m(3)}개입니다. 세발자전거 ${m(b)}대의 바퀴는 모두 몇 개입니까?`,
            `A tricycle has ${m(3)} wheels. How many wheels do ${m(b)} tricycles have?`,
          ),
        ][kind] ?? L('', '');
      const x = kind === 2 ? 3 : a;
      const answer = x * b;
      return {
        type: 'multiple',
        difficulty: 2,
        stem,
        correct: answer,
        wrong: [x + b, x * (b + 1), x * (b - 1), (x + 1) * b, answer + 1],
        steps: [
          L(
            `${m(x)}씩 ${m(b)}묶음이므로 곱셈식 ${m(`${x}\\times${b}`)}${jo(b, '으로/로')} 나타냅니다.`,
            `${m(b)} groups of ${m(x)}: ${m(`${x}\\times${b}`)}.`,
          ),
          L(`${m(`${x}\\times${b}=${answer}`)}`, `${m(`${x}\\times${b}=${answer}`)}`),
          L(`답은 ${m(answer)}입니다.`, `The answer is ${m(answer)}.`),
        ],
      };
    },
    // Count every object group by group.
    solve: ({ a, b, kind }) => {
      let n = 0;
      for (let i = 0; i < b; i++) for (let j = 0; j < (kind === 2 ? 3 : a); j++) n++;
      return n;
    },
  }),

  spec({
    name: 'missing-factor',
    params: (r) => ({ a: r.int(2, 9), b: r.int(2, 9), side: r.int(0, 1) }),
    draft: ({ a, b, side }) => {
      const p = a * b;
      const tex = side ? `\\square\\times${b}=${p}` : `${a}\\times\\square=${p}`;
      const answer = side ? a : b;
      const known = side ? b : a;
      return {
        type: 'multiple',
        difficulty: 3,
        stem: L(`${m('\\square')} 안에 알맞은 수는 무엇입니까? ${m(tex)}`, `What number goes in the box? ${m(tex)}`),
        correct: answer,
        wrong: [p - known, answer + 1, answer - 1, p + known, known],
        steps: [
          L(
            `${m(known)}단 곱셈구구에서 곱이 ${m(p)}인 것을 찾습니다.`,
            `Look in the ${m(known)} times table for the product ${m(p)}.`,
          ),
          L(
            `${m(side ? `${answer}\\times${b}=${p}` : `${a}\\times${answer}=${p}`)}이므로 ${m('\\square')}는 ${m(answer)}입니다.`,
            `${m(side ? `${answer}\\times${b}=${p}` : `${a}\\times${answer}=${p}`)}, so the box is ${m(answer)}.`,
          ),
        ],
      };
    },
    // Try every digit in the box.
    solve: ({ a, b, side }) => findOnly(0, 12, (x) => (side ? groups(x, b) : groups(a, x)) === a * b),
  }),
]);
