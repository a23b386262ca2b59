import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { OrderParties } from './OrderParties.tsx'
import { anOrder, partyRoutes, renderOrderUi } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const order = anOrder({ status: 'paid', quantity: 2 })

describe('OrderParties, the order in one line', () => {
  it('names the seller to the buyer by @handle with the short address', async () => {
    stubApi(partyRoutes)
    renderOrderUi(<OrderParties order={order} viewerRole="buyer" />)
    expect(await screen.findByText('@woodturner')).toBeTruthy()
    expect(screen.getByRole('paragraph').textContent).toBe(
      '2 × · 0.05 ETH · seller @woodturner 0x5e…0002',
    )
  })

  it('names the buyer to the seller, and both to anyone else', async () => {
    stubApi(partyRoutes)
    const { unmount } = renderOrderUi(<OrderParties order={order} viewerRole="seller" />)
    expect(await screen.findByText('@bowlbuyer')).toBeTruthy()
    expect(screen.queryByText('@woodturner')).toBeNull()
    unmount()
    renderOrderUi(<OrderParties order={order} viewerRole="other" />)
    expect(await screen.findByText('@bowlbuyer')).toBeTruthy()
    expect(await screen.findByText('@woodturner')).toBeTruthy()
  })
})
