import type { Order } from '@agora/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderStanding, orderNextStep } from './OrderStanding.tsx'
import { anOrder, onEscrow } from './test/orderTestUtils.tsx'

const payment = { ...anOrder().payment, expiresAt: '2026-11-27T04:00:00.000Z' }
const direct = (status: Order['status']) => anOrder({ status, payment })
const escrowed = (status: Order['status']) => anOrder({ status, payment, escrow: onEscrow })

describe('OrderStanding, the top of an order page', () => {
  it('leads a paid order with its state and what the buyer waits for, as a live region', () => {
    render(<OrderStanding order={direct('paid')} viewerRole="buyer" />)
    expect(screen.getByRole('region', { name: 'Paid' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Paid')
    expect(screen.getByRole('status').textContent).toBe(
      'Payment verified. The seller has been told to ship.',
    )
  })

  it('tells each side what happens next', () => {
    expect(orderNextStep(escrowed('paid'), 'buyer')).toBe(
      'Payment verified. The seller has been told to ship. Your payment is held by the escrow contract until you confirm delivery.',
    )
    expect(orderNextStep(direct('paid'), 'seller')).toBe(
      'The buyer has paid you. Ship the order and add its tracking number below.',
    )
    expect(orderNextStep(escrowed('shipped'), 'buyer')).toBe(
      'On its way. Once it arrives, confirm delivery to release the payment to the seller.',
    )
    expect(orderNextStep(escrowed('shipped'), 'seller')).toBe(
      'Waiting for the buyer to confirm delivery, which releases the payment to you.',
    )
    expect(orderNextStep(direct('completed'), 'seller')).toBe(
      'The order is complete: nothing more is due.',
    )
    expect(orderNextStep(escrowed('refunded'), 'buyer')).toBe(
      'The escrow returned your payment to you. The order is closed.',
    )
    expect(orderNextStep(direct('disputed'), 'other')).toBe(
      'A dispute is open: an admin decides whether the order ends refunded or completed.',
    )
    expect(orderNextStep(escrowed('disputed'), 'seller')).toMatch(/Add your messages and evidence/)
    expect(orderNextStep(direct('expired'), 'buyer')).toBe(
      'No payment arrived in time, so the order expired. Nothing was charged.',
    )
  })

  it('gives the payment deadline while payment is due', () => {
    const next = orderNextStep(direct('awaiting_payment'), 'seller')
    expect(next).toMatch(/^The buyer has until .+ to pay\. Don’t ship anything/)
    expect(next).not.toContain('{time}')
  })

  it('takes the focus the vanished checkout had once the order is paid', () => {
    const { rerender } = render(
      <>
        <OrderStanding order={direct('awaiting_payment')} viewerRole="buyer" />
        <button type="button">Pay with wallet</button>
      </>,
    )
    screen.getByRole('button', { name: 'Pay with wallet' }).focus()
    rerender(<OrderStanding order={direct('paid')} viewerRole="buyer" />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paid' }))
  })

  it('leaves the focus alone when it is somewhere else', () => {
    const { rerender } = render(
      <>
        <OrderStanding order={direct('awaiting_payment')} viewerRole="buyer" />
        <input aria-label="Elsewhere" />
      </>,
    )
    screen.getByRole('textbox').focus()
    rerender(
      <>
        <OrderStanding order={direct('paid')} viewerRole="buyer" />
        <input aria-label="Elsewhere" />
      </>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox'))
  })
})
