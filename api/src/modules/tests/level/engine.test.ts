import { describe, expect, it } from 'vitest';
import { createRng } from '../../../content/lib/random.js';
import { buildLevelBank, type BankItem, type LevelBank } from './bank.js';
import {
  answerLevelItem,
  bandGrades,
  levelPosterior,
  MAX_ITEMS,
  MAX_PER_TEMPLATE,
  MAX_PER_UNIT,
  nextLevelItem,
  placementOf,
  START_ITEMS,
  startGrades,
  startLevelTest,
  stopReason,
  type LevelTestState,
} from './engine.js';
import { KR_GRADE_IDS } from './scale.js';
import { modelStudent, syntheticItems } from './test-factories.js';

const bank = buildLevelBank(syntheticItems());

/** Runs a whole test, answering with `answer`; returns the final state and the items in the order asked. */
function runTest(
  testBank: LevelBank,
  state: LevelTestState,
  answer: (item: BankItem, state: LevelTestState) => boolean,
): { state: LevelTestState; asked: BankItem[] } {
  const asked: BankItem[] = [];
  let current = state;
  for (let item = nextLevelItem(testBank, current); item !== null; item = nextLevelItem(testBank, current)) {
    asked.push(item);
    current = answerLevelItem(testBank, current, item.id, answer(item, current));
  }
  return { state: current, asked };
}

/** Right on items below the current estimate, wrong above it: answers that disagree with the model. */
const contrarian = (item: BankItem, state: LevelTestState) =>
  item.location > placementOf(levelPosterior(bank, state)).level;

/**
 * Only 중3 and 고1 problems, for a student who signed up in 초5 and misses them all: each answer says little (a
 * 초5 student and a 중1 student both miss 중3 problems), so the band stays wide and the test runs to the end.
 */
const farBank = buildLevelBank(
  syntheticItems({
    units: [...new Set([...bank.items.values()].filter((item) => item.grade >= 8).map((item) => item.unitId))],
  }),
);
const farStart = (seed: number) => startLevelTest({ seed, signupGradeId: 'kr-e5' });

describe('startGrades', () => {
  it('spreads the opening over the five grades around the signup grade, starting one below it', () => {
    expect(startGrades(5)).toEqual([4, 5, 6, 3, 7]);
  });

  it('shifts the five grades inwards at either end of the track', () => {
    expect(startGrades(0)).toEqual([0, 1, 2, 3, 4]);
    expect(startGrades(1)).toEqual([0, 1, 2, 3, 4]);
    const last = KR_GRADE_IDS.length - 1;
    expect(startGrades(last)).toEqual([last - 1, last, last - 2, last - 3, last - 4]);
  });

  it('spreads two grades apart from the middle without a signup grade', () => {
    const grades = startGrades(undefined);
    expect(new Set(grades).size).toBe(START_ITEMS);
    expect(Math.max(...grades) - Math.min(...grades)).toBe(8);
  });
});

describe('the opening', () => {
  it.each([
    ['kr-e1', [0, 1, 2, 3, 4]],
    ['kr-e6', [4, 5, 6, 3, 7]],
    ['kr-h1', [8, 9, 7, 6, 5]],
  ])('from signup %s asks one mid-grade problem from each grade of the spread', (signupGradeId, grades) => {
    // Every answer wrong: the opening does not adapt, whatever the answers.
    const { asked } = runTest(bank, startLevelTest({ seed: 3, signupGradeId }), () => false);
    const opening = asked.slice(0, START_ITEMS);
    expect(opening.map((item) => item.grade)).toEqual(grades);
    for (const item of opening) expect(Math.abs(item.location - item.grade)).toBeLessThanOrEqual(0.35);
  });

  it('covers four strands wherever the grades offer them', () => {
    const { asked } = runTest(bank, startLevelTest({ seed: 1, signupGradeId: 'kr-m1' }), () => true);
    expect(new Set(asked.slice(0, 4).map((item) => item.strand)).size).toBe(4);
  });
});

