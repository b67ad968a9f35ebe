// 3학년 2학기 3단원 원: centre, radius and diameter; circles in a row and inside other circles.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { count } from '../kit/english.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { findOnly, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-2-3';

const cm = (n: number) => `${n}\\text{ cm}`;

export const templates = [
  defineTemplate(UNIT, 'radius-and-diameter', {
    version: 2,
    params: (r) => ({
      rad: r.int(2, 40),
      kind: r.int(0, 3),
      obj: r.pick([
        ['원', 'circle'],
        ['원 모양 접시', 'round plate'],
        ['원 모양 시계', 'round clock'],
        ['훌라후프', 'hula hoop'],
        ['원 모양 거울', 'round mirror'],
      ] as const),
    }),
    generate: ({ rad, kind, obj }) => {
      const dia = 2 * rad;
      const cases = [
        {
          ko: `반지름이 ${m(cm(rad))}인 ${obj[0]}의 지름은 몇 ${m('\\text{cm}')}입니까?`,
          en: `A ${obj[1]} has a radius of ${m(cm(rad))}. What is its diameter, in centimeters?`,
          answer: dia,
        },
        {
          ko: `지름이 ${m(cm(dia))}인 ${obj[0]}의 반지름은 몇 ${m('\\text{cm}')}입니까?`,
          en: `A ${obj[1]} has a diameter of ${m(cm(dia))}. What is its radius, in centimeters?`,
          answer: rad,
        },
        {
          ko: `컴퍼스를 ${m(cm(rad))}만큼 벌려서 원을 그렸습니다. 이 원의 지름은 몇 ${m('\\text{cm}')}입니까?`,
          en: `A compass opened to ${m(cm(rad))} draws a circle. What is the circle's diameter, in centimeters?`,
          answer: dia,
        },
        {
          ko: `반지름이 ${m(cm(rad))}인 원 안에 그을 수 있는 가장 긴 선분의 길이는 몇 ${m('\\text{cm}')}입니까?`,
          en: `What is the longest segment, in centimeters, that fits inside a circle with a radius of ${m(cm(rad))}?`,
          answer: dia,
        },
      ];
      const c = cases[kind] ?? cases[0]!;
      return essay({
        difficulty: kind === 3 ? 3 : 1,
        stem: L(c.ko, c.en),
        answer: String(c.answer),
        form: 'number',
        unit: 'cm',
        steps: [
          kind === 3
            ? L(
                '원 안에 그을 수 있는 가장 긴 선분은 원의 중심을 지나는 지름입니다.',
                'The longest segment inside a circle is a diameter, through the center.',
              )
            : kind === 2
              ? L('컴퍼스를 벌린 길이가 원의 반지름입니다.', 'The compass opening is the radius.')
              : L('원의 지름은 반지름의 2배입니다.', 'A diameter is twice the radius.'),
          kind === 1
            ? L(
                `${m(`${dia}\\div2=${rad}`)}이므로 반지름은 ${m(cm(rad))}입니다.`,
                `${m(`${dia}\\div2=${rad}`)}, so the radius is ${m(cm(rad))}.`,
              )
            : L(
                `${m(`${rad}\\times2=${dia}`)}이므로 ${m(cm(dia))}입니다.`,
                `${m(`${rad}\\times2=${dia}`)}, so it is ${m(cm(dia))}.`,
              ),
        ],
      });
    },
    // Lay two radii end to end through the centre (or halve by searching).
    check: ({ rad, kind }, problem) =>
      keyIs(problem, kind === 1 ? findOnly(0, 60, (x) => x + x === 2 * rad) : rad + rad),
  }),

  defineTemplate(UNIT, 'circles-in-a-row', {
    version: 2,
    params: (r) => ({ rad: r.int(2, 15), n: r.int(2, 8), kind: r.int(0, 1) }),
    generate: ({ rad, n, kind }, rng) => {
      const answer = kind === 0 ? 2 * rad * n : 2 * rad * (n - 1);
      return multiple(rng, {
        difficulty: kind === 0 ? 3 : 4,
        stem:
          kind === 0
            ? L(
                `반지름이 ${m(cm(rad))}인 원 ${m(n)}개를 서로 맞닿게 한 줄로 그리고, 그 둘레에 꼭 맞는 직사각형을 그렸습니다. 직사각형의 가로는 몇 ${m('\\text{cm}')}입니까?`,
                `${m(n)} circles with a radius of ${m(cm(rad))} are drawn in a row, each touching the next, and a rectangle is drawn tightly around them. How long is the rectangle, in centimeters?`,
              )
            : L(
                `반지름이 ${m(cm(rad))}인 원 ${m(n)}개를 서로 맞닿게 한 줄로 그렸습니다. 첫째 원의 중심에서 마지막 원의 중심까지의 거리는 몇 ${m('\\text{cm}')}입니까?`,
                `${m(n)} circles with a radius of ${m(cm(rad))} are drawn in a row, each touching the next. How far is it, in centimeters, from the center of the first circle to the center of the last?`,
              ),
        correct: m(answer),
        wrong: countChoices(
          answer,
          kind === 0
            ? [rad * n, 2 * rad * (n - 1), 2 * rad * (n + 1), rad * n + rad, answer + 2]
            : [2 * rad * n, rad * (n - 1), rad * n, rad * (n + 1), answer + rad],
        ),
        steps:
          kind === 0
            ? [
                L(
                  `원 한 개의 지름은 ${m(`${rad}\\times2=${2 * rad}`)}입니다.`,
                  `Each circle's diameter is ${m(`${rad}\\times2=${2 * rad}`)}.`,
                ),
                L(
                  `가로는 지름 ${m(n)}개의 길이이므로 ${m(`${2 * rad}\\times${n}=${answer}`)}입니다.`,
                  `The length is ${m(n)} diameters: ${m(`${2 * rad}\\times${n}=${answer}`)}.`,
                ),
              ]
            : [
                L(
                  `이웃한 두 원의 중심 사이의 거리는 반지름 두 개, 즉 ${m(cm(2 * rad))}입니다.`,
                  `Neighbouring centers are two radii apart: ${m(cm(2 * rad))}.`,
                ),
                L(
                  `중심 사이 간격은 ${m(n - 1)}군데이므로 ${m(`${2 * rad}\\times${n - 1}=${answer}`)}입니다.`,
                  `There ${n - 1 === 1 ? 'is' : 'are'} ${count(n - 1, 'gap')} between centers, so ${m(`${2 * rad}\\times${n - 1}=${answer}`)}.`,
                ),
              ],
      });
    },
    // Walk along the row adding radii: edge to centre, centre to centre, centre to edge.
    check: ({ rad, n, kind }, problem) => {
      let x = kind === 0 ? rad : 0;
      for (let i = 1; i < n; i++) x += rad + rad;
      return keyIs(problem, kind === 0 ? x + rad : x);
    },
  }),

  defineTemplate(UNIT, 'circles-inside-circles', {
    version: 2,
    params: (r) => ({ k: r.int(2, 5), small: r.int(1, 15), kind: r.int(0, 2) }),
    generate: ({ k, small, kind }, rng) => {
      const big = small * k;
      if (kind === 2) {
        const side = 2 * small;
        return multiple(rng, {
          difficulty: 3,
          stem: L(
            `한 변이 ${m(cm(side))}인 정사각형 안에 꼭 맞는 가장 큰 원을 그렸습니다. 이 원의 반지름은 몇 ${m('\\text{cm}')}입니까?`,
            `The biggest possible circle is drawn inside a square with sides of ${m(cm(side))}. What is the circle's radius, in centimeters?`,
          ),
          correct: m(small),
          wrong: countChoices(small, [side, side * 4, small + 1, side + small, small * 4]),
          steps: [
            L(
              '정사각형 안에 꼭 맞는 원의 지름은 정사각형의 한 변의 길이와 같습니다.',
              'The diameter of the biggest circle inside a square equals the side of the square.',
            ),
            L(
              `지름이 ${m(cm(side))}이므로 반지름은 ${m(`${side}\\div2=${small}`)}입니다.`,
              `The diameter is ${m(cm(side))}, so the radius is ${m(`${side}\\div2=${small}`)}.`,
            ),
          ],
        });
      }
      if (kind === 0) {
        return multiple(rng, {
          difficulty: 4,
          stem: L(
            `큰 원의 지름 위에 크기가 같은 작은 원 ${m(k)}개를 서로 맞닿게 꼭 맞게 그렸습니다. 큰 원의 반지름이 ${m(cm(big))}일 때 작은 원의 반지름은 몇 ${m('\\text{cm}')}입니까?`,
            `${m(k)} equal small circles are drawn along a diameter of a big circle, touching each other and fitting exactly. The big circle's radius is ${m(cm(big))}. What is the radius of a small circle, in centimeters?`,
          ),
          correct: m(small),
          wrong: countChoices(small, [2 * small, big, big / 2 === small ? big + 1 : big / 2, small + 1, 2 * big]),
          steps: [
            L(
              `큰 원의 지름은 ${m(`${big}\\times2=${2 * big}`)}입니다.`,
              `The big circle's diameter is ${m(`${big}\\times2=${2 * big}`)}.`,
            ),
            L(
              `작은 원 ${m(k)}개의 지름의 합이 ${m(cm(2 * big))}이므로 작은 원의 지름은 ${m(`${2 * big}\\div${k}=${2 * small}`)}입니다.`,
              `${m(k)} small diameters make ${m(cm(2 * big))}, so one small diameter is ${m(`${2 * big}\\div${k}=${2 * small}`)}.`,
            ),
            L(
              `작은 원의 반지름은 ${m(`${2 * small}\\div2=${small}`)}입니다.`,
              `The small radius is ${m(`${2 * small}\\div2=${small}`)}.`,
            ),
          ],
        });
      }
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `반지름이 ${m(cm(small))}인 작은 원과 반지름이 ${m(cm(big))}인 큰 원의 중심이 같습니다. 큰 원의 지름은 작은 원의 지름보다 몇 ${m('\\text{cm}')} 더 깁니까?`,
          `A small circle with a radius of ${m(cm(small))} and a big circle with a radius of ${m(cm(big))} share a center. How many centimeters longer is the big circle's diameter than the small one's?`,
        ),
        correct: m(2 * (big - small)),
        wrong: countChoices(2 * (big - small), [big - small, 2 * big, 2 * small, big + small, 2 * (big - small) + 2]),
        steps: [
          L(
            `지름은 각각 ${m(cm(2 * small))}, ${m(cm(2 * big))}입니다.`,
            `The diameters are ${m(cm(2 * small))} and ${m(cm(2 * big))}.`,
          ),
          L(
            `${m(`${2 * big}-${2 * small}=${2 * (big - small)}`)}이므로 ${m(cm(2 * (big - small)))} 더 깁니다.`,
            `${m(`${2 * big}-${2 * small}=${2 * (big - small)}`)}, so it is ${m(cm(2 * (big - small)))} longer.`,
          ),
        ],
      });
    },
    // Lay the small diameters across the big one, or subtract diameters built from radii.
    check: ({ k, small, kind }, problem) => {
      const big = small * k;
      if (kind === 2)
        return keyIs(
          problem,
          findOnly(1, 40, (rr) => rr + rr === 2 * small),
        );
      if (kind === 0)
        return keyIs(
          problem,
          findOnly(1, 40, (s) => groups(s + s, k) === big + big),
        );
      return keyIs(problem, big + big - (small + small));
    },
  }),
];
