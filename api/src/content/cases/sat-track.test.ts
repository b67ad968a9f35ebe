// Cases for the SAT track as the digital SAT sets it: four choices on every multiple-choice problem, and the skills
// added for it (percent growth, systems with a parameter, circles, radians, spread, box plots and histograms), each
// held to what a teacher would check by hand.
import { describe, expect, it } from 'vitest';
import { valueOf } from '../kit/check.js';
import { figureSvg } from '../kit/figures.js';
import type { ProblemTemplate } from '../lib/types.js';
import { loadUnits } from '../registry.js';
import { problemsOf, templateById } from './support.js';
import { templates as ha } from '../units/sat-h-a.js';
import { templates as hb } from '../units/sat-h-b.js';
import { templates as hd } from '../units/sat-h-d.js';
import { templates as he } from '../units/sat-h-e.js';
import { templates as pa } from '../units/sat-p-a.js';
import { templates as pb } from '../units/sat-p-b.js';
import { templates as pc } from '../units/sat-p-c.js';
import { templates as qc } from '../units/sat-q-c.js';
import { templates as qe } from '../units/sat-q-e.js';
import { templates as qf } from '../units/sat-q-f.js';
import { templates as sd } from '../units/sat-s-d.js';

const SEEDS = 200;
const units = await loadUnits();
const SAT = units.filter((unit) => unit.unitId.startsWith('sat-')).flatMap((unit) => unit.templates);
const byId = (templates: readonly ProblemTemplate[], id: string) => templateById(templates, id);

describe('the SAT track', () => {
  it('offers four choices on every multiple-choice problem, as the digital SAT does', () => {
    for (const [template, seed, problem] of problemsOf(SAT, 20)) {
      if (problem.type === 'multiple') expect(problem.choices, `${template.id} seed ${seed}`).toHaveLength(4);
    }
  });
});

describe('percent growth (sat-p-c)', () => {
  it('writes the yearly factor as 1 plus or minus the rate, never the rate itself', () => {
    for (const [, seed, p] of problemsOf([byId(pc, 'sat-p-c.percent-growth-model')], SEEDS)) {
      const rate = Number(/\\\((\d+)\\%\\\)/.exec(p.stem.en)?.[1]);
      const factor = p.stem.en.includes('increases') ? 1 + rate / 100 : 1 - rate / 100;
      expect(p.choices?.[Number(p.answer)], `seed ${seed}`).toContain(`(${factor})^{x}`);
    }
  });

  it('reads the percent off the model as the distance of the factor from 1', () => {
    for (const [, seed, p] of problemsOf([byId(pc, 'sat-p-c.percent-from-model')], SEEDS)) {
      const factor = Number(/\((\d\.\d+)\)\^\{t\}/.exec(p.stem.en)?.[1]);
      expect(Number(p.answer), `seed ${seed}`).toBeCloseTo(Math.abs(factor - 1) * 100, 9);
    }
  });

  it('divides the exponent by the period when the growth comes every few years', () => {
    for (const [, seed, p] of problemsOf([byId(pc, 'sat-p-c.percent-per-period')], SEEDS)) {
      const period = /every \\\((\d+)\\\)/.exec(p.stem.en)?.[1];
      expect(p.choices?.[Number(p.answer)], `seed ${seed}`).toContain(`^{\\frac{x}{${period}}}`);
    }
  });

  it('gives a whole-dollar purchase price that decreases to the value in the stem', () => {
    for (const [, seed, p] of problemsOf([byId(pc, 'sat-p-c.value-before-decrease')], SEEDS)) {
      const rate = Number(/by \\\((\d+)\\%/.exec(p.stem.en)?.[1]);
      const years = Number(/\\\((\d)\\\) years after/.exec(p.stem.en)?.[1]);
      const later = Number(/worth \\\(([\d{},.]+)\\\)/.exec(p.stem.en)?.[1]?.replace(/\{,\}/g, ''));
      expect(p.answer, `seed ${seed}`).toMatch(/^\d+$/);
      expect(Number(p.answer) * (1 - rate / 100) ** years, `seed ${seed}`).toBeCloseTo(later, 6);
    }
  });
});

describe('systems and equations with a parameter (sat-h-a, sat-h-d)', () => {
  /** The integer coefficients of ax + by = c in a math run. */
  const row = (text: string) => {
    const match = /(-?\d*)x([+-]\d*)y=(-?\d+)/.exec(text);
    const coef = (s: string | undefined) => (s === '' || s === '+' ? 1 : s === '-' ? -1 : Number(s));
    return match ? [coef(match[1]), coef(match[2]), Number(match[3])] : undefined;
  };

  it('has no solution with the key: the lines have one slope and two intercepts', () => {
    for (const [, seed, p] of problemsOf([byId(hd, 'sat-h-d.parallel-no-solution')], SEEDS)) {
      const [first, second] = [...p.stem.en.matchAll(/y=(-?\d*)x([+-]\d+)/g)].map((m) => m.slice(1));
      const k = Number(p.choices?.[Number(p.answer)]?.replace(/\\[()]/g, ''));
      expect(first?.[0] === '-' ? -1 : Number(first?.[0] || 1), `seed ${seed}`).toBe(k);
      expect(second, `seed ${seed}`).toBeUndefined();
    }
  });

  it('makes the second equation a multiple of the first when there are infinitely many solutions', () => {
    for (const [, seed, p] of problemsOf([byId(hd, 'sat-h-d.infinitely-many')], SEEDS)) {
      const k = Number(p.choices?.[Number(p.answer)]?.replace(/\\[()]/g, ''));
      const first = row(p.stem.en);
      const second = row(p.stem.en.replace('+ky', `${k < 0 ? k : `+${k}`}y`).split('\\\\')[1] ?? '');
      expect(first && second, `seed ${seed}`).toBeTruthy();
      const [a, b, c] = first as [number, number, number];
      const [d, e, f] = second as [number, number, number];
      expect([a * e - b * d, a * f - c * d], `seed ${seed}`).toEqual([0, 0]);
    }
  });

  it('finds a + k from the constants when both equations hide a coefficient', () => {
    for (const [, seed, p] of problemsOf([byId(hd, 'sat-h-d.infinitely-many-two-constants')], SEEDS)) {
      expect(p.answer, `seed ${seed}`).toMatch(/^-?\d+$/);
      expect(p.explanation[0]?.en, `seed ${seed}`).toMatch(/The key is/);
    }
  });

  it('leaves a nonzero constant when the x-terms cancel, so the equation has no solution', () => {
    for (const [, seed, p] of problemsOf([byId(ha, 'sat-h-a.no-solution-equation')], SEEDS)) {
      const match = /(-?\d*)\((\d)x([+-]\d+)\)=kx([+-]\d+)?\\\)/.exec(p.stem.en);
      expect(match, `seed ${seed}`).not.toBeNull();
      const [a, b, c, d] = (match as RegExpExecArray)
        .slice(1)
        .map((s) => (s === undefined ? 0 : s === '-' ? -1 : s === '' ? 1 : Number(s)));
      const k = Number(p.choices?.[Number(p.answer)]?.replace(/\\[()]/g, ''));
      expect(k, `seed ${seed}`).toBe((a as number) * (b as number));
      expect((a as number) * (c as number), `seed ${seed}`).not.toBe(d);
    }
  });
});

