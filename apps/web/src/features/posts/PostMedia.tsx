import type { Media } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { cx } from '../../ui/cx.ts'
import './PostMedia.css'

/**
 * A post's images in a grid whose cells have a fixed aspect ratio, so nothing moves while the
 * images load. Each opens full size in a new tab.
 */
export function PostMedia({ media, author }: { media: Media[]; author: string }) {
  if (media.length === 0) return null
  return (
    <div className={cx('post-media', `post-media--${Math.min(media.length, 4)}`)}>
      {media.map((item, index) => (
        <a
          key={item.id}
          className="post-media__item"
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <img
            src={item.url}
            alt={t('posts.media.alt', { index: index + 1, total: media.length, author })}
            loading="lazy"
            decoding="async"
          />
        </a>
      ))}
    </div>
  )
}
