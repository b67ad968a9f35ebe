// POST /api/translate/exec (spec §7): the gateway caches per string and rate-limits in front of it.
// GET /api/translate/languages: what the app may offer, so it offers no language it cannot show.
// A string kept in the original because its math did not survive is named in x-translate-kept-original (its positions
// in the request), which the gateway counts and does not cache.
import {
  ErrorResponseSchema,
  TRANSLATE_PATHS,
  TranslateRequestSchema,
  TranslateResponseSchema,
  TranslationLanguagesSchema,
  KEPT_ORIGINAL_HEADER,
} from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TranslationProvider } from './providers.js';
import { TranslateService } from './service.js';

export const translateRoutes: FastifyPluginAsyncZod<{ provider?: TranslationProvider | null }> = async (
  app,
  options,
) => {
  const service = new TranslateService({ db: app.database.db, provider: options.provider ?? null });
  app.get(
    TRANSLATE_PATHS.languages,
    { schema: { tags: ['translate'], response: { 200: TranslationLanguagesSchema } } },
    async () => service.offeredLanguages(),
  );
  app.post(
    TRANSLATE_PATHS.exec,
    {
      schema: {
        tags: ['translate'],
        body: TranslateRequestSchema,
        response: {
          200: TranslateResponseSchema,
          400: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { textList, languageCode } = request.body;
      const result = await service.translateTexts(textList, languageCode, request.log);
      if (result.keptOriginal.length > 0) reply.header(KEPT_ORIGINAL_HEADER, result.keptOriginal.join(','));
      return result.texts;
    },
  );
};
