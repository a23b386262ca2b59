import { escrowReleaseDue, mayTakeEscrowStep, type Order, type OrderViewer } from '@agora/domain'
import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { describePaymentError } from '../../lib/paymentErrors.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmRefundDialog } from './ConfirmRefundDialog.tsx'
import { ConfirmReleaseDialog } from './ConfirmReleaseDialog.tsx'
import { useEscrowCall } from './escrowActions.ts'

type Asking = 'confirm' | 'release' | 'refund'

/**
 * An escrow order's on-chain moves: the buyer confirms delivery (releasing the money to the
 * seller); the seller refunds (cancelling before shipping, or later) and, once the release
 * deadline has passed without a dispute, releases it themselves. Each asks first.
 */
export function EscrowActions({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const confirm = useEscrowCall(order, 'release', 'confirm-delivery')
  const release = useEscrowCall(order, 'release')
  const refund = useEscrowCall(order, 'refund')
  const [asking, setAsking] = useState<Asking | null>(null)
  const due = escrowReleaseDue(order.status, order.escrow?.releaseAfter ?? null, new Date())
  const mayConfirm = viewer.buyer && mayTakeEscrowStep('Released', order.status, viewer)
  const mayRefund = mayTakeEscrowStep('Refunded', order.status, viewer)
  // past the deadline the seller, who is owed the money, may release it too (the one exception)
  const mayRelease = !viewer.buyer && mayTakeEscrowStep('Released', order.status, viewer, due)
  const busy = confirm.isPending || release.isPending || refund.isPending
  const failed = confirm.error ?? release.error ?? refund.error
  const calls = { confirm, release, refund }
  const send = (call: Asking) => {
    setAsking(null)
    calls[call].mutate({})
  }
  const cancel = () => setAsking(null)

  return (
    <>
      {mayConfirm && (
        <Button icon="check" disabled={busy} onClick={() => setAsking('confirm')}>
          {busy && confirm.isPending
            ? t('orders.escrow.releasing')
            : t('orders.actions.confirmDelivery')}
        </Button>
      )}
      {mayRefund && (
        <Button variant="outline" disabled={busy} onClick={() => setAsking('refund')}>
          {order.status === 'paid'
            ? t('orders.escrow.cancelAndRefund')
            : t('orders.escrow.refundBuyer')}
        </Button>
      )}
      {mayRelease && (
        <Button variant="outline" disabled={busy} onClick={() => setAsking('release')}>
          {t('orders.escrow.release')}
        </Button>
      )}
      {failed && (
        <p className="field__error" role="alert">
          {describePaymentError(failed, false, { chainId: order.payment.chainId }).message}
        </p>
      )}
      {(asking === 'confirm' || asking === 'release') && (
        <ConfirmReleaseDialog
          order={order}
          by={asking === 'confirm' ? 'buyer' : 'seller'}
          onConfirm={() => send(asking)}
          onCancel={cancel}
        />
      )}
      {asking === 'refund' && (
        <ConfirmRefundDialog order={order} onConfirm={() => send('refund')} onCancel={cancel} />
      )}
    </>
  )
}
