// PUT an operator's changes to a notice, or POST a new one.
import { OperatorNoticeSchema, SUPPORT_PATHS, type NoticeWrite, type OperatorNotice } from '@mathbridge/contract';
import { saveRecord } from './support-request';

const paths = { record: SUPPORT_PATHS.operatorNotice, list: SUPPORT_PATHS.operatorNotices };

export function saveNotice(id: string | null, body: NoticeWrite): Promise<OperatorNotice> {
  return saveRecord(paths, id, body, OperatorNoticeSchema);
}
