import { describe, expect, it } from 'vitest'
import {
  ESCROW_STEPS,
  escrowReleaseDue,
  escrowStepStatus,
  isOpenOrder,
  mayActOnOrder,
  mayReportEscrowStep,
  ORDER_ACTIONS,
  ORDER_EXPIRY,
  ORDER_STEPS,
  type OrderRule,
  type OrderViewer,
  orderRefusal,
  resolvedOrderStatus,
} from './orderSteps.ts'
import { ORDER_STATUSES, type OrderStatus } from './rules.ts'

const BUYER: OrderViewer = { buyer: true, seller: false, admin: false }
const SELLER: OrderViewer = { buyer: false, seller: true, admin: false }
const ADMIN: OrderViewer = { buyer: false, seller: false, admin: true }
const NOBODY: OrderViewer = { buyer: false, seller: false, admin: false }

/** For each status, the names of the rules `viewer` may act on. */
function allowed(rules: Record<string, OrderRule>, viewer: OrderViewer) {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      Object.entries(rules)
        .filter(([, rule]) => mayActOnOrder(rule, status, viewer))
        .map(([name]) => name),
    ]),
  )
}

const nothing = { cancelled: [], expired: [], refunded: [] }

describe('a direct order’s steps', () => {
  it('let the buyer pay or cancel an unpaid order, then dispute, then confirm a shipped delivery', () => {
    expect(allowed(ORDER_STEPS, BUYER)).toEqual({
      ...nothing,
      awaiting_payment: ['pay', 'cancel'],
      paid: ['dispute'],
      shipped: ['confirmDelivery', 'dispute'],
      completed: [],
      disputed: [],
    })
  })

  it('let the seller ship a paid order, and dispute it as the buyer may', () => {
    expect(allowed(ORDER_STEPS, SELLER)).toEqual({
      ...nothing,
      awaiting_payment: [],
      paid: ['ship', 'dispute'],
      shipped: ['dispute'],
      completed: [],
      disputed: [],
    })
  })

  it('let an admin only resolve a dispute, either way', () => {
    expect(allowed(ORDER_STEPS, ADMIN)).toEqual({
      ...nothing,
      awaiting_payment: [],
      paid: [],
      shipped: [],
      completed: [],
      disputed: ['resolveCompleted', 'resolveRefunded'],
    })
  })

  it('follow the order from payment to completion, giving back stock only on a cancel', () => {
    expect([ORDER_STEPS.ship.to, ORDER_STEPS.confirmDelivery.to]).toEqual(['shipped', 'completed'])
    expect(ORDER_STEPS.dispute.to).toBe('disputed')
    const releasing = Object.entries(ORDER_STEPS).filter(
      ([, step]) => 'releasesStock' in step && step.releasesStock,
    )
    expect(releasing.map(([name]) => name)).toEqual(['cancel'])
  })

  it('let an unpaid order be paid, or expire on the clock and give its stock back', () => {
    expect(ORDER_STEPS.pay).toMatchObject({ from: ['awaiting_payment'], to: 'paid' })
    expect(ORDER_EXPIRY).toMatchObject({ from: ['awaiting_payment'], to: 'expired' })
    expect(ORDER_EXPIRY.releasesStock).toBe(true)
  })

  it('count only a paid order not yet settled as open', () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual(['paid', 'shipped'])
  })
})

describe('resolvedOrderStatus', () => {
  it('refunds an escrow only when the buyer gets everything, a direct order from half', () => {
    expect(resolvedOrderStatus(true, 10_000)).toBe('refunded')
    expect(resolvedOrderStatus(true, 9_999)).toBe('completed')
    expect(resolvedOrderStatus(false, 5_000)).toBe('refunded')
    expect(resolvedOrderStatus(false, 4_999)).toBe('completed')
    expect(resolvedOrderStatus(false, 0)).toBe('completed')
  })
})

describe('orderRefusal', () => {
  it('names the wrong party before the wrong status', () => {
    expect(orderRefusal(ORDER_STEPS.ship, 'completed', BUYER)).toBe('party')
    expect(orderRefusal(ORDER_STEPS.ship, 'completed', SELLER)).toBe('status')
    expect(orderRefusal(ORDER_STEPS.ship, 'paid', SELLER)).toBeNull()
  })

  it('lets an admin who bought the order act as its buyer', () => {
    const both = { ...BUYER, admin: true }
    expect(orderRefusal(ORDER_STEPS.cancel, 'awaiting_payment', both)).toBeNull()
    expect(orderRefusal(ORDER_STEPS.resolveRefunded, 'disputed', both)).toBeNull()
  })

  it('refuses someone who is no party to the order everything', () => {
    const rules = { ...ORDER_STEPS, ...ORDER_ACTIONS, ...ESCROW_STEPS }
    expect(Object.values(allowed(rules, NOBODY)).flat()).toEqual([])
  })
})

