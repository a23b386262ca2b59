import { type FormEvent, useState } from 'react'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useOrderAction } from './data.ts'

export function DisputeForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const dispute = useOrderAction(orderId, 'dispute')
  const [reason, setReason] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispute.mutate({ reason }, { onSuccess: onDone })
  }
  return (
    <form className="form order-form" onSubmit={submit} aria-label="Open a dispute">
      <div className="field">
        <label className="field__label" htmlFor="dispute-reason">
          What went wrong?
        </label>
        <textarea
          id="dispute-reason"
          className="field__input field__textarea"
          required
          minLength={10}
          maxLength={2000}
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
        Open dispute
      </Button>
    </form>
  )
}
