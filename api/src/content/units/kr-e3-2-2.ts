// 3학년 2학기 2단원 나눗셈: two- and three-digit numbers divided by one digit, quotients and remainders.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, mathWithJosa, withJosa } from '../kit/korean.js';
import { callKo, PEOPLE, THINGS } from '../kit/people.js';
import { keyIs } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { columnAdd, groups } from '../kit/counting.js';

const UNIT = 'kr-e3-2-2';

/** Quotient and remainder by repeated subtraction. */
function divide(n: number, d: number): [number, number] {
  let q = 0;
  let left = n;
  while (left >= d) {
    left -= d;
    q++;
  }
  return [q, left];
}

const past = (n: number) => (josa(n, '이/가') === '이' ? '이었' : '였');

export const templates = [
  defineTemplate(UNIT, 'divide-exactly', {
    version: 2,
    params: (r) => {
      const d = r.int(2, 9);
      const big = r.int(0, 2) === 0;
      const q = big ? r.int(Math.ceil(100 / d), Math.floor(999 / d)) : r.int(Math.ceil(12 / d), Math.floor(99 / d));
      return { d, q: Math.max(q, 2), frame: r.int(0, 1) };
    },
    generate: ({ d, q, frame }) => {
      const n = d * q;
      return essay({
        difficulty: n >= 100 ? 4 : 3,
        stem: frame
          ? L(`다음을 계산하시오. ${m(`${n}\\div${d}`)}`, `Divide. ${m(`${n}\\div${d}`)}`)
          : L(
              `${mathWithJosa(n, '을/를')} ${mathWithJosa(d, '으로/로')} 나눈 몫을 구하시오.`,
              `Find the quotient of ${m(n)} divided by ${m(d)}.`,
            ),
        answer: String(q),
        form: 'number',
        steps: [
          L(
            '높은 자리부터 차례로 나눕니다. 나누고 남은 수는 다음 자리로 내려 함께 나눕니다.',
            'Divide place by place from the left; carry what is left over down to the next place.',
          ),
          L(`${m(`${n}\\div${d}=${q}`)}`, `${m(`${n}\\div${d}=${q}`)}`),
          L(`확인: ${m(`${d}\\times${q}=${n}`)}`, `Check: ${m(`${d}\\times${q}=${n}`)}.`),
        ],
      });
    },
    // Repeated subtraction from the stated dividend.
    check: (_p, problem) => {
      const [n, d] = problem.stem.en.match(/\d+/g)?.map(Number) ?? [];
      if (n === undefined || d === undefined) return keyIs(problem, Number.NaN);
      const [q, rest] = divide(n, d);
      return keyIs(problem, rest === 0 ? q : Number.NaN);
    },
  }),

  defineTemplate(UNIT, 'remainder', {
    version: 2,
    params: (r) => {
      const d = r.int(3, 9);
      return { d, q: r.int(3, 30), rem: r.int(1, d - 1), ask: r.int(0, 1) };
    },
    generate: ({ d, q, rem, ask }, rng) => {
      const n = d * q + rem;
      const answer = ask ? rem : q;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `${m(`${n}\\div${d}`)}의 ${ask ? '나머지는' : '몫은'} 얼마입니까?`,
          `What is the ${ask ? 'remainder' : 'quotient'} of ${m(`${n}\\div${d}`)}?`,
        ),
        correct: m(answer),
        wrong: countChoices(answer, ask ? [q, d - rem, rem + 1, rem - 1, d] : [q + 1, q - 1, rem, q * 10, d]),
        steps: [
          L(
            `${m(d)}단 곱셈구구에서 ${m(n)}보다 크지 않은 가장 큰 곱은 ${m(`${d}\\times${q}=${d * q}`)}입니다.`,
            `The largest multiple of ${m(d)} not above ${m(n)} is ${m(`${d}\\times${q}=${d * q}`)}.`,
          ),
          L(
            `${m(`${n}-${d * q}=${rem}`)}이므로 몫은 ${m(q)}, 나머지는 ${m(rem)}입니다.`,
            `${m(`${n}-${d * q}=${rem}`)}, so the quotient is ${m(q)} and the remainder is ${m(rem)}.`,
          ),
          L(
            `나머지 ${m(rem)}${josa(rem, '은/는')} 나누는 수 ${m(d)}보다 작습니다.`,
            `The remainder ${m(rem)} is less than the divisor ${m(d)}.`,
          ),
        ],
      });
    },
    check: ({ d, q, rem, ask }, problem) => {
      const [qq, rr] = divide(d * q + rem, d);
      return keyIs(problem, ask ? rr : qq);
    },
  }),

  defineTemplate(UNIT, 'division-stories', {
    version: 2,
    params: (r) => {
      const d = r.int(3, 9);
      return { d, q: r.int(4, 15), rem: r.int(1, d - 1), kind: r.int(0, 2), t: r.pick(THINGS), p: r.pick(PEOPLE) };
    },
    generate: ({ d, q, rem, kind, t, p }) => {
      const n = d * q + rem;
      if (kind === 0) {
        return essay({
          difficulty: 4,
          stem: L(
            `어떤 수를 ${mathWithJosa(d, '으로/로')} 나누었더니 몫이 ${m(q)}${past(q)}고 나머지가 ${m(rem)}${past(rem)}습니다. 어떤 수는 얼마입니까?`,
            `A number divided by ${m(d)} gives a quotient of ${m(q)} and a remainder of ${m(rem)}. What is the number?`,
          ),
          answer: String(n),
          form: 'number',
          steps: [
            L(
              '나누어지는 수는 (나누는 수)×(몫)+(나머지)입니다.',
              'The number being divided equals divisor × quotient + remainder.',
            ),
            L(`${m(`${d}\\times${q}+${rem}=${n}`)}`, `${m(`${d}\\times${q}+${rem}=${n}`)}`),
          ],
        });
      }
      const bags = kind === 1 ? q + 1 : q;
      return essay({
        difficulty: kind === 1 ? 4 : 3,
        stem:
          kind === 1
            ? L(
                `${withJosa(callKo(p), '은/는')} ${t.ko} ${m(n)}${withJosa(t.counter, '을/를')} 한 봉지에 ${m(d)}${t.counter}씩 모두 담으려고 합니다. 봉지는 적어도 몇 개 필요합니까?`,
                `${p.en} wants to pack all ${m(n)} ${t.many} into bags, ${m(d)} per bag. At least how many bags are needed?`,
              )
            : L(
                `${t.ko} ${m(n)}${withJosa(t.counter, '을/를')} ${m(d)}명에게 똑같이 나누어 주려고 합니다. 한 명에게 몇 ${t.counter}씩 줄 수 있습니까? (남는 것은 주지 않습니다.)`,
                `${m(n)} ${t.many} are shared equally among ${m(d)} children, with any left over kept aside. How many does each child get?`,
              ),
        answer: String(bags),
        form: 'number',
        steps: [
          L(`${m(`${n}\\div${d}=${q}\\cdots${rem}`)}입니다.`, `${m(`${n}\\div${d}=${q}\\text{ R }${rem}`)}.`),
          kind === 1
            ? L(
                `${m(q)}봉지에 담고 ${m(rem)}${withJosa(t.counter, '이/가')} 남으므로 봉지가 하나 더 필요합니다. ${m(`${q}+1=${bags}`)}`,
                `${m(q)} bags are full and ${m(rem)} are left, so one more bag is needed: ${m(`${q}+1=${bags}`)}.`,
              )
            : L(
                `한 명에게 ${m(q)}${t.counter}씩 주고 ${m(rem)}${withJosa(t.counter, '이/가')} 남습니다.`,
                `Each child gets ${m(q)}, and ${m(rem)} are left over.`,
              ),
        ],
      });
    },
    // Simulate: fill bags (or deal rounds) one at a time.
    check: ({ d, q, rem, kind }, problem) => {
      const n = d * q + rem;
      if (kind === 0) return keyIs(problem, columnAdd(groups(d, q), rem));
      let left = n;
      let count = 0;
      while (left > 0 && (kind === 1 || left >= d)) {
        left -= Math.min(d, left);
        count++;
      }
      return keyIs(problem, count);
    },
  }),
];
