// SAT Problem-Solving and Data Analysis, probability and conditional probability: original items.
import { createRng } from '../lib/random.js';
import { HINTS, frac, keyValue, numberChoices, numberSpec } from '../lib/sat/kit.js';
import type { ProblemTemplate } from '../lib/types.js';

const unitId = 'sat-q-e';

function tableParams(seed: number) {
  const rng = createRng(seed);
  // Rows: grade 9 / grade 10; columns: chose art / chose music.
  const cells = [rng.int(5, 40), rng.int(5, 40), rng.int(5, 40), rng.int(5, 40)] as const;
  const row = rng.int(0, 1);
  const col = rng.int(0, 1);
  return { cells, row, col };
}

const fracChoice = (n: number) => {
  for (let d = 1; d <= 400; d++)
    if (Math.abs(Math.round(n * d) - n * d) < 1e-9) return `\\(${frac(Math.round(n * d), d)}\\)`;
  return `\\(${n}\\)`;
};

/** P(column | row) from a two-way table. */
const conditionalFromTable: ProblemTemplate = {
  id: `${unitId}.conditional-from-table`,
  unitId,
  version: 1,
  generate(seed) {
    const { cells, row, col } = tableParams(seed);
    const [a, b, c, d] = cells;
    const rowsKo = ['1학년', '2학년'];
    const rowsEn = ['first-year', 'second-year'];
    const colsKo = ['미술', '음악'];
    const colsEn = ['art', 'music'];
    const rowTotal = row === 0 ? a + b : c + d;
    const cell = cells[row * 2 + col] as number;
    const table = `\\begin{array}{l|cc} & \\text{Art} & \\text{Music} \\\\ \\hline \\text{Year 1} & ${a} & ${b} \\\\ \\text{Year 2} & ${c} & ${d} \\end{array}`;
    const tableKo = `\\begin{array}{l|cc} & \\text{미술} & \\text{음악} \\\\ \\hline \\text{1학년} & ${a} & ${b} \\\\ \\text{2학년} & ${c} & ${d} \\end{array}`;
    return {
      type: 'essay',
      stem: {
        ko: `어느 학교 학생들이 선택한 예술 과목을 조사한 표입니다. \\(${tableKo}\\) ${rowsKo[row]} 학생 중에서 한 명을 임의로 고를 때, 그 학생이 ${colsKo[col]}을 선택했을 확률을 구하시오.`,
        en: `The table shows the arts elective chosen by students at a school. \\(${table}\\) A ${rowsEn[row]} student is chosen at random. What is the probability that the student chose ${colsEn[col]}?`,
      },
      answer: frac(cell, rowTotal),
      answerSpec: numberSpec(HINTS.fraction),
      explanation: [
        {
          ko: `${rowsKo[row]} 학생은 모두 \\(${rowTotal}\\)명입니다.`,
          en: `There are \\(${rowTotal}\\) ${rowsEn[row]} students in all.`,
        },
        {
          ko: `그중 ${colsKo[col]}을 선택한 학생은 \\(${cell}\\)명이므로 확률은 \\(\\dfrac{${cell}}{${rowTotal}} = ${frac(cell, rowTotal)}\\)입니다.`,
          en: `Of them, \\(${cell}\\) chose ${colsEn[col]}, so the probability is \\(\\dfrac{${cell}}{${rowTotal}} = ${frac(cell, rowTotal)}\\).`,
        },
      ],
      difficulty: 3,
    };
  },
  check(problem, seed) {
    const { cells, row, col } = tableParams(seed);
    const total = cells.reduce((x, y) => x + y, 0);
    // Bayes: P(col | row) = P(row and col) / P(row), computed from the whole table.
    const pBoth = (cells[row * 2 + col] as number) / total;
    const pRow = ((cells[row * 2] as number) + (cells[row * 2 + 1] as number)) / total;
    return Math.abs(keyValue(problem) - pBoth / pRow) < 1e-9;
  },
};

function bagParams(seed: number) {
  const rng = createRng(seed);
  return { red: rng.int(1, 12), blue: rng.int(1, 12), green: rng.int(1, 12), pick: rng.int(0, 2) };
}

