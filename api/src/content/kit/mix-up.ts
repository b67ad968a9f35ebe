// The workbook's '잘못 계산한 어떤 수' with fractions: one operation was meant, another was done by mistake; the
// student undoes the mistake to find the number, then calculates as meant.
import type { Difficulty, GeneratedProblem } from '../lib/types.js';
import { frac, fracRaw, m, mixed } from './latex.js';
import { withJosa } from './korean.js';
import type { Q } from './numbers.js';
import { nameWith, type Person } from './people.js';
import { fractionEssay } from './template.js';

export type FractionOp = 'add' | 'subtract' | 'multiply' | 'divide';

/** How each operation is written, said, done and undone. */
const OPS: Record<
  FractionOp,
  {
    tex: string;
    undo: string;
    apply: (x: Q, k: Q) => Q;
    meant: (k: string) => [string, string];
    did: [string, string];
    noun: [string, string];
    verb: string;
  }
> = {
  add: {
    tex: '+',
    undo: '-',
    apply: (x, k) => x.add(k),
    meant: (k) => [`어떤 수에 ${withJosa(k, '을/를')} 더해야`, `add ${k} to a number`],
    did: ['더했더니', 'added it'],
    noun: ['덧셈', 'addition'],
    verb: 'add',
  },
  subtract: {
    tex: '-',
    undo: '+',
    apply: (x, k) => x.sub(k),
    meant: (k) => [`어떤 수에서 ${withJosa(k, '을/를')} 빼야`, `subtract ${k} from a number`],
    did: ['뺐더니', 'subtracted it'],
    noun: ['뺄셈', 'subtraction'],
    verb: 'subtract',
  },
  multiply: {
    tex: '\\times',
    undo: '\\div',
    apply: (x, k) => x.mul(k),
    meant: (k) => [`어떤 수에 ${withJosa(k, '을/를')} 곱해야`, `multiply a number by ${k}`],
    did: ['곱했더니', 'multiplied by it'],
    noun: ['곱셈', 'multiplication'],
    verb: 'multiply',
  },
  divide: {
    tex: '\\div',
    undo: '\\times',
    apply: (x, k) => x.div(k),
    meant: (k) => [`어떤 수를 ${withJosa(k, '으로/로')} 나누어야`, `divide a number by ${k}`],
    did: ['나누었더니', 'divided by it'],
    noun: ['나눗셈', 'division'],
    verb: 'divide',
  },
};

/**
 * '어떤 수에 k를 곱해야 할 것을 잘못하여 더했더니 …' as an essay with its working: `x` is the number, `k` the fraction
 * in the stem, `meant` and `did` the operations. The key is in the form fractionAnswer chooses.
 */
export function fractionMixUp(o: {
  x: Q;
  k: Q;
  meant: FractionOp;
  did: FractionOp;
  person: Person;
  difficulty: Difficulty;
  subUnit?: string;
}): GeneratedProblem {
  const { x, k, person: p } = o;
  const [meant, did] = [OPS[o.meant], OPS[o.did]];
  const K = frac(k);
  const wrong = mixed(did.apply(x, k));
  const [meantKo, meantEn] = meant.meant(m(K));
  // A mixed number is multiplied or divided as an improper fraction, and dividing is multiplying by the reciprocal.
  const improper = x.isInteger || x.n < x.d ? frac(x) : fracRaw(x.n, x.d);
  const rewritten =
    o.meant === 'multiply'
      ? `${improper}\\times${K}`
      : o.meant === 'divide'
        ? `${improper}\\times${frac(k.d, k.n)}`
        : '';
  const working = (key: string) => `${mixed(x)}${meant.tex}${K}=${rewritten ? `${rewritten}=` : ''}${key}`;
  const found = m(`\\square=${wrong}${did.undo}${K}=${mixed(x)}`);
  return fractionEssay(meant.apply(x, k), {
    ...(o.subUnit ? { subUnit: o.subUnit } : {}),
    difficulty: o.difficulty,
    stem: (form) => [
      `${nameWith(p, '는')} ${meantKo} 할 것을 잘못하여 ${did.did[0]} ${withJosa(m(wrong), '이/가')} 되었습니다. 바르게 계산한 값은 얼마인지 풀이 과정을 쓰고 답을 ${form.ko}.`,
      `${p.en} was supposed to ${meantEn}, but ${did.did[1]} by mistake and got ${m(wrong)}. What is the correct result? Show your work.${form.en}`,
    ],
    steps: (key) => [
      [
        `잘못 계산한 식으로 어떤 수를 먼저 구합니다: ${m(`\\square${did.tex}${K}=${wrong}`)}`,
        `First use the mistake to find the number: ${m(`\\square${did.tex}${K}=${wrong}`)}.`,
      ],
      [`${did.noun[0]}을 거꾸로 하면 ${found}입니다.`, `Undo the ${did.noun[1]}: ${found}.`],
      [`바르게 계산하면 ${m(working(key))}입니다.`, `Now ${meant.verb} as intended: ${m(working(key))}.`],
    ],
  });
}
