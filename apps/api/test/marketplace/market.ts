import type { LocalAccount } from 'viem'
import type { App } from '../../src/app.ts'
import type { FundedWallet } from '../chain/fundedWallets.ts'
import { bearer, signIn } from '../wallets.ts'

export type Trader = Awaited<ReturnType<typeof trader>>

/** A person signed in with a funded local-chain wallet, calling the API as themselves. */
export async function trader(app: App, wallet: FundedWallet) {
  const token = await signIn(app, wallet.account as LocalAccount)
  const headers = bearer(token)
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    })
  return { wallet, address: wallet.account.address, token, headers, call }
}

export const listingInput = {
  title: 'Stoneware bowl, ash glaze',
  description: 'Wheel-thrown stoneware bowl with a wood-ash glaze. Food safe.',
  priceAmount: '0.05',
  currency: 'ETH',
  chainId: 31337,
  category: 'crafts',
  images: [],
  quantity: 3,
}

export async function createListing(seller: Trader, overrides: Record<string, unknown> = {}) {
  const res = await seller.call('POST', '/api/marketplace/listings', {
    ...listingInput,
    ...overrides,
  })
  if (res.statusCode !== 201) throw new Error(`listing refused: ${res.body}`)
  return res.json().data as { id: string; priceAmount: string }
}

/** Where test parcels go; `listingInput` is a physical item, so its orders need one. */
export const shippingAddressInput = {
  name: 'Ada Lovelace',
  line1: '12 St James’s Square',
  line2: 'Flat 3',
  city: 'London',
  region: '',
  postalCode: 'SW1Y 4JH',
  country: 'United Kingdom',
}

/** An order for `listingId`; `shippingAddress: null` leaves it out (for digital listings). */
export async function placeOrder(
  buyer: Trader,
  listingId: string,
  quantity = 1,
  shippingAddress: typeof shippingAddressInput | null = shippingAddressInput,
) {
  const res = await buyer.call('POST', '/api/marketplace/orders', {
    listingId,
    quantity,
    ...(shippingAddress ? { shippingAddress } : {}),
  })
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`)
  return res.json().data as {
    id: string
    status: string
    payment: {
      to: `0x${string}`
      amountWei?: string
      tokenAddress?: `0x${string}`
      tokenAmount?: string
    }
  }
}
