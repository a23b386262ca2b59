import type { HTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from './cx.ts'
import { GlassCard } from './GlassCard.tsx'
import { Icon } from './Icon.tsx'
import { Ltr } from './Ltr.tsx'
import './PostCard.css'
import { formatDate, formatDateTime } from '../i18n/format.ts'
import { t } from '../i18n/i18n.ts'

export interface PostCardProps extends Omit<HTMLAttributes<HTMLElement>, 'content'> {
  /** the author's display name */
  author: string
  /** a line above the author saying why the post is here (who reposted it) */
  context?: ReactNode
  /** the author's picture (the app's Avatar) */
  avatar: ReactNode
  /** a second line beside the name, e.g. the shortened wallet address */
  authorDetail?: string
  /** makes the avatar and name a link to the author's page */
  authorHref?: string
  createdAt: Date | string
  /** marks the post edited; a node (a button that opens its history) stands in for the word */
  edited?: boolean | ReactNode
  /** a string is shown as plain text, never as HTML */
  content: ReactNode
  community?: ReactNode
  /** images or other attachments under the text */
  media?: ReactNode
  /** controls in the top-right corner (a menu of actions) */
  menu?: ReactNode
  trending?: boolean
  pinned?: boolean
  /** the post the page is pointing at */
  selected?: boolean
  reactionCount?: number
  commentCount?: number
  /** actions rendered in the footer */
  footer?: ReactNode
  /** shown under the footer, e.g. the comments */
  children?: ReactNode
}

const MINUTE = 60_000

/** "now", "5m", "3h", "2d", then "Nov 21" (with the year when it is not this year). */
export function shortTime(date: Date, now = new Date()): string {
  const ago = now.getTime() - date.getTime()
  if (ago < MINUTE) return t('ui.postCard.now')
  if (ago < 60 * MINUTE) return t('ui.postCard.minutes', { count: Math.floor(ago / MINUTE) })
  if (ago < 24 * 60 * MINUTE)
    return t('ui.postCard.hours', { count: Math.floor(ago / (60 * MINUTE)) })
  if (ago < 7 * 24 * 60 * MINUTE)
    return t('ui.postCard.days', { count: Math.floor(ago / (24 * 60 * MINUTE)) })
  return date.getFullYear() === now.getFullYear()
    ? formatDate(date, { day: 'numeric', month: 'short' })
    : formatDate(date)
}

/** A post in a feed; `trending`, `pinned` and `selected` add their markers. */
export function PostCard({
  author,
  context,
  avatar,
  authorDetail,
  authorHref,
  createdAt,
  edited = false,
  content,
  community,
  media,
  menu,
  trending = false,
  pinned = false,
  selected = false,
  reactionCount,
  commentCount,
  footer,
  children,
  className,
  ...rest
}: PostCardProps) {
  const date = new Date(createdAt)
  // a handle or an address: read left to right in any language
  const detail = authorDetail && (
    <Ltr as="span" className="post-card__detail">
      {authorDetail}
    </Ltr>
  )
  return (
    <GlassCard
      as="article"
      hover
      animate
      {...rest}
      className={cx('post-card', selected && 'post-card--selected', className)}
      glow={trending ? 'standard' : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      {(pinned || trending || context) && (
        <div className="post-card__flags">
          {context}
          {pinned && (
            <span className="post-card__flag post-card__flag--pinned">
              <Icon name="pin" size={14} /> {t('ui.postCard.pinned')}
            </span>
          )}
          {trending && (
            <span className="post-card__flag post-card__flag--trending">
              <Icon name="trending" size={14} /> {t('ui.postCard.trending')}
            </span>
          )}
        </div>
      )}
      <header className="post-card__header">
        {authorHref ? (
          <>
            {/* the name's link below is the control; this larger target is for pointers */}
            <Link
              to={authorHref}
              className="post-card__avatar post-card__avatar--link"
              tabIndex={-1}
              aria-hidden="true"
            >
              {avatar}
            </Link>
            <span className="post-card__name">
              <Link to={authorHref} className="post-card__author-link">
                <bdi className="post-card__author">{author}</bdi>
              </Link>
              {detail}
            </span>
          </>
        ) : (
          <>
            <span className="post-card__avatar" aria-hidden="true">
              {avatar}
            </span>
            <span className="post-card__name">
              <bdi className="post-card__author">{author}</bdi>
              {detail}
            </span>
          </>
        )}
        <span className="post-card__sub">
          {community && <span className="post-card__community">{community}</span>}
          <time dateTime={date.toISOString()} title={formatDateTime(date)}>
            {shortTime(date)}
          </time>
          {edited === true && <span> · {t('ui.postCard.edited')}</span>}
          {edited && edited !== true && <span> · {edited}</span>}
        </span>
        {menu && <div className="post-card__menu">{menu}</div>}
      </header>
      {typeof content === 'string' ? (
        <p className="post-card__content">{content}</p>
      ) : (
        <div className="post-card__content">{content}</div>
      )}
      {media}
      {(reactionCount !== undefined || commentCount !== undefined || footer) && (
        <footer className="post-card__footer">
          {reactionCount !== undefined && (
            <span className="post-card__stat">
              <Icon name="heart" size={16} /> <span aria-hidden="true">{reactionCount}</span>
              <span className="visually-hidden">
                {t('ui.postCard.reactions', { count: reactionCount })}
              </span>
            </span>
          )}
          {commentCount !== undefined && (
            <span className="post-card__stat">
              <Icon name="message" size={16} /> <span aria-hidden="true">{commentCount}</span>
              <span className="visually-hidden">
                {t('ui.postCard.comments', { count: commentCount })}
              </span>
            </span>
          )}
          {footer}
        </footer>
      )}
      {children}
    </GlassCard>
  )
}
