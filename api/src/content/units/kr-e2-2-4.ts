// 2학년 2학기 4단원 시각과 시간: reading minutes, hours and minutes elapsed, days, weeks and months.
import { L, PEOPLE, findOnly, groups, m, mj, nameKo, spec, unitTemplates, w } from '../lib/e1e3/kit.js';

const ACTIVITIES: [string, string][] = [
  ['피아노 연습', 'piano practice'],
  ['축구 경기', 'a soccer game'],
  ['영화', 'a movie'],
  ['미술 수업', 'an art class'],
  ['독서', 'reading time'],
  ['수영 강습', 'a swimming lesson'],
];
const clock = (h: number, mm: number) => L(`${m(h)}시 ${m(mm)}분`, `${m(`${h}{:}${String(mm).padStart(2, '0')}`)}`);

export const templates = unitTemplates('kr-e2-2-4', [
  spec({
    name: 'read-minutes',
    params: (r) => ({ h: r.int(1, 12), k: r.int(1, 11), ticks: r.int(0, 4), who: r.pick(PEOPLE) }),
    draft: ({ h, k, ticks, who }) => {
      const minutes = 5 * k + ticks;
      return {
        type: 'multiple',
        difficulty: ticks ? 3 : 2,
        stem: L(
          `${w(nameKo(who), '이/가')} 시계를 보았더니 짧은바늘은 ${mj(h, '과/와')} ${m((h % 12) + 1)} 사이에 있고, 긴바늘은 ${ticks === 0 ? `숫자 ${mj(k, '을/를')}` : `숫자 ${m(k)}에서 작은 눈금 ${m(ticks)}칸 더 간 곳을`} 가리켰습니다. 몇 분입니까?`,
          `${who.en} looked at a clock. The short hand was between ${m(h)} and ${m((h % 12) + 1)}, and the long hand pointed ${ticks === 0 ? `to the ${m(k)}` : `${m(ticks)} small ${ticks === 1 ? 'mark' : 'marks'} past the ${m(k)}`}. How many minutes past the hour was it?`,
        ),
        correct: minutes,
        wrong: [k + ticks, 5 * k, 5 * (k + 1) + ticks, 10 * k + ticks, 5 * k - ticks],
        steps: [
          L(
            `긴바늘이 가리키는 숫자가 ${m(1)}씩 커질 때마다 ${m(5)}분씩 늘어납니다. 숫자 ${mj(k, '은/는')} ${m(5 * k)}분입니다.`,
            `Each number on the clock is ${m(5)} more minutes, so ${m(k)} means ${m(5 * k)} minutes.`,
          ),
          L(
            `작은 눈금 한 칸은 ${m(1)}분이므로 ${m(`${5 * k}+${ticks}=${minutes}`)}분입니다.`,
            `Each small mark is ${m(1)} minute, so ${m(`${5 * k}+${ticks}=${minutes}`)}.`,
          ),
        ],
      };
    },
    // Count the small marks from 12, five per number.
    solve: ({ k, ticks }) => {
      let marks = 0;
      for (let n = 0; n < k; n++) marks += 5;
      for (let t = 0; t < ticks; t++) marks++;
      return marks;
    },
  }),

  spec({
    name: 'elapsed-time',
    params: (r) => ({
      h: r.int(1, 10),
      m1: r.int(0, 11) * 5,
      dur: r.int(3, 22) * 5,
      kind: r.int(0, 2),
      act: r.pick(ACTIVITIES),
      hm: [r.int(1, 3), r.int(1, 5) * 10] as [number, number],
    }),
    draft: ({ h, m1, dur, kind, act, hm }) => {
      if (kind === 2) {
        const [hh, mm] = hm;
        const total = hh * 60 + mm;
        return {
          type: 'essay',
          difficulty: 2,
          stem: L(
            `${m(hh)}시간 ${m(mm)}분은 몇 분입니까?`,
            `How many minutes are in ${m(hh)} ${hh === 1 ? 'hour' : 'hours'} ${m(mm)} minutes?`,
          ),
          answer: total,
          unit: '분',
          steps: [
            hh === 1
              ? L(`${m(1)}시간은 ${m(60)}분입니다.`, `${m(1)} hour is ${m(60)} minutes.`)
              : L(
                  `${m(1)}시간은 ${m(60)}분이므로 ${m(hh)}시간은 ${m(hh * 60)}분입니다.`,
                  `${m(1)} hour is ${m(60)} minutes, so ${m(hh)} hours are ${m(hh * 60)} minutes.`,
                ),
            L(
              `${m(`${hh * 60}+${mm}=${total}`)}이므로 ${m(total)}분입니다.`,
              `${m(`${hh * 60}+${mm}=${total}`)}, so it is ${m(total)} minutes.`,
            ),
          ],
        };
      }
      const endTotal = h * 60 + m1 + dur;
      const h2 = Math.floor(endTotal / 60);
      const m2 = endTotal % 60;
      const start = clock(h, m1);
      const end = clock(h2, m2);
      if (kind === 0)
        return {
          type: 'essay',
          difficulty: 3,
          stem: L(
            `${w(act[0], '을/를')} ${start.ko}에 시작하여 ${end.ko}에 마쳤습니다. ${w(act[0], '을/를')} 한 시간은 몇 분입니까?`,
            `${act[1].charAt(0).toUpperCase()}${act[1].slice(1)} started at ${start.en} and ended at ${end.en}. How many minutes did it last?`,
          ),
          answer: dur,
          unit: '분',
          steps: [
            L(
              `${start.ko}부터 ${end.ko}까지 긴바늘이 움직인 칸을 셉니다.`,
              `Count how far the long hand moves from ${start.en} to ${end.en}.`,
            ),
            m2 >= m1 && h2 === h
              ? L(
                  `${m(`${m2}-${m1}=${dur}`)}이므로 ${m(dur)}분입니다.`,
                  `${m(`${m2}-${m1}=${dur}`)}, so it lasted ${m(dur)} minutes.`,
                )
              : L(
                  `${start.ko}에서 ${m(h + 1)}시까지 ${m(60 - m1)}분, 그 뒤로 ${m(dur - (60 - m1))}분이므로 모두 ${m(dur)}분입니다.`,
                  `From ${start.en} to ${m(`${h + 1}{:}00`)} is ${m(60 - m1)} minutes, then ${m(dur - (60 - m1))} more, so ${m(dur)} minutes in all.`,
                ),
          ],
        };
      return {
        type: 'essay',
        difficulty: 3,
        stem: L(
          `${w(act[0], '을/를')} ${start.ko}에 시작하여 ${m(dur)}분 동안 했습니다. 끝난 시각은 몇 시 몇 분입니까? 몇 분인지만 쓰세요.`,
          `${act[1].charAt(0).toUpperCase()}${act[1].slice(1)} started at ${start.en} and lasted ${m(dur)} minutes. At what time did it end? Write only the minutes part (for 5:50, write 50).`,
        ),
        answer: m2,
        unit: '분',
        steps: [
          L(`${start.ko}에서 ${m(dur)}분 뒤의 시각을 구합니다.`, `Find the time ${m(dur)} minutes after ${start.en}.`),
          L(
            `${m(`${m1}+${dur}=${m1 + dur}`)}분이고, ${m(60)}분은 ${m(1)}시간이므로 끝난 시각은 ${end.ko}입니다.`,
            `${m(`${m1}+${dur}=${m1 + dur}`)} minutes; ${m(60)} minutes make ${m(1)} hour, so it ended at ${end.en}.`,
          ),
          L(`분은 ${m(m2)}입니다.`, `The minutes part is ${m(m2)}.`),
        ],
      };
    },
    // Tick the clock forward minute by minute.
    solve: ({ m1, dur, kind, hm }) => {
      if (kind === 2) return groups(60, hm[0]) + hm[1];
      let minute = m1;
      let ticks = 0;
      for (let i = 0; i < dur; i++) {
        minute++;
        ticks++;
        if (minute === 60) minute = 0;
      }
      return kind === 0 ? ticks : minute;
    },
  }),

  spec({
    name: 'days-and-weeks',
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
    draft: ({ ctx, kind, weeks: w0, days, am, pm, month, date }) => {
      const weeks = kind === 3 ? Math.min(w0, 2) : w0;
      const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      const cases = [
        {
          stem:
            [
              L(
                `${m(weeks)}주일 ${m(days)}일은 며칠입니까?`,
                `How many days are in ${m(weeks)} ${weeks === 1 ? 'week' : 'weeks'} and ${m(days)} ${days === 1 ? 'day' : 'days'}?`,
              ),
              L(
                `방학이 ${m(weeks)}주일 ${m(days)}일 동안입니다. 방학은 모두 며칠입니까?`,
                `A school break lasts ${m(weeks)} ${weeks === 1 ? 'week' : 'weeks'} and ${m(days)} ${days === 1 ? 'day' : 'days'}. How many days is that?`,
              ),
              L(
                `수영 캠프가 ${m(weeks)}주일 ${m(days)}일 동안 열립니다. 캠프는 모두 며칠 동안 열립니까?`,
                `A swim camp runs for ${m(weeks)} ${weeks === 1 ? 'week' : 'weeks'} and ${m(days)} ${days === 1 ? 'day' : 'days'}. How many days does it run?`,
              ),
              L(
                `강낭콩이 싹이 트는 데 ${m(weeks)}주일 ${m(days)}일이 걸렸습니다. 모두 며칠이 걸렸습니까?`,
                `A bean took ${m(weeks)} ${weeks === 1 ? 'week' : 'weeks'} and ${m(days)} ${days === 1 ? 'day' : 'days'} to sprout. How many days was that?`,
              ),
            ][ctx] ?? L('', ''),
          answer: weeks * 7 + days,
          wrong: [weeks * 10 + days, weeks + days, weeks * 7, (weeks + 1) * 7 + days],
          steps: [
            L(`${m(1)}주일은 ${m(7)}일입니다.`, `${m(1)} week is ${m(7)} days.`),
            L(
              `${m(`${weeks * 7}+${days}=${weeks * 7 + days}`)}이므로 ${m(weeks * 7 + days)}일입니다.`,
              `${m(`${weeks * 7}+${days}=${weeks * 7 + days}`)} days.`,
            ),
          ],
        },
        {
          stem: L(
            `오전 ${m(am)}시부터 오후 ${m(pm)}시까지는 몇 시간입니까?`,
            `How many hours is it from ${m(am)} a.m. to ${m(pm)} p.m.?`,
          ),
          answer: 12 - am + pm,
          wrong: [pm - am + 24, am + pm, 12 - am, Math.abs(am - pm)],
          steps: [
            L(
              `오전 ${m(am)}시부터 낮 ${m(12)}시까지 ${m(12 - am)}시간입니다.`,
              `From ${m(am)} a.m. to ${m(12)} noon is ${m(12 - am)} hours.`,
            ),
            L(
              `낮 ${m(12)}시부터 오후 ${m(pm)}시까지 ${m(pm)}시간이므로 모두 ${m(12 - am + pm)}시간입니다.`,
              `From noon to ${m(pm)} p.m. is ${m(pm)} hours, so ${m(12 - am + pm)} hours in all.`,
            ),
          ],
        },
        {
          stem: L(
            `${m(month)}월은 며칠까지 있습니까? (윤년이 아닌 해)`,
            `How many days does month ${m(month)} have (not in a leap year)?`,
          ),
          answer: MONTH_DAYS[month - 1] ?? 30,
          wrong: [30, 31, 28, 29, 32],
          steps: [
            L(
              '31일까지 있는 달: 1, 3, 5, 7, 8, 10, 12월. 30일까지 있는 달: 4, 6, 9, 11월. 2월은 28일(윤년은 29일)까지 있습니다.',
              'Months with 31 days: 1, 3, 5, 7, 8, 10, 12. Months with 30 days: 4, 6, 9, 11. Month 2 has 28 days (29 in a leap year).',
            ),
            L(
              `${m(month)}월은 ${m(MONTH_DAYS[month - 1] ?? 30)}일까지 있습니다.`,
              `Month ${m(month)} has ${m(MONTH_DAYS[month - 1] ?? 30)} days.`,
            ),
          ],
        },
        {
          stem: L(
            `어느 달 ${m(date)}일은 수요일입니다. 같은 달의 ${m(weeks)}주일 뒤 수요일은 며칠입니까?`,
            `Day ${m(date)} of a month is a Wednesday. What date is the Wednesday ${m(weeks)} ${weeks === 1 ? 'week' : 'weeks'} later in the same month?`,
          ),
          answer: date + 7 * weeks,
          wrong: [date + weeks, date + 7 * weeks + 1, date + 7 * (weeks - 1), date + 10 * weeks],
          steps: [
            L(`같은 요일은 ${m(7)}일마다 돌아옵니다.`, `The same weekday comes back every ${m(7)} days.`),
            L(
              `${m(`${date}+${7 * weeks}=${date + 7 * weeks}`)}이므로 ${m(date + 7 * weeks)}일입니다.`,
              `${m(`${date}+${7 * weeks}=${date + 7 * weeks}`)}, so it is day ${m(date + 7 * weeks)}.`,
            ),
          ],
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return {
        type: 'multiple',
        difficulty: kind === 2 ? 1 : 2,
        stem: c.stem,
        correct: c.answer,
        wrong: c.wrong,
        steps: c.steps,
      };
    },
    // Count day by day (or hour by hour) on a calendar.
    solve: ({ kind, weeks: w0, days, am, pm, month, date }) => {
      const weeks = kind === 3 ? Math.min(w0, 2) : w0;
      if (kind === 0) return groups(7, weeks) + days;
      if (kind === 1) return findOnly(0, 12, (hrs) => (am + hrs) % 12 === pm % 12 && am + hrs > 12);
      if (kind === 2) return month === 2 ? 28 : month <= 7 === (month % 2 === 1) ? 31 : 30;
      let d = date;
      for (let i = 0; i < weeks * 7; i++) d++;
      return d;
    },
  }),
]);
