// GET one of the student's inquiries with its answer.
import { buildPath, InquirySchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { supportRead } from './support-request';

export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.inquiry(id),
    queryFn: () => supportRead(buildPath(SUPPORT_PATHS.inquiry, { id }), InquirySchema),
    retry: false,
  });
