import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useBlock, useConversationAction } from './data.ts'
import { type DirectConversation, peerName } from './PeerName.tsx'
import { ReportDialog } from './ReportDialog.tsx'

/** Accept (for a request), block or unblock, and report the person of a conversation. */
export function PeerActions({ conversation }: { conversation: DirectConversation }) {
  const accept = useConversationAction()
  const block = useBlock()
  const { showToast } = useToast()
  const [reporting, setReporting] = useState(false)
  const address = conversation.peer.address
  const name = peerName(conversation.peer)
  const onError = (error: unknown) => showToast(errorMessage(error), { type: 'error' })

  return (
    <div className="peer-actions">
      {conversation.status === 'request' && (
        <p className="peer-actions__request">{t('messages.peer.request', { name })}</p>
      )}
      <div className="peer-actions__buttons">
        {conversation.status === 'request' && (
          <Button
            size="small"
            disabled={accept.isPending}
            onClick={() => accept.mutate({ id: conversation.id, action: 'accept' }, { onError })}
          >
            {t('messages.peer.accept')}
          </Button>
        )}
        {address && (
          <Button
            size="small"
            variant="outline"
            aria-pressed={conversation.blocked}
            disabled={block.isPending}
            onClick={() =>
              block.mutate(
                { address, blocked: !conversation.blocked },
                {
                  onError,
                  onSuccess: () =>
                    showToast(
                      conversation.blocked
                        ? t('messages.peer.unblocked', { name })
                        : t('messages.peer.blocked', { name }),
                      { type: 'info' },
                    ),
                },
              )
            }
          >
            {conversation.blocked ? t('messages.peer.unblock') : t('messages.peer.block')}
          </Button>
        )}
        <Button size="small" variant="ghost" onClick={() => setReporting(true)}>
          {t('messages.peer.report')}
        </Button>
      </div>
      {reporting && (
        <ReportDialog conversationId={conversation.id} onClose={() => setReporting(false)} />
      )}
    </div>
  )
}
