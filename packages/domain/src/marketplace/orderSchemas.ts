/** Orders: payment, the order as both parties see it, and the steps and texts they send. */
import { z } from 'zod'
import { PROPOSAL_OUTCOMES } from '../governance/rules.ts'
import {
  CARRIER_MAX_LENGTH,
  CARRIER_MIN_LENGTH,
  CURRENCIES,
  DISPUTE_REASON_MIN_LENGTH,
  ORDER_STATUSES,
  ORDER_TEXT_MAX_LENGTH,
  RESOLVE_NOTE_MIN_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from './rules.ts'
import { shippingAddressSchema } from './shippingAddressSchema.ts'

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
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'TX_HASH_FORMAT'),
})
export const shipOrderSchema = z.object({
  carrier: z.string().trim().min(CARRIER_MIN_LENGTH).max(CARRIER_MAX_LENGTH),
  trackingNumber: z.string().trim().min(TRACKING_NUMBER_MIN_LENGTH).max(TRACKING_NUMBER_MAX_LENGTH),
})
const txHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'TX_HASH_FORMAT')
/** An escrow step the client sent on-chain: the server checks its event in this transaction. */
export const escrowStepSchema = z.object({ txHash: txHashSchema })
export const confirmDeliverySchema = z.object({ txHash: txHashSchema.optional() }).nullish()
export const disputeOrderSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(DISPUTE_REASON_MIN_LENGTH, 'DISPUTE_REASON_TOO_SHORT')
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
