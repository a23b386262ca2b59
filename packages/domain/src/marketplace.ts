import { z } from 'zod'
import { compareDecimals } from './rules/decimals.ts'
import { PROPOSAL_OUTCOMES } from './rules/governance.ts'
import {
  CARRIER_MAX_LENGTH,
  CARRIER_MIN_LENGTH,
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  DISPUTE_REASON_MIN_LENGTH,
  isPriceAmount,
  LISTING_CATEGORIES,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_KINDS,
  LISTING_MAX_IMAGES,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_TITLE_MAX_LENGTH,
  LISTING_TITLE_MIN_LENGTH,
  ORDER_STATUSES,
  ORDER_TEXT_MAX_LENGTH,
  PRICE_RANGE_PROBLEM,
  RESOLVE_NOTE_MIN_LENGTH,
  SELLER_BIO_MAX_LENGTH,
  SELLER_NAME_MAX_LENGTH,
  SELLER_NOTIFICATION_TYPES,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from './rules/marketplace.ts'
import { shippingAddressSchema } from './shippingAddress.ts'
import type { TrustBadgeKind } from './ui.ts'

const MAX_CURRENCY_DECIMALS = Math.max(...Object.values(CURRENCY_DECIMALS))

// create and edit share these fields, so an edit is held to the same rules as a new listing
const listingFields = {
  title: z
    .string()
    .trim()
    .min(LISTING_TITLE_MIN_LENGTH, `must be at least ${LISTING_TITLE_MIN_LENGTH} characters`)
    .max(LISTING_TITLE_MAX_LENGTH, `must be at most ${LISTING_TITLE_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(
      LISTING_DESCRIPTION_MAX_LENGTH,
      `must be at most ${LISTING_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  priceAmount: z
    .string()
    .max(60)
    .refine(
      (value) => isPriceAmount(value, MAX_CURRENCY_DECIMALS),
      'must be a decimal number above 0, like 12.5 (digits and one point only)',
    ),
  currency: z.enum(CURRENCIES),
  chainId: z.number().int(),
  category: z.enum(LISTING_CATEGORIES),
  /** Left out: chosen from the category (`defaultListingKind`). */
  kind: z.enum(LISTING_KINDS).optional(),
  images: z.array(z.uuid()).max(LISTING_MAX_IMAGES, `at most ${LISTING_MAX_IMAGES} images`),
  quantity: z.number().int().min(1, 'must be at least 1').max(1_000_000),
}

/** Why a price does not suit a currency, or null; an edit checks it against the stored currency. */
export function priceProblem(priceAmount: string, currency: Currency) {
  const decimals = CURRENCY_DECIMALS[currency]
  return isPriceAmount(priceAmount, decimals)
    ? null
    : `must be a decimal above 0 with at most ${decimals} decimals for ${currency}`
}

function checkPrice(
  listing: { priceAmount?: string | undefined; currency?: Currency | undefined },
  ctx: z.RefinementCtx,
) {
  if (listing.priceAmount === undefined || listing.currency === undefined) return
  const problem = priceProblem(listing.priceAmount, listing.currency)
  if (problem) ctx.addIssue({ code: 'custom', path: ['priceAmount'], message: problem })
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
  .regex(/^\d{1,22}(\.\d{1,18})?$/, 'must be a decimal like 12.5')
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
      .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a wallet address')
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
    { path: ['minPrice'], message: PRICE_RANGE_PROBLEM },
  )
export type ListingSearch = z.infer<typeof listingSearchSchema>

export const paymentSchema = z.object({
  chainId: z.number().int(),
  to: z.string(),
  currency: z.enum(CURRENCIES),
  amountWei: z.string().optional(),
  tokenAddress: z.string().optional(),
  tokenAmount: z.string().optional(),
  expiresAt: z.string(),
})

export const orderEventSchema = z.object({
  type: z.string(),
  actorAddress: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})

export const disputeVoteSchema = z.object({
  communityId: z.string(),
  communityName: z.string(),
  communitySlug: z.string(),
  /** Null until a party or an admin refers the dispute to the community. */
  proposalId: z.string().nullable(),
  endsAt: z.string().nullable(),
  outcome: z.enum(PROPOSAL_OUTCOMES).nullable(),
  buyerBps: z.number().int().nullable(),
})
export type DisputeVote = z.infer<typeof disputeVoteSchema>

export const orderSchema = z
  .object({
    id: z.string(),
    listingId: z.string(),
    listingTitle: z.string(),
    buyerAddress: z.string(),
    sellerAddress: z.string(),
    quantity: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    payment: paymentSchema,
    txHash: z.string().nullable(),
    /**
     * Set when checkout funds an escrow instead of paying the seller: the contract, the
     * order's id on it (keccak256 of `id`), and from when anyone may release it (once funded).
     */
    escrow: z
      .object({ address: z.string(), orderId: z.string(), releaseAfter: z.string().nullable() })
      .nullable(),
    shipping: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
    /**
     * Where a physical item goes: shown to the buyer, the seller and an admin while the order
     * is disputed; null for digital items and for anyone else.
     */
    shippingAddress: shippingAddressSchema.nullable(),
    review: z
      .object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })
      .nullable(),
    /**
     * A disputed escrow order whose listing a community approved may be settled by that
     * community's vote: the community, and once referred the vote and, when it passed, the
     * decided `buyerBps` the arbiter's `resolve` must carry. Null when no community can decide.
     */
    disputeVote: disputeVoteSchema.nullable(),
    events: z.array(orderEventSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' })
export type Order = z.infer<typeof orderSchema>

export const createOrderSchema = z.object({
  listingId: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
  /** Required for a physical listing, refused for a digital one. */
  shippingAddress: shippingAddressSchema.optional(),
})
export type CreateOrderInput = z.input<typeof createOrderSchema>
export const submitPaymentSchema = z.object({
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash'),
})
export const shipOrderSchema = z.object({
  carrier: z.string().trim().min(CARRIER_MIN_LENGTH).max(CARRIER_MAX_LENGTH),
  trackingNumber: z.string().trim().min(TRACKING_NUMBER_MIN_LENGTH).max(TRACKING_NUMBER_MAX_LENGTH),
})
const txHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash')
/** An escrow step the client sent on-chain: the server checks its event in this transaction. */
export const escrowStepSchema = z.object({ txHash: txHashSchema })
export const confirmDeliverySchema = z.object({ txHash: txHashSchema.optional() }).nullish()
export const disputeOrderSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(DISPUTE_REASON_MIN_LENGTH, 'say what went wrong')
    .max(ORDER_TEXT_MAX_LENGTH),
  /** Escrow orders: the `dispute` transaction. */
  txHash: txHashSchema.optional(),
})
export const resolveDisputeSchema = z.object({
  /** Direct orders: what the admin decided. Escrow orders take the split from `resolve` on-chain. */
  outcome: z.enum(['completed', 'refunded']).optional(),
  note: z.string().trim().min(RESOLVE_NOTE_MIN_LENGTH).max(ORDER_TEXT_MAX_LENGTH),
  /** Escrow orders: the arbiter's `resolve` transaction. */
  txHash: txHashSchema.optional(),
})
export const disputeMessageSchema = z.object({
  message: z.string().trim().min(1).max(ORDER_TEXT_MAX_LENGTH),
  /** Links to photos, tracking pages, receipts. */
  evidence: z
    .array(z.url({ protocol: /^https?$/ }).max(500))
    .max(5)
    .default([]),
})
export const reviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(ORDER_TEXT_MAX_LENGTH).default(''),
})

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
