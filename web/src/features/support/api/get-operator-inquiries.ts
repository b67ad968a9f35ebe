// GET one page of all students' inquiries for operators, narrowed by status when given.
import { OperatorInquiryPageSchema, SUPPORT_PATHS, type InquiryStatus } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { OPERATOR_PAGE_SIZE, pageSearch, supportRead } from './support-request';

export const operatorInquiriesQuery = (status: InquiryStatus | null, page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorInquiries(status, page),
    queryFn: () =>
      supportRead(
        `${SUPPORT_PATHS.operatorInquiries}${pageSearch(page, OPERATOR_PAGE_SIZE)}${status ? `&status=${status}` : ''}`,
        OperatorInquiryPageSchema,
      ),
  });
