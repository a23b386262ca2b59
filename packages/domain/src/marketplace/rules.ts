export const LISTING_CATEGORIES = [
  'art',
  'collectibles',
  'crafts',
  'electronics',
  'fashion',
  'home',
  'books',
  'music',
  'services',
  'digital',
  'other',
] as const
/**
 * What a buyer receives: a physical item is shipped to an address; a digital one (a file, a
 * code, a service) is delivered without one, so checkout never asks where they live.
 */
export const LISTING_KINDS = ['physical', 'digital'] as const
export type ListingKind = (typeof LISTING_KINDS)[number]
const DIGITAL_CATEGORIES: ReadonlySet<string> = new Set(['digital', 'services'])

/** A new listing's kind when the seller does not choose: digital goods and services ship nothing. */
export function defaultListingKind(category: (typeof LISTING_CATEGORIES)[number]): ListingKind {
  return DIGITAL_CATEGORIES.has(category) ? 'digital' : 'physical'
}

export const CURRENCIES = ['ETH', 'USDC'] as const
export type Currency = (typeof CURRENCIES)[number]
export const CURRENCY_DECIMALS: Record<Currency, number> = { ETH: 18, USDC: 6 }
export const LISTING_STATUSES = ['active', 'sold_out', 'removed'] as const
export const LISTING_MAX_IMAGES = 8
export const LISTING_TITLE_MIN_LENGTH = 3
export const LISTING_TITLE_MAX_LENGTH = 120
export const LISTING_DESCRIPTION_MAX_LENGTH = 5000
/** A seller's store name and about text. */
export const SELLER_NAME_MAX_LENGTH = 80
export const SELLER_BIO_MAX_LENGTH = 1000
/**
 * Unpaid orders hold stock only briefly and only so much (README "Stock and unpaid
 * orders"): the payment window, the units one buyer may hold unpaid on one listing, and
 * the unpaid orders one buyer may have at once.
 */
export const ORDER_PAYMENT_WINDOW_MS = 15 * 60 * 1000
export const UNPAID_UNITS_PER_LISTING = 5
export const UNPAID_ORDERS_PER_BUYER = 3

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  'disputed',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const CARRIER_MIN_LENGTH = 2
export const CARRIER_MAX_LENGTH = 60
export const TRACKING_NUMBER_MIN_LENGTH = 3
export const TRACKING_NUMBER_MAX_LENGTH = 100
/** The longest text written on an order: a dispute's reason and messages, a decision's note, a review. */
export const ORDER_TEXT_MAX_LENGTH = 2000
export const DISPUTE_REASON_MIN_LENGTH = 10
export const RESOLVE_NOTE_MIN_LENGTH = 3

/** A positive decimal with at most `decimals` places, as a string (no floats for money). */
/**
 * A price as it is sent and stored: plain digits with at most one point, above 0, at most
 * 22 digits before the point (the column is numeric(40, 18)) and `decimals` after it. No sign, exponent, hex, spaces, NaN or Infinity.
 */
export function isPriceAmount(value: string, decimals: number) {
  const match = /^(\d{1,22})(?:\.(\d{1,18}))?$/.exec(value)
  if (!match) return false
  if ((match[2]?.length ?? 0) > decimals) return false
  return /[1-9]/.test(value)
}

export const LISTING_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
/** What a seller's notifications say: their order and review rows of the one inbox. */
export const SELLER_NOTIFICATION_TYPES = [
  'new_order',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'disputed',
  'refunded',
  'review',
] as const
/** EIP-712 typed data a seller signs to certify a listing's content on-chain-verifiably. */
export function listingCertificate(listing: {
  id: string
  title: string
  description: string
  priceAmount: string
  currency: Currency
  chainId: number
  category: string
}) {
  return {
    domain: { name: 'Agora Marketplace', version: '1', chainId: listing.chainId },
    types: {
      Listing: [
        { name: 'id', type: 'string' },
        { name: 'title', type: 'string' },
        { name: 'description', type: 'string' },
        { name: 'priceAmount', type: 'string' },
        { name: 'currency', type: 'string' },
        { name: 'category', type: 'string' },
      ],
    },
    primaryType: 'Listing' as const,
    message: {
      id: listing.id,
      title: listing.title,
      description: listing.description,
      priceAmount: listing.priceAmount,
      currency: listing.currency,
      category: listing.category,
    },
  }
}
