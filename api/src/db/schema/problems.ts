// Problems materialised from the templates: one row per (template, version, seed). Rows are never rewritten;
// a new template version adds rows beside the old ones, so an answered problem keeps its text and key.
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnswerSpec, Figure, Localized } from '../../content/lib/types.js';

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey(),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    seed: integer('seed').notNull(),
    unitId: text('unit_id').notNull(),
    subUnit: text('sub_unit'),
    type: text('type', { enum: ['multiple', 'essay'] }).notNull(),
    difficulty: integer('difficulty').notNull(),
    stem: jsonb('stem').$type<Localized>().notNull(),
    choices: jsonb('choices').$type<string[]>(),
    answer: text('answer').notNull(),
    answerSpec: jsonb('answer_spec').$type<AnswerSpec>(),
    explanation: jsonb('explanation').$type<Localized[]>().notNull(),
    figure: jsonb('figure').$type<Figure>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('problems_template_version_seed_key').on(table.templateId, table.templateVersion, table.seed),
    index('problems_unit_idx').on(table.unitId, table.difficulty),
    // A unit's problems in bank order (the problem list pages through them without sorting the unit).
    index('problems_unit_order_idx').on(table.unitId, table.templateId, table.templateVersion, table.seed),
  ],
);
