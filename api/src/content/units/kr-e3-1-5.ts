// 3학년 1학기 5단원 길이와 시간: mm and km, seconds, and adding and subtracting times.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub, findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-1-5';
const S = (n: number) => `${UNIT}.s${n}`;
/** A length in millimetres as cm and mm: 7\text{ cm}\ 4\text{ mm}, or 7\text{ cm} when whole. */
const cmMm = (mm: number) =>
  mm % 10 === 0 ? `${mm / 10}\\text{ cm}` : `${Math.floor(mm / 10)}\\text{ cm}\\ ${mm % 10}\\text{ mm}`;
/** A length in metres as km and m. */
const kmM = (x: number) =>
  x % 1000 === 0 ? `${x / 1000}\\text{ km}` : `${Math.floor(x / 1000)}\\text{ km}\\ ${x % 1000}\\text{ m}`;
/** A duration in seconds as minutes and seconds. */
const minSec = (x: number) =>
  x % 60 === 0 ? `${x / 60}\\text{분}` : `${Math.floor(x / 60)}\\text{분}\\ ${x % 60}\\text{초}`;
const minSecEn = (x: number) =>
  x % 60 === 0 ? `${x / 60}\\text{ min}` : `${Math.floor(x / 60)}\\text{ min }${x % 60}\\text{ s}`;

const u = (n: number | string, unit: string) => `${n}\\text{ ${unit}}`;
const PLACES: [string, string][] = [
  ['도서관', 'the library'],
  ['공원', 'the park'],
  ['수영장', 'the pool'],
  ['박물관', 'the museum'],
  ['할머니 댁', "Grandma's house"],
];

