// 6-2 비례식과 비례배분: solving a proportion, sharing in a given ratio, and scale drawings and recipes.
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, num, q } from '../kit/numbers.js';
import { fracRaw, m, mixed } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { nameWith, twoPeople } from '../kit/people.js';
import { keyIs, keyIsText, valueOf } from '../kit/check.js';
import { valueChoices } from '../kit/choices.js';

const U = 'kr-e6-2-4';

/** The two terms of a ratio equal to p:q, written as whole numbers, decimals or fractions. */
function ratioSides(p: number, r: number, form: number, g: number, mden: number): [string, string] {
  if (form === 0) return [num(p * g), num(r * g)];
  if (form === 1) return [num(q(p * g, 10)), num(q(r * g, 10))];
  return [mixed(q(p, mden)), mixed(q(r, mden))];
}

/** What two children share: the thing with its counter, in English, how the question asks for a share, the unit. */
const SHARED = [
  { ko: '구슬', u: '개', en: 'marbles', askKo: '구슬을 몇 개', askEn: 'How many marbles', uEn: 'marbles' },
  { ko: '용돈', u: '원', en: 'won', askKo: '얼마를', askEn: 'How many won', uEn: 'won' },
  {
    ko: '색종이',
    u: '장',
    en: 'sheets of colored paper',
    askKo: '색종이를 몇 장',
    askEn: 'How many sheets',
    uEn: 'sheets',
  },
] as const;

