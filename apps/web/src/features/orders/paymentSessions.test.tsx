import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dispatchPayment, runOncePerOrder, usePaymentState } from './paymentSessions.ts'

function Stage({ orderId }: { orderId: string }) {
  return <p>{usePaymentState(orderId).stage}</p>
}

describe('payment sessions', () => {
  it('show a payment under way to a checkout mounted after it started', () => {
    const first = render(<Stage orderId="order-1" />)
    act(() => dispatchPayment('order-1', { type: 'start' }))
    expect(screen.getByText('signing')).toBeTruthy()
    first.unmount()

    render(<Stage orderId="order-1" />)
    expect(screen.getByText('signing')).toBeTruthy()
    act(() => dispatchPayment('order-1', { type: 'sent', txHash: '0xabc' }))
    expect(screen.getByText('pending')).toBeTruthy()
  })

  it('keep each order to itself', () => {
    dispatchPayment('order-2', { type: 'start' })
    render(<Stage orderId="order-3" />)
    expect(screen.getByText('idle')).toBeTruthy()
  })

  it('run one payment per order at a time', async () => {
    let release = () => {}
    let runs = 0
    const work = () => {
      runs++
      return new Promise<void>((resolve) => {
        release = resolve
      })
    }
    const first = runOncePerOrder('order-4', work)
    await runOncePerOrder('order-4', work)
    expect(runs).toBe(1)
    await runOncePerOrder('order-5', async () => {
      runs++
    })
    expect(runs).toBe(2)

    release()
    await first
    await runOncePerOrder('order-4', async () => {
      runs++
    })
    expect(runs).toBe(3)
  })
})
