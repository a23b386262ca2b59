import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  stepStatus,
} from './checkoutStages.ts'

const run = (events: CheckoutEvent[]) =>
  events.reduce<CheckoutState>(checkoutReducer, { stage: 'idle' })

describe('checkout stages', () => {
  it('goes signing → pending → confirming → verifying → paid, keeping the hash', () => {
    const state = run([
      { type: 'start' },
      { type: 'sent', txHash: '0xabc' },
      { type: 'mined' },
      { type: 'verifying', txHash: '0xabc' },
      { type: 'paid' },
    ])
    expect(state).toEqual({ stage: 'paid', txHash: '0xabc' })
    expect(stepStatus(state, 'signing')).toBe('done')
  })

  it('records where it failed and what to retry', () => {
    const state = run([
      { type: 'start' },
      { type: 'sent', txHash: '0xabc' },
      { type: 'failed', message: 'x', retry: 'verify' },
    ])
    expect(state).toMatchObject({
      stage: 'error',
      failedAt: 'pending',
      txHash: '0xabc',
      retry: 'verify',
    })
    expect(stepStatus(state, 'signing')).toBe('done')
    expect(stepStatus(state, 'pending')).toBe('failed')
    expect(stepStatus(state, 'paid')).toBe('todo')
  })

  it('explains a wallet rejection and offers to pay again', () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(describePaymentError({ shortMessage: 'x', cause: rejection }, false)).toEqual({
      message: 'You rejected the request in your wallet.',
      retry: 'pay',
    })
  })

  it('explains insufficient funds', () => {
    const error = new Error('insufficient funds for gas * price + value')
    expect(describePaymentError(error, false).message).toMatch(/enough funds/)
  })

  it('re-verifies the same transaction after a pending or unreachable chain, never after expiry', () => {
    expect(describePaymentError(new ApiError(400, 'PAYMENT_PENDING', 'p'), true).retry).toBe(
      'verify',
    )
    expect(describePaymentError(new ApiError(503, 'CHAIN_UNAVAILABLE', 'c'), true)).toEqual({
      message: 'The blockchain network cannot be reached right now.',
      retry: 'verify',
    })
    expect(describePaymentError(new ApiError(400, 'ORDER_EXPIRED', 'e'), true).retry).toBe('none')
    expect(describePaymentError(new ApiError(400, 'PAYMENT_UNDERPAID', 'u'), true).retry).toBe(
      'pay',
    )
  })
})
