// POST /api/translate/exec (spec §7): a list of texts in, the same number of translations out, in order.
import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../i18n/translation-languages.js';
import { SPEC_CALLS } from '../routes/paths.js';

export const TRANSLATE_PATHS = {
  exec: SPEC_CALLS.translate,
  languages: '/api/translate/languages',
} as const;

/**
 * Set by the api on an exec answer when some strings stayed in the original because their math did not survive
 * translation: their positions in the request, comma-separated. Caches must not keep those strings.
 */
export const KEPT_ORIGINAL_HEADER = 'x-translate-kept-original';

export const TRANSLATE_LIMITS = {
  /** Strings in one request. */
  maxTexts: 1000,
  /** UTF-8 bytes of all strings in one request. */
  maxBytes: 200 * 1024,
} as const;

/** Bytes of a string in UTF-8, without the DOM or Node's encoders (the contract runs in both). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

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
    const bytes = request.textList.reduce((sum, text) => sum + utf8Length(text), 0);
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

/**
 * GET /api/translate/languages: the targets the app may offer. Without a translation service only ko and en, which
 * the catalogues cover, so the app never offers a language it cannot show.
 */
export const TranslationLanguagesSchema = z.object({
  available: z.boolean(),
  languageCodes: z.array(z.string()),
});
export type TranslationLanguages = z.infer<typeof TranslationLanguagesSchema>;

/**
 * The question-sheet alerts (spec §5, §8), in Korean whatever the UI language, as the spec has them: (1) the
 * translation call failed or answered nothing, (2) it answered a different number of texts than were sent.
 */
export const QUESTION_SHEET_ALERTS = {
  failedCall: '문제를 번역하지 못했어요. 잠시 후 다시 시도해 주세요.(1)',
  countMismatch: '번역된 문항 수가 보낸 문항 수와 달라서 원문을 그대로 보여 드려요.(2)',
} as const;
