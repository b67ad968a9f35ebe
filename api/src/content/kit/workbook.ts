// Workbook problem types the elementary units share: the numbers that fit in a box, the addition and subtraction mixed
// up by mistake, and the numbers digit cards make, each with a check that finds its answer by trying every case.
import type { Difficulty, GeneratedProblem } from '../lib/types.js';
import { valueOf } from './check.js';
import { m } from './latex.js';
import { withJosa } from './korean.js';
import { nameWith, type Person } from './people.js';
import { essay, type Bilingual } from './template.js';

/** What a box question asks: how many numbers fit, or the greatest or least of them. */
export type BoxAsk = 'count' | 'greatest' | 'least';

const RELATION = /\\lt|\\gt|<|>|=/;

/**
 * The numbers from lo to hi that make `tex` true when written in its box (`2\square<35`, `7+\square>12`): each
 * candidate is put in the box and both sides are evaluated, so a digit box reads as a digit of its number.
 */
export function boxFits(tex: string, lo: number, hi: number): number[] {
  const fits: number[] = [];
  for (let n = lo; n <= hi; n++) {
    const filled = tex.replace('\\square', String(n));
    const relation = RELATION.exec(filled)?.[0];
    if (!relation) throw new Error(`no relation in ${tex}`);
    const [left, right] = filled.split(relation).map((side) => valueOf(side)[0] as number);
    const holds =
      relation === '=' ? left === right : relation === '<' || relation === '\\lt' ? left! < right! : left! > right!;
    if (holds) fits.push(n);
  }
  return fits;
}

/** The answer a box question asks for, from the numbers that fit. */
export function boxAnswer(fits: readonly number[], ask: BoxAsk): number {
  if (ask === 'count') return fits.length;
  return ask === 'greatest' ? Math.max(...fits) : Math.min(...fits);
}

/**
 * '□ 안에 들어갈 수 있는 수' with the candidates named (grade 1 and 2 do not say 자연수 yet): how many from lo to hi
 * fit, or the greatest or least. `fits` is what the unit worked out; the last step lists them. The candidates are the
 * digits 0 to 9 unless lo and hi say otherwise (a box standing for one digit of a number).
 */
