import { describe, expect, it } from 'vitest';
import {
  assemble,
  CHANCE_BAND,
  MAX_PER_TEMPLATE,
  makeWhy,
  planUnits,
  rankCandidates,
  unitStatus,
  type Candidate,
  type CourseGraph,
  type PlanInput,
  type UnitFacts,
} from './policy.js';
import { reviewState } from './review.js';
import { compare } from './simulation.js';

// ---- factories ----

/** A small course: a → b → c in a chain, d on its own; every unit has problems. */
const course: CourseGraph = {
  prerequisites: (id) => ({ b: ['a'], c: ['b'] })[id] ?? [],
  next: (id) => ({ a: ['b', 'c', 'd'], b: ['c', 'd'], c: ['d'], d: [] })[id] ?? [],
  hasProblems: () => true,
};

const mastered: UnitFacts = { mastery: 0.9, attempts: 6, missed: 0, of: 0 };
const gap: UnitFacts = { mastery: 0.3, attempts: 4, missed: 3, of: 4 };
const open: UnitFacts = { mastery: 0.6, attempts: 2, missed: 0, of: 0 };

function plan(overrides: Partial<PlanInput> = {}) {
  return planUnits({
    facts: new Map(),
    course,
    recentUnits: [],
    start: null,
    grade: [],
    interests: [],
    bookmarks: [],
    ...overrides,
  });
}

function candidate(id: string, predicted: number, overrides: Partial<Candidate> = {}): Candidate {
  return { id, unitId: 'a', templateId: `t-${id}`, predicted, seen: false, ...overrides };
}

// ---- tests ----

describe('unit status', () => {
  it('needs answers before it calls a unit mastered or a gap', () => {
    expect(unitStatus(undefined)).toBe('new');
    expect(unitStatus({ ...mastered, attempts: 2 })).toBe('open');
    expect(unitStatus(mastered)).toBe('mastered');
    expect(unitStatus({ ...gap, attempts: 1 })).toBe('open');
    expect(unitStatus(gap)).toBe('gap');
  });
});

describe('planUnits', () => {
  it('never pushes a unit past a gap: the student is sent to the prerequisite, with both named', () => {
    const picks = plan({ facts: new Map([['a', gap]]), recentUnits: ['c'], start: null });
    expect(picks.map((p) => p.unitId)).not.toContain('c');
    expect(picks.map((p) => p.unitId)).not.toContain('b');
    expect(picks[0]).toMatchObject({ unitId: 'a', why: { key: 'prerequisiteFirst', unitId: 'a', targetUnitId: 'b' } });
  });

  it('moves on to the next unit once one is mastered, saying it is ready when its prerequisites are mastered', () => {
    const picks = plan({ facts: new Map([['a', mastered]]), recentUnits: ['a'] });
    expect(picks[0]).toMatchObject({ unitId: 'b', why: { key: 'ready', unitId: 'b' } });
  });

  it('keeps a unit missed often last week, with the true counts', () => {
    const facts = new Map([['d', { mastery: 0.55, attempts: 3, missed: 2, of: 3 }]]);
    const [pick] = plan({ facts, recentUnits: ['d'] });
    expect(pick?.why).toEqual(makeWhy('missedRecently', { unitId: 'd', missed: 2, of: 3 }));
  });

  it('starts a new student where the level test said, else at the grade, and mixes in interests and bookmarks', () => {
    const levelTest = plan({ start: { unitIds: ['b'], key: 'levelTest' } });
    expect(levelTest[0]).toMatchObject({ unitId: 'b', why: { key: 'levelTest' } });
    const grade = plan({ start: { unitIds: ['a'], key: 'gradeStart' }, interests: [['c', 'd']], bookmarks: ['d'] });
    expect(grade.map((p) => [p.unitId, p.why?.key, p.source])).toEqual([
      ['a', 'gradeStart', 'start'],
      ['c', 'interest', 'interest'],
      ['d', 'bookmark', 'bookmark'],
    ]);
  });

  it('leaves mastered units out', () => {
    const facts = new Map([
      ['a', mastered],
      ['b', mastered],
      ['c', mastered],
      ['d', open],
    ]);
    expect(plan({ facts, recentUnits: ['b', 'd'], bookmarks: ['a'] }).map((p) => p.unitId)).toEqual(['d']);
  });
});

