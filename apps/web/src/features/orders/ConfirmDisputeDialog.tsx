import { t } from '../../i18n/i18n.ts'
import { MoneyConfirmDialog, type OrderStepConfirmProps } from './MoneyConfirmDialog.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/**
 * Before a dispute opens: on escrow the money stays held and an arbiter splits it; on a direct
 * payment an admin decides. Either way it cannot be withdrawn.
 */
export function ConfirmDisputeDialog({
  order,
  by,
  onConfirm,
  onCancel,
}: OrderStepConfirmProps & { by: 'buyer' | 'seller' }) {
  const against = by === 'buyer' ? 'seller' : 'buyer'
  const other = useParty(against === 'seller' ? order.sellerAddress : order.buyerAddress)
  return (
    <MoneyConfirmDialog
      title={t('orders.confirm.dispute.title')}
      lines={[
        {
          label: order.escrow
            ? t('orders.confirm.dispute.held', { role: against })
            : t('orders.confirm.paidToSeller'),
          amount: paymentTotal(order.payment),
          party: other,
        },
      ]}
      explanation={
        order.escrow
          ? t('orders.confirm.dispute.escrow', { party: other.label })
          : t('orders.confirm.dispute.direct')
      }
      confirmLabel={t('orders.confirm.dispute.submit', { party: other.label })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
