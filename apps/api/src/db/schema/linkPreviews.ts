import { sql } from 'drizzle-orm'
import { customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { posts } from './social.ts'

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array
  fromDriver: (value) => Buffer.from(value),
})

/** A preview's image, copied by the server so readers' browsers never contact the linked site. */
export const linkPreviewImages = pgTable('link_preview_images', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  contentType: text('content_type').notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: createdAt(),
})

/**
 * What one URL's page said about itself when fetched at `fetchedAt`; a failed fetch is kept
 * too (title null), so a link posted again within a day is not fetched again.
 */
export const linkPreviews = pgTable('link_previews', {
  url: text('url').primaryKey(),
  title: text('title'),
  description: text('description'),
  siteName: text('site_name'),
  imageId: uuid('image_id').references(() => linkPreviewImages.id, { onDelete: 'set null' }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
})

/** A post's first link: the key of its preview in `link_previews`. */
export const postLinks = pgTable('post_links', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
})
