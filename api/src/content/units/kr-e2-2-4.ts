// 2학년 2학기 4단원 시각과 시간: reading minutes, hours and minutes elapsed, days, weeks and months.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count, monthName, noun } from '../kit/english.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyIsText } from '../kit/check.js';
import { countChoices, countProblem, type CountCase } from '../kit/stories.js';
import { clock as clockFigure, withFigure } from '../kit/figures.js';

const UNIT = 'kr-e2-2-4';

const ACTIVITIES: [string, string][] = [
  ['피아노 연습', 'Piano practice'],
  ['축구 경기', 'A soccer game'],
  ['영화', 'A movie'],
  ['미술 수업', 'An art class'],
  ['독서', 'Reading time'],
  ['수영 강습', 'A swimming lesson'],
];
const pad = (x: number) => String(x).padStart(2, '0');
/** A clock time as a digital clock shows it: 5:05. */
const digital = (h: number, mm: number) => `${h}{:}${pad(mm)}`;
const clock = (h: number, mm: number): [string, string] => [
  mm === 0 ? `${m(h)}시` : `${m(h)}시 ${m(mm)}분`,
  m(digital(h, mm)),
];
/** The minutes a drawn clock's long hand shows, from its angle clockwise from 12. */
function minuteHand(svg: string): number {
  const hand = /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"[^>]*data-hand="minute"/.exec(svg);
  if (!hand) return Number.NaN;
  const [x1, y1, x2, y2] = hand.slice(1).map(Number) as [number, number, number, number];
  const degrees = ((Math.atan2(x2 - x1, y1 - y2) * 180) / Math.PI + 360) % 360;
  return Math.round(degrees / 6) % 60;
}
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Repeated addition: `times` groups of `size`. */
function groups(size: number, times: number): number {
  let total = 0;
  for (let i = 0; i < times; i++) total += size;
  return total;
}

