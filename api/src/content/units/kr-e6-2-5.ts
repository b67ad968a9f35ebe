// 6-2 원의 둘레와 넓이: circumference from the diameter, area from the radius, and the diameter from the circumference (π = 3.14).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-5';
const PI = '3.14';
const CM = '\\text{ cm}';
const CM2 = '\\text{cm}^2';
/** a × 3.14, exact. */
const times314 = (a: number | Q): Q => q(314, 100).mul(a);
const PI_NOTE = [`(원주율: ${m(PI)})`, `(Use ${m(PI)} for ${m('\\pi')}.)`] as const;

const THINGS = [
  { ko: '원', en: 'circle', ask: ['원주', 'circumference'], r: [2, 60] },
  { ko: '원 모양의 접시', en: 'round plate', ask: ['둘레', 'circumference'], r: [5, 20] },
  { ko: '원 모양의 시계', en: 'round clock', ask: ['둘레', 'circumference'], r: [10, 30] },
] as const;

export const templates = [
  defineTemplate(U, 'circumference', {
    version: 2,
    params: (rng) => {
      const ctx = rng.int(0, 2);
      const [lo, hi] = (THINGS[ctx] as (typeof THINGS)[number]).r;
      return { r: rng.int(lo, hi), givenRadius: rng.int(0, 1) === 1, ctx };
    },
    ranges: { plateRadius: [5, 20], clockRadius: [10, 30] },
    values: ({ r, ctx }) => ({ plateRadius: ctx === 1 ? [r] : [], clockRadius: ctx === 2 ? [r] : [] }),
    generate: ({ r, givenRadius, ctx }, rng) => {
      const thing = THINGS[ctx] as (typeof THINGS)[number];
      const d = 2 * r;
      const c = times314(d);
      return multiple(rng, {
        difficulty: givenRadius ? 3 : 2,
        stem: [
          `${givenRadius ? '반지름' : '지름'}이 ${m(`${givenRadius ? r : d}${CM}`)}인 ${thing.ko}의 ${thing.ask[0]}는 몇 cm입니까? ${PI_NOTE[0]}`,
          `A ${thing.en} has a ${givenRadius ? 'radius' : 'diameter'} of ${m(`${givenRadius ? r : d}${CM}`)}. What is its circumference, in cm? ${PI_NOTE[1]}`,
        ],
        ...valueChoices(c, [times314(r), times314(r * r), times314(d * 2), d * 3, c.add(q(314, 100))], {
          unit: CM,
          min: 1,
        }),
        steps: [
          [
            `(원주)=(지름)×(원주율)입니다.${givenRadius ? ` 지름은 ${m(`${r}\\times2=${d}`)}(cm)입니다.` : ''}`,
            `Circumference = diameter × ${m('\\pi')}.${givenRadius ? ` The diameter is ${m(`${r}\\times2=${d}`)} cm.` : ''}`,
          ],
          [`${m(`${d}\\times${PI}=${num(c)}`)}(cm)입니다.`, `${m(`${d}\\times${PI}=${num(c)}`)} cm.`],
        ],
      });
    },
    // Radius × 2 × π, with π as the fraction 157/50.
    check: ({ r }, problem) => keyIs(problem, (r * 2 * 157) / 50),
  }),
  defineTemplate(U, 'area', {
    version: 2,
    params: (rng) => ({ r: rng.int(2, 30), givenDiameter: rng.int(0, 2) === 0, half: rng.int(0, 4) === 0 }),
    generate: ({ r, givenDiameter, half }) => {
      const full = times314(r * r);
      const ans = half ? full.div(2) : full;
      const size = givenDiameter ? 2 * r : r;
      return essay({
        difficulty: half ? 4 : givenDiameter ? 3 : 2,
        stem: [
          `${givenDiameter ? '지름' : '반지름'}이 ${m(`${size}${CM}`)}인 ${half ? '반원' : '원'}의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `What is the area of a ${half ? 'semicircle' : 'circle'} with a ${givenDiameter ? 'diameter' : 'radius'} of ${m(`${size}${CM}`)}, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        answer: num(ans, { group: false }),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `(원의 넓이)=(반지름)×(반지름)×(원주율)입니다.${givenDiameter ? ` 반지름은 ${m(`${2 * r}\\div2=${r}`)}(cm)입니다.` : ''}`,
            `Area = radius × radius × ${m('\\pi')}.${givenDiameter ? ` The radius is ${m(`${2 * r}\\div2=${r}`)} cm.` : ''}`,
          ],
          half
            ? [
                `원의 넓이는 ${m(`${r}\\times${r}\\times${PI}=${num(full)}`)}이고, 반원은 그 절반이므로 ${m(`${num(full)}\\div2=${num(ans)}`)} ${m(`(${CM2})`)}입니다.`,
                `The whole circle is ${m(`${r}\\times${r}\\times${PI}=${num(full)}`)}; half of it is ${m(`${num(full)}\\div2=${num(ans)}`)} ${m(CM2)}.`,
              ]
            : [
                `${m(`${r}\\times${r}\\times${PI}=${num(full)}`)} ${m(`(${CM2})`)}입니다.`,
                `${m(`${r}\\times${r}\\times${PI}=${num(full)}`)} ${m(CM2)}.`,
              ],
        ],
      });
    },
    // Half the circumference times the radius (the circle cut into a near-rectangle).
    check: ({ r, half }, problem) => {
      const circumference = (2 * r * 157) / 50;
      const area = (circumference / 2) * r;
      return keyIs(problem, half ? area / 2 : area);
    },
  }),
  defineTemplate(U, 'diameter-from-circumference', {
    version: 2,
    params: (rng) => {
      const wheel = rng.int(0, 1) === 1;
      return { d: wheel ? rng.int(40, 80) : rng.int(3, 60), wheel, turns: rng.int(2, 10) };
    },
    ranges: { hoop: [30, 100] },
    values: ({ d, wheel }) => ({ hoop: wheel ? [d] : [] }),
    generate: ({ d, wheel, turns }) => {
      const c = times314(d);
      if (wheel) {
        const dist = c.mul(turns);
        return essay({
          difficulty: 4,
          stem: [
            `지름이 ${m(`${d}${CM}`)}인 굴렁쇠를 ${m(turns)}바퀴 굴렸습니다. 굴렁쇠가 굴러간 거리는 몇 cm입니까? ${PI_NOTE[0]}`,
            `A hoop with a diameter of ${m(`${d}${CM}`)} rolls ${m(turns)} full turns. How far does it travel, in cm? ${PI_NOTE[1]}`,
          ],
          answer: num(dist, { group: false }),
          form: 'number',
          unit: 'cm',
          steps: [
            [
              `굴렁쇠가 한 바퀴 굴러간 거리는 원주와 같으므로 ${m(`${d}\\times${PI}=${num(c)}`)}(cm)입니다.`,
              `One turn covers one circumference: ${m(`${d}\\times${PI}=${num(c)}`)} cm.`,
            ],
            [
              `${m(turns)}바퀴 굴러간 거리는 ${m(`${num(c)}\\times${turns}=${num(dist)}`)}(cm)입니다.`,
              `${m(turns)} turns cover ${m(`${num(c)}\\times${turns}=${num(dist)}`)} cm.`,
            ],
          ],
        });
      }
      return essay({
        difficulty: 3,
        stem: [
          `원주가 ${m(`${num(c)}${CM}`)}인 원의 지름은 몇 cm입니까? ${PI_NOTE[0]}`,
          `A circle has a circumference of ${m(`${num(c)}${CM}`)}. What is its diameter, in cm? ${PI_NOTE[1]}`,
        ],
        answer: String(d),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            '(원주)=(지름)×(원주율)이므로 (지름)=(원주)÷(원주율)입니다.',
            'Circumference = diameter × π, so diameter = circumference ÷ π.',
          ],
          [`${m(`${num(c)}\\div${PI}=${d}`)}(cm)입니다.`, `${m(`${num(c)}\\div${PI}=${d}`)} cm.`],
        ],
      });
    },
    // Undo with integer hundredths: circumference in hundredths divided by 314.
    check: ({ d, wheel, turns }, problem) => {
      const hundredths = d * 314;
      if (wheel) return keyIs(problem, (hundredths * turns) / 100);
      for (let x = 1; x <= 200; x++) if (x * 314 === hundredths) return keyIs(problem, x);
      return false;
    },
  }),
];
