import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { ApiError, apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Composer } from './Composer.tsx'
import {
  keepWaiting,
  readWaiting,
  WAITING_CHANGED,
  type WaitingMessage,
  waitingText,
} from './firstMessageOutbox.ts'
import { sendErrorText } from './messageErrors.ts'
import { messageKeys } from './messageKeys.ts'
import { useUnlockedKey } from './useMessagingKey.ts'

const sameRecipient = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A first message to someone who has not set up messages: written as usual, kept sealed in
 * this browser and sent once they publish a key (useSendWaitingMessages). They are told that
 * someone wants to message them; what is written stays here until then.
 */
export function WaitingFirstMessage({ to, name }: { to: string; name: string }) {
  const key = useUnlockedKey()
  const queryClient = useQueryClient()
  const waitingFor = () => readWaiting(key).filter((item) => sameRecipient(item.to, to))
  const [waiting, setWaiting] = useState<WaitingMessage[]>(waitingFor)
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the list for this recipient
  useEffect(() => {
    const refresh = () => setWaiting(waitingFor())
    refresh()
    window.addEventListener(WAITING_CHANGED, refresh)
    return () => window.removeEventListener(WAITING_CHANGED, refresh)
  }, [key, to])

  const send = async (text: string) => {
    setError(null)
    setAsking(true)
    try {
      await apiFetch('/api/messages/requests', {
        method: 'POST',
        body: { recipient: to },
        headers: idempotencyHeaders(newIdempotencyKey()),
      })
      keepWaiting(key, to, text, newIdempotencyKey())
    } catch (err) {
      // they set up messages meanwhile: it goes out with the others waiting, right away
      if (err instanceof ApiError && err.code === 'MESSAGING_KEY_PUBLISHED') {
        keepWaiting(key, to, text, newIdempotencyKey())
        void queryClient.invalidateQueries({ queryKey: messageKeys.peerKey(to) })
      } else setError(sendErrorText(err, name))
    } finally {
      setAsking(false)
    }
  }

  return (
    <>
      <p className="thread__context">{t('messages.waiting.intro', { name })}</p>
      {waiting.length > 0 && (
        <div className="thread__messages">
          <ol className="thread__list" aria-label={t('messages.waiting.label', { name })}>
            {waiting.map((item) => (
              <li key={item.idempotencyKey} className="bubble bubble--mine">
                <p className="bubble__text">{waitingText(key, item)}</p>
                <span className="bubble__meta">
                  {item.refusal ?? t('messages.waiting.status', { name })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <Composer
        label={t('messages.composer.label', { name })}
        disabled={asking}
        onSend={(text) => void send(text)}
      />
    </>
  )
}
