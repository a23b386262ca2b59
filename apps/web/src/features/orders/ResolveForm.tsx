import {
  ESCROW_FULL_BPS,
  ORDER_TEXT_MAX_LENGTH,
  type Order,
  RESOLVE_NOTE_MIN_LENGTH,
  resolvedOrderStatus,
} from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmResolveDialog } from './ConfirmResolveDialog.tsx'
import { useOrderAction } from './data.ts'
import { useEscrowCall } from './escrowActions.ts'

/**
 * An admin decides a dispute. On escrow the connected wallet must be the contract's arbiter:
 * it sends `resolve` with the buyer's share, then the server checks the `Resolved` event. A
 * community's decided share is filled in: the server refuses any other. The decision is
 * confirmed in a dialog naming what each side gets.
 */
export function ResolveForm({ order }: { order: Order }) {
  const onChain = useEscrowCall(order, 'resolve')
  const direct = useOrderAction(order.id, 'resolve')
  const resolve = order.escrow ? onChain : direct
  const decided = order.disputeVote?.buyerBps ?? null
  const voting = Boolean(order.disputeVote?.proposalId) && order.disputeVote?.outcome === null
  const [buyerPercent, setBuyerPercent] = useState(decided === null ? '100' : String(decided / 100))
  const [note, setNote] = useState('')
  const [asking, setAsking] = useState<number | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAsking(Math.round(Number(buyerPercent) * 100))
  }
  const send = (buyerBps: number) => {
    setAsking(null)
    resolve.mutate(
      order.escrow
        ? { note, buyerBps }
        : { note, outcome: resolvedOrderStatus(Boolean(order.escrow), buyerBps) },
    )
  }
  return (
    <>
      <form className="form order-form" onSubmit={submit} aria-label={t('orders.resolve.label')}>
        <div className="field">
          <label className="field__label" htmlFor="resolve-share">
            {order.escrow ? t('orders.resolve.buyerShare') : t('orders.resolve.outcome')}
          </label>
          <input
            id="resolve-share"
            className="field__input"
            type="number"
            min={0}
            max={ESCROW_FULL_BPS / 100}
            step={order.escrow ? 0.01 : 100}
            required
            value={buyerPercent}
            aria-describedby={decided !== null || voting ? 'resolve-community' : undefined}
            onChange={(event) => setBuyerPercent(event.target.value)}
          />
          {(decided !== null || voting) && (
            <p id="resolve-community" className="field__hint">
              {voting ? t('orders.resolve.voteOpen') : t('orders.resolve.communityDecided')}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="resolve-note">
            {t('orders.resolve.decision')}
          </label>
          <textarea
            id="resolve-note"
            className="field__input field__textarea"
            required
            minLength={RESOLVE_NOTE_MIN_LENGTH}
            maxLength={ORDER_TEXT_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {resolve.isError && (
          <p className="field__error" role="alert">
            {errorMessage(resolve.error)}
          </p>
        )}
        <Button type="submit" disabled={resolve.isPending}>
          {t('orders.resolve.submit')}
        </Button>
      </form>
      {asking !== null && (
        <ConfirmResolveDialog
          order={order}
          buyerBps={asking}
          onConfirm={() => send(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  )
}
