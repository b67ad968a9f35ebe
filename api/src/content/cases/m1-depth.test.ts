// Cases for the grade 7 problem types added for depth: a misread value that shifts the mean, an unknown fixed by
// the median, a missing class in a relative frequency table; meshing gears, whole-number points on y = a/x, and a
// direct and an inverse variation meeting at a point, a quadrilateral's area cut from a rectangle;
// the length of a segment from the midpoint of its half, the smaller angle between a clock's hands; B from A, the GCF
// and the LCM, the greatest divisor leaving two remainders, the smallest three-digit number with a common remainder,
// the smallest number with a given count of factors; angles made by parallel lines, the facts that are not a
// congruence condition; the angle where two bisectors meet (drawn), a sector from its arc or area, the overlap of two
// quarter circles, the diagonals of a polygon from its angle sum; a solid of revolution (drawn) and its cross section,
// a painted cube cut up, the cone, sphere and cylinder of 1:2:3, the net of a cone.
import { describe, expect, it } from 'vitest';
import { templates as m11 } from '../units/kr-m1-1.js';
import { templates as m14 } from '../units/kr-m1-4.js';
import { templates as m15 } from '../units/kr-m1-5.js';
import { templates as m16 } from '../units/kr-m1-6.js';
import { templates as m17 } from '../units/kr-m1-7.js';
import { templates as m18 } from '../units/kr-m1-8.js';
import { problemsOf, templateById } from './support.js';

const SEEDS = 300;
const numbersIn = (tex: string) => [...tex.matchAll(/\\\((-?\d+(?:\.\d+)?)\\\)/g)].map((match) => Number(match[1]));

