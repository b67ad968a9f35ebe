// POST /api/translate/exec (spec §7): the gateway caches per string and rate-limits in front of it.
import { ErrorResponseSchema, TranslateRequestSchema, TranslateResponseSchema } from '@mathbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TranslationProvider } from './providers.js';
import { translateTexts } from './service.js';

export const translateRoutes: FastifyPluginAsyncZod<{ provider?: TranslationProvider | null }> = async (
  app,
  options,
) => {
  const provider = options.provider ?? null;
  app.post(
    '/api/translate/exec',
    {
      schema: {
        tags: ['translate'],
        body: TranslateRequestSchema,
        response: { 200: TranslateResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => translateTexts(app.database.db, provider, request.body.textList, request.body.languageCode),
  );
};
