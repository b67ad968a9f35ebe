// 4-1 곱셈과 나눗셈: three-digit by two-digit multiplication, division by two-digit numbers, remainders.
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
];
