// GET one page of the operators' activity log.
import { AuditPageSchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { OPERATOR_PAGE_SIZE, pageSearch, supportRead } from './support-request';

export const operatorAuditQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorAudit(page),
    queryFn: () => supportRead(SUPPORT_PATHS.operatorAudit + pageSearch(page, OPERATOR_PAGE_SIZE), AuditPageSchema),
  });
