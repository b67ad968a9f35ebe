// Courses of interest: at most five curriculum nodes (a track, grade, chapter or unit) per student (spec §5).
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const interests = pgTable(
  'interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    /** The order the student gave. */
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
