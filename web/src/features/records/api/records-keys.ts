// The records page's query keys: under the practice key, as every record comes from the student's workbooks and tests.
import type { WorkbookKind } from '@mathbridge/contract';
import { practiceKey } from '../../../lib/react-query';

export interface RecordsFilter {
  page: number;
  size: number;
  kind?: WorkbookKind;
  /** YYYY-MM-DD, inclusive, in the student's timezone. */
  from?: string;
  to?: string;
}

export const analyticsKeys = {
  all: [...practiceKey, 'analytics'] as const,
  recent: [...practiceKey, 'analytics', 'recent'] as const,
  activity: [...practiceKey, 'analytics', 'activity'] as const,
  mastery: [...practiceKey, 'analytics', 'mastery'] as const,
  lawn: [...practiceKey, 'analytics', 'lawn'] as const,
  records: (filter: RecordsFilter) => [...practiceKey, 'analytics', 'records', filter] as const,
};

// The sections show their own failure, and a background section does not cover the page with the loading overlay.
export const quietRequest = { errorMode: 'silent', showLoading: false } as const;
