import { t } from '../../i18n/i18n.ts'
import type { RetryKind } from '../../lib/paymentErrors.ts'

/** The stages of paying for an order, in the order the buyer sees them. */
export const CHECKOUT_STEPS = ['signing', 'pending', 'confirming', 'verifying', 'paid'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** "Waiting for signature", "Transaction pending"… */
export const stepLabel = (step: CheckoutStep) => t(`orders.step.${step}`)

export type CheckoutState =
  | { stage: 'idle' }
  | { stage: 'switching' }
  | { stage: CheckoutStep; txHash?: string; approving?: boolean }
  | {
      stage: 'error'
      failedAt: CheckoutStep | 'switching'
      message: string
      txHash?: string
      retry: RetryKind
    }

export type CheckoutEvent =
  | { type: 'start' }
  | { type: 'switching' }
  | { type: 'signing' }
  | { type: 'approving' }
  | { type: 'sent'; txHash: string }
  | { type: 'mined' }
  | { type: 'verifying'; txHash: string }
  | { type: 'awaitingConfirmations' }
  | { type: 'paid' }
  | { type: 'failed'; message: string; retry: RetryKind }
  | { type: 'reset' }

function txHashOf(state: CheckoutState): string | undefined {
  return 'txHash' in state ? state.txHash : undefined
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'start':
    case 'signing':
      return { stage: 'signing' }
    case 'switching':
      return { stage: 'switching' }
    case 'approving':
      return { stage: 'signing', approving: true }
    case 'sent':
      return { stage: 'pending', txHash: event.txHash }
    case 'mined':
    case 'awaitingConfirmations':
      return { stage: 'confirming', txHash: txHashOf(state) }
    case 'verifying':
      return { stage: 'verifying', txHash: event.txHash }
    case 'paid':
      return { stage: 'paid', txHash: txHashOf(state) }
    case 'failed': {
      if (state.stage === 'idle' || state.stage === 'error') {
        return { stage: 'error', failedAt: 'signing', message: event.message, retry: event.retry }
      }
      return {
        stage: 'error',
        failedAt: state.stage,
        message: event.message,
        txHash: txHashOf(state),
        retry: event.retry,
      }
    }
    case 'reset':
      return { stage: 'idle' }
  }
}

/** Whether `step` is done, current or still ahead, for the progress list. */
export function stepStatus(
  state: CheckoutState,
  step: CheckoutStep,
): 'done' | 'current' | 'todo' | 'failed' {
  const current = state.stage === 'error' ? state.failedAt : state.stage
  if (current === 'idle' || current === 'switching') return 'todo'
  const at = CHECKOUT_STEPS.indexOf(current)
  const index = CHECKOUT_STEPS.indexOf(step)
  if (index < at || state.stage === 'paid') return 'done'
  if (index === at) return state.stage === 'error' ? 'failed' : 'current'
  return 'todo'
}
