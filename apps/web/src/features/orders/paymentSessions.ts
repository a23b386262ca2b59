import { useCallback, useSyncExternalStore } from 'react'
import { type CheckoutEvent, type CheckoutState, checkoutReducer } from './checkoutStages.ts'

const IDLE: CheckoutState = { stage: 'idle' }
const states = new Map<string, CheckoutState>()
const running = new Set<string>()
const listeners = new Set<() => void>()

/**
 * Each order's payment, kept outside any component: a checkout that is left and opened
 * again, or remounted mid-payment, shows the payment still under way (and never offers to
 * pay a second time) instead of starting over at "Pay with wallet".
 */
export function paymentState(orderId: string): CheckoutState {
  return states.get(orderId) ?? IDLE
}

export function dispatchPayment(orderId: string, event: CheckoutEvent) {
  states.set(orderId, checkoutReducer(paymentState(orderId), event))
  for (const listener of listeners) listener()
}

/** Runs `work` for an order unless work for it is already running. */
export async function runOncePerOrder(orderId: string, work: () => Promise<void>) {
  if (running.has(orderId)) return
  running.add(orderId)
  try {
    await work()
  } finally {
    running.delete(orderId)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function usePaymentState(orderId: string | undefined): CheckoutState {
  const read = useCallback(() => (orderId ? paymentState(orderId) : IDLE), [orderId])
  return useSyncExternalStore(subscribe, read, read)
}
