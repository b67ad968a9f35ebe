// The translation cache (lru-cache), in front of POST /api/translate/exec: one entry per (language, text), so a
// request sends upstream only the strings nobody has asked for yet, and the answer is put back together in the
// original order. Strings the api kept in the original (their math did not survive translation) are not cached.
import {
  ErrorCode,
  KEPT_ORIGINAL_HEADER,
  SPEC_CALLS,
  TranslateRequestSchema,
  TranslateResponseSchema,
} from '@mathbridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { cacheCounter, cacheKey, ENTRY_OVERHEAD_BYTES, keepCache } from '../lib/cache-parts.js';
import { GatewayError } from '../lib/gateway-error.js';
import { relay } from '../lib/relay.js';
import { parseJson } from '../lib/upstream.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownCallHeaders } from './headers.js';

export interface TranslationCacheOptions {
  /** 0 turns the cache off. */
  translationMaxBytes: number;
}

export const translationCachePlugin = fp(async (app: FastifyInstance, options: TranslationCacheOptions) => {
  const translations =
    options.translationMaxBytes > 0
      ? new LRUCache<string, string>({
          maxSize: options.translationMaxBytes,
          sizeCalculation: (value, key) => Buffer.byteLength(key) + Buffer.byteLength(value) + ENTRY_OVERHEAD_BYTES,
        })
      : null;
  const count = cacheCounter(app, 'translation');

  app.withTypeProvider<ZodTypeProvider>().post(
    SPEC_CALLS.translate,
    {
      schema: { body: TranslateRequestSchema, response: { 200: TranslateResponseSchema } },
      preHandler: [app.limits.translate],
    },
    async (request, reply) => {
      const { textList, languageCode } = request.body;
      const keyOf = (text: string) => cacheKey(languageCode, text);

      const result: (string | undefined)[] = textList.map((text) => translations?.get(keyOf(text)));
      // Each distinct missing text goes upstream once, however often it appears.
      const missing = [...new Set(textList.filter((_text, index) => result[index] === undefined))];
      const hits = textList.length - textList.filter((_text, index) => result[index] === undefined).length;
      if (translations) {
        if (hits > 0) count('hit', hits);
        if (missing.length > 0) count('miss', missing.length);
      }
      reply.header('cache-control', 'no-store');
      if (missing.length === 0) {
        request.cacheStatus = 'HIT';
        return reply.header('x-cache', 'HIT').send(result.map((text) => text ?? ''));
      }

      const response = await app.upstream.call({
        method: 'POST',
        path: SPEC_CALLS.translate,
        headers: { ...ownCallHeaders(request, app.headerPolicy), 'content-type': 'application/json' },
        body: JSON.stringify({ textList: missing, languageCode }),
      });
      request.upstreamMs = response.durationMs;
      if (response.status !== 200) return relay(reply, response);

      const translated = TranslateResponseSchema.safeParse(parseJson(response));
      if (!translated.success || translated.data.length !== missing.length) {
        app.metrics.upstreamErrors.inc({ kind: 'invalid' });
        const got = translated.success ? translated.data.length : 'no list of';
        throw new GatewayError(
          502,
          ErrorCode.Upstream,
          `The translation service returned ${got} translations for ${missing.length} texts; nothing was kept.`,
        );
      }
      // Strings the api kept in the original are counted and not cached, so the next view asks again.
      const keptOriginal = new Set(
        String(response.headers[KEPT_ORIGINAL_HEADER] ?? '')
          .split(',')
          .filter((position) => position !== '')
          .map(Number),
      );
      if (keptOriginal.size > 0) app.metrics.upstreamErrors.inc({ kind: 'translation_math_kept' }, keptOriginal.size);
      const fresh = new Map<string, string>();
      missing.forEach((text, index) => {
        const value = translated.data[index] ?? text;
        fresh.set(text, value);
        if (!keptOriginal.has(index)) translations?.set(keyOf(text), value);
      });
      const answer = textList.map((text, index) => result[index] ?? fresh.get(text) ?? text);
      request.cacheStatus = translations ? (hits > 0 ? 'PARTIAL' : 'MISS') : 'BYPASS';
      return reply.header('x-cache', request.cacheStatus).send(answer);
    },
  );

  keepCache(app, 'translations', translations);
});
