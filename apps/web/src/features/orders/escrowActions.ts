import { type ErrorCode, ESCROW_ABI, type Order } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import { writeContract } from 'wagmi/actions'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'
import { ApiError } from '../../lib/api.ts'
import { sendTracked } from '../../lib/transactions/trackTransaction.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { useWagmiConfig } from '../wallet/useWagmiConfig.ts'
import { postOrder, useOrderChanged } from './data.ts'
import { ensureChain } from './sendPayment.ts'

/** An escrow call a party makes from the order page. */
export type EscrowCall = 'release' | 'refund' | 'dispute' | 'resolve'

/** What each call is, in the wallet's recent transactions, and the route that checks it. */
const CALLS: Record<EscrowCall, { description: MessageKey; route: string }> = {
  release: { description: 'orders.transaction.release', route: 'release' },
  refund: { description: 'orders.transaction.refund', route: 'refund' },
  dispute: { description: 'orders.transaction.dispute', route: 'dispute' },
  resolve: { description: 'orders.transaction.resolve', route: 'resolve' },
}

const NOT_YET: ReadonlySet<string> = new Set<ErrorCode>([
  'ESCROW_TX_PENDING',
  'ESCROW_TX_NOT_FOUND',
])
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends the call from the connected wallet and waits until it is mined. */
export async function sendEscrowCall(config: Config, order: Order, call: EscrowCall, buyerBps = 0) {
  const escrow = order.escrow
  if (!escrow) throw new Error('This order is not held in escrow.')
  const chainId = order.payment.chainId
  const base = { address: escrow.address as Address, abi: ESCROW_ABI, chainId } as const
  const orderId = escrow.orderId as Hex
  await ensureChain(config, chainId, () => {})
  return sendTracked(
    config,
    chainId,
    t(CALLS[call].description, { title: order.listingTitle }),
    () =>
      call === 'resolve'
        ? writeContract(config, { ...base, functionName: 'resolve', args: [orderId, buyerBps] })
        : writeContract(config, { ...base, functionName: call, args: [orderId] }),
  )
}

/** Reports the mined transaction; the server checks its event and moves the order. */
async function report(order: Order, route: string, body: Record<string, unknown>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postOrder(`/api/marketplace/orders/${order.id}/${route}`, body)
    } catch (error) {
      if (!(error instanceof ApiError && NOT_YET.has(error.code) && attempt < 6)) throw error
      await sleep(Math.min(1000 * 2 ** attempt, 15_000))
    }
  }
}

/**
 * One escrow step on the order page: the wallet sends it on-chain, then the server verifies
 * it. `route` overrides where it is reported (the buyer's release is "confirm-delivery").
 */
export function useEscrowCall(order: Order, call: EscrowCall, route = CALLS[call].route) {
  const wagmiConfig = useWagmiConfig()
  const web3 = useWeb3()
  const onChanged = useOrderChanged()
  return useMutation({
    mutationFn: async (body: Record<string, unknown> = {}) => {
      if (!web3.isConnected || !wagmiConfig) {
        web3.openConnectModal()
        throw new Error('Connect your wallet, then try again.')
      }
      const { buyerBps, ...rest } = body
      const txHash = await sendEscrowCall(wagmiConfig, order, call, Number(buyerBps ?? 0))
      return report(order, route, { ...rest, txHash })
    },
    onSuccess: onChanged,
    retry: false,
  })
}
