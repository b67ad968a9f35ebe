// DELETE a FAQ entry.
import { SUPPORT_PATHS } from '@mathbridge/contract';
import { deleteRecord } from './support-request';

export function deleteFaq(id: string): Promise<void> {
  return deleteRecord(SUPPORT_PATHS.operatorFaq, id);
}
