// The shared integer helpers.
import { describe, expect, it } from 'vitest';
import { gcd } from './numbers.js';

describe('gcd', () => {
  it('ignores signs and treats 0 as divisible by everything', () => {
    expect(gcd(12, 18)).toBe(6);
    expect(gcd(-12, 18)).toBe(6);
    expect(gcd(7, 0)).toBe(7);
    expect(gcd(0, 0)).toBe(0);
  });
});