/** One marble from a bag. */
const marbleBag: ProblemTemplate = {
  id: `${unitId}.marble-bag`,
  unitId,
  version: 1,
  generate(seed) {
    const { red, blue, green, pick } = bagParams(seed);
    const rng = createRng(seed + 53);
    const counts = [red, blue, green];
    const namesKo = ['빨간', '파란', '초록'];
    const namesEn = ['red', 'blue', 'green'];
    const total = red + blue + green;
    const favorable = counts[pick] as number;
    const key = favorable / total;
    const { choices, answer } = numberChoices(
      rng,
      key,
      [favorable / (total - favorable), 1 - key, 1 / 3, favorable / (total + 1), (favorable + 1) / total],
      fracChoice,
    );
    return {
      type: 'multiple',
      stem: {
        ko: `주머니에 빨간 구슬 ${red}개, 파란 구슬 ${blue}개, 초록 구슬 ${green}개가 들어 있습니다. 구슬 한 개를 임의로 꺼낼 때, ${namesKo[pick]} 구슬일 확률은?`,
        en: `A bag holds ${red} red marbles, ${blue} blue marbles, and ${green} green marbles. One marble is drawn at random. What is the probability that it is ${namesEn[pick]}?`,
      },
      choices,
      answer,
      explanation: [
        { ko: `구슬은 모두 \\(${total}\\)개입니다.`, en: `There are \\(${total}\\) marbles in all.` },
        {
          ko: `${namesKo[pick]} 구슬은 \\(${favorable}\\)개이므로 확률은 \\(${frac(favorable, total)}\\)입니다.`,
          en: `\\(${favorable}\\) of them are ${namesEn[pick]}, so the probability is \\(${frac(favorable, total)}\\).`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { red, blue, green, pick } = bagParams(seed);
    // Enumerate every marble and count the favourable ones.
    const bag = [...Array(red).fill(0), ...Array(blue).fill(1), ...Array(green).fill(2)] as number[];
    const favourable = bag.filter((colour) => colour === pick).length;
    return Math.abs(keyValue(problem) - favourable / bag.length) < 1e-9;
  },
};

function complementParams(seed: number) {
  const rng = createRng(seed);
  const total = rng.int(4, 20) * 5;
  const yes = rng.int(1, total - 1);
  return { total, yes };
}

/** The probability that an event does not happen. */
const complement: ProblemTemplate = {
  id: `${unitId}.complement`,
  unitId,
  version: 1,
  generate(seed) {
    const { total, yes } = complementParams(seed);
    return {
      type: 'essay',
      stem: {
        ko: `어느 학급 학생 ${total}명 중 ${yes}명이 자전거로 등교합니다. 이 학급에서 학생 한 명을 임의로 뽑을 때, 그 학생이 자전거로 등교하지 않을 확률을 구하시오.`,
        en: `In a group of ${total} students, ${yes} ride a bike to school. One student is chosen at random. What is the probability that the student does not ride a bike to school?`,
      },
      answer: frac(total - yes, total),
      answerSpec: numberSpec(HINTS.fraction),
      explanation: [
        {
          ko: `자전거로 등교할 확률은 \\(${frac(yes, total)}\\)입니다.`,
          en: `The probability of riding a bike is \\(${frac(yes, total)}\\).`,
        },
        {
          ko: `여사건의 확률은 \\(1 - ${frac(yes, total)} = ${frac(total - yes, total)}\\)입니다.`,
          en: `The complement is \\(1 - ${frac(yes, total)} = ${frac(total - yes, total)}\\).`,
        },
      ],
      difficulty: 1,
    };
  },
  check(problem, seed) {
    const { total, yes } = complementParams(seed);
    // Count the students who do not ride, one by one.
    let others = 0;
    for (let i = 0; i < total; i++) if (i >= yes) others++;
    return Math.abs(keyValue(problem) - others / total) < 1e-9;
  },
};

export const templates: ProblemTemplate[] = [conditionalFromTable, marbleBag, complement];
