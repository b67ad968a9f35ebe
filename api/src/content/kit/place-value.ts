// Multiplication split by place value for the elementary grades: 23×4 = 20×4 + 3×4, with one partial product hidden
// in a box, the same problem whichever factor is the one split.
import type { Difficulty, GeneratedProblem } from '../lib/types.js';
import type { Rng } from '../lib/random.js';
import { mathWithJosa } from './korean.js';
import { m } from './latex.js';
import { countChoices } from './stories.js';
import { L, multiple } from './template.js';

export interface PartialProductBox {
  /** The two-digit factor that is split, as its tens digit and its ones digit. */
  tens: number;
  ones: number;
  /** The factor each part is multiplied by. */
  other: number;
  /** Whether the split factor is written first (23×4) or second (4×23). */
  splitFirst: boolean;
  /** 1 hides the ones' product, 0 the tens' product. */
  hide: number;
  difficulty: Difficulty;
  /** The likely wrong answers, given the tens' product and the ones' product. */
  wrong: (big: number, small: number) => number[];
}

/** 'What number goes in the box? 23×4 = 20×4 + 3×4 = 80 + □', the key the hidden partial product. */
export function partialProductBox(rng: Rng, o: PartialProductBox): GeneratedProblem {
  const { tens, ones, other, hide } = o;
  const split = tens * 10 + ones;
  const product = (part: number): string => (o.splitFirst ? `${part}\\times${other}` : `${other}\\times${part}`);
  const big = tens * 10 * other;
  const small = ones * other;
  const tex = `${product(split)}=${product(tens * 10)}+${product(ones)}=${hide ? `${big}+\\square` : `\\square+${small}`}`;
  const answer = hide ? small : big;
  return multiple(rng, {
    difficulty: o.difficulty,
    stem: L(`${m('\\square')}에 알맞은 수는 무엇입니까? ${m(tex)}`, `What number goes in the box? ${m(tex)}`),
    correct: m(answer),
    wrong: countChoices(answer, o.wrong(big, small)),
    steps: [
      L(
        `${mathWithJosa(split, '을/를')} ${mathWithJosa(tens * 10, '과/와')} ${mathWithJosa(ones, '으로/로')} 나누어 각각 ${mathWithJosa(other, '을/를')} 곱합니다.`,
        `Split ${m(split)} into ${m(tens * 10)} and ${m(ones)} and multiply each by ${m(other)}.`,
      ),
      L(
        `${m(`${product(tens * 10)}=${big}`)}, ${m(`${product(ones)}=${small}`)}`,
        `${m(`${product(tens * 10)}=${big}`)}, ${m(`${product(ones)}=${small}`)}.`,
      ),
      L(`${m('\\square')}는 ${m(answer)}입니다.`, `The box is ${m(answer)}.`),
    ],
  });
}
