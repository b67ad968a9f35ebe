// Cases for the elementary depth templates, read back from what the student sees: the box or the number found
// wrongly fits the printed equation, digit cards tried every way, and the part worked out first.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf, valueOf } from '../kit/index.js';
import { templates as e511 } from '../units/kr-e5-1-1.js';
import { templates as e512 } from '../units/kr-e5-1-2.js';
import { templates as e515 } from '../units/kr-e5-1-5.js';
import { templates as e521 } from '../units/kr-e5-2-1.js';
import { templates as e522 } from '../units/kr-e5-2-2.js';
import { templates as e611 } from '../units/kr-e6-1-1.js';
import { templates as e614 } from '../units/kr-e6-1-4.js';
import { templates as e621 } from '../units/kr-e6-2-1.js';
import { templateById } from './support.js';

/** The whole numbers of a text's math, in order. */
const numbersIn = (text: string): number[] => mathRuns(text).flatMap((run) => run.match(/\d+/g)?.map(Number) ?? []);

describe('kr-e5-1-1 depth', () => {
  it('puts the key in the box and the printed equation holds', () => {
    const t = templateById(e511, 'kr-e5-1-1.box-in-expression');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [left, right] = mathRuns(p.stem.en).at(-1)!.split('=') as [string, string];
      expect(valueOf(left.replace('\\square', p.answer))[0]).toBe(Number(right));
    }
  });

  it('finds the number from the mistaken result and then calculates as intended', () => {
    const t = templateById(e511, 'kr-e5-1-1.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, , , wrong] = numbersIn(p.stem.en) as [number, number, number, number, number];
      const x = wrong / b - a;
      expect(Number.isInteger(x) && x > 0).toBe(true);
      expect(Number(p.answer)).toBe(x * a + b);
    }
  });

  it('takes the greatest or least value over every placement of three of the four cards', () => {
    const t = templateById(e511, 'kr-e5-1-1.digit-cards-expression');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      // The first number is how many cards are chosen.
      const cards = numbersIn(p.stem.en).slice(1);
      expect(cards.length).toBe(4);
      const values = cards.flatMap((x, i) =>
        cards.flatMap((y, j) => cards.filter((_, k) => k !== i && k !== j && i !== j).map((z) => (x + y) * z)),
      );
      const greatest = p.stem.en.includes('greatest');
      expect(Number(p.answer)).toBe(greatest ? Math.max(...values) : Math.min(...values));
    }
  });

  it('asks first for the parentheses, or else the first multiplication or division', () => {
    const t = templateById(e511, 'kr-e5-1-1.first-step');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const tex = mathRuns(p.stem.en).at(-1)!;
      const key = mathRuns(p.choices![Number(p.answer)]!)[0]!;
      expect(tex.includes('(') ? tex.includes(`(${key})`) : tex.indexOf(key) === tex.search(/\d+\\(times|div)/)).toBe(
        true,
      );
    }
  });

  it('shares equally and then takes away what each one used', () => {
    const t = templateById(e511, 'kr-e5-1-1.share-then-use');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total, groups, used] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(total / groups - used);
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });
});

/** Whether d divides n, by repeated subtraction. */
const divides = (n: number, d: number): boolean => {
  let rest = n;
  while (rest >= d) rest -= d;
  return rest === 0;
};

describe('kr-e5-1-2 depth', () => {
  it('counts the numbers that divide both numbers in the stem', () => {
    const t = templateById(e512, 'kr-e5-1-2.divides-both-box');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      let count = 0;
      for (let d = 1; d <= a; d++) if (divides(a, d) && divides(b, d)) count++;
      expect(Number(p.answer)).toBe(count);
    }
  });

  it('finds the greatest number that leaves both stated remainders', () => {
    const t = templateById(e512, 'kr-e5-1-2.remainders-largest-divisor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, r1, b, r2 = 0] = numbersIn(p.stem.en) as [number, number, number, number?];
      const d = Number(p.answer);
      expect([a % d, b % d]).toEqual([r1, r2]);
      for (let bigger = d + 1; bigger <= Math.max(a, b); bigger++)
        expect(a % bigger === r1 && b % bigger === r2).toBe(false);
    }
  });

  it('shares both kinds among the most students with none left over', () => {
    const t = templateById(e512, 'kr-e5-1-2.share-two-kinds');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      let most = 1;
      for (let n = 1; n <= a; n++) if (divides(a, n) && divides(b, n)) most = n;
      expect(Number(p.answer)).toBe(a / most + b / most);
    }
  });

  it('counts the two-digit card numbers that are multiples', () => {
    const t = templateById(e512, 'kr-e5-1-2.digit-cards-multiples');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, ...rest] = numbersIn(p.stem.en);
      const k = rest.pop() as number;
      const made = rest.flatMap((x, i) => rest.filter((_, j) => j !== i).map((y) => 10 * x + y));
      expect(made.length).toBe(12);
      expect(Number(p.answer)).toBe(made.filter((n) => divides(n, k)).length);
    }
  });

  it('offers four factors and one number that is not', () => {
    const t = templateById(e512, 'kr-e5-1-2.not-a-factor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [x] = numbersIn(p.stem.en) as [number];
      const values = p.choices!.map((choice) => numbersIn(choice)[0] as number);
      expect(values.filter((v) => !divides(x, v))).toEqual([values[Number(p.answer)]]);
    }
  });
});

