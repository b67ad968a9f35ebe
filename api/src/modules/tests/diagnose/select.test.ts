// The item selector: the opening, coverage, stopping a decided unit, bringing in prerequisites, the length cap and
// determinism, on small graphs and on the real course map.
import { describe, expect, it } from 'vitest';
import { diagnosticSelection } from './course.js';
import { estimateUnit } from './estimate.js';
import { MAX_PER_UNIT, OPENING_SIZE, createDiagnostic, diagnosticProgress, lengthCap, nextStep } from './select.js';
import { courseDiagnostic, knowsUnits, makeGraph, makeProblems, makeUnit, runDiagnostic } from './testing.js';
import { DiagnosticInputError } from './types.js';

/** Twelve units in a row, none depending on another. */
function flatDiagnostic(seed = 1, count = 12) {
  const units = Array.from({ length: count }, (_, i) => makeUnit(`u${String(i + 1).padStart(2, '0')}`));
  const graph = makeGraph(units);
  return createDiagnostic({ units: graph, chosen: [...graph.keys()], problems: makeProblems(graph.keys()), seed });
}

describe('opening', () => {
  it('fixes five problems from five chosen units spread over the selection, and serves them first', () => {
    const diagnostic = flatDiagnostic();
    const units = diagnostic.opening.map((problem) => problem.unitId);
    expect(units).toEqual(['u02', 'u04', 'u07', 'u09', 'u11']);
    const run = runDiagnostic(diagnostic, () => true);
    expect(run.questions.slice(0, OPENING_SIZE).map((question) => question.problem)).toEqual(diagnostic.opening);
    expect(run.questions.slice(0, OPENING_SIZE).every((question) => question.reason === 'OPENING')).toBe(true);
  });

  it('repeats units when fewer than five are chosen', () => {
    const diagnostic = flatDiagnostic(1, 2);
    expect(diagnostic.opening.map((problem) => problem.unitId)).toEqual(['u01', 'u01', 'u02', 'u02', 'u02']);
    expect(new Set(diagnostic.opening.map((problem) => problem.id)).size).toBe(OPENING_SIZE);
  });
});

