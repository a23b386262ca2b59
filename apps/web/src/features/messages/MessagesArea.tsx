import { useParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { ConversationList } from './ConversationList.tsx'
import { NewGroup } from './groups/NewGroup.tsx'
import { KeyGate, LinkWalletFirst } from './KeyGate.tsx'
import { MessagingKeyProvider } from './MessagingKeyProvider.tsx'
import { NewConversation } from './NewConversation.tsx'
import { Thread } from './Thread.tsx'
import { useSendWaitingMessages } from './useSendWaitingMessages.ts'
import './Messages.css'
import '../../ui/fields.css'
import '../../ui/forms.css'

/** `/messages`, `/messages/new`, `/messages/new-group` and `/messages/{id}`: the list beside the open thread. */
export function MessagesArea() {
  return (
    <RequireSession title={t('messages.title')}>
      <SignedInMessages />
    </RequireSession>
  )
}

function SignedInMessages() {
  const { user } = useAuth()
  const { conversationId } = useParams()
  if (!user) return null
  if (!user.address)
    return (
      <div className="view">
        <header className="view__header">
          <h1>{t('messages.title')}</h1>
        </header>
        <LinkWalletFirst />
      </div>
    )
  const open = conversationId ?? null
  return (
    <MessagingKeyProvider key={user.id} userId={user.id} address={user.address}>
      <KeyGate address={user.address}>
        <SendWaitingMessages />
        <div className="messages" data-pane={open ? 'thread' : 'list'}>
          <ConversationList activeId={open === 'new' || open === 'new-group' ? null : open} />
          <div className="messages__pane">
            {open === 'new' ? (
              <NewConversation />
            ) : open === 'new-group' ? (
              <NewGroup />
            ) : open ? (
              <Thread key={open} conversationId={open} />
            ) : (
              <p className="messages__placeholder">{t('messages.placeholder')}</p>
            )}
          </div>
        </div>
      </KeyGate>
    </MessagingKeyProvider>
  )
}

/** First messages kept in this browser go out once their recipients can read them. */
function SendWaitingMessages() {
  useSendWaitingMessages()
  return null
}
