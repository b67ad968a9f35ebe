// Small factories for the level test's tests: a synthetic bank shaped like the real one (every KR unit, a few
// templates a unit, declared difficulties 1-4, multiple-choice and typed problems) that builds in milliseconds.
import { ALL_UNITS } from '../../../content/curriculum.js';
import { sigmoid } from '../../../model/model.js';
import type { BankItem, LevelItem } from './bank.js';
import type { LevelAnswer } from './engine.js';
import { DISCRIMINATION } from './scale.js';

export function levelItem(overrides: Partial<LevelItem> = {}): LevelItem {
  return { id: 'p1', unitId: 'kr-e3-1-1', templateId: 'kr-e3-1-1.t1', difficulty: 3, choices: 5, ...overrides };
}

/**
 * Every KR unit with `templates` templates of `perTemplate` problems each; the difficulty cycles 1-4 and every
 * other template takes typed answers.
 */
export function syntheticItems(options: { templates?: number; perTemplate?: number; units?: string[] } = {}) {
  const templates = options.templates ?? 3;
  const perTemplate = options.perTemplate ?? 8;
  const units = options.units ?? ALL_UNITS.filter((place) => place.track.id === 'KR').map((place) => place.unit.id);
  const items: LevelItem[] = [];
  for (const unitId of units) {
    for (let t = 1; t <= templates; t++) {
      for (let k = 0; k < perTemplate; k++) {
        items.push(
          levelItem({
            id: `${unitId}.t${t}#${k + 1}`,
            unitId,
            templateId: `${unitId}.t${t}`,
            difficulty: 1 + ((k + t) % 4),
            ...(t % 2 === 1 ? { choices: 5 } : { choices: undefined }),
          }),
        );
      }
    }
  }
  return items;
}

/** A student who answers by the engine's model at `level`, drawing from `random` (a number in [0, 1)). */
export function modelStudent(level: number, random: () => number) {
  return (item: BankItem): boolean => {
    const p = item.guess + (1 - item.guess - 0.03) * sigmoid(DISCRIMINATION * (level - item.location));
    return random() < p;
  };
}

export const answered = (itemId: string, correct: boolean): LevelAnswer => ({ itemId, correct });
