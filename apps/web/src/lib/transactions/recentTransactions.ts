import { readStorage, writeStorage } from '../storage.ts'

/** At most this many transactions are kept per address and chain (spec §9). */
export const MAX_TRANSACTIONS_PER_CHAIN = 10
/** How many the wallet's account modal shows. */
export const TRANSACTIONS_IN_ACCOUNT_MODAL = 3

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A transaction the app asked the wallet to send. */
export type RecentTransaction = {
  hash: string
  chainId: number
  /** The sender, lowercased. */
  address: string
  description: string
  status: TransactionStatus
  /** The block it was mined in, once it was. */
  blockNumber: string | null
  sentAt: string
  /** Handed to the wallet UI's recent transactions (RainbowKit's account modal). */
  inWalletModal?: boolean
}

const KEY = 'agora.transactions'
type Stored = Record<string, RecentTransaction[]>
const slot = (address: string, chainId: number) => `${address.toLowerCase()}:${chainId}`
const listeners = new Set<() => void>()

function read(): Stored {
  try {
    const stored: unknown = JSON.parse(readStorage(KEY) ?? '{}')
    return stored && typeof stored === 'object' ? (stored as Stored) : {}
  } catch {
    return {}
  }
}

function write(stored: Stored) {
  writeStorage(KEY, JSON.stringify(stored))
  for (const listener of listeners) listener()
}

/** Records a transaction the moment the wallet returns its hash, newest first, 10 per slot. */
export function recordTransaction(
  transaction: Pick<RecentTransaction, 'hash' | 'chainId' | 'address' | 'description'>,
  now = new Date(),
) {
  const stored = read()
  const key = slot(transaction.address, transaction.chainId)
  const others = (stored[key] ?? []).filter((entry) => entry.hash !== transaction.hash)
  stored[key] = [
    {
      ...transaction,
      address: transaction.address.toLowerCase(),
      status: 'pending' as const,
      blockNumber: null,
      sentAt: now.toISOString(),
    },
    ...others,
  ].slice(0, MAX_TRANSACTIONS_PER_CHAIN)
  write(stored)
}

/** Marks a recorded transaction mined (confirmed) or reverted (failed). */
export function settleTransaction(
  hash: string,
  status: 'confirmed' | 'failed',
  blockNumber: bigint,
) {
  const stored = read()
  for (const list of Object.values(stored)) {
    for (const entry of list)
      if (entry.hash === hash) Object.assign(entry, { status, blockNumber: blockNumber.toString() })
  }
  write(stored)
}

/** Marks transactions as handed to the wallet UI, which then follows them itself. */
export function markInWalletModal(hashes: string[]) {
  const stored = read()
  for (const list of Object.values(stored))
    for (const entry of list) if (hashes.includes(entry.hash)) entry.inWalletModal = true
  write(stored)
}

export function transactionsOf(address: string, chainId: number): RecentTransaction[] {
  return read()[slot(address, chainId)] ?? []
}

/** Every recorded transaction of this address, newest first, across chains. */
export function allTransactionsOf(address: string): RecentTransaction[] {
  const prefix = `${address.toLowerCase()}:`
  return Object.entries(read())
    .filter(([key]) => key.startsWith(prefix))
    .flatMap(([, list]) => list)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}

/** The stored list as one string: a stable snapshot for `useSyncExternalStore`. */
export function transactionsSnapshot(): string {
  return readStorage(KEY) ?? '{}'
}

export function subscribeTransactions(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Blocks on top of (and including) the one it was mined in. */
export function confirmationsOf(transaction: RecentTransaction, head: bigint | undefined) {
  if (!transaction.blockNumber || head === undefined) return 0
  return Math.max(0, Number(head - BigInt(transaction.blockNumber) + 1n))
}
