// 1학년 2학기 3단원 모양과 시각: square, triangle and circle shapes; o'clock and half past.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { callKo, nameWith, PEOPLE } from '../kit/people.js';
import { keyIs, mathRuns } from '../kit/check.js';
import { findOnly } from '../kit/counting.js';
import { clock, withFigure } from '../kit/figures.js';

type Flat = 'square' | 'triangle' | 'circle';
const FLATS: Flat[] = ['square', 'triangle', 'circle'];
const FLAT_TEX: Record<Flat, string> = { square: '\\square', triangle: '\\triangle', circle: '\\bigcirc' };
const FLAT_EN: Record<Flat, string> = { square: 'square', triangle: 'triangle', circle: 'circle' };
/** Pointed corners of each shape, counted on the outline. */
const CORNERS: Record<Flat, number> = { square: 4, triangle: 3, circle: 0 };
const OBJECTS: Record<Flat, [string, string][]> = {
  square: [
    ['액자', 'picture frame'],
    ['공책 표지', 'notebook cover'],
    ['창문', 'window'],
    ['손수건', 'handkerchief'],
    ['스케치북', 'sketchbook'],
    ['칠판', 'chalkboard'],
  ],
  triangle: [
    ['삼각김밥', 'triangle rice ball'],
    ['트라이앵글', 'triangle (instrument)'],
    ['옷걸이', 'clothes hanger'],
    ['삼각자', 'triangle ruler'],
    ['샌드위치 조각', 'sandwich half'],
    ['교통 표지판 (양보)', 'yield sign'],
  ],
  circle: [
    ['동전', 'coin'],
    ['접시', 'plate'],
    ['단추', 'button'],
    ['시디', 'CD'],
    ['훌라후프', 'hula hoop'],
    ['벽시계', 'wall clock'],
  ],
};

/** Hour on a 12-hour clock after adding minutes to h:mm. */
const hourAfter = (h: number, mins: number, add: number) => {
  const total = (h % 12) * 60 + mins + add;
  return Math.floor((((total % 720) + 720) % 720) / 60) || 12;
};

const U = 'kr-e1-2-3';

