// The box figure marks the lengths it is given, and says them in its text alternative in both languages.
import { describe, expect, it } from 'vitest';
import { cuboidCm } from './solids.js';

describe('cuboidCm', () => {
  it('marks the three edges with the numbers given', () => {
    const figure = cuboidCm(25, 30, 46);
    expect(figure.alt.ko).toContain('가로 25 cm');
    expect(figure.alt.ko).toContain('세로 30 cm');
    expect(figure.alt.ko).toContain('높이 46 cm');
    expect(figure.alt.en).toContain('height 46 cm');
  });
});
