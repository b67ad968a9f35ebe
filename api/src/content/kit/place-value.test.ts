// The partial-products box: the split written in the order of the factors, the key the hidden part.
import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/random.js';
import { partialProductBox } from './place-value.js';

describe('partialProductBox', () => {
  it('hides the ones’ product of 23×4 and keys it', () => {
    const problem = partialProductBox(createRng(1), {
      tens: 2,
      ones: 3,
      other: 4,
      splitFirst: true,
      hide: 1,
      difficulty: 2,
      wrong: () => [13],
    });
    expect(problem.stem.en).toContain('23\\times4=20\\times4+3\\times4=80+\\square');
    expect(problem.choices?.[Number(problem.answer)]).toBe('\\(12\\)');
  });

  it('writes the split factor second when it is the multiplier', () => {
    const problem = partialProductBox(createRng(2), {
      tens: 1,
      ones: 5,
      other: 32,
      splitFirst: false,
      hide: 0,
      difficulty: 3,
      wrong: () => [],
    });
    expect(problem.stem.ko).toContain('32\\times15=32\\times10+32\\times5=\\square+160');
    expect(problem.choices?.[Number(problem.answer)]).toBe('\\(320\\)');
  });
});
