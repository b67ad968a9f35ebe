import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG,
  DEFAULT_HYPER,
  difficultyPrior,
  eloConfig,
  mastery,
  newSkillState,
  newStudentState,
  predict,
  sigmoid,
  update,
} from './model.js';
import type { ItemState, ModelConfig, StudentState } from './types.js';

/** Under these weights the prediction is plain Elo, sigmoid(global + skill - difficulty), easy to compute by hand. */
const elo: ModelConfig = eloConfig();

const item = (overrides: Partial<ItemState> = {}): ItemState => ({
  id: 'p1',
  skillIds: ['kr-m1-1'],
  difficulty: 0,
  n: 0,
  ...overrides,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('update', () => {
  it('moves abilities up and the item down by the Elo step after a right answer', () => {
    const { student, item: next } = update(newStudentState(), item(), true, 1000, elo);
    // A fresh student on a typical item: Elo predicts 0.5, so each step is a * (1 - 0.5).
    expect(student.global.theta).toBeCloseTo(DEFAULT_HYPER.globalStep.a * 0.5, 12);
    expect(student.skills['kr-m1-1']?.theta).toBeCloseTo(DEFAULT_HYPER.skillStep.a * 0.5, 12);
    expect(next.difficulty).toBeCloseTo(-DEFAULT_HYPER.itemStep.a * 0.5, 12);
    expect(next.n).toBe(1);
    expect(student.skills['kr-m1-1']).toMatchObject({
      attempts: 1,
      successes: 1,
      failures: 0,
      recent: 0.5 + DEFAULT_HYPER.recentRate * 0.5,
      decayedSuccesses: 1,
      decayedFailures: 0,
      info: 0.25,
      lastAt: 1000,
    });
    expect(student.global).toMatchObject({ attempts: 1, successes: 1, failures: 0, lastAt: 1000 });
  });

  it('moves abilities down after a wrong answer, by the error against the Elo prediction', () => {
    const start: StudentState = {
      global: { ...newSkillState(), theta: 1, attempts: 10, successes: 8, failures: 2, recent: 0.8, lastAt: 0 },
      skills: {},
    };
    const hard = item({ difficulty: 0.5, n: 50 });
    const { student, item: next } = update(start, hard, false, 60, elo);
    const p = sigmoid(1 - 0.5);
    const globalStep = DEFAULT_HYPER.globalStep.a / (1 + DEFAULT_HYPER.globalStep.b * 10);
    const itemStep = DEFAULT_HYPER.itemStep.a / (1 + DEFAULT_HYPER.itemStep.b * 50);
    expect(student.global.theta).toBeCloseTo(1 - globalStep * p, 12);
    expect(student.skills['kr-m1-1']?.theta).toBeCloseTo(-DEFAULT_HYPER.skillStep.a * p, 12);
    expect(next.difficulty).toBeCloseTo(0.5 + itemStep * p, 12);
    expect(student.global.failures).toBe(3);
    expect(student.skills['kr-m1-1']?.recent).toBeCloseTo(0.5 - DEFAULT_HYPER.recentRate * 0.5, 12);
  });

  it('moves by the error of the full model prediction, not of the Elo part alone', () => {
    const start = update(newStudentState(), item(), true, 0).student;
    const p = predict(start, item(), 60);
    const { student } = update(start, item(), false, 60);
    const stepSize = DEFAULT_HYPER.globalStep.a / (1 + DEFAULT_HYPER.globalStep.b * 1);
    expect(student.global.theta - start.global.theta).toBeCloseTo(-stepSize * p, 12);
  });

  it('fades the decayed counts with the time since the skill was last practised', () => {
    const day = 86_400;
    const first = update(newStudentState(), item(), true, 0).student;
    const later = update(first, item(), false, DEFAULT_HYPER.decayDays * day).student;
    expect(later.skills['kr-m1-1']?.decayedSuccesses).toBeCloseTo(Math.exp(-1), 12);
    expect(later.skills['kr-m1-1']?.decayedFailures).toBeCloseTo(1, 12);
    expect(later.skills['kr-m1-1']?.successes).toBe(1);
  });

  it('takes smaller steps as answers accumulate', () => {
    let state = newStudentState();
    const steps: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = state.skills['kr-m1-1']?.theta ?? 0;
      state = update(state, item(), true, i, elo).student;
      steps.push((state.skills['kr-m1-1']?.theta ?? 0) - before);
    }
    expect(steps[29]).toBeLessThan((steps[0] as number) / 4);
    expect(steps.every((s) => s > 0)).toBe(true);
  });

  it('is pure and touches only the global row, the item skills and the item', () => {
    const other = { ...newSkillState(), theta: 0.7, attempts: 3, successes: 2, failures: 1, lastAt: 5 };
    const student = deepFreeze<StudentState>({ global: newStudentState().global, skills: { other } });
    const frozenItem = deepFreeze(item({ skillIds: ['a', 'b'] }));
    const result = update(student, frozenItem, true, 10);
    expect(Object.keys(result.student.skills).sort()).toEqual(['a', 'b', 'other']);
    expect(result.student.skills.other).toBe(other);
    expect(result.student.skills.a?.attempts).toBe(1);
    expect(result.student.skills.b?.attempts).toBe(1);
    expect(student.skills.a).toBeUndefined();
    expect(frozenItem.n).toBe(0);
  });

  it('updates every skill of a multi-skill item by the shared error', () => {
    const start: StudentState = {
      global: newStudentState().global,
      skills: { a: { ...newStudentState().global, theta: 1 }, b: { ...newStudentState().global, theta: -1 } },
    };
    const { student } = update(start, item({ skillIds: ['a', 'b'] }), true, null, elo);
    // The mean skill ability is 0, so the prediction is 0.5 and both rows move by the same step.
    expect((student.skills.a?.theta ?? 0) - 1).toBeCloseTo((student.skills.b?.theta ?? 0) + 1, 12);
    expect(student.skills.a?.lastAt).toBeNull();
  });
});

describe('predict', () => {
  it('gives a probability that rises with practice successes and falls with item difficulty', () => {
    let strong = newStudentState();
    let weak = newStudentState();
    for (let i = 0; i < 10; i++) {
      strong = update(strong, item(), true, i * 60).student;
      weak = update(weak, item(), false, i * 60).student;
    }
    const at = 11 * 60;
    const pStrong = predict(strong, item(), at);
    const pWeak = predict(weak, item(), at);
    expect(pStrong).toBeGreaterThan(0);
    expect(pStrong).toBeLessThan(1);
    expect(pStrong).toBeGreaterThan(pWeak);
    expect(predict(strong, item({ difficulty: 2 }), at)).toBeLessThan(pStrong);
  });

  it('maps the content difficulty 1-5 onto the logit scale around a typical item', () => {
    expect(difficultyPrior(3)).toBe(0);
    expect(difficultyPrior(1)).toBeLessThan(0);
    expect(difficultyPrior(5)).toBeGreaterThan(0);
    expect(difficultyPrior(undefined)).toBe(0);
  });
});

describe('mastery', () => {
  it('narrows its band as answers accumulate', () => {
    const fresh = mastery(newStudentState(), 'kr-m1-1', 0, DEFAULT_CONFIG);
    let state = newStudentState();
    for (let i = 0; i < 20; i++) state = update(state, item(), i % 4 !== 0, i * 60).student;
    const practised = mastery(state, 'kr-m1-1', 20 * 60, DEFAULT_CONFIG);
    expect(practised.uncertainty).toBeLessThan(fresh.uncertainty);
    expect(practised.high - practised.low).toBeLessThan(fresh.high - fresh.low);
    expect(practised.low).toBeLessThan(practised.mastery);
    expect(practised.mastery).toBeLessThan(practised.high);
    expect(practised.attempts).toBe(20);
    expect(practised.mastery).toBeGreaterThan(fresh.mastery);
  });
});
