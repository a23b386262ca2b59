import { z } from 'zod'
import { compareDecimals } from '../rules/decimals.ts'
import type { TrustBadgeKind } from '../ui.ts'
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  isPriceAmount,
  LISTING_CATEGORIES,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_KINDS,
  LISTING_MAX_IMAGES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_TITLE_MAX_LENGTH,
  LISTING_TITLE_MIN_LENGTH,
  SELLER_BIO_MAX_LENGTH,
  SELLER_NAME_MAX_LENGTH,
  SELLER_NOTIFICATION_TYPES,
} from './rules.ts'

const MAX_CURRENCY_DECIMALS = Math.max(...Object.values(CURRENCY_DECIMALS))

// create and edit share these fields, so an edit is held to the same rules as a new listing
const listingFields = {
  title: z.string().trim().min(LISTING_TITLE_MIN_LENGTH).max(LISTING_TITLE_MAX_LENGTH),
  description: z.string().trim().max(LISTING_DESCRIPTION_MAX_LENGTH),
  priceAmount: z
    .string()
    .max(60)
    .refine((value) => isPriceAmount(value, MAX_CURRENCY_DECIMALS), 'LISTING_PRICE_FORMAT'),
  currency: z.enum(CURRENCIES),
  chainId: z.number().int(),
  category: z.enum(LISTING_CATEGORIES),
  /** Left out: chosen from the category (`defaultListingKind`). */
  kind: z.enum(LISTING_KINDS).optional(),
  images: z.array(z.uuid()).max(LISTING_MAX_IMAGES),
  quantity: z.number().int().min(1).max(1_000_000),
  /** Left out: offers are welcome. */
  acceptsOffers: z.boolean().optional(),
  /** The least per unit an offer may be, in the listing's currency; null for none. */
  minimumOffer: z
    .string()
    .max(60)
    .refine((value) => isPriceAmount(value, MAX_CURRENCY_DECIMALS), 'LISTING_PRICE_FORMAT')
    .nullable()
    .optional(),
}

/**
 * Why a price does not suit a currency (the code of its field message, and its values), or
 * null; an edit checks it against the stored currency.
 */
export function priceProblem(priceAmount: string, currency: Currency) {
  const decimals = CURRENCY_DECIMALS[currency]
  return isPriceAmount(priceAmount, decimals)
    ? null
    : { code: 'PRICE_DECIMALS_TOO_MANY' as const, params: { decimals, currency } }
}

function checkPrice(
  listing: { priceAmount?: string | undefined; currency?: Currency | undefined },
  ctx: z.RefinementCtx,
) {
  if (listing.priceAmount === undefined || listing.currency === undefined) return
  const problem = priceProblem(listing.priceAmount, listing.currency)
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['priceAmount'],
      message: problem.code,
      params: problem.params,
    })
}

export const createListingSchema = z.object(listingFields).superRefine(checkPrice)
export const updateListingSchema = z
  .object({ ...listingFields, status: z.enum(['active', 'removed']) })
  .partial()
  .strict()
  .superRefine(checkPrice)

/** A community whose members voted to approve a listing, and the vote. */
export const daoApprovalSchema = z.object({
  communityId: z.string(),
  communityName: z.string(),
  communitySlug: z.string(),
  proposalId: z.string(),
})
export type DaoApproval = z.infer<typeof daoApprovalSchema>

export const listingSchema = z
  .object({
    id: z.string(),
    sellerAddress: z.string(),
    title: z.string(),
    description: z.string(),
    priceAmount: z.string(),
    currency: z.enum(CURRENCIES),
    chainId: z.number().int(),
    category: z.enum(LISTING_CATEGORIES),
    /** Physical items ship to an address the buyer gives at checkout; digital ones do not. */
    kind: z.enum(LISTING_KINDS),
    images: z.array(z.object({ id: z.string(), url: z.string() })),
    quantity: z.number().int(),
    status: z.enum(LISTING_STATUSES),
    acceptsOffers: z.boolean(),
    minimumOffer: z.string().nullable(),
    trustBadges: z.array(
      z.enum([
        'verified',
        'escrowProtected',
        'onChainCertified',
        'daoApproved',
      ] satisfies TrustBadgeKind[]),
    ),
    /** Behind the DAO Approved badge: never empty when it shows, never shown without one. */
    daoApprovals: z.array(daoApprovalSchema),
    stats: z.object({
      views: z.number().int(),
      favorites: z.number().int(),
      sales: z.number().int(),
    }),
    viewerFavorited: z.boolean(),
    createdAt: z.string(),
    /** Hidden by moderators: a stub without title, description or images. */
    removedByModerators: z.boolean().optional(),
  })
  .meta({ id: 'Listing' })
export type Listing = z.infer<typeof listingSchema>

const searchPrice = z
  .string()
  .regex(/^\d{1,22}(\.\d{1,18})?$/, 'SEARCH_PRICE_FORMAT')
  .optional()

/**
 * Price bounds are in `currency` when one is chosen, otherwise in USD (each listing's
 * value at the app's price table); the `price_*` sorts follow the same rule.
 */
export const listingSearchSchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
    minPrice: searchPrice,
    maxPrice: searchPrice,
    currency: z.enum(CURRENCIES).optional(),
    seller: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'SELLER_ADDRESS_FORMAT')
      .optional(),
    sort: z.enum(LISTING_SORTS).optional(),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(24),
  })
  .refine(
    (search) =>
      !search.minPrice ||
      !search.maxPrice ||
      compareDecimals(search.minPrice, search.maxPrice) <= 0,
    // a minimum above the maximum could only ever find nothing
    { path: ['minPrice'], message: 'PRICE_RANGE_INVERTED' },
  )
export type ListingSearch = z.infer<typeof listingSearchSchema>

export const sellerProfileSchema = z
  .object({
    address: z.string(),
    handle: z.string(),
    displayName: z.string().nullable(),
    bio: z.string().nullable(),
    avatar: z.string().nullable(),
    verified: z.boolean(),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    stats: z.object({ activeListings: z.number().int(), sales: z.number().int() }),
    createdAt: z.string(),
  })
  .meta({ id: 'SellerProfile' })
export type SellerProfile = z.infer<typeof sellerProfileSchema>

export const updateSellerProfileSchema = z
  .object({
    displayName: z.string().trim().min(1).max(SELLER_NAME_MAX_LENGTH).nullable(),
    bio: z.string().trim().max(SELLER_BIO_MAX_LENGTH).nullable(),
    avatar: z.string().max(500).nullable(),
  })
  .partial()
  .strict()

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(SELLER_NOTIFICATION_TYPES),
  orderId: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
})
