import type { ReactNode } from 'react'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import './PostCard.css'

export interface PostCardProps {
  author: string
  createdAt: Date | string
  /** shown as plain text, never as HTML */
  content: string
  community?: string
  trending?: boolean
  pinned?: boolean
  reactionCount?: number
  commentCount?: number
  /** actions rendered in the footer */
  footer?: ReactNode
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function initials(name: string): string {
  const letters = name.replace(/^0x/i, '').match(/[\p{L}\p{N}]/gu) ?? []
  return letters.slice(0, 2).join('').toUpperCase() || '?'
}

/** A post in a feed; `trending` and `pinned` add their markers. */
export function PostCard({
  author,
  createdAt,
  content,
  community,
  trending = false,
  pinned = false,
  reactionCount,
  commentCount,
  footer,
}: PostCardProps) {
  const date = new Date(createdAt)
  return (
    <GlassCard
      as="article"
      hover
      animate
      className="post-card"
      glow={trending ? 'standard' : undefined}
    >
      {(pinned || trending) && (
        <div className="post-card__flags">
          {pinned && (
            <span className="post-card__flag post-card__flag--pinned">
              <Icon name="pin" size={14} /> Pinned
            </span>
          )}
          {trending && (
            <span className="post-card__flag post-card__flag--trending">
              <Icon name="trending" size={14} /> Trending
            </span>
          )}
        </div>
      )}
      <header className="post-card__header">
        <span className="post-card__avatar" aria-hidden="true">
          {initials(author)}
        </span>
        <div className="post-card__meta">
          <span className="post-card__author">{author}</span>
          <span className="post-card__sub">
            {community && <span>{community} · </span>}
            <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
          </span>
        </div>
      </header>
      <p className="post-card__content">{content}</p>
      {(reactionCount !== undefined || commentCount !== undefined || footer) && (
        <footer className="post-card__footer">
          {reactionCount !== undefined && (
            <span className="post-card__stat">
              <Icon name="heart" size={16} /> {reactionCount}
              <span className="visually-hidden"> reactions</span>
            </span>
          )}
          {commentCount !== undefined && (
            <span className="post-card__stat">
              <Icon name="message" size={16} /> {commentCount}
              <span className="visually-hidden"> comments</span>
            </span>
          )}
          {footer}
        </footer>
      )}
    </GlassCard>
  )
}
