import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A person's muted words, in the order they listed them; replaced as a whole list. */
export const mutedWords = pgTable(
  'muted_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    tagsOnly: boolean('tags_only').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
)
