import { ESCROW_ABI, type Order } from '@agora/domain'
import { type Address, erc20Abi, type Hash, type Hex, zeroAddress } from 'viem'
import type { Config } from 'wagmi'
import {
  getAccount,
  readContract,
  sendTransaction,
  switchChain,
  writeContract,
} from 'wagmi/actions'
import { t } from '../../i18n/i18n.ts'
import {
  sendTracked,
  TransactionRevertedError,
  trackSent,
  waitUntilSettled,
} from '../../lib/transactions/trackTransaction.ts'

export { TransactionRevertedError as PaymentRevertedError }

/** Puts the wallet on the order's chain, asking it to switch only when it is elsewhere. */
export async function ensureChain(config: Config, chainId: number, onSwitching: () => void) {
  if (getAccount(config).chainId === chainId) return
  onSwitching()
  await switchChain(config, { chainId })
}

/**
 * Asks the wallet to pay. Directly: a plain transfer for ETH, an ERC-20 `transfer` for USDC.
 * Through escrow: `fund` with the value for ETH (one transaction); for USDC an `approve` of
 * the escrow first when its allowance is short, mined before `fund` is asked for.
 */
export async function requestPayment(
  config: Config,
  order: Order,
  onApproving: () => void = () => {},
): Promise<Hash> {
  const { payment } = order
  const chainId = payment.chainId
  const to = payment.to as Address
  const amount = BigInt(
    payment.currency === 'ETH' ? (payment.amountWei ?? 0) : (payment.tokenAmount ?? 0),
  )
  if (amount === 0n) throw new Error('The order has no amount to pay.')
  const token = payment.currency === 'ETH' ? zeroAddress : (payment.tokenAddress as Address)
  const title = order.listingTitle

  if (order.escrow) {
    const escrow = order.escrow.address as Address
    if (token !== zeroAddress) {
      const owner = getAccount(config).address
      const allowance = owner
        ? await readContract(config, {
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, escrow],
            chainId,
          })
        : 0n
      if (allowance < amount) {
        onApproving()
        const description = t('orders.transaction.approve', { currency: payment.currency, title })
        await sendTracked(config, chainId, description, () =>
          writeContract(config, {
            address: token,
            abi: erc20Abi,
            functionName: 'approve',
            args: [escrow, amount],
            chainId,
          }),
        )
      }
    }
    const hash = await writeContract(config, {
      address: escrow,
      abi: ESCROW_ABI,
      functionName: 'fund',
      args: [order.escrow.orderId as Hex, to, token, amount],
      value: token === zeroAddress ? amount : 0n,
      chainId,
    })
    trackSent(config, hash, chainId, t('orders.transaction.payIntoEscrow', { title }))
    return hash
  }

  const hash =
    token === zeroAddress
      ? await sendTransaction(config, { to, value: amount, chainId })
      : await writeContract(config, {
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
          chainId,
        })
  trackSent(config, hash, chainId, t('orders.transaction.pay', { title }))
  return hash
}

/** Waits until the transaction is in a block; a reverted one is an error. */
export async function waitUntilMined(config: Config, hash: Hash, chainId: number) {
  await waitUntilSettled(config, hash, chainId)
}
