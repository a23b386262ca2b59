import { z } from 'zod'
import { CURRENCIES } from './marketplace/rules.ts'

/** A paid order shipped within this long counts as shipped on time. */
export const ON_TIME_SHIP_MS = 3 * 24 * 60 * 60 * 1000

/**
 * A seller's record, from orders paid and verified on-chain only: no figure can be set by
 * hand, and orders between a seller and their own wallets never count.
 */
export const sellerReputationSchema = z
  .object({
    completedOrders: z.number().int(),
    /** Orders that were ever disputed, however they ended. */
    disputedOrders: z.number().int(),
    refundedOrders: z.number().int(),
    /** Disputed orders over counted (paid) orders, 0 to 1; 0 with no orders. */
    disputeRate: z.number(),
    averageRating: z.number().nullable(),
    ratingCount: z.number().int(),
    /** Shipped orders sent within 3 days of payment, 0 to 1; null before any was shipped. */
    onTimeShipRate: z.number().nullable(),
    firstSaleAt: z.string().nullable(),
    /** What completed orders paid the seller, per currency. */
    volume: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.string() })),
  })
  .meta({ id: 'SellerReputation' })
export type SellerReputation = z.infer<typeof sellerReputationSchema>
