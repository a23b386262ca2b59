/** Offers: what a buyer sends, what a seller answers, and an offer as both parties see it. */
import { z } from 'zod'
import { CURRENCIES, CURRENCY_DECIMALS, isPriceAmount } from '../marketplace/rules.ts'
import { shippingAddressSchema } from '../marketplace/shippingAddressSchema.ts'
import {
  OFFER_MAX_HOURS,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_MIN_HOURS,
  OFFER_STATUSES,
} from './rules.ts'

const OFFER_HOURS_PROBLEM = `must be ${OFFER_MIN_HOURS} to ${OFFER_MAX_HOURS} hours`
const MAX_DECIMALS = Math.max(...Object.values(CURRENCY_DECIMALS))

/** A price per unit in the listing's currency (its decimals are checked against the listing). */
export const offerAmountSchema = z
  .string()
  .max(60)
  .refine((value) => isPriceAmount(value, MAX_DECIMALS), 'LISTING_PRICE_FORMAT')

export const makeOfferSchema = z.object({
  /** Per unit, in the listing's currency. */
  amount: offerAmountSchema,
  quantity: z.number().int().min(1).max(1_000_000),
  expiresInHours: z
    .number()
    .int()
    .min(OFFER_MIN_HOURS, OFFER_HOURS_PROBLEM)
    .max(OFFER_MAX_HOURS, OFFER_HOURS_PROBLEM),
  message: z.string().trim().max(OFFER_MESSAGE_MAX_LENGTH).optional(),
  /** Where a physical item ships once the offer is accepted; refused for a digital one. */
  shippingAddress: shippingAddressSchema.optional(),
})
export type MakeOffer = z.infer<typeof makeOfferSchema>

export const counterOfferSchema = z.object({ amount: offerAmountSchema })

export const listOffersSchema = z.object({
  role: z.enum(['buyer', 'seller']).default('buyer'),
  status: z.enum(OFFER_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
})

export const offerSchema = z
  .object({
    id: z.string(),
    listingId: z.string(),
    listingTitle: z.string(),
    buyerAddress: z.string(),
    sellerAddress: z.string(),
    /** The buyer's price per unit. */
    amount: z.string(),
    /** The seller's counter per unit, once countered. */
    counterAmount: z.string().nullable(),
    quantity: z.number().int(),
    currency: z.enum(CURRENCIES),
    chainId: z.number().int(),
    status: z.enum(OFFER_STATUSES),
    message: z.string().nullable(),
    /** The order accepting made, awaiting the buyer's payment at the agreed price. */
    orderId: z.string().nullable(),
    /** Who the viewer is to this offer. */
    viewerRole: z.enum(['buyer', 'seller']),
    expiresAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Offer' })
export type Offer = z.infer<typeof offerSchema>
