// The records list: a page of the student's finished workbooks and tests, filtered by kind and by days.
import { ANALYTICS_PATHS, RecordListSchema, type RecordList } from '@mathbridge/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { analyticsKeys, quietRequest, type RecordsFilter } from './records-keys';

export function listRecords(filter: RecordsFilter): Promise<RecordList> {
  const query = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return request(`${ANALYTICS_PATHS.records}?${query.toString()}`, { schema: RecordListSchema, ...quietRequest });
}

export const recordsQuery = (filter: RecordsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.records(filter),
    queryFn: () => listRecords(filter),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
