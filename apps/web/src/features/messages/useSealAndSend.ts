import {
  type AttachedFile,
  encodeMessageBody,
  fromBase64,
  type Message,
  sealMessage,
} from '@agora/domain'
import { useCallback, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { QueuedOffline } from '../../lib/offlineQueue/sendOrQueue.ts'
import type { PeerKey, SendTarget } from './api.ts'
import { uploadFiles } from './attachmentFiles.ts'
import { useSendMessage } from './data.ts'
import type { MessagingKey } from './keyStore.ts'
import { sendErrorText } from './messageErrors.ts'
import { rememberText } from './openText.ts'

/** A message on its way: shown at once, marked when it fails. */
export type PendingMessage = {
  localId: string
  text: string
  createdAt: string
  error: string | null
  /** Kept for "Retry": the same key, so the server stores it once. */
  idempotencyKey: string
  /** Files picked to go with it, and once encrypted and uploaded, their ids and keys. */
  files?: File[]
  attached?: AttachedFile[]
  /** How many of its files are up, while they upload. */
  uploaded?: number
}

/**
 * Seals a text in this browser for the peer (or a group's members) and the sender and posts only the envelope.
 * The plaintext goes nowhere else.
 */
export function useSealAndSend({
  key,
  readers,
  peerName,
  target,
  onSent,
}: {
  key: MessagingKey
  /** Everyone to seal for besides the sender: the peer, or a group's members (undefined while loading). */
  readers: PeerKey[] | undefined
  peerName: string
  target: SendTarget
  onSent?: (message: Message) => void
}) {
  const send = useSendMessage()
  const [pending, setPending] = useState<PendingMessage[]>([])

  const post = useCallback(
    function post(item: PendingMessage) {
      const update = (error: string | null) =>
        setPending((list) => list.map((p) => (p.localId === item.localId ? { ...p, error } : p)))
      if (!readers) return update(t('messages.errors.peerNoKey', { name: peerName }))
      const patch = (change: Partial<PendingMessage>) =>
        setPending((list) =>
          list.map((p) => (p.localId === item.localId ? { ...p, ...change } : p)),
        )
      if (item.files?.length && !item.attached) {
        const files = item.files
        patch({ error: null, uploaded: 0 })
        uploadFiles(files, (uploaded) => patch({ uploaded })).then(
          (attached) => post({ ...item, attached }),
          (error: unknown) => update(sendErrorText(error, peerName)),
        )
        return
      }
      const files = item.attached ?? []
      let envelope: ReturnType<typeof sealMessage>
      try {
        envelope = sealMessage({
          text: encodeMessageBody({ text: item.text, files }),
          sender: { address: key.address, privateKey: key.privateKey },
          recipients: readers.map((r) => ({
            address: r.address,
            publicKey: fromBase64(r.publicKey),
          })),
        })
      } catch {
        return update(t('messages.errors.notSealed'))
      }
      update(null)
      send.mutate(
        {
          ...target,
          envelope,
          idempotencyKey: item.idempotencyKey,
          ...(files.length > 0 ? { attachments: files.map((f) => f.id) } : {}),
        },
        {
          onSuccess: (message) => {
            rememberText(message.id, item.text, files)
            setPending((list) => list.filter((p) => p.localId !== item.localId))
            onSent?.(message)
          },
          onError: (error) => {
            // sealed and kept in the offline queue, listed under "Waiting to send"
            if (error instanceof QueuedOffline)
              setPending((list) => list.filter((p) => p.localId !== item.localId))
            else update(sendErrorText(error, peerName))
          },
        },
      )
    },
    [key, readers, peerName, target, send, onSent],
  )

  const sendText = useCallback(
    (text: string, files: File[] = []) => {
      const item: PendingMessage = {
        localId: newIdempotencyKey(),
        text,
        ...(files.length > 0 ? { files } : {}),
        createdAt: new Date().toISOString(),
        error: null,
        idempotencyKey: newIdempotencyKey(),
      }
      setPending((list) => [...list, item])
      post(item)
    },
    [post],
  )

  const discard = (localId: string) =>
    setPending((list) => list.filter((p) => p.localId !== localId))

  return { pending, sendText, retry: post, discard }
}
