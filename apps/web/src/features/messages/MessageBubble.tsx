import type { Message } from '@agora/domain'
import type { ReactNode } from 'react'
import { cx } from '../../ui/cx.ts'
import { ContextChip } from './ContextChip.tsx'
import { timeLabel } from './timeLabel.ts'

export type Mark = 'sending' | 'failed' | 'delivered' | 'read' | null

const MARK_TEXT: Record<Exclude<Mark, null>, string> = {
  sending: 'Sending…',
  failed: 'Not sent',
  delivered: 'Delivered',
  read: 'Read',
}

/** One message: its text as opened here, when it was sent and, for one's own, how far it got. */
export function MessageBubble({
  text,
  mine,
  createdAt,
  context,
  mark,
  children,
}: {
  text: string | null
  mine: boolean
  createdAt: string
  context?: Message['context']
  mark: Mark
  children?: ReactNode
}) {
  return (
    <li className={cx('bubble', mine ? 'bubble--mine' : 'bubble--theirs')}>
      {context && <ContextChip context={context} />}
      <p className="bubble__text" data-unreadable={text === null || undefined}>
        {text ?? 'This message could not be opened in this browser.'}
      </p>
      <span className="bubble__meta">
        <time dateTime={createdAt}>{timeLabel(createdAt)}</time>
        {mark && <span className={`bubble__mark bubble__mark--${mark}`}>{MARK_TEXT[mark]}</span>}
      </span>
      {children}
    </li>
  )
}
