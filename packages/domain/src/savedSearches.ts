/** Saved searches: a person's market search, kept so a new matching listing tells them. */
import { z } from 'zod'
import { CURRENCIES, LISTING_CATEGORIES } from './marketplace/rules.ts'

export const SAVED_SEARCHES_PER_USER = 20

const price = z.string().regex(/^\d{1,22}(\.\d{1,18})?$/, 'SEARCH_PRICE_FORMAT')

/** Price bounds are in `currency` when one is named, otherwise in USD, as in the market search. */
export const savedSearchInputSchema = z
  .object({
    q: z.string().trim().min(1).max(200).optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
    currency: z.enum(CURRENCIES).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    chainId: z.number().int().optional(),
  })
  .refine((search) => Object.values(search).some((value) => value !== undefined), {
    message: 'SAVED_SEARCH_EMPTY',
  })
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>

export const savedSearchSchema = z
  .object({
    id: z.string(),
    q: z.string().nullable(),
    category: z.enum(LISTING_CATEGORIES).nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    minPrice: z.string().nullable(),
    maxPrice: z.string().nullable(),
    chainId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' })
export type SavedSearch = z.infer<typeof savedSearchSchema>
