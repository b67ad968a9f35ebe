// 5-2 수의 범위와 올림, 버림, 반올림: ranges (이상, 이하, 초과, 미만), and rounding up, down and off in context.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';
import { numberLine, withFigure } from '../kit/figures.js';

const U = 'kr-e5-2-1';
const PLACE = [
  { p: 10, ko: '십의 자리', en: 'ten', below: '일의 자리', belowEn: 'ones' },
  { p: 100, ko: '백의 자리', en: 'hundred', below: '십의 자리', belowEn: 'tens' },
  { p: 1000, ko: '천의 자리', en: 'thousand', below: '백의 자리', belowEn: 'hundreds' },
] as const;
const MODE = [
  { ko: '올림', en: 'Round up' },
  { ko: '버림', en: 'Round down' },
  { ko: '반올림', en: 'Round' },
] as const;

/** The range on a number line: the ends filled when included (이상, 이하) and open when not (초과, 미만). */
function rangeLine(a: number, b: number, lowIncl: boolean, highIncl: boolean) {
  // Ticks one apart while they fit; a wide range gets a tick every 5.
  const wide = b - a > 18;
  return numberLine({
    min: wide ? Math.floor((a - 1) / 5) * 5 : a - 2,
    max: wide ? Math.ceil((b + 1) / 5) * 5 : b + 2,
    step: wide ? 5 : 1,
    intervals: [{ from: a, to: b, fromOpen: !lowIncl, toOpen: !highIncl }],
  });
}

