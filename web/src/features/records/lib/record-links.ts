// Where each line of the records list and of the recent problems leads, and how the records list reads its filters
// and page from the URL (page size comes from the app: 5 unless the size cookie says otherwise).
import { MAX_WORKBOOK_QUESTIONS, WORKBOOK_KINDS, type RecordList, type WorkbookKind } from '@mathbridge/contract';
import { continuePath } from '../../solve/lib/sheet-memory';
import { resultPath, startPath } from '../../../lib/solve-links';
import type { RecordsFilter } from '../api/records-keys';

export type RecordItem = RecordList['items'][number];

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** A finished workbook opens its results; an unfinished one continues. A test opens its own screen or report. */
export function recordPath(record: Pick<RecordItem, 'id' | 'kind' | 'testType' | 'finishedAt'>): string {
  const finished = record.finishedAt != null;
  switch (record.testType) {
    case 'LEVEL':
      return withId('/test', record.id);
    case 'DIAGNOSE':
      return withId(finished ? '/solve/diagnose/report' : '/solve/test/diagnose/workbook', record.id);
    case 'SAT':
      return withId('/solve/test/sat', record.id);
    default:
      return finished ? resultPath(record.id) : continuePath(record.kind, record.id);
  }
}

/** A recent problem's explanation sits in its workbook's results; one answered outside a workbook is practised again. */
export function recentProblemPath(problem: { workbookId: string | null; problemId: string }): string {
  return problem.workbookId
    ? resultPath(problem.workbookId)
    : startPath({ mode: 'SAME', problemId: problem.problemId, count: 3 });
}

/** Opens the problems answered on a lawn day again as a practice set (study mode LAWN), at most a workbook's worth. */
export function lawnDayPath(date: string, count: number): string {
  return startPath({ mode: 'LAWN', q: date, count: Math.min(MAX_WORKBOOK_QUESTIONS, Math.max(1, count)) });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The records filter from the page's URL (?kind=&from=&to=&page=); a bad value is left out. */
export function recordsFilterFrom(params: URLSearchParams, size: number): RecordsFilter {
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size,
    kind: (WORKBOOK_KINDS as readonly string[]).includes(kind ?? '') ? (kind as WorkbookKind) : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
  };
}

/** The URL's query after a filter change; a change of filter goes back to page 1. */
export function recordsSearch(
  current: URLSearchParams,
  change: Partial<Pick<RecordsFilter, 'kind' | 'from' | 'to' | 'page'>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