describe('kr-m1-8 depth', () => {
  it('the corrected mean is a realistic whole score and the misread score stays between 40 and 100', () => {
    for (const [, seed, p] of problemsOf([templateById(m18, 'kr-m1-8.mean-misread-value')], SEEDS)) {
      const [n, right, wrong, mean] = numbersIn(p.stem.en) as [number, number, number, number];
      expect(Number.isInteger(Number(p.answer)), `seed ${seed}`).toBe(true);
      expect(wrong, `seed ${seed}`).toBeGreaterThanOrEqual(40);
      expect(wrong, `seed ${seed}`).toBeLessThanOrEqual(100);
      expect(Number(p.answer) * n, `seed ${seed}`).toBe(mean * n - wrong + right);
    }
  });

  it('the unknown that gives the stated median is unique, and the stem never names it', () => {
    for (const [, seed, p] of problemsOf([templateById(m18, 'kr-m1-8.median-unknown')], SEEDS)) {
      const list = /\\\(([\d,\\ ]+),\\ x\\\)/.exec(p.stem.en)?.[1] ?? '';
      const known = list.split(',\\ ').map(Number);
      expect(known, `seed ${seed}`).toHaveLength(5);
      const median = (x: number) => {
        const s = [...known, x].sort((a, b) => a - b);
        return ((s[2] as number) + (s[3] as number)) / 2;
      };
      const target = median(Number(p.answer));
      const fits = Array.from({ length: 41 }, (_, x) => x).filter((x) => median(x) === target);
      expect(fits, `seed ${seed}`).toEqual([Number(p.answer)]);
    }
  });

  it('a missing class: the given head count is plural and the shown shares are exact hundredths', () => {
    for (const [, seed, p] of problemsOf([templateById(m18, 'kr-m1-8.relative-frequency-missing-class')], SEEDS)) {
      expect(p.stem.en, `seed ${seed}`).not.toMatch(/If \\\(1\\\) students/);
      for (const share of p.stem.en.match(/: \\\((0\.\d+)\\\)/g) ?? []) {
        expect(share.replace(/\D/g, '').length, `seed ${seed}: ${share}`).toBeLessThanOrEqual(3);
      }
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('kr-m1-4 depth', () => {
  it('gear B turns a whole number of times and has as many teeth as it names', () => {
    for (const [, seed, p] of problemsOf([templateById(m14, 'kr-m1-4.meshing-gears')], SEEDS)) {
      const [teethA, turnsA, teethB] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * teethB, `seed ${seed}`).toBe(teethA * turnsA);
      expect(teethB, `seed ${seed}`).not.toBe(teethA);
    }
  });

  it('whole-number points on y = a/x: the given point is not on an axis and the count is even', () => {
    for (const [, seed, p] of problemsOf([templateById(m14, 'kr-m1-4.inverse-lattice-points')], SEEDS)) {
      const [x, y] = (/\\\(\((-?\d+), (-?\d+)\)\\\)/.exec(p.stem.en) ?? []).slice(1).map(Number) as [number, number];
      expect(Math.abs(x), `seed ${seed}`).toBeGreaterThan(1);
      expect(Math.abs(y), `seed ${seed}`).toBeGreaterThan(1);
      expect(Number(p.answer) % 2, `seed ${seed}`).toBe(0);
      expect(p.explanation.map((s) => s.en).join(' '), `seed ${seed}`).not.toMatch(/\\frac\{-/);
    }
  });

  it('the second point on y = b/x is not the meeting point nor its mirror, and a is a nonzero integer', () => {
    for (const [, seed, p] of problemsOf([templateById(m14, 'kr-m1-4.direct-meets-inverse')], SEEDS)) {
      const [meet, s] = [...p.stem.en.matchAll(/\\\(\((-?\d+), /g)].map((match) => Number(match[1])) as [
        number,
        number,
      ];
      expect(Math.abs(s), `seed ${seed}`).not.toBe(Math.abs(meet));
      expect(Number.isInteger(Number(p.answer)) && Number(p.answer) !== 0, `seed ${seed}`).toBe(true);
    }
  });

  it('a quadrilateral: each vertex on its own side of the box, and all four drawn', () => {
    for (const [, seed, p] of problemsOf([templateById(m14, 'kr-m1-4.quadrilateral-area')], SEEDS)) {
      const stated = [...p.stem.en.matchAll(/\\mathrm\{[A-D]\}\((-?\d+), (-?\d+)\)/g)].map((match) => [
        Number(match[1]),
        Number(match[2]),
      ]);
      expect(stated, `seed ${seed}`).toHaveLength(4);
      const svg = (p.figure as { svg: string } | undefined)?.svg ?? '';
      for (const name of ['A', 'B', 'C', 'D']) expect(svg, `seed ${seed}`).toContain(`>${name}</text>`);
      const xs = new Set(stated.map(([x]) => x));
      expect(xs.size, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(0);
    }
  });
});

describe('kr-m1-5 depth', () => {
  it('a segment from midpoints: the given length and the whole are whole centimetres, the whole the longer', () => {
    for (const [, seed, p] of problemsOf([templateById(m15, 'kr-m1-5.midpoint-chain')], SEEDS)) {
      const given = Number(/=(\d+)\\,\\mathrm\{cm\}/.exec(p.stem.ko)?.[1]);
      expect(Number.isInteger(given), `seed ${seed}`).toBe(true);
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(given);
      expect(p.answer, `seed ${seed}`).toMatch(/^\d+$/);
    }
  });

  it("a clock's hands: the smaller angle is between 0 and 180 degrees in whole or half degrees", () => {
    for (const [, seed, p] of problemsOf([templateById(m15, 'kr-m1-5.clock-hands-angle')], SEEDS)) {
      const angle = Number(p.answer);
      expect(angle, `seed ${seed}`).toBeGreaterThan(0);
      expect(angle, `seed ${seed}`).toBeLessThanOrEqual(180);
      expect(Number.isInteger(angle * 2), `seed ${seed}`).toBe(true);
    }
  });

  it('angles at parallel lines: both angles lie strictly between 0 and 180 degrees, and the relation holds', () => {
    for (const [, seed, p] of problemsOf([templateById(m15, 'kr-m1-5.parallel-transversal-angle')], SEEDS)) {
      const last = p.explanation.at(-1)?.en ?? '';
      const [first, second] = [...last.matchAll(/=(\d+)\\\)/g)].map((match) => Number(match[1])) as [number, number];
      for (const a of [first, second]) expect(a > 0 && a < 180, `seed ${seed}`).toBe(true);
      const sameSide = p.stem.en.includes('same-side');
      expect(sameSide ? first + second : first - second, `seed ${seed}`).toBe(sameSide ? 180 : 0);
      expect(Number(p.answer), `seed ${seed}`).toBe(Math.max(first, second));
    }
  });

  it('exactly one choice is not a congruence condition: two sides with an angle not between them, or three angles', () => {
    for (const [, seed, p] of problemsOf([templateById(m15, 'kr-m1-5.congruence-conditions')], SEEDS)) {
      const key = p.choices?.[Number(p.answer)] ?? '';
      const sides = key.match(/overline/g)?.length ?? 0;
      expect([0, 4], `seed ${seed}`).toContain(sides);
      expect(new Set(p.choices).size, `seed ${seed}`).toBe(5);
    }
  });
});

describe('kr-m1-1 depth', () => {
  const factors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);

  it('B from A, the GCF and the LCM: the key gives the stated GCF and LCM and is not A', () => {
    for (const [, seed, p] of problemsOf([templateById(m11, 'kr-m1-1.gcd-lcm-product')], SEEDS)) {
      const [g, l] = numbersIn(p.stem.en) as [number, number];
      const a = Number(/A=(\d+)/.exec(p.stem.en)?.[1]);
      const b = Number(p.answer);
      const common = factors(a).filter((d) => b % d === 0);
      expect(Math.max(...common), `seed ${seed}`).toBe(g);
      expect((a * b) / g, `seed ${seed}`).toBe(l);
      expect(b, `seed ${seed}`).not.toBe(a);
    }
  });

  it('the greatest divisor is larger than both remainders, and no larger number leaves them', () => {
    for (const [, seed, p] of problemsOf([templateById(m11, 'kr-m1-1.remainders-largest-divisor')], SEEDS)) {
      const [a, r1, b, r2] = numbersIn(p.stem.en) as [number, number, number, number];
      const d = Number(p.answer);
      expect(d, `seed ${seed}`).toBeGreaterThan(Math.max(r1, r2));
      expect([a % d, b % d], `seed ${seed}`).toEqual([r1, r2]);
      for (let e = d + 1; e <= a; e++) expect(a % e === r1 && b % e === r2, `seed ${seed}: ${e}`).toBe(false);
    }
  });

  it('the common-remainder number has three digits and is the first one that fits', () => {
    for (const [, seed, p] of problemsOf([templateById(m11, 'kr-m1-1.same-remainder-three-digit')], SEEDS)) {
      const n = Number(p.answer);
      expect(n, `seed ${seed}`).toBeGreaterThanOrEqual(100);
      expect(n, `seed ${seed}`).toBeLessThanOrEqual(999);
      expect(p.explanation[0]?.ko, `seed ${seed}`).toMatch(/^핵심은/);
    }
  });

  it('the smallest number with a count of factors has that many, and every smaller number another count', () => {
    for (const [, seed, p] of problemsOf([templateById(m11, 'kr-m1-1.smallest-with-divisor-count')], 60)) {
      const [count] = numbersIn(p.stem.en) as [number];
      const n = Number(p.answer);
      expect(factors(n), `seed ${seed}`).toHaveLength(count);
      for (let k = 1; k < n; k++) expect(factors(k).length === count, `seed ${seed}: ${k}`).toBe(false);
      expect(p.explanation.map((s) => s.en).join(' '), `seed ${seed}`).not.toMatch(/\d{5}/);
    }
  });
});

describe('kr-m1-6 depth', () => {
  it('two bisectors: angle BPC is 90 degrees plus half of angle A, and the figure marks the given angle', () => {
    for (const [, seed, p] of problemsOf([templateById(m16, 'kr-m1-6.angle-bisectors-meet')], SEEDS)) {
      const given = Number(/=(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1]);
      const asksA = p.stem.en.includes('degrees is \\(\\angle \\mathrm{A}');
      const [a, bpc] = asksA ? [Number(p.answer), given] : [given, Number(p.answer)];
      expect(bpc, `seed ${seed}`).toBe(90 + a / 2);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`${given}°`);
    }
  });

  it('a sector from its arc or area: the central angle it implies is less than a full turn', () => {
    for (const [, seed, p] of problemsOf([templateById(m16, 'kr-m1-6.sector-arc-and-area')], SEEDS)) {
      const r = Number(/radius \\\((\d+)/.exec(p.stem.en)?.[1]);
      const piOf = (tex: string) => {
        const [n = 1, d = 1] = (/(\d+)(?:\}\{(\d+)\})?/.exec(tex) ?? []).slice(1).filter(Boolean).map(Number);
        return n / d;
      };
      const arc = p.stem.en.includes('arc length')
        ? piOf(/arc length \\\(([^\\]*\\pi)/.exec(p.stem.en)?.[1] ?? '')
        : piOf(p.answer);
      expect((180 * arc) / r, `seed ${seed}`).toBeLessThan(360);
    }
  });

  it('two quarter circles: the overlap is less than the square and more than nothing', () => {
    for (const [, seed, p] of problemsOf([templateById(m16, 'kr-m1-6.quarter-circles-overlap')], SEEDS)) {
      const a = Number(/side \\\((\d+)/.exec(p.stem.en)?.[1]);
      if (!p.stem.en.includes('area')) continue;
      const [k, c] = (/^(\d+)\\pi-(\d+)$/.exec(p.answer) ?? []).slice(1).map(Number) as [number, number];
      const area = k * Math.PI - c;
      expect(area > 0 && area < a * a, `seed ${seed}`).toBe(true);
    }
  });

  it('diagonals from an angle sum: the polygon has at least five sides and the count is n(n-3)/2', () => {
    for (const [, seed, p] of problemsOf([templateById(m16, 'kr-m1-6.angle-sum-to-diagonals')], SEEDS)) {
      const n = Number(
        /n=(\d+)/.exec(p.explanation[0]?.en ?? '')?.[1] ?? /\\div (\d+)=(\d+)/.exec(p.explanation[0]?.en ?? '')?.[2],
      );
      expect(n, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      expect(Number(p.answer), `seed ${seed}`).toBe((n * (n - 3)) / 2);
    }
  });
});

describe('kr-m1-7 depth', () => {
  it('a solid of revolution: the figure is the solid named in the explanation, with the stem lengths', () => {
    for (const [, seed, p] of problemsOf([templateById(m17, 'kr-m1-7.solid-of-revolution')], SEEDS)) {
      const [a, b] = [...p.stem.en.matchAll(/\\\((\d+)\\,/g)].map((match) => Number(match[1])) as [number, number];
      const cone = p.stem.en.includes('triangle');
      expect(p.figure?.alt.en, `seed ${seed}`).toBe(
        `A sketch of ${cone ? 'a cone' : 'a cylinder'}. Base radius ${a} cm and height ${b} cm.`,
      );
    }
  });

  it('a cross section through the axis is twice the shape turned', () => {
    for (const [, seed, p] of problemsOf([templateById(m17, 'kr-m1-7.revolution-cross-section')], SEEDS)) {
      const [a, b, c] = [...p.stem.en.matchAll(/\\\((\d+)\\,/g)].map((match) => Number(match[1])) as number[];
      const shape = p.stem.en.includes('trapezoid') ? 2 : p.stem.en.includes('triangle') ? 1 : 0;
      const half = shape === 0 ? a! * b! : shape === 1 ? (a! * b!) / 2 : ((a! + b!) * c!) / 2;
      expect(Number(p.answer), `seed ${seed}`).toBe(2 * half);
    }
  });

  it('a painted cube: the four counts add up to every small cube', () => {
    const counts = new Map<number, number[]>();
    for (const [, seed, p] of problemsOf([templateById(m17, 'kr-m1-7.painted-cube')], SEEDS)) {
      const n = Number(/edges of \\\((\d+)/.exec(p.stem.en)?.[1]);
      const faces = /no painted/.test(p.stem.en)
        ? 0
        : /one painted/.test(p.stem.en)
          ? 1
          : Number(/exactly \\\((\d)/.exec(p.stem.en)?.[1]);
      const row = counts.get(n) ?? [NaN, NaN, NaN, NaN];
      row[faces] = Number(p.answer);
      counts.set(n, row);
      expect(faces, `seed ${seed}`).toBeGreaterThanOrEqual(0);
    }
    for (const [n, row] of counts) if (row.every(Number.isFinite)) expect(row.reduce((x, y) => x + y, 0)).toBe(n ** 3);
  });

  it('cone, sphere and cylinder: the answer is half or one and a half times the sphere', () => {
    for (const [, seed, p] of problemsOf([templateById(m17, 'kr-m1-7.cylinder-sphere-cone')], SEEDS)) {
      const read = (tex: string) => {
        const plain = tex.replace(/\{,\}/g, '');
        const [n = 1, d = 1] = (/(\d+)(?:\}\{(\d+)\})?/.exec(plain) ?? []).slice(1).filter(Boolean).map(Number);
        return n / d;
      };
      const sphere = read(/volume is \\\(((?:\\frac\{\d+\}\{\d+\})?[\d{,}]*)/.exec(p.stem.en)?.[1] ?? '');
      const ratio = p.stem.en.includes('cone') ? 1 / 2 : 3 / 2;
      expect(read(p.answer), `seed ${seed}`).toBeCloseTo(sphere * ratio, 9);
    }
  });

  it("a cone's net: the sector angle is a whole number of degrees below 360", () => {
    for (const [, seed, p] of problemsOf([templateById(m17, 'kr-m1-7.cone-net')], SEEDS)) {
      const angle = Number(/(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1] ?? p.answer);
      expect(Number.isInteger(angle) && angle > 0 && angle < 360, `seed ${seed}`).toBe(true);
    }
  });
});
