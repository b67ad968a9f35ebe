// Reads and writes the translation memory.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { translations } from '../../db/schema/translations.js';

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

/** Known translations of these texts into the language, keyed by source text. */
export async function findTranslations(
  db: Db,
  languageCode: string,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const byHash = new Map(texts.map((text) => [hashText(text), text]));
  if (byHash.size === 0) return new Map();
  const rows = await db
    .select({ sourceHash: translations.sourceHash, translatedText: translations.translatedText })
    .from(translations)
    .where(and(eq(translations.languageCode, languageCode), inArray(translations.sourceHash, [...byHash.keys()])));
  return new Map(rows.map((row) => [byHash.get(row.sourceHash) as string, row.translatedText]));
}

export async function saveTranslations(
  db: Db,
  languageCode: string,
  provider: string,
  pairs: readonly { source: string; translated: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(translations)
    .values(
      pairs.map((pair) => ({
        languageCode,
        sourceHash: hashText(pair.source),
        sourceText: pair.source,
        translatedText: pair.translated,
        provider,
      })),
    )
    .onConflictDoNothing();
}
