// 3학년 2학기 5단원 들이와 무게: litres and millilitres, kilograms and grams; converting, adding, comparing.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs, keyHolds } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-2-5';

const UNITS = {
  cap: { big: 'L', small: 'mL', bigKo: '들이', what: ['물', 'water'] },
  wt: { big: 'kg', small: 'g', bigKo: '무게', what: ['무게', 'weight'] },
} as const;
type Kind = keyof typeof UNITS;
/** Particles after a quantity: 그램 ends in a consonant, 리터 does not. */
const pj = (k: Kind, pair: '은/는' | '을/를' | '과/와') => josa(k === 'wt' ? '그램' : '리터', pair);
const t = (n: number | string, unit: string) => `${n}\\text{ ${unit}}`;
const both = (total: number, k: Kind) => {
  const u = UNITS[k];
  const big = Math.floor(total / 1000);
  const small = total % 1000;
  if (big === 0) return t(small, u.small);
  return small === 0 ? t(big, u.big) : `${t(big, u.big)}\\ ${t(small, u.small)}`;
};
/** Reads "3 kg 200 g" style LaTeX back into the small unit. */
const toSmall = (tex: string, k: Kind) => {
  const u = UNITS[k];
  const big = new RegExp(`(\\d+)\\\\text\\{ ?${u.big}\\}`).exec(tex);
  const small = new RegExp(`(\\d+)\\\\text\\{ ?${u.small}\\}`).exec(tex);
  return groups(1000, Number(big?.[1] ?? 0)) + Number(small?.[1] ?? 0);
};

