import { describe, expect, it } from 'vitest';
import { recordItem, uuid } from '../../../test/records-factories';
import { lawnDayPath, recentProblemPath, recordPath, recordsFilterFrom, recordsSearch } from './record-links';

describe('recordPath', () => {
  it('opens a finished workbook’s results and continues an unfinished one', () => {
    expect(recordPath(recordItem(1))).toBe(`/solve/result?id=${uuid(1)}`);
    expect(recordPath(recordItem(2, { kind: 'quest', finishedAt: null }))).toBe(
      `/solve/test/one/workbook_quest?id=${uuid(2)}`,
    );
  });

  it('opens each test on its own screen', () => {
    expect(recordPath(recordItem(3, { kind: 'test', testType: 'LEVEL' }))).toBe(`/test?id=${uuid(3)}`);
    expect(recordPath(recordItem(4, { kind: 'test', testType: 'DIAGNOSE' }))).toBe(
      `/solve/diagnose/report?id=${uuid(4)}`,
    );
    expect(recordPath(recordItem(5, { kind: 'test', testType: 'DIAGNOSE', finishedAt: null }))).toBe(
      `/solve/test/diagnose/workbook?id=${uuid(5)}`,
    );
    expect(recordPath(recordItem(6, { kind: 'test', testType: 'SAT' }))).toBe(`/solve/test/sat?id=${uuid(6)}`);
  });
});

describe('recentProblemPath and lawnDayPath', () => {
  it('leads a recent problem to its workbook’s explanations, or to a problem like it', () => {
    expect(recentProblemPath({ workbookId: uuid(7), problemId: uuid(8) })).toBe(`/solve/result?id=${uuid(7)}`);
    expect(recentProblemPath({ workbookId: null, problemId: uuid(8) })).toBe(
      `/solve/one?mode=SAME&problemId=${uuid(8)}&count=3`,
    );
  });

  it('opens a day of the lawn as a LAWN set, at most 50 problems', () => {
    expect(lawnDayPath('2025-03-04', 12)).toBe('/solve/one?mode=LAWN&q=2025-03-04&count=12');
    expect(lawnDayPath('2025-03-04', 80)).toBe('/solve/one?mode=LAWN&q=2025-03-04&count=50');
  });
});

describe('records filter in the URL', () => {
  it('reads the page, kind and dates, with the page size the app gives (the size cookie’s, or 5)', () => {
    expect(recordsFilterFrom(new URLSearchParams('kind=test&from=2025-01-01&to=2025-02-01&page=3'), 3)).toEqual({
      page: 3,
      size: 3,
      kind: 'test',
      from: '2025-01-01',
      to: '2025-02-01',
    });
  });

  it('leaves out what cannot be a filter', () => {
    expect(recordsFilterFrom(new URLSearchParams('kind=LEVEL&from=01/02/2025&page=0'), 5)).toEqual({
      page: 1,
      size: 5,
      kind: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when the page does', () => {
    const current = new URLSearchParams('kind=test&page=3');
    expect(recordsSearch(current, { from: '2025-01-01' }).toString()).toBe('kind=test&from=2025-01-01');
    expect(recordsSearch(current, { page: 2 }).toString()).toBe('kind=test&page=2');
    expect(recordsSearch(current, { page: 1 }).toString()).toBe('kind=test');
    expect(recordsSearch(current, { kind: undefined }).toString()).toBe('');
  });
});
