// Mastery as it stood at an earlier moment: the student's answers up to then, replayed through the model's own pure
// update() from a fresh state, and the trend from then to now. Pure.
import { MASTERY_TREND_STEP } from '@mathbridge/contract';
import { DEFAULT_CONFIG, difficultyPrior, newStudentState, update } from '../../model/model.js';
import type { ModelConfig, SkillState, StudentState } from '../../model/types.js';

export interface ReplayedAnswer {
  skillIds: readonly string[];
  correct: boolean;
  /** Seconds since the epoch. */
  at: number;
  /** The item's fitted difficulty, when it has one; else the content's level gives the prior. */
  fitted: number | null;
  level: number | null;
}

/**
 * The student's state after the answers, in the order given, from `start` (a fresh student by default). Each item
 * enters at its difficulty as the model knows it now (the difficulty it had at the time is not kept), so a replay up
 * to the present lands close to, not exactly on, the stored state. Like the api, each step hands update() only the
 * global row and the rows of the item's skills (all it reads), so a step costs O(skills of the item), not O(skills).
 */
export function replayAnswers(
  answers: readonly ReplayedAnswer[],
  start: StudentState = newStudentState(),
  config: ModelConfig = DEFAULT_CONFIG,
): StudentState {
  let global = start.global;
  const skills: Record<string, SkillState> = { ...start.skills };
  for (const answer of answers) {
    const view: Record<string, SkillState> = {};
    for (const id of answer.skillIds) {
      const skill = skills[id];
      if (skill) view[id] = skill;
    }
    const item = {
      id: '',
      skillIds: answer.skillIds,
      difficulty: answer.fitted ?? difficultyPrior(answer.level),
      n: 0,
    };
    const next = update({ global, skills: view }, item, answer.correct, answer.at, config).student;
    global = next.global;
    for (const id of answer.skillIds) {
      const skill = next.skills[id];
      if (skill) skills[id] = skill;
    }
  }
  return { global, skills };
}

export type Trend = 'improved' | 'slipped' | 'steady' | 'new';

/** How mastery moved since then: new when there was none, else improved or slipped by at least the step. */
export function trendOf(now: number, before: number | null): Trend {
  if (before === null) return 'new';
  // Rounded so that a change of exactly the step counts despite floating-point noise.
  const change = Math.round((now - before) * 1e9) / 1e9;
  if (change >= MASTERY_TREND_STEP) return 'improved';
  if (change <= -MASTERY_TREND_STEP) return 'slipped';
  return 'steady';
}
