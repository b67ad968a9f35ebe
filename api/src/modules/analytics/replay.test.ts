import { MASTERY_TREND_STEP } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, difficultyPrior, mastery, newStudentState, update } from '../../model/model.js';
import type { StudentState } from '../../model/types.js';
import { CheckpointCache } from './checkpoints.js';
import { replayAnswers, trendOf, type ReplayedAnswer } from './replay.js';

const answers: ReplayedAnswer[] = [
  { skillIds: ['u1'], correct: false, at: 1_000, fitted: null, level: 2 },
  { skillIds: ['u1'], correct: true, at: 2_000, fitted: 0.4, level: 3 },
  { skillIds: ['u2'], correct: true, at: 90_000, fitted: null, level: null },
  { skillIds: ['u1', 'u3'], correct: false, at: 100_000, fitted: -0.2, level: 1 },
  { skillIds: ['u1'], correct: true, at: 200_000, fitted: 0.4, level: 3 },
];

/** The whole state through update(), answer by answer, as the offline evaluation replays a log. */
function sequential(list: readonly ReplayedAnswer[]): StudentState {
  let student = newStudentState();
  for (const a of list) {
    const item = { id: '', skillIds: a.skillIds, difficulty: a.fitted ?? difficultyPrior(a.level), n: 0 };
    student = update(student, item, a.correct, a.at, DEFAULT_CONFIG).student;
  }
  return student;
}

describe('mastery replay', () => {
  it("is the model's own update() applied answer by answer", () => {
    const replayed = replayAnswers(answers);
    expect(replayed).toEqual(sequential(answers));
    expect(replayed.skills.u1?.attempts).toBe(4);
    expect(replayed.skills.u3?.attempts).toBe(1);
    expect(replayed.global.attempts).toBe(5);
    expect(mastery(replayed, 'u1', 300_000).mastery).toBeCloseTo(mastery(sequential(answers), 'u1', 300_000).mastery);
    expect(replayAnswers([])).toEqual(newStudentState());
  });

  it('carries on from an earlier replay as if it had run in one go', () => {
    const first = replayAnswers(answers.slice(0, 2));
    expect(replayAnswers(answers.slice(2), first)).toEqual(replayAnswers(answers));
    // The earlier state is left as it was.
    expect(first).toEqual(replayAnswers(answers.slice(0, 2)));
  });

  it('calls a change of at least the step improved or slipped', () => {
    expect(trendOf(0.6, null)).toBe('new');
    expect(trendOf(0.6, 0.6 - MASTERY_TREND_STEP)).toBe('improved');
    expect(trendOf(0.6 - MASTERY_TREND_STEP, 0.6)).toBe('slipped');
    expect(trendOf(0.6, 0.6 - MASTERY_TREND_STEP / 2)).toBe('steady');
    expect(trendOf(0.6, 0.6 + MASTERY_TREND_STEP / 2)).toBe('steady');
  });
});

describe('checkpoints', () => {
  it('keeps the most recently used students up to its capacity', () => {
    const cache = new CheckpointCache(2);
    const state = newStudentState();
    cache.set('a', { at: 1, state });
    cache.set('b', { at: 2, state });
    expect(cache.get('a')?.at).toBe(1);
    cache.set('c', { at: 3, state });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.at).toBe(1);
    cache.set('a', { at: 4, state });
    expect(cache.get('a')?.at).toBe(4);
  });
});
