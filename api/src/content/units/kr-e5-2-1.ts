// 5-2 수의 범위와 올림, 버림, 반올림: ranges (이상, 이하, 초과, 미만), and rounding up, down and off in context.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e5-2-1');
const PLACE = [
  { p: 10, ko: '십의 자리', en: 'tens' },
  { p: 100, ko: '백의 자리', en: 'hundreds' },
  { p: 1000, ko: '천의 자리', en: 'thousands' },
];
const MODE = [
  { ko: '올림', en: 'round up' },
  { ko: '버림', en: 'round down' },
  { ko: '반올림', en: 'round' },
];

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'round-to-place',
    params: (rng) => ({ x: rng.int(1001, 99999), place: rng.int(0, 2), mode: rng.int(0, 2) }),
    make: ({ x, place, mode }) => {
      const pl = PLACE[place] ?? PLACE[0]!;
      const md = MODE[mode] ?? MODE[0]!;
      const down = Math.floor(x / pl.p) * pl.p;
      const up = Math.ceil(x / pl.p) * pl.p;
      const half = x - down >= pl.p / 2 ? up : down;
      const ans = [up, down, half][mode] as number;
      return {
        difficulty: mode === 2 ? 2 : 3,
        stem: L(
          `${josa(m(n(x)), '을/를')} ${md.ko}하여 ${pl.ko}까지 나타내세요.`,
          `${md.en[0]!.toUpperCase()}${md.en.slice(1)} ${m(n(x))} to the nearest ${pl.en.replace(/s$/, '')}.`,
        ),
        multiple: {
          correct: N(ans),
          wrong: [N(up), N(down), N(half), N(Math.round(x / (pl.p * 10)) * pl.p * 10), N(ans + pl.p), N(ans - pl.p)],
          min: 1,
        },
        explanation: [
          L(
            mode === 0
              ? `올림은 구하려는 자리 아래 수가 ${m('0')}이 아니면 그 자리 수를 ${m('1')} 크게 하고 아래 자리를 모두 ${m('0')}으로 합니다.`
              : mode === 1
                ? `버림은 구하려는 자리 아래 수를 모두 ${m('0')}으로 나타냅니다.`
                : `반올림은 바로 아래 자리 숫자가 ${m('0, 1, 2, 3, 4')}이면 버리고 ${m('5, 6, 7, 8, 9')}이면 올립니다.`,
            mode === 0
              ? `Rounding up: if anything below that place is not ${m('0')}, add ${m('1')} to that place and make the lower places ${m('0')}.`
              : mode === 1
                ? `Rounding down: make every digit below that place ${m('0')}.`
                : `Rounding: look at the next digit down; ${m('0')}–${m('4')} round down, ${m('5')}–${m('9')} round up.`,
          ),
          L(`${m(n(x))} → ${m(n(ans))}`, `${m(n(x))} → ${m(n(ans))}`),
        ],
      };
    },
    // Walk through the multiples of the place value around x.
    solve: ({ x, place, mode }) => {
      const p = [10, 100, 1000][place] as number;
      let lo = 0;
      while (lo + p <= x) lo += p;
      const hi = lo === x ? lo : lo + p;
      if (mode === 0) return hi;
      if (mode === 1) return lo;
      return x - lo < hi - x || hi === lo ? lo : hi;
    },
  }),
  tpl({
    name: 'count-in-range',
    params: (rng) => {
      const a = rng.int(10, 80);
      return { a, b: a + rng.int(5, 30), lowIncl: rng.int(0, 1) === 1, highIncl: rng.int(0, 1) === 1 };
    },
    make: ({ a, b, lowIncl, highIncl }) => {
      const lo = lowIncl ? a : a + 1;
      const hi = highIncl ? b : b - 1;
      const c = hi - lo + 1;
      const lowKo = lowIncl ? '이상' : '초과';
      const highKo = highIncl ? '이하' : '미만';
      return {
        difficulty: 2,
        stem: L(
          `${m(String(a))} ${lowKo} ${m(String(b))} ${highKo}인 자연수는 모두 몇 개입니까?`,
          `How many whole numbers are ${lowIncl ? 'greater than or equal to' : 'greater than'} ${m(String(a))} and ${highIncl ? 'less than or equal to' : 'less than'} ${m(String(b))}?`,
        ),
        essay: { answer: plain(c), hint: HINT.int },
        explanation: [
          L(
            `${lowIncl ? `${m(String(a))} 이상은 ${josa(m(String(a)), '을/를')} 포함하고` : `${m(String(a))} 초과는 ${josa(m(String(a)), '을/를')} 포함하지 않고`}, ${highIncl ? `${m(String(b))} 이하는 ${josa(m(String(b)), '을/를')} 포함합니다` : `${m(String(b))} 미만은 ${josa(m(String(b)), '을/를')} 포함하지 않습니다`}.`,
            `${lowIncl ? `${m(String(a))} is included` : `${m(String(a))} is not included`}, and ${highIncl ? `${m(String(b))} is included` : `${m(String(b))} is not included`}.`,
          ),
          L(
            `${m(String(lo))}부터 ${m(String(hi))}까지이므로 ${m(`${hi}-${lo}+1=${c}`)}개입니다.`,
            `The numbers run from ${m(String(lo))} to ${m(String(hi))}: ${m(`${hi}-${lo}+1=${c}`)}.`,
          ),
        ],
      };
    },
    solve: ({ a, b, lowIncl, highIncl }) => {
      let c = 0;
      for (let x = 1; x <= b + 1; x++) if ((lowIncl ? x >= a : x > a) && (highIncl ? x <= b : x < b)) c++;
      return c;
    },
  }),
  tpl({
    name: 'boxes-context',
    params: (rng) => ({
      per: rng.pick([10, 100]),
      total: rng.int(123, 2999),
      up: rng.int(0, 1) === 1,
      who: rng.int(0, PEOPLE.length - 1),
    }),
    make: ({ per, total, up, who }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const t = total % per === 0 ? total + 7 : total;
      const ans = up ? Math.ceil(t / per) : Math.floor(t / per);
      return {
        difficulty: 3,
        stem: up
          ? L(
              `학생 ${m(n(t))}명에게 공책을 한 권씩 나누어 주려고 합니다. 공책을 ${m(String(per))}권씩 묶음으로만 살 수 있다면 최소 몇 묶음을 사야 합니까?`,
              `Every one of ${m(n(t))} students gets one notebook. Notebooks come only in packs of ${m(String(per))}. What is the least number of packs to buy?`,
            )
          : L(
              `${topic(p)} 동전 ${m(n(t))}개를 가지고 있습니다. ${m(String(per))}개씩 포장하여 은행에서 지폐로 바꾸려고 합니다. 포장할 수 있는 묶음은 최대 몇 묶음입니까?`,
              `${p.en} has ${m(n(t))} coins and wraps them in rolls of ${m(String(per))} to exchange at the bank. What is the greatest number of full rolls?`,
            ),
        multiple: {
          correct: N(ans),
          wrong: [N(up ? ans - 1 : ans + 1), N(t % per), N(ans * per), N(up ? ans + 1 : ans - 1)],
          min: 1,
        },
        explanation: [
          up
            ? L(
                `남는 학생도 공책을 받아야 하므로 올림을 합니다.`,
                `Leftover students still need notebooks, so round up.`,
              )
            : L(
                `${m(String(per))}개가 안 되는 동전은 포장할 수 없으므로 버림을 합니다.`,
                `Fewer than ${m(String(per))} coins cannot make a roll, so round down.`,
              ),
          L(
            `${josa(m(n(t)), '을/를')} ${up ? '올림' : '버림'}하여 ${per === 10 ? '십' : '백'}의 자리까지 나타내면 ${m(n(ans * per))}이므로 ${m(String(ans))}묶음입니다.`,
            `${m(n(t))} rounded ${up ? 'up' : 'down'} to the nearest ${per} is ${m(n(ans * per))}, so ${m(String(ans))} packs.`,
          ),
        ],
      };
    },
    // Fill packs one at a time.
    solve: ({ per, total, up }) => {
      const t = total % per === 0 ? total + 7 : total;
      let packs = 0;
      let covered = 0;
      while (up ? covered < t : covered + per <= t) {
        covered += per;
        packs++;
      }
      return packs;
    },
  }),
];
