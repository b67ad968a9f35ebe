// 1학년 2학기 5단원 규칙 찾기: repeating patterns of shapes, number patterns and the 1-100 chart.
import { defineTemplate, essay, L, multiple } from '../kit/template.js';
import { m } from '../kit/latex.js';
import { josa, withJosa } from '../kit/korean.js';
import { keyIs, keyIsText, stemMath } from '../kit/check.js';
import { countChoices } from '../kit/stories.js';
import { ordinal } from '../kit/english.js';
import { countOn } from '../kit/counting.js';

const SYMBOLS = ['\\triangle', '\\bigcirc', '\\square', '\\bigstar', '\\heartsuit'];
/** Repeating units whose shortest repeat is the whole unit. */
const UNITS = [
  [0, 1],
  [0, 0, 1],
  [0, 1, 1],
  [0, 1, 2],
  [0, 0, 1, 1],
  [0, 1, 2, 2],
  [0, 1, 1, 2],
];
const ORD_KO = [
  '',
  '첫째',
  '둘째',
  '셋째',
  '넷째',
  '다섯째',
  '여섯째',
  '일곱째',
  '여덟째',
  '아홉째',
  '열째',
  '열한째',
  '열두째',
  '열셋째',
  '열넷째',
  '열다섯째',
];

const U = 'kr-e1-2-5';

/** How a Korean reader names each shape (for the particle after it). */
const SYMBOL_KO: Record<string, string> = {
  '\\triangle': '세모',
  '\\bigcirc': '동그라미',
  '\\square': '네모',
  '\\bigstar': '별',
  '\\heartsuit': '하트',
};

