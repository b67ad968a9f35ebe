// GET one page of the notices for operators, drafts included.
import { OperatorNoticePageSchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { OPERATOR_PAGE_SIZE, pageSearch, supportRead } from './support-request';

export const operatorNoticesQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorNotices(page),
    queryFn: () =>
      supportRead(SUPPORT_PATHS.operatorNotices + pageSearch(page, OPERATOR_PAGE_SIZE), OperatorNoticePageSchema),
  });
