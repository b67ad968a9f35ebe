// GET one page of the student's own inquiries.
import { InquiryPageSchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { pageSearch, supportRead } from './support-request';

export const inquiriesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: supportKeys.inquiries(page),
    queryFn: () => supportRead(SUPPORT_PATHS.inquiries + pageSearch(page, size), InquiryPageSchema),
  });
