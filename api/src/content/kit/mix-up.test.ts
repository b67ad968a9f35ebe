// The fraction mix-up: the key is the meant calculation, and every number the working shows is the one it names.
import { describe, expect, it } from 'vitest';
import { valueOf } from './check.js';
import { fractionMixUp, type FractionOp } from './mix-up.js';
import { q } from './numbers.js';
import { PEOPLE } from './people.js';

const OPS: FractionOp[] = ['add', 'subtract', 'multiply', 'divide'];
// Done in floating point, apart from the helper's exact rationals.
const apply = (op: FractionOp, a: number, b: number) =>
  op === 'add' ? a + b : op === 'subtract' ? a - b : op === 'multiply' ? a * b : a / b;

describe('fractionMixUp', () => {
  it('keys the meant calculation for every pair of operations', () => {
    const [x, k] = [q(17, 4), q(2, 3)];
    for (const meant of OPS) {
      for (const did of OPS.filter((op) => op !== meant)) {
        const p = fractionMixUp([meant, did], { x, k, person: PEOPLE[0]!, difficulty: 4 });
        expect(valueOf(p.answer)[0]).toBeCloseTo(apply(meant, 4.25, 2 / 3), 9);
        // The wrong result in the stem is what the mistaken operation gives.
        const wrong = p.explanation[0]!.en.match(/=(.*)\\\)\.$/)![1]!;
        expect(valueOf(wrong)[0]).toBeCloseTo(apply(did, 4.25, 2 / 3), 9);
        expect(p.stem.ko).toContain('잘못하여');
        expect(p.explanation[1]!.en).toContain('4\\frac{1}{4}');
      }
    }
  });

  it('says the operations as a teacher does and multiplies a mixed number as an improper fraction', () => {
    const p = fractionMixUp(['divide', 'multiply'], { x: q(7, 3), k: q(3, 4), person: PEOPLE[2]!, difficulty: 5 });
    expect(p.stem.ko).toContain('어떤 수를 \\(\\frac{3}{4}\\)으로 나누어야 할 것을 잘못하여 곱했더니');
    expect(p.stem.en).toContain(
      'was supposed to divide a number by \\(\\frac{3}{4}\\), but multiplied by it by mistake',
    );
    expect(p.explanation[1]!.ko).toMatch(/^곱셈을 거꾸로 하면/);
    expect(p.explanation[2]!.en).toContain(
      '2\\frac{1}{3}\\div\\frac{3}{4}=\\frac{7}{3}\\times\\frac{4}{3}=3\\frac{1}{9}',
    );
    expect(p.answer).toBe('3\\frac{1}{9}');
  });
});
