// Cases for the SAT track as the digital SAT sets it: four choices on every multiple-choice problem, and the skills
// added for it (percent growth, systems with a parameter, circles, radians, spread, box plots and histograms), each
// held to what a teacher would check by hand.
import { describe, expect, it } from 'vitest';
import type { ProblemTemplate } from '../lib/types.js';
import { loadUnits } from '../registry.js';
import { problemsOf, templateById } from './support.js';
import { templates as pc } from '../units/sat-p-c.js';

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
