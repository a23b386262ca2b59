import { useEffect } from 'react'
import type { QueuedWrite } from '../../lib/offlineQueue/queue.ts'
import { publishQueuedPosts } from '../../lib/offlineQueue/queuedPosts.ts'
import { Button } from '../../ui/Button.tsx'
import { useQueuedWrites } from './useQueuedWrites.ts'
import './OfflineQueuePanel.css'
import { t } from '../../i18n/i18n.ts'

const PREVIEW_LENGTH = 80

function describe(write: QueuedWrite) {
  const action = write.data
  const preview = (text: string) =>
    text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text
  switch (action.type) {
    case 'post':
      return t('offline.queue.post', { preview: preview(action.data.content) })
    case 'comment':
      return t('offline.queue.comment', { preview: preview(action.data.content) })
    case 'reaction':
      return t('offline.queue.reaction', { reaction: action.data.type })
    case 'message':
      return t('offline.queue.message')
  }
}

/**
 * Spec §3/§4 offline queue, in view: what this account wrote without a network, each marked
 * "Waiting to send" (or why the server refused it), with "Retry now" and "Discard".
 */
export function OfflineQueuePanel({ userId }: { userId: string }) {
  const { writes, retry, discard } = useQueuedWrites(userId)
  // the feed shows the queued posts in place, as they will appear once sent
  useEffect(() => publishQueuedPosts(writes), [writes])
  useEffect(() => () => publishQueuedPosts([]), [])
  if (writes.length === 0) return null
  return (
    <section className="offline-queue" aria-labelledby="offline-queue-title">
      <h2 id="offline-queue-title" className="offline-queue__title">
        {t('offline.queue.title', { count: writes.length })}
      </h2>
      <ul className="offline-queue__list">
        {writes.map((write) => (
          <li key={`${write.store}-${write.id}`} className="offline-queue__item">
            <p className="offline-queue__what">{describe(write)}</p>
            {write.error ? (
              <p className="offline-queue__error" role="alert">
                {write.error}
              </p>
            ) : (
              <p className="offline-queue__status">{t('offline.queue.waiting')}</p>
            )}
            <div className="offline-queue__actions">
              <Button size="small" variant="outline" onClick={() => retry(write)}>
                {t('offline.queue.retry')}
              </Button>
              <Button size="small" variant="ghost" onClick={() => discard(write)}>
                {t('offline.queue.discard')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