export function boxFitEssay(o: {
  tex: string;
  lo?: number;
  hi?: number;
  ask: BoxAsk;
  fits: readonly number[];
  steps: readonly Bilingual[];
  difficulty: Difficulty;
  subUnit?: string;
}): GeneratedProblem {
  const { lo = 0, hi = 9 } = o;
  const range = [`${m(lo)}부터 ${m(hi)}까지의 수 중에서 `, `Of the numbers from ${m(lo)} to ${m(hi)}, `];
  const ask = {
    count: ['들어갈 수 있는 수는 모두 몇 개입니까?', 'how many can go in the box?'],
    greatest: ['들어갈 수 있는 가장 큰 수를 구해 보세요.', 'what is the greatest number that can go in the box?'],
    least: ['들어갈 수 있는 가장 작은 수를 구해 보세요.', 'what is the least number that can go in the box?'],
  }[o.ask];
  const answer = boxAnswer(o.fits, o.ask);
  const listed = o.fits.map((n) => m(n)).join(', ');
  const last: Bilingual =
    o.ask === 'count'
      ? [
          `들어갈 수 있는 수는 ${withJosa(listed, '으로/로')} 모두 ${m(answer)}개입니다.`,
          `The numbers that fit are ${listed}: ${m(answer)} of them.`,
        ]
      : [
          `들어갈 수 있는 수는 ${listed}이고, 그중 가장 ${o.ask === 'greatest' ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
          `The numbers that fit are ${listed}, and the ${o.ask === 'greatest' ? 'greatest' : 'least'} of them is ${m(answer)}.`,
        ];
  return essay({
    ...(o.subUnit ? { subUnit: o.subUnit } : {}),
    difficulty: o.difficulty,
    stem: [`${range[0]}${m('\\square')} 안에 ${ask[0]} ${m(o.tex)}`, `${range[1]}${ask[1]} ${m(o.tex)}`],
    answer: String(answer),
    form: 'number',
    ...(o.ask === 'count' ? { unit: '개' } : {}),
    steps: [...o.steps, last],
  });
}

/**
 * '어떤 수에 k를 더해야 할 것을 잘못하여 뺐더니 r이 되었습니다' (or subtract, added by mistake): find the number by
 * undoing the mistake, then calculate as intended. `x` is the number; the stem gives only k and the wrong result.
 */
export function mixedUpAddSub(o: {
  x: number;
  k: number;
  /** Whether the intended calculation was an addition (the mistake a subtraction), or the other way round. */
  add: boolean;
  person: Person;
  difficulty: Difficulty;
  subUnit?: string;
}): GeneratedProblem {
  const { x, k, add, person: p } = o;
  const wrong = add ? x - k : x + k;
  const right = add ? x + k : x - k;
  const [meant, did] = add ? ['+', '-'] : ['-', '+'];
  const undo = add ? `${wrong}+${k}` : `${wrong}-${k}`;
  return essay({
    ...(o.subUnit ? { subUnit: o.subUnit } : {}),
    difficulty: o.difficulty,
    stem: add
      ? [
          `${nameWith(p, '는')} 어떤 수에 ${withJosa(m(k), '을/를')} 더해야 할 것을 잘못하여 뺐더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산하면 얼마인지 구해 보세요.`,
          `${p.en} was supposed to add ${m(k)} to a number but subtracted ${m(k)} by mistake and got ${m(wrong)}. What is the correct answer?`,
        ]
      : [
          `${nameWith(p, '는')} 어떤 수에서 ${withJosa(m(k), '을/를')} 빼야 할 것을 잘못하여 더했더니 ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산하면 얼마인지 구해 보세요.`,
          `${p.en} was supposed to subtract ${m(k)} from a number but added ${m(k)} by mistake and got ${m(wrong)}. What is the correct answer?`,
        ],
    answer: String(right),
    form: 'number',
    steps: [
      [
        `어떤 수를 ${m('\\square')}라 하고 잘못 계산한 식을 씁니다: ${m(`\\square${did}${k}=${wrong}`)}`,
        `Call the number ${m('\\square')} and write what was done by mistake: ${m(`\\square${did}${k}=${wrong}`)}.`,
      ],
      [
        `거꾸로 계산하여 어떤 수를 찾습니다: ${m(`\\square=${undo}=${x}`)}`,
        `Undo it to find the number: ${m(`\\square=${undo}=${x}`)}.`,
      ],
      [
        `처음에 하려던 대로 계산합니다: ${m(`${x}${meant}${k}=${right}`)}`,
        `Now do what was meant in the first place: ${m(`${x}${meant}${k}=${right}`)}.`,
      ],
    ],
  });
}

/** The correct result of such a mix-up, found by trying every number against the mistaken result. */
export function mixedUpKey(o: { k: number; wrong: number; add: boolean; max: number }): number {
  for (let n = 0; n <= o.max; n++) {
    if ((o.add ? n - o.k : n + o.k) === o.wrong) return o.add ? n + o.k : n - o.k;
  }
  return Number.NaN;
}

/** Every number with `digits` digits made from different cards (no leading 0), smallest first. */
export function cardNumbers(cards: readonly number[], digits: number): number[] {
  const out = new Set<number>();
  const build = (used: readonly number[], value: number) => {
    if (used.length === digits) {
      out.add(value);
      return;
    }
    cards.forEach((card, i) => {
      if (used.includes(i) || (used.length === 0 && card === 0)) return;
      build([...used, i], value * 10 + card);
    });
  };
  build([], 0);
  return [...out].sort((a, b) => a - b);
}

/** The greatest or least number with `digits` digits that the cards make, each card used once (checks build it). */
export function cardExtreme(cards: readonly number[], digits: number, greatest: boolean): number {
  const made = cardNumbers(cards, digits);
  return greatest ? made.at(-1)! : made[0]!;
}

/** A digit-card question's last step: the greatest or least number that can be made. */
export function madeNumberStep(greatest: boolean, answer: number): Bilingual {
  return [
    `만들 수 있는 가장 ${greatest ? '큰' : '작은'} 수는 ${m(answer)}입니다.`,
    `The ${greatest ? 'greatest' : 'least'} number is ${m(answer)}.`,
  ];
}
