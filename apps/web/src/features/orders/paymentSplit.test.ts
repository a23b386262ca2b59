import { describe, expect, it } from 'vitest'
import { paymentSplit } from './paymentSplit.ts'
import { anOrder } from './test/orderTestUtils.tsx'

const eth = (amountWei: string) => anOrder({ payment: { ...anOrder().payment, amountWei } }).payment

describe('paymentSplit', () => {
  it('gives the buyer their share of 10,000 and the seller the rest', () => {
    expect(paymentSplit(eth('50000000000000000'), 2_500)).toEqual({
      buyer: 12_500_000_000_000_000n,
      seller: 37_500_000_000_000_000n,
    })
  })

  it('rounds the buyer’s share down, as the contract does, so nothing is lost', () => {
    expect(paymentSplit(eth('3'), 5_000)).toEqual({ buyer: 1n, seller: 2n })
  })

  it('splits a token payment by its token amount', () => {
    const usdc = anOrder({
      payment: {
        chainId: 8453,
        to: '0x5e',
        currency: 'USDC',
        tokenAmount: '12500000',
        expiresAt: '',
      },
    }).payment
    expect(paymentSplit(usdc, 10_000)).toEqual({ buyer: 12_500_000n, seller: 0n })
  })
})
