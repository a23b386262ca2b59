import { beforeEach, describe, expect, it } from 'vitest'
import {
  allTransactionsOf,
  confirmationsOf,
  recordTransaction,
  settleTransaction,
  transactionsOf,
} from './recentTransactions.ts'

const me = '0xAbCd000000000000000000000000000000000001'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

beforeEach(() => window.localStorage.clear())

describe('recent transactions', () => {
  it('keeps the newest 10 per address and chain, pending until settled', () => {
    for (let n = 1; n <= 12; n++)
      recordTransaction(
        { hash: hash(n), chainId: 31337, address: me, description: `tx ${n}` },
        new Date(2026, 0, 1, 0, n),
      )
    recordTransaction({ hash: hash(99), chainId: 8453, address: me, description: 'other chain' })
    const local = transactionsOf(me.toLowerCase(), 31337)
    expect(local).toHaveLength(10)
    expect(local[0]).toMatchObject({ hash: hash(12), status: 'pending', description: 'tx 12' })
    expect(local.at(-1)?.hash).toBe(hash(3))
    expect(allTransactionsOf(me)).toHaveLength(11)

    settleTransaction(hash(12), 'confirmed', 40n)
    const [settled] = transactionsOf(me, 31337)
    expect(settled).toMatchObject({ status: 'confirmed', blockNumber: '40' })
    expect(settled && confirmationsOf(settled, 42n)).toBe(3)
    settleTransaction(hash(11), 'failed', 39n)
    expect(transactionsOf(me, 31337)[1]?.status).toBe('failed')
  })
})
