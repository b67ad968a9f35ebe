// Cases from the teacher's review in the later SAT units (sat-s-a, sat-q-f, sat-q-g): a cone's third shown as a raw
// float among the choices of a cylinder's volume (83.33333333333333), an estimated count of people written with
// floating-point noise (1870.0000000000002명), and two identical studies offered as different choices.
import { describe, expect, it } from 'vitest';
import { problemTexts, problemsOf, templateById } from './support.js';
import type { ProblemTemplate } from '../lib/types.js';
import { ruleViolations } from '../rules/rules.js';
import { numberOf } from '../kit/index.js';
import { templates as qf } from '../units/sat-q-f.js';
import { templates as qg } from '../units/sat-q-g.js';
import { templates as sa } from '../units/sat-s-a.js';

const SEEDS = 1000;
const RAW_FLOAT = /\d\.\d{7,}|\de[-+]?\d/;

const problems = (templates: readonly ProblemTemplate[]) => problemsOf(templates, SEEDS);

const texts = problemTexts;

const byId = templateById;

function noRawFloat(templates: readonly ProblemTemplate[]) {
  for (const [t, seed, p] of problems(templates)) {
    for (const text of texts(p)) expect(text, `${t.id} seed ${seed}`).not.toMatch(RAW_FLOAT);
    expect(
      ruleViolations(t, seed, p).filter((v) => v.rule === 'raw-float'),
      `${t.id} seed ${seed}`,
    ).toEqual([]);
  }
}

describe('sat-s-a: area and volume', () => {
  it('no raw float among the choices (the review saw 83.33333333333333 for a cylinder of radius 5 and height 10)', () => {
    noRawFloat(sa);
  });

  it('every choice of the cylinder volume is a whole number, written as one', () => {
    const t = sa.find((x) => x.id === 'sat-s-a.cylinder-volume') as ProblemTemplate;
    for (let seed = 1; seed <= SEEDS; seed++) {
      for (const choice of t.generate(seed).choices ?? [])
        expect(choice, `seed ${seed}`).toMatch(/^\\\(\d+(\{,\}\d{3})*\\\)$/);
    }
  });
});

describe('sat-q-f: inference from sample statistics', () => {
  it('no raw float anywhere (the review saw 1870.0000000000002명 for an estimated count)', () => {
    noRawFloat(qf);
  });

  it('an estimated number of students is a whole number, written as one before 명', () => {
    for (const [, seed, p] of problems([byId(qf, 'sat-q-f.estimate-total')])) {
      expect(p.answer, `seed ${seed}`).toMatch(/^\d+$/);
      expect(Number.isInteger(numberOf(p.answer)), `seed ${seed}`).toBe(true);
      for (const step of p.explanation) {
        for (const [, count] of step.ko.matchAll(/\\\(([^\\]*?)\\\)명/g)) {
          expect(count, `seed ${seed}`).toMatch(/^\d+(\{,\}\d{3})*$/);
        }
      }
    }
  });
});

describe('sat-q-g: evaluating statistical claims', () => {
  it('no raw float in the generalized counts (350.00000000000006 was one)', () => {
    noRawFloat(qg);
  });

  it('the three studies of a causal-conclusion problem never read alike (the review saw two identical studies)', () => {
    for (const [, seed, p] of problems([byId(qg, 'sat-q-g.causal-conclusion')])) {
      for (const lang of ['en', 'ko'] as const) {
        // Each study's description with its numeral (plain or in math) and its number of students taken out: what is
        // left is the design.
        const designs = p.stem[lang]
          .split(/(?:Study|연구) (?:\\\(\\text\{)?I+(?:\}\\\))?: /)
          .slice(1)
          .map((d) => d.replace(/\\\(\d+\\\)/g, 'N').replace(/\.\s.*$/s, ''));
        expect(designs, `${lang} seed ${seed}`).toHaveLength(3);
        expect(new Set(designs).size, `${lang} seed ${seed}: ${designs.join(' | ')}`).toBe(3);
      }
    }
  });
});
