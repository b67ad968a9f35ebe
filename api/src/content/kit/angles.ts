// Choices for an angle problem in degrees: the typical mistakes that can still be an angle of the figure, then
// neighbours of the key 5° apart, as a protractor reading would differ.
import { deg, m } from './latex.js';

/**
 * Angle choices as math in degrees: the given mistakes, then the key ± 5°, 10°, 15°, 20°, keeping only sizes strictly
 * between 0° and `below` (180° for an angle of a triangle, 360° for a sum or a turn).
 */
export function angleChoices(key: number, wrong: readonly number[], below: 180 | 360): string[] {
  const near = [1, -1, 2, -2, 3, -3, 4, -4].map((k) => key + 5 * k);
  return [...wrong, ...near].filter((x) => x > 0 && x < below).map((x) => m(deg(x)));
}
