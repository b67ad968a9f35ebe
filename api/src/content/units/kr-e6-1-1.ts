// 6-1 분수의 나눗셈: a fraction or a mixed number divided by a natural number, and sharing equally.
import type { ProblemTemplate } from '../lib/types.js';
import { F, HINT, L, PEOPLE, fr, josa, m, tf, tfr, tmix, topic, unit, coprime } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-1-1');

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'fraction-div-whole',
    params: (rng) => {
      const d = rng.int(2, 12);
      return { a: coprime(rng, d), d, k: rng.int(2, 9) };
    },
    make: ({ a, d, k }) => {
      const r = fr(a, d * k);
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(`${tfr(a, d)}\\div${k}`)}`, `Divide: ${m(`${tfr(a, d)}\\div${k}`)}`),
        multiple: {
          correct: F(r),
          wrong: [F(fr(a * k, d)), F(fr(a, d + k)), F(fr(d, a * k)), F(fr(a + 1, d * k)), F(fr(a, d * k + 1))],
          fill: (j) => F(fr(a + j + 1, d * k)),
        },
        explanation: [
          L(
            `${josa(m(String(k)), '으로/로')} 나누는 것은 ${josa(m(tfr(1, k)), '을/를')} 곱하는 것과 같습니다.`,
            `Dividing by ${m(String(k))} is the same as multiplying by ${m(tfr(1, k))}.`,
          ),
          L(
            `${m(`${tfr(a, d)}\\times${tfr(1, k)}=${tfr(a, d * k)}`)}${tf(r) !== tfr(a, d * k) ? `${m(`=${tf(r)}`)}` : ''}`,
            `${m(`${tfr(a, d)}\\times${tfr(1, k)}=${tfr(a, d * k)}`)}${tf(r) !== tfr(a, d * k) ? `${m(`=${tf(r)}`)}` : ''}`,
          ),
        ],
      };
    },
    // Check by multiplying back: the quotient q must satisfy q × k = a/d; search q = t/(d·k).
    solve: ({ a, d, k }) => {
      for (let t = 1; t <= a * k; t++) if (t * k * d === a * d * k) return t / (d * k);
      return NaN;
    },
  }),
  tpl({
    name: 'mixed-div-whole',
    params: (rng) => {
      const d = rng.int(2, 9);
      return { w: rng.int(1, 6), a: coprime(rng, d), d, k: rng.int(2, 9) };
    },
    make: ({ w, a, d, k }) => {
      const imp = w * d + a;
      const r = fr(imp, d * k);
      return {
        difficulty: 3,
        stem: L(`계산을 하세요. ${m(`${tmix(w, a, d)}\\div${k}`)}`, `Divide: ${m(`${tmix(w, a, d)}\\div${k}`)}`),
        essay: { answer: tf(r), hint: HINT.frac },
        explanation: [
          L(
            `대분수를 가분수로 바꿉니다: ${m(`${tmix(w, a, d)}=${tfr(imp, d)}`)}`,
            `Change to an improper fraction: ${m(`${tmix(w, a, d)}=${tfr(imp, d)}`)}`,
          ),
          L(
            `${m(`${tfr(imp, d)}\\times${tfr(1, k)}=${tfr(imp, d * k)}`)}`,
            `${m(`${tfr(imp, d)}\\times${tfr(1, k)}=${tfr(imp, d * k)}`)}`,
          ),
          L(`기약분수나 대분수로 나타내면 ${m(tf(r))}입니다.`, `In simplest form: ${m(tf(r))}.`),
        ],
      };
    },
    solve: ({ w, a, d, k }) => (w + a / d) / k,
  }),
  tpl({
    name: 'share-equally',
    params: (rng) => {
      const d = rng.int(2, 9);
      return {
        w: rng.int(0, 4),
        a: coprime(rng, d),
        d,
        k: rng.int(2, 8),
        who: rng.int(0, PEOPLE.length - 1),
        ctx: rng.int(0, 2),
      };
    },
    make: ({ w, a, d, k, who, ctx }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const amount = tmix(w, a, d);
      const r = fr(w * d + a, d * k);
      const c = [
        {
          ko: `${topic(p)} 주스 ${m(amount)} ${josa('L', '을/를')} 컵 ${m(String(k))}개에 똑같이 나누어 담았습니다. 컵 한 개에 담은 주스는 몇 L입니까?`,
          en: `${p.en} pours ${m(amount)} L of juice equally into ${m(String(k))} cups. How many liters are in each cup?`,
          u: 'L',
        },
        {
          ko: `무게가 ${m(amount)} kg인 찰흙을 ${m(String(k))}명이 똑같이 나누어 가졌습니다. 한 명이 가진 찰흙은 몇 kg입니까?`,
          en: `${m(String(k))} children share ${m(amount)} kg of clay equally. How many kilograms does each child get?`,
          u: 'kg',
        },
        {
          ko: `길이가 ${m(amount)} m인 끈을 ${m(String(k))}도막으로 똑같이 잘랐습니다. 한 도막의 길이는 몇 m입니까?`,
          en: `A string ${m(amount)} m long is cut into ${m(String(k))} equal pieces. How long is each piece, in meters?`,
          u: 'm',
        },
      ][ctx]!;
      return {
        difficulty: w ? 3 : 2,
        stem: L(c.ko, c.en),
        essay: { answer: tf(r), unit: c.u, hint: HINT.frac },
        explanation: [
          L(`${josa(m(`${amount}\\div${k}`), '을/를')} 계산합니다.`, `Compute ${m(`${amount}\\div${k}`)}.`),
          L(
            `${m(`${tfr(w * d + a, d)}\\times${tfr(1, k)}=${tf(r)}`)} (${c.u})`,
            `${m(`${tfr(w * d + a, d)}\\times${tfr(1, k)}=${tf(r)}`)} ${c.u}`,
          ),
        ],
      };
    },
    // Multiply back: k equal parts must add up to the whole amount.
    solve: ({ w, a, d, k }) => {
      const whole = w + a / d;
      let part = whole / k;
      let sum = 0;
      for (let i = 0; i < k; i++) sum += part;
      if (Math.abs(sum - whole) > 1e-9) part = NaN;
      return part;
    },
  }),
];