export const templates = [
  defineTemplate(UNIT, 'read-minutes', {
    version: 2,
    params: (r) => ({ h: r.int(1, 12), k: r.int(1, 11), ticks: r.int(0, 4), who: r.pick(PEOPLE) }),
    generate: ({ h, k, ticks, who }, rng) => {
      const minutes = 5 * k + ticks;
      return multiple(rng, {
        difficulty: ticks ? 3 : 2,
        stem: [
          `${nameWith(who, '가')} 시계를 보았더니 짧은바늘은 ${withJosa(m(h), '과/와')} ${m((h % 12) + 1)} 사이에 있고, 긴바늘은 ${ticks === 0 ? `숫자 ${withJosa(m(k), '을/를')}` : `숫자 ${m(k)}에서 작은 눈금 ${m(ticks)}칸 더 간 곳을`} 가리켰습니다. 시계가 나타내는 시각은 ${m(h)}시 몇 분입니까?`,
          `${who.en} looked at a clock. The short hand was between ${m(h)} and ${m((h % 12) + 1)}, and the long hand pointed ${ticks === 0 ? `to the ${m(k)}` : `${m(ticks)} small ${noun(ticks, 'mark')} past the ${m(k)}`}. How many minutes past ${m(h)} o'clock was it?`,
        ],
        correct: m(minutes),
        wrong: countChoices(minutes, [k + ticks, 5 * k, 5 * (k + 1) + ticks, 10 * k + ticks, 5 * k - ticks]),
        steps: [
          [
            `긴바늘이 가리키는 숫자가 ${m(1)}씩 커질 때마다 ${m(5)}분씩 늘어납니다. 숫자 ${withJosa(m(k), '은/는')} ${m(`5\\times${k}=${5 * k}`)}분을 나타냅니다.`,
            `Each number on the clock is ${m(5)} more minutes, so the ${m(k)} means ${m(`5\\times${k}=${5 * k}`)} minutes.`,
          ],
          ticks === 0
            ? [
                `따라서 ${m(h)}시 ${m(minutes)}분입니다.`,
                `So it was ${m(minutes)} minutes past ${m(h)} o'clock, ${m(digital(h, minutes))}.`,
              ]
            : [
                `작은 눈금 한 칸은 ${m(1)}분이므로 ${m(`${5 * k}+${ticks}=${minutes}`)}, ${m(h)}시 ${m(minutes)}분입니다.`,
                `Each small mark is ${m(1)} minute, so ${m(`${5 * k}+${ticks}=${minutes}`)}: it was ${m(digital(h, minutes))}.`,
              ],
        ],
      });
    },
    // Count the small marks from 12, five per number.
    check: ({ k, ticks }, problem) => {
      let marks = 0;
      for (let n = 0; n < k; n++) marks += 5;
      for (let t = 0; t < ticks; t++) marks++;
      return keyIs(problem, marks);
    },
  }),

  defineTemplate(UNIT, 'elapsed-time', {
    version: 2,
    params: (r) => {
      const h = r.int(1, 10);
      // The start is never on the hour and its minutes never equal the duration, so no number in the question is
      // the answer by coincidence.
      const m1 = r.int(1, 11) * 5;
      const dur = r.intExcept(3, 22, [m1 / 5]) * 5;
      return { h, m1, dur, kind: r.int(0, 2), act: r.pick(ACTIVITIES), hm: [r.int(1, 3), r.int(1, 5) * 10] as const };
    },
    generate: ({ h, m1, dur, kind, act, hm }, rng) => {
      if (kind === 2) {
        const [hh, mm] = hm;
        const total = hh * 60 + mm;
        return essay({
          difficulty: 2,
          stem: [
            `${m(hh)}시간 ${m(mm)}분은 몇 분입니까?`,
            `How many minutes are in ${count(hh, 'hour')} ${m(mm)} minutes?`,
          ],
          answer: String(total),
          form: 'number',
          unit: '분',
          steps: [
            hh === 1
              ? [`${m(1)}시간은 ${m(60)}분입니다.`, `${m(1)} hour is ${m(60)} minutes.`]
              : [
                  `${m(1)}시간은 ${m(60)}분이므로 ${m(hh)}시간은 ${m(`60\\times${hh}=${hh * 60}`)}분입니다.`,
                  `${m(1)} hour is ${m(60)} minutes, so ${m(hh)} hours are ${m(`60\\times${hh}=${hh * 60}`)} minutes.`,
                ],
            [
              `${m(`${hh * 60}+${mm}=${total}`)}이므로 ${m(total)}분입니다.`,
              `${m(`${hh * 60}+${mm}=${total}`)}, so it is ${m(total)} minutes.`,
            ],
          ],
        });
      }
      const endTotal = h * 60 + m1 + dur;
      const h2 = Math.floor(endTotal / 60);
      const m2 = endTotal % 60;
      const start = clock(h, m1);
      const end = clock(h2, m2);
      const sameHour = h2 === h;
      // From the start to the next hour, whole hours after it, then the minutes of the last hour.
      const whole = h2 - h - 1;
      const middle = whole * 60;
      const parts = [60 - m1, ...(whole > 0 ? [middle] : []), ...(m2 > 0 ? [m2] : [])];
      const toHour: [string, string] = [
        `${start[0]}에서 ${m(h + 1)}시까지 ${m(`60-${m1}=${60 - m1}`)}분${whole > 0 ? `, ${m(h + 1)}시에서 ${m(h2)}시까지 ${m(middle)}분` : ''}${m2 > 0 ? `, ${m(h2)}시에서 ${end[0]}까지 ${m(m2)}분` : ''}이므로 모두 ${m(`${parts.join('+')}=${dur}`)}분입니다.`,
        `From ${start[1]} to ${m(digital(h + 1, 0))} is ${m(`60-${m1}=${60 - m1}`)} minutes${whole > 0 ? `, from ${m(digital(h + 1, 0))} to ${m(digital(h2, 0))} is ${m(middle)} minutes` : ''}${m2 > 0 ? `, and from ${m(digital(h2, 0))} to ${end[1]} is ${m(m2)} minutes` : ''}: ${m(`${parts.join('+')}=${dur}`)} minutes in all.`,
      ];
      if (kind === 0)
        return essay({
          difficulty: 3,
          stem: [
            `${withJosa(act[0], '을/를')} ${start[0]}에 시작하여 ${end[0]}에 마쳤습니다. ${withJosa(act[0], '은/는')} 몇 분 동안 했습니까?`,
            `${act[1]} started at ${start[1]} and ended at ${end[1]}. How many minutes did it last?`,
          ],
          answer: String(dur),
          form: 'number',
          unit: '분',
          steps: [
            [
              `${start[0]}부터 ${end[0]}까지 긴바늘이 움직인 시간을 구합니다.`,
              `Find how long the long hand moves from ${start[1]} to ${end[1]}.`,
            ],
            sameHour
              ? [
                  `${m(`${m2}-${m1}=${dur}`)}이므로 ${m(dur)}분입니다.`,
                  `${m(`${m2}-${m1}=${dur}`)}, so it lasted ${m(dur)} minutes.`,
                ]
              : toHour,
          ],
        });
      const wrongTimes = [
        [h2, (m2 + 5) % 60],
        [h2 + 1, m2],
        [h2 - 1, m2],
        [h, m2],
        [h2, (m2 + 55) % 60],
        [h2 + 1, (m2 + 5) % 60],
      ];
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `${withJosa(act[0], '을/를')} ${start[0]}에 시작하여 ${m(dur)}분 동안 했습니다. 끝난 시각을 디지털 시계로 나타낸 것은 어느 것입니까?`,
          `${act[1]} started at ${start[1]} and lasted ${m(dur)} minutes. What time did it end?`,
        ],
        correct: m(digital(h2, m2)),
        wrong: wrongTimes
          .filter(([x]) => (x as number) >= 1 && (x as number) <= 12)
          .map(([x, y]) => m(digital(x as number, y as number))),
        steps: [
          [`${start[0]}에서 ${m(dur)}분 뒤의 시각을 구합니다.`, `Find the time ${m(dur)} minutes after ${start[1]}.`],
          sameHour
            ? [
                `${m(`${m1}+${dur}=${m2}`)}이므로 끝난 시각은 ${end[0]}, 디지털 시계로는 ${m(digital(h2, m2))}입니다.`,
                `${m(`${m1}+${dur}=${m2}`)}, so it ended at ${end[1]}.`,
              ]
            : [
                `${m(`${m1}+${dur}=${m1 + dur}`)}분이고, ${m(60)}분은 ${m(1)}시간이므로 ${m(`${m1 + dur}-60=${m2}`)}, 끝난 시각은 ${end[0]}입니다. 디지털 시계로는 ${m(digital(h2, m2))}입니다.`,
                `${m(`${m1}+${dur}=${m1 + dur}`)} minutes; ${m(60)} minutes make ${m(1)} hour and ${m(`${m1 + dur}-60=${m2}`)}, so it ended at ${end[1]}.`,
              ],
        ],
      });
    },
    // Tick the clock forward minute by minute.
    check: ({ h, m1, dur, kind, hm }, problem) => {
      if (kind === 2) return keyIs(problem, groups(60, hm[0]) + hm[1]);
      let hour = h;
      let minute = m1;
      let ticks = 0;
      for (let i = 0; i < dur; i++) {
        minute++;
        ticks++;
        if (minute === 60) [hour, minute] = [hour + 1, 0];
      }
      return kind === 0 ? keyIs(problem, ticks) : keyIsText(problem, digital(hour, minute));
    },
  }),

  defineTemplate(UNIT, 'days-and-weeks', {
    version: 2,
    params: (r) => ({
      ctx: r.int(0, 3),
      kind: r.int(0, 3),
      weeks: r.int(1, 4),
      days: r.int(1, 6),
      am: r.int(7, 11),
      pm: r.int(1, 6),
      month: r.int(1, 12),
      date: r.int(1, 12),
    }),
    generate: ({ ctx, kind, weeks: w0, days, am, pm, month, date }, rng) => {
      const weeks = kind === 3 ? Math.min(w0, 2) : w0;
      const span = `${count(weeks, 'week')} and ${count(days, 'day')}`;
      const monthDays = MONTH_DAYS[month - 1] ?? 30;
      const cases: CountCase[] = [
        {
          stem: (
            [
              [`${m(weeks)}주일 ${m(days)}일은 며칠입니까?`, `How many days are in ${span}?`],
              [
                `방학이 ${m(weeks)}주일 ${m(days)}일 동안입니다. 방학은 모두 며칠입니까?`,
                `A school break lasts ${span}. How many days is that?`,
              ],
              [
                `수영 캠프가 ${m(weeks)}주일 ${m(days)}일 동안 열립니다. 캠프는 모두 며칠 동안 열립니까?`,
                `A swim camp runs for ${span}. How many days does it run?`,
              ],
              [
                `강낭콩이 싹이 트는 데 ${m(weeks)}주일 ${m(days)}일이 걸렸습니다. 모두 며칠이 걸렸습니까?`,
                `A bean took ${span} to sprout. How many days was that?`,
              ],
            ] as [string, string][]
          )[ctx] ?? ['', ''],
          answer: weeks * 7 + days,
          wrong: [weeks * 10 + days, weeks + days, weeks * 7, (weeks + 1) * 7 + days],
          steps: [
            [
              `${m(1)}주일은 ${m(7)}일이므로 ${m(weeks)}주일은 ${m(`7\\times${weeks}=${weeks * 7}`)}일입니다.`,
              `${m(1)} week is ${m(7)} days, so ${count(weeks, 'week')} ${weeks === 1 ? 'is' : 'are'} ${m(`7\\times${weeks}=${weeks * 7}`)} days.`,
            ],
            [
              `${m(`${weeks * 7}+${days}=${weeks * 7 + days}`)}이므로 ${m(weeks * 7 + days)}일입니다.`,
              `${m(`${weeks * 7}+${days}=${weeks * 7 + days}`)}, so it is ${m(weeks * 7 + days)} days.`,
            ],
          ],
        },
        {
          stem: [
            `오전 ${m(am)}시부터 오후 ${m(pm)}시까지는 몇 시간입니까?`,
            `How many hours is it from ${m(am)} a.m. to ${m(pm)} p.m.?`,
          ],
          answer: 12 - am + pm,
          wrong: [pm - am + 24, am + pm, 12 - am, Math.abs(am - pm)],
          steps: [
            [
              `오전 ${m(am)}시부터 낮 ${m(12)}시까지 ${m(`12-${am}=${12 - am}`)}시간입니다.`,
              `From ${m(am)} a.m. to ${m(12)} noon is ${m(`12-${am}=${12 - am}`)} hours.`,
            ],
            [
              `낮 ${m(12)}시부터 오후 ${m(pm)}시까지 ${m(pm)}시간이므로 모두 ${m(`${12 - am}+${pm}=${12 - am + pm}`)}시간입니다.`,
              `From noon to ${m(pm)} p.m. is ${count(pm, 'hour')}, so ${m(`${12 - am}+${pm}=${12 - am + pm}`)} hours in all.`,
            ],
          ],
        },
        {
          stem: [
            `${m(month)}월은 며칠까지 있습니까? (윤년이 아닌 해)`,
            `How many days does ${monthName(month)} have (not in a leap year)?`,
          ],
          answer: monthDays,
          wrong: [30, 31, 28, 29, 32],
          steps: [
            [
              '31일까지 있는 달은 1월, 3월, 5월, 7월, 8월, 10월, 12월이고, 30일까지 있는 달은 4월, 6월, 9월, 11월입니다. 2월은 28일(윤년은 29일)까지 있습니다.',
              'January, March, May, July, August, October and December have 31 days; April, June, September and November have 30 days; February has 28 days (29 in a leap year).',
            ],
            [
              `따라서 ${m(month)}월은 ${m(monthDays)}일까지 있습니다.`,
              `So ${monthName(month)} has ${m(monthDays)} days.`,
            ],
          ],
        },
        {
          stem: [
            `어느 달 ${m(date)}일은 수요일입니다. 같은 달의 ${m(weeks)}주일 뒤 수요일은 며칠입니까?`,
            `Day ${m(date)} of a month is a Wednesday. What date is the Wednesday ${count(weeks, 'week')} later in the same month?`,
          ],
          answer: date + 7 * weeks,
          wrong: [date + weeks, date + 7 * weeks + 1, date + 7 * (weeks - 1), date + 10 * weeks],
          steps: [
            [`같은 요일은 ${m(7)}일마다 돌아옵니다.`, `The same weekday comes back every ${m(7)} days.`],
            [
              `${m(`${date}+7\\times${weeks}=${date + 7 * weeks}`)}이므로 ${m(date + 7 * weeks)}일입니다.`,
              `${m(`${date}+7\\times${weeks}=${date + 7 * weeks}`)}, so it is day ${m(date + 7 * weeks)}.`,
            ],
          ],
        },
      ];
      return countProblem(rng, cases[kind] ?? cases[0]!, kind === 2 ? 1 : 2);
    },
    // Count day by day (or hour by hour) on a calendar.
    check: ({ kind, weeks: w0, days, am, pm, month, date }, problem) => {
      const weeks = kind === 3 ? Math.min(w0, 2) : w0;
      if (kind === 0) return keyIs(problem, groups(7, weeks) + days);
      if (kind === 1) {
        let hours = 0;
        for (let t = am; t !== 12 + pm; t++) hours++;
        return keyIs(problem, hours);
      }
      if (kind === 2) return keyIs(problem, month === 2 ? 28 : month <= 7 === (month % 2 === 1) ? 31 : 30);
      let d = date;
      for (let i = 0; i < weeks * 7; i++) d++;
      return keyIs(problem, d);
    },
  }),

  // The clock is drawn: the student reads the hands as on a real clock face.
  defineTemplate(UNIT, 'read-clock-figure', {
    version: 1,
    params: (r) => ({ h: r.int(1, 12), k: r.int(1, 11), ticks: r.int(0, 4), who: r.pick(PEOPLE), scene: r.int(0, 3) }),
    generate: ({ h, k, ticks, who, scene }) => {
      const minutes = 5 * k + ticks;
      const when = [
        ['학교에서 돌아와서', 'after coming home from school'],
        ['점심을 먹고 나서', 'after lunch'],
        ['숙제를 시작할 때', 'when homework time began'],
        ['공원에 도착했을 때', 'on getting to the park'],
      ][scene] as [string, string];
      return withFigure(
        essay({
          difficulty: ticks ? 3 : 2,
          stem: [
            `${nameWith(who, '가')} ${when[0]} 본 시계입니다. 시계가 나타내는 시각은 ${m(h)}시 몇 분입니까?`,
            `This is the clock ${who.en} looked at ${when[1]}. The time is how many minutes past ${m(h)} o'clock?`,
          ],
          answer: String(minutes),
          form: 'number',
          unit: '분',
          steps: [
            [
              `짧은바늘이 ${withJosa(m(h), '과/와')} ${m((h % 12) + 1)} 사이에 있으므로 ${m(h)}시 몇 분입니다.`,
              `The short hand is between ${m(h)} and ${m((h % 12) + 1)}, so it is some minutes past ${m(h)} o'clock.`,
            ],
            [
              `긴바늘이 가리키는 숫자가 ${m(1)}씩 커질 때마다 ${m(5)}분씩 늘어나므로 숫자 ${withJosa(m(k), '은/는')} ${m(`5\\times${k}=${5 * k}`)}분을 나타냅니다.`,
              `Each number on the face is ${m(5)} more minutes, so the ${m(k)} stands for ${m(`5\\times${k}=${5 * k}`)} minutes.`,
            ],
            ticks === 0
              ? [
                  `따라서 ${m(h)}시 ${m(minutes)}분입니다.`,
                  `So the time is ${m(minutes)} minutes past ${m(h)}, ${m(digital(h, minutes))}.`,
                ]
              : [
                  `긴바늘이 ${m(k)}에서 작은 눈금 ${m(ticks)}칸 더 갔으므로 ${m(`${5 * k}+${ticks}=${minutes}`)}, ${m(h)}시 ${m(minutes)}분입니다.`,
                  `The long hand is ${m(ticks)} small ${noun(ticks, 'mark')} past the ${m(k)}, so ${m(`${5 * k}+${ticks}=${minutes}`)}: the time is ${m(digital(h, minutes))}.`,
                ],
          ],
        }),
        clockFigure({ hour: h, minute: minutes }),
      );
    },
    // The minute hand's turn read back from the drawn figure, one small mark (6°) per minute.
    check: (_, problem) => keyIs(problem, minuteHand(String(problem.figure?.svg))),
  }),

  // The start is drawn on a clock and the end is found by adding the minutes across the hour.
  defineTemplate(UNIT, 'clock-end-time-figure', {
    version: 1,
    params: (r) => {
      const h = r.int(1, 10);
      const m1 = r.int(1, 11) * 5;
      // The activity always runs past the next hour, so the hour has to be carried.
      const least = (60 - m1) / 5 + 1;
      return { h, m1, dur: r.intExcept(Math.max(least, 5), 19, [m1 / 5, 12]) * 5, act: r.pick(ACTIVITIES) };
    },
    generate: ({ h, m1, dur, act }, rng) => {
      const end = h * 60 + m1 + dur;
      const [h2, m2] = [Math.floor(end / 60), end % 60];
      const toNext = 60 - m1;
      const wrongMin = (m1 + dur) % 100;
      return withFigure(
        multiple(rng, {
          difficulty: dur > 60 ? 4 : 3,
          stem: [
            `${withJosa(act[0], '을/를')} 시작할 때 본 시계입니다. ${withJosa(act[0], '을/를')} ${m(dur)}분 동안 했다면 끝난 시각은 언제입니까?`,
            `The clock shows when ${act[1].toLowerCase().replace(/^(a|an) /, 'the ')} started. It lasted ${m(dur)} minutes. When did it end?`,
          ],
          correct: m(digital(h2, m2)),
          wrong: [
            // Minutes added without carrying into the hour, the hour not moved, or minutes taken away.
            ...(wrongMin < 60 && wrongMin !== m2 ? [m(digital(h, wrongMin))] : []),
            m(digital(h, m2)),
            m(digital(h2 + 1, m2)),
            m(digital(h2, (m2 + 5) % 60)),
            m(digital(h2, (m2 + 55) % 60)),
            m(digital(h2 - 1 || 12, m2)),
          ],
          steps: [
            [
              `짧은바늘이 ${withJosa(m(h), '과/와')} ${m(h + 1)} 사이, 긴바늘이 ${withJosa(m(m1 / 5), '을/를')} 가리키므로 시작한 시각은 ${m(h)}시 ${m(m1)}분입니다.`,
              `The clock shows ${m(digital(h, m1))}: the short hand is past ${m(h)} and the long hand points to ${m(m1 / 5)}.`,
            ],
            [
              `${m(60)}분이 ${m(1)}시간이므로, 먼저 ${m(toNext)}분이 지나면 ${m(h + 1)}시가 됩니다.`,
              `An hour is ${m(60)} minutes, so after ${m(toNext)} minutes it is ${m(h + 1)} o'clock.`,
            ],
            [
              `남은 ${m(`${dur}-${toNext}=${dur - toNext}`)}분이 더 지나면 ${m(h2)}시${m2 ? ` ${m(m2)}분` : ''}, 곧 ${m(digital(h2, m2))}입니다.`,
              `The other ${m(`${dur}-${toNext}=${dur - toNext}`)} minutes take it to ${m(digital(h2, m2))}.`,
            ],
          ],
        }),
        clockFigure({ hour: h, minute: m1 }),
      );
    },
    // Step the clock on one minute at a time.
    check: ({ h, m1, dur }, problem) => {
      let [hh, mm] = [h, m1];
      for (let i = 0; i < dur; i++) {
        mm++;
        if (mm === 60) [hh, mm] = [hh + 1, 0];
      }
      return problem.choices?.[Number(problem.answer)] === m(digital(hh, mm));
    },
  }),
];
