// POST /api/translate/exec: texts in, the same number of translations out, in order (spec §7).
import { TranslateResponseSchema } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export function translateTexts(textList: string[], languageCode: string): Promise<string[]> {
  return request(apiPaths.translate, {
    method: 'POST',
    body: { textList, languageCode },
    schema: TranslateResponseSchema,
    errorMode: 'quiet',
    showLoading: false,
  });
}
