import { t } from '../../i18n/i18n.ts'
import { MoneyConfirmDialog, type OrderStepConfirmProps } from './MoneyConfirmDialog.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/**
 * Before the buyer completes a directly paid order: no money moves (the seller was paid at
 * checkout), but it ends the buyer's chance to dispute it.
 */
export function ConfirmDeliveryDialog({ order, onConfirm, onCancel }: OrderStepConfirmProps) {
  const seller = useParty(order.sellerAddress)
  return (
    <MoneyConfirmDialog
      title={t('orders.confirm.delivery.title')}
      lines={[
        {
          label: t('orders.confirm.paidToSeller'),
          amount: paymentTotal(order.payment),
          party: seller,
        },
      ]}
      explanation={t('orders.confirm.delivery.explanation')}
      confirmLabel={t('orders.confirm.delivery.submit', { recipient: seller.label })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
