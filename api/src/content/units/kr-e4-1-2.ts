// 4-1 각도: acute and obtuse angles, the angle between clock hands, adding and subtracting angles (a straight line
// split in three), and the angle sums of triangles (an exterior angle) and quadrilaterals.
import { L, defineTemplate, essay, multiple } from '../kit/template.js';
import { deg, m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';
import { angleChoices } from '../kit/angles.js';
import { clock, planeShape, triangleFromAngles, withFigure } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-2';

export const templates: ProblemTemplate[] = [
  // Version 3 draws the triangle with its two known angles and the asked one marked ?.
  defineTemplate(UNIT, 'triangle-third-angle', {
    version: 3,
    params: (rng) => {
      const a = rng.int(3, 14) * 5 + rng.int(0, 4);
      const b = rng.int(3, Math.floor((170 - a) / 5)) * 5;
      return { a, b };
    },
    generate: ({ a, b }, rng) => {
      const c = 180 - a - b;
      return withFigure(
        multiple(rng, {
          difficulty: 2,
          stem: L(
            `삼각형의 두 각의 크기가 ${m(deg(a))}, ${m(deg(b))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
            `Two angles of a triangle measure ${m(deg(a))} and ${m(deg(b))}. What is the measure of the third angle?`,
          ),
          correct: m(deg(c)),
          wrong: angleChoices(c, [360 - a - b, a + b, 180 - a, c + 10, c - 10], 360),
          steps: [
            L(
              `삼각형의 세 각의 크기의 합은 ${m(deg(180))}입니다.`,
              `The three angles of a triangle add up to ${m(deg(180))}.`,
            ),
            L(
              `나머지 한 각의 크기는 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
              `The third angle is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
            ),
          ],
        }),
        planeShape({
          vertices: triangleFromAngles(a, b),
          labels: ['A', 'B', 'C'],
          angles: [
            { i: 1, label: `${a}°` },
            { i: 2, label: `${b}°` },
            { i: 0, label: '?' },
          ],
          name: { ko: '삼각형 ABC', en: 'triangle ABC' },
        }),
      );
    },
    check: ({ a, b }, problem) => {
      for (let x = 1; x < 180; x++) if (a + b + x === 180) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(UNIT, 'quadrilateral-fourth-angle', {
    version: 2,
    params: (rng) => {
      const a = rng.int(50, 130);
      const b = rng.int(50, 130);
      const c = rng.int(Math.max(40, 360 - a - b - 150), Math.min(150, 360 - a - b - 40));
      return { a, b, c };
    },
    generate: ({ a, b, c }) => {
      const d = 360 - a - b - c;
      return essay({
        difficulty: 3,
        stem: L(
          `사각형의 세 각의 크기가 ${m(deg(a))}, ${m(deg(b))}, ${m(deg(c))}입니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `Three angles of a quadrilateral measure ${m(deg(a))}, ${m(deg(b))} and ${m(deg(c))}. How many degrees is the fourth angle?`,
        ),
        answer: String(d),
        form: 'number',
        unit: '°',
        steps: [
          L(
            `사각형은 삼각형 ${m(2)}개로 나눌 수 있으므로 네 각의 크기의 합은 ${m(`${deg(180)}\\times2=${deg(360)}`)}입니다.`,
            `A quadrilateral splits into two triangles, so its four angles add up to ${m(`${deg(180)}\\times2=${deg(360)}`)}.`,
          ),
          L(
            `나머지 한 각의 크기는 ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}입니다.`,
            `The fourth angle is ${m(`${deg(360)}-${deg(a)}-${deg(b)}-${deg(c)}=${deg(d)}`)}.`,
          ),
        ],
      });
    },
    // Two triangles cut along a diagonal: each contributes 180°.
    check: ({ a, b, c }, problem) => keyIs(problem, 2 * 180 - (a + b + c)),
  }),
  defineTemplate(UNIT, 'angle-add-subtract', {
    version: 2,
    params: (rng) => {
      const add = rng.int(0, 1) === 1;
      const a = rng.int(25, 155);
      const b = add ? rng.int(15, 179 - a) : rng.int(10, a - 5);
      return { a, b, add };
    },
    generate: ({ a, b, add }, rng) => {
      const r = add ? a + b : a - b;
      const op = add ? '+' : '-';
      return multiple(rng, {
        difficulty: 1,
        stem: L(
          `각도의 ${add ? '합을' : '차를'} 구하시오. ${m(`${deg(a)}${op}${deg(b)}`)}`,
          `Find the ${add ? 'sum' : 'difference'}: ${m(`${deg(a)}${op}${deg(b)}`)}`,
        ),
        correct: m(deg(r)),
        wrong: angleChoices(r, [add ? a - b : a + b, r + 10, r - 10, r + 1, r - 1], 360),
        steps: [
          L(
            `각도의 ${add ? '합은' : '차는'} 자연수의 ${add ? '덧셈' : '뺄셈'}과 같은 방법으로 계산하고, 단위 ${withJosa(m('^{\\circ}'), '을/를')} 붙입니다.`,
            `${add ? 'Add' : 'Subtract'} angle measures like whole numbers, then write the unit ${m('^{\\circ}')}.`,
          ),
          L(
            `${m(`${a}${op}${b}=${r}`)}이므로 ${m(deg(r))}입니다.`,
            `${m(`${a}${op}${b}=${r}`)}, so the answer is ${m(deg(r))}.`,
          ),
        ],
      });
    },
    // Counting degree by degree from the first angle.
    check: ({ a, b, add }, problem) => {
      let v = a;
      for (let k = 0; k < b; k++) v += add ? 1 : -1;
      return keyIs(problem, v);
    },
  }),
  defineTemplate(UNIT, 'clock-hands', {
    version: 2,
    params: (rng) => {
      const h = rng.int(1, 11);
      return { h, larger: h !== 6 && rng.int(0, 1) === 1 };
    },
    generate: ({ h, larger }) => {
      const hours = Math.min(h, 12 - h);
      const small = 30 * hours;
      const angle = larger ? 360 - small : small;
      const problem = essay({
        difficulty: 3,
        subUnit: `${UNIT}.s5`,
        stem: L(
          `시계가 ${m(h)}시를 가리키고 있습니다. 긴바늘과 짧은바늘이 이루는 ${larger ? '큰' : '작은'} 쪽의 각은 몇 도입니까?`,
          `A clock shows ${m(h)} o'clock. How many degrees is the ${larger ? 'larger' : 'smaller'} angle between the hour hand and the minute hand?`,
        ),
        answer: String(angle),
        form: 'number',
        unit: '도',
        steps: [
          L(
            `시계 한 바퀴 ${m(deg(360))}는 큰 눈금 ${m(12)}칸으로 나누어져 있으므로 큰 눈금 한 칸은 ${m(`${deg(360)}\\div12=${deg(30)}`)}입니다.`,
            `A full turn of ${m(deg(360))} is split into ${m(12)} hour marks, so one hour space is ${m(`${deg(360)}\\div12=${deg(30)}`)}.`,
          ),
          L(
            `${m(h)}시에 긴바늘은 ${m(12)}, 짧은바늘은 ${withJosa(m(h), '을/를')} 가리키므로 작은 쪽으로 큰 눈금 ${m(hours)}칸입니다. ${m(`${deg(30)}\\times${hours}=${deg(small)}`)}${larger ? `이고, 큰 쪽의 각은 ${m(`${deg(360)}-${deg(small)}=${deg(angle)}`)}입니다.` : ''}`,
            `At ${m(h)} o'clock the minute hand points to ${m(12)} and the hour hand to ${m(h)}: ${m(hours)} hour spaces the short way round. ${m(`${deg(30)}\\times${hours}=${deg(small)}`)}${larger ? `, so the larger angle is ${m(`${deg(360)}-${deg(small)}=${deg(angle)}`)}.` : ''}`,
          ),
        ],
      });
      return withFigure(problem, clock({ hour: h, minute: 0 }));
    },
    // The hands point at 0° and 30h°: the two ways round.
    check: ({ h, larger }, problem) => {
      const turn = (30 * h) % 360;
      const [lo, hi] = [Math.min(turn, 360 - turn), Math.max(turn, 360 - turn)];
      return keyIs(problem, larger ? hi : lo);
    },
  }),
  defineTemplate(UNIT, 'count-obtuse', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const angles = Array.from({ length: 6 }, () => rng.int(2, 34) * 5).filter((a) => a !== 90);
        const obtuse = rng.int(0, 1) === 1;
        const n = angles.filter((a) => (obtuse ? a > 90 : a < 90)).length;
        if (angles.length === 6 && new Set(angles).size === 6 && n >= 1 && n <= 5) return { angles, obtuse };
      }
    },
    generate: ({ angles, obtuse }) => {
      const hits = angles.filter((a) => (obtuse ? a > 90 : a < 90));
      const [ko, en] = obtuse ? ['둔각', 'obtuse'] : ['예각', 'acute'];
      const list = angles.map((a) => m(deg(a))).join(', ');
      return essay({
        difficulty: 2,
        subUnit: `${UNIT}.s3`,
        stem: L(
          `다음 각 중에서 ${withJosa(ko, '은/는')} 모두 몇 개입니까? ${list}`,
          `How many of these angles are ${en}? ${list}`,
        ),
        answer: String(hits.length),
        form: 'number',
        unit: '개',
        steps: [
          L(
            obtuse
              ? `둔각은 ${m(deg(90))}보다 크고 ${m(deg(180))}보다 작은 각입니다.`
              : `예각은 ${m(deg(0))}보다 크고 ${m(deg(90))}보다 작은 각입니다.`,
            obtuse
              ? `An obtuse angle is greater than ${m(deg(90))} and less than ${m(deg(180))}.`
              : `An acute angle is greater than ${m(deg(0))} and less than ${m(deg(90))}.`,
          ),
          L(
            `${ko}은 ${hits.map((a) => m(deg(a))).join(', ')}이므로 모두 ${m(hits.length)}개입니다.`,
            `The ${en} angles are ${hits.map((a) => m(deg(a))).join(', ')}: ${m(hits.length)} in all.`,
          ),
        ],
      });
    },
    // Compare each angle with a right angle.
    check: ({ angles, obtuse }, problem) => {
      let n = 0;
      for (const a of angles) if (obtuse ? 90 < a && a < 180 : 0 < a && a < 90) n++;
      return keyIs(problem, n);
    },
  }),
  defineTemplate(UNIT, 'quadrilateral-equal-pair', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [a, b] = [rng.int(12, 30) * 5, rng.int(12, 30) * 5];
        const rest = 360 - a - b;
        if (rest % 2 === 0 && rest / 2 >= 40 && rest / 2 <= 150) return { a, b };
      }
    },
    generate: ({ a, b }) => {
      const rest = 360 - a - b;
      return essay({
        difficulty: 3,
        subUnit: `${UNIT}.s7`,
        stem: L(
          `사각형의 두 각의 크기가 ${m(deg(a))}, ${m(deg(b))}이고, 나머지 두 각의 크기는 서로 같습니다. 나머지 한 각의 크기는 몇 도입니까?`,
          `Two angles of a quadrilateral measure ${m(deg(a))} and ${m(deg(b))}, and the other two angles are equal. How many degrees is each of the other two?`,
        ),
        answer: String(rest / 2),
        form: 'number',
        unit: '도',
        steps: [
          L(
            `사각형의 네 각의 크기의 합은 ${m(deg(360))}이므로 나머지 두 각의 합은 ${m(`${deg(360)}-${deg(a)}-${deg(b)}=${deg(rest)}`)}입니다.`,
            `The four angles of a quadrilateral add up to ${m(deg(360))}, so the other two make ${m(`${deg(360)}-${deg(a)}-${deg(b)}=${deg(rest)}`)}.`,
          ),
          L(
            `두 각의 크기가 같으므로 한 각은 ${m(`${deg(rest)}\\div2=${deg(rest / 2)}`)}입니다.`,
            `They are equal, so each is ${m(`${deg(rest)}\\div2=${deg(rest / 2)}`)}.`,
          ),
        ],
      });
    },
    // Try equal pairs until the four angles make a full turn.
    check: ({ a, b }, problem) => {
      for (let x = 1; x < 180; x++) if (a + b + x + x === 360) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(UNIT, 'exterior-angle', {
    version: 1,
    params: (rng) => {
      const a = rng.int(30, 100);
      return { a, b: rng.int(25, 150 - a) };
    },
    generate: ({ a, b }) => {
      const c = 180 - a - b;
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s6`,
        stem: L(
          `삼각형 ㄱㄴㄷ에서 각 ㄱ은 ${m(deg(a))}, 각 ㄴ은 ${m(deg(b))}입니다. 변 ㄴㄷ을 점 ㄷ 쪽으로 늘인 직선 위에 점 ㄹ이 있을 때, 각 ㄱㄷㄹ은 몇 도입니까?`,
          `In triangle ABC, angle A is ${m(deg(a))} and angle B is ${m(deg(b))}. Side BC is extended past C to a point D. How many degrees is angle ACD?`,
        ),
        answer: String(a + b),
        form: 'number',
        unit: '도',
        steps: [
          L(
            `삼각형의 세 각의 합은 ${m(deg(180))}이므로 각 ㄱㄷㄴ은 ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}입니다.`,
            `The angles of a triangle add up to ${m(deg(180))}, so angle ACB is ${m(`${deg(180)}-${deg(a)}-${deg(b)}=${deg(c)}`)}.`,
          ),
          L(
            `핵심은 각 ㄱㄷㄴ과 각 ㄱㄷㄹ이 한 직선 위에 있어 합이 ${m(deg(180))}라는 것입니다. 각 ㄱㄷㄹ은 ${m(`${deg(180)}-${deg(c)}=${deg(a + b)}`)}입니다.`,
            `The key: angles ACB and ACD lie along a straight line, so together they make ${m(deg(180))}. Angle ACD is ${m(`${deg(180)}-${deg(c)}=${deg(a + b)}`)}.`,
          ),
        ],
      });
    },
    // The straight angle at C less the triangle's angle there, found by trial.
    check: ({ a, b }, problem) => {
      for (let x = 1; x < 180; x++) if (x === 180 - (180 - a - b)) return keyIs(problem, x);
      return false;
    },
  }),
  defineTemplate(UNIT, 'straight-line-split', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const k = rng.int(2, 4);
        const c = rng.int(4, 30) * 5;
        if ((180 - c) % (k + 1) === 0 && (180 - c) / (k + 1) >= 10) return { k, c };
      }
    },
    generate: ({ k, c }) => {
      const small = (180 - c) / (k + 1);
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s5`,
        stem: L(
          `한 직선 위의 한 점에서 그은 두 반직선이 직선을 세 각 ㉠, ㉡, ㉢으로 나누었습니다. 각 ㉢은 ${m(deg(c))}이고, 각 ㉠은 각 ㉡의 ${m(k)}배입니다. 각 ㉡은 몇 도입니까?`,
          `Two rays from a point on a straight line split the straight angle into three angles, P, Q and R. Angle R is ${m(deg(c))}, and angle P is ${m(k)} times angle Q. How many degrees is angle Q?`,
        ),
        answer: String(small),
        form: 'number',
        unit: '도',
        steps: [
          L(
            `직선이 이루는 각은 ${m(deg(180))}이므로 ㉠과 ㉡의 합은 ${m(`${deg(180)}-${deg(c)}=${deg(180 - c)}`)}입니다.`,
            `A straight angle is ${m(deg(180))}, so P and Q together make ${m(`${deg(180)}-${deg(c)}=${deg(180 - c)}`)}.`,
          ),
          L(
            `핵심은 ㉡을 한 묶음으로 보는 것입니다. ㉠은 ㉡의 ${m(k)}배이므로 ㉠과 ㉡의 합은 ㉡의 ${m(`${k}+1=${k + 1}`)}배입니다.`,
            `The key is to count in Qs: P is ${m(k)} Qs, so P and Q together are ${m(`${k}+1=${k + 1}`)} Qs.`,
          ),
          L(
            `㉡은 ${m(`${deg(180 - c)}\\div${k + 1}=${deg(small)}`)}입니다.`,
            `So Q is ${m(`${deg(180 - c)}\\div${k + 1}=${deg(small)}`)}.`,
          ),
        ],
      });
    },
    // Try every angle for Q until the three angles fill the straight line.
    check: ({ k, c }, problem) => {
      for (let q = 1; q < 180; q++) if (k * q + q + c === 180) return keyIs(problem, q);
      return false;
    },
  }),
];
