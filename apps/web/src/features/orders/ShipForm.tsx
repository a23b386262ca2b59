import { type FormEvent, useState } from 'react'
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
    <form className="form order-form" onSubmit={submit} aria-label="Ship order">
      <div className="field-row">
        <TextField
          label="Carrier"
          required
          minLength={2}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label="Tracking number"
          required
          minLength={3}
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
        Mark as shipped
      </Button>
    </form>
  )
}
