import type { Order } from '@agora/domain'
import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDeliveryDialog } from './ConfirmDeliveryDialog.tsx'
import { DisputeForm } from './DisputeForm.tsx'
import { DisputeMessageForm } from './DisputeMessageForm.tsx'
import { DisputeVote } from './DisputeVote.tsx'
import { useOrderAction } from './data.ts'
import { EscrowActions } from './EscrowActions.tsx'
import { ResolveForm } from './ResolveForm.tsx'
import { ReviewForm } from './ReviewForm.tsx'
import { ShipForm } from './ShipForm.tsx'

/** The moves this person may make on the order in its current state. */
export function OrderActions({
  order,
  viewerAddress,
  isAdmin = false,
}: {
  order: Order
  viewerAddress: string
  isAdmin?: boolean
}) {
  const me = viewerAddress.toLowerCase()
  const isBuyer = order.buyerAddress.toLowerCase() === me
  const isSeller = order.sellerAddress.toLowerCase() === me
  const cancel = useOrderAction(order.id, 'cancel')
  const confirm = useOrderAction(order.id, 'confirm-delivery')
  const [disputing, setDisputing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const failed = cancel.error ?? confirm.error
  const open = order.status === 'paid' || order.status === 'shipped'
  // on escrow either party may dispute; a direct payment's dispute is the buyer's
  const mayDispute = open && (isBuyer || (isSeller && order.escrow !== null))

  return (
    <div className="order-actions">
      {isSeller && order.status === 'paid' && <ShipForm orderId={order.id} />}
      <div className="order-actions__row">
        {isBuyer && order.status === 'awaiting_payment' && (
          <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate({})}>
            {t('orders.actions.cancel')}
          </Button>
        )}
        {order.escrow ? (
          <EscrowActions order={order} isBuyer={isBuyer} isSeller={isSeller} />
        ) : (
          isBuyer &&
          order.status === 'shipped' && (
            <Button icon="check" disabled={confirm.isPending} onClick={() => setConfirming(true)}>
              {t('orders.actions.confirmDelivery')}
            </Button>
          )
        )}
        {mayDispute && !disputing && (
          <Button variant="ghost" onClick={() => setDisputing(true)}>
            {t('orders.actions.reportProblem')}
          </Button>
        )}
      </div>
      {failed && (
        <p className="field__error" role="alert">
          {errorMessage(failed)}
        </p>
      )}
      {confirming && (
        <ConfirmDeliveryDialog
          order={order}
          onConfirm={() => {
            setConfirming(false)
            confirm.mutate({})
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {disputing && (
        <DisputeForm
          order={order}
          by={isBuyer ? 'buyer' : 'seller'}
          onDone={() => setDisputing(false)}
        />
      )}
      {order.status === 'disputed' && (isBuyer || isSeller) && (
        <DisputeMessageForm orderId={order.id} />
      )}
      {order.disputeVote && <DisputeVote order={order} mayRefer={isBuyer || isSeller || isAdmin} />}
      {isAdmin && order.status === 'disputed' && <ResolveForm order={order} />}
      {isBuyer && order.status === 'completed' && !order.review && (
        <ReviewForm orderId={order.id} />
      )}
    </div>
  )
}
