import { ESCROW_FULL_BPS } from './escrow.ts'
import type { OrderStatus } from './rules.ts'

/** Who acts on an order: one of its two parties, or an admin (the marketplace's arbiter). */
export type OrderParty = 'buyer' | 'seller' | 'admin'

/** Who one person is to one order; an admin may also be its buyer or its seller. */
export type OrderViewer = Readonly<Record<OrderParty, boolean>>

/** What may be done to an order: from which statuses, and by whom. */
export type OrderRule = {
  from: readonly OrderStatus[]
  by: OrderParty | readonly OrderParty[]
}

/** A move the API makes itself, from its own checks: every move of a direct order, and shipping. */
export type OrderStep = OrderRule & {
  to: OrderStatus
  /** What the order's timeline records. */
  event: string
  /** The units the order held go back on sale. */
  releasesStock?: boolean
}

/** Paid and not settled yet: still open to a dispute, a refund or a release. */
export const OPEN_ORDER_STATUSES = ['paid', 'shipped'] as const satisfies readonly OrderStatus[]

export const ORDER_STEPS = {
  // the chain's receipt is the proof; the API checks it before it takes this step
  pay: { from: ['awaiting_payment'], to: 'paid', by: 'buyer', event: 'paid' },
  cancel: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    by: 'buyer',
    event: 'cancelled',
    releasesStock: true,
  },
  ship: { from: ['paid'], to: 'shipped', by: 'seller', event: 'shipped' },
  confirmDelivery: { from: ['shipped'], to: 'completed', by: 'buyer', event: 'delivered' },
  // either party of a paid order may ask an admin to step in, as on an escrow order
  dispute: {
    from: OPEN_ORDER_STATUSES,
    to: 'disputed',
    by: ['buyer', 'seller'],
    event: 'disputed',
  },
  resolveCompleted: { from: ['disputed'], to: 'completed', by: 'admin', event: 'resolved' },
  resolveRefunded: { from: ['disputed'], to: 'refunded', by: 'admin', event: 'resolved' },
} as const satisfies Record<string, OrderStep>

/** The clock's move: an order left unpaid past its window expires and its units go back on sale. */
export const ORDER_EXPIRY = {
  from: ['awaiting_payment'],
  to: 'expired',
  event: 'expired',
  releasesStock: true,
} as const satisfies Omit<OrderStep, 'by'>

/** Whether an order in `status` is paid and not settled yet (see OPEN_ORDER_STATUSES). */
export function isOpenOrder(status: OrderStatus) {
  const open: readonly OrderStatus[] = OPEN_ORDER_STATUSES
  return open.includes(status)
}

/** Who one person is to an order when only one side can be looking (a buyer's or a seller's own list). */
export const AS_BUYER: OrderViewer = { buyer: true, seller: false, admin: false }
export const AS_SELLER: OrderViewer = { buyer: false, seller: true, admin: false }

/** The buyer's shipping address: its two parties; an admin only while arbitrating its dispute. */
export function maySeeShippingAddress(status: OrderStatus, viewer: OrderViewer) {
  return viewer.buyer || viewer.seller || (viewer.admin && status === 'disputed')
}

/**
 * What a party does on an order without moving it. Anyone who may see an order (its parties
 * and the admins) may add to its dispute and refer it to a community vote.
 */
export const ORDER_ACTIONS = {
  review: { from: ['completed'], by: 'buyer' },
  disputeMessage: { from: ['disputed'], by: ['buyer', 'seller', 'admin'] },
  referDispute: { from: ['disputed'], by: ['buyer', 'seller', 'admin'] },
} as const satisfies Record<string, OrderRule>

/** The escrow contract's calls that move an order, by the event each emits. */
export const ESCROW_STEP_EVENTS = ['Released', 'Refunded', 'Disputed', 'Resolved'] as const
export type EscrowStepEvent = (typeof ESCROW_STEP_EVENTS)[number]

