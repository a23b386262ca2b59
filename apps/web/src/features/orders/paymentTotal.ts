import type { Order } from '@agora/domain'
import { formatAmount, fromBaseUnits } from '../../lib/money.ts'

/** "0.25 ETH" from the payment instructions' exact base units. */
export function paymentTotal(payment: Order['payment']): string {
  const units = payment.currency === 'ETH' ? payment.amountWei : payment.tokenAmount
  return formatAmount(fromBaseUnits(units ?? '0', payment.currency), payment.currency, 18)
}
