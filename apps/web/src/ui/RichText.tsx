import { cx } from './cx.ts'
import { parseRichText } from './richText.ts'

/**
 * User text with line breaks, http(s) links and **bold** — rendered as React text nodes,
 * never as HTML. Links open in a new tab without handing the page to the target.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx('rich-text', className)} dir="auto">
      {parseRichText(text).map((segment, index) => {
        const key = `${index}:${segment.kind}`
        if (segment.kind === 'bold') return <strong key={key}>{segment.text}</strong>
        if (segment.kind === 'link')
          return (
            <a key={key} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
              {segment.text}
            </a>
          )
        return <span key={key}>{segment.text}</span>
      })}
    </div>
  )
}
