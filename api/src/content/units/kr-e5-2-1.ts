// 5-2 수의 범위와 올림, 버림, 반올림: ranges (이상, 이하, 초과, 미만), and rounding up, down and off in context.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyWhere } from '../kit/check.js';
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
  defineTemplate(U, 'which-in-range', {
    version: 1,
    params: (rng) => {
      const a = rng.int(20, 70);
      return {
        a,
        b: a + rng.int(6, 15),
        lowIncl: rng.int(0, 1) === 1,
        highIncl: rng.int(0, 1) === 1,
        pick: rng.int(0, 99),
      };
    },
    generate: ({ a, b, lowIncl, highIncl, pick }, rng) => {
      const lo = lowIncl ? a : a + 1;
      const hi = highIncl ? b : b - 1;
      const key = lo + (pick % (hi - lo + 1));
      const lowKo = lowIncl ? '이상' : '초과';
      const highKo = highIncl ? '이하' : '미만';
      // The ends that are left out are the likeliest slips, then the numbers just outside.
      const outside = [lowIncl ? a - 1 : a, highIncl ? b + 1 : b, lo - 2, hi + 2, lo - 3, hi + 3];
      return multiple(rng, {
        difficulty: 1,
        stem: [
          `다음 중 ${m(a)} ${lowKo} ${m(b)} ${highKo}인 수는 어느 것입니까?`,
          `Which number is ${lowIncl ? 'greater than or equal to' : 'greater than'} ${m(a)} and ${highIncl ? 'less than or equal to' : 'less than'} ${m(b)}?`,
        ],
        correct: m(key),
        wrong: outside.map((x) => m(x)),
        steps: [
          [
            `${withJosa(lowKo, '은/는')} ${lowIncl ? `${withJosa(m(a), '과/와')} 같거나 큰 수` : `${m(a)}보다 큰 수`}, ${withJosa(highKo, '은/는')} ${highIncl ? `${withJosa(m(b), '과/와')} 같거나 작은 수` : `${m(b)}보다 작은 수`}입니다.`,
            `${lowIncl ? `${m(a)} itself counts` : `${m(a)} itself does not count`}, and ${highIncl ? `${m(b)} itself counts` : `${m(b)} itself does not count`}.`,
          ],
          [
            `조건에 맞는 수는 ${m(lo)}부터 ${m(hi)}까지이므로 ${withJosa(m(key), '이/가')} 알맞습니다.`,
            `The numbers that fit run from ${m(lo)} to ${m(hi)}, so ${m(key)} is the answer.`,
          ],
        ],
      });
    },
    // Test each choice against the two conditions as the stem states them.
    check: ({ a, b, lowIncl, highIncl }, problem) =>
      keyWhere(problem, ([x]) => x !== undefined && (lowIncl ? x >= a : x > a) && (highIncl ? x <= b : x < b)),
  }),

  defineTemplate(U, 'hidden-digit', {
    version: 1,
    params: (rng) => ({
      thousands: rng.int(1, 9),
      digit: rng.int(0, 8),
      tens: rng.int(0, 9),
      ones: rng.int(1, 9),
      mode: rng.int(0, 2),
    }),
    generate: ({ thousands, digit, tens, ones, mode }) => {
      const x = thousands * 1000 + digit * 100 + tens * 10 + ones;
      const md = MODE[mode] as (typeof MODE)[number];
      // Rounding up always carries here (the ones are never 0); rounding off carries when the tens are 5 or more.
      const carries = mode === 0 || (mode === 2 && tens >= 5);
      const result = (Math.floor(x / 100) + (carries ? 1 : 0)) * 100;
      const shown = `${thousands}\\square${tens}${ones}`;
      return essay({
        difficulty: 4,
        stem: [
          `네 자리 수 ${withJosa(m(shown), '을/를')} ${md.ko}하여 백의 자리까지 나타내면 ${withJosa(m(num(result)), '이/가')} 됩니다. ${m('\\square')} 안에 알맞은 숫자를 구하시오.`,
          `${md.en === 'Round' ? 'Rounding' : `${md.en === 'Round up' ? 'Rounding up' : 'Rounding down'}`} the four-digit number ${m(shown)} to the nearest hundred gives ${m(num(result))}. What digit goes in the box?`,
        ],
        answer: String(digit),
        form: 'number',
        steps: [
          [
            mode === 0
              ? `백의 자리 아래 수 ${withJosa(m(`${tens}${ones}`), '이/가')} ${m(0)}이 아니므로 올림하면 백의 자리 숫자가 ${m(1)} 커집니다.`
              : mode === 1
                ? '버림하면 백의 자리 아래를 버리므로 백의 자리 숫자는 그대로입니다.'
                : `십의 자리 숫자 ${withJosa(m(tens), '이/가')} ${tens >= 5 ? `${m(5)} 이상이므로 올림하여 백의 자리 숫자가 ${m(1)} 커집니다` : `${m(5)}보다 작으므로 버림하여 백의 자리 숫자는 그대로입니다`}.`,
            mode === 0
              ? `The part below the hundreds, ${m(`${tens}${ones}`)}, is not ${m(0)}, so rounding up adds ${m(1)} to the hundreds digit.`
              : mode === 1
                ? 'Rounding down drops what is below the hundreds, so the hundreds digit stays the same.'
                : `The tens digit is ${m(tens)}, ${tens >= 5 ? `${m(5)} or more, so you round up and the hundreds digit grows by ${m(1)}` : `less than ${m(5)}, so you round down and the hundreds digit stays the same`}.`,
          ],
          [
            `${m(num(result))}의 백의 자리 숫자는 ${m((result / 100) % 10)}이므로 ${carries ? `${m(`\\square+1=${(result / 100) % 10}`)}, ${m(`\\square=${digit}`)}` : m(`\\square=${digit}`)}입니다.`,
            `The hundreds digit of ${m(num(result))} is ${m((result / 100) % 10)}, so ${carries ? `${m(`\\square+1=${(result / 100) % 10}`)} and ${m(`\\square=${digit}`)}` : m(`\\square=${digit}`)}.`,
          ],
          [
            `확인: ${withJosa(m(num(x)), '을/를')} ${md.ko}하여 백의 자리까지 나타내면 ${m(num(result))}입니다.`,
            `Check: ${m(num(x))} ${md.en === 'Round' ? 'rounded' : md.en === 'Round up' ? 'rounded up' : 'rounded down'} to the nearest hundred is ${m(num(result))}.`,
          ],
        ],
      });
    },
    // Try each digit in the box and keep those that give the stated result.
    check: ({ thousands, tens, ones, mode, digit }, problem) => {
      const round = (x: number) => [Math.ceil(x / 100), Math.floor(x / 100), Math.round(x / 100)][mode]! * 100;
      const at = (d: number) => thousands * 1000 + d * 100 + tens * 10 + ones;
      const target = round(at(digit));
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => round(at(d)) === target);
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(U, 'digit-cards-round', {
    version: 1,
    params: (rng) => ({
      cards: rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4),
      largest: rng.int(0, 1) === 1,
      place: rng.int(0, 1),
    }),
    generate: ({ cards, largest, place }) => {
      const sorted = [...cards].sort((x, y) => (largest ? y - x : x - y));
      // The smallest number cannot start with 0: the least non-zero card leads, then the rest in order.
      if (!largest && sorted[0] === 0) [sorted[0], sorted[1]] = [sorted[1] as number, 0];
      const made = Number(sorted.join(''));
      const pl = PLACE[place] as (typeof PLACE)[number];
      const rounded = Math.round(made / pl.p) * pl.p;
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        difficulty: 3,
        stem: [
          `수 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 만들 수 있는 가장 ${largest ? '큰' : '작은'} 네 자리 수를 반올림하여 ${pl.ko}까지 나타내시오.`,
          `Use each of the number cards ${shown} once to make the ${largest ? 'greatest' : 'least'} possible four-digit number. Round it to the nearest ${pl.en}.`,
        ],
        answer: String(rounded),
        form: 'number',
        steps: [
          [
            largest
              ? `가장 큰 수는 높은 자리부터 큰 수를 놓아 만듭니다: ${m(num(made))}`
              : `가장 작은 수는 높은 자리부터 작은 수를 놓되, ${withJosa(m(0), '은/는')} 맨 앞에 올 수 없습니다: ${m(num(made))}`,
            largest
              ? `For the greatest number, put the greatest cards in the highest places: ${m(num(made))}.`
              : `For the least number, put the least cards in the highest places, but ${m(0)} cannot go first: ${m(num(made))}.`,
          ],
          [
            `${pl.below} 숫자 ${withJosa(m(Math.floor((made % pl.p) / (pl.p / 10))), '이/가')} ${Math.floor((made % pl.p) / (pl.p / 10)) >= 5 ? `${m(5)} 이상이므로 올림합니다` : `${m(5)}보다 작으므로 버림합니다`}: ${m(num(rounded))}`,
            `The ${pl.belowEn} digit is ${m(Math.floor((made % pl.p) / (pl.p / 10)))}, so round ${Math.floor((made % pl.p) / (pl.p / 10)) >= 5 ? 'up' : 'down'}: ${m(num(rounded))}.`,
          ],
        ],
      });
    },
    // Try every order of the cards, then round by adding half the place and cutting off.
    check: ({ cards, largest, place }, problem) => {
      const p = [10, 100][place] as number;
      const all: number[] = [];
      const build = (left: number[], sofar: number[]) => {
        if (left.length === 0) {
          if (sofar[0] !== 0) all.push(Number(sofar.join('')));
          return;
        }
        left.forEach((c, i) => build([...left.slice(0, i), ...left.slice(i + 1)], [...sofar, c]));
      };
      build(cards, []);
      const made = largest ? Math.max(...all) : Math.min(...all);
      return keyIs(problem, made + p / 2 - ((made + p / 2) % p));
    },
  }),

  defineTemplate(U, 'rent-buses', {
    version: 1,
    params: (rng) => {
      const seats = rng.pick([25, 30, 35, 40, 45]);
      let people = rng.int(60, 400);
      if (people % seats === 0) people += rng.int(1, seats - 1);
      return { seats, people, price: rng.int(20, 60) * 10000, kind: rng.int(0, 1) };
    },
    ranges: { people: [60, 445] },
    generate: ({ seats, people, price, kind }) => {
      const buses = Math.ceil(people / seats);
      const cost = buses * price;
      return essay({
        difficulty: 4,
        stem:
          kind === 0
            ? [
                `학생 ${m(num(people))}명이 체험 학습을 가려고 합니다. ${m(seats)}인승 버스 한 대를 빌리는 데 ${m(num(price))}원이라면, 학생이 모두 타려면 버스를 빌리는 데 적어도 얼마가 듭니까?`,
                `A school is taking ${m(num(people))} students on a field trip. Renting one bus that seats ${m(seats)} costs ${m(num(price))} won. What is the least it can cost to rent enough buses for all the students?`,
              ]
            : [
                `마을 주민 ${m(num(people))}명이 단체 여행을 가려고 합니다. ${m(seats)}인승 버스 한 대를 빌리는 데 ${m(num(price))}원이라면, 주민이 모두 타려면 버스를 빌리는 데 적어도 얼마가 듭니까?`,
                `A group of ${m(num(people))} people from a town is going on a trip. Renting one bus that seats ${m(seats)} costs ${m(num(price))} won. What is the least it can cost to rent enough buses for everyone?`,
              ],
        answer: String(cost),
        form: 'number',
        unit: '원',
        steps: [
          [
            `${m(`${num(people)}\\div${seats}`)}의 몫은 ${m(Math.floor(people / seats))}이고, 나머지 ${m(people % seats)}명도 타야 하므로 올림하여 버스는 ${m(buses)}대가 필요합니다.`,
            `${m(`${num(people)}\\div${seats}`)} is ${m(Math.floor(people / seats))} with ${m(people % seats)} left over. Those ${m(people % seats)} still need seats, so round up: ${count(buses, 'bus', 'buses')}.`,
          ],
          [
            `빌리는 값은 ${m(`${buses}\\times${num(price)}=${num(cost)}`)}(원)입니다.`,
            `The cost is ${m(`${buses}\\times${num(price)}=${num(cost)}`)} won.`,
          ],
        ],
      });
    },
    // Fill buses one at a time until everyone has a seat.
    check: ({ seats, people, price }, problem) => {
      let seated = 0;
      let spent = 0;
      while (seated < people) {
        seated += seats;
        spent += price;
      }
      return keyIs(problem, spent);
    },
  }),

  defineTemplate(U, 'elevator-trips', {
    version: 1,
    params: (rng) => {
      const box = rng.int(12, 35);
      const limit = rng.pick([200, 250, 300, 400, 500]);
      const perTrip = Math.floor(limit / box);
      let boxes = rng.int(perTrip * 2, perTrip * 6);
      if (boxes % perTrip === 0) boxes += 1;
      return { box, limit, boxes };
    },
    ranges: { boxes: [10, 250] },
    generate: ({ box, limit, boxes }) => {
      const perTrip = Math.floor(limit / box);
      const trips = Math.ceil(boxes / perTrip);
      return essay({
        difficulty: 5,
        stem: [
          `한 번에 ${m(limit)} kg까지 실을 수 있는 화물용 엘리베이터로 무게가 ${m(box)} kg인 상자 ${m(boxes)}개를 모두 옮기려고 합니다. 엘리베이터를 적어도 몇 번 움직여야 하는지 풀이 과정을 쓰고 답을 구하시오.`,
          `A freight elevator can carry at most ${m(limit)} kg at a time. You need to move ${m(boxes)} boxes that weigh ${m(box)} kg each. At least how many trips must the elevator make? Show your work.`,
        ],
        answer: String(trips),
        form: 'number',
        unit: '번',
        steps: [
          [
            `이 문제는 두 번 어림합니다. 먼저 한 번에 실을 수 있는 상자 수는 넘치면 안 되므로 버림, 그다음 남은 상자도 옮겨야 하므로 횟수는 올림입니다.`,
            'This takes two roundings: the boxes per trip must not go over the limit, so round down; then the leftover boxes still have to move, so round up the trips.',
          ],
          [
            `${m(`${limit}\\div${box}`)}의 몫은 ${m(perTrip)}이므로 한 번에 상자를 ${m(perTrip)}개까지 실을 수 있습니다.`,
            `${m(`${limit}\\div${box}`)} is ${m(perTrip)} with some left over, so each trip carries at most ${m(perTrip)} boxes.`,
          ],
          [
            `${m(`${boxes}\\div${perTrip}`)}의 몫은 ${m(Math.floor(boxes / perTrip))}이고 나머지 상자 ${m(boxes % perTrip)}개도 옮겨야 하므로 ${m(trips)}번 움직여야 합니다.`,
            `${m(`${boxes}\\div${perTrip}`)} is ${m(Math.floor(boxes / perTrip))} with ${m(boxes % perTrip)} left over, and those boxes must move too, so the elevator makes ${m(trips)} trips.`,
          ],
        ],
      });
    },
    // Load the elevator box by box without going over the limit, trip after trip.
    check: ({ box, limit, boxes }, problem) => {
      let left = boxes;
      let trips = 0;
      while (left > 0) {
        let load = 0;
        while (left > 0 && load + box <= limit) {
          load += box;
          left--;
        }
        trips++;
      }
      return keyIs(problem, trips);
    },
  }),
];
