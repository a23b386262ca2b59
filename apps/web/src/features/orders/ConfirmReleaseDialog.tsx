import { t } from '../../i18n/i18n.ts'
import { MoneyConfirmDialog, type OrderStepConfirmProps } from './MoneyConfirmDialog.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { useParty } from './useParty.ts'

/**
 * Before the escrow pays the seller: the buyer confirming delivery (warned when the seller
 * has not marked it shipped), or the seller releasing once the deadline has passed.
 */
export function ConfirmReleaseDialog({
  order,
  by,
  onConfirm,
  onCancel,
}: OrderStepConfirmProps & { by: 'buyer' | 'seller' }) {
  const seller = useParty(order.sellerAddress)
  const amount = paymentTotal(order.payment)
  return (
    <MoneyConfirmDialog
      title={t('orders.confirm.release.title')}
      lines={[{ label: t('orders.confirm.toSeller'), amount, party: seller }]}
      explanation={
        by === 'buyer'
          ? t('orders.confirm.release.byBuyer', { status: order.status })
          : t('orders.confirm.release.afterDeadline')
      }
      warning={
        by === 'buyer' && order.shipping === null
          ? t('orders.confirm.release.notShipped')
          : undefined
      }
      confirmLabel={t('orders.confirm.release.submit', { amount, recipient: seller.label })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
