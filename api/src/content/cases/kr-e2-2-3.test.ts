// Cases for kr-e2-2-3 (lengths in m and cm), read back from what the student sees: the overlap makes the printed
// lengths add up, a tape measure read from a mark other than 0, and the longest or shortest of mixed units.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e2-2-3.js';
import { templateById } from './support.js';

/** A length's math in centimetres: 2\text{ m }5\text{ cm} is 205. */
const cmOf = (tex: string): number =>
  [...tex.matchAll(/(\d+)\\text\{ (m|cm)\}?/g)].reduce((sum, [, n, u]) => sum + Number(n) * (u === 'm' ? 100 : 1), 0);

describe('kr-e2-2-3 depth', () => {
  it('gives an overlap that makes the two strips and the joined tape agree', () => {
    const t = templateById(templates, 'kr-e2-2-3.overlapped-tapes');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, total] = mathRuns(p.stem.en).map(cmOf) as [number, number, number];
      expect(a + b - Number(p.answer)).toBe(total);
    }
  });

  it('reads a tape measure as the difference of its two marks', () => {
    const t = templateById(templates, 'kr-e2-2-3.tape-measure-offset');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [start, end] = mathRuns(p.stem.en).map(Number) as [number, number];
      expect(Number(p.answer)).toBe(end - start);
    }
  });

  it('picks the longest or shortest length once every choice is in centimeters', () => {
    const t = templateById(templates, 'kr-e2-2-3.longest-of-mixed-units');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const lengths = p.choices!.map((choice) => cmOf(mathRuns(choice)[0]!));
      const key = lengths[Number(p.answer)]!;
      expect(key).toBe(p.stem.en.includes('longest') ? Math.max(...lengths) : Math.min(...lengths));
    }
  });
});
