// GET how many notices the student has not opened yet.
import { SUPPORT_PATHS, UnreadCountSchema } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { supportKeys } from './support-keys';
import { supportRead } from './support-request';

export const unreadNoticesQuery = queryOptions({
  queryKey: supportKeys.unread,
  queryFn: () => supportRead(SUPPORT_PATHS.noticesUnread, UnreadCountSchema),
});
