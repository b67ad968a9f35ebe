// The course-map view: the graph, the selection of a grade or of some of its units, and the bank's problems read in.
import { describe, expect, it } from 'vitest';
import { planUnit } from '../../../content/plan.js';
import { templates } from '../../../content/units/kr-e5-1-5.js';
import { courseUnits, diagnosticProblem, diagnosticSelection, gradeUnitIds } from './course.js';
import { createDiagnostic, nextStep } from './select.js';

describe('course map', () => {
  it('holds every unit with its prerequisites earlier in the course map', () => {
    const units = courseUnits();
    expect(units.get('kr-e5-1-5')).toMatchObject({ prerequisites: ['kr-e5-1-4'] });
    for (const unit of units.values()) {
      for (const prerequisite of unit.prerequisites) expect(units.get(prerequisite)!.order).toBeLessThan(unit.order);
    }
  });

  it('selects a whole grade, or the chosen units of it in course order', () => {
    expect(gradeUnitIds('kr-e5')).toHaveLength(12);
    expect(diagnosticSelection('kr-m1')).toEqual(gradeUnitIds('kr-m1'));
    expect(diagnosticSelection('kr-e5', ['kr-e5-2-1', 'kr-e5-1-3', 'kr-e5-2-1'])).toEqual(['kr-e5-1-3', 'kr-e5-2-1']);
    expect(diagnosticSelection('sat-math')).toContain('sat-h-a');
  });
});

describe('diagnosticProblem', () => {
  it("reads the bank's planned problems, and a diagnostic runs on them", () => {
    const planned = planUnit({ unitId: 'kr-e5-1-5', file: 'kr-e5-1-5.ts', templates }).filter((p) => p.checked);
    const problems = planned.map((p) => diagnosticProblem(p));
    expect(problems[0]).toEqual({
      id: planned[0]!.id,
      templateId: planned[0]!.templateId,
      unitId: 'kr-e5-1-5',
      type: planned[0]!.problem.type,
      difficulty: planned[0]!.problem.difficulty,
    });
    expect(diagnosticProblem(planned[0]!, 0.7).fittedDifficulty).toBe(0.7);
    const diagnostic = createDiagnostic({ units: courseUnits(), chosen: ['kr-e5-1-5'], problems, seed: 1 });
    const step = nextStep(diagnostic, []);
    expect(step).toMatchObject({ done: false, reason: 'OPENING' });
  });
});
