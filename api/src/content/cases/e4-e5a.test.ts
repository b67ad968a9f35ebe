// Cases from the teacher's review in the grade 4 and grade 5 (first term, units 1-6) units: an essay that took the
// stem's own expression as its answer, a fraction not in lowest terms accepted, and a 'which is greater' question
// with a distractor greater than the key.
import { describe, expect, it } from 'vitest';
import { grade } from '../grading/grade.js';
import { valueOf } from '../kit/index.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';
import { templates as e511 } from '../units/kr-e5-1-1.js';
import { templates as e514 } from '../units/kr-e5-1-4.js';
import { templates as e515 } from '../units/kr-e5-1-5.js';
import { templates as e411 } from '../units/kr-e4-1-1.js';
import { templates as e412 } from '../units/kr-e4-1-2.js';
import { templates as e413 } from '../units/kr-e4-1-3.js';
import { templates as e414 } from '../units/kr-e4-1-4.js';
import { templates as e415 } from '../units/kr-e4-1-5.js';
import { templates as e416 } from '../units/kr-e4-1-6.js';
import { templates as e421 } from '../units/kr-e4-2-1.js';
import { templates as e422 } from '../units/kr-e4-2-2.js';
import { templates as e423 } from '../units/kr-e4-2-3.js';
import { templates as e424 } from '../units/kr-e4-2-4.js';
import { templates as e425 } from '../units/kr-e4-2-5.js';
import { templates as e426 } from '../units/kr-e4-2-6.js';
import { templates as e512 } from '../units/kr-e5-1-2.js';
import { templates as e513 } from '../units/kr-e5-1-3.js';
import { templates as e516 } from '../units/kr-e5-1-6.js';

const SEEDS = Array.from({ length: 500 }, (_, i) => i + 1);
const ALL: ProblemTemplate[] = [
  ...e411,
  ...e412,
  ...e413,
  ...e414,
  ...e415,
  ...e416,
  ...e421,
  ...e422,
  ...e423,
  ...e424,
  ...e425,
  ...e426,
  ...e511,
  ...e512,
  ...e513,
  ...e514,
  ...e515,
  ...e516,
];

function template(list: ProblemTemplate[], name: string): ProblemTemplate {
  const found = list.find((t) => t.id.endsWith(`.${name}`));
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

/** The last math run of the stem: the expression the student is asked to work out. */
function stemExpression(problem: GeneratedProblem): string {
  const runs = [...problem.stem.en.matchAll(/\\\((.*?)\\\)/g)].map((match) => match[1] as string);
  return runs.at(-1) as string;
}

/** The expression as a student types it from the screen: 12×(14+4)÷3−24, 8 3/4-5 3/5. */
function typed(tex: string): string {
  return tex
    .replace(/(\d+)\\frac\{(\d+)\}\{(\d+)\}/g, '$1 $2/$3')
    .replace(/\\frac\{(\d+)\}\{(\d+)\}/g, '$1/$2')
    .replace(/\\times/g, '×')
    .replace(/\\div/g, '÷');
}

describe('teacher review: grade 4 and grade 5 (units 1-6)', () => {
  it('kr-e5-1-1: the stem’s own expression 12×(14+4)÷3−24 is not accepted; the key is one worked-out number', () => {
    const withParentheses = template(e511, 'with-parentheses');
    for (const seed of SEEDS) {
      const problem = withParentheses.generate(seed);
      expect(problem.answerSpec?.form).toBe('number');
      expect(problem.answer).toMatch(/^\d+$/);
      const expression = stemExpression(problem);
      expect(grade(problem, typed(expression)).result, `seed ${seed}: ${expression}`).not.toBe('correct');
      expect(grade(problem, problem.answer).result).toBe('correct');
    }
  });

  it('kr-e5-1-5: 8¾−5⅗ typed back is not accepted; the key is a mixed number in lowest terms', () => {
    const mixedSubtract = template(e515, 'mixed-subtract-unlike');
    for (const seed of SEEDS) {
      const problem = mixedSubtract.generate(seed);
      expect(problem.answerSpec?.form).toBe('mixed');
      const expression = stemExpression(problem);
      expect(grade(problem, typed(expression)).result, `seed ${seed}: ${expression}`).not.toBe('correct');
      const key = /^(?:(\d+))?\\frac\{(\d+)\}\{(\d+)\}$/.exec(problem.answer);
      expect(key, problem.answer).not.toBeNull();
      const [num, den] = [Number(key?.[2]), Number(key?.[3])];
      expect(num).toBeLessThan(den);
      for (let d = 2; d <= num; d++) expect(num % d === 0 && den % d === 0, problem.answer).toBe(false);
    }
  });

  it('kr-e5-1-5: a fraction not in lowest terms (21/9 for 7/3) is not accepted where the answer must be reduced', () => {
    for (const name of ['mixed-subtract-unlike', 'juice-word']) {
      const t = template(e515, name);
      for (const seed of SEEDS.slice(0, 100)) {
        const problem = t.generate(seed);
        expect(['mixed', 'fraction']).toContain(problem.answerSpec?.form);
        const value = valueOf(problem.answer)[0] as number;
        // The same value over three times the denominator, as an improper fraction: 7/3 → 21/9.
        const den = Number(/\\frac\{\d+\}\{(\d+)\}/.exec(problem.answer)?.[1]);
        const unreduced = `${Math.round(value * den * 3)}/${den * 3}`;
        expect(grade(problem, unreduced).result, `seed ${seed}: ${unreduced}`).not.toBe('correct');
      }
    }
  });

  it('every essay whose stem asks for lowest terms (기약분수로) takes the form fraction', () => {
    for (const t of ALL) {
      for (const seed of SEEDS.slice(0, 50)) {
        const problem = t.generate(seed);
        if (problem.type === 'essay' && /기약분수로/.test(problem.stem.ko)) {
          expect(problem.answerSpec?.form, t.id).toBe('fraction');
        }
      }
    }
  });

  it('kr-e5-1-4: no choice fits ‘the greatest (least) fraction’ better than the key', () => {
    const compare = template(e514, 'compare-by-common-denominator');
    for (const seed of SEEDS) {
      const problem = compare.generate(seed);
      const greatest = /greatest/.test(problem.stem.en);
      const values = (problem.choices ?? []).map((choice) => valueOf(choice)[0] as number);
      const key = values[Number(problem.answer)] as number;
      const others = values.filter((_, i) => i !== Number(problem.answer));
      expect(values).toHaveLength(5);
      for (const v of others) {
        if (greatest) expect(v, `seed ${seed}`).toBeLessThan(key);
        else expect(v, `seed ${seed}`).toBeGreaterThan(key);
      }
      expect(compare.check(problem, seed)).toBe(true);
    }
  });
});
