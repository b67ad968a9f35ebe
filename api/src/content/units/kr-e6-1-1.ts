// 6-1 분수의 나눗셈: a fraction or a mixed number divided by a natural number, and sharing equally.
import { calculateStem, fractionAnswer, defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-1-1';

/** The chain p = reduced = mixed, without repeats. */
const simplify = (raw: string, r: Q) => [raw, frac(r), mixed(r)].filter((t, i, all) => all.indexOf(t) === i).join('=');

export const templates = [
  defineTemplate(U, 'fraction-div-whole', {
    version: 2,
    params: (rng) => {
      const d = rng.int(2, 12);
      return { a: coprimeTo(rng, d), d, k: rng.int(2, 9) };
    },
    generate: ({ a, d, k }, rng) => {
      const r = q(a, d * k);
      return multiple(rng, {
        difficulty: 2,
        stem: [`다음을 계산하시오. ${m(`${fracRaw(a, d)}\\div${k}`)}`, `Calculate: ${m(`${fracRaw(a, d)}\\div${k}`)}`],
        ...valueChoices(r, [q(a * k, d), q(a, d + k), q(d, a * k), q(a + 1, d * k), q(a, d * k + 1)], {
          show: (x) => mixed(x),
          min: 0.0001,
          step: q(1, d * k),
        }),
        steps: [
          [
            `${withJosa(m(k), '으로/로')} 나누는 것은 ${withJosa(m(fracRaw(1, k)), '을/를')} 곱하는 것과 같습니다.`,
            `Dividing by ${m(k)} is the same as multiplying by ${m(fracRaw(1, k))}.`,
          ],
          [
            `${m(`${fracRaw(a, d)}\\div${k}=${fracRaw(a, d)}\\times${fracRaw(1, k)}=${simplify(fracRaw(a, d * k), r)}`)}`,
            `${m(`${fracRaw(a, d)}\\div${k}=${fracRaw(a, d)}\\times${fracRaw(1, k)}=${simplify(fracRaw(a, d * k), r)}`)}`,
          ],
        ],
      });
    },
    // Multiply back: the quotient t/(d·k) times k must give a/d.
    check: ({ a, d, k }, problem) => {
      for (let t = 1; t <= a * k; t++) if (t * k * d === a * d * k) return keyIs(problem, t / (d * k));
      return false;
    },
  }),
  defineTemplate(U, 'mixed-div-whole', {
    version: 3,
    params: (rng) => {
      const d = rng.int(2, 9);
      return { w: rng.int(1, 6), a: coprimeTo(rng, d), d, k: rng.int(2, 9) };
    },
    generate: ({ w, a, d, k }) => {
      const imp = w * d + a;
      const r = q(imp, d * k);
      const ask = fractionAnswer(r);
      return essay({
        difficulty: 3,
        // Version 3: the Korean stem had said '계산하여' twice.
        stem: calculateStem(ask, `${mixedRaw(w, a, d)}\\div${k}`),
        answer: ask.key,
        form: ask.form,
        steps: [
          [
            `대분수를 가분수로 바꿉니다. ${m(`${mixedRaw(w, a, d)}=${fracRaw(imp, d)}`)}`,
            `Change to an improper fraction: ${m(`${mixedRaw(w, a, d)}=${fracRaw(imp, d)}`)}`,
          ],
          [
            `${withJosa(m(k), '으로/로')} 나누는 것은 ${withJosa(m(fracRaw(1, k)), '을/를')} 곱하는 것과 같습니다. ${m(`${fracRaw(imp, d)}\\times${fracRaw(1, k)}=${simplify(fracRaw(imp, d * k), r)}`)}`,
            `Dividing by ${m(k)} is multiplying by ${m(fracRaw(1, k))}: ${m(`${fracRaw(imp, d)}\\times${fracRaw(1, k)}=${simplify(fracRaw(imp, d * k), r)}`)}`,
          ],
        ],
      });
    },
    check: ({ w, a, d, k }, problem) => keyIs(problem, (w + a / d) / k),
  }),
  defineTemplate(U, 'share-equally', {
    version: 2,
    params: (rng) => {
      const d = rng.int(2, 9);
      return {
        w: rng.int(0, 4),
        a: coprimeTo(rng, d),
        d,
        k: rng.int(2, 8),
        who: rng.pick(PEOPLE),
        ctx: rng.int(0, 2),
      };
    },
    generate: ({ w, a, d, k, who, ctx }) => {
      const amount = mixedRaw(w, a, d);
      const r = q(w * d + a, d * k);
      const ask = fractionAnswer(r);
      const c = [
        {
          ko: `${nameWith(who, '는')} 주스 ${m(amount)} L를 병 ${m(k)}개에 똑같이 나누어 담았습니다. 병 한 개에 담은 주스는 몇 L인지 ${ask.ko}.`,
          en: `${who.en} pours ${m(amount)} L of juice equally into ${m(k)} bottles. How many liters are in each bottle? ${ask.en}.`,
          u: ['L', 'L'],
        },
        {
          ko: `무게가 ${m(amount)} kg인 찰흙을 ${m(k)}명이 똑같이 나누어 가졌습니다. 한 명이 가진 찰흙은 몇 kg인지 ${ask.ko}.`,
          en: `${m(k)} children share ${m(amount)} kg of clay equally. How many kilograms does each child get? ${ask.en}.`,
          u: ['kg', 'kg'],
        },
        {
          ko: `길이가 ${m(amount)} m인 끈을 ${m(k)}도막으로 똑같이 잘랐습니다. 한 도막의 길이는 몇 m인지 ${ask.ko}.`,
          en: `A string ${m(amount)} m long is cut into ${m(k)} equal pieces. How long is each piece, in meters? ${ask.en}.`,
          u: ['m', 'm'],
        },
      ][ctx] as { ko: string; en: string; u: [string, string] };
      const imp = fracRaw(w * d + a, d);
      return essay({
        difficulty: w ? 3 : 2,
        stem: [c.ko.replace(`${m(amount)} L를`, withJosa(m(`${amount}\\text{ L}`), '을/를')), c.en],
        answer: ask.key,
        form: ask.form,
        unit: c.u[0],
        steps: [
          [
            `똑같이 ${m(k)}으로 나누므로 ${withJosa(m(`${amount}\\div${k}`), '을/를')} 계산합니다.`.replace(
              `${m(k)}으로`,
              withJosa(m(k), '으로/로'),
            ),
            `Share equally among ${m(k)}: compute ${m(`${amount}\\div${k}`)}.`,
          ],
          [
            `${m(`${amount}\\div${k}=${imp === amount ? '' : `${imp}\\div${k}=`}${imp}\\times${fracRaw(1, k)}=${simplify(fracRaw(w * d + a, d * k), r)}`)}(${c.u[0]})입니다.`,
            `${m(`${amount}\\div${k}=${imp === amount ? '' : `${imp}\\div${k}=`}${imp}\\times${fracRaw(1, k)}=${simplify(fracRaw(w * d + a, d * k), r)}`)} ${c.u[1]}.`,
          ],
        ],
      });
    },
    // Multiply back: k equal parts must add up to the whole amount.
    check: ({ w, a, d, k }, problem) => {
      const whole = q(w * d + a, d);
      const part = whole.div(k);
      let sum = q(0);
      for (let i = 0; i < k; i++) sum = sum.add(part);
      return sum.eq(whole) && keyIs(problem, part.value);
    },
  }),
];
