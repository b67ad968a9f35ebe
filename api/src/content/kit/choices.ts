// Multiple-choice options from exact values: the key and the typical mistakes as numbers (or rationals), shown the
// same way, with the mistakes no pupil would offer (below a floor, not a whole number where one is counted, no short
// exact decimal) dropped and neighbours of the key added until there are enough.
import { Q, num } from './numbers.js';
import { m, type Num } from './latex.js';

export interface ValueChoiceOptions {
  /** How a value is written inside the math (default num: 12, 0.25, 1{,}200). */
  show?: (x: Q) => string;
  /** LaTeX after the number inside the math, e.g. '\\text{ cm}', '\\%' or '^{\\circ}'. */
  unit?: string;
  /** Values below this are dropped (default 0: lengths, counts, prices). */
  min?: number;
  /** Only whole numbers (counts). */
  whole?: boolean;
  /** The spacing of the neighbours added after the mistakes (default 1). */
  step?: Num;
}

/**
 * { correct, wrong } for `multiple`: the key and its mistakes written alike, then key ± step, key ± 2·step, … Values
 * that cannot be shown (a fraction with no short decimal under `num`), are below `min`, or are not whole when `whole`
 * are skipped; `multiple` drops repeats.
 */
export function valueChoices(
  key: Num,
  mistakes: readonly Num[],
  { show = (x) => num(x), unit = '', min = 0, whole = false, step = 1 }: ValueChoiceOptions = {},
): { correct: string; wrong: string[] } {
  const k = Q.of(key);
  const write = (x: Num): string | undefined => {
    let v: Q;
    try {
      v = Q.of(x);
    } catch {
      return undefined;
    }
    if (v.cmp(min) < 0 || (whole && !v.isInteger)) return undefined;
    try {
      return m(`${show(v)}${unit}`);
    } catch {
      return undefined;
    }
  };
  const correct = write(k);
  if (correct === undefined) throw new Error('the key cannot be shown');
  const wrong: string[] = [];
  for (const x of mistakes) {
    const text = write(x);
    if (text !== undefined) wrong.push(text);
  }
  const s = Q.of(step);
  for (let i = 1; i <= 12; i++) {
    for (const x of [k.add(s.mul(i)), k.sub(s.mul(i))]) {
      const text = write(x);
      if (text !== undefined) wrong.push(text);
    }
  }
  return { correct, wrong };
}
