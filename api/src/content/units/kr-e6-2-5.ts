// 6-2 원의 둘레와 넓이: circumference from the diameter, area from the radius, and the diameter from the circumference (π = 3.14).
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, U, m, n, plain, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-5');
const PI = '3.14';
/** a × 3.14 computed exactly in hundredths. */
const times314 = (a: number) => (a * 314) / 100;

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'circumference',
    params: (rng) => ({ r: rng.int(2, 60), givenRadius: rng.int(0, 1) === 1, ctx: rng.int(0, 2) }),
    make: ({ r, givenRadius, ctx }) => {
      const thing = [L('원', 'circle'), L('원 모양의 접시', 'round plate'), L('원 모양의 시계', 'round clock')][ctx]!;
      const d = 2 * r;
      const c = times314(d);
      return {
        difficulty: givenRadius ? 3 : 2,
        stem: L(
          `${givenRadius ? '반지름' : '지름'}이 ${m(String(givenRadius ? r : d))} cm인 ${thing.ko}의 ${ctx ? '둘레' : '원주'}는 몇 cm입니까? (원주율: ${m(PI)})`,
          `A ${thing.en} has a ${givenRadius ? 'radius' : 'diameter'} of ${m(String(givenRadius ? r : d))} cm. What is its circumference, in cm? (Use ${m(`\\pi=${PI}`)}.)`,
        ),
        multiple: {
          correct: U(c, '\\text{ cm}'),
          wrong: [
            U(times314(r), '\\text{ cm}'),
            U(times314(r * r), '\\text{ cm}'),
            U(times314(d * 2), '\\text{ cm}'),
            U(d * 3, '\\text{ cm}'),
            U(c + 3.14, '\\text{ cm}'),
          ],
          fill: (k) => U(c + k, '\\text{ cm}'),
        },
        explanation: [
          L(
            `(원주)=(지름)×(원주율)입니다.${givenRadius ? ` 지름은 ${m(`${r}\\times2=${d}`)} cm입니다.` : ''}`,
            `Circumference = diameter × ${m('\\pi')}.${givenRadius ? ` The diameter is ${m(`${r}\\times2=${d}`)} cm.` : ''}`,
          ),
          L(`${m(`${d}\\times${PI}=${n(c)}`)} (cm)`, `${m(`${d}\\times${PI}=${n(c)}`)} cm`),
        ],
      };
    },
    // Radius × 2 × π, with π as the fraction 157/50.
    solve: ({ r }) => (r * 2 * 157) / 50,
  }),
  tpl({
    name: 'area',
    params: (rng) => ({ r: rng.int(2, 30), givenDiameter: rng.int(0, 2) === 0, half: rng.int(0, 4) === 0 }),
    make: ({ r, givenDiameter, half }) => {
      const full = times314(r * r);
      const ans = half ? full / 2 : full;
      return {
        difficulty: half ? 4 : givenDiameter ? 3 : 2,
        stem: L(
          `${givenDiameter ? '지름' : '반지름'}이 ${m(String(givenDiameter ? 2 * r : r))} cm인 ${half ? '반원' : '원'}의 넓이는 몇 ${m('\\text{cm}^2')}입니까? (원주율: ${m(PI)})`,
          `What is the area of a ${half ? 'half circle' : 'circle'} with a ${givenDiameter ? 'diameter' : 'radius'} of ${m(String(givenDiameter ? 2 * r : r))} cm, in ${m('\\text{cm}^2')}? (Use ${m(`\\pi=${PI}`)}.)`,
        ),
        essay: { answer: plain(ans), unit: 'cm^2', hint: HINT.dec },
        explanation: [
          L(
            `(원의 넓이)=(반지름)×(반지름)×(원주율)입니다.${givenDiameter ? ` 반지름은 ${m(`${2 * r}\\div2=${r}`)} cm입니다.` : ''}`,
            `Area = radius × radius × ${m('\\pi')}.${givenDiameter ? ` The radius is ${m(`${2 * r}\\div2=${r}`)} cm.` : ''}`,
          ),
          L(
            `${m(`${r}\\times${r}\\times${PI}=${n(full)}`)}${half ? `, 반원이므로 ${m(`${n(full)}\\div2=${n(ans)}`)}` : ''} ${m('(\\text{cm}^2)')}`,
            `${m(`${r}\\times${r}\\times${PI}=${n(full)}`)}${half ? `; half of it is ${m(`${n(full)}\\div2=${n(ans)}`)}` : ''} ${m('\\text{cm}^2')}`,
          ),
        ],
      };
    },
    // Half the circumference times the radius (the circle cut into a near-rectangle).
    solve: ({ r, half }) => {
      const circumference = (2 * r * 157) / 50;
      const area = (circumference / 2) * r;
      return half ? area / 2 : area;
    },
  }),
  tpl({
    name: 'diameter-from-circumference',
    params: (rng) => ({ d: rng.int(3, 60), wheel: rng.int(0, 1) === 1, turns: rng.int(2, 10) }),
    make: ({ d, wheel, turns }) => {
      const c = times314(d);
      if (wheel) {
        const dist = c * turns;
        return {
          difficulty: 4,
          stem: L(
            `지름이 ${m(String(d))} cm인 굴렁쇠를 ${m(String(turns))}바퀴 굴렸습니다. 굴렁쇠가 굴러간 거리는 몇 cm입니까? (원주율: ${m(PI)})`,
            `A hoop with a diameter of ${m(String(d))} cm rolls ${m(String(turns))} full turns. How far does it travel, in cm? (Use ${m(`\\pi=${PI}`)}.)`,
          ),
          essay: { answer: plain(dist), unit: 'cm', hint: HINT.dec },
          explanation: [
            L(
              `한 바퀴 굴러간 거리는 원주와 같습니다: ${m(`${d}\\times${PI}=${n(c)}`)} (cm)`,
              `One turn covers one circumference: ${m(`${d}\\times${PI}=${n(c)}`)} cm.`,
            ),
            L(`${m(`${n(c)}\\times${turns}=${n(dist)}`)} (cm)`, `${m(`${n(c)}\\times${turns}=${n(dist)}`)} cm`),
          ],
        };
      }
      return {
        difficulty: 3,
        stem: L(
          `원주가 ${m(n(c))} cm인 원의 지름은 몇 cm입니까? (원주율: ${m(PI)})`,
          `A circle has a circumference of ${m(n(c))} cm. What is its diameter, in cm? (Use ${m(`\\pi=${PI}`)}.)`,
        ),
        essay: { answer: plain(d), unit: 'cm', hint: HINT.num },
        explanation: [
          L('(지름)=(원주)÷(원주율)입니다.', 'Diameter = circumference ÷ π.'),
          L(`${m(`${n(c)}\\div${PI}=${d}`)} (cm)`, `${m(`${n(c)}\\div${PI}=${d}`)} cm`),
        ],
      };
    },
    // Undo with integer hundredths: circumference in hundredths divided by 314.
    solve: ({ d, wheel, turns }) => {
      const hundredths = d * 314;
      if (wheel) return (hundredths * turns) / 100;
      for (let x = 1; x <= 200; x++) if (x * 314 === hundredths) return x;
      return NaN;
    },
  }),
];
