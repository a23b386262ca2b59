import { useEffect, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { Composer } from './Composer.tsx'
import { ContextChip } from './ContextChip.tsx'
import { contextFromParams } from './contextParams.ts'
import { useConversation, useConversationAction, usePeerKey, useThread } from './data.ts'
import { GroupThread } from './groups/GroupThread.tsx'
import { PeerActions } from './PeerActions.tsx'
import { type DirectConversation, PeerAvatar, PeerLine, peerName } from './PeerName.tsx'
import { ThreadMessages } from './ThreadMessages.tsx'
import { useUnlockedKey } from './useMessagingKey.ts'
import { useSealAndSend } from './useSealAndSend.ts'

/** `/messages/{id}`: one conversation, its messages and the composer. */
export function Thread({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId)
  if (conversation.isPending)
    return (
      <div className="thread" role="status" aria-label={t('messages.thread.loading')}>
        <Skeleton shape="block" height="3rem" />
        <Skeleton shape="block" height="12rem" />
      </div>
    )
  if (conversation.isError) {
    if (conversation.error instanceof ApiError && conversation.error.status === 404)
      return (
        <EmptyState icon="message" title={t('messages.thread.notFound.title')}>
          {t('messages.thread.notFound.body')}
        </EmptyState>
      )
    return (
      <LoadError
        title={t('messages.thread.loadError')}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
      />
    )
  }
  const { peer } = conversation.data
  if (!peer) return <GroupThread conversation={conversation.data} />
  return <ThreadBody conversation={{ ...conversation.data, peer }} />
}

function ThreadBody({ conversation }: { conversation: DirectConversation }) {
  const key = useUnlockedKey()
  const [params, setParams] = useSearchParams()
  const startedFrom = contextFromParams(params)
  const thread = useThread(conversation.id)
  const peerKey = usePeerKey(conversation.peer.address)
  const read = useConversationAction()
  const name = peerName(conversation.peer)
  const listingId = startedFrom?.listingId
  const orderId = startedFrom?.orderId
  const target = useMemo(
    () => ({
      conversationId: conversation.id,
      ...(listingId ? { context: { listingId } } : orderId ? { context: { orderId } } : {}),
    }),
    [conversation.id, listingId, orderId],
  )
  const { pending, sendText, retry } = useSealAndSend({
    key,
    readers: peerKey.data ? [peerKey.data] : undefined,
    peerName: name,
    target,
    // the context goes with the first message only
    onSent: () => startedFrom && setParams({}, { replace: true }),
  })

  const messages = thread.data?.pages.flatMap((page) => page.data) ?? []
  const newest = messages[0]
  const newestId = newest?.id
  const unread =
    conversation.unreadCount > 0 ||
    (newest !== undefined && newest.senderAddress?.toLowerCase() !== key.address)
  const { mutate: markRead } = read
  // what is on screen is read: the peer's "Read" mark follows
  useEffect(() => {
    if (newestId && unread) markRead({ id: conversation.id, action: 'read' })
  }, [newestId, unread, conversation.id, markRead])

  return (
    <section className="thread" aria-label={t('messages.thread.label', { name })}>
      <header className="thread__head">
        <Link to="/messages" className="thread__back" aria-label={t('messages.thread.back')}>
          <span className="back-arrow">←</span>
        </Link>
        <PeerAvatar peer={conversation.peer} />
        <div className="thread__who">
          <h2 dir="auto">{name}</h2>
          <PeerLine peer={conversation.peer} />
        </div>
      </header>
      <PeerActions conversation={conversation} />
      {startedFrom && (
        <p className="thread__context">
          {t('messages.thread.nextAbout')} <ContextChip context={startedFrom} />
        </p>
      )}
      {thread.isPending ? (
        <div role="status" aria-label={t('messages.loadingMessages')}>
          <Skeleton shape="block" height="10rem" />
        </div>
      ) : thread.isError ? (
        <LoadError
          title={t('messages.thread.messagesError')}
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <ThreadMessages
          messages={messages}
          pending={pending}
          conversation={conversation}
          messagingKey={key}
          senderKeyOf={() => peerKey.data?.publicKey}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          onRetry={retry}
        />
      )}
      <Composer
        label={t('messages.composer.label', { name })}
        disabled={conversation.blocked}
        allowFiles
        onSend={sendText}
      />
    </section>
  )
}
