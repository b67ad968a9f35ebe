// Cases for the deeper kr-e1-2-3 templates, read back from what the student sees: corners of the shapes drawn, the
// hour after turns of the long hand from the clock drawn, and the earliest or latest of the times listed.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-2-3.js';
import { templateById } from './support.js';

describe('kr-e1-2-3 depth', () => {
  it('counts four corners per square, three per triangle and none per circle', () => {
    const t = templateById(templates, 'kr-e1-2-3.corners-in-all');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const row = mathRuns(p.stem.en).at(-1)!;
      const count = (shape: string) => row.split('\\;').filter((x) => x === shape).length;
      expect(Number(p.answer)).toBe(4 * count('\\square') + 3 * count('\\triangle'));
    }
  });

  it('moves the drawn clock on by the turns asked', () => {
    const t = templateById(templates, 'kr-e1-2-3.turn-and-a-half');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const alt = p.figure!.alt.en;
      const hour = Number(/(\d+)/.exec(alt)![1]);
      // Either from half past (1½ turns) or from the hour (2 turns), the clock ends two hours on.
      expect(Number(p.answer)).toBe(((hour + 1) % 12) + 1);
    }
  });

  it('keys the child with the extreme time', () => {
    const t = templateById(templates, 'kr-e1-2-3.earliest-riser');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      // Each child's part ends with the hour: '\(2\) Sua, half past \(8\)' or '\(5\) Chaewon, \(8\) o'clock'.
      const minutes = p.stem.en
        .replace(/\. Which.*$/, '')
        .split('; ')
        .map((part) => Number(mathRuns(part).at(-1)) * 60 + (part.includes('half past') ? 30 : 0));
      const pick = p.stem.en.includes('earliest') ? Math.min(...minutes) : Math.max(...minutes);
      expect(Number(mathRuns(p.choices![Number(p.answer)]!)[0])).toBe(minutes.indexOf(pick) + 1);
    }
  });
});
