import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import {
  markInWalletModal,
  subscribeTransactions,
  transactionsOf,
} from '../../lib/transactions/recentTransactions.ts'

/**
 * Hands every transaction the app recorded for the connected address and chain to
 * RainbowKit's recent transactions (its account modal shows 3 and follows their status),
 * once each, oldest first so the newest ends on top.
 */
export function RecentTransactionsBridge() {
  const addRecentTransaction = useAddRecentTransaction()
  const { address, chainId } = useAccount()
  useEffect(() => {
    if (!address || !chainId) return
    const handOver = () => {
      const fresh = transactionsOf(address, chainId).filter((entry) => !entry.inWalletModal)
      if (fresh.length === 0) return
      // marked first, in one write: marking notifies this very listener again
      markInWalletModal(fresh.map((entry) => entry.hash))
      for (const transaction of fresh.reverse())
        addRecentTransaction({ hash: transaction.hash, description: transaction.description })
    }
    handOver()
    return subscribeTransactions(handOver)
  }, [address, chainId, addRecentTransaction])
  return null
}
