import type { Order } from '@agora/domain'
import type { ReactNode } from 'react'
import { Web3Context, type Web3State } from '../../../lib/Web3Context.ts'
import { renderSocial } from '../../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../../wallet/test/fakeWeb3.ts'
import { WalletKitContext } from '../../wallet/WalletKitContext.ts'

export const BUYER = '0xb0b0000000000000000000000000000000000001'
export const SELLER = '0x5e11000000000000000000000000000000000002'

/** A disputed order on Base for 0.05 ETH, paid directly unless `escrow` is given. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'b9c5f0c4-8d0c-4f51-9e67-2f1f0c6a1a11',
    listingId: 'l1',
    listingTitle: 'Walnut bowl',
    buyerAddress: BUYER,
    sellerAddress: SELLER,
    quantity: 1,
    status: 'disputed',
    payment: {
      chainId: 8453,
      to: SELLER,
      currency: 'ETH',
      amountWei: '50000000000000000',
      expiresAt: '',
    },
    txHash: null,
    escrow: null,
    shipping: null,
    shippingAddress: null,
    review: null,
    disputeVote: null,
    events: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

export const onEscrow = {
  address: '0xe5c0000000000000000000000000000000000003',
  orderId: `0x${'11'.repeat(32)}`,
  releaseAfter: null,
}

/** Renders order UI with the app's providers, a wallet (not connected unless told) and no wallet kit loaded. */
export function renderOrderUi(ui: ReactNode, web3: Web3State = fakeWeb3()) {
  const bridge = {
    kit: null,
    registerModals: () => {},
    isUiMounted: false,
    buttonSlot: null,
    setButtonSlot: () => {},
  }
  return renderSocial(
    <WalletKitContext.Provider value={bridge}>
      <Web3Context.Provider value={web3}>{ui}</Web3Context.Provider>
    </WalletKitContext.Provider>,
  )
}

/** The handles `partyRoutes` gives the buyer and the seller. */
export const HANDLES = { [BUYER]: 'bowlbuyer', [SELLER]: 'woodturner' } as Record<string, string>

/** `GET /api/users/:address` for the buyer and the seller, for `stubApi`: who a confirmation names. */
export const partyRoutes: [string, RegExp, (request: { url: URL }) => Response][] = [
  [
    'GET',
    /^\/api\/users\/0x[0-9a-fA-F]{40}$/,
    ({ url }) => {
      const address = url.pathname.split('/').at(-1)?.toLowerCase() ?? ''
      const handle = HANDLES[address]
      if (!handle)
        return Response.json(
          { success: false, error: 'No such user', code: 'NOT_FOUND' },
          { status: 404 },
        )
      return Response.json({
        success: true,
        data: {
          id: `user-${handle}`,
          address,
          handle,
          displayName: null,
          ens: null,
          bio: null,
          avatar: null,
          counts: null,
          viewerFollows: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      })
    },
  ],
]

/** The JSON bodies the stubbed fetch was sent (its writes: reads carry none). */
export const sentBodies = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? '{}')))