describe('what a party does without moving the order', () => {
  it('lets the buyer review a completed order, and anyone on it add to a dispute or refer it', () => {
    expect(allowed(ORDER_ACTIONS, BUYER)).toMatchObject({
      completed: ['review'],
      disputed: ['disputeMessage', 'referDispute'],
    })
    for (const viewer of [SELLER, ADMIN])
      expect(allowed(ORDER_ACTIONS, viewer)).toMatchObject({
        completed: [],
        disputed: ['disputeMessage', 'referDispute'],
      })
  })
})

describe('an escrow order’s steps', () => {
  it('let the buyer release and the seller refund until the escrow settles, and either dispute while it is open', () => {
    expect(allowed(ESCROW_STEPS, BUYER)).toMatchObject({
      awaiting_payment: [],
      paid: ['Released', 'Disputed'],
      shipped: ['Released', 'Disputed'],
      disputed: ['Released'],
      completed: [],
    })
    expect(allowed(ESCROW_STEPS, SELLER)).toMatchObject({
      paid: ['Refunded', 'Disputed'],
      shipped: ['Refunded', 'Disputed'],
      disputed: ['Refunded'],
      completed: [],
    })
    expect(allowed(ESCROW_STEPS, ADMIN)).toMatchObject({ paid: [], disputed: ['Resolved'] })
  })

  it('end a resolved dispute as a refund only when the buyer gets everything back', () => {
    expect(escrowStepStatus('Resolved', 10_000)).toBe('refunded')
    expect(escrowStepStatus('Resolved', 9_999)).toBe('completed')
    expect(escrowStepStatus('Resolved', 0)).toBe('completed')
    expect(escrowStepStatus('Released', 0)).toBe('completed')
    expect(escrowStepStatus('Refunded', 0)).toBe('refunded')
    expect(escrowStepStatus('Disputed', 0)).toBe('disputed')
  })

  it('take a mined call only from the party who sends it', () => {
    expect(mayReportEscrowStep('Released', BUYER)).toBe(true)
    expect(mayReportEscrowStep('Released', SELLER)).toBe(false)
    expect(mayReportEscrowStep('Released', ADMIN)).toBe(false)
    expect(mayReportEscrowStep('Refunded', SELLER)).toBe(true)
    expect(mayReportEscrowStep('Refunded', BUYER)).toBe(false)
    expect(mayReportEscrowStep('Refunded', ADMIN)).toBe(false)
    expect(mayReportEscrowStep('Disputed', BUYER)).toBe(true)
    expect(mayReportEscrowStep('Disputed', SELLER)).toBe(true)
    expect(mayReportEscrowStep('Disputed', ADMIN)).toBe(false)
    expect(mayReportEscrowStep('Resolved', BUYER)).toBe(false)
    expect(mayReportEscrowStep('Resolved', SELLER)).toBe(false)
    expect(mayReportEscrowStep('Resolved', ADMIN)).toBe(true)
  })

  it('let the seller report a release once it is due, and only a release', () => {
    expect(mayReportEscrowStep('Released', SELLER, true)).toBe(true)
    expect(mayReportEscrowStep('Released', ADMIN, true)).toBe(false)
    expect(mayReportEscrowStep('Refunded', BUYER, true)).toBe(false)
    expect(mayReportEscrowStep('Resolved', SELLER, true)).toBe(false)
  })

  it('fall due for anyone’s release once the deadline passes, unless disputed or settled', () => {
    const now = new Date('2026-11-20T10:00:00Z')
    const due = (status: OrderStatus, releaseAfter: string | null) =>
      escrowReleaseDue(status, releaseAfter, now)
    expect(due('paid', '2026-11-20T10:00:00Z')).toBe(true)
    expect(due('shipped', '2026-11-19T10:00:00Z')).toBe(true)
    expect(due('shipped', '2026-11-20T10:00:01Z')).toBe(false)
    expect(due('shipped', null)).toBe(false)
    expect(due('disputed', '2026-11-19T10:00:00Z')).toBe(false)
    expect(due('completed', '2026-11-19T10:00:00Z')).toBe(false)
  })
})

describe('a settled order', () => {
  it('takes no further step', () => {
    const settled: OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded']
    const steps = [...Object.values(ORDER_STEPS), ...Object.values(ESCROW_STEPS)]
    const from: readonly OrderStatus[] = steps.flatMap((step) => step.from)
    expect(settled.filter((status) => from.includes(status))).toEqual([])
  })
})