export const templates = [
  defineTemplate(U, 'solve-proportion', {
    version: 2,
    params: (rng) => {
      let a = rng.int(1, 12);
      const b = rng.int(2, 15);
      while (gcd(a, b) !== 1 && a > 1) a--;
      return { a, b, k: rng.int(2, 12), pos: rng.int(0, 3) };
    },
    generate: ({ a, b, k, pos }, rng) => {
      const terms = [a, b, a * k, b * k];
      const ans = terms[pos] as number;
      const shown = terms.map((t, i) => (i === pos ? '\\square' : String(t)));
      const tex = `${shown[0]}:${shown[1]}=${shown[2]}:${shown[3]}`;
      const outer = pos === 0 || pos === 3;
      const partner = terms[3 - pos] as number;
      const [p1, p2] = outer ? [terms[1] as number, terms[2] as number] : [terms[0] as number, terms[3] as number];
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `비례식에서 ${m('\\square')} 안에 알맞은 수를 구하시오. ${m(tex)}`,
          `Find the number that goes in the box: ${m(tex)}`,
        ],
        ...valueChoices(
          ans,
          [
            ans + 1,
            ans * 2,
            ans - 1,
            (terms[(pos + 2) % 4] as number) + (terms[(pos + 1) % 4] as number) - (terms[(pos + 3) % 4] as number),
            ans * k,
          ],
          { min: 1 },
        ),
        steps: [
          [
            `비례식에서 외항의 곱과 내항의 곱은 같으므로 ${m(`\\square\\times${partner}=${p1}\\times${p2}`)}입니다.`,
            `In a proportion, the product of the outer terms equals the product of the inner terms: ${m(`\\square\\times${partner}=${p1}\\times${p2}`)}.`,
          ],
          [
            `${m(`\\square\\times${partner}=${num(p1 * p2)}`)}이므로 ${m(`\\square=${num(p1 * p2)}\\div${partner}=${ans}`)}입니다.`,
            `${m(`\\square\\times${partner}=${num(p1 * p2)}`)}, so ${m(`\\square=${num(p1 * p2)}\\div${partner}=${ans}`)}.`,
          ],
        ],
      });
    },
    // Try every value for the box until the cross products agree.
    check: ({ a, b, k, pos }, problem) => {
      const terms = [a, b, a * k, b * k];
      for (let x = 1; x <= 500; x++) {
        const t = [...terms];
        t[pos] = x;
        if ((t[0] as number) * (t[3] as number) === (t[1] as number) * (t[2] as number)) return keyIs(problem, x);
      }
      return false;
    },
  }),
  defineTemplate(U, 'proportional-sharing', {
    version: 2,
    params: (rng) => {
      const a = rng.int(1, 7);
      let b = rng.int(1, 9);
      while (gcd(a, b) !== 1 || a === b) b = b === 9 ? 1 : b + 1;
      return { a, b, unitAmt: rng.int(2, 30), pair: twoPeople(rng), ctx: rng.int(0, 2), first: rng.int(0, 1) === 1 };
    },
    generate: ({ a, b, unitAmt, pair, ctx, first }) => {
      const [p1, p2] = pair;
      const mult = ctx === 1 ? 100 : 1;
      const total = (a + b) * unitAmt * mult;
      const mine = first ? a : b;
      const share = mine * unitAmt * mult;
      const asked = first ? p1 : p2;
      const shared = SHARED[ctx] as (typeof SHARED)[number];
      const c = { ...shared, ko: `${shared.ko} ${m(num(total))}${shared.u}`, en: `${m(num(total))} ${shared.en}` };
      return essay({
        difficulty: 3,
        stem: [
          `${nameWith(p1, '와')} ${nameWith(p2, '가')} ${withJosa(c.ko, '을/를')} ${withJosa(m(`${a}:${b}`), '으로/로')} 나누어 가지려고 합니다. ${nameWith(asked, '는')} ${c.askKo} 가지게 됩니까?`,
          `${p1.en} and ${p2.en} share ${c.en} in the ratio ${m(`${a}:${b}`)}. ${c.askEn} does ${asked.en} get?`,
        ],
        answer: String(share),
        form: 'number',
        unit: c.u,
        steps: [
          [
            `전체를 ${m(`${a}+${b}=${a + b}`)}(칸)으로 보면 ${nameWith(asked, '는')} 전체의 ${withJosa(m(fracRaw(mine, a + b)), '을/를')} 가집니다.`,
            `Think of the whole as ${m(`${a}+${b}=${a + b}`)} equal parts; ${asked.en} gets ${m(fracRaw(mine, a + b))} of it.`,
          ],
          [
            `${m(`${num(total)}\\times${fracRaw(mine, a + b)}=${num(share)}`)}(${c.u})입니다.`,
            `${m(`${num(total)}\\times${fracRaw(mine, a + b)}=${num(share)}`)} ${c.uEn}.`,
          ],
        ],
      });
    },
    // Hand out in rounds: each round gives a to the first child and b to the second.
    check: ({ a, b, unitAmt, ctx, first }, problem) => {
      const mult = ctx === 1 ? 100 : 1;
      let left = (a + b) * unitAmt * mult;
      let mine = 0;
      while (left > 0) {
        mine += (first ? a : b) * mult;
        left -= (a + b) * mult;
      }
      return keyIs(problem, mine);
    },
  }),
  defineTemplate(U, 'scale-and-recipe', {
    version: 2,
    params: (rng) => ({
      ctx: rng.int(0, 1),
      scale: rng.pick([1000, 2000, 5000, 10000, 20000, 50000]),
      cm: rng.int(2, 30),
      a: rng.int(2, 6),
      b: rng.int(1, 9),
      k: rng.int(2, 5),
    }),
    generate: ({ ctx, scale, cm, a, b, k }, rng) => {
      if (ctx === 0) {
        const realCm = cm * scale;
        const realM = realCm / 100;
        return multiple(rng, {
          difficulty: 4,
          stem: [
            `축척이 ${m(`1:${num(scale)}`)}인 지도에서 두 건물 사이의 거리가 ${m(`${cm}\\text{ cm}`)}입니다. 실제 거리는 몇 m입니까?`,
            `On a map with a scale of ${m(`1:${num(scale)}`)}, two buildings are ${m(`${cm}\\text{ cm}`)} apart. What is the real distance, in meters?`,
          ],
          ...valueChoices(realM, [realCm, realM / 10, realM * 10, scale / 100 + cm], { min: 1, step: 10 }),
          steps: [
            [
              `지도에서 ${m(`1\\text{ cm}`)}는 실제로 ${m(`${num(scale)}\\text{ cm}`)}이므로 ${m(`1:${num(scale)}=${cm}:\\square`)}에서 ${m(`\\square=${cm}\\times${num(scale)}=${num(realCm)}`)}(cm)입니다.`,
              `${m(`1\\text{ cm}`)} on the map is ${m(`${num(scale)}\\text{ cm}`)} in real life: from ${m(`1:${num(scale)}=${cm}:\\square`)}, ${m(`\\square=${cm}\\times${num(scale)}=${num(realCm)}`)} cm.`,
            ],
            [
              `${m(`100\\text{ cm}=1\\text{ m}`)}이므로 ${m(`${num(realCm)}\\div100=${num(realM)}`)}(m)입니다.`,
              `Since ${m(`100\\text{ cm}=1\\text{ m}`)}: ${m(`${num(realCm)}\\div100=${num(realM)}`)} m.`,
            ],
          ],
        });
      }
      const flour = a * 100;
      const sugar = b * 10;
      const newFlour = flour * k;
      return multiple(rng, {
        difficulty: 3,
        stem: [
          `쿠키 반죽에 밀가루와 설탕을 ${m(`${flour}:${sugar}`)}의 비로 넣습니다. 밀가루를 ${m(`${num(newFlour)}\\text{ g}`)} 넣는다면 설탕은 몇 g 넣어야 합니까?`,
          `A cookie dough uses flour and sugar in the ratio ${m(`${flour}:${sugar}`)}. If you use ${m(`${num(newFlour)}\\text{ g}`)} of flour, how many grams of sugar do you need?`,
        ],
        ...valueChoices(sugar * k, [sugar + newFlour - flour, sugar * k * 10, sugar * k + 10, sugar * (k + 1)], {
          min: 1,
          step: 10,
        }),
        steps: [
          [
            `비례식을 세우면 ${m(`${flour}:${sugar}=${num(newFlour)}:\\square`)}입니다.`,
            `Set up the proportion: ${m(`${flour}:${sugar}=${num(newFlour)}:\\square`)}.`,
          ],
          [
            `밀가루가 ${m(`${num(newFlour)}\\div${flour}=${k}`)}(배)이므로 설탕도 ${m(k)}배인 ${m(`${sugar}\\times${k}=${sugar * k}`)}(g)입니다.`,
            `The flour is ${m(`${num(newFlour)}\\div${flour}=${k}`)} times as much, so the sugar is too: ${m(`${sugar}\\times${k}=${sugar * k}`)} g.`,
          ],
        ],
      });
    },
    // Cross products: unknown = (inner product) ÷ (known outer term).
    check: ({ ctx, scale, cm, a, b, k }, problem) =>
      keyIs(problem, ctx === 0 ? (scale * cm) / 100 : (b * 10 * (a * 100 * k)) / (a * 100)),
  }),
  defineTemplate(U, 'simplest-ratio', {
    version: 2,
    params: (rng) => {
      const p = rng.int(1, 9);
      let r = rng.intExcept(1, 9, [p]);
      while (gcd(p, r) !== 1) r = r === 9 ? 1 : r + 1;
      return { p, r: r === p ? p + 1 : r, form: rng.int(0, 2), g: rng.int(2, 9), mden: rng.pick([6, 10, 12, 15, 20]) };
    },
    generate: ({ p, r, form, g, mden }, rng) => {
      const sides = ratioSides(p, r, form, g, mden);
      const tex = `${sides[0]}:${sides[1]}`;
      const ratio = (x: number, y: number) => m(`${x}:${y}`);
      const wrong = [
        [r, p],
        [p + 1, r],
        [p, r + 1],
        [p + r, r],
        [Math.max(1, p * 2 - 1), r * 2],
        ...Array.from({ length: 8 }, (_, k) => [1, r + k + 1]),
      ].filter(([x, y]) => gcd(x as number, y as number) === 1 && !(x === p && y === r));
      const working =
        form === 0
          ? [
              `전항과 후항을 두 수의 최대공약수 ${withJosa(m(gcd(p * g, r * g)), '으로/로')} 나눕니다.`,
              `Divide both terms by their greatest common factor, ${m(gcd(p * g, r * g))}.`,
            ]
          : form === 1
            ? [
                `전항과 후항에 ${withJosa(m(10), '을/를')} 곱하면 ${m(`${p * g}:${r * g}`)}이고, 이것을 최대공약수 ${withJosa(m(gcd(p * g, r * g)), '으로/로')} 나눕니다.`,
                `Multiply both terms by ${m(10)} to get ${m(`${p * g}:${r * g}`)}, then divide by their greatest common factor, ${m(gcd(p * g, r * g))}.`,
              ]
            : [
                `전항과 후항에 두 분모의 공배수 ${withJosa(m(mden), '을/를')} 곱하면 ${m(`${p}:${r}`)}입니다.`,
                `Multiply both terms by ${m(mden)}, a common multiple of the denominators: ${m(`${p}:${r}`)}.`,
              ];
      return multiple(rng, {
        difficulty: form === 0 ? 2 : 4,
        stem: [
          `${withJosa(m(tex), '을/를')} 가장 간단한 자연수의 비로 나타낸 것은 어느 것입니까?`,
          `Which is ${m(tex)} written as a ratio of the smallest possible whole numbers?`,
        ],
        correct: ratio(p, r),
        wrong: wrong.map(([x, y]) => ratio(x as number, y as number)),
        steps: [
          working as [string, string],
          [`따라서 ${m(`${tex}=${p}:${r}`)}입니다.`, `So ${m(`${tex}=${p}:${r}`)}.`],
        ],
      });
    },
    // Evaluate both printed terms, then search the smallest whole numbers in the same ratio.
    check: ({ p, r, form, g, mden }, problem) => {
      const [a, b] = ratioSides(p, r, form, g, mden).map((t) => valueOf(t)[0] as number) as [number, number];
      for (let y = 1; y <= 100; y++) {
        const x = (a / b) * y;
        if (Math.abs(x - Math.round(x)) < 1e-9) return keyIsText(problem, `${Math.round(x)}:${y}`);
      }
      return false;
    },
  }),
];