describe('circles and radians (sat-s-d)', () => {
  const choice = (p: { choices?: string[]; answer: string }) => p.choices?.[Number(p.answer)] ?? '';

  it('reads the center with the signs of the equation flipped', () => {
    for (const [, seed, p] of problemsOf([byId(sd, 'sat-s-d.center-from-equation')], SEEDS)) {
      const [, sx, x, sy, y] = /\(x([+-])(\d+)\)\^\{2\}\+\(y([+-])(\d+)\)/.exec(p.stem.en) ?? [];
      const center = `(${sx === '-' ? '' : '-'}${x}, ${sy === '-' ? '' : '-'}${y})`;
      expect(choice(p), `seed ${seed}`).toBe(`\\(${center}\\)`);
    }
  });

  it('converts degrees to radians with 180 degrees as pi', () => {
    for (const [, seed, p] of problemsOf([byId(sd, 'sat-s-d.degrees-to-radians')], SEEDS)) {
      const degrees = Number(/\\\((\d+)\^/.exec(p.stem.en)?.[1]);
      const [, n, d] = /\\frac\{(\d*)\\pi\}\{(\d+)\}/.exec(choice(p)) ?? [];
      const value = n === undefined ? Number(/(\d*)\\pi/.exec(choice(p))?.[1] || 1) : Number(n || 1) / Number(d);
      expect(value * 180, `seed ${seed}`).toBeCloseTo(degrees, 9);
    }
  });

  it('turns an arc length back into the central angle that gives it', () => {
    for (const [, seed, p] of problemsOf([byId(sd, 'sat-s-d.angle-from-arc')], SEEDS)) {
      const r = Number(/radius \\\((\d+)\\\)/.exec(p.stem.en)?.[1]);
      const degrees = Number(/(\d+)\^/.exec(choice(p))?.[1]);
      const arc = p.stem.en.match(/length \\\((.*?)\\\)/)?.[1] ?? '';
      const [, n, d] = /\\frac\{(\d*)\\pi\}\{(\d+)\}/.exec(arc) ?? [];
      const s = n === undefined ? Number(/(\d*)\\pi/.exec(arc)?.[1] || 1) : Number(n || 1) / Number(d);
      expect((degrees / 360) * 2 * r, `seed ${seed}`).toBeCloseTo(s, 9);
    }
  });
});

describe('spread, box plots and histograms (sat-q-c)', () => {
  const key = (p: { choices?: string[]; answer: string }) => p.choices?.[Number(p.answer)] ?? '';

  it('draws the box plot the question is about, and keys its interquartile range', () => {
    for (const [, seed, p] of problemsOf([byId(qc, 'sat-q-c.box-plot-iqr')], SEEDS)) {
      expect(p.figure, `seed ${seed}`).toBeDefined();
      const five = /data-five="([^"]+)"/.exec(figureSvg(p.figure as NonNullable<typeof p.figure>, 'ko'))?.[1];
      const [min, q1, , q3, max] = (five ?? '').split(',').map(Number) as number[];
      expect(key(p), `seed ${seed}`).toBe(`\\(${(q3 as number) - (q1 as number)}\\)`);
      expect(
        [min, max].every((v) => (v as number) >= 0 && (v as number) <= 100),
        `seed ${seed}`,
      ).toBe(true);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`first quartile ${q1}`);
    }
  });

  it('keys the class of the middle student, counted from the table in the stem', () => {
    for (const [, seed, p] of problemsOf([byId(qc, 'sat-q-c.histogram-median')], SEEDS)) {
      const rows = [...p.stem.en.matchAll(/(\d+)\\le t<(\d+) & (\d+)/g)].map((m) => m.slice(1).map(Number));
      const n = rows.reduce((acc, row) => acc + (row[2] as number), 0);
      let seen = 0;
      const row = rows.find((r) => (seen += r[2] as number) >= (n + 1) / 2) as number[];
      expect(key(p), `seed ${seed}`).toBe(`\\(${row[0]}\\le t<${row[1]}\\)`);
      expect(p.figure, `seed ${seed}`).toBeDefined();
    }
  });

  it('keys the standard deviation times k, unchanged by the number added', () => {
    for (const [, seed, p] of problemsOf([byId(qc, 'sat-q-c.spread-after-change')], SEEDS)) {
      const sd = Number(/standard deviation of \\\((\d+)\\\)/.exec(p.stem.en)?.[1]);
      const k = Number(/value by \\\((\d+)\\\)/.exec(p.stem.en)?.[1]);
      expect(key(p), `seed ${seed}`).toBe(`\\(${k * sd}\\)`);
    }
  });
});

