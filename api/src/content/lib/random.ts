// A small seeded random source so every template is a deterministic function of its seed.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** An integer in [min, max] other than the ones excluded. */
  intExcept(min: number, max: number, excluded: readonly number[]): number;
}

/** mulberry32: fast, well distributed, and stable across platforms. */
export function createRng(seed: number): Rng {
  let state = (seed ^ 0x9e3779b9) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    intExcept: (min, max, excluded) => {
      for (let tries = 0; tries < 1000; tries++) {
        const value = int(min, max);
        if (!excluded.includes(value)) return value;
      }
      throw new Error(`no integer in [${min}, ${max}] outside the excluded set`);
    },
  };
}
