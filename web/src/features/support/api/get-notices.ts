// GET one page of the notices for students.
import { NoticePageSchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { pageSearch, supportRead } from './support-request';

export const noticesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: supportKeys.notices(page, size),
    queryFn: () => supportRead(SUPPORT_PATHS.notices + pageSearch(page, size), NoticePageSchema),
  });