describe('linear functions and function notation (sat-h-b, sat-p-c)', () => {
  const key = (p: { choices?: string[]; answer: string }) => p.choices?.[Number(p.answer)] ?? '';

  it('keys f(k) from the slope and one value, walking along the line', () => {
    for (const [, seed, p] of problemsOf([byId(hb, 'sat-h-b.value-from-slope')], SEEDS)) {
      const [slope, x0, y0, k] = [
        /slope of \\\((-?\d+)\\\)/,
        /f\((-?\d+)\)=/,
        /f\(-?\d+\)=(-?\d+)\\\)/,
        /value of \\\(f\((-?\d+)\)/,
      ].map((re) => Number(re.exec(p.stem.en)?.[1])) as [number, number, number, number];
      expect(key(p), `seed ${seed}`).toBe(`\\(${y0 + slope * (k - x0)}\\)`);
    }
  });

  it('keys f(g(t)), evaluating the inner function first, and offers g(f(t)) only when it differs', () => {
    for (const [, seed, p] of problemsOf([byId(pc, 'sat-p-c.composite-value')], SEEDS)) {
      const f = /f\(x\)=([^\\]+)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const g = /g\(x\)=([^\\]+)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const t = Number(/f\(g\((-?\d+)\)\)/.exec(p.stem.en)?.[1]);
      const at = (tex: string, x: number) => valueOf(`\\(${tex}\\)`, { x })[0] as number;
      expect(key(p), `seed ${seed}`).toBe(`\\(${at(f, at(g, t))}\\)`);
    }
  });
});

