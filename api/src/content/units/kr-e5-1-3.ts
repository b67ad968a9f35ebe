// 5-1 대응 관계: reading a rule from a table (forwards and backwards), choosing the expression for a correspondence,
// growing patterns, time zones, cutting, overlapping tape and tables in a row.
import { L, bare, defineTemplate, essay, multiple, nearby } from '../kit/template.js';
import { num } from '../kit/numbers.js';
import { m, signed } from '../kit/latex.js';
import { withJosa } from '../kit/korean.js';
import { count } from '../kit/english.js';
import { evalLatex, keyHolds, keyIs } from '../kit/check.js';
import type { ProblemTemplate } from '../lib/types.js';

const UNIT = 'kr-e5-1-3';
const O = '\\bigcirc';
const T = '\\triangle';
const cm = (x: number) => m(`${x}\\text{ cm}`);

interface City {
  ko: string;
  en: string;
  /** Hours behind Seoul (standard time all year in these cities). */
  behind: number;
}
const CITIES: readonly City[] = [
  { ko: '베이징', en: 'Beijing', behind: 1 },
  { ko: '방콕', en: 'Bangkok', behind: 2 },
  { ko: '두바이', en: 'Dubai', behind: 5 },
];

const CONTEXTS = [
  { ko: ['봉지의 수', '사탕의 수'], en: ['bags', 'candies'] },
  { ko: ['묶음의 수', '연필의 수'], en: ['bundles', 'pencils'] },
  { ko: ['상자의 수', '초콜릿의 수'], en: ['boxes', 'chocolates'] },
  { ko: ['스티커 판의 수', '스티커의 수'], en: ['sticker sheets', 'stickers'] },
];

/** The right-hand side of '△ = …' with ○ replaced by a number, evaluated. */
function rhsAt(choice: string, circle: number): number {
  const rhs = bare(choice).replace(/^.*?=/, '');
  const values = evalLatex(rhs.split(O).join(`(${circle})`));
  if (values.length !== 1) throw new Error('not one value');
  return values[0] as number;
}