export const templates = [
  defineTemplate(UNIT, 'convert-units', {
    version: 2,
    params: (r) => ({
      k: r.pick(['cap', 'wt'] as Kind[]),
      big: r.int(1, 9),
      small: r.int(1, 999),
      toSmall: r.int(0, 2) > 0,
    }),
    generate: ({ k, big, small, toSmall: down }) => {
      const u = UNITS[k];
      const total = big * 1000 + small;
      return down
        ? essay({
            difficulty: small < 100 ? 3 : 2,
            stem: L(
              `${m(both(total, k))}${pj(k, '은/는')} 몇 ${m(`\\text{${u.small}}`)}입니까?`,
              `How many ${u.small === 'mL' ? 'milliliters' : 'grams'} is ${m(both(total, k))}?`,
            ),
            answer: String(total),
            form: 'number',
            unit: u.small,
            steps: [
              big === 1
                ? L(
                    `${m(`1\\text{ ${u.big}}=1000\\text{ ${u.small}}`)}입니다.`,
                    `${m(`1\\text{ ${u.big}}=1000\\text{ ${u.small}}`)}.`,
                  )
                : L(
                    `${m(`1\\text{ ${u.big}}=1000\\text{ ${u.small}}`)}이므로 ${m(`${t(big, u.big)}=${t(big * 1000, u.small)}`)}입니다.`,
                    `${m(`1\\text{ ${u.big}}=1000\\text{ ${u.small}}`)}, so ${m(`${t(big, u.big)}=${t(big * 1000, u.small)}`)}.`,
                  ),
              L(
                `${m(`${big * 1000}+${small}=${total}`)}이므로 ${m(t(total, u.small))}입니다.`,
                `${m(`${big * 1000}+${small}=${total}`)}, so it is ${m(t(total, u.small))}.`,
              ),
            ],
          })
        : essay({
            difficulty: 2,
            stem: L(
              `${m('\\square')} 안에 알맞은 수를 구하시오. ${m(`${t(total, u.small)}=\\square\\text{ ${u.big}}\\ ${t(small, u.small)}`)}`,
              `Find the number that goes in the box. ${m(`${t(total, u.small)}=\\square\\text{ ${u.big}}\\ ${t(small, u.small)}`)}`,
            ),
            answer: String(big),
            form: 'number',
            unit: u.big,
            steps: [
              L(
                `${m(`1000\\text{ ${u.small}}=1\\text{ ${u.big}}`)}입니다.`,
                `${m(`1000\\text{ ${u.small}}=1\\text{ ${u.big}}`)}.`,
              ),
              L(
                `${m(t(total, u.small))}${pj(k, '은/는')} ${m(both(total, k))}이므로 ${m('\\square')} 안에 알맞은 수는 ${m(big)}입니다.`,
                `${m(t(total, u.small))} is ${m(both(total, k))}, so the box is ${m(big)}.`,
              ),
            ],
          });
    },
    // Parse the quantity written in the stem back into the small unit (or count whole thousands).
    check: ({ k, toSmall: down }, problem) => {
      const math = /\\\((.*?)\\\)/.exec(problem.stem.en)?.[1] ?? '';
      const small = toSmall(math, k);
      if (down) return keyIs(problem, small);
      let n = 0;
      while ((n + 1) * 1000 <= small) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'add-and-subtract', {
    version: 2,
    params: (r) => {
      const k = r.pick(['cap', 'wt'] as Kind[]);
      const a = r.int(1, 5) * 1000 + r.int(100, 900);
      const b = r.int(1, 3) * 1000 + r.int(100, 900);
      return { k, a, b, add: r.int(0, 1) === 1, p: r.pick(PEOPLE) };
    },
    generate: ({ k, a, b, add, p }, rng) => {
      const u = UNITS[k];
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const answer = add ? a + b : big - small;
      const stem =
        k === 'cap'
          ? add
            ? L(
                `물통에 물이 ${m(both(a, k))} 들어 있습니다. 여기에 물 ${m(both(b, k))}${pj(k, '을/를')} 더 부었습니다. 물통에 든 물은 모두 몇 ${m('\\text{mL}')}입니까?`,
                `A water tank holds ${m(both(a, k))} of water. Then ${m(both(b, k))} more is poured in. How many milliliters of water are in the tank now?`,
              )
            : L(
                `주스 ${m(both(big, k))} 중에서 ${m(both(small, k))}${pj(k, '을/를')} 마셨습니다. 남은 주스는 몇 ${m('\\text{mL}')}입니까?`,
                `From ${m(both(big, k))} of juice, ${m(both(small, k))} was drunk. How many milliliters are left?`,
              )
          : add
            ? L(
                `${withJosa(callKo(p), '은/는')} 감자 ${m(both(a, k))}${pj(k, '과/와')} 고구마 ${m(both(b, k))}${pj(k, '을/를')} 샀습니다. 산 감자와 고구마의 무게는 모두 몇 ${m('\\text{g}')}입니까?`,
                `${p.en} bought ${m(both(a, k))} of potatoes and ${m(both(b, k))} of sweet potatoes. How many grams is that in all?`,
              )
            : L(
                `무게가 ${m(both(big, k))}인 상자에서 ${m(both(small, k))}만큼 물건을 꺼냈습니다. 남은 상자의 무게는 몇 ${m('\\text{g}')}입니까?`,
                `A box weighs ${m(both(big, k))}. Things weighing ${m(both(small, k))} are taken out. How many grams does the box weigh now?`,
              );
      const noCarry = add
        ? Math.floor(a / 1000) * 1000 + Math.floor(b / 1000) * 1000 + (((a % 1000) + (b % 1000)) % 1000)
        : answer + 1000;
      return multiple(rng, {
        difficulty: 3,
        stem,
        correct: m(answer),
        wrong: countChoices(answer, [noCarry, add ? big - small : a + b, answer + 100, answer - 100, answer + 10]),
        steps: [
          L(
            `${m(`\\text{${u.big}}`)}${pj(k, '은/는')} ${m(`\\text{${u.big}}`)}끼리, ${m(`\\text{${u.small}}`)}${pj(k, '은/는')} ${m(`\\text{${u.small}}`)}끼리 계산하고, ${m(`1000\\text{ ${u.small}}=1\\text{ ${u.big}}`)}임을 이용합니다.`,
            `Work with ${u.big} and ${u.small} separately, using ${m(`1000\\text{ ${u.small}}=1\\text{ ${u.big}}`)}.`,
          ),
          L(
            `${m(add ? `${both(a, k)}+${both(b, k)}=${both(answer, k)}` : `${both(big, k)}-${both(small, k)}=${both(answer, k)}`)}`,
            `${m(add ? `${both(a, k)}+${both(b, k)}=${both(answer, k)}` : `${both(big, k)}-${both(small, k)}=${both(answer, k)}`)}`,
          ),
          L(
            `${m(both(answer, k))}${pj(k, '은/는')} ${m(t(answer, u.small))}입니다.`,
            `${m(both(answer, k))} is ${m(t(answer, u.small))}.`,
          ),
        ],
      });
    },
    // Column arithmetic in the small unit.
    check: ({ a, b, add }, problem) =>
      keyIs(problem, add ? columnAdd(a, b) : columnSub(Math.max(a, b), Math.min(a, b))),
  }),

  defineTemplate(UNIT, 'compare-amounts', {
    version: 2,
    params: (r) => {
      const k = r.pick(['cap', 'wt'] as Kind[]);
      const base = r.int(1, 3) * 1000;
      const set = new Set<number>();
      while (set.size < 5) set.add(base + r.pick([-200, -50, -20, 0, 20, 50, 80, 200, 300, 500]) + r.int(0, 1) * 5);
      return {
        k,
        values: r.shuffle([...set]),
        largest: r.int(0, 1) === 1,
        forms: [r.int(0, 1), r.int(0, 1), r.int(0, 1), r.int(0, 1), r.int(0, 1)],
      };
    },
    generate: ({ k, values, largest, forms }, rng) => {
      const u = UNITS[k];
      const show = (v: number, i: number) => m(forms[i] ? t(v, u.small) : both(v, k));
      const best = largest ? Math.max(...values) : Math.min(...values);
      const answer = show(best, values.indexOf(best));
      return multiple(rng, {
        difficulty: 3,
        stem:
          k === 'cap'
            ? L(
                `들이가 가장 ${largest ? '많은' : '적은'} 것은 어느 것입니까?`,
                `Which amount of liquid is the ${largest ? 'greatest' : 'least'}?`,
              )
            : L(
                `가장 ${largest ? '무거운' : '가벼운'} 무게는 어느 것입니까?`,
                `Which weight is the ${largest ? 'heaviest' : 'lightest'}?`,
              ),
        correct: answer,
        wrong: values.map(show),
        steps: [
          L(
            `모두 ${m(`\\text{${u.small}}`)} 단위로 바꿉니다: ${m(values.map((v) => t(v, u.small)).join(',\\ '))}`,
            `Change everything to ${u.small}: ${m(values.map((v) => t(v, u.small)).join(',\\ '))}.`,
          ),
          L(
            `가장 ${largest ? '큰' : '작은'} 것은 ${answer}입니다.`,
            `The ${largest ? 'greatest' : 'least'} is ${answer}.`,
          ),
        ],
      });
    },
    // Read each choice back into the small unit; the key, and only the key, is the extreme amount.
    check: ({ k, values, largest }, problem) => {
      const best = values.reduce((x, y) => (y > x === largest ? y : x));
      return keyHolds(problem, (c) => toSmall(c, k) === best);
    },
  }),
];
