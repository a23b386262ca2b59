import type { Conversation } from '@agora/domain'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { displayName } from '../../../lib/shortAddress.ts'
import { Button } from '../../../ui/Button.tsx'
import { LoadError } from '../../../ui/LoadError.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useAuth } from '../../auth/useAuth.ts'
import { Composer } from '../Composer.tsx'
import { useConversationAction, useThread } from '../data.ts'
import { ThreadMessages } from '../ThreadMessages.tsx'
import { useUnlockedKey } from '../useMessagingKey.ts'
import { useSealAndSend } from '../useSealAndSend.ts'
import { useMemberKeys } from './groupData.ts'
import { MembersPanel } from './MembersPanel.tsx'

/** A group or a community chat: messages sealed for every member, and its members panel. */
export function GroupThread({ conversation }: { conversation: Conversation }) {
  const key = useUnlockedKey()
  const viewerId = useAuth().user?.id ?? ''
  const [showMembers, setShowMembers] = useState(false)
  const thread = useThread(conversation.id)
  const read = useConversationAction()
  const title = conversation.title ?? ''
  const others = conversation.members.filter((m) => m.user.address?.toLowerCase() !== key.address)
  const messages = thread.data?.pages.flatMap((page) => page.data) ?? []
  const senders = messages.flatMap((m) => (m.senderAddress ? [m.senderAddress] : []))
  const { byAddress, readers } = useMemberKeys(others, senders)
  const names = useMemo(
    () =>
      new Map(
        conversation.members.map((m) => [m.user.address?.toLowerCase() ?? '', displayName(m.user)]),
      ),
    [conversation.members],
  )
  const target = useMemo(() => ({ conversationId: conversation.id }), [conversation.id])
  const { pending, sendText, retry } = useSealAndSend({ key, readers, peerName: title, target })

  const newestId = messages[0]?.id
  const { mutate: markRead } = read
  useEffect(() => {
    if (newestId && conversation.unreadCount > 0) markRead({ id: conversation.id, action: 'read' })
  }, [newestId, conversation.unreadCount, conversation.id, markRead])

  return (
    <section className="thread" aria-label={t('groups.thread.label', { title })}>
      <header className="thread__head">
        <Link to="/messages" className="thread__back" aria-label={t('messages.thread.back')}>
          <span className="back-arrow">←</span>
        </Link>
        <div className="thread__who">
          <h2 dir="auto">{title}</h2>
          <span className="peer-line">
            {t('groups.members.count', { count: conversation.members.length })}
          </span>
        </div>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={showMembers}
          onClick={() => setShowMembers((shown) => !shown)}
        >
          {t('groups.members.title')}
        </Button>
      </header>
      {showMembers && <MembersPanel group={conversation} viewerId={viewerId} />}
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
          conversation={null}
          messagingKey={key}
          senderKeyOf={(address) => byAddress.get(address?.toLowerCase() ?? '')}
          senderNameOf={(address) => names.get(address?.toLowerCase() ?? '') ?? ''}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          onRetry={retry}
        />
      )}
      {/* every member's key first: a message is sealed for all of them at once */}
      <Composer
        label={t('groups.composer.label', { title })}
        disabled={!readers}
        allowFiles
        onSend={sendText}
      />
    </section>
  )
}
