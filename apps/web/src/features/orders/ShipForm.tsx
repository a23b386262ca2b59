import {
  CARRIER_MAX_LENGTH,
  CARRIER_MIN_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useOrderAction } from './data.ts'

/** The seller's carrier and tracking number for a paid order. */
export function ShipForm({ orderId }: { orderId: string }) {
  const ship = useOrderAction(orderId, 'ship')
  const [carrier, setCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    ship.mutate({ carrier, trackingNumber })
  }
  return (
    <form className="form order-form" onSubmit={submit} aria-label={t('orders.ship.label')}>
      <div className="field-row">
        <TextField
          label={t('orders.ship.carrier')}
          required
          minLength={CARRIER_MIN_LENGTH}
          maxLength={CARRIER_MAX_LENGTH}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label={t('orders.ship.trackingNumber')}
          required
          minLength={TRACKING_NUMBER_MIN_LENGTH}
          maxLength={TRACKING_NUMBER_MAX_LENGTH}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </div>
      {ship.isError && (
        <p className="field__error" role="alert">
          {errorMessage(ship.error)}
        </p>
      )}
      <Button type="submit" icon="check" disabled={ship.isPending}>
        {t('orders.ship.submit')}
      </Button>
    </form>
  )
}
