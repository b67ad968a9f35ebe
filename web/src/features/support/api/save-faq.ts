// PUT an operator's changes to a FAQ entry, or POST a new one.
import { FaqSchema, SUPPORT_PATHS, type Faq, type FaqWrite } from '@mathbridge/contract';
import { saveRecord } from './support-request';

const paths = { record: SUPPORT_PATHS.operatorFaq, list: SUPPORT_PATHS.operatorFaqs };

export function saveFaq(id: string | null, body: FaqWrite): Promise<Faq> {
  return saveRecord(paths, id, body, FaqSchema);
}