/** The numbers of a text's math, thousands separators read as a teacher writes them (2{,}300). */
const valuesIn = (text: string): number[] =>
  mathRuns(text).flatMap((run) => run.replace(/\{,\}/g, '').match(/\d+/g)?.map(Number) ?? []);

describe('kr-e5-2-1 depth', () => {
  it('puts the key digit in the box and the stated rounding comes out', () => {
    const t = templateById(e521, 'kr-e5-2-1.hidden-digit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [shown, result] = mathRuns(p.stem.en) as [string, string];
      const x = Number(shown.replace('\\square', p.answer));
      const target = Number(result.replace('{,}', ''));
      const how = p.stem.en.startsWith('Rounding up')
        ? Math.ceil
        : p.stem.en.startsWith('Rounding down')
          ? Math.floor
          : Math.round;
      expect(how(x / 100) * 100).toBe(target);
    }
  });

  it('moves every box with the fewest elevator trips', () => {
    const t = templateById(e521, 'kr-e5-2-1.elevator-trips');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [limit, boxes, weight] = valuesIn(p.stem.en) as [number, number, number];
      const trips = Number(p.answer);
      const perTrip = Math.floor(limit / weight);
      expect(trips * perTrip).toBeGreaterThanOrEqual(boxes);
      expect((trips - 1) * perTrip).toBeLessThan(boxes);
    }
  });

  it('rents enough buses and not one more', () => {
    const t = templateById(e521, 'kr-e5-2-1.rent-buses');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [people, seats, price] = valuesIn(p.stem.en) as [number, number, number];
      const buses = Number(p.answer) / price;
      expect(buses * seats).toBeGreaterThanOrEqual(people);
      expect((buses - 1) * seats).toBeLessThan(people);
    }
  });
});

describe('kr-e5-1-5 depth', () => {
  it('adds or subtracts the greatest and least proper fractions the cards make', () => {
    const t = templateById(e515, 'kr-e5-1-5.digit-cards-proper');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const made = cards.flatMap((top) => cards.filter((bottom) => top < bottom).map((bottom) => top / bottom));
      const [hi, lo] = [Math.max(...made), Math.min(...made)];
      expect(numberOf(p.answer)).toBeCloseTo(p.stem.en.includes('difference') ? hi - lo : hi + lo, 9);
    }
  });

  it('counts the whole numbers in the box that keep the sum below one', () => {
    const t = templateById(e515, 'kr-e5-1-5.box-sum-below-one');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const tex = mathRuns(p.stem.en).at(-1)!;
      const [a, b, d] = tex.match(/\d+/g)!.map(Number) as [number, number, number];
      const strict = !tex.includes('\\le');
      let count = 0;
      for (let x = 1; x <= d; x++) if (strict ? a * d + x * b < b * d : a * d + x * b <= b * d) count++;
      expect(Number(p.answer)).toBe(count);
      expect(count).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds the number from the subtraction done by mistake, then adds', () => {
    const t = templateById(e515, 'kr-e5-1-5.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [given, wrong] = mathRuns(p.stem.en).map((run) => numberOf(run)) as [number, number];
      expect(numberOf(p.answer)).toBeCloseTo(wrong + 2 * given, 9);
    }
  });
});

describe('kr-e5-2-2 depth', () => {
  it('counts the boxes that keep the product of unit fractions above the bound', () => {
    const t = templateById(e522, 'kr-e5-2-2.box-unit-fractions');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, , k, , n] = numbersIn(p.stem.en) as [number, number, number, number, number];
      let count = 0;
      for (let x = 1; x <= n; x++) if (x * k < n) count++;
      expect(Number(p.answer)).toBe(count);
    }
  });

  it('multiplies the greatest mixed number the cards make', () => {
    const t = templateById(e522, 'kr-e5-2-2.digit-cards-mixed-times');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [c1, c2, c3, k] = numbersIn(p.stem.en) as [number, number, number, number];
      const cards = [c1, c2, c3];
      const made = cards.flatMap((w) =>
        cards.flatMap((n) => cards.filter((d) => new Set([w, n, d]).size === 3 && n < d).map((d) => w + n / d)),
      );
      expect(numberOf(p.answer)).toBeCloseTo(Math.max(...made) * k, 9);
    }
  });

  it('takes the second fraction of what the first left', () => {
    const t = templateById(e522, 'kr-e5-2-2.remaining-pages');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [pages, , a, , b] = numbersIn(p.stem.en) as [number, number, number, number, number];
      expect(Number(p.answer)).toBe((((pages * (a - 1)) / a) * (b - 1)) / b);
    }
  });

  it('finds the number from the sum made by mistake, then multiplies', () => {
    const t = templateById(e522, 'kr-e5-2-2.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [given, wrong] = mathRuns(p.stem.en).map((run) => numberOf(run)) as [number, number];
      expect(numberOf(p.answer)).toBeCloseTo((wrong - given) * given, 9);
    }
  });
});

