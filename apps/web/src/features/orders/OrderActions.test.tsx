import type { Order } from '@agora/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { OrderActions } from './OrderActions.tsx'
import {
  anOrder,
  BUYER,
  onEscrow,
  partyRoutes,
  renderOrderUi,
  SELLER,
  sentBodies,
} from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const shipped = anOrder({
  status: 'shipped',
  shipping: { carrier: 'DHL', trackingNumber: 'JD0146000012345' },
})

function stubConfirmDelivery() {
  return stubApi([
    ...partyRoutes,
    [
      'POST',
      /\/orders\/[^/]+\/confirm-delivery$/,
      () => Response.json({ success: true, data: { ...shipped, status: 'completed' } }),
    ],
  ])
}

async function askToConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm delivery?' })
  // the seller's handle arrives with their profile; until then the button waits
  await within(dialog).findByRole('button', { name: 'Confirm delivery from @woodturner' })
  return dialog
}

describe('OrderActions, a directly paid order', () => {
  it('asks before the buyer confirms delivery, naming what was paid to whom and that it is final', async () => {
    stubConfirmDelivery()
    renderOrderUi(<OrderActions order={shipped} viewerAddress={BUYER} />)
    const dialog = await askToConfirm()
    expect(within(dialog).getByText('Paid to the seller')).toBeTruthy()
    expect(within(dialog).getByText('0.05 ETH')).toBeTruthy()
    expect(within(dialog).getByText('@woodturner')).toBeTruthy()
    expect(within(dialog).getByText('0x5e…0002')).toBeTruthy()
    expect(within(dialog).getByText(/no money moves now/)).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
  })

  it('sends nothing when the buyer cancels', async () => {
    const fetchMock = stubConfirmDelivery()
    renderOrderUi(<OrderActions order={shipped} viewerAddress={BUYER} />)
    const dialog = await askToConfirm()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sentBodies(fetchMock)).toEqual([])
  })

  it('confirms the delivery with exactly one request', async () => {
    const fetchMock = stubConfirmDelivery()
    renderOrderUi(<OrderActions order={shipped} viewerAddress={BUYER} />)
    const dialog = await askToConfirm()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm delivery from @woodturner' }),
    )
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([path]) => String(path))).toEqual([
      `/api/marketplace/orders/${shipped.id}/confirm-delivery`,
    ])
  })
})

describe('OrderActions, who is offered what', () => {
  const ADMIN = '0xad00000000000000000000000000000000000009'
  const offered = (order: Order, address: string, isAdmin = false) => {
    cleanup()
    stubApi(partyRoutes)
    renderOrderUi(<OrderActions order={order} viewerAddress={address} isAdmin={isAdmin} />)
    return screen.queryAllByRole('button').map((button) => button.textContent)
  }

  it('offers the seller of a paid order the ship form and a dispute, and on escrow a refund', () => {
    expect(offered(anOrder({ status: 'paid' }), SELLER)).toEqual([
      'Mark as shipped',
      'Report a problem',
    ])
    expect(offered(anOrder({ status: 'paid', escrow: onEscrow }), SELLER)).toEqual([
      'Mark as shipped',
      'Cancel and refund',
      'Report a problem',
    ])
  })

  it('lets the buyer cancel only before paying', () => {
    expect(offered(anOrder({ status: 'awaiting_payment' }), BUYER)).toEqual(['Cancel order'])
    expect(offered(anOrder({ status: 'expired' }), BUYER)).toEqual([])
  })

  it('gives an admin the resolve form on a dispute, and nothing on an order that is not theirs otherwise', () => {
    expect(offered(anOrder({ status: 'disputed' }), ADMIN, true)).toEqual(['Resolve dispute'])
    expect(offered(anOrder({ status: 'shipped' }), ADMIN, true)).toEqual([])
  })

  it('gives an admin who bought the order both the buyer’s moves and the resolve form', () => {
    expect(offered(anOrder({ status: 'disputed' }), BUYER, true)).toEqual([
      'Send',
      'Resolve dispute',
    ])
  })
})
