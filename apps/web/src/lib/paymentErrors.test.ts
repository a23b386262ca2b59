import {
  HttpRequestError,
  InsufficientFundsError,
  SwitchChainError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { ProviderNotFoundError } from 'wagmi'
import { activateLocale } from '../i18n/activateLocale.ts'
import { ApiError } from './api.ts'
import { describePaymentError, walletErrorText } from './paymentErrors.ts'

const onBase = { chainId: 8453, amount: '0.02 ETH', currency: 'ETH' }
const account = { address: '0x0000000000000000000000000000000000000001', type: 'json-rpc' } as const
/** How viem hands a failed `sendTransaction` back: the RPC's error wrapped in its own. */
const sendFailed = (cause: Error) =>
  new TransactionExecutionError(cause as never, { account, chain: undefined })

describe('walletErrorText', () => {
  it('says the payment was rejected, however deep the wallet’s 4001 sits', () => {
    const rejected = sendFailed(new UserRejectedRequestError(new Error('User rejected.')))
    expect(walletErrorText(rejected, onBase)).toBe('The payment was rejected in your wallet.')
    expect(walletErrorText({ code: 4001, message: 'User rejected the request.' })).toBe(
      'The payment was rejected in your wallet.',
    )
  })

  it('names the currency, the network and the amount when funds are short', () => {
    const short = sendFailed(new InsufficientFundsError({ cause: new Error('x') as never }))
    expect(walletErrorText(short, onBase)).toBe(
      'Not enough ETH on Base to pay 0.02 ETH and the network fee.',
    )
  })

  it('turns viem’s "HTTP request failed." into the network that cannot be reached', () => {
    const unreachable = new HttpRequestError({ url: 'https://mainnet.base.org' })
    expect(unreachable.shortMessage).toBe('HTTP request failed.')
    expect(walletErrorText(unreachable, onBase)).toBe(
      "Can't reach Base right now. Check your connection and try again.",
    )
  })

  it('marks the network by name when the wallet will not switch to it', () => {
    const refused = new SwitchChainError(new Error('nope'))
    expect(walletErrorText(refused, { chainId: 84532 })).toBe(
      'Your wallet is not on Base Sepolia. Switch it to Base Sepolia in your wallet, then try again.',
    )
  })

  it('asks to connect a wallet that is not connected', () => {
    expect(walletErrorText(new ProviderNotFoundError())).toBe(
      'Your wallet is not connected. Connect it, then try again.',
    )
  })

  it('says a slow confirmation is slow, not failed', () => {
    const slow = new WaitForTransactionReceiptTimeoutError({ hash: '0x01' })
    expect(walletErrorText(slow, onBase)).toBe(
      'Base has not confirmed the payment yet. Check again in a moment.',
    )
  })

  it('never passes a library’s own message through', () => {
    const odd = Object.assign(new Error('Internal JSON-RPC error. 0xdeadbeef'), { code: -32603 })
    const text = walletErrorText(odd, onBase)
    expect(text).toBe('Your wallet could not complete the request. Nothing was sent; try again.')
    expect(text).not.toMatch(/JSON-RPC|0xdeadbeef/)
  })
})

describe('describePaymentError', () => {
  it('re-verifies after a pending or unreachable chain, never after expiry', () => {
    expect(describePaymentError(new ApiError(400, 'PAYMENT_PENDING', 'p'), true).retry).toBe(
      'verify',
    )
    expect(
      describePaymentError(new ApiError(503, 'CHAIN_UNAVAILABLE', 'c'), true, { chainId: 8453 }),
    ).toEqual({ message: "Can't reach Base right now. Try again in a moment.", retry: 'verify' })
    expect(describePaymentError(new ApiError(400, 'ORDER_EXPIRED', 'e'), true).retry).toBe('none')
    expect(describePaymentError(new ApiError(400, 'PAYMENT_UNDERPAID', 'u'), true).retry).toBe(
      'pay',
    )
  })

  it('offers to pay again after a rejection, and to check again once a hash exists', () => {
    const rejected = new UserRejectedRequestError(new Error('no'))
    expect(describePaymentError(rejected, false).retry).toBe('pay')
    expect(describePaymentError(new HttpRequestError({ url: 'http://x' }), true).retry).toBe(
      'verify',
    )
  })

  it('keeps the API’s own words for codes it has no text for', () => {
    const sold = new ApiError(409, 'LISTING_SOLD_OUT', 'Not enough of this item is left')
    expect(describePaymentError(sold, false).message).toBe('Not enough of this item is left')
  })

  it('speaks the active language, naming the network and the amount', async () => {
    await activateLocale('es')
    try {
      const short = sendFailed(new InsufficientFundsError({ cause: new Error('x') as never }))
      expect(describePaymentError(short, false, onBase).message).toBe(
        'No tienes suficiente ETH en Base para pagar 0.02 ETH y la comisión de red.',
      )
      expect(describePaymentError(new ApiError(400, 'PAYMENT_NOT_FOUND', 'n'), true).message).toBe(
        'la red todavía no conoce esta transacción.',
      )
    } finally {
      await activateLocale('en')
    }
  })
})
