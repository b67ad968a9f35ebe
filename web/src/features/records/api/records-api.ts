// The calls of /analytics/record: the recent problems, the last six months, mastery per unit, the lawn and the
// records list, each parsed with its contract schema, with the query keys and options the page's sections share.
// Days in the answers are the student's own (the http layer sends the timezone header).
import {
  ActivitySchema,
  ANALYTICS_PATHS,
  LawnSchema,
  MasterySchema,
  RecentProblemsSchema,
  RecordListSchema,
  type Activity,
  type Lawn,
  type Mastery,
  type RecentProblems,
  type RecordList,
  type WorkbookKind,
} from '@mathbridge/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

// The sections show their own failure, and a background section does not cover the page with the loading overlay.
const quiet = { errorMode: 'silent', showLoading: false } as const;

export function getRecentProblems(): Promise<RecentProblems> {
  return request(ANALYTICS_PATHS.recent, { schema: RecentProblemsSchema, ...quiet });
}

export function getActivity(): Promise<Activity> {
  return request(ANALYTICS_PATHS.activity, { schema: ActivitySchema, ...quiet });
}

export function getMastery(): Promise<Mastery> {
  return request(ANALYTICS_PATHS.mastery, { schema: MasterySchema, ...quiet });
}

export function getLawn(): Promise<Lawn> {
  return request(ANALYTICS_PATHS.lawn, { schema: LawnSchema, ...quiet });
}

export interface RecordsFilter {
  page: number;
  size: number;
  kind?: WorkbookKind;
  /** YYYY-MM-DD, inclusive, in the student's timezone. */
  from?: string;
  to?: string;
}

export function listRecords(filter: RecordsFilter): Promise<RecordList> {
  const query = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return request(`${ANALYTICS_PATHS.records}?${query.toString()}`, { schema: RecordListSchema, ...quiet });
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  recent: ['analytics', 'recent'] as const,
  activity: ['analytics', 'activity'] as const,
  mastery: ['analytics', 'mastery'] as const,
  lawn: ['analytics', 'lawn'] as const,
  records: (filter: RecordsFilter) => ['analytics', 'records', filter] as const,
};

export const recentProblemsQuery = queryOptions({ queryKey: analyticsKeys.recent, queryFn: getRecentProblems });
export const activityQuery = queryOptions({ queryKey: analyticsKeys.activity, queryFn: getActivity });
export const masteryQuery = queryOptions({ queryKey: analyticsKeys.mastery, queryFn: getMastery });
export const lawnQuery = queryOptions({ queryKey: analyticsKeys.lawn, queryFn: getLawn });
export const recordsQuery = (filter: RecordsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.records(filter),
    queryFn: () => listRecords(filter),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
