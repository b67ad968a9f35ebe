// POST /api/translate/exec (spec §7): a list of texts in, the same number of translations out, in order.
import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../i18n/translation-languages.js';

export const TRANSLATE_LIMITS = {
  /** Strings in one request. */
  maxTexts: 1000,
  /** UTF-8 bytes of all strings in one request. */
  maxBytes: 200 * 1024,
} as const;

export const TranslateRequestSchema = z
  .object({
    textList: z.array(z.string()).min(1, 'textList must hold at least one text'),
    languageCode: z.string().refine((code) => TRANSLATION_LANGUAGE_CODES.includes(code), {
      message: 'languageCode is not a supported translation language',
    }),
  })
  .superRefine((request, ctx) => {
    if (request.textList.length > TRANSLATE_LIMITS.maxTexts) {
      ctx.addIssue({
        code: 'custom',
        path: ['textList'],
        message: `textList may hold at most ${TRANSLATE_LIMITS.maxTexts} texts`,
      });
    }
    const bytes = request.textList.reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0);
    if (bytes > TRANSLATE_LIMITS.maxBytes) {
      ctx.addIssue({
        code: 'custom',
        path: ['textList'],
        message: `textList may hold at most ${TRANSLATE_LIMITS.maxBytes / 1024} KiB of text`,
      });
    }
  });
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

export const TranslateResponseSchema = z.array(z.string());
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;
