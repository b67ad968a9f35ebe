// Cases from the teacher's review in grade 1 and grade 2 (first term) units: explanations about circles that are not in
// the problem, spoons 40 cm long and other unrealistic everyday lengths, a count of 0 stated as a fact, a part given
// away in a make-ten problem, and singular 1 with a plural noun.
import { describe, expect, it } from 'vitest';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';
import { ruleViolations } from '../rules/rules.js';
import { templates as e111 } from '../units/kr-e1-1-1.js';
import { templates as e112 } from '../units/kr-e1-1-2.js';
import { templates as e113 } from '../units/kr-e1-1-3.js';
import { templates as e114 } from '../units/kr-e1-1-4.js';
import { templates as e115 } from '../units/kr-e1-1-5.js';
import { templates as e121 } from '../units/kr-e1-2-1.js';
import { templates as e122 } from '../units/kr-e1-2-2.js';
import { templates as e123 } from '../units/kr-e1-2-3.js';
import { templates as e124 } from '../units/kr-e1-2-4.js';
import { templates as e125 } from '../units/kr-e1-2-5.js';
import { templates as e126 } from '../units/kr-e1-2-6.js';
import { templates as e211 } from '../units/kr-e2-1-1.js';
import { templates as e212 } from '../units/kr-e2-1-2.js';
import { templates as e213 } from '../units/kr-e2-1-3.js';
import { templates as e214 } from '../units/kr-e2-1-4.js';
import { templates as e215 } from '../units/kr-e2-1-5.js';
import { templates as e216 } from '../units/kr-e2-1-6.js';

const ALL: ProblemTemplate[] = [
  ...e111,
  ...e112,
  ...e113,
  ...e114,
  ...e115,
  ...e121,
  ...e122,
  ...e123,
  ...e124,
  ...e125,
  ...e126,
  ...e211,
  ...e212,
  ...e213,
  ...e214,
  ...e215,
  ...e216,
];

const SEEDS = Array.from({ length: 500 }, (_, i) => i + 1);
const byName = (list: ProblemTemplate[], name: string): ProblemTemplate => {
  const found = list.find((t) => t.id.endsWith(`.${name}`));
  if (!found) throw new Error(`no template ${name}`);
  return found;
};
const steps = (p: GeneratedProblem, lang: 'ko' | 'en') => p.explanation.map((s) => s[lang]).join(' ');
/** The numbers in the math runs of a text, in order. */
const mathNumbers = (text: string): number[] =>
  [...text.matchAll(/\\\((.*?)\\\)/g)].flatMap((x) => (x[1] ?? '').match(/\d+/g)?.map(Number) ?? []);

describe('kr-e2-1-2: explanations speak only of the figures in the problem', () => {
  it('mentions circles only when the problem has circles', () => {
    const template = byName(e212, 'sides-and-vertices');
    for (const seed of SEEDS) {
      const p = template.generate(seed);
      const hasCircle = /(^|\s)원 /.test(p.stem.ko);
      expect(/circle/.test(p.stem.en)).toBe(hasCircle);
      expect(/원은|원\b/.test(steps(p, 'ko')), `seed ${seed}: ${steps(p, 'ko')}`).toBe(hasCircle);
      expect(/circle/i.test(steps(p, 'en')), `seed ${seed}: ${steps(p, 'en')}`).toBe(hasCircle);
    }
  });
});

describe('kr-e2-1-4: everyday lengths stay within what the objects really measure', () => {
  it('declares a realistic range for every object and no seed leaves it', () => {
    for (const template of e214) {
      expect(template.outOfRange, template.id).toBeDefined();
      for (const seed of SEEDS) expect(template.outOfRange?.(seed), `${template.id} seed ${seed}`).toEqual([]);
    }
  });

  it('never measures a spoon at 40 cm, nor a pencil, toothbrush or eraser beyond its size', () => {
    const real: Record<string, [number, number]> = {
      숟가락: [14, 20],
      연필: [14, 19],
      칫솔: [16, 20],
      지우개: [4, 7],
      크레파스: [7, 10],
    };
    for (const name of ['ruler', 'estimate-length']) {
      const template = byName(e214, name);
      for (const seed of SEEDS) {
        const p = template.generate(seed);
        const object = Object.keys(real).find(
          (ko) => p.stem.ko.startsWith(`${ko}의`) || p.stem.ko.includes(` ${ko}의`),
        );
        if (!object) continue;
        const [lo, hi] = real[object] as [number, number];
        const numbers = mathNumbers(p.stem.en);
        // The ruler gives two marks (the length is their difference) or the length itself; an estimate ends with it.
        const length =
          name === 'estimate-length'
            ? (numbers[numbers.length - 1] as number)
            : numbers.length >= 2 && /mark/.test(p.stem.en)
              ? (numbers[1] as number) - (numbers[0] as number)
              : (numbers[0] as number);
        expect(length, `${template.id} seed ${seed}: ${p.stem.ko}`).toBeGreaterThanOrEqual(lo);
        expect(length, `${template.id} seed ${seed}: ${p.stem.ko}`).toBeLessThanOrEqual(hi);
      }
    }
  });
});

describe('grade 1-2 stories never state a count of 0 as a fact', () => {
  it("has no '노란색 공이 0개', '낱개 0개' or '0 ones' in any stem", () => {
    for (const template of ALL) {
      for (const seed of SEEDS) {
        const p = template.generate(seed);
        expect(p.stem.ko, `${template.id} seed ${seed}`).not.toMatch(
          /\\\(0\\\)\s*(개|장|자루|권|명|마리|봉지|묶음|번)/,
        );
        expect(p.stem.en, `${template.id} seed ${seed}`).not.toMatch(/\\\(0\\\) (?!and\b|to\b|or\b|mark\b)[a-z]/);
      }
    }
  });
});

describe('kr-e1-2-4: making ten does not give away the part it asks for', () => {
  it('asks for the rest of the split without stating it', () => {
    const template = byName(e124, 'add-past-ten');
    for (const seed of SEEDS) {
      const p = template.generate(seed);
      if (!p.stem.ko.includes('가르기')) continue;
      // The first sentence shows only the number that is split and the 10 it makes, not the parts.
      const shown = mathNumbers(p.stem.ko.split('. ')[0] ?? '');
      expect(
        shown.filter((x) => x !== 10),
        `seed ${seed}: ${p.stem.ko}`,
      ).toHaveLength(1);
    }
  });
});

describe('every template of these units passes the bank rules', () => {
  it('has no rule violation over 300 seeds', () => {
    const found: string[] = [];
    for (const template of ALL) {
      for (let seed = 1; seed <= 300; seed++) {
        for (const v of ruleViolations(template, seed))
          found.push(`${template.id} seed ${seed} [${v.rule}] ${v.message}`);
      }
    }
    expect(found.slice(0, 10)).toEqual([]);
  });
});
