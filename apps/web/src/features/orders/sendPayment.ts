import type { Order } from '@agora/domain'
import { type Address, erc20Abi, type Hash } from 'viem'
import type { Config } from 'wagmi'
import {
  getAccount,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'

type Payment = Order['payment']

export class PaymentRevertedError extends Error {
  override name = 'PaymentRevertedError'
  constructor() {
    super('The transaction failed on-chain; no money moved.')
  }
}

/** Puts the wallet on the order's chain, asking it to switch only when it is elsewhere. */
export async function ensureChain(config: Config, chainId: number, onSwitching: () => void) {
  if (getAccount(config).chainId === chainId) return
  onSwitching()
  await switchChain(config, { chainId })
}

/** Asks the wallet to pay: a plain transfer for ETH, an ERC-20 `transfer` for USDC. */
export function requestPayment(config: Config, payment: Payment): Promise<Hash> {
  const to = payment.to as Address
  if (payment.currency === 'ETH') {
    if (!payment.amountWei) throw new Error('The order has no ETH amount.')
    return sendTransaction(config, {
      to,
      value: BigInt(payment.amountWei),
      chainId: payment.chainId,
    })
  }
  if (!payment.tokenAddress || !payment.tokenAmount)
    throw new Error('The order has no token amount.')
  return writeContract(config, {
    address: payment.tokenAddress as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, BigInt(payment.tokenAmount)],
    chainId: payment.chainId,
  })
}

/** Waits until the transaction is in a block; a reverted one is an error. */
export async function waitUntilMined(config: Config, hash: Hash, chainId: number) {
  const receipt = await waitForTransactionReceipt(config, { hash, chainId, timeout: 180_000 })
  if (receipt.status !== 'success') throw new PaymentRevertedError()
}
