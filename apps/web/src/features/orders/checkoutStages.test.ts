import { describe, expect, it } from 'vitest'
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
})
