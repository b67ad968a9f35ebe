// Translation memory: every string a provider translated, so it is never paid for twice.
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const translations = pgTable(
  'translations',
  {
    languageCode: text('language_code').notNull(),
    /** sha256 of the source text, hex; the key stays small however long the text is. */
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.languageCode, table.sourceHash] }),
    index('translations_created_idx').on(table.createdAt),
  ],
);
