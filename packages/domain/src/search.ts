import { z } from 'zod'
import { listingSchema } from './marketplace.ts'
import { authorSchema, communitySchema } from './social.ts'

/** What `GET /api/search` finds; posts and tags are still to come (issue #27). */
export const SEARCH_TYPES = ['people', 'communities', 'listings'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(100),
  type: z.enum(SEARCH_TYPES),
  cursor: z.string().max(500).optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** One result, in the shape the API uses for its kind (a person as a post's author). */
export const searchResultSchema = z.union([authorSchema, communitySchema, listingSchema])
export type SearchResults = {
  people: z.infer<typeof authorSchema>
  communities: z.infer<typeof communitySchema>
  listings: z.infer<typeof listingSchema>
}
