// Cases from the teacher's review in grade 2 (second term) and grade 3 units: raw floats among fraction choices,
// 'write only the minutes' instructions, a count of 0 stated as a fact, and particles after numbers.
import { describe, expect, it } from 'vitest';
import { problemTexts } from './support.js';
import type { ProblemTemplate } from '../lib/types.js';
import { ruleViolations } from '../rules/rules.js';
import { templates as e224 } from '../units/kr-e2-2-4.js';
import { templates as e221 } from '../units/kr-e2-2-1.js';
import { templates as e222 } from '../units/kr-e2-2-2.js';
import { templates as e223 } from '../units/kr-e2-2-3.js';
import { templates as e225 } from '../units/kr-e2-2-5.js';
import { templates as e226 } from '../units/kr-e2-2-6.js';
import { templates as e311 } from '../units/kr-e3-1-1.js';
import { templates as e312 } from '../units/kr-e3-1-2.js';
import { templates as e313 } from '../units/kr-e3-1-3.js';
import { templates as e314 } from '../units/kr-e3-1-4.js';
import { templates as e315 } from '../units/kr-e3-1-5.js';
import { templates as e316 } from '../units/kr-e3-1-6.js';
import { templates as e321 } from '../units/kr-e3-2-1.js';
import { templates as e322 } from '../units/kr-e3-2-2.js';
import { templates as e323 } from '../units/kr-e3-2-3.js';
import { templates as e324 } from '../units/kr-e3-2-4.js';
import { templates as e325 } from '../units/kr-e3-2-5.js';
import { templates as e326 } from '../units/kr-e3-2-6.js';

const ALL: ProblemTemplate[] = [
  ...e221,
  ...e222,
  ...e223,
  ...e224,
  ...e225,
  ...e226,
  ...e311,
  ...e312,
  ...e313,
  ...e314,
  ...e315,
  ...e316,
  ...e321,
  ...e322,
  ...e323,
  ...e324,
  ...e325,
  ...e326,
];
const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

const byId = (id: string): ProblemTemplate => {
  const template = ALL.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template;
};

const texts = problemTexts;

describe('teacher review cases: kr-e2-2 and kr-e3', () => {
  it('kr-e3-2-4 shows no raw float such as 0.33333333333333326; its mixed/improper choices are all fractions', () => {
    for (const template of e324) {
      for (const seed of SEEDS) {
        const problem = template.generate(seed);
        for (const text of texts(problem)) expect(text, `${template.id} seed ${seed}`).not.toMatch(/\d\.\d{5,}/);
      }
    }
    const mixed = byId('kr-e3-2-4.mixed-and-improper');
    for (const seed of SEEDS) {
      for (const choice of mixed.generate(seed).choices ?? []) expect(choice).toMatch(/\\frac\{\d+\}\{\d+\}/);
    }
  });

  it("no stem asks to 'write only' part of an answer ('몇 분인지만 쓰세요', '앞에 오는 수만 쓰세요')", () => {
    for (const template of ALL) {
      for (const seed of SEEDS.slice(0, 100)) {
        const { stem } = template.generate(seed);
        expect(stem.ko, `${template.id} seed ${seed}`).not.toMatch(/만 쓰세요|인지만|앞에 오는 수만/);
        expect(stem.en, `${template.id} seed ${seed}`).not.toMatch(
          /Write only|whole (?:meters|centimeters|liters|kilograms) is it/,
        );
      }
    }
  });

  it('kr-e2-2-4 asks the end time as a clock reading and never gives the duration as a number of the question', () => {
    const elapsed = byId('kr-e2-2-4.elapsed-time');
    for (const seed of SEEDS) {
      const problem = elapsed.generate(seed);
      if (problem.type === 'multiple') expect(problem.choices?.every((c) => /\d\{:\}\d\d/.test(c))).toBe(true);
      expect(ruleViolations(elapsed, seed, problem).filter((v) => v.rule === 'asked-in-stem')).toEqual([]);
    }
  });

  it("kr-e2-2-1 never states a place as '0개' and writes 'ten', not '1 tens'", () => {
    const place = byId('kr-e2-2-1.place-value');
    for (const seed of SEEDS) {
      const { stem } = place.generate(seed);
      expect(stem.ko).not.toMatch(/\\\(0\\\)개/);
      expect(stem.en).not.toMatch(/\\\(1\\\) (?:thousands|hundreds|tens|ones)/);
    }
  });

  it('no particle after a number, a unit or a name is wrong, and no English count disagrees, in any of these units', () => {
    for (const template of ALL) {
      for (const seed of SEEDS.slice(0, 150)) {
        const found = ruleViolations(template, seed).filter((v) => v.rule === 'particle' || v.rule === 'english');
        expect(found, `${template.id} seed ${seed}`).toEqual([]);
      }
    }
  });
});
