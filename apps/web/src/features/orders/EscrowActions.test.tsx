import type { Order } from '@agora/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendTracked } from '../../lib/transactions/trackTransaction.ts'
import { Web3Context } from '../../lib/Web3Context.ts'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { connectedWeb3 } from '../wallet/test/fakeWeb3.ts'
import { WalletKitContext } from '../wallet/WalletKitContext.ts'
import { EscrowActions } from './EscrowActions.tsx'
import {
  anOrder,
  onEscrow,
  partyRoutes,
  renderOrderUi,
  sentBodies,
} from './test/orderTestUtils.tsx'

const TX_HASH = `0x${'ab'.repeat(32)}`

// the wallet's side: a loaded wallet library that sends each call and sees it mined
vi.mock('../wallet/useWagmiConfig.ts', () => ({ useWagmiConfig: () => ({}) }))
vi.mock('./sendPayment.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./sendPayment.ts')>()),
  ensureChain: async () => {},
}))
vi.mock('../../lib/transactions/trackTransaction.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/transactions/trackTransaction.ts')>()),
  sendTracked: vi.fn(async () => TX_HASH),
}))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(sendTracked).mockClear()
})

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
          <EscrowActions order={order} viewer={viewerAs(role)} />
        </Web3Context.Provider>
      </WalletKitContext.Provider>
    </QueryClientProvider>,
  )
}

const viewerAs = (role: 'buyer' | 'seller') => ({
  buyer: role === 'buyer',
  seller: role === 'seller',
  admin: false,
})
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

const DAY_MS = 86_400_000
const shipping = { carrier: 'DHL', trackingNumber: 'JD0146000012345' }
const held = (overrides: Partial<Order>) => anOrder({ escrow: onEscrow, ...overrides })

/** The stubbed API: the parties' profiles, and `route` answering with the order as it ends. */
function stubEscrowApi(route: string, status: Order['status']) {
  return stubApi([
    ...partyRoutes,
    [
      'POST',
      new RegExp(`/orders/[^/]+/${route}$`),
      () => Response.json({ success: true, data: held({ status }) }),
    ],
  ])
}

/** Presses `button`, and waits for the dialog and for its confirm button naming the recipient. */
async function ask(button: string, confirm: string) {
  await userEvent.click(screen.getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('button', { name: confirm })
  return dialog
}

function renderAs(order: Order, role: 'buyer' | 'seller') {
  renderOrderUi(<EscrowActions order={order} viewer={viewerAs(role)} />, connectedWeb3())
}

describe('EscrowActions, confirming before the money moves', () => {
  it('names the amount, the seller and that the release cannot be undone', async () => {
    stubEscrowApi('confirm-delivery', 'completed')
    renderAs(held({ status: 'shipped', shipping }), 'buyer')
    const dialog = await ask('Confirm delivery', 'Release 0.05 ETH to @woodturner')
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Release the payment to the seller?',
    )
    expect(within(dialog).getByText('To the seller')).toBeTruthy()
    expect(within(dialog).getByText('0.05 ETH')).toBeTruthy()
    expect(within(dialog).getByText('@woodturner')).toBeTruthy()
    expect(within(dialog).getByText('0x5e…0002')).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
    expect(within(dialog).queryByText(/has not marked this order as shipped/)).toBeNull()
  })

  it('warns the buyer when the seller has not marked the order shipped', async () => {
    stubEscrowApi('confirm-delivery', 'completed')
    renderAs(held({ status: 'paid' }), 'buyer')
    const dialog = await ask('Confirm delivery', 'Release 0.05 ETH to @woodturner')
    expect(within(dialog).getByText(/has not marked this order as shipped/).textContent).toBe(
      'The seller has not marked this order as shipped. Release the money only if you already have what you bought.',
    )
  })

  it('sends nothing on-chain or to the server when the buyer cancels', async () => {
    const fetchMock = stubEscrowApi('confirm-delivery', 'completed')
    renderAs(held({ status: 'paid' }), 'buyer')
    const dialog = await ask('Confirm delivery', 'Release 0.05 ETH to @woodturner')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sendTracked).not.toHaveBeenCalled()
    expect(sentBodies(fetchMock)).toEqual([])
  })

  it('sends the release once and reports it once when the buyer confirms', async () => {
    const fetchMock = stubEscrowApi('confirm-delivery', 'completed')
    renderAs(held({ status: 'shipped', shipping }), 'buyer')
    const dialog = await ask('Confirm delivery', 'Release 0.05 ETH to @woodturner')
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Release 0.05 ETH to @woodturner' }),
    )
    await waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ txHash: TX_HASH }]))
    expect(sendTracked).toHaveBeenCalledTimes(1)
    expect(vi.mocked(sendTracked).mock.calls[0]?.[2]).toBe(
      'Release escrow to the seller: Walnut bowl',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('names the buyer and the amount before the seller cancels and refunds', async () => {
    const fetchMock = stubEscrowApi('refund', 'refunded')
    renderAs(held({ status: 'paid' }), 'seller')
    const dialog = await ask('Cancel and refund', 'Refund 0.05 ETH to @bowlbuyer')
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Cancel the order and refund the buyer?',
    )
    expect(within(dialog).getByText('To the buyer')).toBeTruthy()
    expect(within(dialog).getByText('0xb0…0001')).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Refund 0.05 ETH to @bowlbuyer' }),
    )
    await waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ txHash: TX_HASH }]))
    expect(sendTracked).toHaveBeenCalledTimes(1)
  })

  it('asks before the seller releases after the deadline, without the buyer’s warning', async () => {
    const fetchMock = stubEscrowApi('release', 'completed')
    const due = { ...onEscrow, releaseAfter: new Date(Date.now() - DAY_MS).toISOString() }
    renderAs(held({ status: 'paid', escrow: due }), 'seller')
    const dialog = await ask('Release payment', 'Release 0.05 ETH to @woodturner')
    expect(within(dialog).getByText(/release deadline has passed/)).toBeTruthy()
    expect(within(dialog).queryByText(/has not marked this order as shipped/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sendTracked).not.toHaveBeenCalled()
    expect(sentBodies(fetchMock)).toEqual([])
  })
})
