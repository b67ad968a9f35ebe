// Cases for kr-e3-1-5 (length and time), read back from what the student sees: a ruler read from a mark other than
// 0, the detour against the direct road, and the faster runner once both times are in seconds.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e3-1-5.js';
import { templateById } from './support.js';

/** A length's or a time's math in its smallest unit: 2 cm 5 mm is 25, 1 min 5 s is 65. */
const SCALE: Record<string, number> = { km: 1000, m: 1, cm: 10, mm: 1, 분: 60, 초: 1, min: 60, s: 1 };
const smallest = (tex: string): number =>
  [...tex.matchAll(/(\d+)\\text\{ ?(km|cm|mm|min|m|분|초|s)/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * (SCALE[unit ?? ''] ?? 1),
    0,
  );

describe('kr-e3-1-5 depth', () => {
  it('reads a ruler as the difference of its two marks', () => {
    const t = templateById(templates, 'kr-e3-1-5.ruler-not-from-zero');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [start, end] = mathRuns(p.stem.en).map(smallest) as [number, number];
      expect(Number(p.answer)).toBe(end - start);
    }
  });

  it('makes the detour longer than the direct road by the key', () => {
    const t = templateById(templates, 'kr-e3-1-5.shorter-route');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [leg1, leg2, direct] = mathRuns(p.stem.en).map(smallest) as [number, number, number];
      expect(leg1).toBeGreaterThanOrEqual(1000);
      expect(Number(p.answer)).toBe(leg1 + leg2 - direct);
    }
  });

  it('compares the runners in seconds', () => {
    const t = templateById(templates, 'kr-e3-1-5.faster-runner');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [a, b] = mathRuns(p.stem.en).map(smallest) as [number, number];
      expect(Number(p.answer)).toBe(Math.abs(a - b));
    }
  });
});
