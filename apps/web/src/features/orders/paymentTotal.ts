import type { Order } from '@agora/domain'
import { formatAmount, fromBaseUnits } from '../../lib/money.ts'

/** The payment's exact amount in base units (wei, or the token's smallest unit). */
export function paymentUnits(payment: Order['payment']): bigint {
  return BigInt((payment.currency === 'ETH' ? payment.amountWei : payment.tokenAmount) ?? '0')
}

/** "0.25 ETH" from base units of the payment's currency, every decimal kept. */
export function formatPaymentUnits(units: bigint, currency: Order['payment']['currency']): string {
  return formatAmount(fromBaseUnits(units, currency), currency, 18)
}

/** "0.25 ETH" from the payment instructions' exact base units. */
export function paymentTotal(payment: Order['payment']): string {
  return formatPaymentUnits(paymentUnits(payment), payment.currency)
}
