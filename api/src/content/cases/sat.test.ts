// Cases from the teacher's review in the SAT units moved by the 'sat' group (sat-h-*, sat-p-*, sat-q-a, sat-q-b,
// sat-q-e, sat-q-f, sat-q-g): raw floats on screen (9.666666666666666 among unit-conversion choices,
// 1870.0000000000002명 as an estimate), two identical studies offered as different, wrong particles after numbers,
// formulas and nouns ('볼펜는', 'x = 18를', '\(-3\)로'), notation faults (1x, -0, x^{1}, 'subtract −7') and prices in
// dollars that evaluate to nothing. Each test fails on the template as it was and passes now.
import { describe, expect, it } from 'vitest';
import { problemTexts, problemsOf, templateById } from './support.js';
import type { ProblemTemplate } from '../lib/types.js';
import { ruleViolations } from '../rules/rules.js';
import { templates as ha } from '../units/sat-h-a.js';
import { templates as hb } from '../units/sat-h-b.js';
import { templates as hc } from '../units/sat-h-c.js';
import { templates as hd } from '../units/sat-h-d.js';
import { templates as he } from '../units/sat-h-e.js';
import { templates as pa } from '../units/sat-p-a.js';
import { templates as pb } from '../units/sat-p-b.js';
import { templates as pc } from '../units/sat-p-c.js';
import { templates as qa } from '../units/sat-q-a.js';
import { templates as qb } from '../units/sat-q-b.js';
import { templates as qe } from '../units/sat-q-e.js';
import { templates as qf } from '../units/sat-q-f.js';
import { templates as qg } from '../units/sat-q-g.js';

const ALL: ProblemTemplate[] = [
  ...ha,
  ...hb,
  ...hc,
  ...hd,
  ...he,
  ...pa,
  ...pb,
  ...pc,
  ...qa,
  ...qb,
  ...qe,
  ...qf,
  ...qg,
];
const SEEDS = 500;
const RAW_FLOAT = /\d\.\d{7,}|\de[-+]?\d/;

const byId = (id: string): ProblemTemplate => templateById(ALL, id);

const problems = (templates: readonly ProblemTemplate[]) => problemsOf(templates, SEEDS);

const texts = problemTexts;

// Every rule over every SAT template and 500 seeds: tens of seconds, more on a busy machine.
describe('SAT units (sat group) cases from the teacher review', { timeout: 180_000 }, () => {
  it('shows no raw float among the unit-conversion choices (the review saw 9.666666666666666)', () => {
    for (const [, seed, p] of problems([byId('sat-q-a.unit-conversion')])) {
      for (const choice of p.choices ?? []) expect(choice, `seed ${seed}`).not.toMatch(RAW_FLOAT);
    }
  });

  it('writes an estimated number of students exactly (the review saw 1870.0000000000002명)', () => {
    for (const [, seed, p] of problems([byId('sat-q-f.estimate-total'), byId('sat-q-g.generalize-count')])) {
      expect(p.answer, `seed ${seed}`).toMatch(/^\d+$/);
      for (const text of texts(p)) expect(text, `seed ${seed}`).not.toMatch(RAW_FLOAT);
    }
  });

  it('never lists two studies with the same design as different studies', () => {
    for (const [, seed, p] of problems([byId('sat-q-g.causal-conclusion')])) {
      const studies = [...p.stem.en.matchAll(/Study \\\(\\text\{[IV]+\}\\\): \\\(\d+\\\) students ([^.]*)\./g)].map(
        (m) => m[1],
      );
      expect(studies.length, `seed ${seed}`).toBe(3);
      expect(new Set(studies).size, `seed ${seed}: ${studies.join(' | ')}`).toBe(3);
    }
  });

  it("puts the particle that agrees after a noun, number or formula ('볼펜은', not '볼펜는')", () => {
    for (const [t, seed, p] of problems(ALL)) {
      const wrong = ruleViolations(t, seed, p).filter((v) => v.rule === 'particle');
      expect(wrong, `${t.id} seed ${seed}`).toEqual([]);
    }
    const pens = problems([byId('sat-h-d.two-items')]);
    for (const [, , p] of pens) {
      expect(p.stem.ko).not.toMatch(/볼펜는|연필는/);
      if (p.stem.ko.includes('볼펜')) expect(p.stem.ko).toMatch(/볼펜은 한 자루에/);
    }
  });

  it("writes no 1x, -0, x^{1} or 'subtract −7 from both sides', and no raw float anywhere", () => {
    for (const [t, seed, p] of problems(ALL)) {
      const found = ruleViolations(t, seed, p).filter((v) => v.rule === 'notation' || v.rule === 'raw-float');
      expect(found, `${t.id} seed ${seed}`).toEqual([]);
    }
  });

  it('shows prices as dollar amounts a check can read back (\\text{\\$}12), and in Korean as 12달러', () => {
    for (const [, seed, p] of problems([byId('sat-q-b.successive-changes')])) {
      for (const choice of p.choices ?? [])
        expect(choice, `seed ${seed}`).toMatch(/^\\\(\\text\{\\\$\}\d+(\.\d\d)?\\\)$/);
      expect(p.stem.ko, `seed ${seed}`).toMatch(/\\\(\d+\\\)달러/);
    }
  });

  it('asks every SAT student-produced response in worked-out number form', () => {
    for (const [t, seed, p] of problems(ALL)) {
      if (p.type === 'essay') expect(p.answerSpec?.form, `${t.id} seed ${seed}`).toBe('number');
    }
  });
});
