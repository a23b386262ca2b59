import { describe, expect, it } from 'vitest'
import {
  ESCROW_STEPS,
  type EscrowStepEvent,
  escrowReleaseDue,
  mayActOnOrder,
  maySeeShippingAddress,
  mayTakeEscrowStep,
  ORDER_ACTIONS,
  ORDER_STEPS,
  type OrderViewer,
} from './orderSteps.ts'
import { ORDER_STATUSES, type OrderStatus } from './rules.ts'

const ROLES: Record<string, OrderViewer> = {
  buyer: { buyer: true, seller: false, admin: false },
  seller: { buyer: false, seller: true, admin: false },
  admin: { buyer: false, seller: false, admin: true },
  stranger: { buyer: false, seller: false, admin: false },
}

const NOW = new Date('2026-11-27T12:00:00Z')
const PAST_DEADLINE = '2026-11-20T12:00:00Z'

/** Who may do what on an order in `status`: every step, action and escrow call, by role. */
function whoMay(status: OrderStatus) {
  const row: Record<string, string> = {}
  const add = (name: string, may: (viewer: OrderViewer) => boolean) => {
    const who = Object.keys(ROLES).filter((role) => may(ROLES[role] as OrderViewer))
    if (who.length > 0) row[name] = who.join(' ')
  }
  for (const [name, rule] of Object.entries({ ...ORDER_STEPS, ...ORDER_ACTIONS }))
    add(name, (viewer) => mayActOnOrder(rule, status, viewer))
  const due = escrowReleaseDue(status, PAST_DEADLINE, NOW)
  for (const event of Object.keys(ESCROW_STEPS) as EscrowStepEvent[]) {
    add(`escrow ${event}`, (viewer) => mayTakeEscrowStep(event, status, viewer))
    add(`escrow ${event} past the deadline`, (viewer) =>
      mayTakeEscrowStep(event, status, viewer, due),
    )
  }
  add('see the shipping address', (viewer) => maySeeShippingAddress(status, viewer))
  return row
}

// @NOTE the whole state machine in one place: a change to any rule shows here as a changed line
const TABLE: Record<OrderStatus, Record<string, string>> = {
  awaiting_payment: {
    pay: 'buyer',
    cancel: 'buyer',
    'see the shipping address': 'buyer seller',
  },
  paid: {
    ship: 'seller',
    dispute: 'buyer seller',
    'escrow Released': 'buyer',
    'escrow Released past the deadline': 'buyer seller',
    'escrow Refunded': 'seller',
    'escrow Refunded past the deadline': 'seller',
    'escrow Disputed': 'buyer seller',
    'escrow Disputed past the deadline': 'buyer seller',
    'see the shipping address': 'buyer seller',
  },
  shipped: {
    confirmDelivery: 'buyer',
    dispute: 'buyer seller',
    'escrow Released': 'buyer',
    'escrow Released past the deadline': 'buyer seller',
    'escrow Refunded': 'seller',
    'escrow Refunded past the deadline': 'seller',
    'escrow Disputed': 'buyer seller',
    'escrow Disputed past the deadline': 'buyer seller',
    'see the shipping address': 'buyer seller',
  },
  completed: { review: 'buyer', 'see the shipping address': 'buyer seller' },
  cancelled: { 'see the shipping address': 'buyer seller' },
  expired: { 'see the shipping address': 'buyer seller' },
  disputed: {
    resolveCompleted: 'admin',
    resolveRefunded: 'admin',
    disputeMessage: 'buyer seller admin',
    referDispute: 'buyer seller admin',
    // a dispute stops the release deadline: only the buyer releases, as before it
    'escrow Released': 'buyer',
    'escrow Released past the deadline': 'buyer',
    'escrow Refunded': 'seller',
    'escrow Refunded past the deadline': 'seller',
    'escrow Resolved': 'admin',
    'escrow Resolved past the deadline': 'admin',
    'see the shipping address': 'buyer seller admin',
  },
  refunded: { 'see the shipping address': 'buyer seller' },
}

describe('the order state machine', () => {
  it.each(ORDER_STATUSES)('in %s, lets each role take exactly its steps', (status) => {
    expect(whoMay(status)).toEqual(TABLE[status])
  })

  it('lets an admin who is also a party act as that party', () => {
    const adminBuyer = { buyer: true, seller: false, admin: true }
    expect(mayActOnOrder(ORDER_STEPS.pay, 'awaiting_payment', adminBuyer)).toBe(true)
    expect(mayActOnOrder(ORDER_STEPS.resolveRefunded, 'disputed', adminBuyer)).toBe(true)
    expect(maySeeShippingAddress('paid', { ...adminBuyer, buyer: false })).toBe(false)
  })
})
