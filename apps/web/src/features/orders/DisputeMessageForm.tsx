import { ORDER_TEXT_MAX_LENGTH } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useOrderAction } from './data.ts'

/** A message, with an optional evidence link, in a disputed order's timeline. */
export function DisputeMessageForm({ orderId }: { orderId: string }) {
  const send = useOrderAction(orderId, 'dispute/messages')
  const [message, setMessage] = useState('')
  const [link, setLink] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate(
      { message, evidence: link ? [link] : [] },
      {
        onSuccess: () => {
          setMessage('')
          setLink('')
        },
      },
    )
  }
  return (
    <form
      className="form order-form"
      onSubmit={submit}
      aria-label={t('orders.disputeMessage.label')}
    >
      <div className="field">
        <label className="field__label" htmlFor="dispute-message">
          {t('orders.disputeMessage.message')}
        </label>
        <textarea
          id="dispute-message"
          className="field__input field__textarea"
          required
          maxLength={ORDER_TEXT_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="dispute-evidence">
          {t('orders.disputeMessage.evidence')}
        </label>
        <input
          id="dispute-evidence"
          className="field__input"
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
      </div>
      {send.isError && (
        <p className="field__error" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={send.isPending}>
        {t('orders.disputeMessage.send')}
      </Button>
    </form>
  )
}
