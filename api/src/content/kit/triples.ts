// Pythagorean triples for right-triangle items: sides that are whole numbers, so every length and ratio stays exact.

/** The primitive Pythagorean triples [leg, leg, hypotenuse] the bank draws from; a unit may add larger ones. */
export const PYTHAGOREAN_TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];