describe('stopping', () => {
  it('stops once the 90% band covers at most three grades, and not before the opening is over', () => {
    const answer = modelStudent(6.2, createRng(11).next);
    let state = startLevelTest({ seed: 5, signupGradeId: 'kr-m1' });
    for (;;) {
      const band = bandGrades(placementOf(levelPosterior(bank, state)));
      const item = nextLevelItem(bank, state);
      const shouldStop = state.answers.length >= START_ITEMS && band <= 3;
      expect(item === null).toBe(shouldStop || state.answers.length >= MAX_ITEMS);
      if (item === null) break;
      state = answerLevelItem(bank, state, item.id, answer(item));
    }
    expect(stopReason(bank, state)).toBe('band');
    expect(state.answers.length).toBeGreaterThanOrEqual(START_ITEMS);
    expect(bandGrades(placementOf(levelPosterior(bank, state)))).toBeLessThanOrEqual(3);
  });

  it('never stops inside the opening, however clear the answers', () => {
    let state = startLevelTest({ seed: 2, signupGradeId: 'kr-e1' });
    for (let i = 0; i < START_ITEMS; i++) {
      const item = nextLevelItem(bank, state);
      expect(item).not.toBeNull();
      state = answerLevelItem(bank, state, (item as BankItem).id, false);
    }
  });

  it('stops after MAX_ITEMS problems when the answers never settle', () => {
    const { state } = runTest(farBank, farStart(4), () => false);
    expect(state.answers).toHaveLength(MAX_ITEMS);
    expect(stopReason(farBank, state)).toBe('max-items');
    expect(bandGrades(placementOf(levelPosterior(farBank, state)))).toBeGreaterThan(3);
  });

  it('stops when no allowed problem is left', () => {
    const tiny = buildLevelBank(syntheticItems({ units: ['kr-e3-1-1', 'kr-e3-1-2'], templates: 1, perTemplate: 3 }));
    const { state } = runTest(tiny, startLevelTest({ seed: 1, signupGradeId: 'kr-e3' }), contrarian);
    // Two units, one template each: MAX_PER_TEMPLATE problems from each.
    expect(state.answers).toHaveLength(2 * MAX_PER_TEMPLATE);
    expect(stopReason(tiny, state)).toBe('bank-exhausted');
  });

  it('refuses an answer after the end, to an unknown problem, or to a problem answered before', () => {
    const { state, asked } = runTest(bank, startLevelTest({ seed: 1, signupGradeId: 'kr-e4' }), () => true);
    const spare = [...bank.items.values()].find((item) => !asked.includes(item)) as BankItem;
    expect(() => answerLevelItem(bank, state, spare.id, true)).toThrow(/over/);
    const fresh = startLevelTest({ seed: 1 });
    expect(() => answerLevelItem(bank, fresh, 'no-such-problem', true)).toThrow(/not in the bank/);
    const once = answerLevelItem(bank, fresh, spare.id, true);
    expect(() => answerLevelItem(bank, once, spare.id, false)).toThrow(/already answered/);
  });
});

describe('item rules', () => {
  const limits = (asked: BankItem[]) => {
    const most = (key: (item: BankItem) => string) => {
      const counts = new Map<string, number>();
      for (const item of asked) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    return {
      distinct: new Set(asked.map((item) => item.id)).size,
      template: most((item) => item.templateId),
      unit: most((item) => item.unitId),
    };
  };

  it.each([1, 2, 3])(
    'never repeats a problem nor passes a template or unit limit in a 20-problem test (seed %i)',
    (seed) => {
      const { asked } = runTest(farBank, farStart(seed), () => false);
      expect(asked).toHaveLength(MAX_ITEMS);
      expect(limits(asked)).toEqual({ distinct: MAX_ITEMS, template: MAX_PER_TEMPLATE, unit: MAX_PER_UNIT });
    },
  );

  it.each([1, 2, 3, 4, 5, 6])('keeps the same rules in ordinary tests (seed %i)', (seed) => {
    const signupGradeId = KR_GRADE_IDS[seed] ?? null;
    const { asked } = runTest(bank, startLevelTest({ seed, signupGradeId }), contrarian);
    const found = limits(asked);
    expect(found.distinct).toBe(asked.length);
    expect(found.template).toBeLessThanOrEqual(MAX_PER_TEMPLATE);
    expect(found.unit).toBeLessThanOrEqual(MAX_PER_UNIT);
  });
});

describe('determinism', () => {
  it('asks the same problems and places the same for the same seed and answers', () => {
    const run = () => {
      const random = createRng(99).next;
      const answer = modelStudent(4.4, random);
      const { state, asked } = runTest(bank, startLevelTest({ seed: 42, signupGradeId: 'kr-e5' }), answer);
      return { ids: asked.map((item) => item.id), placement: placementOf(levelPosterior(bank, state)) };
    };
    expect(run()).toEqual(run());
  });

  it('lets the seed choose among equivalent problems', () => {
    const first = (seed: number) => nextLevelItem(bank, startLevelTest({ seed, signupGradeId: 'kr-e5' }))?.id;
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(first));
    expect(firsts.size).toBeGreaterThan(1);
  });
});
