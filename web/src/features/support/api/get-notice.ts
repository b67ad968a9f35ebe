// GET one notice; opening a notice marks it read on the server.
import { buildPath, NoticeSchema, SUPPORT_PATHS } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { supportRead } from './support-request';

export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.notice(id),
    queryFn: () => supportRead(buildPath(SUPPORT_PATHS.notice, { id }), NoticeSchema),
    // An unknown notice stays unknown.
    retry: false,
  });
