// 3학년 1학기 4단원 곱셈: two-digit times one-digit, with and without carrying.
import { L, boxStem, defineTemplate, essay, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { groups } from '../kit/counting.js';
import { partialProductBox } from '../kit/place-value.js';
import { boxFitEssay, boxFits, cardNumbers, type BoxAsk } from '../kit/workbook.js';

const UNIT = 'kr-e3-1-4';
/**
 * The sub-unit of (two-digit)×(one-digit) by where it regroups: none (s2), from the tens place into the hundreds (s3),
 * from the ones into the tens (s4), or both (s5); a multiple of ten is (몇십)×(몇) (s1).
 */
const productSub = (x: number, a: number): string => {
  if (x % 10 === 0) return `${UNIT}.s1`;
  const onesCarry = (x % 10) * a >= 10;
  const tensCarry = Math.floor(x / 10) * a + Math.floor(((x % 10) * a) / 10) >= 10;
  return `${UNIT}.s${onesCarry ? (tensCarry ? 5 : 4) : tensCarry ? 3 : 2}`;
};

/** Multiplying tens and ones separately but dropping the carry from the ones. */
function forgetCarry(a: number, b: number): number {
  const tens = Math.floor(a / 10) * b;
  const ones = ((a % 10) * b) % 10;
  return tens * 10 + ones;
}

export const templates = [
  defineTemplate(UNIT, 'two-digit-times-one-digit', {
    version: 2,
    params: (r) => ({ a: r.int(11, 99), b: r.int(2, 9), frame: r.int(0, 1) }),
    generate: ({ a, b, frame }) => {
      const p = a * b;
      const t = Math.floor(a / 10) * 10;
      const o = a % 10;
      return essay({
        difficulty: o * b >= 10 ? (t * b >= 100 ? 4 : 3) : 2,
        stem: frame
          ? L(`다음을 계산하시오. ${m(`${a}\\times${b}`)}`, `Multiply. ${m(`${a}\\times${b}`)}`)
          : L(`${m(a)}의 ${m(b)}배는 얼마입니까?`, `What is ${m(b)} times ${m(a)}?`),
        answer: String(p),
        form: 'number',
        steps: [
          L(
            `${mathWithJosa(a, '을/를')} 십의 자리와 일의 자리로 나누어 곱합니다: ${m(`${t}\\times${b}=${t * b}`)}, ${m(`${o}\\times${b}=${o * b}`)}`,
            `Split ${m(a)} into tens and ones: ${m(`${t}\\times${b}=${t * b}`)} and ${m(`${o}\\times${b}=${o * b}`)}.`,
          ),
          L(`${m(`${t * b}+${o * b}=${p}`)}`, `${m(`${t * b}+${o * b}=${p}`)}`),
        ],
      });
    },
    // Repeated addition of the two-digit number.
    check: ({ a, b }, problem) => keyIs(problem, groups(a, b)),
  }),

  defineTemplate(UNIT, 'multiplication-story', {
    version: 2,
    params: (r) => ({ a: r.int(12, 49), b: r.int(3, 9), kind: r.int(0, 2), t: r.pick(THINGS), p: r.pick(PEOPLE) }),
    generate: ({ a, b, kind, t, p }, rng) => {
      const prod = a * b;
      const stem =
        [
          L(
            `한 상자에 ${withJosa(t.ko, '이/가')} ${m(a)}${t.counter}씩 들어 있습니다. ${m(b)}상자에 들어 있는 ${withJosa(t.ko, '은/는')} 모두 몇 ${t.counter}입니까?`,
            `Each box holds ${m(a)} ${t.many}. How many ${t.many} are in ${m(b)} boxes?`,
          ),
          L(
            `${withJosa(callKo(p), '은/는')} 매일 줄넘기를 ${m(a)}번씩 합니다. ${m(b)}일 동안 줄넘기를 모두 몇 번 하게 됩니까?`,
            `${p.en} jumps rope ${m(a)} times every day. How many jumps is that in ${m(b)} days?`,
          ),
          L(
            `한 줄에 의자가 ${m(a)}개씩 ${m(b)}줄 놓여 있습니다. 의자는 모두 몇 개입니까?`,
            `There are ${m(b)} rows of chairs with ${m(a)} chairs in each row. How many chairs are there?`,
          ),
        ][kind] ?? L('', '');
      return multiple(rng, {
        difficulty: 3,
        stem,
        correct: m(prod),
        wrong: countChoices(prod, [forgetCarry(a, b), a + b, a * (b - 1), a * (b + 1), prod + 10]),
        steps: [
          L(
            `${m(a)}씩 ${m(b)}묶음이므로 곱셈식 ${m(`${a}\\times${b}`)}${josa(b, '으로/로')} 나타냅니다.`,
            `${m(b)} groups of ${m(a)} is ${m(`${a}\\times${b}`)}.`,
          ),
          L(`${m(`${a}\\times${b}=${prod}`)}`, `${m(`${a}\\times${b}=${prod}`)}`),
          L(`답은 ${m(prod)}입니다.`, `The answer is ${m(prod)}.`),
        ],
      });
    },
    // Add the groups one by one.
    check: ({ a, b }, problem) => keyIs(problem, groups(a, b)),
  }),

  defineTemplate(UNIT, 'partial-products', {
    version: 2,
    params: (r) => ({ tens: r.int(1, 9), ones: r.int(1, 9), b: r.int(2, 9), hide: r.int(0, 1) }),
    generate: ({ tens, ones, b, hide }, rng) =>
      partialProductBox(rng, {
        tens,
        ones,
        other: b,
        splitFirst: true,
        hide,
        difficulty: 2,
        wrong: (big, small) =>
          hide
            ? [small + 10, ones + b, small - 1, (tens * 10 + ones) * b, tens * b]
            : [tens * b, big + 10, big - 10, (tens * 10 + ones) * b, big + small],
      }),
    // Evaluate the hidden product by repeated addition.
    check: ({ tens, ones, b, hide }, problem) => keyIs(problem, hide ? groups(ones, b) : groups(tens * 10, b)),
  }),
  defineTemplate(UNIT, 'added-instead', {
    version: 1,
    params: (r) => ({ x: r.int(12, 49), a: r.int(2, 9), p: r.pick(PEOPLE) }),
    generate: ({ x, a, p }) => {
      const wrong = x + a;
      const right = x * a;
      return essay({
        subUnit: productSub(x, a),
        difficulty: 4,
        stem: [
          `${callKo(p)}는 어떤 수에 ${withJosa(m(a), '을/를')} 곱해야 할 것을 잘못하여 더했더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산하면 얼마인지 풀이 과정을 쓰고 답을 구하시오.`,
          `${p.en} was supposed to multiply a number by ${m(a)} but added ${m(a)} by mistake and got ${m(wrong)}. What is the correct answer? Show your work.`,
        ],
        answer: String(right),
        form: 'number',
        steps: [
          [
            `어떤 수를 ${m('\\square')}라 하면 ${m(`\\square+${a}=${wrong}`)}이므로 ${m(`\\square=${wrong}-${a}=${x}`)}입니다.`,
            `Call the number ${m('\\square')}: ${m(`\\square+${a}=${wrong}`)}, so ${m(`\\square=${wrong}-${a}=${x}`)}.`,
          ],
          [
            `바르게 계산하면 ${m(`${x}\\times${a}`)}입니다. 일의 자리 ${m(`${x % 10}\\times${a}=${(x % 10) * a}`)}, 십의 자리 ${m(`${Math.floor(x / 10) * 10}\\times${a}=${Math.floor(x / 10) * 10 * a}`)}`,
            `The correct calculation is ${m(`${x}\\times${a}`)}: ones ${m(`${x % 10}\\times${a}=${(x % 10) * a}`)}, tens ${m(`${Math.floor(x / 10) * 10}\\times${a}=${Math.floor(x / 10) * 10 * a}`)}.`,
          ],
          [
            `${m(`${Math.floor(x / 10) * 10 * a}+${(x % 10) * a}=${right}`)}`,
            `${m(`${Math.floor(x / 10) * 10 * a}+${(x % 10) * a}=${right}`)}`,
          ],
        ],
      });
    },
    // Undo the addition by counting down, then add the number a times.
    check: ({ x, a }, problem) => {
      let found = x + a;
      for (let i = 0; i < a; i++) found--;
      return keyIs(problem, groups(found, a));
    },
  }),

  defineTemplate(UNIT, 'box-tens-digit', {
    version: 1,
    params: (r) => {
      const a = r.int(3, 9);
      const o = r.int(1, 9);
      // A bound between the products for two tens digits, so some digits fit and some do not.
      const t = r.int(2, 8);
      const bound = (t * 10 + o) * a + r.int(1, 10 * a - 1);
      return { a, o, bound, ask: r.pick<BoxAsk>(['count', 'greatest']) };
    },
    generate: ({ a, o, bound, ask }) => {
      const tex = `\\square${o}\\times${a}<${bound}`;
      const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => (t * 10 + o) * a < bound);
      const last = fits.at(-1) ?? 1;
      return boxFitEssay({
        subUnit: productSub(last * 10 + o, a),
        tex,
        lo: 1,
        hi: 9,
        ask,
        fits,
        difficulty: 4,
        steps: [
          [
            `핵심은 ${m(bound)}에 가까운 곱을 어림하는 것입니다. 십의 자리만 보면 ${m(`${last}0\\times${a}=${last * 10 * a}`)}, ${m(`${last + 1}0\\times${a}=${(last + 1) * 10 * a}`)}입니다.`,
            `The key is to estimate with the tens alone: ${m(`${last}0\\times${a}=${last * 10 * a}`)} and ${m(`${last + 1}0\\times${a}=${(last + 1) * 10 * a}`)}.`,
          ],
          [
            `경계의 수를 넣어 확인합니다: ${m(`${last}${o}\\times${a}=${(last * 10 + o) * a}<${bound}`)}, ${m(`${last + 1}${o}\\times${a}=${((last + 1) * 10 + o) * a}>${bound}`)}`,
            `Check the digits at the edge: ${m(`${last}${o}\\times${a}=${(last * 10 + o) * a}<${bound}`)}, but ${m(`${last + 1}${o}\\times${a}=${((last + 1) * 10 + o) * a}>${bound}`)}.`,
          ],
        ],
      });
    },
    // Put each digit in the box and multiply.
    check: ({ a, o, bound, ask }, problem) => {
      const fits = boxFits(`\\square${o}\\times${a}<${bound}`, 1, 9);
      return keyIs(problem, ask === 'count' ? fits.length : Math.max(...fits));
    },
  }),
  defineTemplate(UNIT, 'cards-greatest-product', {
    version: 1,
    params: (r) => ({ cards: r.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3) }),
    generate: ({ cards }) => {
      const [big, mid, small] = [...cards].sort((x, y) => y - x) as [number, number, number];
      const best = (mid * 10 + small) * big;
      const other = (big * 10 + small) * mid;
      const shown = cards.map((c) => m(c)).join(', ');
      return essay({
        subUnit: productSub(mid * 10 + small, big),
        difficulty: 4,
        stem: [
          `숫자 카드 ${withJosa(shown, '을/를')} 한 번씩 모두 사용하여 ${m('\\square\\square\\times\\square')}의 곱셈식을 만들려고 합니다. 곱이 가장 클 때의 곱을 구하시오.`,
          `Use each of the digit cards ${shown} once to fill in ${m('\\square\\square\\times\\square')}. What is the greatest product you can make?`,
        ],
        answer: String(best),
        form: 'number',
        steps: [
          [
            `핵심은 가장 큰 수를 곱하는 수 자리에 놓는 것입니다. 한 자리 수는 두 자리 수 전체에 곱해지므로 가장 큰 ${withJosa(m(big), '이/가')} 한 자리 수가 되어야 합니다.`,
            `The key is to put the greatest card in the one-digit place: it multiplies the whole two-digit number, so ${m(big)} should be the one-digit factor.`,
          ],
          [
            `남은 카드로 가장 큰 두 자리 수 ${withJosa(m(mid * 10 + small), '을/를')} 만듭니다: ${m(`${mid * 10 + small}\\times${big}=${best}`)}`,
            `Make the greatest two-digit number from the other cards, ${m(mid * 10 + small)}: ${m(`${mid * 10 + small}\\times${big}=${best}`)}.`,
          ],
          [
            `큰 카드를 두 자리 수에 놓은 경우와 비교합니다: ${m(`${big * 10 + small}\\times${mid}=${other}`)}이고 ${m(`${best}>${other}`)}입니다.`,
            `Compare with the greatest card in the two-digit number: ${m(`${big * 10 + small}\\times${mid}=${other}`)}, and ${m(`${best}>${other}`)}.`,
          ],
        ],
      });
    },
    // Try every two-digit number the cards make with the card left over.
    check: ({ cards }, problem) => {
      let best = 0;
      for (const two of cardNumbers(cards, 2)) {
        const rest = cards.filter((c) => !String(two).includes(String(c)));
        if (rest.length === 1) best = Math.max(best, groups(two, rest[0] as number));
      }
      return keyIs(problem, best);
    },
  }),
  defineTemplate(UNIT, 'tens-times-box', {
    version: 1,
    params: (r) => ({ t: r.int(2, 9), a: r.int(2, 9), side: r.int(0, 1) }),
    generate: ({ t, a, side }) => {
      const product = t * 10 * a;
      const tex = side === 0 ? `\\square0\\times${a}=${product}` : `${t}0\\times\\square=${product}`;
      const answer = side === 0 ? t : a;
      return essay({
        subUnit: `${UNIT}.s1`,
        difficulty: 3,
        stem: boxStem(tex),
        answer: String(answer),
        form: 'number',
        steps: [
          [
            `(몇십)×(몇)은 (몇)×(몇)을 계산한 뒤 ${withJosa(m(0), '을/를')} 하나 붙인 것과 같습니다: ${m(`${product}`)}에서 ${withJosa(m(0), '을/를')} 떼면 ${m(product / 10)}`,
            `A tens number times a one-digit number is the basic fact with a ${m(0)} written after it: take the ${m(0)} off ${m(product)} to get ${m(product / 10)}.`,
          ],
          [
            side === 0
              ? `${m(`${t}\\times${a}=${t * a}`)}이므로 ${m('\\square')} 안에 알맞은 수는 ${m(t)}입니다.`
              : `${m(`${t}\\times${a}=${t * a}`)}이므로 ${m('\\square')} 안에 알맞은 수는 ${m(a)}입니다.`,
            `${m(`${t}\\times${a}=${t * a}`)}, so the box is ${m(answer)}.`,
          ],
        ],
      });
    },
    // Try every digit in the box.
    check: ({ t, a, side }, problem) => {
      const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) =>
        side === 0 ? groups(d * 10, a) === t * 10 * a : groups(t * 10, d) === t * 10 * a,
      );
      return fits.length === 1 && keyIs(problem, fits[0] as number);
    },
  }),

  defineTemplate(UNIT, 'packs-and-loose', {
    version: 1,
    params: (r) => ({ per: r.int(12, 28), packs: r.int(3, 6), loose: r.int(2, 9), thing: r.pick(THINGS) }),
    generate: ({ per, packs, loose, thing }) => {
      const inPacks = per * packs;
      const total = inPacks + loose;
      return essay({
        subUnit: productSub(per, packs),
        difficulty: 3,
        stem: [
          `${withJosa(thing.ko, '이/가')} 한 묶음에 ${m(per)}${thing.counter}씩 ${m(packs)}묶음과 낱개로 ${m(loose)}${thing.counter} 있습니다. ${withJosa(thing.ko, '은/는')} 모두 몇 ${thing.counter}입니까?`,
          `There are ${m(packs)} packs of ${m(per)} ${thing.many} and ${m(loose)} loose ${loose === 1 ? thing.one : thing.many}. How many ${thing.many} are there in all?`,
        ],
        answer: String(total),
        form: 'number',
        unit: thing.counter,
        steps: [
          [
            `묶음에 든 것: ${m(`${per}\\times${packs}=${inPacks}`)}`,
            `In the packs: ${m(`${per}\\times${packs}=${inPacks}`)}.`,
          ],
          [
            `낱개를 더합니다: ${m(`${inPacks}+${loose}=${total}`)}`,
            `Add the loose ones: ${m(`${inPacks}+${loose}=${total}`)}.`,
          ],
        ],
      });
    },
    // Count pack by pack, then the loose ones one at a time.
    check: ({ per, packs, loose }, problem) => {
      let n = groups(per, packs);
      for (let i = 0; i < loose; i++) n++;
      return keyIs(problem, n);
    },
  }),
];
