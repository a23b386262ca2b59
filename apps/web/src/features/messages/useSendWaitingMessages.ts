import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api.ts'
import { shortAddress } from '../../lib/shortAddress.ts'
import { fetchPeerKey, postMessage } from './api.ts'
import {
  dropWaiting,
  markRefused,
  readWaiting,
  sealForRecipient,
  waitingText,
} from './firstMessageOutbox.ts'
import { sendErrorText } from './messageErrors.ts'
import { messageKeys } from './messageKeys.ts'
import { rememberText } from './openText.ts'
import { useUnlockedKey } from './useMessagingKey.ts'

/** How often an open Messages area looks whether a waiting message's recipient has a key now. */
export const WAITING_CHECK_MS = 30_000

/**
 * While Messages is open, sends each first message waiting in this browser as soon as its
 * recipient has published a key: sealed again for them, with the key it was kept under, so
 * the server stores it once however often this runs. One still without a key keeps waiting.
 */
export function useSendWaitingMessages() {
  const key = useUnlockedKey()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stopped = false
    let running = false
    const sendReady = async () => {
      if (running) return
      running = true
      try {
        for (const item of readWaiting(key)) {
          if (stopped) return
          if (item.refusal) continue
          // not there yet (or the server cannot be asked now): it waits for the next look
          const peer = await fetchPeerKey(item.to).catch(() => null)
          if (!peer) continue
          const envelope = sealForRecipient(key, item, peer)
          const message = await postMessage({
            recipient: item.to,
            envelope,
            idempotencyKey: item.idempotencyKey,
          }).catch((error: unknown) => {
            // a refusal (blocked, not accepted) stays one: said beside the message, not retried
            if (
              error instanceof ApiError &&
              error.status >= 400 &&
              error.status < 500 &&
              error.status !== 429
            )
              markRefused(key, item.idempotencyKey, sendErrorText(error, nameOf(item.to)))
            return null
          })
          if (!message) continue
          rememberText(message.id, waitingText(key, item))
          dropWaiting(key, item.idempotencyKey)
          void queryClient.invalidateQueries({ queryKey: messageKeys.all })
        }
      } finally {
        running = false
      }
    }
    void sendReady()
    const timer = window.setInterval(sendReady, WAITING_CHECK_MS)
    window.addEventListener('online', sendReady)
    return () => {
      stopped = true
      window.clearInterval(timer)
      window.removeEventListener('online', sendReady)
    }
  }, [key, queryClient])
}

const nameOf = (to: string) => (to.startsWith('0x') ? shortAddress(to) : to)
