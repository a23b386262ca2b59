import type { Conversation, ConversationStatus } from '@agora/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { cx } from '../../ui/cx.ts'
import { LoadError } from '../../ui/LoadError.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useConversations, usePeerKey } from './data.ts'
import { messageText } from './openText.ts'
import { conversationName, PeerAvatar } from './PeerName.tsx'
import { timeLabel } from './timeLabel.ts'
import { useUnlockedKey } from './useMessagingKey.ts'

/** The viewer's conversations, latest activity first, and the requests waiting for them. */
export function ConversationList({ activeId }: { activeId: string | null }) {
  const [status, setStatus] = useState<ConversationStatus>('active')
  const requests = useConversations('request')
  const requestCount = requests.data?.pages.reduce((n, page) => n + page.data.length, 0) ?? 0
  return (
    <nav className="conversations" aria-label={t('messages.list.label')}>
      <div className="conversations__head">
        <h1>{t('messages.title')}</h1>
        <Link className="button button--primary button--small" to="/messages/new">
          {t('messages.new')}
        </Link>
        <Link className="button button--secondary button--small" to="/messages/new-group">
          {t('groups.new.link')}
        </Link>
      </div>
      <div className="conversations__tabs" role="tablist" aria-label={t('messages.list.tabs')}>
        {(['active', 'request'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            className={cx('conversations__tab', status === tab && 'conversations__tab--active')}
            onClick={() => setStatus(tab)}
          >
            {tab === 'active'
              ? t('messages.list.tab.active')
              : requestCount
                ? t('messages.list.tab.requestsCount', { count: requestCount })
                : t('messages.list.tab.requests')}
          </button>
        ))}
      </div>
      <ConversationItems status={status} activeId={activeId} />
    </nav>
  )
}

function ConversationItems({
  status,
  activeId,
}: {
  status: ConversationStatus
  activeId: string | null
}) {
  const list = useConversations(status)
  if (list.isPending)
    return (
      <div role="status" aria-label={t('messages.list.loading')}>
        <Skeleton shape="block" height="3.5rem" />
        <Skeleton shape="block" height="3.5rem" />
      </div>
    )
  if (list.isError)
    return (
      <LoadError
        compact
        title={t('messages.list.loadError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    )
  const conversations = list.data.pages.flatMap((page) => page.data)
  if (conversations.length === 0)
    return (
      <p className="conversations__empty">
        {status === 'active' ? t('messages.list.empty.active') : t('messages.list.empty.request')}
      </p>
    )
  return (
    <>
      <ul className="conversations__list">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            active={conversation.id === activeId}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="ghost"
          size="small"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('messages.list.more')}
        </Button>
      )}
    </>
  )
}

function ConversationItem({
  conversation,
  active,
}: {
  conversation: Conversation
  active: boolean
}) {
  const key = useUnlockedKey()
  const last = conversation.lastMessage
  const fromMe = last?.senderAddress?.toLowerCase() === key.address
  const senderKey = usePeerKey(last && !fromMe ? last.senderAddress : null).data
  const preview = last ? messageText(last, key, senderKey?.publicKey) : null
  const name = conversationName(conversation)
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        className={cx('conversation-item', active && 'conversation-item--active')}
        aria-current={active ? 'page' : undefined}
        data-unread={conversation.unreadCount > 0 || undefined}
      >
        <PeerAvatar
          peer={
            conversation.peer ?? {
              id: conversation.id,
              handle: name,
              address: null,
              displayName: name,
              ens: null,
              avatar: null,
            }
          }
        />
        <span className="conversation-item__text">
          <bdi className="conversation-item__name">{name}</bdi>
          <span className="conversation-item__preview">
            {last
              ? preview === null
                ? t('messages.item.encrypted')
                : fromMe
                  ? t('messages.item.fromMe', { preview })
                  : preview
              : t('messages.item.noMessages')}
          </span>
        </span>
        <span className="conversation-item__meta">
          <time dateTime={conversation.lastActivityAt}>
            {timeLabel(conversation.lastActivityAt)}
          </time>
          {conversation.unreadCount > 0 && (
            <span
              className="unread-badge"
              role="img"
              aria-label={t('messages.item.unread', { count: conversation.unreadCount })}
            >
              {conversation.unreadCount}
            </span>
          )}
        </span>
      </Link>
    </li>
  )
}
