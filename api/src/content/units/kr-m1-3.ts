// 중1 3. 문자와 식: writing, simplifying and substituting into linear expressions, a calculation done wrongly (s1);
// solving linear equations, the number in the box, two equations with the same solution, word problems (s2).
import { defineTemplate, essay, multiple } from '../kit/template.js';
import { gcd, lcm, num, q } from '../kit/numbers.js';
import { frac, linear, m, paren, signed, sum, term } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { PEOPLE, THINGS, callKo, nameWith } from '../kit/people.js';
import { evalLatex, keyIs, stemMath, type Vars } from '../kit/check.js';
import { HINTS } from '../kit/hints.js';
import type { ProblemTemplate } from '../lib/types.js';

const U = 'kr-m1-3';
const S1 = `${U}.s1`;
const S2 = `${U}.s2`;

/** A linear expression in brackets, as it is written after an operator or a word: \left(2x-3\right). */
const group = (a: number, b: number) => `\\left(${linear(a, b)}\\right)`;

/** A time in minutes as a teacher writes it: 2시간 30분 / 2 hours 30 minutes, 1시간 / 1 hour, 45분 / 45 minutes. */
function duration(minutes: number): { ko: string; en: string } {
  const [h, min] = [Math.floor(minutes / 60), minutes % 60];
  const ko = [h ? `\\(${h}\\)시간` : '', min ? `\\(${min}\\)분` : ''].filter(Boolean).join(' ');
  const en = [h ? count(h, 'hour') : '', min ? count(min, 'minute') : ''].filter(Boolean).join(' ');
  return { ko, en };
}

/** coef × (the substituted factors), as written when substituting: 3\times(-2), (-2) for coefficient 1, -(-2) for -1. */
function substituted(coef: number, factors: string): string {
  if (coef === 1) return factors;
  if (coef === -1) return `-${factors}`;
  return `${num(coef)}\\times${factors}`;
}