describe('kr-e6-2-1 depth', () => {
  it('counts the boxes that keep the quotient below the bound', () => {
    const t = templateById(e621, 'kr-e6-2-1.box-quotient');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [d, , k, n] = numbersIn(p.stem.en) as [number, number, number, number];
      let count = 0;
      for (let x = 1; x <= n * d; x++) if (x * k < n * d) count++;
      expect(Number(p.answer)).toBe(count);
    }
  });

  it('takes the greatest quotient of a card fraction by the third card', () => {
    const t = templateById(e621, 'kr-e6-2-1.digit-cards-quotient');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const quotients = cards.flatMap((divisor, i) => {
        const [a, b] = cards.filter((_, j) => j !== i) as [number, number];
        return [Math.min(a, b) / Math.max(a, b) / divisor];
      });
      expect(numberOf(p.answer)).toBeCloseTo(Math.max(...quotients), 9);
    }
  });

  it('leaves less ribbon than one piece', () => {
    const t = templateById(e621, 'kr-e6-2-1.ribbon-left');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [piece, whole] = mathRuns(p.stem.en).map((run) => numberOf(run)) as [number, number];
      const left = numberOf(p.answer);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(piece);
      const pieces = (whole - left) / piece;
      expect(Math.abs(pieces - Math.round(pieces))).toBeLessThan(1e-9);
    }
  });

  it('finds the number from the product made by mistake, then divides', () => {
    const t = templateById(e621, 'kr-e6-2-1.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [divisor, wrong] = mathRuns(p.stem.en).map((run) => numberOf(run)) as [number, number];
      expect(numberOf(p.answer)).toBeCloseTo(wrong / divisor / divisor, 9);
    }
  });
});

describe('kr-e6-1-1 depth', () => {
  it('divides the greatest mixed number of three cards by the fourth for the greatest quotient', () => {
    const t = templateById(e611, 'kr-e6-1-1.digit-cards-mixed-divide');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      let best = 0;
      for (const [i, divisor] of cards.entries()) {
        const rest = cards.filter((_, j) => j !== i);
        for (const w of rest) {
          for (const n of rest) {
            for (const d of rest)
              if (new Set([w, n, d]).size === 3 && n < d) best = Math.max(best, (w + n / d) / divisor);
          }
        }
      }
      expect(numberOf(p.answer)).toBeCloseTo(best, 9);
    }
  });

  it('counts the divisors that keep the quotient above the bound', () => {
    const t = templateById(e611, 'kr-e6-1-1.box-divisor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, d, , n] = numbersIn(p.stem.en) as [number, number, number, number];
      let count = 0;
      for (let x = 1; x <= a * n; x++) if (a * n > d * x) count++;
      expect(Number(p.answer)).toBe(count);
    }
  });
});

describe('kr-e6-1-4 depth', () => {
  it('counts the compared amounts whose percent of the base is in the range', () => {
    const t = templateById(e614, 'kr-e6-1-4.box-percent-range');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      // Percents may have a decimal point (27.5%), so each math run is read whole.
      const [base, lo, hi] = mathRuns(p.stem.en)
        .map((run) => Number(run.replace('\\%', '')))
        .filter(Number.isFinite) as [number, number, number];
      const [atLeast, atMost] = [p.stem.en.includes('at least'), p.stem.en.includes('at most')];
      let count = 0;
      for (let x = 1; x <= base; x++) {
        const pct = (x * 100) / base;
        if ((atLeast ? pct >= lo : pct > lo) && (atMost ? pct <= hi : pct < hi)) count++;
      }
      expect(Number(p.answer)).toBe(count);
    }
  });

  it('undoes the swapped base: the correct ratio is the reciprocal of the mistaken one', () => {
    const t = templateById(e614, 'kr-e6-1-4.swapped-base');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const wrong = numberOf(mathRuns(p.stem.en).at(-1)!);
      expect(numberOf(p.answer) * wrong).toBeCloseTo(1, 9);
    }
  });

  it('takes the higher success rate as a percent', () => {
    const t = templateById(e614, 'kr-e6-1-4.better-rate');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [s1, t1, s2, t2] = numbersIn(p.stem.en) as [number, number, number, number];
      expect(Number(p.answer)).toBeCloseTo(Math.max(s1 / t1, s2 / t2) * 100, 9);
    }
  });
});
