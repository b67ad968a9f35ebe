// POST an operator's answer to an inquiry.
import { buildPath, InquirySchema, SUPPORT_PATHS, type Inquiry } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function answerInquiry(id: string, answer: string): Promise<Inquiry> {
  return request(buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id }), {
    method: 'POST',
    body: { answer },
    schema: InquirySchema,
    errorMode: 'silent',
  });
}
