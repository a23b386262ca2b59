import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { posts } from './social.ts'
import { users } from './users.ts'

/** A post's poll, written with the post and never edited. */
export const postPolls = pgTable(
  'post_polls',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    choices: text('choices').array().notNull(),
    /** Votes per choice, by index; kept exact by updating it in the vote's transaction. */
    voteCounts: integer('vote_counts').array().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'post_polls_counts_match_choices',
      sql`cardinality(${t.voteCounts}) = cardinality(${t.choices})`,
    ),
  ],
)

/** One vote per person per poll: the primary key refuses a second one, even at the same time. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => postPolls.postId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: integer('choice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)
