import { DISPUTE_REASON_MIN_LENGTH, ORDER_TEXT_MAX_LENGTH, type Order } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDisputeDialog } from './ConfirmDisputeDialog.tsx'
import { useOrderAction } from './data.ts'
import { useEscrowCall } from './escrowActions.ts'

/**
 * Opens a dispute, once confirmed in a dialog; on an escrow order the wallet first sends
 * `dispute` on-chain. `by` is the party opening it (a seller only on escrow).
 */
export function DisputeForm({
  order,
  by,
  onDone,
}: {
  order: Order
  by: 'buyer' | 'seller'
  onDone: () => void
}) {
  const direct = useOrderAction(order.id, 'dispute')
  const onChain = useEscrowCall(order, 'dispute')
  const dispute = order.escrow ? onChain : direct
  const [reason, setReason] = useState('')
  const [asking, setAsking] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAsking(true)
  }
  const send = () => {
    setAsking(false)
    dispute.mutate({ reason }, { onSuccess: onDone })
  }
  return (
    <>
      <form className="form order-form" onSubmit={submit} aria-label={t('orders.dispute.label')}>
        <div className="field">
          <label className="field__label" htmlFor="dispute-reason">
            {t('orders.dispute.reason')}
          </label>
          <textarea
            id="dispute-reason"
            className="field__input field__textarea"
            required
            minLength={DISPUTE_REASON_MIN_LENGTH}
            maxLength={ORDER_TEXT_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {dispute.isError && (
          <p className="field__error" role="alert">
            {errorMessage(dispute.error)}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={dispute.isPending}>
          {t('orders.dispute.submit')}
        </Button>
      </form>
      {asking && (
        <ConfirmDisputeDialog
          order={order}
          by={by}
          onConfirm={send}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  )
}