export const templates = [
  defineTemplate(U, 'round-to-place', {
    version: 2,
    params: (rng) => ({ x: rng.int(1001, 99999), place: rng.int(0, 2), mode: rng.int(0, 2) }),
    generate: ({ x, place, mode }, rng) => {
      const pl = PLACE[place] as (typeof PLACE)[number];
      const md = MODE[mode] as (typeof MODE)[number];
      const down = Math.floor(x / pl.p) * pl.p;
      const up = Math.ceil(x / pl.p) * pl.p;
      const digit = Math.floor((x % pl.p) / (pl.p / 10));
      const half = digit >= 5 ? up : down;
      const ans = [up, down, half][mode] as number;
      const rest = x - down;
      const why =
        mode === 0
          ? rest === 0
            ? [
                `${pl.below} 아래가 모두 ${m(0)}이므로 그대로 ${m(num(ans))}입니다.`,
                `Everything below the ${pl.en}s place is ${m(0)}, so it stays ${m(num(ans))}.`,
              ]
            : [
                `${pl.ko} 아래 수 ${withJosa(m(num(rest)), '이/가')} ${m(0)}이 아니므로 ${pl.ko} 숫자를 ${m(1)} 크게 하고 아래 자리를 모두 ${m(0)}으로 하면 ${m(num(ans))}입니다.`,
                `What is below the ${pl.en}s place, ${m(num(rest))}, is not ${m(0)}, so add ${m(1)} to the ${pl.en}s digit and make the lower places ${m(0)}: ${m(num(ans))}.`,
              ]
          : mode === 1
            ? [
                `${pl.ko} 아래 수 ${withJosa(m(num(rest)), '을/를')} 버리고 아래 자리를 모두 ${m(0)}으로 하면 ${m(num(ans))}입니다.`,
                `Drop what is below the ${pl.en}s place (${m(num(rest))}) and make those places ${m(0)}: ${m(num(ans))}.`,
              ]
            : [
                `바로 아래 자리인 ${pl.below}의 숫자가 ${m(digit)}이므로 ${digit >= 5 ? '올림' : '버림'}하여 ${m(num(ans))}입니다.`,
                `The ${pl.belowEn} digit is ${m(digit)}, so round ${digit >= 5 ? 'up' : 'down'}: ${m(num(ans))}.`,
              ];
      return multiple(rng, {
        difficulty: mode === 2 ? 2 : 3,
        stem: [
          `${withJosa(m(num(x)), '을/를')} ${md.ko}하여 ${pl.ko}까지 나타내시오.`,
          `${md.en} ${m(num(x))} to the nearest ${pl.en}.`,
        ],
        ...valueChoices(
          ans,
          [up, down, half, Math.round(x / (pl.p * 10)) * pl.p * 10, ans + pl.p, ans - pl.p, ans + 2 * pl.p],
          { min: 1, step: pl.p },
        ),
        steps: [
          mode === 0
            ? [
                `올림은 구하려는 자리 아래 수가 ${m(0)}이 아니면 그 자리 숫자를 ${m(1)} 크게 하고 아래 자리를 모두 ${m(0)}으로 나타내는 방법입니다.`,
                `Rounding up: if anything below that place is not ${m(0)}, add ${m(1)} to that place and make the lower places ${m(0)}.`,
              ]
            : mode === 1
              ? [
                  `버림은 구하려는 자리 아래 수를 모두 ${m(0)}으로 나타내는 방법입니다.`,
                  `Rounding down: make every digit below that place ${m(0)}.`,
                ]
              : [
                  `반올림은 바로 아래 자리 숫자가 ${m('0, 1, 2, 3, 4')}이면 버리고 ${m('5, 6, 7, 8, 9')}이면 올리는 방법입니다.`,
                  `Rounding: look at the next digit down; ${m(0)} to ${m(4)} round down, ${m(5)} to ${m(9)} round up.`,
                ],
          why as [string, string],
        ],
      });
    },
    // Walk through the multiples of the place value around x.
    check: ({ x, place, mode }, problem) => {
      const p = [10, 100, 1000][place] as number;
      let lo = 0;
      while (lo + p <= x) lo += p;
      const hi = lo === x ? lo : lo + p;
      const want = mode === 0 ? hi : mode === 1 ? lo : x - lo < hi - x || hi === lo ? lo : hi;
      return keyIs(problem, want);
    },
  }),
  // Version 3 draws the range on a number line: a filled dot for 이상/이하, an open one for 초과/미만.
  defineTemplate(U, 'count-in-range', {
    version: 3,
    params: (rng) => {
      const a = rng.int(10, 80);
      return { a, b: a + rng.int(5, 30), lowIncl: rng.int(0, 1) === 1, highIncl: rng.int(0, 1) === 1 };
    },
    generate: ({ a, b, lowIncl, highIncl }) => {
      const lo = lowIncl ? a : a + 1;
      const hi = highIncl ? b : b - 1;
      const c = hi - lo + 1;
      const lowKo = lowIncl ? '이상' : '초과';
      const highKo = highIncl ? '이하' : '미만';
      return withFigure(
        essay({
          difficulty: 2,
          stem: [
            `${m(a)} ${lowKo} ${m(b)} ${highKo}인 자연수는 모두 몇 개입니까?`,
            `How many whole numbers are ${lowIncl ? 'greater than or equal to' : 'greater than'} ${m(a)} and ${highIncl ? 'less than or equal to' : 'less than'} ${m(b)}?`,
          ],
          answer: String(c),
          form: 'number',
          unit: '개',
          steps: [
            [
              `${m(a)} ${withJosa(lowKo, '은/는')} ${withJosa(m(a), '을/를')} ${lowIncl ? '포함하고' : '포함하지 않고'}, ${m(b)} ${withJosa(highKo, '은/는')} ${withJosa(m(b), '을/를')} ${highIncl ? '포함합니다' : '포함하지 않습니다'}.`,
              `${m(a)} is ${lowIncl ? '' : 'not '}included, and ${m(b)} is ${highIncl ? '' : 'not '}included.`,
            ],
            [
              `조건에 맞는 자연수는 ${m(lo)}부터 ${m(hi)}까지이므로 ${m(`${hi}-${lo}+1=${c}`)}(개)입니다.`,
              `The numbers run from ${m(lo)} to ${m(hi)}, so there are ${m(`${hi}-${lo}+1=${c}`)} of them.`,
            ],
          ],
        }),
        rangeLine(a, b, lowIncl, highIncl),
      );
    },
    check: ({ a, b, lowIncl, highIncl }, problem) => {
      let c = 0;
      for (let x = 1; x <= b + 1; x++) if ((lowIncl ? x >= a : x > a) && (highIncl ? x <= b : x < b)) c++;
      return keyIs(problem, c);
    },
  }),
  defineTemplate(U, 'boxes-context', {
    version: 2,
    params: (rng) => {
      const per = rng.pick([10, 100]);
      let total = rng.int(123, 2999);
      if (total % per === 0) total += 7;
      return { per, total, up: rng.int(0, 1) === 1, who: rng.pick(PEOPLE) };
    },
    ranges: { total: [1, 3000] },
    generate: ({ per, total, up, who }, rng) => {
      const ans = up ? Math.ceil(total / per) : Math.floor(total / per);
      const noun = up ? ['묶음', 'pack'] : ['묶음', 'roll'];
      return multiple(rng, {
        difficulty: 3,
        stem: up
          ? [
              `학생 ${m(num(total))}명에게 공책을 한 권씩 나누어 주려고 합니다. 공책을 ${m(per)}권씩 묶음으로만 살 수 있다면 최소 몇 묶음을 사야 합니까?`,
              `Each of ${m(num(total))} students gets one notebook. Notebooks come only in packs of ${m(per)}. What is the least number of packs to buy?`,
            ]
          : [
              `${nameWith(who, '는')} 동전 ${m(num(total))}개를 가지고 있습니다. 동전을 ${m(per)}개씩 묶어 은행에서 지폐로 바꾸려고 합니다. 바꿀 수 있는 묶음은 최대 몇 묶음입니까?`,
              `${who.en} has ${m(num(total))} coins and wraps them in rolls of ${m(per)} to exchange at the bank. What is the greatest number of full rolls?`,
            ],
        ...valueChoices(ans, [up ? ans - 1 : ans + 1, total % per, up ? ans + 1 : ans - 1, ans * per], {
          min: 1,
        }),
        steps: [
          up
            ? [
                '남는 학생도 공책을 받아야 하므로 올림을 합니다.',
                'The leftover students still need notebooks, so round up.',
              ]
            : [
                `${m(per)}개가 안 되는 동전은 묶을 수 없으므로 버림을 합니다.`,
                `Fewer than ${m(per)} coins cannot make a roll, so round down.`,
              ],
          [
            `${withJosa(m(num(total)), '을/를')} ${up ? '올림' : '버림'}하여 ${per === 10 ? '십' : '백'}의 자리까지 나타내면 ${m(num(ans * per))}이므로 ${m(ans)}${noun[0]}입니다.`,
            `${m(num(total))} rounded ${up ? 'up' : 'down'} to the nearest ${per} is ${m(num(ans * per))}, so the answer is ${count(ans, noun[1] as string)}.`,
          ],
        ],
      });
    },
    // Fill packs one at a time.
    check: ({ per, total, up }, problem) => {
      let packs = 0;
      let covered = 0;
      while (up ? covered < total : covered + per <= total) {
        covered += per;
        packs++;
      }
      return keyIs(problem, packs);
    },
  }),
];