export const templates = [
  defineTemplate(UNIT, 'mm-and-km', {
    version: 2,
    params: (r) => ({ kind: r.int(0, 2), cm: r.int(1, 30), mm: r.int(1, 9), km: r.int(1, 9), m1: r.int(1, 999) }),
    generate: ({ kind, cm, mm, km, m1 }) => {
      if (kind === 0) {
        const total = cm * 10 + mm;
        return essay({
          difficulty: 2,
          stem: L(
            `${m(`${u(cm, 'cm')}\\ ${u(mm, 'mm')}`)}는 몇 ${m('\\text{mm}')}입니까?`,
            `How many millimeters is ${m(`${u(cm, 'cm')}\\ ${u(mm, 'mm')}`)}?`,
          ),
          answer: String(total),
          form: 'number',
          unit: 'mm',
          steps: [
            L(
              `${m('1\\text{ cm}=10\\text{ mm}')}이므로 ${m(`${u(cm, 'cm')}=${u(cm * 10, 'mm')}`)}입니다.`,
              `${m('1\\text{ cm}=10\\text{ mm}')}, so ${m(`${u(cm, 'cm')}=${u(cm * 10, 'mm')}`)}.`,
            ),
            L(
              `${m(`${cm * 10}+${mm}=${total}`)}이므로 ${m(u(total, 'mm'))}입니다.`,
              `${m(`${cm * 10}+${mm}=${total}`)}, so it is ${m(u(total, 'mm'))}.`,
            ),
          ],
        });
      }
      if (kind === 1) {
        const total = km * 1000 + m1;
        return essay({
          difficulty: m1 < 100 ? 3 : 2,
          stem: L(
            `${m(`${u(km, 'km')}\\ ${u(m1, 'm')}`)}는 몇 ${m('\\text{m}')}입니까?`,
            `How many meters is ${m(`${u(km, 'km')}\\ ${u(m1, 'm')}`)}?`,
          ),
          answer: String(total),
          form: 'number',
          unit: 'm',
          steps: [
            L(
              `${m('1\\text{ km}=1000\\text{ m}')}이므로 ${m(`${u(km, 'km')}=${u(km * 1000, 'm')}`)}입니다.`,
              `${m('1\\text{ km}=1000\\text{ m}')}, so ${m(`${u(km, 'km')}=${u(km * 1000, 'm')}`)}.`,
            ),
            L(
              `${m(`${km * 1000}+${m1}=${total}`)}이므로 ${m(u(total, 'm'))}입니다.`,
              `${m(`${km * 1000}+${m1}=${total}`)}, so it is ${m(u(total, 'm'))}.`,
            ),
          ],
        });
      }
      const total = cm * 10 + mm;
      return essay({
        difficulty: 2,
        stem: L(
          `${m('\\square')} 안에 알맞은 수를 구하시오. ${m(`${u(total, 'mm')}=\\square\\text{ cm}\\ ${u(mm, 'mm')}`)}`,
          `Find the number that goes in the box. ${m(`${u(total, 'mm')}=\\square\\text{ cm}\\ ${u(mm, 'mm')}`)}`,
        ),
        answer: String(cm),
        form: 'number',
        unit: 'cm',
        steps: [
          L(`${m('10\\text{ mm}=1\\text{ cm}')}입니다.`, `${m('10\\text{ mm}=1\\text{ cm}')}.`),
          L(
            `${withJosa(m(u(total, 'mm')), '은/는')} ${withJosa(m(u(cm * 10, 'mm')), '과/와')} ${m(u(mm, 'mm'))}이고 ${m(`${u(cm * 10, 'mm')}=${u(cm, 'cm')}`)}이므로 ${m(`${u(cm, 'cm')}\\ ${u(mm, 'mm')}`)}입니다.`,
            `${m(u(total, 'mm'))} is ${m(u(cm * 10, 'mm'))} and ${m(u(mm, 'mm'))}, and ${m(`${u(cm * 10, 'mm')}=${u(cm, 'cm')}`)}, so it is ${m(`${u(cm, 'cm')}\\ ${u(mm, 'mm')}`)}.`,
          ),
        ],
      });
    },
    // Build the length from unit pieces, or search for the whole centimetres.
    check: ({ kind, cm, mm, km, m1 }, problem) => {
      if (kind === 0) return keyIs(problem, groups(10, cm) + mm);
      if (kind === 1) return keyIs(problem, columnAdd(groups(1000, km), m1));
      return keyIs(
        problem,
        findOnly(0, 40, (c) => c * 10 <= cm * 10 + mm && cm * 10 + mm < c * 10 + 10),
      );
    },
  }),

  defineTemplate(UNIT, 'minutes-and-seconds', {
    version: 2,
    params: (r) => {
      const p = r.pick(PEOPLE);
      return {
        m1: r.int(1, 5),
        s1: r.int(0, 59),
        m2: r.int(1, 5),
        s2: r.int(0, 59),
        kind: r.int(0, 2),
        p,
        q: r.pick(PEOPLE.filter((x) => x !== p)),
      };
    },
    generate: ({ m1, s1, m2, s2, kind, p, q }, rng) => {
      const t1 = m1 * 60 + s1;
      const t2 = m2 * 60 + s2;
      const time = (mm: number, ss: number) => L(`${m(mm)}분 ${m(ss)}초`, `${m(mm)} min ${m(ss)} s`);
      if (kind === 0)
        return multiple(rng, {
          difficulty: 2,
          stem: L(`${time(m1, s1).ko}는 몇 초입니까?`, `How many seconds is ${time(m1, s1).en}?`),
          correct: m(t1),
          wrong: countChoices(t1, [m1 * 100 + s1, m1 + s1, m1 * 60, t1 + 60, m1 * 10 + s1]),
          steps: [
            m1 === 1
              ? L(`${m(1)}분은 ${m(60)}초입니다.`, `${m(1)} minute is ${m(60)} seconds.`)
              : L(
                  `${m(1)}분은 ${m(60)}초이므로 ${m(m1)}분은 ${m(m1 * 60)}초입니다.`,
                  `${m(1)} minute is ${m(60)} seconds, so ${m(m1)} minutes are ${m(m1 * 60)} seconds.`,
                ),
            L(
              `${m(`${m1 * 60}+${s1}=${t1}`)}이므로 ${m(t1)}초입니다.`,
              `${m(`${m1 * 60}+${s1}=${t1}`)}, so it is ${m(t1)} seconds.`,
            ),
          ],
        });
      const [a, b] = t1 === t2 ? [t1 + 7, t2] : [Math.max(t1, t2), Math.min(t1, t2)];
      const sum = t1 + t2;
      return kind === 1
        ? multiple(rng, {
            difficulty: 3,
            stem: L(
              `오래 매달리기 기록이 ${withJosa(callKo(p), '은/는')} ${time(Math.floor(a / 60), a % 60).ko}, ${withJosa(callKo(q), '은/는')} ${time(Math.floor(b / 60), b % 60).ko}입니다. 두 사람의 기록은 몇 초 차이가 납니까?`,
              `In a hanging contest, ${p.en} lasted ${time(Math.floor(a / 60), a % 60).en} and ${q.en} lasted ${time(Math.floor(b / 60), b % 60).en}. How many seconds apart are their times?`,
            ),
            correct: m(a - b),
            wrong: countChoices(a - b, [
              Math.abs((Math.floor(a / 60) - Math.floor(b / 60)) * 100 + ((a % 60) - (b % 60))),
              a - b + 60,
              a - b + 40,
              a + b,
              a - b + 1,
            ]),
            steps: [
              L('두 기록을 모두 초로 바꿉니다.', 'Change both times to seconds.'),
              L(
                `${m(a)}초와 ${m(b)}초이므로 ${m(`${a}-${b}=${a - b}`)}초 차이입니다.`,
                `${m(a)} s and ${m(b)} s, so they differ by ${m(`${a}-${b}=${a - b}`)} seconds.`,
              ),
            ],
          })
        : multiple(rng, {
            difficulty: 3,
            stem: L(
              `이어달리기에서 ${withJosa(callKo(p), '은/는')} ${time(m1, s1).ko}, 이어서 ${withJosa(callKo(q), '은/는')} ${time(m2, s2).ko} 동안 달렸습니다. 두 사람이 달린 시간은 모두 몇 초입니까?`,
              `In a relay, ${p.en} ran for ${time(m1, s1).en} and then ${q.en} ran for ${time(m2, s2).en}. How many seconds did they run in all?`,
            ),
            correct: m(sum),
            wrong: countChoices(sum, [(m1 + m2) * 100 + s1 + s2, sum - 60, sum + 60, m1 + m2 + s1 + s2, sum + 1]),
            steps: [
              L(
                `${m(`${m1}\\times60+${s1}=${t1}`)}, ${m(`${m2}\\times60+${s2}=${t2}`)}`,
                `${m(`${m1}\\times60+${s1}=${t1}`)}, ${m(`${m2}\\times60+${s2}=${t2}`)}.`,
              ),
              L(
                `${m(`${t1}+${t2}=${sum}`)}이므로 모두 ${m(sum)}초입니다.`,
                `${m(`${t1}+${t2}=${sum}`)}, so ${m(sum)} seconds in all.`,
              ),
            ],
          });
    },
    // Tick a stopwatch second by second.
    check: ({ m1, s1, m2, s2, kind }, problem) => {
      const secs = (mm: number, ss: number) => {
        let n = 0;
        for (let i = 0; i < mm; i++) n += 60;
        return n + ss;
      };
      const t1 = secs(m1, s1);
      const t2 = secs(m2, s2);
      if (kind === 0) return keyIs(problem, t1);
      if (kind === 2) return keyIs(problem, t1 + t2);
      return keyIs(problem, t1 === t2 ? 7 : Math.abs(t1 - t2));
    },
  }),

  defineTemplate(UNIT, 'walking-distances', {
    version: 2,
    params: (r) => ({
      a: r.int(150, 950),
      b: r.int(150, 950),
      kind: r.int(0, 1),
      place: r.pick(PLACES),
      p: r.pick(PEOPLE),
    }),
    generate: ({ a, b, kind, place, p }) => {
      const total = a + b;
      const kmPart = Math.floor(total / 1000);
      const mPart = total % 1000;
      return essay({
        difficulty: 3,
        stem:
          kind === 0
            ? L(
                `${withJosa(callKo(p), '은/는')} 집에서 학교까지 ${m(u(a, 'm'))}를 걷고, 학교에서 ${place[0]}까지 ${m(u(b, 'm'))}를 더 걸었습니다. ${withJosa(callKo(p), '이/가')} 걸은 거리는 모두 몇 ${m('\\text{m}')}입니까?`,
                `${p.en} walked ${m(u(a, 'm'))} from home to school and then ${m(u(b, 'm'))} more from school to ${place[1]}. How many meters did ${p.en} walk in all?`,
              )
            : L(
                `집에서 ${place[0]}까지의 거리는 ${m(total >= 1000 ? `${u(kmPart, 'km')}\\ ${u(mPart, 'm')}` : u(total, 'm'))}입니다. 그중 ${m(u(a, 'm'))}를 걸었다면 남은 거리는 몇 ${m('\\text{m}')}입니까?`,
                `It is ${m(total >= 1000 ? `${u(kmPart, 'km')}\\ ${u(mPart, 'm')}` : u(total, 'm'))} from home to ${place[1]}. After walking ${m(u(a, 'm'))}, how many meters are left?`,
              ),
        answer: String(kind === 0 ? total : b),
        form: 'number',
        unit: 'm',
        steps:
          kind === 0
            ? [
                L(`${m(`${a}+${b}=${total}`)}`, `${m(`${a}+${b}=${total}`)}`),
                L(
                  `모두 ${m(u(total, 'm'))}${total >= 1000 ? `, 즉 ${m(`${u(kmPart, 'km')}\\ ${u(mPart, 'm')}`)}` : ''}입니다.`,
                  `That is ${m(u(total, 'm'))}${total >= 1000 ? `, or ${m(`${u(kmPart, 'km')}\\ ${u(mPart, 'm')}`)}` : ''} in all.`,
                ),
              ]
            : [
                L(
                  `${m('1\\text{ km}=1000\\text{ m}')}이므로 전체 거리는 ${m(u(total, 'm'))}입니다.`,
                  `${m('1\\text{ km}=1000\\text{ m}')}, so the whole distance is ${m(u(total, 'm'))}.`,
                ),
                L(
                  `${m(`${total}-${a}=${b}`)}이므로 ${m(u(b, 'm'))} 남았습니다.`,
                  `${m(`${total}-${a}=${b}`)}, so ${m(u(b, 'm'))} are left.`,
                ),
              ],
      });
    },
    // Column addition, or search for the distance still to walk.
    check: ({ a, b, kind }, problem) => {
      if (kind === 0) return keyIs(problem, columnAdd(a, b));
      const rest = columnSub(a + b, a);
      return keyIs(problem, columnAdd(rest, a) === a + b ? rest : Number.NaN);
    },
  }),
  defineTemplate(UNIT, 'ruler-not-from-zero', {
    version: 1,
    params: (r) => ({ start: r.int(11, 39), length: r.int(25, 79) }),
    generate: ({ start, length }) => {
      const end = start + length;
      return essay({
        subUnit: S(3),
        difficulty: 3,
        stem: L(
          `선의 한끝을 자의 눈금 ${m(cmMm(start))}에 맞추었더니 다른 끝이 눈금 ${m(cmMm(end))}에 닿았습니다. 선의 길이는 몇 ${m('\\text{mm}')}입니까?`,
          `One end of a line is at the ${m(cmMm(start))} mark of a ruler and the other end is at ${m(cmMm(end))}. How many millimeters long is the line?`,
        ),
        answer: String(length),
        form: 'number',
        unit: 'mm',
        steps: [
          L(
            `두 눈금을 모두 ${m('\\text{mm}')}로 바꿉니다: ${m(`${cmMm(start)}=${start}\\text{ mm}`)}, ${m(`${cmMm(end)}=${end}\\text{ mm}`)}`,
            `Write both marks in millimeters: ${m(`${cmMm(start)}=${start}\\text{ mm}`)} and ${m(`${cmMm(end)}=${end}\\text{ mm}`)}.`,
          ),
          L(
            `길이는 두 눈금의 차입니다: ${m(`${end}-${start}=${length}`)}이므로 ${m(`${length}\\text{ mm}`)}`,
            `The length is the difference: ${m(`${end}-${start}=${length}`)}, so ${m(`${length}\\text{ mm}`)}.`,
          ),
        ],
      });
    },
    // Count the millimetre marks from one end to the other.
    check: ({ start, length }, problem) => {
      let marks = 0;
      for (let x = start; x < start + length; x++) marks++;
      return keyIs(problem, marks);
    },
  }),

  defineTemplate(UNIT, 'faster-runner', {
    version: 1,
    params: (r) => ({
      a: r.int(62, 110),
      gap: r.int(3, 15),
      p: r.pick(PEOPLE),
      q: r.pick(PEOPLE),
      aFirst: r.int(0, 1) === 1,
    }),
    generate: ({ a, gap, p, q: q0, aFirst }) => {
      const q = q0.ko === p.ko ? (PEOPLE.find((x) => x.ko !== p.ko) ?? q0) : q0;
      const b = a + gap;
      // One time is given in minutes and seconds, the other in seconds only.
      const [pTime, qTime] = aFirst ? [a, b] : [b, a];
      const faster = aFirst ? p : q;
      return essay({
        subUnit: S(4),
        difficulty: 3,
        stem: L(
          `달리기에서 ${callKo(p)}는 ${m(minSec(pTime))}, ${callKo(q)}는 ${m(`${qTime}\\text{초}`)} 걸렸습니다. 더 빨리 달린 사람은 몇 초 더 빨리 달렸습니까?`,
          `In a race, ${p.en} took ${m(minSecEn(pTime))} and ${q.en} took ${m(`${qTime}\\text{ s}`)}. How many seconds faster was the faster runner?`,
        ),
        answer: String(gap),
        form: 'number',
        unit: '초',
        steps: [
          L(
            `단위를 초로 맞춥니다: ${m('1\\text{분}=60\\text{초}')}이므로 ${m(`${minSec(pTime)}=${pTime}\\text{초}`)}`,
            `Use seconds for both: ${m('1\\text{ min}=60\\text{ s}')}, so ${m(`${minSecEn(pTime)}=${pTime}\\text{ s}`)}.`,
          ),
          L(
            `걸린 시간이 짧을수록 빠르므로 ${callKo(faster)}가 ${m(`${b}-${a}=${gap}`)}초 더 빨리 달렸습니다.`,
            `Less time means faster, so ${faster.en} was faster by ${m(`${b}-${a}=${gap}`)} seconds.`,
          ),
        ],
      });
    },
    // Compare the two times second by second.
    check: ({ a, gap }, problem) => {
      let n = 0;
      for (let t = a; t < a + gap; t++) n++;
      return keyIs(problem, n);
    },
  }),

  defineTemplate(UNIT, 'movie-length', {
    version: 1,
    params: (r) => ({ start: r.int(9, 16) * 60 + r.int(1, 11) * 5, length: r.int(70, 140) }),
    generate: ({ start, length }) => {
      const end = start + length;
      const t = (x: number) => `${Math.floor(x / 60)}\\text{시}\\ ${x % 60}\\text{분}`;
      const tEn = (x: number) => `${Math.floor(x / 60)}{:}${String(x % 60).padStart(2, '0')}`;
      return essay({
        subUnit: S(6),
        difficulty: 3,
        stem: L(
          `영화가 ${m(t(start))}에 시작하여 ${m(t(end))}에 끝났습니다. 영화는 몇 분 동안 상영되었습니까?`,
          `A movie started at ${m(tEn(start))} and ended at ${m(tEn(end))}. How many minutes long was it?`,
        ),
        answer: String(length),
        form: 'number',
        unit: '분',
        steps: [
          L(
            `끝난 시각에서 시작한 시각을 뺍니다. 분끼리 뺄 수 없으면 ${m('1\\text{시간}=60\\text{분}')}을 받아내림합니다: ${m(`${t(end)}-${t(start)}=${Math.floor(length / 60)}\\text{시간}\\ ${length % 60}\\text{분}`)}`,
            `Subtract the start time from the end time, trading ${m('1\\text{ h}=60\\text{ min}')} when the minutes are too few: the movie ran ${m(`${Math.floor(length / 60)}\\text{ h }${length % 60}\\text{ min}`)}.`,
          ),
          L(
            `${m(`${Math.floor(length / 60)}\\text{시간}\\ ${length % 60}\\text{분}=${Math.floor(length / 60) * 60}+${length % 60}=${length}`)}(분)`,
            `${m(`${Math.floor(length / 60)}\\times60+${length % 60}=${length}`)} minutes.`,
          ),
        ],
      });
    },
    // Count the minutes from the start to the end.
    check: ({ start, length }, problem) => {
      let n = 0;
      for (let x = start; x < start + length; x++) n++;
      return keyIs(problem, n);
    },
  }),
  defineTemplate(UNIT, 'shorter-route', {
    version: 1,
    params: (r) => ({
      leg1: r.int(11, 18) * 100 + r.int(1, 9) * 10,
      leg2: r.int(4, 9) * 100 + r.int(1, 9) * 10,
      saved: r.int(2, 6) * 50,
      place: r.pick(PLACES),
    }),
    generate: ({ leg1, leg2, saved, place }) => {
      const via = leg1 + leg2;
      const direct = via - saved;
      return essay({
        subUnit: S(2),
        difficulty: 4,
        stem: L(
          `집에서 학교까지 ${withJosa(place[0], '을/를')} 거쳐 가면 집에서 ${place[0]}까지 ${m(kmM(leg1))}, ${place[0]}에서 학교까지 ${m(`${leg2}\\text{ m}`)}입니다. 집에서 학교까지 곧장 가는 길은 ${m(kmM(direct))}입니다. 곧장 가는 길은 몇 ${m('\\text{m}')} 더 짧습니까?`,
          `Going from home to school by way of ${place[1]} is ${m(kmM(leg1))} to ${place[1]} and then ${m(`${leg2}\\text{ m}`)} to school. The direct road from home to school is ${m(kmM(direct))}. How many meters shorter is the direct road?`,
        ),
        answer: String(saved),
        form: 'number',
        unit: 'm',
        steps: [
          L(
            `핵심은 단위를 ${m('\\text{m}')}로 맞추는 것입니다: ${m(`${kmM(leg1)}=${leg1}\\text{ m}`)}, ${m(`${kmM(direct)}=${direct}\\text{ m}`)}`,
            `The key is to put everything in meters: ${m(`${kmM(leg1)}=${leg1}\\text{ m}`)} and ${m(`${kmM(direct)}=${direct}\\text{ m}`)}.`,
          ),
          L(
            `거쳐 가는 길: ${m(`${leg1}+${leg2}=${via}`)}(m)`,
            `By way of ${place[1]}: ${m(`${leg1}+${leg2}=${via}`)} m.`,
          ),
          L(`차: ${m(`${via}-${direct}=${saved}`)}(m)`, `The difference: ${m(`${via}-${direct}=${saved}`)} m.`),
        ],
      });
    },
    // Add and subtract in columns, in metres.
    check: ({ leg1, leg2, saved }, problem) => {
      const via = columnAdd(leg1, leg2);
      return keyIs(problem, columnSub(via, via - saved));
    },
  }),

  defineTemplate(UNIT, 'mm-mixed-up', {
    version: 1,
    params: (r) => ({ x: r.int(60, 140), k: r.int(21, 55), add: r.int(0, 1) === 1, p: r.pick(PEOPLE) }),
    generate: ({ x, k, add, p }) => {
      const wrong = add ? x - k : x + k;
      const right = add ? x + k : x - k;
      const [meant, did] = add ? ['+', '-'] : ['-', '+'];
      return essay({
        subUnit: S(1),
        difficulty: 4,
        stem: L(
          `${callKo(p)}는 어떤 길이에 ${withJosa(m(cmMm(k)), '을/를')} ${add ? '더해야' : '빼야'} 할 것을 잘못하여 ${add ? '뺐더니' : '더했더니'} ${withJosa(m(cmMm(wrong)), '이/가')} 되었습니다. 바르게 계산하면 몇 ${m('\\text{mm}')}입니까?`,
          `${p.en} was supposed to ${add ? 'add' : 'subtract'} ${m(cmMm(k))} ${add ? 'to' : 'from'} a length but ${add ? 'subtracted' : 'added'} it by mistake and got ${m(cmMm(wrong))}. What is the correct answer in millimeters?`,
        ),
        answer: String(right),
        form: 'number',
        unit: 'mm',
        steps: [
          L(
            `모두 ${m('\\text{mm}')}로 바꿉니다: ${m(`${cmMm(k)}=${k}\\text{ mm}`)}, ${m(`${cmMm(wrong)}=${wrong}\\text{ mm}`)}`,
            `Write both in millimeters: ${m(`${cmMm(k)}=${k}\\text{ mm}`)} and ${m(`${cmMm(wrong)}=${wrong}\\text{ mm}`)}.`,
          ),
          L(
            `어떤 길이를 ${m('\\square')}라 하면 ${m(`\\square${did}${k}=${wrong}`)}이므로 ${m(`\\square=${wrong}${meant}${k}=${x}`)}입니다.`,
            `Call the length ${m('\\square')}: ${m(`\\square${did}${k}=${wrong}`)}, so ${m(`\\square=${wrong}${meant}${k}=${x}`)}.`,
          ),
          L(
            `바르게 계산하면 ${m(`${x}${meant}${k}=${right}`)}이므로 ${m(`${right}\\text{ mm}`)}입니다.`,
            `The correct calculation: ${m(`${x}${meant}${k}=${right}`)}, so ${m(`${right}\\text{ mm}`)}.`,
          ),
        ],
      });
    },
    // Find the length by trying every one against the mistaken result.
    check: ({ x, k, add }, problem) => {
      const wrong = add ? x - k : x + k;
      const found = findOnly(0, 300, (n) => (add ? n - k : n + k) === wrong);
      return keyIs(problem, add ? columnAdd(found, k) : columnSub(found, k));
    },
  }),
];
