// 6-2 비례식과 비례배분: solving a proportion, sharing in a given ratio, and scale drawings and recipes.
import type { ProblemTemplate } from '../lib/types.js';
import {
  HINT,
  L,
  N,
  PEOPLE,
  call,
  evalTex,
  fr,
  gcd,
  josa,
  m,
  n,
  plain,
  subj,
  tf,
  topic,
  unit,
  type Item,
} from '../lib/e4e6/kit.js';

const tpl = unit('kr-e6-2-4');

/** The two terms of a ratio equal to p:q, written as whole numbers, decimals or fractions. */
function ratioSides(p: number, q: number, form: number, g: number, mden: number): [string, string] {
  if (form === 0) return [String(p * g), String(q * g)];
  if (form === 1) return [n((p * g) / 10), n((q * g) / 10)];
  return [tf(fr(p, mden)), tf(fr(q, mden))];
}

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'solve-proportion',
    params: (rng) => {
      let a = rng.int(1, 12);
      const b = rng.int(2, 15);
      while (gcd(a, b) !== 1 && a > 1) a--;
      return { a, b, k: rng.int(2, 12), pos: rng.int(0, 3) };
    },
    make: ({ a, b, k, pos }) => {
      const terms = [a, b, a * k, b * k];
      const ans = terms[pos] as number;
      const shown = terms.map((t, i) => (i === pos ? '\\square' : String(t)));
      const tex = `${shown[0]}:${shown[1]}=${shown[2]}:${shown[3]}`;
      const outer = pos === 0 || pos === 3;
      return {
        difficulty: 3,
        stem: L(
          `비례식에서 ${m('\\square')} 안에 알맞은 수를 구하세요. ${m(tex)}`,
          `Find the number that goes in the box: ${m(tex)}`,
        ),
        multiple: {
          correct: N(ans),
          wrong: [
            N(ans + 1),
            N(ans * 2),
            N(Math.max(1, ans - 1)),
            N((terms[(pos + 2) % 4] as number) + (terms[(pos + 1) % 4] as number) - (terms[(pos + 3) % 4] as number)),
            N(ans * k),
          ],
          fill: (j) => N(ans + j + 1),
          min: 1,
        },
        explanation: [
          L(
            '비례식에서 외항의 곱과 내항의 곱은 같습니다.',
            'In a proportion, the product of the outer terms equals the product of the inner terms.',
          ),
          L(
            outer
              ? `${m(`\\square\\times${terms[3 - pos]}=${terms[1]}\\times${terms[2]}=${terms[1]! * terms[2]!}`)}이므로 ${m(`\\square=${ans}`)}`
              : `${m(`\\square\\times${terms[3 - pos]}=${terms[0]}\\times${terms[3]}=${terms[0]! * terms[3]!}`)}이므로 ${m(`\\square=${ans}`)}`,
            outer
              ? `${m(`\\square\\times${terms[3 - pos]}=${terms[1]}\\times${terms[2]}=${terms[1]! * terms[2]!}`)}, so ${m(`\\square=${ans}`)}.`
              : `${m(`\\square\\times${terms[3 - pos]}=${terms[0]}\\times${terms[3]}=${terms[0]! * terms[3]!}`)}, so ${m(`\\square=${ans}`)}.`,
          ),
        ],
      };
    },
    // Try every value for the box until the cross products agree.
    solve: ({ a, b, k, pos }) => {
      const terms = [a, b, a * k, b * k];
      for (let x = 1; x <= 500; x++) {
        const t = [...terms];
        t[pos] = x;
        if ((t[0] as number) * (t[3] as number) === (t[1] as number) * (t[2] as number)) return x;
      }
      return NaN;
    },
  }),
  tpl({
    name: 'proportional-sharing',
    params: (rng) => {
      const a = rng.int(1, 7);
      let b = rng.int(1, 9);
      while (gcd(a, b) !== 1 || a === b) b = b === 9 ? 1 : b + 1;
      return {
        a,
        b,
        unitAmt: rng.int(2, 60),
        who: [rng.int(0, 5), rng.int(6, 11)] as const,
        ctx: rng.int(0, 2),
        first: rng.int(0, 1) === 1,
      };
    },
    make: ({ a, b, unitAmt, who, ctx, first }) => {
      const total = (a + b) * unitAmt;
      const p1 = PEOPLE[who[0]]!;
      const p2 = PEOPLE[who[1]]!;
      const c = [
        { ko: `구슬 ${m(n(total))}개`, en: `${m(n(total))} marbles`, u: '개' },
        { ko: `용돈 ${m(n(total * 100))}원`, en: `${m(n(total * 100))} won`, u: '원' },
        { ko: `색종이 ${m(n(total))}장`, en: `${m(n(total))} sheets of colored paper`, u: '장' },
      ][ctx]!;
      const mult = ctx === 1 ? 100 : 1;
      const share = (first ? a : b) * unitAmt * mult;
      const asked = first ? p1 : p2;
      return {
        difficulty: 3,
        stem: L(
          `${josa(c.ko, '을/를')} ${josa(call(p1), '과/와')} ${subj(p2)} ${josa(m(`${a}:${b}`), '으로/로')} 나누어 가지려고 합니다. ${topic(asked)} 몇 ${josa(c.u, '을/를')} 가지게 됩니까?`,
          `${p1.en} and ${p2.en} share ${c.en} in the ratio ${m(`${a}:${b}`)}. How many ${ctx === 1 ? 'won' : ctx === 0 ? 'marbles' : 'sheets'} does ${asked.en} get?`,
        ),
        essay: { answer: plain(share), hint: HINT.int },
        explanation: [
          L(
            `전체를 ${josa(m(`${a}+${b}=${a + b}`), '으로/로')} 보면 ${call(asked)}의 몫은 ${m(`\\frac{${first ? a : b}}{${a + b}}`)}입니다.`,
            `Think of the whole as ${m(`${a}+${b}=${a + b}`)} parts; ${asked.en} gets ${m(`\\frac{${first ? a : b}}{${a + b}}`)} of it.`,
          ),
          L(
            `${m(`${n(total * mult)}\\times\\frac{${first ? a : b}}{${a + b}}=${n(share)}`)} (${c.u})`,
            `${m(`${n(total * mult)}\\times\\frac{${first ? a : b}}{${a + b}}=${n(share)}`)}`,
          ),
        ],
      };
    },
    // Hand out in rounds: each round gives a to the first child and b to the second.
    solve: ({ a, b, unitAmt, ctx, first }) => {
      const mult = ctx === 1 ? 100 : 1;
      let left = (a + b) * unitAmt * mult;
      let mine = 0;
      while (left > 0) {
        mine += (first ? a : b) * mult;
        left -= (a + b) * mult;
      }
      return mine;
    },
  }),
  tpl({
    name: 'scale-and-recipe',
    params: (rng) => ({
      ctx: rng.int(0, 1),
      scale: rng.pick([1000, 2000, 5000, 10000, 20000, 50000]),
      cm: rng.int(2, 30),
      a: rng.int(2, 6),
      b: rng.int(1, 9),
      k: rng.int(2, 9),
    }),
    make: ({ ctx, scale, cm, a, b, k }) => {
      if (ctx === 0) {
        const realM = (cm * scale) / 100;
        return {
          difficulty: 4,
          stem: L(
            `축척이 ${m(`1:${n(scale)}`)}인 지도에서 두 건물 사이의 거리가 ${m(String(cm))} cm입니다. 실제 거리는 몇 m입니까?`,
            `On a map with a scale of ${m(`1:${n(scale)}`)}, two buildings are ${m(String(cm))} cm apart. What is the real distance, in meters?`,
          ),
          multiple: {
            correct: N(realM),
            wrong: [N(realM * 100), N(realM / 10), N(realM * 10), N(scale / 100 + cm)],
            fill: (j) => N(realM + j * 10),
          },
          explanation: [
            L(
              `지도에서 ${m('1')} cm는 실제로 ${m(n(scale))} cm입니다: ${m(`1:${n(scale)}=${cm}:\\square`)}`,
              `${m('1')} cm on the map is ${m(n(scale))} cm in real life: ${m(`1:${n(scale)}=${cm}:\\square`)}`,
            ),
            L(
              `${m(`${cm}\\times${n(scale)}=${n(cm * scale)}`)} (cm) ${m(`=${n(realM)}`)} (m)`,
              `${m(`${cm}\\times${n(scale)}=${n(cm * scale)}`)} cm ${m(`=${n(realM)}`)} m`,
            ),
          ],
        };
      }
      const flour = a * 100;
      const sugar = b * 10;
      const newFlour = flour * k;
      return {
        difficulty: 3,
        stem: L(
          `쿠키 반죽에 밀가루와 설탕을 ${m(`${flour}:${sugar}`)}의 비로 넣습니다. 밀가루를 ${m(n(newFlour))} g 넣는다면 설탕은 몇 g 넣어야 합니까?`,
          `A cookie dough uses flour and sugar in the ratio ${m(`${flour}:${sugar}`)}. If you use ${m(n(newFlour))} g of flour, how many grams of sugar do you need?`,
        ),
        multiple: {
          correct: N(sugar * k),
          wrong: [N(sugar + newFlour - flour), N(sugar * k * 10), N(sugar * k + 10), N(sugar * (k + 1))],
          fill: (j) => N(sugar * k + j * 10),
        },
        explanation: [
          L(
            `비례식을 세웁니다: ${m(`${flour}:${sugar}=${n(newFlour)}:\\square`)}`,
            `Set up the proportion: ${m(`${flour}:${sugar}=${n(newFlour)}:\\square`)}`,
          ),
          L(
            `밀가루가 ${m(String(k))}배이므로 설탕도 ${m(String(k))}배: ${m(`${sugar}\\times${k}=${sugar * k}`)} (g)`,
            `The flour is ${m(String(k))} times as much, so the sugar is too: ${m(`${sugar}\\times${k}=${sugar * k}`)} g`,
          ),
        ],
      };
    },
    // Cross products: unknown = (inner product) ÷ (known outer term).
    solve: ({ ctx, scale, cm, a, b, k }) => (ctx === 0 ? (scale * cm) / 1 / 100 : (b * 10 * (a * 100 * k)) / (a * 100)),
  }),
  tpl({
    name: 'simplest-ratio',
    params: (rng) => {
      const p = rng.int(1, 9);
      let q = rng.intExcept(1, 9, [p]);
      while (gcd(p, q) !== 1) q = q === 9 ? 1 : q + 1;
      return { p, q: q === p ? p + 1 : q, form: rng.int(0, 2), g: rng.int(2, 9), mden: rng.pick([6, 10, 12, 15, 20]) };
    },
    make: ({ p, q, form, g, mden }) => {
      const sides = ratioSides(p, q, form, g, mden);
      const tex = `${sides[0]}:${sides[1]}`;
      const r = (a: number, b: number): Item => ({ tex: `${a}:${b}`, v: a / b });
      return {
        difficulty: form === 0 ? 2 : 4,
        stem: L(
          `${josa(m(tex), '을/를')} 가장 간단한 자연수의 비로 나타낸 것은 어느 것입니까?`,
          `Which is ${m(tex)} written as a ratio of the smallest possible whole numbers?`,
        ),
        multiple: {
          correct: r(p, q),
          wrong: [r(q, p), r(p + 1, q), r(p, q + 1), r(p + q, q), r(Math.max(1, p * 2 - 1), q * 2)].filter(
            (x) => gcd(...(x.tex.split(':').map(Number) as [number, number])) === 1,
          ),
          fill: (k) => r(1, q + k + 1),
        },
        explanation: [
          L(
            form === 0
              ? '전항과 후항을 두 수의 최대공약수로 나눕니다.'
              : form === 1
                ? '전항과 후항에 10을 곱하여 자연수의 비로 만든 뒤, 최대공약수로 나눕니다.'
                : '전항과 후항에 두 분모의 공배수를 곱하여 자연수의 비로 만든 뒤, 최대공약수로 나눕니다.',
            form === 0
              ? 'Divide both terms by their greatest common factor.'
              : form === 1
                ? 'Multiply both terms by 10 to get whole numbers, then divide by their greatest common factor.'
                : 'Multiply both terms by a common multiple of the denominators, then divide by the greatest common factor.',
          ),
          L(`${m(`${tex}=${p}:${q}`)}`, `${m(`${tex}=${p}:${q}`)}`),
        ],
      };
    },
    // Evaluate both printed terms, then search the smallest whole numbers in the same ratio.
    solve: ({ p, q, form, g, mden }) => {
      const [a, b] = ratioSides(p, q, form, g, mden).map((t) => evalTex(t)) as [number, number];
      for (let y = 1; y <= 100; y++) {
        const x = (a / b) * y;
        if (Math.abs(x - Math.round(x)) < 1e-9) return Math.round(x) / y;
      }
      return NaN;
    },
    // A choice a:b counts only in lowest terms; its value is a ÷ b.
    read: (tex) => {
      const mm = /^(\d+):(\d+)$/.exec(tex.replace(/\\\(|\\\)/g, ''));
      if (!mm) return NaN;
      const [a, b] = [Number(mm[1]), Number(mm[2])];
      return gcd(a, b) === 1 ? a / b : NaN;
    },
  }),
];
