// The course map as rows (track → grade → chapter → unit → sub-unit), written from the code tree at start so
// that SQL reports can name units. The tree in src/content/curriculum.ts is the source of truth.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Localized } from '../../content/lib/types.js';

export const CURRICULUM_NODE_KINDS = ['track', 'grade', 'chapter', 'unit', 'sub_unit'] as const;
export type CurriculumNodeKind = (typeof CURRICULUM_NODE_KINDS)[number];

export const curriculum = pgTable(
  'curriculum',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: CURRICULUM_NODE_KINDS }).notNull(),
    parentId: text('parent_id'),
    trackId: text('track_id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Unit ids a student should know first (units only). */
    prerequisites: text('prerequisites').array().notNull().default([]),
  },
  (table) => [index('curriculum_parent_idx').on(table.parentId)],
);
