import {
  MEDIA_TYPES,
  type NewPoll,
  POST_MAX_IMAGES,
  POST_MAX_LENGTH,
  type Post,
} from '@agora/domain'
import { type ComponentProps, Suspense, useId, useRef, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import type { QuoteTarget } from '../../lib/ModalTargetsContext.ts'
import { QueuedOffline } from '../../lib/offlineQueue/sendOrQueue.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'
import { Button } from '../../ui/Button.tsx'
import { useCommunities } from '../communities/data.ts'
import type { PollEditor as PollEditorType } from '../polls/PollEditor.tsx'
import { useCreatePost } from '../posts/data.ts'
import { AttachmentList } from './AttachmentList.tsx'
import { useImageAttachments } from './useImageAttachments.ts'
import './Composer.css'

// the poll editor loads when someone first adds a poll
const PollEditor = lazyWithRetry<ComponentProps<typeof PollEditorType>>(() =>
  import('../polls/PollEditor.tsx').then((m) => ({ default: m.PollEditor })),
)

interface PostComposerProps {
  /** preselected community; null posts to everyone */
  communityId: string | null
  /** what the post quotes, shown under the text */
  quote?: QuoteTarget | null
  onPosted: (post: Post) => void
  /** the post had no network and waits in the offline queue */
  onQueued?: () => void
}

/** Writes a post: text up to 5000 characters, up to four images, optionally in a community. */
export function PostComposer({ communityId, quote = null, onPosted, onQueued }: PostComposerProps) {
  const [content, setContent] = useState('')
  const [target, setTarget] = useState(communityId ?? '')
  const images = useImageAttachments()
  // open: the editor shows; null while its choices are incomplete
  const [pollOpen, setPollOpen] = useState(false)
  const [poll, setPoll] = useState<NewPoll | null>(null)
  const create = useCreatePost()
  const myCommunities = useCommunities({ member: true, limit: 50 })
  const fileInput = useRef<HTMLInputElement>(null)
  // the same draft sent again (after a failure) keeps its key: it can never post twice
  const lastAttempt = useRef<{ draft: string; key: string } | null>(null)
  const ids = { text: useId(), count: useId(), community: useId() }

  const length = content.length
  const tooLong = length > POST_MAX_LENGTH
  const blank = content.trim().length === 0
  const communities = myCommunities.data?.pages.flatMap((page) => page.data) ?? []
  const sending = create.isPending
  const pollReady = !pollOpen || poll !== null
  const canSend = !blank && !tooLong && !images.uploading && !images.failed && !sending && pollReady

  const submit = () => {
    if (!canSend) return
    const input = {
      content,
      communityId: target || undefined,
      media: images.media,
      quote: quote ? { kind: quote.kind, id: quote.id } : undefined,
      poll: (pollOpen && poll) || undefined,
    }
    const draft = JSON.stringify({ ...input, media: input.media.map((m) => m.id) })
    if (lastAttempt.current?.draft !== draft)
      lastAttempt.current = { draft, key: newIdempotencyKey() }
    create.mutate(
      { ...input, idempotencyKey: lastAttempt.current.key },
      {
        onSuccess: onPosted,
        onError: (error) => {
          if (!(error instanceof QueuedOffline)) return
          setContent('')
          onQueued?.()
        },
      },
    )
  }

  return (
    <form
      className="composer"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className="composer__field" htmlFor={ids.community}>
        <span>{t('composer.target.label')}</span>
        <select
          id={ids.community}
          className="text-input composer__select"
          value={target}
          disabled={sending}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">{t('composer.target.everyone')}</option>
          {communityId && !communities.some((c) => c.id === communityId) && (
            <option value={communityId}>{t('composer.target.thisCommunity')}</option>
          )}
          {communities.map((community) => (
            <option key={community.id} value={community.id}>
              {community.name}
            </option>
          ))}
        </select>
      </label>
      <label className="visually-hidden" htmlFor={ids.text}>
        {t('composer.text.label')}
      </label>
      <textarea
        id={ids.text}
        className="text-input composer__text"
        placeholder={t('composer.text.placeholder')}
        rows={6}
        value={content}
        disabled={sending}
        aria-describedby={ids.count}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit()
        }}
        // the composer's dialog focuses this first: the user opened it to write
        data-autofocus
      />
      {quote && (
        <p className="composer__quote">
          <ActionIcon name="quote" size={16} />
          <span>{quote.label}</span>
        </p>
      )}
      <AttachmentList
        attachments={images.attachments}
        onRemove={images.remove}
        onRetry={images.retry}
      />
      {pollOpen && (
        <Suspense fallback={null}>
          <PollEditor
            onChange={setPoll}
            onRemove={() => {
              setPollOpen(false)
              setPoll(null)
            }}
            disabled={sending}
          />
        </Suspense>
      )}
      <div className="composer__messages" aria-live="polite">
        {tooLong && (
          <p className="form-error">
            {t('composer.tooLong', { max: POST_MAX_LENGTH, excess: length - POST_MAX_LENGTH })}
          </p>
        )}
        {images.problem && <p className="form-error">{images.problem}</p>}
        {images.attachments.map((a, index) =>
          a.status === 'failed' ? (
            <p key={a.id} className="form-error">
              {t('composer.imageFailed', { index: index + 1, error: a.error })}
            </p>
          ) : null,
        )}
      </div>
      {create.isError && !(create.error instanceof QueuedOffline) && (
        <p className="form-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="composer__footer">
        <input
          ref={fileInput}
          type="file"
          accept={MEDIA_TYPES.join(',')}
          multiple
          hidden
          aria-label={t('composer.attach.label')}
          onChange={(event) => {
            images.add([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        <Button
          variant="ghost"
          size="small"
          disabled={sending || images.attachments.length >= POST_MAX_IMAGES}
          onClick={() => fileInput.current?.click()}
        >
          <ActionIcon name="image" size={16} />
          {t('composer.attach.action')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          disabled={sending || pollOpen}
          onClick={() => setPollOpen(true)}
        >
          <ActionIcon name="plus" size={16} />
          {t('composer.poll.add')}
        </Button>
        <span id={ids.count} className="char-count" data-over={tooLong || undefined}>
          {length} / {POST_MAX_LENGTH}
        </span>
        <Button type="submit" disabled={!canSend}>
          {sending
            ? t('composer.posting')
            : images.uploading
              ? t('composer.uploading')
              : t('composer.post')}
        </Button>
      </div>
    </form>
  )
}
