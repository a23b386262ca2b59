import { t } from '../../i18n/i18n.ts'
import { MoneyConfirmDialog, type OrderStepConfirmProps } from './MoneyConfirmDialog.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/** Before the seller's refund: the escrow gives the buyer everything back (cancelling a paid order). */
export function ConfirmRefundDialog({ order, onConfirm, onCancel }: OrderStepConfirmProps) {
  const buyer = useParty(order.buyerAddress)
  const amount = paymentTotal(order.payment)
  return (
    <MoneyConfirmDialog
      title={
        order.status === 'paid'
          ? t('orders.confirm.refund.cancelTitle')
          : t('orders.confirm.refund.title')
      }
      lines={[{ label: t('orders.confirm.toBuyer'), amount, party: buyer }]}
      explanation={t('orders.confirm.refund.explanation')}
      confirmLabel={t('orders.confirm.refund.submit', { amount, recipient: buyer.label })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
