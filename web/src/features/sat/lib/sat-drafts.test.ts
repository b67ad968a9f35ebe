import { beforeEach, describe, expect, it } from 'vitest';
import { testProblem } from '../../../test/practice';
import {
  answerToSend,
  clampIndex,
  emptyDrafts,
  loadDrafts,
  loadSampleMeta,
  moduleSummary,
  parseDrafts,
  questionStatuses,
  saveDrafts,
  saveSampleMeta,
  testDraftsKey,
  withAnswer,
  withAttemptId,
  withMarkToggled,
  withSpent,
} from './sat-drafts';

const items = [0, 1, 2, 3].map((n) => testProblem({}, n));
const [a, b, c, d] = items.map((item) => item.id) as [string, string, string, string];

beforeEach(() => {
  window.localStorage.clear();
});

describe('SAT drafts', () => {
  it('keeps a choice, a typed answer and marks, and forgets a blank', () => {
    let drafts = withAnswer(emptyDrafts(), a, 2);
    drafts = withAnswer(drafts, b, '\\frac{3}{4}');
    drafts = withAnswer(drafts, c, '   ');
    drafts = withMarkToggled(withMarkToggled(withMarkToggled(drafts, b), d), d);

    expect(drafts.answers).toEqual({ [a]: 2, [b]: '\\frac{3}{4}' });
    expect(drafts.marked).toEqual([b]);
    expect(withAnswer(drafts, a, null).answers).toEqual({ [b]: '\\frac{3}{4}' });
  });

  it('sends a blank as an empty answer and trims typed ones', () => {
    const drafts = withAnswer(withAnswer(emptyDrafts(), a, 0), b, ' 12 ');
    expect(answerToSend(drafts, a)).toBe(0);
    expect(answerToSend(drafts, b)).toBe('12');
    expect(answerToSend(drafts, c)).toBe('');
  });

  it('makes one clientAttemptId per question and keeps it', () => {
    let serial = 0;
    const make = () => `id-${++serial}`;
    const first = withAttemptId(emptyDrafts(), a, make);
    const again = withAttemptId(first.drafts, a, make);
    const other = withAttemptId(again.drafts, b, make);

    expect(first.attemptId).toBe('id-1');
    expect(again.attemptId).toBe('id-1');
    expect(again.drafts).toBe(first.drafts);
    expect(other.attemptId).toBe('id-2');
  });

  it('adds up the time on each question', () => {
    const drafts = withSpent(withSpent(withSpent(emptyDrafts(), a, 1500), a, 500), b, -20);
    expect(drafts.spentMs).toEqual({ [a]: 2000 });
  });

  it('counts answered, unanswered and marked questions for the review', () => {
    const drafts = withMarkToggled(withAnswer(withAnswer(emptyDrafts(), a, 1), c, 'x'), d);
    expect(moduleSummary(items, drafts)).toEqual({ total: 4, answered: 2, unanswered: 2, marked: 1 });
    expect(questionStatuses(items, drafts, 2).map((s) => [s.number, s.answered, s.marked, s.current])).toEqual([
      [1, true, false, false],
      [2, false, false, false],
      [3, true, false, true],
      [4, false, true, false],
    ]);
  });

  it('survives a reload through storage, per test', () => {
    const drafts = { ...withMarkToggled(withAnswer(emptyDrafts(), a, 3), b), current: 2, skewMs: -1200 };
    saveDrafts(testDraftsKey('t1'), drafts);

    expect(loadDrafts(testDraftsKey('t1'))).toEqual(drafts);
    expect(loadDrafts(testDraftsKey('t2'))).toEqual(emptyDrafts());
  });

  it('keeps what is well formed from damaged storage', () => {
    expect(parseDrafts('not json')).toEqual(emptyDrafts());
    expect(parseDrafts('[1,2]')).toEqual(emptyDrafts());
    const parsed = parseDrafts(
      JSON.stringify({
        answers: { [a]: 1, [b]: 1.5, [c]: '', [d]: 'y' },
        marked: [a, 7, ''],
        attemptIds: { [a]: 'x', [b]: 3 },
        spentMs: { [a]: 10, [b]: -1 },
        current: -4,
        begunModule: 'two',
        skewMs: null,
      }),
    );
    expect(parsed).toEqual({
      answers: { [a]: 1, [d]: 'y' },
      marked: [a],
      attemptIds: { [a]: 'x' },
      spentMs: { [a]: 10 },
      current: 0,
      begunModule: 1,
      skewMs: 0,
    });
  });

  it('keeps the shown question inside the module', () => {
    expect(clampIndex(30, 22)).toBe(21);
    expect(clampIndex(-1, 22)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it("keeps the visitor's sample seed and start, and forgets them", () => {
    expect(loadSampleMeta()).toBeNull();
    saveSampleMeta({ seed: 42, startedAt: 1_700_000_000_000 });
    expect(loadSampleMeta()).toEqual({ seed: 42, startedAt: 1_700_000_000_000 });
    saveSampleMeta(null);
    expect(loadSampleMeta()).toBeNull();
  });
});
