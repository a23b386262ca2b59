import {
  agreedUnitPrice,
  isLiveOffer,
  type Offer,
  type OfferMove,
  offerRefusal,
} from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useOfferMove } from './data.ts'

const SHORT_DATE = { dateStyle: 'medium', timeStyle: 'short' } as const

/** One offer, with the answers the viewer may give now (the domain's offer rules). */
export function OfferRow({ offer }: { offer: Offer }) {
  const move = useOfferMove(offer.id)
  const navigate = useNavigate()
  const [countering, setCountering] = useState(false)
  const [counter, setCounter] = useState('')
  const may = (step: OfferMove) => offerRefusal(step, offer.status, offer.viewerRole) === null
  const price = (amount: string) => <Ltr>{`${amount} ${offer.currency}`}</Ltr>
  const send = (step: OfferMove, amount?: string) =>
    move.mutate(
      { move: step, ...(amount ? { amount } : {}) },
      {
        onSuccess: (moved) => {
          setCountering(false)
          // the buyer agreed to a price: their order waits for payment, which asks first
          if (step === 'accept' && moved.viewerRole === 'buyer' && moved.orderId)
            navigate(`/orders/${moved.orderId}`)
        },
      },
    )
  const sendCounter = (event: FormEvent) => {
    event.preventDefault()
    if (counter.trim()) send('counter', counter.trim())
  }

  return (
    <li className="offer-row" aria-label={offer.listingTitle}>
      <div className="offer-row__head">
        <Link to={`/market/${offer.listingId}`} className="offer-row__title">
          <bdi>{offer.listingTitle}</bdi>
        </Link>
        <span className={`status-pill offer-status offer-status--${offer.status}`}>
          {t(`offers.status.${offer.status}`)}
        </span>
      </div>
      <p className="offer-row__terms">
        {richMessage(
          'offers.row.offered',
          { price: price(offer.amount) },
          { quantity: offer.quantity },
        )}
        {offer.counterAmount && (
          <> · {richMessage('offers.row.countered', { price: price(offer.counterAmount) })}</>
        )}
      </p>
      {offer.message && <p className="offer-row__message">“{offer.message}”</p>}
      {isLiveOffer(offer.status) && (
        <p className="offer-row__meta">
          {t('offers.row.expires', { time: formatDate(offer.expiresAt, SHORT_DATE) })}
        </p>
      )}
      <div className="offer-row__actions">
        {may('accept') && (
          <Button icon="check" disabled={move.isPending} onClick={() => send('accept')}>
            {richMessage('offers.row.accept', { price: price(agreedUnitPrice(offer)) })}
          </Button>
        )}
        {may('counter') && !countering && (
          <Button variant="outline" disabled={move.isPending} onClick={() => setCountering(true)}>
            {t('offers.row.counter')}
          </Button>
        )}
        {may('decline') && (
          <Button variant="outline" disabled={move.isPending} onClick={() => send('decline')}>
            {t('offers.row.decline')}
          </Button>
        )}
        {may('withdraw') && (
          <Button variant="outline" disabled={move.isPending} onClick={() => send('withdraw')}>
            {t('offers.row.withdraw')}
          </Button>
        )}
        {offer.orderId && (
          <Link className="button button--primary button--medium" to={`/orders/${offer.orderId}`}>
            {offer.viewerRole === 'buyer' ? t('offers.row.payOrder') : t('offers.row.openOrder')}
          </Link>
        )}
      </div>
      {countering && (
        <form className="form offer-row__counter" onSubmit={sendCounter}>
          <TextField
            label={t('offers.row.counterAmount', { currency: offer.currency })}
            inputMode="decimal"
            autoComplete="off"
            required
            autoFocus
            value={counter}
            onChange={(event) => setCounter(event.target.value)}
          />
          <Button type="submit" disabled={move.isPending}>
            {t('offers.row.sendCounter')}
          </Button>
        </form>
      )}
      {move.isError && (
        <p className="field__error" role="alert">
          {errorMessage(move.error)}
        </p>
      )}
    </li>
  )
}
