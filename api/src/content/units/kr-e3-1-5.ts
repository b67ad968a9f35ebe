// 3학년 1학기 5단원 길이와 시간: mm and km, seconds, and adding and subtracting times.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { callKo, PEOPLE } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, columnSub, findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-1-5';

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
];
