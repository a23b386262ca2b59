import {
  ESCROW_STEPS,
  mayActOnOrder,
  ORDER_ACTIONS,
  ORDER_STEPS,
  type Order,
  type OrderRule,
} from '@agora/domain'
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
import { orderViewerOf } from './orderRole.ts'
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
  const viewer = orderViewerOf(order, viewerAddress, isAdmin)
  const may = (rule: OrderRule) => mayActOnOrder(rule, order.status, viewer)
  const cancel = useOrderAction(order.id, 'cancel')
  const confirm = useOrderAction(order.id, 'confirm-delivery')
  const [disputing, setDisputing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const failed = cancel.error ?? confirm.error
  const mayDispute = may(order.escrow ? ESCROW_STEPS.Disputed : ORDER_STEPS.dispute)

  return (
    <div className="order-actions">
      {may(ORDER_STEPS.ship) && <ShipForm orderId={order.id} />}
      <div className="order-actions__row">
        {may(ORDER_STEPS.cancel) && (
          <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate({})}>
            {t('orders.actions.cancel')}
          </Button>
        )}
        {order.escrow ? (
          <EscrowActions order={order} viewer={viewer} />
        ) : (
          may(ORDER_STEPS.confirmDelivery) && (
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
          by={viewer.buyer ? 'buyer' : 'seller'}
          onDone={() => setDisputing(false)}
        />
      )}
      {/* the API takes an admin's message too; the page offers the form to the parties */}
      {(viewer.buyer || viewer.seller) && may(ORDER_ACTIONS.disputeMessage) && (
        <DisputeMessageForm orderId={order.id} />
      )}
      {order.disputeVote && (
        <DisputeVote order={order} mayRefer={may(ORDER_ACTIONS.referDispute)} />
      )}
      {may(order.escrow ? ESCROW_STEPS.Resolved : ORDER_STEPS.resolveCompleted) && (
        <ResolveForm order={order} />
      )}
      {may(ORDER_ACTIONS.review) && !order.review && <ReviewForm orderId={order.id} />}
    </div>
  )
}
