// 6-2 원의 둘레와 넓이: circumference from the diameter, pi from a measurement, a semicircle's perimeter, area from the radius
// or the circumference, the diameter from the circumference, a ring, and a square around a circle (π = 3.14).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, num, q } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { close, keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-5';
const PI = '3.14';
const CM = '\\text{ cm}';
const CM2 = '\\text{cm}^2';
/** a × 3.14, exact. */
const times314 = (a: number | Q): Q => q(314, 100).mul(a);
/** A quotient to three places: exact when it ends there, else cut off there with the dots that say it goes on. */
const quotient = (x: Q, dots: string): string =>
  x.mul(1000).isInteger ? num(x) : `${num(q(Math.floor((x.n * 1000) / x.d), 1000))}${dots}`;
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
  defineTemplate(U, 'measured-pi', {
    version: 2,
    // A diameter whose measured circumference gives 3.14 when rounded (6 cm and 11 cm give 3.13 and 3.15).
    params: (rng) => ({ d: rng.intExcept(5, 60, [6, 11]), thing: rng.int(0, 2) }),
    generate: ({ d, thing }) => {
      // The circumference as a tape measure reads it, to the nearest millimetre.
      const c = q(Math.round(d * 31.416), 10);
      const [ko, en] = [
        ['접시', 'plate'],
        ['훌라후프', 'hula hoop'],
        ['시계', 'clock'],
      ][thing] as [string, string];
      return essay({
        difficulty: 2,
        subUnit: `${U}.s2`,
        stem: [
          `원 모양 ${ko}의 지름을 재었더니 ${m(`${d}${CM}`)}, 원주를 재었더니 ${m(`${num(c)}${CM}`)}였습니다. (원주)÷(지름)을 반올림하여 소수 둘째 자리까지 나타내시오.`,
          `A round ${en} measures ${m(`${d}${CM}`)} across and ${m(`${num(c)}${CM}`)} around. Divide the circumference by the diameter and round to the nearest hundredth.`,
        ],
        answer: '3.14',
        form: 'number',
        steps: [
          [
            `${m(`${num(c)}\\div${d}=${quotient(c.div(d), '\\cdots')}`)}이고, 소수 셋째 자리에서 반올림하면 ${m('3.14')}입니다.`,
            `${m(`${num(c)}\\div${d}=${quotient(c.div(d), '\\ldots')}`)}, which rounds to ${m('3.14')}.`,
          ],
          [
            '원의 크기와 관계없이 (원주)÷(지름)은 항상 약 3.14로 일정합니다. 이 비율을 원주율이라고 합니다.',
            'Whatever the size of the circle, the circumference divided by the diameter is always about 3.14. This ratio is called pi.',
          ],
        ],
      });
    },
    // Divide in whole thousandths and round half up at the hundredths.
    check: ({ d }, problem) => {
      const tenths = Math.round(d * 31.416);
      const thousandths = Math.floor((tenths * 100) / d);
      return keyIs(problem, Math.floor((thousandths + 5) / 10) / 100);
    },
  }),
  defineTemplate(U, 'area-from-circumference', {
    version: 1,
    params: (rng) => ({ r: rng.int(2, 20) }),
    generate: ({ r }) => {
      const c = times314(2 * r);
      const area = times314(r * r);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s5`,
        stem: [
          `원주가 ${m(`${num(c)}${CM}`)}인 원의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `A circle has a circumference of ${m(`${num(c)}${CM}`)}. What is its area, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        answer: num(area, { group: false }),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `넓이를 구하려면 반지름이 필요합니다. (원주)=(지름)×(원주율)이므로 지름은 ${m(`${num(c)}\\div${PI}=${2 * r}`)}(cm), 반지름은 ${m(`${2 * r}\\div2=${r}`)}(cm)입니다.`,
            `The area needs the radius. Circumference = diameter × ${m('\\pi')}, so the diameter is ${m(`${num(c)}\\div${PI}=${2 * r}`)} cm and the radius ${m(`${2 * r}\\div2=${r}`)} cm.`,
          ],
          [
            `넓이는 ${m(`${r}\\times${r}\\times${PI}=${num(area)}`)}(${m(CM2)})입니다.`,
            `The area is ${m(`${r}\\times${r}\\times${PI}=${num(area)}`)} ${m(CM2)}.`,
          ],
        ],
      });
    },
    // Find the radius by trial from the circumference, then cut the circle into a near-rectangle: half the
    // circumference by the radius.
    check: ({ r }, problem) => {
      const c = 2 * r * 3.14;
      let radius = 1;
      while (!close(2 * radius * 3.14, c)) radius++;
      return keyIs(problem, (c / 2) * radius);
    },
  }),
  defineTemplate(U, 'ring-area', {
    version: 1,
    params: (rng) => {
      const small = rng.int(2, 12);
      return { small, big: small + rng.int(1, 8) };
    },
    generate: ({ small, big }) => {
      const [outer, inner] = [times314(big * big), times314(small * small)];
      const ring = outer.sub(inner);
      return essay({
        difficulty: 3,
        subUnit: `${U}.s5`,
        stem: [
          `반지름이 ${m(`${big}${CM}`)}인 원 모양의 종이에서 중심이 같고 반지름이 ${m(`${small}${CM}`)}인 원을 오려 내었습니다. 남은 고리 모양 종이의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `From a paper circle with a radius of ${m(`${big}${CM}`)}, a circle with the same center and a radius of ${m(`${small}${CM}`)} is cut out. What is the area of the ring that is left, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        answer: num(ring, { group: false }),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `큰 원의 넓이는 ${m(`${big}\\times${big}\\times${PI}=${num(outer)}`)}(${m(CM2)}), 작은 원의 넓이는 ${m(`${small}\\times${small}\\times${PI}=${num(inner)}`)}(${m(CM2)})입니다.`,
            `The big circle has area ${m(`${big}\\times${big}\\times${PI}=${num(outer)}`)} and the small one ${m(`${small}\\times${small}\\times${PI}=${num(inner)}`)}, in ${m(CM2)}.`,
          ],
          [
            `남은 넓이는 ${m(`${num(outer)}-${num(inner)}=${num(ring)}`)}(${m(CM2)})입니다.`,
            `The ring's area is ${m(`${num(outer)}-${num(inner)}=${num(ring)}`)} ${m(CM2)}.`,
          ],
        ],
      });
    },
    // Factor first: (R² − r²) × 3.14, in hundredths.
    check: ({ small, big }, problem) => keyIs(problem, ((big - small) * (big + small) * 314) / 100),
  }),
  defineTemplate(U, 'square-around-circle', {
    version: 1,
    params: (rng) => ({ side: rng.int(2, 15) * 2 }),
    generate: ({ side }) => {
      const r = side / 2;
      const square = side * side;
      const circle = times314(r * r);
      const left = q(square).sub(circle);
      return essay({
        difficulty: 5,
        subUnit: `${U}.s5`,
        stem: [
          `한 변의 길이가 ${m(`${side}${CM}`)}인 정사각형 안에 꼭 맞는 원을 그렸습니다. 정사각형에서 원을 뺀 부분의 넓이는 몇 ${m(CM2)}입니까? ${PI_NOTE[0]}`,
          `The largest circle that fits is drawn inside a square with sides of ${m(`${side}${CM}`)}. What is the area of the part of the square outside the circle, in ${m(CM2)}? ${PI_NOTE[1]}`,
        ],
        answer: num(left, { group: false }),
        form: 'number',
        unit: 'cm^2',
        steps: [
          [
            `핵심은 꼭 맞는 원의 지름이 정사각형의 한 변과 같다는 것입니다. 원의 반지름은 ${m(`${side}\\div2=${r}`)}(cm)입니다.`,
            `The key: the circle that just fits has a diameter equal to the square's side, so its radius is ${m(`${side}\\div2=${r}`)} cm.`,
          ],
          [
            `정사각형의 넓이는 ${m(`${side}\\times${side}=${square}`)}(${m(CM2)}), 원의 넓이는 ${m(`${r}\\times${r}\\times${PI}=${num(circle)}`)}(${m(CM2)})입니다.`,
            `The square's area is ${m(`${side}\\times${side}=${square}`)} and the circle's ${m(`${r}\\times${r}\\times${PI}=${num(circle)}`)}, in ${m(CM2)}.`,
          ],
          [
            `구하는 넓이는 ${m(`${square}-${num(circle)}=${num(left)}`)}(${m(CM2)})입니다.`,
            `The part outside the circle is ${m(`${square}-${num(circle)}=${num(left)}`)} ${m(CM2)}.`,
          ],
        ],
      });
    },
    // The four corners together are the square less the circle: side² × (1 − 3.14/4), in hundredths.
    check: ({ side }, problem) => keyIs(problem, (side * side * (400 - 314)) / 400),
  }),
  defineTemplate(U, 'semicircle-perimeter', {
    version: 1,
    params: (rng) => ({ d: rng.int(2, 30) * 2 }),
    generate: ({ d }) => {
      const arc = times314(d).div(2);
      const per = arc.add(d);
      return essay({
        difficulty: 4,
        subUnit: `${U}.s3`,
        stem: [
          `지름이 ${m(`${d}${CM}`)}인 반원의 둘레는 몇 cm입니까? ${PI_NOTE[0]}`,
          `What is the perimeter of a semicircle with a diameter of ${m(`${d}${CM}`)}, in cm? ${PI_NOTE[1]}`,
        ],
        answer: num(per, { group: false }),
        form: 'number',
        unit: 'cm',
        steps: [
          [
            `반원의 둘레는 곡선 부분과 지름을 합한 것입니다. 지름을 빠뜨리지 않는 것이 핵심입니다.`,
            `The perimeter of a semicircle is its curved part plus the diameter; the key is not to leave out the diameter.`,
          ],
          [
            `곡선 부분은 원주의 절반이므로 ${m(`${d}\\times${PI}\\div2=${num(arc)}`)}(cm)입니다.`,
            `The curved part is half the circumference: ${m(`${d}\\times${PI}\\div2=${num(arc)}`)} cm.`,
          ],
          [
            `둘레는 ${m(`${num(arc)}+${d}=${num(per)}`)}(cm)입니다.`,
            `The perimeter is ${m(`${num(arc)}+${d}=${num(per)}`)} cm.`,
          ],
        ],
      });
    },
    // Radius times 3.14 for the arc, plus two radii.
    check: ({ d }, problem) => keyIs(problem, (d / 2) * 3.14 + d / 2 + d / 2),
  }),
];
