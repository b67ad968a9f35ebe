// The calls of the solving loop: workbooks (create, read, list, finish, results), answers and study sets, each
// parsed with its contract schema, with the query keys and options the screens share.
import {
  PRACTICE_PATHS,
  StudySetSchema,
  SubmitAnswerResponseSchema,
  WorkbookListSchema,
  WorkbookResultsSchema,
  WorkbookSchema,
  buildPath,
  type CreateWorkbookRequest,
  type StudyModeParam,
  type StudySet,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type Workbook,
  type WorkbookKind,
  type WorkbookList,
  type WorkbookResults,
} from '@mathbridge/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function createWorkbook(body: CreateWorkbookRequest): Promise<Workbook> {
  return request(PRACTICE_PATHS.workbooks, { method: 'POST', body, schema: WorkbookSchema, errorMode: 'silent' });
}

export function getWorkbook(id: string): Promise<Workbook> {
  return request(buildPath(PRACTICE_PATHS.workbook, { id }), { schema: WorkbookSchema, errorMode: 'silent' });
}

export function finishWorkbook(id: string): Promise<WorkbookResults> {
  return request(buildPath(PRACTICE_PATHS.workbookFinish, { id }), {
    method: 'POST',
    schema: WorkbookResultsSchema,
    errorMode: 'alert',
  });
}

export function getResults(id: string): Promise<WorkbookResults> {
  return request(buildPath(PRACTICE_PATHS.workbookResults, { id }), {
    schema: WorkbookResultsSchema,
    errorMode: 'silent',
  });
}

export interface WorkbookListFilter {
  page: number;
  size: number;
  kind?: WorkbookKind;
}

export function listWorkbooks({ page, size, kind }: WorkbookListFilter): Promise<WorkbookList> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (kind) query.set('kind', kind);
  return request(`${PRACTICE_PATHS.workbooks}?${query.toString()}`, {
    schema: WorkbookListSchema,
    errorMode: 'silent',
  });
}

/**
 * Sends one answer. Failures are the caller's to show: a network failure keeps the answer for later, and the
 * catalogue's messages belong on the solving screen, not in an alert.
 */
export function submitAnswer(body: SubmitAnswerRequest, showLoading = true): Promise<SubmitAnswerResponse> {
  return request(PRACTICE_PATHS.attempts, {
    method: 'POST',
    body,
    schema: SubmitAnswerResponseSchema,
    errorMode: 'silent',
    showLoading,
  });
}

export function getStudySet(mode: StudyModeParam, count?: number): Promise<StudySet> {
  const query = count ? `?count=${count}` : '';
  return request(`${buildPath(PRACTICE_PATHS.study, { mode })}${query}`, {
    schema: StudySetSchema,
    errorMode: 'silent',
  });
}

export const solveKeys = {
  workbook: (id: string) => ['workbook', id] as const,
  results: (id: string) => ['workbook-results', id] as const,
  list: (filter: WorkbookListFilter) => ['workbooks', filter] as const,
  lists: ['workbooks'] as const,
  study: (mode: StudyModeParam) => ['study-set', mode] as const,
};

export const workbookQuery = (id: string) =>
  queryOptions({ queryKey: solveKeys.workbook(id), queryFn: () => getWorkbook(id), retry: false, staleTime: 0 });

export const resultsQuery = (id: string) =>
  queryOptions({ queryKey: solveKeys.results(id), queryFn: () => getResults(id), retry: false, staleTime: 0 });

export const workbookListQuery = (filter: WorkbookListFilter) =>
  queryOptions({
    queryKey: solveKeys.list(filter),
    queryFn: () => listWorkbooks(filter),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The INCORRECT notes: up to 50 problems answered wrong and not answered right since. */
export const incorrectNotesQuery = () =>
  queryOptions({
    queryKey: solveKeys.study('INCORRECT'),
    queryFn: (): Promise<StudySet> => getStudySet('INCORRECT', 50),
    retry: false,
    staleTime: 0,
  });