export const templates: ProblemTemplate[] = [
  defineTemplate(U, 'simplify-linear', {
    version: 1,
    params: (rng) => ({
      a: rng.intExcept(-5, 6, [0, 1]),
      b: rng.intExcept(-4, 5, [0]),
      c: rng.intExcept(-9, 9, [0]),
      d: rng.int(2, 6),
      e: rng.intExcept(-4, 5, [0]),
      f: rng.intExcept(-9, 9, [0]),
    }),
    generate: ({ a, b, c, d, e, f }, rng) => {
      const tex = `${a === -1 ? '-' : num(a)}\\left(${linear(b, c)}\\right)-${d}\\left(${linear(e, f)}\\right)`;
      const p = a * b - d * e;
      const q = a * c - d * f;
      const correct = linear(p, q);
      const wrong = [
        linear(a * b - d * e, a * c + d * f),
        linear(a * b + d * e, a * c - d * f),
        linear(a * b - d * e, c - d * f),
        linear(a * b - e, a * c - f),
        linear(p, -q),
        linear(-p, q),
      ];
      const distributed = sum([a * b, 'x'], [a * c, ''], [-d * e, 'x'], [-d * f, '']);
      return multiple(rng, {
        stem: [`다음 식을 간단히 한 것은? \\(${tex}\\)`, `Which expression equals \\(${tex}\\)?`],
        correct: m(correct),
        wrong: wrong.map(m),
        steps: [
          [
            `분배법칙으로 괄호를 풉니다: \\(${distributed}\\)`,
            `Distribute to remove the parentheses: \\(${distributed}\\)`,
          ],
          [`동류항끼리 모으면 \\(${correct}\\)입니다.`, `Combine like terms: \\(${correct}\\).`],
        ],
        difficulty: 3,
        subUnit: S1,
      });
    },
    check: (_p, problem) => keyIs(problem, (vars: Vars) => evalLatex(stemMath(problem), vars)),
  }),

  defineTemplate(U, 'substitute-value', {
    version: 2,
    params: (rng) => ({
      two: rng.int(0, 1) === 1,
      a: rng.intExcept(-5, 5, [0]),
      b: rng.intExcept(-9, 9, [0]),
      c: rng.int(-9, 9),
      x: rng.intExcept(-5, 5, [0]),
      y: rng.intExcept(-5, 5, [0]),
    }),
    generate: ({ two, a, b, c, x, y }) => {
      const tex = two ? sum([a, 'x'], [b, 'y^{2}'], [c, 'xy']) : sum([a, 'x^{2}'], [b, 'x'], [c, '']);
      const value = two ? a * x + b * y * y + c * x * y : a * x * x + b * x + c;
      // Substitute term by term, negative numbers in brackets; a zero term is not written.
      const parts = two
        ? [
            substituted(a, paren(x)),
            substituted(b, `${paren(y)}^{2}`),
            c === 0 ? '' : substituted(c, `${paren(x)}\\times${paren(y)}`),
          ]
        : [substituted(a, `${paren(x)}^{2}`), substituted(b, paren(x)), c === 0 ? '' : num(c)];
      const sub = sum(...parts);
      const given = two ? `x=${x},\\ y=${y}` : `x=${x}`;
      return essay({
        stem: [
          `\\(${given}\\)일 때, 식 \\(${tex}\\)의 값을 구하시오.`,
          `Find the value of \\(${tex}\\) when \\(${given}\\).`,
        ],
        answer: num(value),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `음수는 괄호를 씌워 대입합니다: \\(${sub}\\)`,
            `Substitute, putting negative numbers in parentheses: \\(${sub}\\)`,
          ],
          [
            `거듭제곱, 곱셈, 덧셈 순서로 계산하면 \\(${sub}=${num(value)}\\)입니다.`,
            `Powers, then products, then sums: \\(${sub}=${num(value)}\\).`,
          ],
        ],
        difficulty: two ? 3 : 2,
        subUnit: S1,
      });
    },
    check: ({ x, y }, problem) => keyIs(problem, evalLatex(stemMath(problem, 0), { x, y })[0] as number),
  }),

  defineTemplate(U, 'solve-linear', {
    version: 2,
    params: (rng) => ({
      paren: rng.int(0, 1) === 1,
      x: rng.int(-9, 9),
      a: rng.intExcept(-6, 7, [0]),
      c: rng.intExcept(-6, 7, [0]),
      b: rng.int(-12, 12),
      k: rng.int(2, 4),
    }),
    generate: ({ paren: withParen, x, a, c: c0, b, k }) => {
      // Left side a x + b (or k(a x + b)); the right side c x + d is built so that x solves it.
      const left = withParen ? `${k}\\left(${linear(a, b)}\\right)` : linear(a, b);
      const lv = withParen ? k * (a * x + b) : a * x + b;
      const la = withParen ? k * a : a;
      const lb = withParen ? k * b : b;
      const c = c0 === la ? la + 1 : c0;
      const d = lv - c * x;
      const right = linear(c, d);
      const tex = `${left}=${right}`;
      const coef = la - c;
      const moved = `${term(coef, 'x')}=${num(d - lb)}`;
      const steps: Array<[string, string]> = [];
      if (withParen) {
        steps.push([
          `괄호를 풀면 \\(${linear(la, lb)}=${right}\\)입니다.`,
          `Distribute: \\(${linear(la, lb)}=${right}\\).`,
        ]);
      }
      steps.push([
        `\\(x\\)가 있는 항은 좌변으로, 상수항은 우변으로 이항하여 정리하면 \\(${moved}\\)입니다.`,
        `Move the \\(x\\)-terms to the left and the numbers to the right: \\(${moved}\\).`,
      ]);
      if (coef !== 1) {
        steps.push([
          `양변을 ${withJosa(m(coef), '으로/로')} 나누면 \\(x=${num(x)}\\)입니다.`,
          `Divide both sides by \\(${coef}\\): \\(x=${num(x)}\\).`,
        ]);
      }
      return essay({
        stem: [`일차방정식 \\(${tex}\\)의 해를 구하시오.`, `Solve the equation \\(${tex}\\) for \\(x\\).`],
        answer: num(x),
        form: 'number',
        hint: HINTS.integer,
        steps,
        difficulty: withParen ? 3 : 2,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      // Substitute the key into the equation as stated: the two sides must agree, and the solution is unique.
      const x = evalLatex(problem.answer)[0] as number;
      const [rel, diff] = evalLatex(stemMath(problem), { x });
      const [, other] = evalLatex(stemMath(problem), { x: x + 1 });
      return rel === 5 && Math.abs(diff as number) < 1e-9 && Math.abs(other as number) > 1e-9;
    },
  }),

  defineTemplate(U, 'age-word-problem', {
    version: 2,
    params: (rng) => {
      // A middle-school child and a parent 22-42 years older; in some years the parent is `times` times as old.
      for (;;) {
        const times = rng.int(2, 4);
        const child = rng.int(4, 15);
        const years = rng.int(1, 20);
        const gap = (times - 1) * (child + years);
        if (gap >= 22 && gap <= 42)
          return { child, years, times, who: rng.int(0, PEOPLE.length - 1), parent: rng.int(0, 1) };
      }
    },
    ranges: { child: [4, 15], adult: [26, 60] },
    values: ({ child, years, times }) => ({ adult: times * (child + years) - years }),
    generate: ({ child, years, times, who, parent }) => {
      const adult = times * (child + years) - years;
      const person = PEOPLE[who] as (typeof PEOPLE)[number];
      const [pKo, pEn] = parent ? ['어머니', 'mother'] : ['아버지', 'father'];
      const name = callKo(person);
      return essay({
        stem: [
          `현재 ${name}는 \\(${child}\\)살이고, ${name}의 ${pKo}는 \\(${adult}\\)살입니다. ${pKo}의 나이가 ${name}의 나이의 \\(${times}\\)배가 되는 것은 몇 년 후인지 구하시오.`,
          `${person.en} is \\(${child}\\) years old and ${person.en}'s ${pEn} is \\(${adult}\\). In how many years will the ${pEn} be ${times === 2 ? 'twice' : `\\(${times}\\) times`} as old as ${person.en}?`,
        ],
        answer: String(years),
        form: 'number',
        unit: '년',
        hint: HINTS.whole,
        steps: [
          [
            `\\(x\\)년 후라 하면 그때 ${name}는 \\((${child}+x)\\)살, ${pKo}는 \\((${adult}+x)\\)살이므로 \\(${adult}+x=${times}(${child}+x)\\)입니다.`,
            `Let it be \\(x\\) years from now: then ${person.en} is \\(${child}+x\\) and the ${pEn} is \\(${adult}+x\\), so \\(${adult}+x=${times}(${child}+x)\\).`,
          ],
          [
            times === 2
              ? `괄호를 풀면 \\(${adult}+x=${times * child}+${times}x\\)이고, 정리하면 \\(x=${adult}-${times * child}=${years}\\)입니다.`
              : `괄호를 풀면 \\(${adult}+x=${times * child}+${times}x\\)이고, 정리하면 \\(${term(times - 1, 'x')}=${adult - times * child}\\)이므로 \\(x=${years}\\)입니다.`,
            times === 2
              ? `Distribute: \\(${adult}+x=${times * child}+${times}x\\), so \\(x=${adult}-${times * child}=${years}\\).`
              : `Distribute: \\(${adult}+x=${times * child}+${times}x\\), so \\(${term(times - 1, 'x')}=${adult - times * child}\\) and \\(x=${years}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    check: ({ child, years, times }, problem) => {
      const adult = times * (child + years) - years;
      // Count the years forward until the ages are in the stated ratio.
      let t = 0;
      while (adult + t !== times * (child + t) && t < 200) t++;
      return keyIs(problem, t);
    },
  }),

  defineTemplate(U, 'price-expression', {
    version: 1,
    params: (rng) => {
      const [first, second] = rng.shuffle(THINGS.filter((thing) => thing.counter !== '장'));
      return { first: first!, second: second!, p: rng.int(2, 9), r: rng.intExcept(2, 9, []) };
    },
    generate: ({ first, second, p, r }) => {
      const key = sum([p, 'a'], [r, 'b']);
      return essay({
        stem: [
          `한 ${first.counter}에 \\(a\\)원인 ${first.ko} \\(${p}\\)${withJosa(first.counter, '과/와')} 한 ${second.counter}에 \\(b\\)원인 ${second.ko} \\(${r}\\)${second.counter}의 값을 문자를 사용한 식으로 나타내시오.`,
          `${first.many[0]!.toUpperCase()}${first.many.slice(1)} cost \\(a\\) won each and ${second.many} cost \\(b\\) won each. Write an expression for the price of \\(${p}\\) ${first.many} and \\(${r}\\) ${second.many}.`,
        ],
        answer: key,
        form: 'expanded',
        variables: ['a', 'b'],
        steps: [
          [
            `(값) = (한 개의 값) × (개수)이므로 ${first.ko}의 값은 \\(a\\times ${p}=${term(p, 'a')}\\)(원), ${second.ko}의 값은 \\(b\\times ${r}=${term(r, 'b')}\\)(원)입니다.`,
            `Price = price of one × how many: the ${first.many} cost \\(a\\times ${p}=${term(p, 'a')}\\) won and the ${second.many} \\(b\\times ${r}=${term(r, 'b')}\\) won.`,
          ],
          [
            `곱셈 기호를 생략하고 수를 문자 앞에 써서 더하면 \\(${key}\\)(원)입니다.`,
            `Leave out the multiplication signs, write each number before its letter, and add: \\(${key}\\) won.`,
          ],
        ],
        difficulty: 1,
        subUnit: S1,
      });
    },
    check: ({ p, r }, problem) => keyIs(problem, (v) => v.a * p + v.b * r),
  }),

  defineTemplate(U, 'wrong-operation', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const b = [rng.intExcept(-6, 7, [0]), rng.intExcept(-9, 9, [0])] as const;
        const r = [rng.intExcept(-8, 9, [0]), rng.intExcept(-9, 9, [0])] as const;
        const added = rng.int(0, 1) === 1;
        // Added by mistake: the expression was r − b and the right answer r − 2b; subtracted: r + b and r + 2b.
        const sign = added ? -1 : 1;
        if (r[0] + 2 * sign * b[0] !== 0 && r[0] + sign * b[0] !== 0) return { b, r, added };
      }
    },
    generate: ({ b, r, added }) => {
      const sign = added ? -1 : 1;
      const [B, R] = [group(b[0], b[1]), linear(r[0], r[1])];
      const original = linear(r[0] + sign * b[0], r[1] + sign * b[1]);
      const key = linear(r[0] + 2 * sign * b[0], r[1] + 2 * sign * b[1]);
      const rightOp = added ? '-' : '+';
      return essay({
        stem: [
          `어떤 식${added ? '에서' : '에'} ${withJosa(m(linear(b[0], b[1])), '을/를')} ${added ? '빼야 할 것을 잘못하여 더했더니' : '더해야 할 것을 잘못하여 뺐더니'} ${withJosa(m(R), '이/가')} 되었습니다. 바르게 계산한 식을 구하시오.`,
          `A student was supposed to ${added ? 'subtract' : 'add'} \\(${linear(b[0], b[1])}\\) ${added ? 'from' : 'to'} an expression but ${added ? 'added' : 'subtracted'} it by mistake, and got \\(${R}\\). Find the result of the correct calculation.`,
        ],
        answer: key,
        form: 'expanded',
        variables: ['x'],
        steps: [
          [
            `먼저 어떤 식을 찾는 것이 핵심입니다. 어떤 식을 \\(A\\)라 하면 \\(A\\)${added ? '에' : '에서'} ${withJosa(m(linear(b[0], b[1])), '을/를')} ${added ? '더한' : '뺀'} 것이 ${withJosa(m(R), '과/와')} 같으므로 \\(A=${R}${rightOp}${B}=${original}\\)입니다.`,
            `The key is to recover the original expression first. Call it \\(A\\): ${added ? 'adding' : 'subtracting'} \\(${linear(b[0], b[1])}\\) gave \\(${R}\\), so \\(A=${R}${rightOp}${B}=${original}\\).`,
          ],
          [
            `바르게 계산하면 \\(\\left(${original}\\right)${rightOp}${B}=${key}\\)입니다.`,
            `The correct calculation is \\(\\left(${original}\\right)${rightOp}${B}=${key}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S1,
      });
    },
    // Undo the mistake and redo the calculation on numbers at the sample points, not on coefficients.
    check: ({ b, r, added }, problem) =>
      keyIs(problem, (v) => {
        const [bx, rx] = [b[0] * v.x + b[1], r[0] * v.x + r[1]];
        const original = added ? rx - bx : rx + bx;
        return added ? original - bx : original + bx;
      }),
  }),

  defineTemplate(U, 'box-in-equation', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const a = rng.int(2, 7);
        const c = rng.intExcept(2, 5, [a]);
        const d = rng.intExcept(-6, 6, [0]);
        const x = rng.intExcept(-5, 6, [0]);
        const minus = rng.int(0, 1) === 1;
        const box = (minus ? -1 : 1) * (c * (x + d) - a * x);
        // x + d = 0 would make the right side 0: a step such as 12 − 0 that a teacher would not write.
        if (box >= 1 && box <= 30 && x + d !== 0) return { a, c, d, x, minus, box };
      }
    },
    generate: ({ a, c, d, x, minus }) => {
      const eq = `${a}x${minus ? '-' : '+'}\\square=${c}\\left(${linear(1, d)}\\right)`;
      const left = a * x;
      const right = c * (x + d);
      const box = minus ? left - right : right - left;
      return essay({
        stem: [
          `일차방정식 \\(${eq}\\)의 해가 \\(x=${x}\\)일 때, \\(\\square\\) 안에 알맞은 수를 구하시오.`,
          `The solution of \\(${eq}\\) is \\(x=${x}\\). What number goes in the box?`,
        ],
        answer: num(box),
        form: 'number',
        hint: HINTS.whole,
        steps: [
          [
            `해는 방정식을 참이 되게 하는 값이므로 ${withJosa(m(`x=${x}`), '을/를')} 대입해도 등식이 성립합니다: \\(${a}\\times${paren(x)}${minus ? '-' : '+'}\\square=${c}\\times\\left(${x}${signed(d)}\\right)\\)`,
            `A solution makes the equation true, so substitute \\(x=${x}\\): \\(${a}\\times${paren(x)}${minus ? '-' : '+'}\\square=${c}\\times\\left(${x}${signed(d)}\\right)\\)`,
          ],
          [
            `양변을 계산하면 \\(${num(left)}${minus ? '-' : '+'}\\square=${num(right)}\\)입니다.`,
            `Work out both sides: \\(${num(left)}${minus ? '-' : '+'}\\square=${num(right)}\\).`,
          ],
          [
            minus
              ? `\\(\\square=${num(left)}-${paren(right)}=${num(box)}\\)입니다.`
              : `\\(\\square=${num(right)}-${paren(left)}=${num(box)}\\)입니다.`,
            minus
              ? `So the box is \\(${num(left)}-${paren(right)}=${num(box)}\\).`
              : `So the box is \\(${num(right)}-${paren(left)}=${num(box)}\\).`,
          ],
        ],
        difficulty: 3,
        subUnit: S2,
      });
    },
    // Put the key in the box: the equation must hold at the given solution.
    check: ({ a, c, d, x, minus }, problem) =>
      keyIs(
        problem,
        (() => {
          for (let k = -100; k <= 100; k++) if (a * x + (minus ? -k : k) === c * (x + d)) return k;
          return NaN;
        })(),
      ),
  }),

  defineTemplate(U, 'round-trip', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const v1 = rng.int(2, 6);
        const v2 = rng.intExcept(2, 6, [v1]);
        const km = rng.int(1, 12);
        const minutes = (60 * km * (v1 + v2)) / (v1 * v2);
        if (Number.isInteger(minutes) && minutes >= 40 && minutes <= 300) {
          return { v1, v2, km, minutes, who: rng.int(0, PEOPLE.length - 1) };
        }
      }
    },
    ranges: { v1: [2, 6], v2: [2, 6], km: [1, 12] },
    generate: ({ v1, v2, km, minutes, who }) => {
      const person = PEOPLE[who]!;
      const time = duration(minutes);
      const hours = q(minutes, 60);
      const L = lcm(lcm(v1, v2), hours.d);
      const eq = `\\frac{x}{${v1}}+\\frac{x}{${v2}}=${frac(hours)}`;
      const cleared = `${term(L / v1, 'x')}+${term(L / v2, 'x')}=${num(hours.mul(L).value)}`;
      const coef = L / v1 + L / v2;
      return essay({
        stem: [
          `${nameWith(person, '가')} 집에서 도서관까지 갈 때는 시속 \\(${v1}\\) km로 걷고, 올 때는 같은 길을 시속 \\(${v2}\\) km로 걸었더니 모두 ${time.ko}이 걸렸습니다. 집에서 도서관까지의 거리는 몇 km인지 구하시오.`,
          `${person.en} walked from home to the library at \\(${v1}\\) km per hour and back along the same road at \\(${v2}\\) km per hour. The round trip took ${time.en}. How far is the library from home, in kilometers?`,
        ],
        answer: num(km),
        form: 'number',
        unit: 'km',
        hint: HINTS.whole,
        steps: [
          [
            `(시간) = (거리) ÷ (속력)으로 갈 때와 올 때의 시간을 각각 나타내는 것이 핵심입니다. 거리를 \\(x\\) km라 하면 갈 때 \\(\\frac{x}{${v1}}\\)시간, 올 때 \\(\\frac{x}{${v2}}\\)시간이 걸립니다.`,
            `The key is time = distance ÷ speed for each leg. If the distance is \\(x\\) km, going takes \\(\\frac{x}{${v1}}\\) hours and coming back \\(\\frac{x}{${v2}}\\) hours.`,
          ],
          hours.isInteger
            ? [`걸린 시간이 ${time.ko}이므로 \\(${eq}\\)입니다.`, `The trip took ${time.en}, so \\(${eq}\\).`]
            : [
                `속력이 시속이므로 걸린 시간도 시간 단위로 고치면 ${time.ko}은 \\(${frac(hours)}\\)시간입니다. 따라서 \\(${eq}\\)입니다.`,
                `The speeds are per hour, so write the time in hours too: ${time.en} is \\(${frac(hours)}\\) hours. So \\(${eq}\\).`,
              ],
          [
            `양변에 ${withJosa(m(L), '을/를')} 곱하면 \\(${cleared}\\), 즉 \\(${term(coef, 'x')}=${num(hours.mul(L).value)}\\)이므로 \\(x=${km}\\)입니다.`,
            `Multiply both sides by \\(${L}\\): \\(${cleared}\\), that is \\(${term(coef, 'x')}=${num(hours.mul(L).value)}\\), so \\(x=${km}\\).`,
          ],
        ],
        difficulty: 4,
        subUnit: S2,
      });
    },
    // Try each whole distance: the two legs' minutes must add up to the trip.
    check: ({ v1, v2, minutes }, problem) => {
      const fits = Array.from({ length: 100 }, (_, i) => i + 1).filter(
        (d) => Math.abs((d * 60) / v1 + (d * 60) / v2 - minutes) < 1e-9,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),

  defineTemplate(U, 'same-solution', {
    version: 1,
    params: (rng) => {
      for (;;) {
        const [m1, n1] = rng.shuffle([2, 3, 4, 5, 6]).slice(0, 2) as [number, number];
        const x = rng.intExcept(-6, 9, [0]);
        const p = rng.intExcept(-5, 5, [0]);
        const r = rng.intExcept(-5, 5, [0, p]);
        const right = q(x + p, m1).sub(q(x + r, n1));
        const a = rng.intExcept(-6, 6, [0]);
        const c = rng.int(2, 5);
        const b = a * x - c * (x + a);
        if (right.isInteger && a !== c && x !== c && b !== 0 && Math.abs(b) <= 30 && gcd(m1, n1) < Math.min(m1, n1)) {
          return { m1, n1, x, p, r, k: right.value, a, c, b };
        }
      }
    },
    generate: ({ m1, n1, x, p, r, k, a, c, b }) => {
      const first = `\\frac{${linear(1, p)}}{${m1}}-\\frac{${linear(1, r)}}{${n1}}=${k}`;
      const second = `ax${signed(-b)}=${c}\\left(x+a\\right)`;
      const L = lcm(m1, n1);
      const cleared = `${L / m1}\\left(${linear(1, p)}\\right)-${L / n1}\\left(${linear(1, r)}\\right)=${num(L * k)}`;
      const coef = L / m1 - L / n1;
      const moved = `${term(coef, 'x')}=${num(L * k - (L / m1) * p + (L / n1) * r)}`;
      const substituted = `${x === 1 ? 'a' : x === -1 ? '-a' : `${x}a`}${signed(-b)}=${c}\\left(${x}+a\\right)`;
      return essay({
        stem: [
          `\\(x\\)에 대한 두 일차방정식 \\(${first}\\), \\(${second}\\)의 해가 같을 때, 상수 \\(a\\)의 값을 구하는 풀이 과정을 쓰고 답을 구하시오.`,
          `The equations \\(${first}\\) and \\(${second}\\) in \\(x\\) have the same solution. Find the constant \\(a\\), showing your work.`,
        ],
        answer: num(a),
        form: 'number',
        hint: HINTS.integer,
        steps: [
          [
            `두 방정식의 해가 같으므로, 상수 \\(a\\)가 없는 첫 번째 방정식의 해를 먼저 구하여 두 번째 방정식에 대입하는 것이 핵심입니다.`,
            `The solutions are the same, so the key is to solve the first equation, which has no \\(a\\), and substitute its solution into the second.`,
          ],
          [
            `첫 번째 방정식의 양변에 분모의 최소공배수 ${withJosa(m(L), '을/를')} 곱하면 \\(${cleared}\\)이고, 정리하면 \\(${moved}\\)이므로 \\(x=${x}\\)입니다.`,
            `Multiply both sides of the first equation by \\(${L}\\), the least common multiple of the denominators: \\(${cleared}\\). Collecting terms, \\(${moved}\\), so \\(x=${x}\\).`,
          ],
          [
            `${withJosa(m(`x=${x}`), '을/를')} 두 번째 방정식에 대입하면 \\(${substituted}\\)입니다.`,
            `Substitute \\(x=${x}\\) into the second equation: \\(${substituted}\\).`,
          ],
          [
            `\\(a\\)에 대하여 정리하면 \\(${term(x - c, 'a')}=${num(c * x + b)}\\)이므로 \\(a=${a}\\)입니다.`,
            `Collect the terms in \\(a\\): \\(${term(x - c, 'a')}=${num(c * x + b)}\\), so \\(a=${a}\\).`,
          ],
        ],
        difficulty: 5,
        subUnit: S2,
      });
    },
    check: (_p, problem) => {
      // Solve the first equation as stated (it is linear: two values fix the root), then find the a that makes the
      // second hold there.
      const [first, second] = [stemMath(problem, 0), stemMath(problem, 1)];
      const f = (x: number) => evalLatex(first, { x })[1] as number;
      const x = -f(0) / (f(1) - f(0));
      const fits = Array.from({ length: 41 }, (_, i) => i - 20).filter(
        (a) => Math.abs(evalLatex(second, { x, a })[1] as number) < 1e-9,
      );
      return fits.length === 1 && keyIs(problem, fits[0]!);
    },
  }),
];
