import { describe, expect, it } from 'vitest';
import { ALL_UNITS, subUnitIds } from '../../content/curriculum.js';
import { planUnit } from '../../content/plan.js';
import { loadTemplateIndex, loadUnits } from '../../content/registry.js';
import { EXAMPLE_SEED_START, MAX_EXAMPLES, MIN_EXAMPLES, pickExamples, toWorkedExample } from './examples.js';

const units = await loadUnits();
const templates = await loadTemplateIndex();

describe('worked examples', () => {
  it('has a unit file for every curriculum unit', () => {
    expect(units.map((unit) => unit.unitId).sort()).toEqual(ALL_UNITS.map((place) => place.unit.id).sort());
  });

  it.each(units.map((unit) => [unit.unitId, unit] as const))(
    '%s: 2 or 3 checked examples outside the bank, easiest first, from different templates',
    (_unitId, unit) => {
      const subUnits = subUnitIds(unit.unitId) ?? [];
      const examples = pickExamples(unit, subUnits);
      expect(examples.length).toBeGreaterThanOrEqual(MIN_EXAMPLES);
      expect(examples.length).toBeLessThanOrEqual(MAX_EXAMPLES);

      const bank = planUnit(unit);
      const bankSeeds = new Set(bank.map((problem) => `${problem.templateId}#${problem.seed}`));
      const bankStems = new Set(bank.map((problem) => problem.problem.stem.en));
      for (const example of examples) {
        expect(example.seed).toBeGreaterThanOrEqual(EXAMPLE_SEED_START);
        expect(bankSeeds.has(`${example.templateId}#${example.seed}`)).toBe(false);
        expect(bankStems.has(example.problem.stem.en)).toBe(false);
        const template = templates.get(example.templateId);
        expect(template?.unitId).toBe(unit.unitId);
        // The example is exactly what the template makes of that seed, and its check accepts the key.
        expect(template?.generate(example.seed)).toEqual(example.problem);
        expect(template?.check(example.problem, example.seed)).toBe(true);
      }

      const difficulties = examples.map((example) => example.problem.difficulty);
      expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
      const distinctTemplates = new Set(examples.map((example) => example.templateId)).size;
      expect(distinctTemplates).toBe(Math.min(examples.length, unit.templates.length));
      // Deterministic: the same unit gives the same examples.
      expect(pickExamples(unit, subUnits)).toEqual(examples);
    },
  );

  it('projects a problem to the lesson shape with choices only for multiple choice', () => {
    const unit = units.find((candidate) => candidate.unitId === 'kr-e1-1-1');
    const [example] = unit ? pickExamples(unit, subUnitIds(unit.unitId)) : [];
    expect(example).toBeDefined();
    if (!example) return;
    const worked = toWorkedExample(example.problem);
    expect(worked.stem).toEqual(example.problem.stem);
    expect(worked.answer).toBe(example.problem.answer);
    expect(worked.explanation).toEqual(example.problem.explanation);
    expect(worked.choices).toEqual(example.problem.type === 'multiple' ? example.problem.choices : null);
    const essay = toWorkedExample({ ...example.problem, type: 'essay', choices: ['a', 'b', 'c', 'd', 'e'] });
    expect(essay.choices).toBeNull();
  });
});
