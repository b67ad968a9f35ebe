// The workbook's '잘못 계산한 어떤 수' with fractions: one operation was meant, another was done by mistake; the
// student undoes the mistake to find the number, then calculates as meant.
import type { Difficulty, GeneratedProblem } from '../lib/types.js';
import { frac, fracRaw, m, mixed } from './latex.js';
import { withJosa, type Pair } from './korean.js';
import type { Q } from './numbers.js';
import { nameWith, type Person } from './people.js';
import { fractionEssay } from './template.js';

export type FractionOp = 'add' | 'subtract' | 'multiply' | 'divide';

/** How each operation is written, and the operation that undoes it. */
const TEX: Record<FractionOp, string> = { add: '+', subtract: '-', multiply: '\\times', divide: '\\div' };
const UNDO_TEX: Record<FractionOp, string> = { add: '-', subtract: '+', multiply: '\\div', divide: '\\times' };

/** The operation, exactly. */
const apply = (op: FractionOp, x: Q, k: Q): Q =>
  op === 'add' ? x.add(k) : op === 'subtract' ? x.sub(k) : op === 'multiply' ? x.mul(k) : x.div(k);

/** '어떤 수에 k를 더해야': the particle after 어떤 수, the one after k, the verb; then what was done (더했더니), named. */
const KO: Record<FractionOp, readonly [string, Pair, string, string, string]> = {
  add: ['에', '을/를', '더해야', '더했더니', '덧셈'],
  subtract: ['에서', '을/를', '빼야', '뺐더니', '뺄셈'],
  multiply: ['에', '을/를', '곱해야', '곱했더니', '곱셈'],
  divide: ['를', '으로/로', '나누어야', '나누었더니', '나눗셈'],
};
/** What was meant ({k} for the fraction), what was done, and the operation's name. */
const EN: Record<FractionOp, readonly [string, string, string]> = {
  add: ['add {k} to a number', 'added it', 'addition'],
  subtract: ['subtract {k} from a number', 'subtracted it', 'subtraction'],
  multiply: ['multiply a number by {k}', 'multiplied by it', 'multiplication'],
  divide: ['divide a number by {k}', 'divided by it', 'division'],
};

/**
 * '어떤 수에 k를 곱해야 할 것을 잘못하여 더했더니 …' as an essay with its working: `x` is the number, `k` the fraction
 * in the stem, `meant` and `did` the operations. The key is in the form fractionAnswer chooses.
 */
export function fractionMixUp(
  [meant, did]: readonly [FractionOp, FractionOp],
  o: {
    x: Q;
    k: Q;
    person: Person;
    difficulty: Difficulty;
    subUnit?: string;
  },
): GeneratedProblem {
  const { x, k, person: p } = o;
  const K = frac(k);
  const wrong = mixed(apply(did, x, k));
  const [after, particle, verb] = KO[meant];
  const [, , , done, doneName] = KO[did];
  const [, doneEn, doneNameEn] = EN[did];
  const meantEn = EN[meant][0].replace('{k}', m(K));
  // A mixed number is multiplied or divided as an improper fraction, and dividing is multiplying by the reciprocal.
  const improper = x.isInteger || x.n < x.d ? frac(x) : fracRaw(x.n, x.d);
  const rewritten =
    meant === 'multiply' ? `${improper}\\times${K}` : meant === 'divide' ? `${improper}\\times${frac(k.d, k.n)}` : '';
  const working = (key: string) => `${mixed(x)}${TEX[meant]}${K}=${rewritten ? `${rewritten}=` : ''}${key}`;
  const found = m(`\\square=${wrong}${UNDO_TEX[did]}${K}=${mixed(x)}`);
  return fractionEssay(apply(meant, x, k), {
    ...(o.subUnit ? { subUnit: o.subUnit } : {}),
    difficulty: o.difficulty,
    stem: (form) => [
      `${nameWith(p, '는')} 어떤 수${after} ${withJosa(m(K), particle)} ${verb} 할 것을 잘못하여 ${done} ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산한 값은 얼마인지 풀이 과정을 쓰고 답을 ${form.ko}.`,
      `${p.en} was supposed to ${meantEn}, but ${doneEn} by mistake and got ${m(wrong)}. What is the correct result? Show your work.${form.en}`,
    ],
    steps: (key) => [
      [
        `잘못 계산한 식으로 어떤 수를 먼저 구합니다: ${m(`\\square${TEX[did]}${K}=${wrong}`)}`,
        `First use the mistake to find the number: ${m(`\\square${TEX[did]}${K}=${wrong}`)}.`,
      ],
      [`${doneName}을 거꾸로 하면 ${found}입니다.`, `Undo the ${doneNameEn}: ${found}.`],
      [`바르게 계산하면 ${m(working(key))}입니다.`, `Now ${meantEn.split(' ')[0]} as intended: ${m(working(key))}.`],
    ],
  });
}
