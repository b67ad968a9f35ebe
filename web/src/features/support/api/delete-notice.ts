// DELETE a notice.
import { SUPPORT_PATHS } from '@mathbridge/contract';
import { deleteRecord } from './support-request';

export function deleteNotice(id: string): Promise<void> {
  return deleteRecord(SUPPORT_PATHS.operatorNotice, id);
}