export const templates = [
  defineTemplate(U, 'repeating-shapes', {
    version: 2,
    params: (r) => ({ unit: r.pick(UNITS), symbols: r.shuffle(SYMBOLS), extra: r.int(1, 6) }),
    generate: ({ unit, symbols, extra }, rng) => {
      const seq = (i: number) => symbols[unit[i % unit.length] ?? 0] ?? '';
      const shownCount = unit.length * 2 + (unit.length === 2 ? 2 : 1);
      const shown = Array.from({ length: shownCount }, (_, i) => seq(i));
      const pos = Math.min(shownCount + extra, 15);
      const answer = seq(pos - 1);
      return multiple(rng, {
        subUnit: `${U}.s1`,
        difficulty: pos - shownCount > 3 ? 3 : 2,
        stem: L(
          `규칙에 따라 모양을 늘어놓았습니다. ${m(shown.join('\\ '))} ... 이 규칙으로 계속 늘어놓을 때 ${ORD_KO[pos]}에 놓일 모양은 무엇입니까?`,
          `Shapes are lined up following a rule: ${m(shown.join('\\ '))} ... If the rule continues, which shape is in position ${m(pos)}?`,
        ),
        correct: m(answer),
        wrong: symbols.map((sym) => m(sym)),
        steps: [
          L(
            `${m(unit.map((i) => symbols[i]).join('\\ '))} 순서로 반복되는 규칙입니다.`,
            `The group ${m(unit.map((i) => symbols[i]).join('\\ '))} repeats.`,
          ),
          L(
            `${m(unit.length)}개씩 반복되므로 이어서 늘어놓아 ${ORD_KO[pos]} 모양을 찾습니다.`,
            `The group has ${m(unit.length)} shapes, so keep going until position ${m(pos)}.`,
          ),
          L(`${ORD_KO[pos]}에 놓일 모양은 ${m(answer)}입니다.`, `The shape in position ${m(pos)} is ${m(answer)}.`),
        ],
      });
    },
    // Read the shown row, find its shortest repeat, and extend it to the asked position.
    check: (_p, problem) => {
      const row = stemMath(problem, 0).split('\\ ');
      const pos = Number(/position \\\((\d+)\\\)/.exec(problem.stem.en)?.[1]);
      let period = 1;
      while (period < row.length && !row.every((sym, i) => i < period || sym === row[i - period])) period++;
      const extended = [...row];
      while (extended.length < pos) extended.push(extended[extended.length - period] ?? '');
      return keyIsText(problem, extended[pos - 1] ?? '');
    },
  }),

  defineTemplate(U, 'number-patterns', {
    version: 2,
    params: (r) => {
      const step = r.pick([1, 2, 3, 5, 10]);
      const down = r.int(0, 2) === 0;
      const start = down ? r.int(step * 6, 99) : r.int(1, 99 - step * 6);
      return { step, down, start, blank: r.int(3, 5) };
    },
    generate: ({ step, down, start, blank }) => {
      const terms = Array.from({ length: 6 }, (_, i) => start + (down ? -1 : 1) * step * i);
      const answer = terms[blank] ?? 0;
      const shown = terms.map((t, i) => (i === blank ? '\\square' : String(t))).join(',\\ ');
      return essay({
        subUnit: `${U}.s3`,
        difficulty: step >= 5 ? 2 : 3,
        stem: L(
          `규칙을 찾아 ${m('\\square')} 안에 알맞은 수를 쓰세요. ${m(shown)}`,
          `Find the rule and write the number that goes in the box. ${m(shown)}`,
        ),
        answer: String(answer),
        form: 'number',
        steps: [
          L(
            `수가 ${m(step)}씩 ${down ? '작아지는' : '커지는'} 규칙입니다.`,
            `The numbers ${down ? 'decrease' : 'increase'} by ${m(step)} each time.`,
          ),
          L(
            `${m(terms[blank - 1] ?? 0)}보다 ${m(step)} ${down ? '작은' : '큰'} 수는 ${m(answer)}입니다.`,
            `${m(step)} ${down ? 'less' : 'more'} than ${m(terms[blank - 1] ?? 0)} is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Take the step from the first two numbers and walk to the box.
    check: ({ blank }, problem) => {
      const [a, b] = stemMath(problem, 0).split(',\\ ').map(Number);
      if (a === undefined || b === undefined) return false;
      let x = a;
      for (let i = 0; i < blank; i++) x += b - a;
      return keyIs(problem, x);
    },
  }),

  defineTemplate(U, 'hundred-chart', {
    version: 2,
    params: (r) => ({ n: r.int(12, 89), dir: r.int(0, 4) }),
    generate: ({ n: n0, dir }, rng) => {
      // Keep the cell away from the chart's edges so every direction exists.
      const n = n0 % 10 === 0 ? n0 - 1 : n0 % 10 === 1 ? n0 + 1 : n0;
      const moves = [
        { ko: '바로 아래 칸', en: 'directly below', d: 10 },
        { ko: '바로 위 칸', en: 'directly above', d: -10 },
        { ko: '오른쪽 아래 대각선 칸', en: 'diagonally down and to the right of', d: 11 },
        { ko: '왼쪽 아래 대각선 칸', en: 'diagonally down and to the left of', d: 9 },
        { ko: '바로 오른쪽 칸', en: 'directly to the right of', d: 1 },
      ];
      const mv = moves[dir] ?? moves[0]!;
      const answer = n + mv.d;
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: dir >= 2 && dir <= 3 ? 3 : 2,
        stem: L(
          `${m(1)}부터 ${m(100)}까지의 수를 한 줄에 ${m(10)}개씩 쓴 수 배열표가 있습니다. ${m(n)}의 ${mv.ko}에 있는 수는 무엇입니까?`,
          `A hundred chart lists ${m(1)} to ${m(100)}, ${m(10)} numbers in each row. What number is ${mv.en} ${m(n)}?`,
        ),
        correct: m(answer),
        wrong: countChoices(answer, [n + 10, n - 10, n + 11, n + 9, n + 1, n - 1]),
        steps: [
          L(
            '수 배열표에서 오른쪽으로 한 칸 가면 1 커지고, 아래로 한 칸 가면 10 커집니다.',
            'In the chart, one step right adds 1 and one step down adds 10.',
          ),
          L(
            `${mv.ko}의 수는 ${m(n)}보다 ${m(Math.abs(mv.d))} ${mv.d > 0 ? '큰' : '작은'} 수입니다.`,
            `The cell ${mv.en} ${m(n)} is ${m(Math.abs(mv.d))} ${mv.d > 0 ? 'more' : 'less'}.`,
          ),
          L(
            `${m(`${n}${mv.d > 0 ? '+' : '-'}${Math.abs(mv.d)}=${answer}`)}이므로 답은 ${m(answer)}입니다.`,
            `${m(`${n}${mv.d > 0 ? '+' : '-'}${Math.abs(mv.d)}=${answer}`)}, so the answer is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Place the number at its row and column, move, and read the chart there.
    check: ({ n: n0, dir }, problem) => {
      const n = n0 % 10 === 0 ? n0 - 1 : n0 % 10 === 1 ? n0 + 1 : n0;
      const row = Math.floor((n - 1) / 10);
      const col = (n - 1) % 10;
      const [dr, dc] = (
        [
          [1, 0],
          [-1, 0],
          [1, 1],
          [1, -1],
          [0, 1],
        ] as const
      )[dir] ?? [0, 0];
      return keyIs(problem, (row + dr) * 10 + (col + dc) + 1);
    },
  }),
  defineTemplate(U, 'pattern-as-numbers', {
    version: 2,
    params: (r) => ({
      unit: r.pick(UNITS),
      symbols: r.shuffle(SYMBOLS).slice(0, 3),
      codes: r.shuffle([1, 2, 3, 4, 5]).slice(0, 3),
      extra: r.int(1, 5),
    }),
    generate: ({ unit, symbols, codes, extra }, rng) => {
      const used = [...new Set(unit)];
      const seq = (i: number) => unit[i % unit.length] ?? 0;
      const shownCount = unit.length * 2;
      const shown = Array.from({ length: shownCount }, (_, i) => symbols[seq(i)] ?? '');
      const legendKo = used
        .map(
          (k) =>
            `${m(symbols[k] ?? '')}${josa(SYMBOL_KO[symbols[k] ?? ''] ?? '', '을/를')} ${withJosa(m(codes[k] ?? 0), '으로/로')}`,
        )
        .join(', ');
      const legendEn = used.map((k) => `${m(symbols[k] ?? '')} stands for ${m(codes[k] ?? 0)}`).join(', ');
      const pos = shownCount + extra;
      const answer = codes[seq(pos - 1)] ?? 0;
      const numbers = Array.from({ length: pos }, (_, i) => codes[seq(i)] ?? 0);
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: L(
          `규칙에 따라 모양을 늘어놓았습니다. ${m(shown.join('\\ '))} ... ${legendKo} 나타내려고 합니다. ${ORD_KO[pos]}에 놓일 모양을 나타내는 수는 무엇입니까?`,
          `Shapes are lined up following a rule: ${m(shown.join('\\ '))} ... Write each shape as a number: ${legendEn}. What number stands for the shape in position ${m(pos)}?`,
        ),
        correct: m(answer),
        wrong: [1, 2, 3, 4, 5].filter((x) => x !== answer).map((x) => m(x)),
        steps: [
          L(
            `모양을 수로 바꾸면 ${m(numbers.slice(0, shownCount).join(',\\ '))}입니다. ${m(unit.map((k) => codes[k]).join(',\\ '))}${josa(codes[unit[unit.length - 1] ?? 0] ?? 0, '이/가')} 반복됩니다.`,
            `As numbers: ${m(numbers.slice(0, shownCount).join(',\\ '))}. The group ${m(unit.map((k) => codes[k]).join(',\\ '))} repeats.`,
          ),
          L(
            `이어서 쓰면 ${m(numbers.join(',\\ '))}이므로 ${ORD_KO[pos]} 수는 ${m(answer)}입니다.`,
            `Continuing: ${m(numbers.join(',\\ '))}, so position ${m(pos)} is ${m(answer)}.`,
          ),
        ],
      });
    },
    // Read the legend and the row from the stem, find the row's shortest repeat and extend it.
    check: (_p, problem) => {
      const en = problem.stem.en;
      const row = /\\\((.*?)\\\)/.exec(en)?.[1]?.split('\\ ') ?? [];
      const legend = new Map(
        [...en.matchAll(/\\\((\\[a-z]+)\\\) stands for \\\((\d+)\\\)/g)].map((x) => [x[1] ?? '', Number(x[2])]),
      );
      const pos = Number(/position \\\((\d+)\\\)/.exec(en)?.[1]);
      let period = 1;
      while (period < row.length && !row.every((sym, i) => i < period || sym === row[i - period])) period++;
      const shape = row[(pos - 1) % period] ?? '';
      return keyIs(problem, legend.get(shape) ?? Number.NaN);
    },
  }),
  defineTemplate(U, 'count-in-pattern', {
    version: 1,
    params: (r) => ({
      unit: r.pick(UNITS.filter((u) => u.length >= 3)),
      symbols: r.shuffle(SYMBOLS),
      n: r.int(10, 15),
      which: r.int(0, 1),
    }),
    generate: ({ unit, symbols, n, which }) => {
      const target = unit[which]!;
      const tex = symbols[target]!;
      const shown = Array.from({ length: unit.length * 2 }, (_, i) => symbols[unit[i % unit.length]!]!);
      const perUnit = unit.filter((u) => u === target).length;
      const full = Math.floor(n / unit.length);
      const rest = n % unit.length;
      const inRest = unit.slice(0, rest).filter((u) => u === target).length;
      const total = full * perUnit + inRest;
      const adds = Array.from({ length: full }, () => perUnit).join('+');
      return essay({
        subUnit: `${U}.s1`,
        difficulty: 4,
        stem: [
          `규칙에 따라 모양을 늘어놓았습니다. 이 규칙대로 ${ORD_KO[n] ?? ''}까지 놓으면 ${m(tex)} 모양은 모두 몇 개입니까? ${m(shown.join('\\;'))}`,
          `Shapes are laid out in a pattern. If the pattern goes on up to the ${ordinal(n)} shape, how many ${m(tex)} shapes are there in all? ${m(shown.join('\\;'))}`,
        ],
        answer: String(total),
        form: 'number',
        unit: '개',
        steps: [
          [
            `${m(unit.map((u) => symbols[u]).join('\\;'))}의 ${m(unit.length)}개가 되풀이됩니다. 되풀이되는 묶음으로 세는 것이 열쇠입니다. 한 묶음에 ${m(tex)} 모양은 ${m(perUnit)}개입니다.`,
            `The key idea: count by the repeating group ${m(unit.map((u) => symbols[u]).join('\\;'))} of ${m(unit.length)} shapes. Each group has ${m(perUnit)} ${m(tex)}.`,
          ],
          [
            `${ORD_KO[n]}까지는 묶음 ${m(full)}개${rest ? `와 ${m(rest)}개가 더` : ''} 있습니다. 묶음 안의 ${m(tex)}: ${m(full === 1 ? String(perUnit) : `${adds}=${full * perUnit}`)}`,
            `Up to the ${ordinal(n)} shape there ${full === 1 ? 'is' : 'are'} ${m(full)} ${full === 1 ? 'group' : 'groups'}${rest ? ` and ${m(rest)} more` : ''}. In the groups: ${m(full === 1 ? String(perUnit) : `${adds}=${full * perUnit}`)}.`,
          ],
          [
            rest
              ? `남은 ${m(rest)}개 중 ${m(tex)} 모양은 ${m(inRest)}개이므로 모두 ${m(total)}개입니다.`
              : `모두 ${m(total)}개입니다.`,
            rest
              ? `The ${m(rest)} extra ${rest === 1 ? 'shape has' : 'shapes have'} ${m(inRest)}, so there are ${m(total)} in all.`
              : `So there are ${m(total)} in all.`,
          ],
        ],
      });
    },
    // Lay the pattern out shape by shape and count.
    check: ({ unit, n, which }, problem) => {
      let c = 0;
      for (let i = 0; i < n; i++) if (unit[i % unit.length] === unit[which]) c++;
      return keyIs(problem, c);
    },
  }),

  defineTemplate(U, 'chart-steps', {
    version: 1,
    params: (r) => {
      const dir = r.int(0, 2);
      const k = r.int(2, 4);
      // The ones digit keeps a diagonal move inside the chart's ten columns.
      const ones = dir === 1 ? r.int(1, 9 - k) : dir === 2 ? r.int(k + 1, 9) : r.int(1, 9);
      return { dir, k, start: ones + 10 * r.int(0, 3) };
    },
    generate: ({ dir, start, k }, rng) => {
      const step = [10, 11, 9][dir]!;
      const answer = start + step * k;
      const way = [
        ['바로 아래로', 'straight down'],
        ['오른쪽 아래 대각선으로', 'diagonally down and to the right'],
        ['왼쪽 아래 대각선으로', 'diagonally down and to the left'],
      ][dir]!;
      const seen = [0, 1].map((i) => start + step * i);
      return multiple(rng, {
        subUnit: `${U}.s2`,
        difficulty: 3,
        stem: [
          `${m(1)}부터 ${m(100)}까지의 수 배열표에서 ${m(start)}부터 ${way[0]} ${m(k)}칸 간 곳의 수는 무엇입니까?`,
          `On a 1-100 chart, start at ${m(start)} and move ${way[1]} ${m(k)} squares. What number do you reach?`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [
          start + 10 * k,
          start + 11 * k,
          start + 9 * k,
          answer + 10,
          answer - 1,
          answer + 1,
        ]),
        steps: [
          [
            `수 배열표는 한 줄에 ${m(10)}개씩이므로 ${way[0]} 한 칸 가면 ${m(step)}씩 커집니다: ${seen.map((x) => m(x)).join(', ')}, …`,
            `Each row of the chart has ${m(10)} numbers, so one square ${way[1]} is ${m(step)} more: ${seen.map((x) => m(x)).join(', ')}, …`,
          ],
          [
            `${m(step)}씩 ${m(k)}번 뛰어 세면 ${Array.from({ length: k }, (_, i) => m(start + step * (i + 1))).join(', ')}입니다.`,
            `Count on by ${m(step)} ${m(k)} times: ${Array.from({ length: k }, (_, i) => m(start + step * (i + 1))).join(', ')}.`,
          ],
        ],
      });
    },
    // Walk the chart as rows of ten: row and column of the start, then move.
    check: ({ dir, start, k }, problem) => {
      const row = Math.floor((start - 1) / 10) + k;
      const col = ((start - 1) % 10) + [0, k, -k][dir]!;
      return keyIs(problem, row * 10 + col + 1);
    },
  }),

  defineTemplate(U, 'growing-stones', {
    version: 1,
    params: (r) => ({ first: r.int(1, 3), add: r.int(2, 3), n: r.int(5, 7) }),
    ranges: { last: [9, 21] },
    values: ({ first, add, n }) => ({ last: first + add * (n - 1) }),
    generate: ({ first, add, n }) => {
      const seq = Array.from({ length: n }, (_, i) => first + add * i);
      return essay({
        subUnit: `${U}.s3`,
        difficulty: 4,
        stem: [
          `바둑돌을 규칙에 따라 놓았습니다. 첫째에 ${m(seq[0]!)}개, 둘째에 ${m(seq[1]!)}개, 셋째에 ${m(seq[2]!)}개, 넷째에 ${m(seq[3]!)}개를 놓았습니다. ${ORD_KO[n]}에는 바둑돌을 몇 개 놓아야 합니까?`,
          `Go stones are set out in a pattern: ${m(seq[0]!)} first, ${m(seq[1]!)} second, ${m(seq[2]!)} third, and ${m(seq[3]!)} fourth. How many stones go in the ${ordinal(n)} place?`,
        ],
        answer: String(seq[n - 1]),
        form: 'number',
        unit: '개',
        steps: [
          [
            `이웃한 두 수의 차이를 보는 것이 열쇠입니다. 바둑돌이 ${m(add)}개씩 늘어납니다.`,
            `The key is to look at how much each step grows: ${m(add)} more stones each time.`,
          ],
          [
            `${m(seq[3]!)}부터 ${m(add)}씩 뛰어 세면 ${seq
              .slice(4)
              .map((x) => m(x))
              .join(', ')}입니다.`,
            `Count on by ${m(add)} from ${m(seq[3]!)}: ${seq
              .slice(4)
              .map((x) => m(x))
              .join(', ')}.`,
          ],
          [`${ORD_KO[n]}에는 ${m(seq[n - 1]!)}개를 놓습니다.`, `The ${ordinal(n)} place has ${m(seq[n - 1]!)} stones.`],
        ],
      });
    },
    // Add the stones place by place.
    check: ({ first, add, n }, problem) => {
      let stones = first;
      for (let i = 1; i < n; i++) stones = countOn(stones, add);
      return keyIs(problem, stones);
    },
  }),

  defineTemplate(U, 'count-back-by', {
    version: 1,
    params: (r) => {
      const by = r.pick([2, 5, 10]);
      return { by, top: by === 10 ? 100 : by === 5 ? r.pick([50, 60, 70]) : r.int(15, 30), n: r.int(5, 7) };
    },
    generate: ({ by, top, n }, rng) => {
      const seq = Array.from({ length: n }, (_, i) => top - by * i);
      const answer = seq[n - 1]!;
      return multiple(rng, {
        subUnit: `${U}.s3`,
        difficulty: 3,
        stem: [
          `${m(top)}부터 ${m(by)}씩 작아지는 규칙으로 수를 늘어놓았습니다. ${ORD_KO[n]}에 오는 수는 무엇입니까? ${m(`${seq.slice(0, 3).join(',\\ ')},\\ \\dots`)}`,
          `Numbers start at ${m(top)} and get ${m(by)} smaller each time. What is the ${ordinal(n)} number? ${m(`${seq.slice(0, 3).join(',\\ ')},\\ \\dots`)}`,
        ],
        correct: m(answer),
        wrong: countChoices(answer, [answer + by, answer - by, top - by * n, answer + 1]),
        steps: [
          [
            `첫째 수는 ${m(top)}입니다. 다음 수로 갈 때마다 ${m(by)}씩 거꾸로 뛰어 셉니다.`,
            `The first is ${m(top)}; each next number counts back by ${m(by)}.`,
          ],
          [
            `차례로 쓰면 ${seq.map((x) => m(x)).join(', ')}입니다.`,
            `The numbers are ${seq.map((x) => m(x)).join(', ')}.`,
          ],
          [`${ORD_KO[n]}에 오는 수는 ${m(answer)}입니다.`, `The ${ordinal(n)} number is ${m(answer)}.`],
        ],
      });
    },
    // Count back by ones, by steps at a time.
    check: ({ by, top, n }, problem) => keyIs(problem, countOn(top, -by * (n - 1))),
  }),
];
