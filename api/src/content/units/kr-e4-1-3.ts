// 4-1 곱셈과 나눗셈: three-digit numbers times tens and two-digit numbers, dividing by tens and by two-digit numbers,
// remainders (a divisor mixed up, the greatest dividend for a quotient).
import { L, bare, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS, nameWith } from '../kit/people.js';
import { keyHolds, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e4-1-3';
/** Things children share out, with their counters (연필 자루, 공책 권, 사탕 개). */
const SHARED = THINGS.filter((t) => ['사탕', '연필', '공책', '구슬', '색종이', '쿠키', '딸기', '귤'].includes(t.ko));

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'three-by-two-digit', {
    version: 2,
    params: (rng) => ({ a: rng.int(102, 989), b: rng.int(12, 98) }),
    generate: ({ a, b }, rng) => {
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      return multiple(rng, {
        difficulty: 2,
        stem: L(`계산하시오. ${m(`${a}\\times${b}`)}`, `Multiply: ${m(`${a}\\times${b}`)}`),
        correct: m(num(a * b)),
        wrong: [
          ...[a * tens + a * ones, a * ones * 10 + a * tens, a * b + 100, a * b - 10, a * b + 1000].map((x) =>
            m(num(x)),
          ),
          ...nearby(a * b, { step: 10, min: 0 }),
        ],
        steps: [
          L(
            `${m(`${a}\\times${ones}=${num(a * ones)}`)}, ${m(`${a}\\times${tens * 10}=${num(a * tens * 10)}`)}`,
            `${m(`${a}\\times${ones}=${num(a * ones)}`)} and ${m(`${a}\\times${tens * 10}=${num(a * tens * 10)}`)}.`,
          ),
          L(
            `두 곱을 더합니다: ${m(`${num(a * ones)}+${num(a * tens * 10)}=${num(a * b)}`)}`,
            `Add the two products: ${m(`${num(a * ones)}+${num(a * tens * 10)}=${num(a * b)}`)}`,
          ),
        ],
      });
    },
    // Column multiplication digit by digit with place values.
    check: ({ a, b }, problem) => {
      let total = 0;
      [...String(a)].reverse().forEach((da, i) =>
        [...String(b)].reverse().forEach((db, j) => {
          total += Number(da) * Number(db) * 10 ** (i + j);
        }),
      );
      return keyIs(problem, total);
    },
  }),
  defineTemplate(UNIT, 'share-remainder', {
    version: 2,
    params: (rng) => {
      const d = rng.int(12, 45);
      // At most about 400 things to share out: a realistic pile for a child.
      const q = rng.int(3, Math.floor((400 - d) / d));
      const r = rng.int(1, d - 1);
      return {
        d,
        q,
        r,
        who: rng.int(0, PEOPLE.length - 1),
        item: rng.int(0, SHARED.length - 1),
        askQ: rng.int(0, 1) === 1,
      };
    },
    ranges: { total: [1, 400] },
    values: ({ d, q, r }) => ({ total: d * q + r }),
    generate: ({ d, q, r, who, item, askQ }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const it = SHARED[item] ?? SHARED[0]!;
      const total = d * q + r;
      const setup = L(
        `${nameWith(p, '는')} ${it.ko} ${withJosa(`${m(total)}${it.counter}`, '을/를')} 친구 ${m(d)}명에게 똑같이 나누어 주려고 합니다.`,
        `${p.en} shares ${count(total, it.one, it.many)} equally among ${count(d, 'friend')}, giving each friend as many as possible.`,
      );
      return essay({
        difficulty: 3,
        stem: askQ
          ? L(
              `${setup.ko} 한 명에게 최대 몇 ${it.counter}씩 줄 수 있습니까?`,
              `${setup.en} How many ${it.many} does each friend get?`,
            )
          : L(
              `${setup.ko} 한 명에게 최대한 많이 나누어 주면 남는 ${withJosa(it.ko, '은/는')} 몇 ${it.counter}입니까?`,
              `${setup.en} How many ${it.many} are left over?`,
            ),
        answer: String(askQ ? q : r),
        form: 'number',
        unit: it.counter,
        steps: [
          L(
            `${m(`${total}\\div${d}`)}의 몫은 ${m(q)}, 나머지는 ${m(r)}입니다.`,
            `${m(`${total}\\div${d}`)} has quotient ${m(q)} and remainder ${m(r)}.`,
          ),
          L(`확인: ${m(`${d}\\times${q}+${r}=${total}`)}`, `Check: ${m(`${d}\\times${q}+${r}=${total}`)}`),
          askQ
            ? L(
                `한 명에게 ${m(q)}${it.counter}씩 줄 수 있고 ${withJosa(`${m(r)}${it.counter}`, '이/가')} 남습니다.`,
                `Each friend gets ${count(q, it.one, it.many)}, and ${m(r)} ${r === 1 ? 'is' : 'are'} left over.`,
              )
            : L(
                `한 명에게 ${m(q)}${it.counter}씩 주면 ${withJosa(`${m(r)}${it.counter}`, '이/가')} 남습니다.`,
                `Each friend gets ${m(q)}, and ${count(r, it.one, it.many)} ${r === 1 ? 'is' : 'are'} left over.`,
              ),
        ],
      });
    },
    // Repeated subtraction: hand out one round at a time.
    check: ({ d, q, r, askQ }, problem) => {
      let left = d * q + r;
      let rounds = 0;
      while (left >= d) {
        left -= d;
        rounds++;
      }
      return keyIs(problem, askQ ? rounds : left);
    },
  }),
  defineTemplate(UNIT, 'buses-needed', {
    version: 2,
    params: (rng) => {
      const cap = rng.int(15, 45);
      const full = rng.int(3, 12);
      return { cap, people: cap * full + rng.int(1, cap - 1), who: rng.int(0, 1) };
    },
    generate: ({ cap, people, who }, rng) => {
      const need = Math.floor(people / cap) + 1;
      const left = people % cap;
      const bus = who === 0;
      return multiple(rng, {
        difficulty: 3,
        stem: bus
          ? L(
              `학생 ${m(people)}명이 한 대에 ${m(cap)}명씩 탈 수 있는 버스를 타고 현장 체험 학습을 가려고 합니다. 버스는 적어도 몇 대 필요합니까?`,
              `${m(people)} students are going on a field trip by bus. Each bus holds ${m(cap)} students. What is the least number of buses they need?`,
            )
          : L(
              `책 ${m(people)}권을 책꽂이 한 칸에 ${m(cap)}권씩 꽂으려고 합니다. 책꽂이는 적어도 몇 칸 필요합니까?`,
              `You want to put ${m(people)} books on shelves that hold ${m(cap)} books each. What is the least number of shelves you need?`,
            ),
        correct: m(need),
        wrong: [need - 1, need + 1, left, need + 2, ...nearby(need, { min: 1 }).map((c) => Number(bare(c)))]
          .filter((x) => x >= 1)
          .map((x) => m(x)),
        steps: [
          L(
            `${m(`${people}\\div${cap}`)}의 몫은 ${m(need - 1)}, 나머지는 ${m(left)}입니다.`,
            `${m(`${people}\\div${cap}`)} is ${m(need - 1)} remainder ${m(left)}.`,
          ),
          bus
            ? L(
                `버스 ${m(need - 1)}대에 타고 남은 학생 ${m(left)}명도 버스 한 대가 더 있어야 하므로 ${m(`${need - 1}+1=${need}`)}(대)입니다.`,
                `${left === 1 ? `The ${m(1)} student left over needs` : `The ${m(left)} students left over need`} one more bus, so ${m(`${need - 1}+1=${need}`)} buses.`,
              )
            : L(
                `${m(need - 1)}칸을 채우고 남은 책 ${m(left)}권도 한 칸이 더 있어야 하므로 ${m(`${need - 1}+1=${need}`)}(칸)입니다.`,
                `${left === 1 ? `The ${m(1)} book left over needs` : `The ${m(left)} books left over need`} one more shelf, so ${m(`${need - 1}+1=${need}`)} shelves.`,
              ),
        ],
      });
    },
    // The smallest count whose total capacity holds everyone.
    check: ({ cap, people }, problem) => {
      let k = 1;
      while (k * cap < people) k++;
      return keyIs(problem, k);
    },
  }),
  defineTemplate(UNIT, 'divide-by-two-digit', {
    version: 2,
    params: (rng) => {
      const d = rng.int(12, 89);
      const q = rng.int(d < 30 ? 4 : 2, Math.floor(999 / d));
      return { d, q, r: rng.int(0, d - 1) };
    },
    generate: ({ d, q, r }, rng) => {
      const x = d * q + r;
      const written = (qq: number, rr: number) => m(rr ? `${qq}\\cdots${rr}` : String(qq));
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `나눗셈의 몫과 나머지를 구하시오. ${m(`${x}\\div${d}`)}`,
          `Find the quotient and the remainder: ${m(`${x}\\div${d}`)}`,
        ),
        correct: written(q, r),
        wrong: [
          written(q - 1, r + d),
          written(q + 1, r),
          written(q, r + 1 < d ? r + 1 : 0),
          written(q - 1, r),
          written(q + 1, Math.max(0, r - 1)),
          written(q + 2, r),
          written(q + 3, r),
        ],
        steps: [
          L(
            `${withJosa(m(d), '을/를')} 몇 배 하면 ${m(x)}에 가까운지 어림합니다: ${m(`${d}\\times${q}=${d * q}`)}`,
            `Estimate how many times ${m(d)} fits into ${m(x)}: ${m(`${d}\\times${q}=${d * q}`)}.`,
          ),
          L(
            `${m(`${x}-${d * q}=${r}`)}이고 ${m(`${r}<${d}`)}이므로 몫은 ${m(q)}, 나머지는 ${m(r)}입니다.`,
            `${m(`${x}-${d * q}=${r}`)} and ${m(`${r}<${d}`)}, so the quotient is ${m(q)} and the remainder is ${m(r)}.`,
          ),
          L(`확인: ${m(`${d}\\times${q}+${r}=${x}`)}`, `Check: ${m(`${d}\\times${q}+${r}=${x}`)}`),
        ],
      });
    },
    // A choice "q ⋯ r" is right when d × q + r gives the dividend back and r is smaller than d.
    check: ({ d, q, r }, problem) =>
      keyHolds(problem, (choice) => {
        const match = /^(\d+)(?:\\cdots(\d+))?$/.exec(bare(choice));
        if (!match) return false;
        const qq = Number(match[1]);
        const rr = Number(match[2] ?? 0);
        return d * qq + rr === d * q + r && rr < d;
      }),
  }),
  defineTemplate(UNIT, 'times-tens', {
    version: 1,
    params: (rng) => ({ a: rng.int(101, 999), t: rng.int(2, 9) }),
    generate: ({ a, t }) => {
      const product = a * t * 10;
      return essay({
        difficulty: 2,
        subUnit: `${UNIT}.s1`,
        stem: L(`다음을 계산하시오. ${m(`${a}\\times${t * 10}`)}`, `Calculate: ${m(`${a}\\times${t * 10}`)}`),
        answer: String(product),
        form: 'number',
        steps: [
          L(
            `먼저 ${withJosa(m(`${a}\\times${t}=${num(a * t)}`), '을/를')} 구합니다.`,
            `First work out ${m(`${a}\\times${t}=${num(a * t)}`)}.`,
          ),
          L(
            `${withJosa(m(t * 10), '은/는')} ${m(t)}의 ${m(10)}배이므로 곱도 ${m(10)}배가 되어, 뒤에 ${withJosa(m(0), '을/를')} 하나 붙인 ${m(num(product))}입니다.`,
            `${m(t * 10)} is ${m(10)} times ${m(t)}, so the product is ${m(10)} times as big: write one ${m(0)} on the end, ${m(num(product))}.`,
          ),
        ],
      });
    },
    // Add a, t × 10 times.
    check: ({ a, t }, problem) => {
      let total = 0;
      for (let i = 0; i < t * 10; i++) total += a;
      return keyIs(problem, total);
    },
  }),
  defineTemplate(UNIT, 'divide-by-tens', {
    version: 1,
    params: (rng) => {
      const t = rng.int(2, 9);
      // A three-digit dividend: at least 100 and at most 999 with any remainder.
      const quotient = rng.int(Math.ceil(100 / (t * 10)), Math.floor(999 / (t * 10)) - 1);
      return { t, quotient, r: rng.int(0, t * 10 - 1) };
    },
    ranges: { dividend: [100, 999] },
    values: ({ t, quotient, r }) => ({ dividend: t * 10 * quotient + r }),
    generate: ({ t, quotient, r }) => {
      const d = t * 10;
      const n = d * quotient + r;
      return essay({
        difficulty: 3,
        subUnit: `${UNIT}.s3`,
        stem: L(
          `${m(`${n}\\div${d}`)}의 몫을 구하시오.`,
          `Find the quotient of ${m(`${n}\\div${d}`)} (leave out the remainder).`,
        ),
        answer: String(quotient),
        form: 'number',
        steps: [
          L(
            `${m(d)}에 어떤 수를 곱해야 ${m(n)}에 가까워지는지 어림합니다: ${m(`${d}\\times${quotient}=${num(d * quotient)}`)}, ${m(`${d}\\times${quotient + 1}=${num(d * (quotient + 1))}`)}`,
            `Estimate how many ${m(d)}s fit in ${m(n)}: ${m(`${d}\\times${quotient}=${num(d * quotient)}`)} and ${m(`${d}\\times${quotient + 1}=${num(d * (quotient + 1))}`)}.`,
          ),
          L(
            `${m(n)}보다 크지 않은 것은 ${m(num(d * quotient))}이므로 몫은 ${m(quotient)}이고 나머지는 ${m(`${n}-${num(d * quotient)}=${r}`)}입니다.`,
            `${m(num(d * quotient))} is not more than ${m(n)}, so the quotient is ${m(quotient)} with a remainder of ${m(`${n}-${num(d * quotient)}=${r}`)}.`,
          ),
        ],
      });
    },
    // Take away d until less than d is left, counting the times.
    check: ({ t, quotient, r }, problem) => {
      let [rest, times] = [t * 10 * quotient + r, 0];
      while (rest >= t * 10) {
        rest -= t * 10;
        times++;
      }
      return keyIs(problem, times);
    },
  }),
  defineTemplate(UNIT, 'wrong-divisor', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const wrongD = rng.int(12, 40);
        const rightD = rng.intExcept(12, 40, [wrongD]);
        const n = wrongD * rng.int(5, 30) + rng.int(0, wrongD - 1);
        if (n >= 100 && n <= 999 && Math.floor(n / rightD) >= 2) return { n, wrongD, rightD };
      }
    },
    generate: ({ n, wrongD, rightD }) => {
      const [wq, wr] = [Math.floor(n / wrongD), n % wrongD];
      const [q, r] = [Math.floor(n / rightD), n % rightD];
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s5`,
        stem: L(
          `어떤 수를 ${withJosa(m(rightD), '으로/로')} 나누어야 할 것을 잘못하여 ${withJosa(m(wrongD), '으로/로')} 나누었더니 몫이 ${m(wq)}, 나머지가 ${withJosa(m(wr), '이/가')} 되었습니다. 바르게 계산했을 때의 몫과 나머지의 합을 구하시오.`,
          `Someone was supposed to divide a number by ${m(rightD)} but divided it by ${m(wrongD)} instead, getting a quotient of ${m(wq)} and a remainder of ${m(wr)}. Divide correctly: what is the quotient plus the remainder?`,
        ),
        answer: String(q + r),
        form: 'number',
        steps: [
          L(
            `먼저 잘못 계산한 나눗셈으로 어떤 수를 구하는 것이 핵심입니다. 나누는 수와 몫의 곱에 나머지를 더하면 나누어지는 수가 되므로 어떤 수는 ${m(`${wrongD}\\times${wq}+${wr}=${n}`)}입니다.`,
            `The key is to find the number from the mistaken division first: divisor × quotient + remainder gives back the number, ${m(`${wrongD}\\times${wq}+${wr}=${n}`)}.`,
          ),
          L(
            `바르게 계산하면 ${m(`${n}\\div${rightD}`)}의 몫은 ${m(q)}, 나머지는 ${m(r)}입니다. (${m(`${rightD}\\times${q}+${r}=${n}`)})`,
            `Dividing correctly, ${m(`${n}\\div${rightD}`)} gives ${m(q)} with a remainder of ${m(r)} (${m(`${rightD}\\times${q}+${r}=${n}`)}).`,
          ),
          L(`몫과 나머지의 합은 ${m(`${q}+${r}=${q + r}`)}입니다.`, `Their sum is ${m(`${q}+${r}=${q + r}`)}.`),
        ],
      });
    },
    // Rebuild the number, then take the right divisor away as often as it fits.
    check: ({ n, wrongD, rightD }, problem) => {
      let rest = wrongD * Math.floor(n / wrongD) + (n % wrongD);
      let times = 0;
      while (rest >= rightD) {
        rest -= rightD;
        times++;
      }
      return keyIs(problem, times + rest);
    },
  }),
  defineTemplate(UNIT, 'greatest-dividend', {
    version: 1,
    params: (rng) => {
      // The greatest dividend, d × (q + 1) − 1, stays a three-digit number.
      const d = rng.int(12, 45);
      return { d, q: rng.int(5, Math.min(25, Math.floor(1000 / d) - 1)) };
    },
    ranges: { n: [60, 999] },
    values: ({ d, q }) => ({ n: d * q + d - 1 }),
    generate: ({ d, q }) => {
      const n = d * q + d - 1;
      return essay({
        difficulty: 4,
        subUnit: `${UNIT}.s5`,
        stem: L(
          `어떤 자연수를 ${withJosa(m(d), '으로/로')} 나누었더니 몫이 ${withJosa(m(q), '이/가')} 되었습니다. 나누어지는 수가 될 수 있는 자연수 중에서 가장 큰 수를 구하시오.`,
          `A whole number divided by ${m(d)} has a quotient of ${m(q)}. What is the greatest the number can be?`,
        ),
        answer: String(n),
        form: 'number',
        steps: [
          L(
            `핵심은 나머지가 나누는 수보다 작아야 한다는 것입니다. 나머지가 가장 클 때 나누어지는 수도 가장 크므로 나머지는 ${m(`${d}-1=${d - 1}`)}입니다.`,
            `The key is that a remainder must be less than the divisor. The number is greatest when the remainder is greatest: ${m(`${d}-1=${d - 1}`)}.`,
          ),
          L(
            `나누어지는 수는 ${m(`${d}\\times${q}+${d - 1}=${n}`)}입니다.`,
            `The number is ${m(`${d}\\times${q}+${d - 1}=${n}`)}.`,
          ),
        ],
      });
    },
    // Try numbers upward while the quotient stays the same.
    check: ({ d, q }, problem) => {
      let n = d * q;
      while (Math.floor((n + 1) / d) === q) n++;
      return keyIs(problem, n);
    },
  }),
];
