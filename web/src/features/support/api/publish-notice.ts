// POST the publication of a notice, which shows it to students.
import { buildPath, OperatorNoticeSchema, SUPPORT_PATHS, type OperatorNotice } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function publishNotice(id: string): Promise<OperatorNotice> {
  return request(buildPath(SUPPORT_PATHS.operatorNoticePublish, { id }), {
    method: 'POST',
    schema: OperatorNoticeSchema,
    errorMode: 'silent',
  });
}
