import type { Hash } from 'viem'
import type { Config } from 'wagmi'
import { getAccount, waitForTransactionReceipt } from 'wagmi/actions'
import { t } from '../../i18n/i18n.ts'
import { recordTransaction, settleTransaction } from './recentTransactions.ts'

/** The spec's wait for a receipt in the wallet UI. */
const RECEIPT_TIMEOUT_MS = 300_000

export class TransactionRevertedError extends Error {
  override name = 'TransactionRevertedError'
  constructor() {
    super(t('app.payment.failedOnChain'))
  }
}

/** Records a transaction the wallet just returned, under the connected address. */
export function trackSent(config: Config, hash: Hash, chainId: number, description: string) {
  const address = getAccount(config).address
  if (address) recordTransaction({ hash, chainId, address, description })
}

/** Waits for the receipt and records how it ended; a reverted transaction is an error. */
export async function waitUntilSettled(config: Config, hash: Hash, chainId: number) {
  const receipt = await waitForTransactionReceipt(config, {
    hash,
    chainId,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  const ok = receipt.status === 'success'
  settleTransaction(hash, ok ? 'confirmed' : 'failed', receipt.blockNumber)
  if (!ok) throw new TransactionRevertedError()
  return receipt
}

/** Sends, records and waits: for steps whose hash matters only once mined. */
export async function sendTracked(
  config: Config,
  chainId: number,
  description: string,
  send: () => Promise<Hash>,
) {
  const hash = await send()
  trackSent(config, hash, chainId, description)
  await waitUntilSettled(config, hash, chainId)
  return hash
}
