import type { Message } from '@agora/domain'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Composer } from './Composer.tsx'
import { ContextChip } from './ContextChip.tsx'
import { contextFromParams, contextQuery } from './contextParams.ts'
import { useConversations, usePeerKey } from './data.ts'
import { sendErrorText } from './messageErrors.ts'
import { ThreadMessages } from './ThreadMessages.tsx'
import { UserField } from './UserField.tsx'
import { useUnlockedKey } from './useMessagingKey.ts'
import { useSealAndSend } from './useSealAndSend.ts'
import { WaitingFirstMessage } from './WaitingFirstMessage.tsx'

/**
 * `/messages/new?to=…`: a first message to an address or @handle, optionally about a listing
 * or an order. An existing conversation with that person opens instead.
 */
export function NewConversation() {
  const [params, setParams] = useSearchParams()
  const to = params.get('to')?.trim() ?? ''
  const context = contextFromParams(params)
  const [draft, setDraft] = useState(to)
  useEffect(() => setDraft(to), [to])

  const writeTo = (recipient: string) => {
    setDraft(recipient)
    const next = new URLSearchParams(params)
    next.set('to', recipient)
    setParams(next, { replace: true })
  }
  const choose = (event: FormEvent) => {
    event.preventDefault()
    writeTo(draft.trim())
  }

  return (
    <section className="thread" aria-label={t('messages.new')}>
      <header className="thread__head">
        <h2>{t('messages.new')}</h2>
      </header>
      <form className="new-message__to" onSubmit={choose}>
        <UserField
          label={t('messages.newConversation.to')}
          placeholder={t('messages.newConversation.toPlaceholder')}
          value={draft}
          onChange={setDraft}
          onChoose={(user) => writeTo(`@${user.handle}`)}
        />
        <Button type="submit" variant="outline" disabled={!draft.trim() || draft.trim() === to}>
          {t('messages.newConversation.find')}
        </Button>
      </form>
      {context && (
        <p className="thread__context">
          {t('messages.newConversation.about')} <ContextChip context={context} />
        </p>
      )}
      {to ? <FirstMessage to={to} contextQueryString={contextQuery(context)} /> : null}
    </section>
  )
}

function FirstMessage({ to, contextQueryString }: { to: string; contextQueryString: string }) {
  const key = useUnlockedKey()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const context = contextFromParams(params)
  const peerKey = usePeerKey(to)
  const active = useConversations('active')
  const requests = useConversations('request')
  const normalized = to.replace(/^@/, '').toLowerCase()
  const existing = [...(active.data?.pages ?? []), ...(requests.data?.pages ?? [])]
    .flatMap((page) => page.data)
    .find(
      (c) =>
        c.peer !== null &&
        (c.peer.handle.toLowerCase() === normalized ||
          (c.peer.address !== null && c.peer.address.toLowerCase() === normalized) ||
          (peerKey.data && c.peer.address?.toLowerCase() === peerKey.data.address)),
    )
  const existingId = existing?.id
  useEffect(() => {
    if (existingId) navigate(`/messages/${existingId}${contextQueryString}`, { replace: true })
  }, [existingId, contextQueryString, navigate])

  const self = peerKey.data?.address === key.address
  const name = to.startsWith('0x') ? shortAddress(to) : `@${normalized}`
  const listingId = context?.listingId
  const orderId = context?.orderId
  const target = useMemo(
    () => ({
      recipient: to,
      ...(listingId ? { context: { listingId } } : orderId ? { context: { orderId } } : {}),
    }),
    [to, listingId, orderId],
  )
  const { pending, sendText, retry } = useSealAndSend({
    key,
    readers: peerKey.data ? [peerKey.data] : undefined,
    peerName: name,
    target,
    onSent: (message: Message) =>
      navigate(`/messages/${message.conversationId}`, { replace: true }),
  })

  if (peerKey.isError) {
    if (peerKey.error instanceof ApiError && peerKey.error.code === 'MESSAGING_KEY_NOT_FOUND')
      return <WaitingFirstMessage to={to} name={name} />
    const known = peerKey.error instanceof ApiError
    return (
      <FormAlert>
        {known ? sendErrorText(peerKey.error, name) : t('messages.newConversation.notFound')}
      </FormAlert>
    )
  }
  if (self) return <FormAlert>{t('messages.errors.self')}</FormAlert>
  return (
    <>
      <ThreadMessages
        messages={[]}
        pending={pending}
        conversation={null}
        messagingKey={key}
        senderKeyOf={() => peerKey.data?.publicKey}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        onRetry={retry}
      />
      <Composer
        label={t('messages.composer.label', { name })}
        disabled={peerKey.isPending || Boolean(existing)}
        onSend={sendText}
      />
    </>
  )
}
