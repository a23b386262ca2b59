import { useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Hash } from 'viem'
import type { Config } from 'wagmi'
import { getBlockNumber, waitForTransactionReceipt } from 'wagmi/actions'
import {
  allTransactionsOf,
  confirmationsOf,
  settleTransaction,
  subscribeTransactions,
  transactionsSnapshot,
} from '../../../lib/transactions/recentTransactions.ts'

const HEAD_REFRESH_MS = 10_000
const RECEIPT_TIMEOUT_MS = 300_000

/**
 * The app's recorded transactions of `address` (10 per chain), with confirmations counted
 * from each chain's latest block. Ones still pending from an earlier visit are followed
 * until mined.
 */
export function useRecentTransactions(config: Config | null, address: string | undefined) {
  const snapshot = useSyncExternalStore(subscribeTransactions, transactionsSnapshot)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is what changes the list
  const transactions = useMemo(
    () => (address ? allTransactionsOf(address) : []),
    [address, snapshot],
  )
  const chainIds = [...new Set(transactions.map((entry) => entry.chainId))]
  const heads = useQueries({
    queries: chainIds.map((chainId) => ({
      queryKey: ['wallet-head', chainId],
      enabled: Boolean(config),
      retry: false,
      refetchInterval: HEAD_REFRESH_MS,
      queryFn: () => {
        if (!config) throw new Error('No wallet')
        return getBlockNumber(config, { chainId, cacheTime: 0 })
      },
    })),
  })
  const headOf = new Map(chainIds.map((chainId, index) => [chainId, heads[index]?.data]))

  const pending = transactions.filter((entry) => entry.status === 'pending')
  const pendingKey = pending.map((entry) => entry.hash).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the pending hashes
  useEffect(() => {
    if (!config) return
    for (const entry of pending) {
      waitForTransactionReceipt(config, {
        hash: entry.hash as Hash,
        chainId: entry.chainId,
        timeout: RECEIPT_TIMEOUT_MS,
      }).then(
        (receipt) =>
          settleTransaction(
            entry.hash,
            receipt.status === 'success' ? 'confirmed' : 'failed',
            receipt.blockNumber,
          ),
        () => {},
      )
    }
  }, [config, pendingKey])

  return transactions.map((entry) => ({
    ...entry,
    confirmations: confirmationsOf(entry, headOf.get(entry.chainId)),
  }))
}
