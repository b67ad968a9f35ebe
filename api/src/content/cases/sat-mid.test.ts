// Cases from the teacher's review in the SAT data units (sat-q-a, sat-q-c, sat-q-d): a predicted test score of 203,
// scores, means and totals shown with no realistic range declared, a raw float (9.666666666666666) among the choices
// of a unit conversion, and particles that do not agree with the number before them ('23가', 'x = 18를').
import { describe, expect, it } from 'vitest';
import { problemTexts, problemsOf, templateById } from './support.js';
import { numberOf } from '../kit/index.js';
import type { ProblemTemplate } from '../lib/types.js';
import { ruleViolations } from '../rules/rules.js';
import { templates as qa } from '../units/sat-q-a.js';
import { templates as qc } from '../units/sat-q-c.js';
import { templates as qd } from '../units/sat-q-d.js';

const ALL: ProblemTemplate[] = [...qa, ...qc, ...qd];
const SEEDS = 1000;

const byId = (id: string): ProblemTemplate => templateById(ALL, id);

const problems = (templates: readonly ProblemTemplate[]) => problemsOf(templates, SEEDS);

const texts = problemTexts;

/** The templates that show test scores, a mean of them or their total. */
const SCORE_TEMPLATES = ['sat-q-d.predict-from-fit', 'sat-q-c.mean', 'sat-q-c.mean-after-adding'];

describe('SAT data (sat-q-a, sat-q-c, sat-q-d) cases from the teacher review', () => {
  it('a score predicted from the line of best fit is never above 100 (the review saw 203)', () => {
    for (const [, seed, p] of problems([byId('sat-q-d.predict-from-fit')])) {
      const score = numberOf(p.answer);
      expect(score, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(score, `seed ${seed}`).toBeLessThanOrEqual(100);
    }
  });

  it('every template that shows scores or a mean declares its realistic ranges, and stays inside them', () => {
    for (const id of SCORE_TEMPLATES) {
      const t = byId(id);
      expect(t.outOfRange, `${id} declares ranges`).toBeTypeOf('function');
      for (let seed = 1; seed <= SEEDS; seed++) expect(t.outOfRange?.(seed), `${id} seed ${seed}`).toEqual([]);
    }
    // The models of sat-q-d declare theirs too (fuel use, tree growth, ice cream sales).
    expect(byId('sat-q-d.predicted-change').outOfRange).toBeTypeOf('function');
  });

  it('every score and mean written in the score problems is between 0 and 100', () => {
    const scores = SCORE_TEMPLATES.filter((id) => id.startsWith('sat-q-c')).map(byId);
    for (const [t, seed, p] of problems(scores)) {
      // The key (a mean) and every number of the stem other than a count of students.
      const shown = [...p.stem.en.matchAll(/\\\(([^\\]*?)\\\)/g)].flatMap((m) =>
        (m[1] as string).split(',').map((s) => Number(s.trim())),
      );
      const counts = new Set([...p.stem.en.matchAll(/\\\((\d+)\\\) students/g)].map((m) => Number(m[1])));
      for (const v of [numberOf(p.answer), ...shown.filter((v) => Number.isFinite(v) && !counts.has(v))]) {
        expect(v, `${t.id} seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(v, `${t.id} seed ${seed}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it('no raw float in the ratio and rate problems (the review saw 9.666666666666666 among the choices)', () => {
    for (const [t, seed, p] of problems(qa)) {
      for (const text of texts(p)) expect(text, `${t.id} seed ${seed}`).not.toMatch(/\d\.\d{7,}|\de[-+]?\d/);
      expect(
        ruleViolations(t, seed, p).filter((v) => v.rule === 'raw-float'),
        `${t.id} seed ${seed}`,
      ).toEqual([]);
    }
  });

  it('the choices of a unit conversion are all numbers written exactly', () => {
    for (const [, seed, p] of problems([byId('sat-q-a.unit-conversion')])) {
      for (const choice of p.choices ?? []) {
        const value = numberOf(choice);
        expect(Number.isFinite(value), `seed ${seed}: ${choice}`).toBe(true);
        // A whole number, a short exact decimal (0.013 for 13 m in km) or a fraction; never a rounded float.
        expect(choice, `seed ${seed}`).toMatch(
          /^\\\((?:-?\d+(?:\{,\}\d{3})*(?:\.\d{1,6})?|-?\\frac\{\d+\}\{\d+\})\\\)$/,
        );
      }
    }
  });

  it('particles agree with the number or formula before them (no "23가", "x = 18를")', () => {
    for (const [t, seed, p] of problems([...qc, ...qd])) {
      const found = ruleViolations(t, seed, p).filter((v) => v.rule === 'particle' || v.rule === 'notation');
      expect(found, `${t.id} seed ${seed}`).toEqual([]);
    }
  });
});