describe('nextStep', () => {
  it('gives every chosen unit a problem before any unit gets a second one after the opening', () => {
    const diagnostic = flatDiagnostic();
    const run = runDiagnostic(diagnostic, () => true);
    const firstTwelve = run.questions.slice(0, 12).map((question) => question.problem.unitId);
    expect(new Set(firstTwelve).size).toBe(12);
  });

  it('gives a unit no more problems once it is decided', () => {
    const diagnostic = flatDiagnostic(3);
    const known = new Set(['u01', 'u03', 'u05', 'u07', 'u09', 'u11']);
    const run = runDiagnostic(diagnostic, knowsUnits(known, 0.85, 0.15), 7);
    run.questions.forEach((question, index) => {
      const before = run.answers.slice(0, index);
      const unitAnswers = before
        .map((answer) => diagnostic.problemById.get(answer.problemId)!)
        .filter((problem) => problem.unitId === question.problem.unitId)
        .map((problem) => ({ problem, correct: before.find((answer) => answer.problemId === problem.id)!.correct }));
      expect(estimateUnit(unitAnswers).decided, `question ${index + 1} (${question.problem.unitId})`).toBe(false);
      expect(unitAnswers.length).toBeLessThan(MAX_PER_UNIT);
    });
  });

  it('asks a consistent student two or three problems on a known unit (a typed answer weighs more) and two on a failing one', () => {
    const diagnostic = flatDiagnostic();
    const known = new Set(['u01', 'u02', 'u03', 'u04', 'u05', 'u06']);
    const run = runDiagnostic(diagnostic, knowsUnits(known));
    const perUnit = new Map<string, number>();
    for (const question of run.questions) {
      perUnit.set(question.problem.unitId, (perUnit.get(question.problem.unitId) ?? 0) + 1);
    }
    expect(run.end.reason).toBe('DECIDED');
    for (const [unitId, count] of perUnit) {
      if (known.has(unitId)) expect([2, 3], unitId).toContain(count);
      else expect(count, unitId).toBe(2);
    }
    expect(perUnit.size).toBe(12);
  });

  it('brings in the prerequisites of a failing unit, down to the root gap in an earlier grade', () => {
    // kr-e5-1-5 needs kr-e5-1-4, which needs kr-e5-1-2 and kr-e4-2-1; kr-e4-2-1 needs kr-e3-2-4.
    const diagnostic = courseDiagnostic('kr-e5', 1, ['kr-e5-1-5']);
    const unknown = new Set(['kr-e5-1-5', 'kr-e5-1-4', 'kr-e4-2-1']);
    const run = runDiagnostic(diagnostic, (problem) => !unknown.has(problem.unitId));
    const asked = [...new Set(run.questions.map((question) => question.problem.unitId))];
    expect(asked).toEqual(['kr-e5-1-5', 'kr-e5-1-4', 'kr-e4-2-1', 'kr-e5-1-2', 'kr-e3-2-4']);
    const progress = diagnosticProgress(diagnostic, run.answers);
    expect(progress.broughtInBy.get('kr-e5-1-4')).toBe('kr-e5-1-5');
    expect(progress.broughtInBy.get('kr-e3-2-4')).toBe('kr-e4-2-1');
    // A known prerequisite brings in nothing further.
    expect(progress.active).not.toContain('kr-e4-1-3');
    expect(run.questions.filter((question) => question.reason === 'PREREQUISITE').length).toBeGreaterThan(0);
    expect(run.end.reason).toBe('DECIDED');
  });

  it('leaves a unit that does not fail without its prerequisites', () => {
    const diagnostic = courseDiagnostic('kr-e5', 1, ['kr-e5-1-5']);
    const run = runDiagnostic(diagnostic, () => true);
    expect(new Set(run.questions.map((question) => question.problem.unitId))).toEqual(new Set(['kr-e5-1-5']));
  });

  it('never asks more than the length cap', () => {
    expect([1, 5, 9, 12, 19].map(lengthCap)).toEqual([15, 27, 39, 40, 40]);
    for (const seed of [1, 2, 3]) {
      const diagnostic = courseDiagnostic('kr-m1', seed);
      const run = runDiagnostic(diagnostic, (_problem, random) => random() < 0.5, seed);
      expect(run.answers.length).toBeLessThanOrEqual(diagnostic.cap);
    }
    const struggling = courseDiagnostic('kr-e6', 1);
    const run = runDiagnostic(struggling, () => false);
    expect(run.end.reason).toBe('LENGTH_CAP');
    expect(run.answers).toHaveLength(40);
  });

  it('is a function of the seed and the answers', () => {
    const student = knowsUnits(new Set(['kr-m2-1', 'kr-m2-3', 'kr-m2-5', 'kr-m2-7']), 0.9, 0.1);
    const a = runDiagnostic(courseDiagnostic('kr-m2', 42), student, 5);
    const b = runDiagnostic(courseDiagnostic('kr-m2', 42), student, 5);
    const c = runDiagnostic(courseDiagnostic('kr-m2', 43), student, 5);
    expect(b.questions).toEqual(a.questions);
    expect(c.questions.map((question) => question.problem.id)).not.toEqual(a.questions.map((q) => q.problem.id));
  });

  it('does not depend on the order the bank lists its problems in', () => {
    const units = makeGraph([makeUnit('a'), makeUnit('b', { prerequisites: ['a'] })]);
    const problems = makeProblems(units.keys());
    const forward = createDiagnostic({ units, chosen: ['b'], problems, seed: 9 });
    const backward = createDiagnostic({ units, chosen: ['b'], problems: [...problems].reverse(), seed: 9 });
    const student = knowsUnits(new Set(['a']));
    expect(runDiagnostic(backward, student).questions).toEqual(runDiagnostic(forward, student).questions);
  });

  it('varies the template within a unit and moves the difficulty with the answers', () => {
    const diagnostic = flatDiagnostic(5);
    const known = new Set(['u01', 'u02', 'u03', 'u04', 'u05', 'u06']);
    const run = runDiagnostic(diagnostic, knowsUnits(known));
    const opening = new Set(diagnostic.opening.map((problem) => problem.id));
    for (const unitId of diagnostic.chosen) {
      const problems = run.questions.map((question) => question.problem).filter((p) => p.unitId === unitId);
      expect(new Set(problems.map((problem) => problem.templateId)).size, unitId).toBe(problems.length);
      expect(problems[0]!.difficulty, unitId).toBe(3);
      // The opening is fixed before any answer; after it, a right answer asks one level up, a wrong one down.
      const second = problems[1]!;
      if (!opening.has(second.id)) expect(second.difficulty, unitId).toBe(known.has(unitId) ? 4 : 2);
    }
  });

  it('skips chosen units without problems and ends when nothing is left to ask', () => {
    const units = makeGraph([makeUnit('a'), makeUnit('b')]);
    const diagnostic = createDiagnostic({ units, chosen: ['a', 'b'], problems: makeProblems(['a']), seed: 1 });
    const run = runDiagnostic(diagnostic, () => true);
    expect(run.questions.every((question) => question.problem.unitId === 'a')).toBe(true);
    expect(run.end.reason).toBe('DECIDED');
  });

  it('rejects an unknown problem, a problem answered twice and an unknown unit', () => {
    const diagnostic = flatDiagnostic();
    const first = diagnostic.opening[0]!.id;
    expect(() => nextStep(diagnostic, [{ problemId: 'nope', correct: true }])).toThrow(DiagnosticInputError);
    expect(() =>
      nextStep(diagnostic, [
        { problemId: first, correct: true },
        { problemId: first, correct: false },
      ]),
    ).toThrow(DiagnosticInputError);
    expect(() => createDiagnostic({ units: new Map(), chosen: ['x'], problems: [], seed: 1 })).toThrow(
      DiagnosticInputError,
    );
    expect(() => diagnosticSelection('kr-e5', ['kr-m1-1'])).toThrow(DiagnosticInputError);
    expect(() => diagnosticSelection('kr-e0')).toThrow(DiagnosticInputError);
  });
});
