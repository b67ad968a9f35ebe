// 4-1 곱셈과 나눗셈: three-digit by two-digit multiplication, division by two-digit numbers, remainders.
import type { ProblemTemplate } from '../lib/types.js';
import { HINT, L, N, PEOPLE, josa, m, n, plain, topic, unit } from '../lib/e4e6/kit.js';

const tpl = unit('kr-e4-1-3');

const ITEMS = [
  { ko: '사탕', en: 'candies', box: { ko: '봉지', en: 'bags' } },
  { ko: '연필', en: 'pencils', box: { ko: '상자', en: 'boxes' } },
  { ko: '귤', en: 'tangerines', box: { ko: '상자', en: 'boxes' } },
  { ko: '공책', en: 'notebooks', box: { ko: '묶음', en: 'bundles' } },
  { ko: '구슬', en: 'marbles', box: { ko: '주머니', en: 'pouches' } },
];

export const templates: ProblemTemplate[] = [
  tpl({
    name: 'three-by-two-digit',
    params: (rng) => ({ a: rng.int(102, 989), b: rng.int(12, 98) }),
    make: ({ a, b }) => {
      const tens = Math.floor(b / 10);
      const ones = b % 10;
      return {
        difficulty: 2,
        stem: L(`계산을 하세요. ${m(`${a}\\times${b}`)}`, `Multiply: ${m(`${a}\\times${b}`)}`),
        multiple: {
          correct: N(a * b),
          wrong: [N(a * tens + a * ones), N(a * ones * 10 + a * tens), N(a * b + 100), N(a * b - 10), N(a * b + 1000)],
          fill: (k) => N(a * b + 10 * k),
        },
        explanation: [
          L(
            `${m(`${a}\\times${ones}=${n(a * ones)}`)}, ${m(`${a}\\times${tens * 10}=${n(a * tens * 10)}`)}`,
            `${m(`${a}\\times${ones}=${n(a * ones)}`)} and ${m(`${a}\\times${tens * 10}=${n(a * tens * 10)}`)}.`,
          ),
          L(
            `두 곱을 더합니다: ${m(`${n(a * ones)}+${n(a * tens * 10)}=${n(a * b)}`)}`,
            `Add the two products: ${m(`${n(a * ones)}+${n(a * tens * 10)}=${n(a * b)}`)}`,
          ),
        ],
      };
    },
    // Column multiplication digit by digit with place values.
    solve: ({ a, b }) => {
      let total = 0;
      String(a)
        .split('')
        .reverse()
        .forEach((da, i) =>
          String(b)
            .split('')
            .reverse()
            .forEach((db, j) => (total += Number(da) * Number(db) * 10 ** (i + j))),
        );
      return total;
    },
  }),
  tpl({
    name: 'share-remainder',
    params: (rng) => {
      const d = rng.int(12, 45);
      const q = rng.int(3, 29);
      const r = rng.int(1, d - 1);
      return {
        d,
        q,
        r,
        who: rng.int(0, PEOPLE.length - 1),
        item: rng.int(0, ITEMS.length - 1),
        askQ: rng.int(0, 1) === 1,
      };
    },
    make: ({ d, q, r, who, item, askQ }) => {
      const p = PEOPLE[who] ?? PEOPLE[0]!;
      const it = ITEMS[item] ?? ITEMS[0]!;
      const total = d * q + r;
      return {
        difficulty: 3,
        stem: askQ
          ? L(
              `${topic(p)} ${it.ko} ${m(String(total))}개를 친구 ${m(String(d))}명에게 똑같이 나누어 주려고 합니다. 한 명에게 몇 개씩 줄 수 있습니까?`,
              `${p.en} shares ${m(String(total))} ${it.en} equally among ${m(String(d))} friends. How many ${it.en} does each friend get?`,
            )
          : L(
              `${topic(p)} ${it.ko} ${m(String(total))}개를 친구 ${m(String(d))}명에게 똑같이 나누어 주려고 합니다. 최대한 많이 나누어 주면 남는 ${josa(it.ko, '은/는')} 몇 개입니까?`,
              `${p.en} shares ${m(String(total))} ${it.en} equally among ${m(String(d))} friends, giving each as many as possible. How many ${it.en} are left over?`,
            ),
        essay: { answer: plain(askQ ? q : r), hint: HINT.int },
        explanation: [
          L(
            `${m(`${total}\\div${d}`)}의 몫은 ${m(String(q))}, 나머지는 ${m(String(r))}입니다.`,
            `${m(`${total}\\div${d}`)} has quotient ${m(String(q))} and remainder ${m(String(r))}.`,
          ),
          L(`확인: ${m(`${d}\\times${q}+${r}=${total}`)}`, `Check: ${m(`${d}\\times${q}+${r}=${total}`)}`),
          askQ
            ? L(`한 명에게 ${m(String(q))}개씩 줄 수 있습니다.`, `Each friend gets ${m(String(q))}.`)
            : L(`${m(String(r))}개가 남습니다.`, `${m(String(r))} are left over.`),
        ],
      };
    },
    // Repeated subtraction: hand out one round at a time.
    solve: ({ d, q, r, askQ }) => {
      let left = d * q + r;
      let rounds = 0;
      while (left >= d) {
        left -= d;
        rounds++;
      }
      return askQ ? rounds : left;
    },
  }),
  tpl({
    name: 'buses-needed',
    params: (rng) => {
      const cap = rng.int(15, 45);
      const full = rng.int(3, 12);
      return { cap, people: cap * full + rng.int(1, cap - 1), who: rng.int(0, 1) };
    },
    make: ({ cap, people, who }) => {
      const need = Math.floor(people / cap) + 1;
      const ctx =
        who === 0
          ? L(
              `학생 ${m(String(people))}명이 한 대에 ${m(String(cap))}명씩 탈 수 있는 버스를 타고 현장 체험 학습을 가려고 합니다. 버스는 적어도 몇 대 필요합니까?`,
              `${m(String(people))} students are going on a field trip by bus. Each bus holds ${m(String(cap))} students. What is the least number of buses they need?`,
            )
          : L(
              `책 ${m(String(people))}권을 한 칸에 ${m(String(cap))}권씩 꽂으려고 합니다. 책꽂이 칸은 적어도 몇 칸 필요합니까?`,
              `You want to put ${m(String(people))} books on shelves that hold ${m(String(cap))} books each. What is the least number of shelves you need?`,
            );
      return {
        difficulty: 3,
        stem: ctx,
        multiple: { correct: N(need), wrong: [N(need - 1), N(need + 1), N(people % cap), N(need + 2)], min: 1 },
        explanation: [
          L(
            `${m(`${people}\\div${cap}`)}의 몫은 ${m(String(need - 1))}, 나머지는 ${m(String(people % cap))}입니다.`,
            `${m(`${people}\\div${cap}`)} is ${m(String(need - 1))} remainder ${m(String(people % cap))}.`,
          ),
          L(
            `남는 ${m(String(people % cap))}도 자리가 필요하므로 ${m(`${need - 1}+1=${need}`)}`,
            `The leftover ${m(String(people % cap))} also need room, so ${m(`${need - 1}+1=${need}`)}.`,
          ),
        ],
      };
    },
    // The smallest count whose total capacity holds everyone.
    solve: ({ cap, people }) => {
      let k = 1;
      while (k * cap < people) k++;
      return k;
    },
  }),
  tpl({
    name: 'divide-by-two-digit',
    params: (rng) => {
      const d = rng.int(12, 89);
      const q = rng.int(d < 30 ? 4 : 2, Math.floor(999 / d));
      return { d, q, r: rng.int(0, d - 1) };
    },
    make: ({ d, q, r }) => {
      const x = d * q + r;
      const ansTex = r ? `${q}\\cdots${r}` : String(q);
      // Choices are written "quotient ⋯ remainder"; their value for comparison is quotient + remainder/1000.
      const item = (qq: number, rr: number) => ({ tex: rr ? `${qq}\\cdots${rr}` : String(qq), v: qq + rr / 1000 });
      return {
        difficulty: 3,
        stem: L(
          `나눗셈의 몫과 나머지를 구하세요. ${m(`${x}\\div${d}`)}`,
          `Find the quotient and the remainder: ${m(`${x}\\div${d}`)}`,
        ),
        multiple: {
          correct: item(q, r),
          wrong: [
            item(q - 1, r + d),
            item(q + 1, r),
            item(q, r + 1 < d ? r + 1 : 0),
            item(q - 1, r),
            item(q + 1, Math.max(0, r - 1)),
          ],
          fill: (k) => item(q + k + 1, r),
        },
        explanation: [
          L(
            `${josa(m(String(d)), '을/를')} 몇 배 하면 ${m(String(x))}에 가까운지 어림합니다: ${m(`${d}\\times${q}=${d * q}`)}`,
            `Estimate how many times ${m(String(d))} fits into ${m(String(x))}: ${m(`${d}\\times${q}=${d * q}`)}.`,
          ),
          L(
            `${m(`${x}-${d * q}=${r}`)}이고 ${m(`${r}<${d}`)}이므로 몫은 ${m(String(q))}, 나머지는 ${m(String(r))}입니다: ${m(ansTex)}`,
            `${m(`${x}-${d * q}=${r}`)} and ${m(`${r}<${d}`)}, so the quotient is ${m(String(q))} and the remainder ${m(String(r))}: ${m(ansTex)}`,
          ),
          L(`확인: ${m(`${d}\\times${q}+${r}=${x}`)}`, `Check: ${m(`${d}\\times${q}+${r}=${x}`)}`),
        ],
      };
    },
    // Repeated subtraction gives quotient and remainder; encode them the same way the choices are read.
    solve: ({ d, q, r }) => {
      let left = d * q + r;
      let count = 0;
      while (left >= d) {
        left -= d;
        count++;
      }
      return count + left / 1000;
    },
    // "q \cdots r" is read as q + r/1000 (remainders here are below 1000); a remainder not smaller than the divisor is invalid.
    read: (tex, { d }) => {
      const mm = /^(\d+)(?:\\cdots(\d+))?$/.exec(tex.replace(/\\\(|\\\)/g, ''));
      if (!mm) return NaN;
      const rr = Number(mm[2] ?? 0);
      return rr < d ? Number(mm[1]) + rr / 1000 : Number(mm[1]) + rr / 1000 + 1e6;
    },
  }),
];
