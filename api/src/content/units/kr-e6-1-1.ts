// 6-1 분수의 나눗셈: a fraction or a mixed number divided by a natural number, and sharing equally.
import { calculateStem, fractionAnswer, fractionEssay, defineTemplate, essay, multiple } from '../kit/template.js';
import { type Q, coprimeTo, q } from '../kit/numbers.js';
import { frac, fracRaw, m, mixed, mixedRaw } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { PEOPLE, nameWith } from '../kit/people.js';
import { keyIs, keyWhere } from '../kit/check.js';
import { regularPolygonKo } from '../kit/words.js';
import { an, regularPolygon } from '../kit/english.js';
import { valueChoices } from '../kit/choices.js';
import { boxCountEssay, boxCountLastStep } from '../kit/box.js';

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
  defineTemplate(U, 'greatest-quotient', {
    version: 1,
    params: (rng) => {
      const d = rng.int(3, 9);
      return { a: coprimeTo(rng, d), d, divisors: rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5) };
    },
    generate: ({ a, d, divisors }, rng) => {
      const least = Math.min(...divisors);
      const shown = (k: number) => m(`${fracRaw(a, d)}\\div${k}`);
      return multiple(rng, {
        difficulty: 1,
        stem: ['다음 중 몫이 가장 큰 것은 어느 것입니까?', 'Which quotient is the greatest?'],
        correct: shown(least),
        wrong: divisors.filter((k) => k !== least).map(shown),
        steps: [
          [
            `나누어지는 수가 ${withJosa(m(fracRaw(a, d)), '으로/로')} 모두 같으므로, 나누는 수가 작을수록 몫이 큽니다.`,
            `Every one divides ${m(fracRaw(a, d))}, so the smaller the divisor, the greater the quotient.`,
          ],
          [
            `나누는 수 중 가장 작은 수는 ${m(least)}이므로 ${m(`${fracRaw(a, d)}\\div${least}=${frac(q(a, d * least))}`)}의 몫이 가장 큽니다.`,
            `The least divisor is ${m(least)}, so ${m(`${fracRaw(a, d)}\\div${least}=${frac(q(a, d * least))}`)} is the greatest.`,
          ],
        ],
      });
    },
    // Evaluate every choice and compare.
    check: ({ a, d, divisors }, problem) =>
      keyWhere(problem, ([v]) => v !== undefined && Math.abs(v - a / d / Math.min(...divisors)) < 1e-12),
  }),

  defineTemplate(U, 'box-divisor', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const d = rng.int(2, 9);
        const a = coprimeTo(rng, d);
        const n = rng.int(10, 60);
        // At least three whole numbers fit.
        if ((a * n) / d > 3) return { a, d, n };
      }
    },
    ranges: { n: [10, 60] },
    generate: ({ a, d, n }) => {
      // a/d ÷ □ = a/(d×□) > 1/n means d×□ < a×n.
      const count = Math.ceil((a * n) / d) - 1;
      const ineq = `${fracRaw(a, d)}\\div\\square>\\frac{1}{${n}}`;
      return boxCountEssay({
        inequality: ineq,
        count,
        difficulty: 4,
        steps: [
          [
            a === 1
              ? `${m(`${fracRaw(a, d)}\\div\\square=\\frac{1}{${d}\\times\\square}`)}입니다.`
              : `${m(`${fracRaw(a, d)}\\div\\square=\\frac{${a}}{${d}\\times\\square}`)}이고, ${m(`\\frac{1}{${n}}=\\frac{${a}}{${a * n}}`)}입니다.`,
            `${m(`${fracRaw(a, d)}\\div\\square=\\frac{${a}}{${d}\\times\\square}`)}${a === 1 ? '' : `, and ${m(`\\frac{1}{${n}}=\\frac{${a}}{${a * n}}`)}`}.`,
          ],
          [
            `분자가 같으면 분모가 작을수록 큰 분수이므로 ${m(`${d}\\times\\square<${a * n}`)}이어야 합니다.`,
            `With equal numerators, the smaller denominator gives the greater fraction, so ${m(`${d}\\times\\square<${a * n}`)}.`,
          ],
          boxCountLastStep(d, count),
        ],
      });
    },
    // Try each whole number in the box with exact fractions.
    check: ({ a, d, n }, problem) => {
      let count = 0;
      for (let x = 1; x <= a * n; x++) if (q(a, d).div(x).cmp(q(1, n)) > 0) count++;
      return keyIs(problem, count);
    },
  }),

  defineTemplate(U, 'digit-cards-mixed-divide', {
    version: 1,
    params: (rng) => ({ cards: rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4) }),
    generate: ({ cards }) => {
      const [s, x, y, z] = [...cards].sort((p, r) => p - r) as [number, number, number, number];
      // The least card divides; the greatest mixed number from the others has the greatest card as its whole part.
      const made = q(z * y + x, y);
      const quotient = made.div(s);
      const shown = cards.map((c) => m(c)).join(', ');
      return fractionEssay(quotient, {
        difficulty: 5,
        stem: (form) => [
          `수 카드 ${shown} 중 ${m(3)}장으로 대분수를 만들고, 남은 한 장의 수로 나누려고 합니다. 몫이 가장 클 때의 몫을 ${form.ko}.`,
          `Make a mixed number with ${m(3)} of the number cards ${shown}, then divide it by the number on the fourth card. What is the greatest quotient you can get?${form.en}`,
        ],
        steps: (key) => [
          [
            '몫을 가장 크게 하려면 가장 작은 수로 나누고, 나머지 세 장으로 가장 큰 대분수를 만듭니다.',
            'For the greatest quotient, divide by the least card and make the greatest mixed number from the other three.',
          ],
          [
            `가장 큰 대분수는 자연수 부분에 가장 큰 수를 놓은 ${m(mixedRaw(z, x, y))}이고, 나누는 수는 ${m(s)}입니다.`,
            `The greatest mixed number puts the greatest card in the whole-number part: ${m(mixedRaw(z, x, y))}. The divisor is ${m(s)}.`,
          ],
          [
            `${m(`${mixedRaw(z, x, y)}\\div${s}=${fracRaw(z * y + x, y)}\\times${fracRaw(1, s)}=${key}`)}`,
            `${m(`${mixedRaw(z, x, y)}\\div${s}=${fracRaw(z * y + x, y)}\\times${fracRaw(1, s)}=${key}`)}.`,
          ],
        ],
      });
    },
    // Try every card as the divisor and every mixed number of the other three, in floating point.
    check: ({ cards }, problem) => {
      let best = 0;
      for (const divisor of cards) {
        const rest = cards.filter((c) => c !== divisor);
        for (const w of rest) {
          const [n, d] = rest.filter((c) => c !== w).sort((p, r) => p - r) as [number, number];
          best = Math.max(best, (w + n / d) / divisor);
        }
      }
      return keyIs(problem, best);
    },
  }),

  defineTemplate(U, 'flour-bags', {
    version: 1,
    params: (rng) => {
      const d = rng.int(2, 9);
      const k = rng.int(3, 8);
      return { w: rng.int(1, 5), a: coprimeTo(rng, d), d, k, used: rng.int(2, k - 1) };
    },
    generate: ({ w, a, d, k, used }) => {
      const total = q(w * d + a, d);
      const each = total.div(k);
      const result = each.mul(used);
      return fractionEssay(result, {
        difficulty: 3,
        stem: (form) => [
          `밀가루 ${m(mixedRaw(w, a, d))} kg을 봉지 ${m(k)}개에 똑같이 나누어 담았습니다. 그중 ${m(used)}봉지로 빵을 만들었다면, 빵을 만드는 데 사용한 밀가루는 몇 kg인지 ${form.ko}.`,
          `A total of ${m(mixedRaw(w, a, d))} kg of flour is divided equally into ${m(k)} bags. If ${m(used)} of the bags are used to bake bread, how many kilograms of flour are used?${form.en}`,
        ],
        steps: (key) => [
          [
            `한 봉지에 담은 밀가루는 ${m(`${mixedRaw(w, a, d)}\\div${k}=${fracRaw(w * d + a, d)}\\times${fracRaw(1, k)}=${frac(each)}`)}(kg)입니다.`,
            `Each bag holds ${m(`${mixedRaw(w, a, d)}\\div${k}=${fracRaw(w * d + a, d)}\\times${fracRaw(1, k)}=${frac(each)}`)} kg.`,
          ],
          [
            `${m(used)}봉지는 ${m(`${frac(each)}\\times${used}=${key}`)}(kg)입니다.`,
            `${m(used)} bags hold ${m(`${frac(each)}\\times${used}=${key}`)} kg.`,
          ],
        ],
      });
    },
    // Share in floating point and add up the bags used.
    check: ({ w, a, d, k, used }, problem) => {
      let sum = 0;
      for (let i = 0; i < used; i++) sum += (w + a / d) / k;
      return keyIs(problem, sum);
    },
  }),

  defineTemplate(U, 'polygon-side', {
    version: 1,
    params: (rng) => {
      const d = rng.int(2, 9);
      return { sides: rng.int(3, 8), w: rng.int(1, 9), a: coprimeTo(rng, d), d };
    },
    generate: ({ sides, w, a, d }) => {
      const perimeter = q(w * d + a, d);
      const side = perimeter.div(sides);
      const [shapeKo, shapeEn] = [regularPolygonKo(sides), regularPolygon(sides)];
      return fractionEssay(side, {
        difficulty: 3,
        stem: (form) => [
          `둘레가 ${m(mixedRaw(w, a, d))} cm인 ${shapeKo}의 한 변의 길이는 몇 cm인지 풀이 과정을 쓰고 답을 ${form.ko}.`,
          `The perimeter of ${an(shapeEn)} is ${m(mixedRaw(w, a, d))} cm. How long is one side, in centimeters? Show your work.${form.en}`,
        ],
        steps: (key) => [
          [
            `${withJosa(shapeKo, '은/는')} 변 ${m(sides)}개의 길이가 모두 같으므로, 한 변의 길이는 둘레를 ${withJosa(m(sides), '으로/로')} 나눈 것입니다.`,
            `All ${m(sides)} sides of ${an(shapeEn)} are equal, so one side is the perimeter divided by ${m(sides)}.`,
          ],
          [
            `${m(`${mixedRaw(w, a, d)}\\div${sides}=${fracRaw(w * d + a, d)}\\times${fracRaw(1, sides)}=${key}`)}(cm)입니다.`,
            `${m(`${mixedRaw(w, a, d)}\\div${sides}=${fracRaw(w * d + a, d)}\\times${fracRaw(1, sides)}=${key}`)} cm.`,
          ],
        ],
      });
    },
    // Walk around the shape: the side times the number of sides is the perimeter.
    check: ({ sides, w, a, d }, problem) =>
      keyWhere(problem, ([v]) => v !== undefined && Math.abs(v * sides - (w + a / d)) < 1e-9),
  }),
];