export const templates = [
  defineTemplate(U, 'find-flat-shapes', {
    version: 2,
    params: (r) => ({
      items: r.shuffle(FLATS.flatMap((s) => OBJECTS[s].map(([ko, en]) => ({ s, ko, en })))).slice(0, r.int(5, 7)),
      target: r.pick(FLATS),
      counts: [r.int(1, 3), r.int(1, 3)] as [number, number],
      corners: r.int(0, 2) === 0,
    }),
    generate: ({ items, target, counts, corners }) => {
      if (corners) {
        const [sq, tr] = counts;
        const total = sq * 4 + tr * 3;
        return essay({
          subUnit: `${U}.s1`,
          difficulty: 3,
          stem: L(
            `${m('\\square')} 모양 ${m(sq)}개와 ${m('\\triangle')} 모양 ${m(tr)}개가 있습니다. 뾰족한 곳은 모두 몇 군데입니까?`,
            `There ${sq === 1 ? 'is' : 'are'} ${count(sq, `${m('\\square')} shape`)} and ${count(tr, `${m('\\triangle')} shape`)}. How many pointed corners are there in all?`,
          ),
          answer: String(total),
          form: 'number',
          steps: [
            L(
              `${m('\\square')} 모양은 뾰족한 곳이 ${m(4)}군데, ${m('\\triangle')} 모양은 ${m(3)}군데입니다.`,
              `A ${m('\\square')} has ${m(4)} corners and a ${m('\\triangle')} has ${m(3)}.`,
            ),
            L(
              m(
                `${[...Array.from({ length: sq }, () => 4), ...Array.from({ length: tr }, () => 3)].join('+')}=${total}`,
              ),
              m(
                `${[...Array.from({ length: sq }, () => 4), ...Array.from({ length: tr }, () => 3)].join('+')}=${total}`,
              ),
            ),
            L(`모두 ${m(total)}군데입니다.`, `There are ${m(total)} corners in all.`),
          ],
        });
      }
      const hits = items.filter((it) => it.s === target);
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 1,
        stem: L(
          `다음 물건 중에서 ${m(FLAT_TEX[target])} 모양을 찾을 수 있는 것은 몇 개입니까? ${items.map((it) => it.ko).join(', ')}`,
          `In how many of these objects can you find a ${m(FLAT_TEX[target])} (${FLAT_EN[target]}) shape? ${items.map((it) => it.en).join(', ')}`,
        ),
        answer: String(hits.length),
        form: 'number',
        steps: [
          L(
            `${m('\\square')} 모양은 뾰족한 곳이 ${m(4)}군데, ${m('\\triangle')} 모양은 ${m(3)}군데이고, ${m('\\bigcirc')} 모양은 뾰족한 곳 없이 둥급니다.`,
            `A ${m('\\square')} has ${m(4)} pointed corners, a ${m('\\triangle')} has ${m(3)}, and a ${m('\\bigcirc')} is round with none.`,
          ),
          L(
            `${m(FLAT_TEX[target])} 모양: ${hits.map((it) => it.ko).join(', ') || '없음'}`,
            `${m(FLAT_TEX[target])} shapes: ${hits.map((it) => it.en).join(', ') || 'none'}`,
          ),
          L(`모두 ${m(hits.length)}개입니다.`, `That makes ${m(hits.length)} in all.`),
        ],
      });
    },
    // Count corners by repeated addition, or recount the listed objects by their corner counts.
    check: ({ items, target, counts, corners }, problem) => {
      if (corners) {
        let total = 0;
        for (let i = 0; i < counts[0]; i++) total += CORNERS.square;
        for (let i = 0; i < counts[1]; i++) total += CORNERS.triangle;
        return keyIs(problem, total);
      }
      const cornerOf = (en: string) => CORNERS[FLATS.find((s) => OBJECTS[s].some(([, e]) => e === en)) ?? 'circle'];
      return keyIs(problem, items.filter((it) => cornerOf(it.en) === CORNERS[target]).length);
    },
  }),

  // The clock is drawn (version 3); earlier versions described the hands in words.
  defineTemplate(U, 'read-the-clock', {
    version: 3,
    params: (r) => ({ h: r.int(1, 12), half: r.int(0, 1) === 1, phrasing: r.int(0, 5) }),
    generate: ({ h, half, phrasing }, rng) => {
      const next = (h % 12) + 1;
      const scene =
        [
          L('아침을 먹을 때', 'At breakfast,'),
          L('학교 종이 울렸을 때', 'When the school bell rang,'),
          L('집에 도착했을 때', 'When I got home,'),
          L('아침에 일어났을 때', 'When I woke up,'),
          L('간식을 먹을 때', 'At snack time,'),
          L('놀이터에 갔을 때', 'When I went to the playground,'),
        ][phrasing] ?? L('', '');
      const stem = half
        ? L(
            `${scene.ko} 본 시계입니다. 시계가 나타내는 시각은 몇 시 ${m(30)}분입니까?`,
            `${scene.en} I looked at this clock. It was half past what hour?`,
          )
        : L(
            `${scene.ko} 본 시계입니다. 시계가 나타내는 시각은 몇 시입니까?`,
            `${scene.en} I looked at this clock. What hour was it?`,
          );
      const problem = multiple(rng, {
        subUnit: `${U}.${half ? 's3' : 's2'}`,
        difficulty: half ? 2 : 1,
        stem,
        correct: m(h),
        // Hours on the clock face only (and 30, the minutes, for half past): never 13 or 0.
        wrong: [
          ...(half ? [next, 6, h === 1 ? 12 : h - 1, 30] : [12, next, h === 1 ? 12 : h - 1, 6]),
          ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        ]
          .filter((x) => x !== h)
          .map((x) => m(x)),
        steps: half
          ? [
              L(
                `긴바늘이 ${m(6)}을 가리키면 '몇 시 ${m(30)}분'입니다.`,
                `When the long hand points to ${m(6)}, it is half past the hour (${m(30)} minutes).`,
              ),
              L(
                `짧은바늘이 ${withJosa(m(h), '과/와')} ${m(next)} 사이에 있으므로 ${m(h)}시 ${m(30)}분입니다.`,
                `The short hand is between ${m(h)} and ${m(next)}, so it is half past ${m(h)}.`,
              ),
            ]
          : [
              L(
                `긴바늘이 맨 위의 숫자를 가리키면 '몇 시'입니다.`,
                `When the long hand points straight up, it is exactly on the hour.`,
              ),
              L(
                `짧은바늘이 ${withJosa(m(h), '을/를')} 가리키므로 ${m(h)}시입니다.`,
                `The short hand points to ${m(h)}, so it is ${m(h)} o'clock.`,
              ),
            ],
      });
      return withFigure(problem, clock({ hour: h, minute: half ? 30 : 0 }));
    },
    // Turn the hands into minutes after 12 and read the hour back.
    check: ({ h, half }, problem) => {
      const minutes = (h % 12) * 60 + (half ? 30 : 0);
      return keyIs(
        problem,
        findOnly(1, 12, (x) => (x % 12) * 60 <= minutes && minutes < (x % 12) * 60 + 60),
      );
    },
  }),

  defineTemplate(U, 'clock-later', {
    version: 2,
    params: (r) => ({ h: r.int(1, 12), kind: r.int(0, 3), who: r.int(0, 3), p: r.pick(PEOPLE) }),
    generate: ({ h, kind, who, p }) => {
      const next = (h % 12) + 1;
      const doing = [
        ['숙제를 시작한', 'started homework'],
        ['공원에 간', 'went to the park'],
        ['책을 읽기 시작한', 'started reading'],
        ['그림을 그리기 시작한', 'started drawing'],
      ][who] ?? ['', ''];
      const cases = [
        {
          stem: L(
            `${nameWith(p, '가')} ${doing[0]} 시각은 ${m(h)}시입니다. 긴바늘이 한 바퀴 돌면 몇 시가 됩니까?`,
            `${p.en} ${doing[1]} at ${m(h)} o'clock. After the long hand goes around once, what hour is it?`,
          ),
          answer: next,
          steps: [
            L(
              '긴바늘이 한 바퀴 돌면 한 시간이 지나 짧은바늘이 다음 숫자로 갑니다.',
              'One full turn of the long hand is one hour, so the short hand moves to the next number.',
            ),
            L(`${m(h)}시 다음은 ${m(next)}시입니다.`, `The hour after ${m(h)} o'clock is ${m(next)} o'clock.`),
          ],
        },
        {
          stem: L(
            `${nameWith(p, '가')} ${doing[0]} 시각은 ${m(h)}시 ${m(30)}분입니다. 긴바늘이 반 바퀴 더 돌면 몇 시가 됩니까?`,
            `${p.en} ${doing[1]} at half past ${m(h)}. After the long hand goes another half turn, what hour is it?`,
          ),
          answer: next,
          steps: [
            L(
              `${m(h)}시 ${m(30)}분에 긴바늘은 ${m(6)}에 있습니다. 반 바퀴 더 돌면 ${m(12)}에 옵니다.`,
              `At half past ${m(h)} the long hand is on ${m(6)}; half a turn more brings it to ${m(12)}.`,
            ),
            L(
              `그때 짧은바늘은 ${withJosa(m(next), '을/를')} 가리키므로 ${m(next)}시입니다.`,
              `The short hand then points to ${m(next)}, so it is ${m(next)} o'clock.`,
            ),
          ],
        },
        {
          stem: L(
            `${m(h)}시 ${m(30)}분일 때 긴바늘이 가리키는 숫자는 무엇입니까?`,
            `At half past ${m(h)}, which number does the long hand point to?`,
          ),
          answer: 6,
          steps: [
            L(
              `긴바늘이 한 바퀴 도는 데 ${m(60)}분이므로 ${m(30)}분은 반 바퀴입니다.`,
              `The long hand takes ${m(60)} minutes to go around once, so ${m(30)} minutes is half a turn.`,
            ),
            L(
              `${m(12)}에서 반 바퀴 돌면 맞은편의 ${m(6)}입니다.`,
              `Half a turn from ${m(12)} is ${m(6)}, on the opposite side.`,
            ),
          ],
        },
        {
          stem: L(
            `${m(h)}시일 때 긴바늘이 가리키는 숫자는 무엇입니까?`,
            `At ${m(h)} o'clock, which number does the long hand point to?`,
          ),
          answer: 12,
          steps: [
            L(
              "'몇 시'일 때는 분이 없으므로 긴바늘이 시계의 맨 위에 있습니다.",
              'On the hour there are no extra minutes, so the long hand is straight up at the top of the clock.',
            ),
            L(`시계의 맨 위에 있는 숫자는 ${m(12)}입니다.`, `The number at the top of the clock is ${m(12)}.`),
          ],
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return essay({
        subUnit: `${U}.${kind === 0 || kind === 3 ? 's2' : 's3'}`,
        difficulty: kind <= 1 ? 2 : 1,
        stem: c.stem,
        answer: String(c.answer),
        form: 'number',
        steps: c.steps,
      });
    },
    // Move the clock on in minutes and read the hour; the long hand's number is minutes / 5 (0 shows as 12).
    check: ({ h, kind }, problem) => {
      if (kind === 0) return keyIs(problem, hourAfter(h, 0, 60));
      if (kind === 1) return keyIs(problem, hourAfter(h, 30, 30));
      const minutes = kind === 2 ? 30 : 0;
      return keyIs(problem, minutes / 5 || 12);
    },
  }),
  defineTemplate(U, 'corners-in-all', {
    version: 1,
    params: (r) => ({ sq: r.int(1, 3), tri: r.int(1, 3), circ: r.int(1, 3) }),
    generate: ({ sq, tri, circ }) => {
      const total = 4 * sq + 3 * tri;
      const row = [
        ...Array.from({ length: sq }, () => FLAT_TEX.square),
        ...Array.from({ length: tri }, () => FLAT_TEX.triangle),
        ...Array.from({ length: circ }, () => FLAT_TEX.circle),
      ].join('\\;');
      // 4 + 4 = 8 for two squares; a single square is just 4.
      const adds = (n: number, k: number) =>
        n === 1 ? String(k) : `${Array.from({ length: n }, () => k).join('+')}=${n * k}`;
      const [sqAdds, triAdds] = [adds(sq, 4), adds(tri, 3)];
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 4,
        stem: [
          `다음 모양들의 뾰족한 부분은 모두 몇 개입니까? ${m(row)}`,
          `How many pointed corners do these shapes have in all? ${m(row)}`,
        ],
        answer: String(total),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${m(FLAT_TEX.square)} 모양은 뾰족한 부분이 ${m(4)}개, ${m(FLAT_TEX.triangle)} 모양은 ${m(3)}개이고, ${m(FLAT_TEX.circle)} 모양은 뾰족한 부분이 없습니다. 동그라미를 세지 않는 것이 열쇠입니다.`,
            `A ${m(FLAT_TEX.square)} shape has ${m(4)} corners and a ${m(FLAT_TEX.triangle)} shape has ${m(3)}; the key is that a ${m(FLAT_TEX.circle)} shape has none.`,
          ],
          [
            `${m(FLAT_TEX.square)} 모양 ${m(sq)}개: ${m(sqAdds)}, ${m(FLAT_TEX.triangle)} 모양 ${m(tri)}개: ${m(triAdds)}`,
            `${m(sq)} ${sq === 1 ? 'square' : 'squares'}: ${m(sqAdds)}; ${m(tri)} ${tri === 1 ? 'triangle' : 'triangles'}: ${m(triAdds)}.`,
          ],
          [
            `모두 ${m(`${4 * sq}+${3 * tri}=${total}`)}개입니다.`,
            `In all, ${m(`${4 * sq}+${3 * tri}=${total}`)} corners.`,
          ],
        ],
      });
    },
    // Count the corners of each shape drawn in the stem, one shape at a time.
    check: (_p, problem) => {
      const tex = mathRuns(problem.stem.en).at(-1) ?? '';
      const corners = tex.split('\\;').map((piece) => CORNERS[FLATS.find((f) => FLAT_TEX[f] === piece) ?? 'circle']);
      return keyIs(
        problem,
        corners.reduce((a, b) => a + b, 0),
      );
    },
  }),

  defineTemplate(U, 'turn-and-a-half', {
    version: 1,
    params: (r) => ({ h: r.int(1, 12), half: r.int(0, 1) === 1 }),
    generate: ({ h, half }) => {
      // From h:30, one and a half turns lands on the hour two later; from h:00, two turns does.
      const end = ((h + 1) % 12) + 1;
      const problem = essay({
        subUnit: `${U}.s3`,
        difficulty: 4,
        stem: half
          ? [
              '시계의 긴바늘이 지금부터 한 바퀴 반을 더 돌면 몇 시가 됩니까?',
              'The long hand of this clock goes around one and a half more times. What hour is it then?',
            ]
          : [
              '시계의 긴바늘이 지금부터 두 바퀴를 더 돌면 몇 시가 됩니까?',
              'The long hand of this clock goes around two more times. What hour is it then?',
            ],
        answer: String(end),
        form: 'number',
        unit: '시',
        steps: [
          [
            half ? `시계가 나타내는 시각은 ${m(h)}시 ${m(30)}분입니다.` : `시계가 나타내는 시각은 ${m(h)}시입니다.`,
            half ? `The clock shows half past ${m(h)}.` : `The clock shows ${m(h)} o'clock.`,
          ],
          [
            '긴바늘이 한 바퀴 돌면 한 시간, 반 바퀴 돌면 30분이 지납니다. 바퀴 수를 시간으로 바꾸는 것이 열쇠입니다.',
            'The key idea: one turn of the long hand is one hour, and half a turn is 30 minutes.',
          ],
          half
            ? [
                `반 바퀴 돌면 ${m(h === 12 ? 1 : h + 1)}시, 한 바퀴 더 돌면 ${m(end)}시입니다.`,
                `Half a turn makes it ${m(h === 12 ? 1 : h + 1)} o'clock, and one more turn makes it ${m(end)} o'clock.`,
              ]
            : [
                `한 바퀴 돌면 ${m(h === 12 ? 1 : h + 1)}시, 한 바퀴 더 돌면 ${m(end)}시입니다.`,
                `One turn makes it ${m(h === 12 ? 1 : h + 1)} o'clock, and another makes it ${m(end)} o'clock.`,
              ],
        ],
      });
      return withFigure(problem, clock({ hour: h, minute: half ? 30 : 0 }));
    },
    // Move the clock on in minutes and read the hour.
    check: ({ h, half }, problem) => keyIs(problem, hourAfter(h, half ? 30 : 0, half ? 90 : 120)),
  }),

  defineTemplate(U, 'earliest-riser', {
    version: 1,
    params: (r) => ({
      kids: r.shuffle(PEOPLE).slice(0, 5),
      slots: r.shuffle([12, 13, 14, 15, 16, 17]).slice(0, 5),
      early: r.int(0, 1) === 1,
    }),
    generate: ({ kids, slots, early }, rng) => {
      // Slot s is the half hour s / 2: 12 is 6:00, 13 is 6:30, … 17 is 8:30.
      const time = (s: number) => ({ h: Math.floor(s / 2), half: s % 2 === 1 });
      const ko = (s: number) => (time(s).half ? `${m(time(s).h)}시 ${m(30)}분` : `${m(time(s).h)}시`);
      const en = (s: number) => (time(s).half ? `half past ${m(time(s).h)}` : `${m(time(s).h)} o'clock`);
      const pick = early ? Math.min(...slots) : Math.max(...slots);
      const answer = slots.indexOf(pick) + 1;
      const order = [...slots].sort((a, b) => a - b);
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: [
          `아침에 일어난 시각입니다. ${kids.map((p, i) => `${m(i + 1)} ${p.ko}: ${ko(slots[i]!)}`).join(', ')}. 가장 ${early ? '일찍' : '늦게'} 일어난 사람은 몇 번입니까?`,
          `Here is when each child got up this morning: ${kids.map((p, i) => `${m(i + 1)} ${p.en}, ${en(slots[i]!)}`).join('; ')}. Which number got up ${early ? 'earliest' : 'latest'}?`,
        ],
        correct: m(answer),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== answer).map((x) => m(x)),
        steps: [
          [
            '먼저 몇 시인지 비교하고, 같은 시이면 몇 시 30분이 몇 시보다 늦습니다.',
            "Compare the hours first; within the same hour, half past comes after o'clock.",
          ],
          [
            `이른 시각부터 차례로 쓰면 ${order.map(ko).join(', ')}입니다.`,
            `From earliest to latest: ${order.map(en).join(', ')}.`,
          ],
          [
            `가장 ${early ? '이른' : '늦은'} 시각은 ${ko(pick)}이므로 ${m(answer)}번 ${callKo(kids[answer - 1]!)}입니다.`,
            `The ${early ? 'earliest' : 'latest'} time is ${en(pick)}, so it is number ${m(answer)}, ${kids[answer - 1]!.en}.`,
          ],
        ],
      });
    },
    // Turn each time into minutes after midnight and find the extreme.
    check: ({ slots, early }, problem) => {
      const minutes = slots.map((s) => Math.floor(s / 2) * 60 + (s % 2) * 30);
      const target = early ? Math.min(...minutes) : Math.max(...minutes);
      return keyIs(problem, minutes.indexOf(target) + 1);
    },
  }),

  defineTemplate(U, 'hours-of-homework', {
    version: 1,
    params: (r) => {
      const start = r.int(1, 6);
      return { start, hours: r.int(2, 4), person: r.pick(PEOPLE) };
    },
    generate: ({ start, hours, person }) => {
      const end = start + hours;
      return essay({
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `${nameWith(person, '는')} ${m(start)}시에 그림 그리기를 시작해서 ${m(end)}시에 끝냈습니다. 그동안 시계의 긴바늘은 몇 바퀴 돌았습니까?`,
          `${person.en} started drawing at ${m(start)} o'clock and finished at ${m(end)} o'clock. How many times did the long hand go around in that time?`,
        ],
        answer: String(hours),
        form: 'number',
        unit: '바퀴',
        steps: [
          [
            '긴바늘이 한 바퀴 돌면 짧은바늘은 숫자 한 칸을 움직여 한 시간이 지납니다.',
            'Each time the long hand goes around once, the short hand moves one number: one hour passes.',
          ],
          [
            `${m(start)}시부터 한 시간씩 세면 ${Array.from({ length: hours }, (_, i) => `${m(start + i + 1)}시`).join(', ')}입니다.`,
            `Count the hours from ${m(start)} o'clock: ${Array.from({ length: hours }, (_, i) => `${m(start + i + 1)} o'clock`).join(', ')}.`,
          ],
          [
            `모두 ${m(hours)}시간이므로 긴바늘은 ${m(hours)}바퀴 돌았습니다.`,
            `That is ${m(hours)} hours, so the long hand went around ${m(hours)} times.`,
          ],
        ],
      });
    },
    // Move the clock on one hour at a time until it reads the end.
    check: ({ start, hours }, problem) => {
      let [h, turns] = [start, 0];
      while (h !== start + hours) [h, turns] = [h + 1, turns + 1];
      return keyIs(problem, turns);
    },
  }),

  defineTemplate(U, 'more-of-a-shape', {
    version: 1,
    params: (r) => {
      const [a, b] = r.shuffle(FLATS) as [Flat, Flat];
      const na = r.int(3, 7);
      return {
        a,
        b,
        row: r.shuffle([
          ...Array.from({ length: na }, () => a),
          ...Array.from({ length: r.int(1, na - 1) }, () => b),
          ...Array.from({ length: r.int(0, 2) }, () => FLATS.find((f) => f !== a && f !== b)!),
        ]),
      };
    },
    generate: ({ a, b, row }) => {
      const na = row.filter((f) => f === a).length;
      const nb = row.filter((f) => f === b).length;
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 2,
        stem: [
          `${m(FLAT_TEX[a])} 모양은 ${m(FLAT_TEX[b])} 모양보다 몇 개 더 많습니까? ${m(row.map((f) => FLAT_TEX[f]).join('\\;'))}`,
          `How many more ${m(FLAT_TEX[a])} shapes are there than ${m(FLAT_TEX[b])} shapes? ${m(row.map((f) => FLAT_TEX[f]).join('\\;'))}`,
        ],
        answer: String(na - nb),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${m(FLAT_TEX[a])} 모양은 ${m(na)}개, ${m(FLAT_TEX[b])} 모양은 ${m(nb)}개입니다.`,
            `There are ${m(na)} ${FLAT_EN[a]} shapes and ${m(nb)} ${nb === 1 ? `${FLAT_EN[b]} shape` : `${FLAT_EN[b]} shapes`}.`,
          ],
          [
            `${m(`${na}-${nb}=${na - nb}`)}이므로 ${m(na - nb)}개 더 많습니다.`,
            `${m(`${na}-${nb}=${na - nb}`)}, so there ${na - nb === 1 ? 'is' : 'are'} ${m(na - nb)} more.`,
          ],
        ],
      });
    },
    // Recount both shapes in the row drawn in the stem and pair them off.
    check: ({ a, b }, problem) => {
      const pieces = (mathRuns(problem.stem.en).at(-1) ?? '').split('\\;');
      let x = pieces.filter((p) => p === FLAT_TEX[a]).length;
      let y = pieces.filter((p) => p === FLAT_TEX[b]).length;
      while (y > 0) [x, y] = [x - 1, y - 1];
      return keyIs(problem, x);
    },
  }),
];
