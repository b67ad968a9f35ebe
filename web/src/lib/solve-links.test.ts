import { describe, expect, it } from 'vitest';
import { readStartQuery, resultPath, startPath, workbookPath } from './solve-links';

const read = (query: string) => readStartQuery(new URLSearchParams(query));

describe('/solve/one links', () => {
  it('shows the chooser without units or a mode', () => {
    expect(read('')).toEqual({ status: 'empty' });
    expect(read('count=5')).toEqual({ status: 'empty' });
  });

  it('builds a practice workbook from one or several units, 5 questions by default', () => {
    expect(read('unit=kr-e1-1-1')).toEqual({
      status: 'ok',
      variant: 'practice',
      body: { kind: 'practice', questionCount: 5, source: { type: 'units', unitIds: ['kr-e1-1-1'] } },
    });
    expect(read('unit=a&unit=b&count=10&kind=quest')).toMatchObject({
      variant: 'quest',
      body: { kind: 'quest', questionCount: 10, source: { unitIds: ['a', 'b'] } },
    });
  });

  it('builds a study-mode workbook with its target; a sheet is a test', () => {
    expect(read('mode=SAME&problemId=p-1&count=3&kind=sheet')).toEqual({
      status: 'ok',
      variant: 'sheet',
      body: {
        kind: 'test',
        questionCount: 3,
        source: { type: 'study', studyMode: 'SAME', unitId: undefined, problemId: 'p-1', q: undefined },
      },
    });
  });

  it('names the bad value', () => {
    expect(read('unit=a&count=0')).toEqual({ status: 'invalid', field: 'count' });
    expect(read('unit=a&count=2.5')).toEqual({ status: 'invalid', field: 'count' });
    expect(read('unit=a&count=51')).toEqual({ status: 'invalid', field: 'count' });
    expect(read('mode=NOPE')).toEqual({ status: 'invalid', field: 'mode' });
    expect(read('unit=a&kind=exam')).toEqual({ status: 'invalid', field: 'kind' });
  });

  it('writes links the reader reads back', () => {
    const link = startPath({ mode: 'INCORRECT', count: 4, kind: 'test' });
    expect(link).toBe('/solve/one?mode=INCORRECT&count=4&kind=test');
    expect(read(link.split('?')[1] ?? '')).toMatchObject({ variant: 'test', body: { questionCount: 4 } });
    expect(startPath({ units: ['kr-e1-1-1'] })).toBe('/solve/one?unit=kr-e1-1-1&count=5');
  });

  it('sends each kind to its solving screen', () => {
    expect(workbookPath('practice', 'w')).toBe('/solve/one/workbook?id=w');
    expect(workbookPath('test', 'w')).toBe('/solve/test/one/workbook?id=w');
    expect(workbookPath('quest', 'w')).toBe('/solve/test/one/workbook_quest?id=w');
    expect(workbookPath('sheet', 'w')).toBe('/solve/test/one/workbookv2?id=w');
    expect(resultPath('w')).toBe('/solve/result?id=w');
  });
});