describe('assemble', () => {
  it('keeps fresh problems in the 60-85% band, nearest 70% first, while the bank has them', () => {
    const pool = [0.2, 0.5, 0.61, 0.68, 0.72, 0.8, 0.84, 0.9, 0.97, 0.99].map((p, i) => candidate(`p${i}`, p));
    const set = assemble({
      count: 5,
      reviews: [],
      afterHelp: [],
      plan: [{ unitId: 'a', why: null, source: 'focus' }],
      candidates: new Map([['a', pool]]),
    });
    expect(set).toHaveLength(5);
    const chances = set.map((item) => pool.find((c) => c.id === item.id)?.predicted ?? 0);
    for (const p of chances) {
      expect(p).toBeGreaterThanOrEqual(CHANCE_BAND.low);
      expect(p).toBeLessThanOrEqual(CHANCE_BAND.high);
    }
    expect(chances.slice(0, 2).sort()).toEqual([0.68, 0.72]);
    expect(set.every((item) => item.why.key === 'rightLevel')).toBe(true);
    expect(set[0]?.why.chance).toBe(0.68);
  });

  it('ranks unseen problems first, then those in the band', () => {
    const ranked = rankCandidates([
      candidate('seen', 0.7, { seen: true }),
      candidate('far', 0.95),
      candidate('near', 0.65),
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['near', 'far', 'seen']);
  });

  it('puts after-help and due reviews first, and never more than three problems of a template', () => {
    const sameTemplate = Array.from({ length: 8 }, (_, i) => candidate(`s${i}`, 0.7, { templateId: 'one' }));
    const review = { id: 'r1', unitId: 'a', templateId: 'one', why: makeWhy('review', { unitId: 'a', daysAgo: 3 }) };
    const help = { id: 'h1', unitId: 'a', templateId: 'two', why: makeWhy('afterHelp', { unitId: 'a' }) };
    const set = assemble({
      count: 10,
      reviews: [review],
      afterHelp: [help],
      plan: [{ unitId: 'a', why: null, source: 'focus' }],
      candidates: new Map([['a', sameTemplate]]),
    });
    expect(set.slice(0, 2).map((item) => item.why.key)).toEqual(['afterHelp', 'review']);
    expect(set.filter((item) => item.templateId === 'one')).toHaveLength(MAX_PER_TEMPLATE);
  });
});

describe('spaced review', () => {
  const wrongOn = (day: string) => ({ day, correct: false });
  const rightOn = (day: string) => ({ day, correct: true });

  it('brings a wrong answer back 1, 3, 7 and 14 days later', () => {
    expect(reviewState([wrongOn('2026-03-01')], '2026-03-01')?.due).toBe(false);
    expect(reviewState([wrongOn('2026-03-01')], '2026-03-02')).toEqual({ dueOn: '2026-03-02', due: true, daysAgo: 1 });
    const once = [wrongOn('2026-03-01'), wrongOn('2026-03-02')];
    expect(reviewState(once, '2026-03-03')?.due).toBe(false);
    expect(reviewState(once, '2026-03-04')).toMatchObject({ dueOn: '2026-03-04', due: true, daysAgo: 2 });
    const twice = [...once, rightOn('2026-03-04')];
    expect(reviewState(twice, '2026-03-07')?.due).toBe(false);
    expect(reviewState(twice, '2026-03-08')).toMatchObject({ dueOn: '2026-03-08', due: true, daysAgo: 6 });
    const thrice = [...twice, wrongOn('2026-03-08')];
    expect(reviewState(thrice, '2026-03-15')).toMatchObject({ dueOn: '2026-03-15', due: true, daysAgo: 7 });
  });

  it('ends once answered right on two different days after the mistake', () => {
    const sameDay = [wrongOn('2026-03-01'), rightOn('2026-03-01'), rightOn('2026-03-02'), rightOn('2026-03-02')];
    expect(reviewState(sameDay, '2026-03-04')?.due).toBe(true);
    expect(reviewState([...sameDay, rightOn('2026-03-04')], '2026-03-20')).toBeNull();
    expect(reviewState([rightOn('2026-03-01')], '2026-03-02')).toBeNull();
  });

  it('does not make a late review due again the same day', () => {
    const late = [wrongOn('2026-03-01'), rightOn('2026-03-10')];
    expect(reviewState(late, '2026-03-10')).toMatchObject({ dueOn: '2026-03-11', due: false });
  });
});

describe('offline comparison', () => {
  it('masters more skills than random grade problems and the former TODAY set', () => {
    const result = compare({ students: 150, seed: 1 });
    for (const [i, at] of result.policies.policy.entries()) {
      for (const other of [result.policies.random[i], result.policies.today[i]]) {
        expect(at.gradeMastered).toBeGreaterThan(other?.gradeMastered ?? Infinity);
        expect(at.gained).toBeGreaterThan(other?.gained ?? Infinity);
      }
    }
  });
});
