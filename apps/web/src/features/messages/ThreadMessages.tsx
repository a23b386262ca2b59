import type { Conversation, Message } from '@agora/domain'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import type { MessagingKey } from './keyStore.ts'
import { type Mark, MessageBubble } from './MessageBubble.tsx'
import { messageBody } from './openText.ts'
import type { PendingMessage } from './useSealAndSend.ts'

/** The messages oldest first, the ones on their way after them, "Load older" on top. */
export function ThreadMessages({
  messages,
  pending,
  conversation,
  messagingKey,
  senderKeyOf,
  senderNameOf,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  /** Newest first, as the server pages them. */
  messages: Message[]
  pending: PendingMessage[]
  conversation: Conversation | null
  messagingKey: MessagingKey
  /** A sender's published key (by address), which their messages must be sealed with. */
  senderKeyOf: (address: string | null) => string | undefined
  /** In a group: who wrote each message not the viewer's. */
  senderNameOf?: (address: string | null) => string
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  onRetry: (item: PendingMessage) => void
}) {
  const list = useRef<HTMLDivElement>(null)
  const newest = messages[0]?.id
  const ordered = [...messages].reverse()
  const lastOwn = messages.find((m) => m.senderAddress?.toLowerCase() === messagingKey.address)
  const peerRead = conversation?.peerLastReadAt ?? null
  const markOf = (message: Message): Mark => {
    if (message.id !== lastOwn?.id) return null
    return peerRead && peerRead >= message.createdAt ? 'read' : 'delivered'
  }

  // the newest message in view, as a chat does; older pages load above without a jump
  const scrolledFor = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const element = list.current
    if (!element || scrolledFor.current === newest) return
    scrolledFor.current = newest
    element.scrollTop = element.scrollHeight
  }, [newest])
  useEffect(() => {
    if (pending.length > 0) list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [pending.length])

  return (
    <div className="thread__messages" ref={list}>
      {hasOlder && (
        <Button variant="ghost" size="small" disabled={loadingOlder} onClick={onLoadOlder}>
          {loadingOlder ? t('common.loading') : t('messages.thread.older')}
        </Button>
      )}
      <ol className="thread__list" aria-label={t('messages.title')}>
        {ordered.map((message) => {
          const mine = message.senderAddress?.toLowerCase() === messagingKey.address
          const body = messageBody(message, messagingKey, senderKeyOf(message.senderAddress))
          return (
            <MessageBubble
              key={message.id}
              text={body?.text ?? null}
              files={body?.files ?? []}
              mine={mine}
              {...(senderNameOf && !mine ? { sender: senderNameOf(message.senderAddress) } : {})}
              createdAt={message.createdAt}
              context={message.context}
              mark={markOf(message)}
            />
          )
        })}
        {pending.map((item) => (
          <MessageBubble
            key={item.localId}
            text={item.text}
            mine
            createdAt={item.createdAt}
            mark={item.error ? 'failed' : 'sending'}
          >
            {item.files && item.uploaded !== undefined && !item.error && (
              <p className="thread__uploading" role="status">
                {t('groups.files.uploading', { done: item.uploaded, count: item.files.length })}
              </p>
            )}
            {item.error && (
              <p className="thread__error" role="alert">
                {item.error}{' '}
                <Button variant="ghost" size="small" onClick={() => onRetry(item)}>
                  {t('common.retry')}
                </Button>
              </p>
            )}
          </MessageBubble>
        ))}
      </ol>
    </div>
  )
}
