import { describe, expect, it } from 'vitest';
import type { PlannedProblem } from '../../../content/plan.js';
import { buildLevelBank, levelItemsFromPlan } from './bank.js';
import { levelItem } from './test-factories.js';

const planned = (overrides: Partial<PlannedProblem> = {}): PlannedProblem => ({
  id: 'a',
  templateId: 'kr-e3-1-1.t1',
  templateVersion: 1,
  seed: 1,
  unitId: 'kr-e3-1-1',
  checked: true,
  problem: {
    type: 'multiple',
    stem: { ko: '', en: '' },
    choices: ['1', '2', '3', '4', '5'],
    answer: '0',
    explanation: [],
    difficulty: 2,
  },
  ...overrides,
});

describe('levelItemsFromPlan', () => {
  it('keeps checked problems with their unit, template, difficulty and number of choices', () => {
    const essay = planned({ id: 'b', problem: { ...planned().problem, type: 'essay', choices: undefined } });
    const items = levelItemsFromPlan([planned(), planned({ id: 'c', checked: false }), essay]);
    expect(items).toEqual([
      { id: 'a', unitId: 'kr-e3-1-1', templateId: 'kr-e3-1-1.t1', difficulty: 2, choices: 5 },
      { id: 'b', unitId: 'kr-e3-1-1', templateId: 'kr-e3-1-1.t1', difficulty: 2 },
    ]);
  });
});

describe('buildLevelBank', () => {
  it('leaves out problems outside the KR strands', () => {
    const bank = buildLevelBank([levelItem({ id: 'a' }), levelItem({ id: 'b', unitId: 'sat-h-a' })]);
    expect([...bank.items.keys()]).toEqual(['a']);
  });

  it('groups problems the model cannot tell apart into one class', () => {
    const bank = buildLevelBank([
      levelItem({ id: 'a' }),
      levelItem({ id: 'b', templateId: 'kr-e3-1-1.t2' }),
      levelItem({ id: 'c', difficulty: 4 }),
      levelItem({ id: 'd', choices: undefined }),
    ]);
    expect(bank.classes).toHaveLength(3);
    expect(bank.classes[0]?.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(bank.items.get('d')?.guess).toBe(0);
  });

  it('refuses a repeated id', () => {
    expect(() => buildLevelBank([levelItem({ id: 'a' }), levelItem({ id: 'a' })])).toThrow(/twice/);
  });
});
