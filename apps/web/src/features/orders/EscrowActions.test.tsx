import type { Order } from '@agora/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Web3Context } from '../../lib/Web3Context.ts'
import { connectedWeb3 } from '../wallet/test/fakeWeb3.ts'
import { WalletKitContext } from '../wallet/WalletKitContext.ts'
import { EscrowActions } from './EscrowActions.tsx'

const DAY = 86_400_000

function escrowOrder(status: Order['status'], releaseAfter: Date | null): Order {
  return {
    id: 'b9c5f0c4-8d0c-4f51-9e67-2f1f0c6a1a11',
    listingId: 'l1',
    listingTitle: 'Walnut bowl',
    buyerAddress: '0xb0',
    sellerAddress: '0x5e',
    quantity: 1,
    status,
    payment: { chainId: 31337, to: '0x5e', currency: 'ETH', amountWei: '1', expiresAt: '' },
    txHash: null,
    escrow: {
      address: '0xe5',
      orderId: `0x${'11'.repeat(32)}`,
      releaseAfter: releaseAfter?.toISOString() ?? null,
    },
    shipping: null,
    shippingAddress: null,
    review: null,
    disputeVote: null,
    events: [],
    createdAt: '',
  }
}

function renderFor(order: Order, role: 'buyer' | 'seller') {
  const bridge = {
    kit: null,
    registerModals: () => {},
    isUiMounted: false,
    buttonSlot: null,
    setButtonSlot: () => {},
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletKitContext.Provider value={bridge}>
        <Web3Context.Provider value={connectedWeb3()}>
          <EscrowActions order={order} isBuyer={role === 'buyer'} isSeller={role === 'seller'} />
        </Web3Context.Provider>
      </WalletKitContext.Provider>
    </QueryClientProvider>,
  )
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('EscrowActions', () => {
  it('lets the buyer confirm delivery (a release) once paid, shipped or disputed', () => {
    renderFor(escrowOrder('shipped', new Date(Date.now() + DAY)), 'buyer')
    expect(buttons()).toEqual(['Confirm delivery'])
  })

  it('lets the seller cancel with a refund before shipping, and refund later', () => {
    renderFor(escrowOrder('paid', new Date(Date.now() + DAY)), 'seller')
    expect(buttons()).toEqual(['Cancel and refund'])
  })

  it('offers the seller the release once the deadline has passed', () => {
    renderFor(escrowOrder('shipped', new Date(Date.now() - DAY)), 'seller')
    expect(buttons()).toEqual(['Refund buyer', 'Release payment'])
  })

  it('offers nothing once the escrow is settled', () => {
    renderFor(escrowOrder('completed', new Date(Date.now() - DAY)), 'buyer')
    expect(buttons()).toEqual([])
  })
})
