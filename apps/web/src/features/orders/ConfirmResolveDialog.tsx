import { resolvedOrderStatus } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import {
  MoneyConfirmDialog,
  type MoneyLine,
  type OrderStepConfirmProps,
} from './MoneyConfirmDialog.tsx'
import { paymentSplit } from './paymentSplit.ts'
import { formatPaymentUnits, paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/**
 * Before an arbiter's decision: on escrow, what `resolve` pays the buyer and the seller; on a
 * direct payment, whose favour the order ends in (the money already went to the seller).
 */
export function ConfirmResolveDialog({
  order,
  buyerBps,
  onConfirm,
  onCancel,
}: OrderStepConfirmProps & { buyerBps: number }) {
  const buyer = useParty(order.buyerAddress)
  const seller = useParty(order.sellerAddress)
  const outcome = resolvedOrderStatus(Boolean(order.escrow), buyerBps)
  if (!order.escrow)
    return (
      <MoneyConfirmDialog
        title={t('orders.confirm.resolve.title')}
        lines={[
          {
            label: t('orders.confirm.paidToSeller'),
            amount: paymentTotal(order.payment),
            party: seller,
          },
        ]}
        explanation={t('orders.confirm.resolve.direct', { outcome })}
        confirmLabel={t('orders.confirm.resolve.submitDirect', {
          outcome,
          party: outcome === 'refunded' ? buyer.label : seller.label,
        })}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    )

  const split = paymentSplit(order.payment, buyerBps)
  const toBuyer = formatPaymentUnits(split.buyer, order.payment.currency)
  const toSeller = formatPaymentUnits(split.seller, order.payment.currency)
  const lines: MoneyLine[] = [
    ...(split.buyer > 0n
      ? [{ label: t('orders.confirm.toBuyer'), amount: toBuyer, party: buyer }]
      : []),
    ...(split.seller > 0n
      ? [{ label: t('orders.confirm.toSeller'), amount: toSeller, party: seller }]
      : []),
  ]
  const confirmLabel =
    split.buyer > 0n && split.seller > 0n
      ? t('orders.confirm.resolve.submitSplit', {
          buyerAmount: toBuyer,
          buyer: buyer.label,
          sellerAmount: toSeller,
          seller: seller.label,
        })
      : split.buyer > 0n
        ? t('orders.confirm.resolve.submit', { amount: toBuyer, recipient: buyer.label })
        : t('orders.confirm.resolve.submit', { amount: toSeller, recipient: seller.label })
  return (
    <MoneyConfirmDialog
      title={t('orders.confirm.resolve.title')}
      lines={lines}
      explanation={t('orders.confirm.resolve.escrow', { outcome })}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