/** An escrow call: `by` is who sends it (the contract refuses anyone else), `event` what the timeline records. */
export type EscrowStep = OrderRule & { by: readonly OrderParty[]; event: string }

/** How each escrow call moves an order; the order follows the chain, the contract has the last word. */
export const ESCROW_STEPS = {
  Released: { from: [...OPEN_ORDER_STATUSES, 'disputed'], by: ['buyer'], event: 'released' },
  Refunded: { from: [...OPEN_ORDER_STATUSES, 'disputed'], by: ['seller'], event: 'refunded' },
  Disputed: { from: OPEN_ORDER_STATUSES, by: ['buyer', 'seller'], event: 'disputed' },
  Resolved: { from: ['disputed'], by: ['admin'], event: 'resolved' },
} as const satisfies Record<EscrowStepEvent, EscrowStep>

/** Why a move is refused: the wrong person asks, or the order is in a status it does not start from. */
export type OrderRefusal = 'party' | 'status'

/** Why `viewer` may not make `rule`'s move on an order in `status` (the party first), or null when they may. */
export function orderRefusal(
  rule: OrderRule,
  status: OrderStatus,
  viewer: OrderViewer,
): OrderRefusal | null {
  const parties: readonly OrderParty[] = typeof rule.by === 'string' ? [rule.by] : rule.by
  if (!parties.some((party) => viewer[party])) return 'party'
  if (!rule.from.includes(status)) return 'status'
  return null
}

export function mayActOnOrder(rule: OrderRule, status: OrderStatus, viewer: OrderViewer) {
  return orderRefusal(rule, status, viewer) === null
}

/** The status a mined escrow call leaves the order in (`resolve`: see resolvedOrderStatus). */
export function escrowStepStatus(event: EscrowStepEvent, buyerBps: number): OrderStatus {
  switch (event) {
    case 'Released':
      return 'completed'
    case 'Refunded':
      return 'refunded'
    case 'Disputed':
      return 'disputed'
    case 'Resolved':
      return resolvedOrderStatus(true, buyerBps)
  }
}

/**
 * The status an admin's decision giving the buyer `buyerBps` of ESCROW_FULL_BPS ends an order
 * in: on escrow as the `Resolved` event reads; a direct order is refunded from half.
 */
export function resolvedOrderStatus(escrow: boolean, buyerBps: number): 'completed' | 'refunded' {
  const refund = escrow ? buyerBps === ESCROW_FULL_BPS : buyerBps >= ESCROW_FULL_BPS / 2
  return refund ? 'refunded' : 'completed'
}

/**
 * Whether `viewer` may report a mined escrow call to the API: only a party who sends that call
 * (ESCROW_STEPS' `by`), so no one speaks for the other side. The one exception: once an
 * undisputed escrow is past its release deadline (`releaseDue`, from `escrowReleaseDue`) the
 * contract lets anyone release it, and the seller, who is owed the money, may report that.
 */
export function mayReportEscrowStep(
  event: EscrowStepEvent,
  viewer: OrderViewer,
  releaseDue = false,
) {
  const senders: readonly OrderParty[] = ESCROW_STEPS[event].by
  if (senders.some((party) => viewer[party])) return true
  return event === 'Released' && releaseDue && viewer.seller
}

/** Whether `viewer` may send (and then report) `event`'s call on an order in `status`: the web's buttons. */
export function mayTakeEscrowStep(
  event: EscrowStepEvent,
  status: OrderStatus,
  viewer: OrderViewer,
  releaseDue = false,
) {
  const from: readonly OrderStatus[] = ESCROW_STEPS[event].from
  return from.includes(status) && mayReportEscrowStep(event, viewer, releaseDue)
}

/** An undisputed escrow past its release deadline: anyone may now release it to the seller. */
export function escrowReleaseDue(
  status: OrderStatus,
  releaseAfter: Date | string | null,
  now: Date,
) {
  return isOpenOrder(status) && releaseAfter !== null && new Date(releaseAfter) <= now
}
