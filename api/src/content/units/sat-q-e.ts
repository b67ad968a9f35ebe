// SAT Problem-Solving and Data Analysis, probability and conditional probability: original items.
import { defineTemplate, essay, multiple, type ProblemTemplate } from '../kit/template.js';
import { q } from '../kit/numbers.js';
import { frac } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { keyIs } from '../kit/check.js';

const U = 'sat-q-e';

const ROWS = [
  { ko: '1학년', en: 'first-year', head: { ko: '1학년', en: 'Year 1' } },
  { ko: '2학년', en: 'second-year', head: { ko: '2학년', en: 'Year 2' } },
] as const;
const COLS = [
  { ko: '미술', en: 'art', head: 'Art' },
  { ko: '음악', en: 'music', head: 'Music' },
] as const;

const COLOURS = [
  { ko: '빨간', en: 'red' },
  { ko: '파란', en: 'blue' },
  { ko: '초록', en: 'green' },
] as const;

export const templates: ProblemTemplate[] = [
  /** P(column | row) from a two-way table. */
  defineTemplate(U, 'conditional-from-table', {
    version: 2,
    params: (rng) => {
      // Rows: year 1 / year 2; columns: chose art / chose music.
      const cells = [rng.int(5, 40), rng.int(5, 40), rng.int(5, 40), rng.int(5, 40)] as const;
      const row = rng.int(0, 1);
      const col = rng.int(0, 1);
      return { cells, row, col };
    },
    ranges: { cells: [0, 300] },
    generate: ({ cells, row, col }) => {
      const [a, b, c, d] = cells;
      const r = ROWS[row] as (typeof ROWS)[number];
      const k = COLS[col] as (typeof COLS)[number];
      const rowTotal = row === 0 ? a + b : c + d;
      const cell = cells[row * 2 + col] as number;
      const key = frac(cell, rowTotal);
      const tableEn = `\\begin{array}{l|cc} & \\text{Art} & \\text{Music} \\\\ \\hline \\text{Year 1} & ${a} & ${b} \\\\ \\text{Year 2} & ${c} & ${d} \\end{array}`;
      const tableKo = `\\begin{array}{l|cc} & \\text{미술} & \\text{음악} \\\\ \\hline \\text{1학년} & ${a} & ${b} \\\\ \\text{2학년} & ${c} & ${d} \\end{array}`;
      const fraction = `\\dfrac{${cell}}{${rowTotal}}`;
      const shown = q(cell, rowTotal).d === rowTotal ? fraction : `${fraction}=${key}`;
      return essay({
        stem: [
          `다음은 어느 학교 학생들이 선택한 예술 과목을 조사하여 나타낸 표입니다. \\(${tableKo}\\) ${r.ko} 학생 중에서 한 명을 임의로 뽑을 때, 그 학생이 ${withJosa(k.ko, '을/를')} 선택했을 확률을 구하시오.`,
          `The table shows the arts elective chosen by students at a school. \\(${tableEn}\\) A ${r.en} student is chosen at random. What is the probability that the student chose ${k.en}?`,
        ],
        answer: key,
        form: 'number',
        steps: [
          [
            `${r.ko} 학생은 모두 \\(${row === 0 ? `${a}+${b}` : `${c}+${d}`}=${rowTotal}\\)(명)입니다.`,
            `There are \\(${row === 0 ? `${a}+${b}` : `${c}+${d}`}=${rowTotal}\\) ${r.en} students in all.`,
          ],
          [
            `그중 ${withJosa(k.ko, '을/를')} 선택한 학생은 \\(${cell}\\)명이므로 구하는 확률은 \\(${shown}\\)입니다.`,
            `Of them, \\(${cell}\\) chose ${k.en}, so the probability is \\(${shown}\\).`,
          ],
        ],
        difficulty: 3,
      });
    },
    check: ({ cells, row, col }, problem) => {
      const total = cells.reduce((x, y) => x + y, 0);
      // Bayes: P(col | row) = P(row and col) / P(row), computed from the whole table.
      const both = q(cells[row * 2 + col] as number, total);
      const inRow = q((cells[row * 2] as number) + (cells[row * 2 + 1] as number), total);
      return keyIs(problem, both.div(inRow).value);
    },
  }),

  /** One marble from a bag. */
  defineTemplate(U, 'marble-bag', {
    version: 3,
    params: (rng) => ({ red: rng.int(1, 12), blue: rng.int(1, 12), green: rng.int(1, 12), pick: rng.int(0, 2) }),
    ranges: { red: [0, 50], blue: [0, 50], green: [0, 50] },
    generate: ({ red, blue, green, pick }, rng) => {
      const colour = COLOURS[pick] as (typeof COLOURS)[number];
      const total = red + blue + green;
      const favorable = [red, blue, green][pick] as number;
      const key = q(favorable, total);
      // The odds instead of the probability, the complement, one in three colours, an off-by-one count.
      const mistakes = [
        ...(total > favorable ? [q(favorable, total - favorable)] : []),
        q(1).sub(key),
        q(1, 3),
        q(favorable, total + 1),
        q(favorable + 1, total),
        q(favorable, total - 1),
        q(1, total),
        q(favorable + 1, total + 1),
        q(favorable + 2, total),
        ...(favorable > 1 ? [q(favorable - 1, total)] : []),
        q(2, total),
      ];
      return multiple(rng, {
        choices: 4,
        stem: [
          `주머니에 빨간 구슬 \\(${red}\\)개, 파란 구슬 \\(${blue}\\)개, 초록 구슬 \\(${green}\\)개가 들어 있습니다. 이 주머니에서 구슬 한 개를 임의로 꺼낼 때, ${colour.ko} 구슬일 확률은?`,
          `A bag holds \\(${red}\\) red, \\(${blue}\\) blue, and \\(${green}\\) green marbles. One marble is drawn at random. What is the probability that it is ${colour.en}?`,
        ],
        correct: `\\(${frac(key)}\\)`,
        wrong: mistakes.map((v) => `\\(${frac(v)}\\)`),
        steps: [
          [
            `구슬은 모두 \\(${red}+${blue}+${green}=${total}\\)(개)입니다.`,
            `There are \\(${red}+${blue}+${green}=${total}\\) marbles in all.`,
          ],
          [
            `${colour.ko} 구슬은 \\(${favorable}\\)개이므로 구하는 확률은 \\(\\dfrac{${favorable}}{${total}}${key.d === total ? '' : `=${frac(key)}`}\\)입니다.`,
            `\\(${favorable}\\) of them are ${colour.en}, so the probability is \\(\\dfrac{${favorable}}{${total}}${key.d === total ? '' : `=${frac(key)}`}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ red, blue, green, pick }, problem) => {
      // Put every marble in the bag and count the favourable ones.
      const bag = [...Array<number>(red).fill(0), ...Array<number>(blue).fill(1), ...Array<number>(green).fill(2)];
      return keyIs(problem, bag.filter((colour) => colour === pick).length / bag.length);
    },
  }),

  /** The probability that an event does not happen. */
  defineTemplate(U, 'complement', {
    version: 2,
    params: (rng) => {
      const total = rng.int(4, 20) * 5;
      const yes = rng.int(1, total - 1);
      return { total, yes };
    },
    ranges: { total: [10, 400] },
    generate: ({ total, yes }) => {
      const p = q(yes, total);
      const notP = q(total - yes, total);
      return essay({
        stem: [
          `어느 학년 학생 \\(${total}\\)명 중에서 \\(${yes}\\)명이 자전거로 등교합니다. 이 학년 학생 중에서 한 명을 임의로 뽑을 때, 그 학생이 자전거로 등교하지 않을 확률을 구하시오.`,
          `In a grade of \\(${total}\\) students, \\(${yes}\\) ride a bike to school. One student in the grade is chosen at random. What is the probability that the student does not ride a bike to school?`,
        ],
        answer: frac(notP),
        form: 'number',
        steps: [
          [
            `자전거로 등교하는 학생을 뽑을 확률은 \\(\\dfrac{${yes}}{${total}}${p.d === total ? '' : `=${frac(p)}`}\\)입니다.`,
            `The probability of choosing a student who rides a bike is \\(\\dfrac{${yes}}{${total}}${p.d === total ? '' : `=${frac(p)}`}\\).`,
          ],
          [
            `구하는 확률은 그 여사건의 확률이므로 \\(1-${frac(p)}=${frac(notP)}\\)입니다.`,
            `The event asked for is its complement: \\(1-${frac(p)}=${frac(notP)}\\).`,
          ],
        ],
        difficulty: 1,
      });
    },
    check: ({ total, yes }, problem) => {
      // Count the students who do not ride, one by one.
      let others = 0;
      for (let i = 0; i < total; i++) if (i >= yes) others++;
      return keyIs(problem, others / total);
    },
  }),

  /** Two marbles drawn without replacement, both of one colour: the second draw sees one marble fewer. */
  defineTemplate(U, 'two-draws-without-replacement', {
    version: 1,
    params: (rng) => ({ red: rng.int(3, 9), blue: rng.int(3, 9), pick: rng.int(0, 1) }),
    ranges: { red: [2, 30], blue: [2, 30] },
    generate: ({ red, blue, pick }, rng) => {
      const colour = COLOURS[pick] as (typeof COLOURS)[number];
      const total = red + blue;
      const k = pick === 0 ? red : blue;
      const key = q(k, total).mul(q(k - 1, total - 1));
      // Drawn with replacement, the second draw alone, one marble counted twice as gone, either colour.
      const mistakes = [
        q(k, total).mul(q(k, total)),
        q(k - 1, total - 1),
        q(k, total).mul(q(k - 1, total)),
        q(k, total),
        key.mul(2),
        q(k - 1, total).mul(q(k - 2, total - 1)),
        q(k, total).mul(q(k - 2, total - 2)),
      ];
      const first = `\\dfrac{${k}}{${total}}`;
      const second = `\\dfrac{${k - 1}}{${total - 1}}`;
      return multiple(rng, {
        choices: 4,
        stem: [
          `주머니에 빨간 구슬 \\(${red}\\)개와 파란 구슬 \\(${blue}\\)개가 들어 있습니다. 이 주머니에서 구슬을 한 개씩 두 번 꺼낼 때, 두 구슬이 모두 ${colour.ko} 구슬일 확률은? (단, 꺼낸 구슬은 다시 넣지 않는다.)`,
          `A bag holds \\(${red}\\) red marbles and \\(${blue}\\) blue marbles. Two marbles are drawn at random, one after the other, without replacement. What is the probability that both marbles are ${colour.en}?`,
        ],
        correct: `\\(${frac(key)}\\)`,
        wrong: mistakes.map((v) => `\\(${frac(v)}\\)`),
        steps: [
          [
            '핵심은 첫 번째 구슬을 다시 넣지 않으므로 두 번째에는 구슬의 수와 그 색 구슬의 수가 하나씩 줄어든다는 것입니다.',
            'The key is that the first marble is not put back, so on the second draw both the bag and that color have one marble fewer.',
          ],
          [
            `첫 번째가 ${colour.ko} 구슬일 확률은 \\(${first}\\), 그다음 두 번째도 ${colour.ko} 구슬일 확률은 \\(${second}\\)입니다.`,
            `The first marble is ${colour.en} with probability \\(${first}\\); then the second is ${colour.en} with probability \\(${second}\\).`,
          ],
          [
            `두 확률을 곱하면 \\(${first}\\times ${second}=${frac(key)}\\)입니다.`,
            `Multiply the two probabilities: \\(${first}\\times ${second}=${frac(key)}\\).`,
          ],
        ],
        difficulty: 4,
      });
    },
    check: ({ red, blue, pick }, problem) => {
      // Count the ordered pairs of two different marbles in which both have the colour.
      const bag = [...Array<number>(red).fill(0), ...Array<number>(blue).fill(1)];
      let both = 0;
      let pairs = 0;
      bag.forEach((a, i) =>
        bag.forEach((b, j) => {
          if (i === j) return;
          pairs++;
          if (a === pick && b === pick) both++;
        }),
      );
      return keyIs(problem, both / pairs);
    },
  }),
];
