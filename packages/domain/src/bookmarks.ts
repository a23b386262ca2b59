import { z } from 'zod'
import { proposalSchema } from './governance/schemas.ts'
import { listingSchema } from './marketplace/schemas.ts'
import { postSchema } from './social/schemas.ts'

/** What a person may bookmark; a listing's bookmark is its favourite. */
export const BOOKMARK_KINDS = ['post', 'listing', 'proposal'] as const
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number]

export const BOOKMARKS_PAGE_SIZE = 20

const bookmarkedAt = z.string()

/** One of the viewer's bookmarks: the item in its usual shape, and when it was bookmarked. */
export const bookmarkSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('post'), bookmarkedAt, post: postSchema }),
    z.object({ kind: z.literal('listing'), bookmarkedAt, listing: listingSchema }),
    z.object({ kind: z.literal('proposal'), bookmarkedAt, proposal: proposalSchema }),
  ])
  .meta({ id: 'Bookmark' })
export type Bookmark = z.infer<typeof bookmarkSchema>

export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() })
export type BookmarkState = z.infer<typeof bookmarkStateSchema>
