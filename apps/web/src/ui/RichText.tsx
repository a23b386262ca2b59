import { Link } from 'react-router'
import { cx } from './cx.ts'
import { parseRichText } from './richText.ts'
import { SafeLink } from './SafeLink.tsx'

type RichTextProps = {
  text: string
  className?: string
  /** Opens a preview of the mentioned user; without it a mention is plain text. */
  onMention?: (handle: string) => void
}

/**
 * User text with line breaks, http(s) links, **bold**, #hashtags (to the tag's feed) and
 * @mentions — rendered as React text nodes, never as HTML. Links open in a new tab without
 * handing the page to the target; a flagged one opens the warning page first (SafeLink).
 */
export function RichText({ text, className, onMention }: RichTextProps) {
  return (
    <div className={cx('rich-text', className)} dir="auto">
      {parseRichText(text).map((segment, index) => {
        const key = `${index}:${segment.kind}`
        if (segment.kind === 'bold') return <strong key={key}>{segment.text}</strong>
        if (segment.kind === 'link')
          return (
            <SafeLink key={key} href={segment.href}>
              {segment.text}
            </SafeLink>
          )
        if (segment.kind === 'hashtag')
          return (
            <Link
              key={key}
              className="rich-text__tag"
              to={`/?tag=${encodeURIComponent(segment.tag)}`}
            >
              {segment.text}
            </Link>
          )
        if (segment.kind === 'mention' && onMention)
          return (
            <button
              key={key}
              type="button"
              className="rich-text__mention"
              onClick={() => onMention(segment.handle)}
            >
              {segment.text}
            </button>
          )
        return <span key={key}>{segment.text}</span>
      })}
    </div>
  )
}
