import { index, pgTable, uuid } from 'drizzle-orm/pg-core'
import { tsvector } from './marketplace.ts'
import { posts } from './social.ts'

/**
 * Each post's words as a stored vector (the 'simple' configuration: any language,
 * unstemmed), so a search ranks its matches without parsing their text again. Kept by a
 * trigger on `posts` (migration 0024) whatever writes the text; apart from `posts` so no
 * feed read carries it.
 */
export const postSearchDocuments = pgTable(
  'post_search_documents',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('post_search_documents_idx').using('gin', t.document)],
)