export const templates: ProblemTemplate[] = [
  defineTemplate(UNIT, 'table-rule', {
    version: 2,
    params: (rng) => ({
      k: rng.int(2, 9),
      c: rng.int(0, 1) ? 0 : rng.int(1, 9),
      start: rng.int(1, 4),
      ask: rng.int(10, 40),
    }),
    generate: ({ k, c, start, ask }) => {
      const xs = [start, start + 1, start + 2, start + 3];
      const ys = xs.map((x) => k * x + c);
      const ans = k * ask + c;
      const rule = `${T}=${O}\\times${k}${signed(c)}`;
      return essay({
        difficulty: c ? 4 : 2,
        stem: L(
          `두 양 ${withJosa(m(O), '과/와')} ${m(T)} 사이의 대응 관계를 나타낸 표입니다. ${withJosa(m(O), '이/가')} ${m(xs.join(',\\ '))}일 때 ${withJosa(m(T), '은/는')} 차례로 ${m(ys.join(',\\ '))}입니다. ${withJosa(m(O), '이/가')} ${m(ask)}일 때 ${withJosa(m(T), '은/는')} 얼마입니까?`,
          `A table shows how two quantities ${m(O)} and ${m(T)} correspond: when ${m(`${O}=${xs.join(',\\ ')}`)}, ${m(`${T}=${ys.join(',\\ ')}`)}. What is ${m(T)} when ${m(`${O}=${ask}`)}?`,
        ),
        answer: String(ans),
        form: 'number',
        steps: [
          L(
            `${withJosa(m(O), '이/가')} ${m(1)}씩 커질 때 ${withJosa(m(T), '은/는')} ${m(k)}씩 커집니다. ${withJosa(m(O), '이/가')} ${m(start)}일 때 ${m(`${start}\\times${k}${signed(c)}=${ys[0]}`)}이므로 대응 관계를 식으로 나타내면 ${m(rule)}입니다.`,
            `Each time ${m(O)} goes up by ${m(1)}, ${m(T)} goes up by ${m(k)}. When ${m(`${O}=${start}`)}, ${m(`${start}\\times${k}${signed(c)}=${ys[0]}`)}, so the rule is ${m(rule)}.`,
          ),
          L(
            `${withJosa(m(O), '이/가')} ${m(ask)}일 때 ${withJosa(m(T), '은/는')} ${m(`${ask}\\times${k}${signed(c)}=${num(ans)}`)}입니다.`,
            `When ${m(`${O}=${ask}`)}, ${m(`${T}=${ask}\\times${k}${signed(c)}=${num(ans)}`)}.`,
          ),
        ],
      });
    },
    // Extend the table one column at a time from its last column.
    check: ({ k, c, start, ask }, problem) => {
      let x = start + 3;
      let y = k * x + c;
      const step = k * (start + 1) + c - (k * start + c);
      while (x < ask) {
        x++;
        y += step;
      }
      return keyIs(problem, y);
    },
  }),
  defineTemplate(UNIT, 'choose-expression', {
    version: 2,
    params: (rng) => ({ k: rng.int(2, 30), ctx: rng.int(0, CONTEXTS.length - 1) }),
    generate: ({ k, ctx }, rng) => {
      const c = CONTEXTS[ctx] ?? CONTEXTS[0]!;
      const ex = (rhs: string) => m(`${T}=${rhs}`);
      return multiple(rng, {
        difficulty: 2,
        stem: L(
          `${c.ko[0]}${withJosa(m(`(${O})`), '과/와')} ${c.ko[1]}${m(`(${T})`)} 사이의 대응 관계입니다. ${withJosa(m(O), '이/가')} ${m('1,\\ 2,\\ 3')}일 때 ${withJosa(m(T), '은/는')} 차례로 ${m(`${k},\\ ${2 * k},\\ ${3 * k}`)}입니다. 두 양 사이의 대응 관계를 식으로 바르게 나타낸 것은 어느 것입니까?`,
          `Here is how the number of ${c.en[0]} ${m(`(${O})`)} and the number of ${c.en[1]} ${m(`(${T})`)} correspond: when ${m(`${O}=1,\\ 2,\\ 3`)}, ${m(`${T}=${k},\\ ${2 * k},\\ ${3 * k}`)}. Which expression shows the relationship?`,
        ),
        correct: ex(`${O}\\times${k}`),
        wrong: [
          ex(`${O}+${k}`),
          ex(`${O}\\div${k}`),
          ex(`${O}\\times${k + 1}`),
          ex(`${O}+${k - 1}`),
          ex(`${O}+${2 * k}`),
          ex(`${O}\\times${k - 1}`),
        ],
        steps: [
          L(
            `${m(`${k}=1\\times${k}`)}, ${m(`${2 * k}=2\\times${k}`)}, ${m(`${3 * k}=3\\times${k}`)}이므로 ${withJosa(m(T), '은/는')} 항상 ${m(O)}의 ${m(k)}배입니다.`,
            `${m(`${k}=1\\times${k}`)}, ${m(`${2 * k}=2\\times${k}`)} and ${m(`${3 * k}=3\\times${k}`)}, so ${m(T)} is always ${m(k)} times ${m(O)}.`,
          ),
          L(`따라서 ${m(`${T}=${O}\\times${k}`)}입니다.`, `So ${m(`${T}=${O}\\times${k}`)}.`),
        ],
      });
    },
    // Every pair of the table (and the next one) must fit the chosen rule: ○ = 1, 2, 3, 4 gives △ = k·○.
    check: ({ k }, problem) =>
      keyHolds(problem, (choice) => [1, 2, 3, 4].every((circle) => rhsAt(choice, circle) === k * circle)),
  }),
  defineTemplate(UNIT, 'matchsticks', {
    version: 2,
    params: (rng) => ({ shape: rng.int(0, 2), count: rng.int(6, 40) }),
    generate: ({ shape, count }, rng) => {
      const per = [3, 4, 5][shape] as number;
      const shared = per - 1;
      const ans = shared * count + 1;
      const nameKo = ['삼각형', '정사각형', '오각형'][shape] as string;
      const nameEn = ['triangles', 'squares', 'pentagons'][shape] as string;
      return multiple(rng, {
        difficulty: 3,
        stem: L(
          `성냥개비로 ${withJosa(nameKo, '을/를')} 한 줄로 이어 붙여 만들고 있습니다. ${nameKo} ${m(1)}개에는 성냥개비 ${m(per)}개, ${m(2)}개에는 ${m(per + shared)}개, ${m(3)}개에는 ${m(per + 2 * shared)}개가 필요합니다. ${nameKo} ${m(count)}개를 만들려면 성냥개비는 몇 개 필요합니까?`,
          `${nameEn.charAt(0).toUpperCase()}${nameEn.slice(1)} are made from matchsticks in a row, each sharing a side with the one before. One needs ${m(per)} matchsticks, two need ${m(per + shared)}, and three need ${m(per + 2 * shared)}. How many matchsticks are needed for ${m(count)} ${nameEn}?`,
        ),
        correct: m(ans),
        wrong: [
          ...[per * count, shared * count, ans + shared, ans - 1, ans - shared].map((x) => m(x)),
          ...nearby(ans, { min: 1 }),
        ],
        steps: [
          L(
            `${withJosa(nameKo, '이/가')} ${m(1)}개 늘 때마다 성냥개비는 ${m(shared)}개씩 늘어나므로 ${m(`(\\text{성냥개비 수})=(\\text{${nameKo} 수})\\times${shared}+1`)}입니다.`,
            `Each extra shape adds ${m(shared)} matchsticks, so ${m(`(\\text{matchsticks})=(\\text{shapes})\\times${shared}+1`)}.`,
          ),
          L(
            `${m(`${count}\\times${shared}+1=${num(ans)}`)}(개)입니다.`,
            `${m(`${count}\\times${shared}+1=${num(ans)}`)} matchsticks.`,
          ),
        ],
      });
    },
    // Build the row: the first shape takes all its sides, each later one all but the shared side.
    check: ({ shape, count }, problem) => {
      const per = [3, 4, 5][shape] as number;
      let sticks = 0;
      for (let i = 0; i < count; i++) sticks += i === 0 ? per : per - 1;
      return keyIs(problem, sticks);
    },
  }),

  defineTemplate(UNIT, 'time-zone', {
    version: 2,
    params: (rng) => {
      const city = rng.int(0, CITIES.length - 1);
      const d = (CITIES[city] as City).behind;
      const first = rng.int(d + 1, 7);
      const ask = rng.intExcept(d + 1, 11, [first, first + 1, first + 2]);
      return { city, first, ask };
    },
    generate: ({ city, first, ask }) => {
      const c = CITIES[city] as City;
      const seoul = [first, first + 1, first + 2];
      const there = seoul.map((h) => h - c.behind);
      const ans = ask - c.behind;
      const pmKo = (hs: number[]) => hs.map((h) => `오후 ${m(h)}시`).join(', ');
      const pmEn = (hs: number[]) => hs.map((h) => `${m(h)} p.m.`).join(', ');
      return essay({
        difficulty: 2,
        subUnit: 'kr-e5-1-3.s3',
        stem: L(
          `서울의 시각과 ${c.ko}의 시각 사이의 대응 관계를 알아보았습니다. 서울이 ${pmKo(seoul)}일 때 ${withJosa(c.ko, '은/는')} 차례로 ${pmKo(there)}입니다. 서울이 오후 ${m(ask)}시일 때 ${withJosa(c.ko, '은/는')} 오후 몇 시입니까?`,
          `Here is how the time in Seoul and the time in ${c.en} correspond: when it is ${pmEn(seoul)} in Seoul, it is ${pmEn(there)} in ${c.en}. When it is ${m(ask)} p.m. in Seoul, what time is it in ${c.en}? Give the hour.`,
        ),
        answer: String(ans),
        form: 'number',
        unit: '시',
        steps: [
          L(
            `${c.ko}의 시각은 서울의 시각보다 항상 ${m(c.behind)}시간 늦습니다. 서울의 시각을 ${m(O)}, ${c.ko}의 시각을 ${withJosa(m(T), '이라/라')}고 하면 ${m(`${T}=${O}-${c.behind}`)}입니다.`,
            `The time in ${c.en} is always ${count(c.behind, 'hour')} behind Seoul. With ${m(O)} for Seoul and ${m(T)} for ${c.en}, ${m(`${T}=${O}-${c.behind}`)}.`,
          ),
          L(
            `서울이 오후 ${m(ask)}시이면 ${withJosa(c.ko, '은/는')} ${m(`${ask}-${c.behind}=${ans}`)}이므로 오후 ${m(ans)}시입니다.`,
            `At ${m(ask)} p.m. in Seoul, ${m(`${ask}-${c.behind}=${ans}`)}, so it is ${m(ans)} p.m. in ${c.en}.`,
          ),
        ],
      });
    },
    // Read the gap from the table's first column, then turn the clock back from the asked hour one hour at a time.
    check: ({ city, first, ask }, problem) => {
      const c = CITIES[city] as City;
      const gap = first - (first - c.behind);
      let hour = ask;
      for (let i = 0; i < gap; i++) hour--;
      return keyIs(problem, hour);
    },
  }),

  defineTemplate(UNIT, 'table-backwards', {
    version: 2,
    params: (rng) => ({ k: rng.int(2, 9), c: rng.int(0, 6), x: rng.int(8, 30) }),
    ranges: { y: [16, 276] },
    values: ({ k, c, x }) => ({ y: k * x + c }),
    generate: ({ k, c, x }) => {
      const y = k * x + c;
      const xs = [1, 2, 3, 4];
      const ys = xs.map((v) => k * v + c);
      const rule = `${T}=${O}\\times${k}${signed(c)}`;
      return essay({
        difficulty: 3,
        subUnit: 'kr-e5-1-3.s1',
        stem: L(
          `두 양 ${withJosa(m(O), '과/와')} ${m(T)} 사이의 대응 관계는 일정합니다. ${withJosa(m(O), '이/가')} ${m(xs.join(',\\ '))}일 때 ${withJosa(m(T), '은/는')} 차례로 ${m(ys.join(',\\ '))}입니다. ${withJosa(m(T), '이/가')} ${m(y)}일 때 ${withJosa(m(O), '은/는')} 얼마입니까?`,
          `Two quantities ${m(O)} and ${m(T)} follow one rule: when ${m(`${O}=${xs.join(',\\ ')}`)}, ${m(`${T}=${ys.join(',\\ ')}`)}. What is ${m(O)} when ${m(`${T}=${y}`)}?`,
        ),
        answer: String(x),
        form: 'number',
        steps: [
          L(
            `${withJosa(m(O), '이/가')} ${m(1)}씩 커질 때 ${withJosa(m(T), '은/는')} ${m(k)}씩 커지고, ${withJosa(m(O), '이/가')} ${m(1)}일 때 ${m(`1\\times${k}${signed(c)}=${ys[0]}`)}이므로 ${m(rule)}입니다.`,
            `Each time ${m(O)} goes up by ${m(1)}, ${m(T)} goes up by ${m(k)}; at ${m(`${O}=1`)}, ${m(`1\\times${k}${signed(c)}=${ys[0]}`)}. So ${m(rule)}.`,
          ),
          L(
            `거꾸로 생각합니다. ${c ? `${m(T)}에서 ${withJosa(m(c), '을/를')} 빼고 ` : `${withJosa(m(T), '을/를')} `}${withJosa(m(k), '으로/로')} 나누면 ${withJosa(m(O), '이/가')} 됩니다.`,
            `Work backwards: ${c ? `take ${m(c)} away from ${m(T)}, then divide by ${m(k)}` : `divide ${m(T)} by ${m(k)}`} to get ${m(O)}.`,
          ),
          L(
            `${m(c ? `(${y}-${c})\\div${k}=${y - c}\\div${k}=${x}` : `${y}\\div${k}=${x}`)}이므로 ${withJosa(m(O), '은/는')} ${m(x)}입니다.`,
            `${m(c ? `(${y}-${c})\\div${k}=${y - c}\\div${k}=${x}` : `${y}\\div${k}=${x}`)}, so ${m(`${O}=${x}`)}.`,
          ),
        ],
      });
    },
    // Extend the table column by column until △ reaches the asked value.
    check: ({ k, c, x }, problem) => {
      const target = k * x + c;
      let [circle, triangle] = [4, 4 * k + c];
      while (triangle < target) {
        circle++;
        triangle += k;
      }
      return keyIs(problem, circle);
    },
  }),

  defineTemplate(UNIT, 'cutting-log', {
    version: 2,
    params: (rng) => ({ each: rng.int(2, 9), pieces: rng.int(4, 16), wood: rng.int(0, 1) }),
    generate: ({ each, pieces, wood }, rng) => {
      const cuts = pieces - 1;
      const ans = each * cuts;
      const [ko, en] = wood ? ['통나무', 'log'] : ['철근', 'steel bar'];
      return multiple(rng, {
        difficulty: 3,
        subUnit: 'kr-e5-1-3.s3',
        stem: L(
          `${withJosa(ko, '을/를')} 한 번 자르는 데 ${m(each)}분이 걸립니다. 쉬지 않고 ${withJosa(ko, '을/를')} ${m(pieces)}도막으로 자르는 데 걸리는 시간은 몇 분입니까?`,
          `It takes ${count(each, 'minute')} to make one cut through a ${en}. Cutting without a break, how many minutes does it take to cut the ${en} into ${m(pieces)} pieces?`,
        ),
        correct: m(ans),
        wrong: [each * pieces, each * (pieces + 1), each * (pieces - 2), each + pieces, ans + 1, ans - 1].map((v) =>
          m(v),
        ),
        steps: [
          L(
            `한 번 자르면 ${m(2)}도막, 두 번 자르면 ${m(3)}도막이 되므로 (도막의 수)=(자른 횟수)${m('+1')}입니다.`,
            `One cut makes ${m(2)} pieces and two cuts make ${m(3)}: the number of pieces is always one more than the number of cuts.`,
          ),
          L(
            `${m(pieces)}도막으로 자르려면 ${m(`${pieces}-1=${cuts}`)}(번) 잘라야 합니다.`,
            `To get ${m(pieces)} pieces you make ${m(`${pieces}-1=${cuts}`)} cuts.`,
          ),
          L(
            `걸리는 시간은 ${m(`${each}\\times${cuts}=${ans}`)}(분)입니다.`,
            `That takes ${m(`${each}\\times${cuts}=${ans}`)} minutes.`,
          ),
        ],
      });
    },
    // Cut one piece off at a time until there are enough pieces, adding up the minutes.
    check: ({ each, pieces }, problem) => {
      let [have, minutes] = [1, 0];
      while (have < pieces) {
        have++;
        minutes += each;
      }
      return keyIs(problem, minutes);
    },
  }),

  defineTemplate(UNIT, 'overlapping-tape', {
    version: 2,
    params: (rng) => {
      const len = rng.int(12, 40);
      return { len, overlap: rng.int(2, Math.min(8, len - 6)), sheets: rng.int(5, 20) };
    },
    ranges: { total: [30, 800] },
    values: ({ len, overlap, sheets }) => ({ total: sheets * len - (sheets - 1) * overlap }),
    generate: ({ len, overlap, sheets }) => {
      const step = len - overlap;
      const total = step * sheets + overlap;
      const rule = `${T}=${O}\\times${step}+${overlap}`;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-1-3.s2',
        stem: L(
          `길이가 ${cm(len)}인 색 테이프를 ${cm(overlap)}씩 겹치게 한 줄로 이어 붙이고 있습니다. 색 테이프의 수를 ${m(O)}, 이어 붙인 전체 길이를 ${withJosa(m(`${T}\\text{ cm}`), '이라/라')}고 할 때, 두 양 사이의 대응 관계를 식으로 나타내고 색 테이프 ${m(sheets)}장을 이어 붙인 전체 길이는 몇 cm인지 구하시오.`,
          `Strips of tape ${cm(len)} long are joined in a row, each overlapping the one before by ${cm(overlap)}. Let ${m(O)} be the number of strips and ${m(`${T}\\text{ cm}`)} the total length. Write the rule that connects them, and find the total length of ${m(sheets)} strips in centimeters.`,
        ),
        answer: String(total),
        form: 'number',
        unit: 'cm',
        steps: [
          L(
            `핵심은 겹친 부분의 수입니다. 첫 장은 전체 길이를 ${cm(len)} 늘리지만, 그다음부터는 한 장을 붙일 때마다 ${m(`${len}-${overlap}=${step}`)}(cm)씩 늘어납니다.`,
            `The key is to count the overlaps. The first strip adds all ${cm(len)}; each strip after it adds only ${m(`${len}-${overlap}=${step}`)} cm.`,
          ),
          L(
            `${withJosa(m(O), '이/가')} ${m('1,\\ 2,\\ 3')}일 때 ${withJosa(m(T), '은/는')} ${m(`${len},\\ ${len + step},\\ ${len + 2 * step}`)}이므로 대응 관계는 ${m(rule)}입니다.`,
            `For ${m(`${O}=1,\\ 2,\\ 3`)}, ${m(`${T}=${len},\\ ${len + step},\\ ${len + 2 * step}`)}, so the rule is ${m(rule)}.`,
          ),
          L(
            `${m(sheets)}장이면 ${m(`${sheets}\\times${step}+${overlap}=${num(total)}`)}(cm)입니다.`,
            `For ${m(sheets)} strips, ${m(`${sheets}\\times${step}+${overlap}=${num(total)}`)} cm.`,
          ),
        ],
      });
    },
    // Every strip at full length, less one overlap for each join.
    check: ({ len, overlap, sheets }, problem) => {
      let total = 0;
      for (let i = 0; i < sheets; i++) total += len;
      for (let join = 1; join < sheets; join++) total -= overlap;
      return keyIs(problem, total);
    },
  }),

  defineTemplate(UNIT, 'tables-in-a-row', {
    version: 2,
    params: (rng) => ({ shape: rng.int(0, 1), tables: rng.int(9, 40) }),
    generate: ({ shape, tables }) => {
      // A square table seats one on each side; a long table two on each long side and one at each end.
      const [side, ends] = shape ? [2, 2] : [1, 2];
      const chairs = tables * 2 * side + ends;
      const seq = [1, 2, 3].map((n) => n * 2 * side + ends);
      const [ko, en] = shape
        ? [
            '긴 변에 의자를 ' + m(2) + '개씩, 짧은 변에 ' + m(1) + '개씩 놓는 직사각형 모양',
            'rectangular tables, each seating two on a long side and one at an end',
          ]
        : ['한 변에 의자를 ' + m(1) + '개씩 놓는 정사각형 모양', 'square tables, each seating one on a side'];
      const rule = `${T}=${O}\\times${2 * side}+${ends}`;
      return essay({
        difficulty: 4,
        subUnit: 'kr-e5-1-3.s3',
        stem: L(
          `${ko}의 탁자를 ${shape ? '짧은 변끼리' : '변끼리'} 맞닿게 한 줄로 이어 붙이고 둘레에 의자를 놓습니다. 탁자가 ${m(1)}개이면 의자는 ${m(seq[0] as number)}개, ${m(2)}개이면 ${m(seq[1] as number)}개, ${m(3)}개이면 ${m(seq[2] as number)}개입니다. 의자 ${m(chairs)}개를 놓으려면 탁자는 몇 개를 이어 붙여야 하는지 풀이 과정을 쓰고 답을 구하시오.`,
          `${en.charAt(0).toUpperCase()}${en.slice(1)}, are pushed together end to end in one row, with chairs all around. One table seats ${m(seq[0] as number)}, two seat ${m(seq[1] as number)}, and three seat ${m(seq[2] as number)}. How many tables must be joined to seat ${m(chairs)} people? Show your work.`,
        ),
        answer: String(tables),
        form: 'number',
        unit: '개',
        steps: [
          L(
            `탁자를 하나 더 붙이면 맞닿는 변에는 의자를 놓을 수 없으므로 의자는 ${m(2 * side)}개씩 늘어납니다. 탁자의 수를 ${m(O)}, 의자의 수를 ${withJosa(m(T), '이라/라')}고 하면 ${m(rule)}입니다.`,
            `No one can sit where two tables touch, so each table added brings ${m(2 * side)} more chairs. With ${m(O)} tables and ${m(T)} chairs, ${m(rule)}.`,
          ),
          L(
            `의자 수에서 탁자 수를 구하려면 식을 거꾸로 풉니다: ${m(`${O}\\times${2 * side}=${chairs}-${ends}=${chairs - ends}`)}`,
            `To go from chairs back to tables, undo the rule: ${m(`${O}\\times${2 * side}=${chairs}-${ends}=${chairs - ends}`)}`,
          ),
          L(
            `${m(`${O}=${chairs - ends}\\div${2 * side}=${tables}`)}이므로 탁자는 ${m(tables)}개입니다.`,
            `${m(`${O}=${chairs - ends}\\div${2 * side}=${tables}`)}, so ${m(tables)} tables.`,
          ),
        ],
      });
    },
    // Push tables together one at a time, counting the seats along the sides and at the two ends.
    check: ({ shape, tables }, problem) => {
      const chairs = tables * (shape ? 4 : 2) + 2;
      for (let n = 1; n <= 100; n++) {
        let seats = 2;
        for (let t = 0; t < n; t++) seats += shape ? 4 : 2;
        if (seats === chairs) return keyIs(problem, n);
      }
      return false;
    },
  }),
];
