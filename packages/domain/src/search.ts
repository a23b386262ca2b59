import { z } from 'zod'
import { communitySchema } from './communities.ts'
import { listingSchema } from './marketplace/schemas.ts'
import { authorSchema, postSchema } from './social/schemas.ts'

/** What `GET /api/search` finds. */
export const SEARCH_TYPES = ['people', 'posts', 'communities', 'listings', 'tags'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  type: z.enum(SEARCH_TYPES),
  cursor: z.string().max(500).optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** A #tag and how many posts carry it. */
export const tagCountSchema = z.object({ tag: z.string(), postCount: z.number().int() })
export type TagCount = z.infer<typeof tagCountSchema>

/** One result, in the shape the API uses for its kind (a person as a post's author). */
export const searchResultSchema = z.union([
  authorSchema,
  postSchema,
  communitySchema,
  listingSchema,
  tagCountSchema,
])
export type SearchResults = {
  people: z.infer<typeof authorSchema>
  posts: z.infer<typeof postSchema>
  communities: z.infer<typeof communitySchema>
  listings: z.infer<typeof listingSchema>
  tags: TagCount
}
