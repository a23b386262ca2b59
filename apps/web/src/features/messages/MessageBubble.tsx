import type { AttachedFile, Message } from '@agora/domain'
import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'
import { cx } from '../../ui/cx.ts'
import { LinkedText } from '../../ui/LinkedText.tsx'
import { AttachedFiles } from './AttachedFiles.tsx'
import { ContextChip } from './ContextChip.tsx'
import { timeLabel } from './timeLabel.ts'

export type Mark = 'sending' | 'failed' | 'delivered' | 'read' | null

const MARK_TEXT: Record<Exclude<Mark, null>, MessageKey> = {
  sending: 'messages.bubble.mark.sending',
  failed: 'messages.bubble.mark.failed',
  delivered: 'messages.bubble.mark.delivered',
  read: 'messages.bubble.mark.read',
}

/** One message: its text as opened here, when it was sent and, for one's own, how far it got. */
export function MessageBubble({
  text,
  mine,
  createdAt,
  context,
  mark,
  sender,
  files = [],
  children,
}: {
  text: string | null
  /** Files sent with it, their keys opened with the text. */
  files?: AttachedFile[]
  /** Who wrote it, in a group. */
  sender?: string
  mine: boolean
  createdAt: string
  context?: Message['context']
  mark: Mark
  children?: ReactNode
}) {
  return (
    <li className={cx('bubble', mine ? 'bubble--mine' : 'bubble--theirs')}>
      {sender && <bdi className="bubble__sender">{sender}</bdi>}
      {context && <ContextChip context={context} />}
      <p className="bubble__text" data-unreadable={text === null || undefined}>
        {text === null ? t('messages.bubble.unreadable') : <LinkedText text={text} />}
      </p>
      {files.length > 0 && <AttachedFiles files={files} />}
      <span className="bubble__meta">
        <time dateTime={createdAt}>{timeLabel(createdAt)}</time>
        {mark && <span className={`bubble__mark bubble__mark--${mark}`}>{t(MARK_TEXT[mark])}</span>}
      </span>
      {children}
    </li>
  )
}
