// POST a new inquiry from the student.
import { InquirySchema, SUPPORT_PATHS, type Inquiry, type InquiryWrite } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function writeInquiry(body: InquiryWrite): Promise<Inquiry> {
  return request(SUPPORT_PATHS.inquiries, { method: 'POST', body, schema: InquirySchema, errorMode: 'silent' });
}
