import { t } from '../../i18n/i18n.ts'
import { MoneyConfirmDialog, type OrderStepConfirmProps } from './MoneyConfirmDialog.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/** Before the wallet pays an order from its page: into escrow for the seller, or to them directly. */
export function ConfirmPaymentDialog({ order, onConfirm, onCancel }: OrderStepConfirmProps) {
  const seller = useParty(order.sellerAddress)
  const amount = paymentTotal(order.payment)
  return (
    <MoneyConfirmDialog
      title={t('orders.confirm.pay.title')}
      lines={[
        {
          label: order.escrow ? t('orders.confirm.heldForSeller') : t('orders.confirm.toSeller'),
          amount,
          party: seller,
        },
      ]}
      explanation={order.escrow ? t('orders.confirm.pay.escrow') : t('orders.confirm.pay.direct')}
      confirmLabel={t('orders.confirm.pay.submit', { amount, recipient: seller.label })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