describe('linear inequalities and exponential equations (sat-h-e, sat-p-b)', () => {
  const key = (p: { choices?: string[]; answer: string }) => p.choices?.[Number(p.answer)] ?? '';

  it('turns the inequality around exactly when dividing by a negative number', () => {
    for (const [, seed, p] of problemsOf([byId(he, 'sat-h-e.solve-inequality')], SEEDS)) {
      const [, a, c] = /\\\((-?\d*)x(?:[+-]\d+)?\\le (-?\d*)x/.exec(p.stem.en) ?? [];
      const coef = (s?: string) => (s === '' ? 1 : s === '-' ? -1 : Number(s));
      const flips = coef(a) - coef(c) < 0;
      expect(key(p), `seed ${seed}`).toContain(flips ? '\\ge' : '\\le');
      expect(new Set(p.choices).size, `seed ${seed}`).toBe(4);
    }
  });

  it('keys the x whose power equals the number on the right', () => {
    for (const [, seed, p] of problemsOf([byId(pb, 'sat-p-b.matching-exponents')], SEEDS)) {
      const [, base, exponent, right] = /\\\((\d)\^\{([^}]+)\}=(\d+)\\\)/.exec(p.stem.en) ?? [];
      const x = Number(/-?\d+/.exec(key(p))?.[0]);
      expect(Number(base) ** (valueOf(`\\(${exponent}\\)`, { x })[0] as number), `seed ${seed}`).toBe(Number(right));
    }
  });
});

describe('the remainder theorem (sat-p-a)', () => {
  it('keys p(r) for a division by x − r, the polynomial read from the stem', () => {
    for (const [, seed, p] of problemsOf([byId(pa, 'sat-p-a.remainder-theorem')], SEEDS)) {
      const poly = /p\(x\)=([^\\]+)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const [, sign, shift] = /by \\\(x([+-])(\d+)\\\)/.exec(p.stem.en) ?? [];
      const r = sign === '-' ? Number(shift) : -Number(shift);
      expect(p.choices?.[Number(p.answer)], `seed ${seed}`).toBe(`\\(${valueOf(`\\(${poly}\\)`, { x: r })[0]}\\)`);
    }
  });
});

describe('a proportion of two linear expressions (sat-h-a)', () => {
  it('keys the x that makes both fractions of the stem equal, and crosses the products the right way', () => {
    for (const [, seed, p] of problemsOf([byId(ha, 'sat-h-a.proportion-equation')], SEEDS)) {
      const [, a, d, b, e] = /\\frac\{x([+-]\d+)?\}\{(\d)\}=\\frac\{x([+-]\d+)?\}\{(\d)\}/.exec(p.stem.en) ?? [];
      const x = Number(p.choices?.[Number(p.answer)]?.replace(/\\[()]/g, ''));
      expect((x + Number(a ?? 0)) * Number(e), `seed ${seed}`).toBe((x + Number(b ?? 0)) * Number(d));
      expect(p.explanation[0]?.en, `seed ${seed}`).toMatch(new RegExp(`denominators: \\\\\\(${e}\\(?x`));
    }
  });
});

describe('two draws without replacement (sat-q-e)', () => {
  it('keys k/n × (k−1)/(n−1) for the colour asked, the counts read from the stem', () => {
    for (const [, seed, p] of problemsOf([byId(qe, 'sat-q-e.two-draws-without-replacement')], SEEDS)) {
      const [, red, blue] = /\\\((\d+)\\\) red marbles and \\\((\d+)\\\) blue/.exec(p.stem.en) ?? [];
      const n = Number(red) + Number(blue);
      const k = p.stem.en.endsWith('are red?') ? Number(red) : Number(blue);
      const [num, den] = (/\\frac\{(\d+)\}\{(\d+)\}/.exec(p.choices?.[Number(p.answer)] ?? '') ?? [])
        .slice(1)
        .map(Number);
      expect((num as number) * n * (n - 1), `seed ${seed}`).toBe(k * (k - 1) * (den as number));
    }
  });
});

describe('a percent interval from counts (sat-q-f)', () => {
  it('keys the sample percent widened by the margin on both sides, and offers no percent above 100', () => {
    for (const [, seed, p] of problemsOf([byId(qf, 'sat-q-f.percent-interval')], SEEDS)) {
      const [, sample, yes, margin] =
        /\\\((\d+)\\\) randomly.*?\\\((\d+)\\\) said.*?of \\\((\d+)\\\) percentage/.exec(p.stem.en) ?? [];
      const percent = (100 * Number(yes)) / Number(sample);
      expect(p.choices?.[Number(p.answer)], `seed ${seed}`).toBe(
        `\\(${percent - Number(margin)}\\%\\le p\\le ${percent + Number(margin)}\\%\\)`,
      );
      for (const choice of p.choices ?? []) {
        expect(Number(/le (\d+)\\%\\\)$/.exec(choice)?.[1]), `seed ${seed}`).toBeLessThanOrEqual(100);
      }
    }
  });
});
