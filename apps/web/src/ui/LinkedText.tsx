import { Fragment } from 'react'
import { linkSegments } from './richText.ts'
import { SafeLink } from './SafeLink.tsx'

/** Plain text whose http(s) URLs are links (through SafeLink); nothing else is formatted. */
export function LinkedText({ text }: { text: string }) {
  return linkSegments(text).map((segment, index) => {
    const key = `${index}:${segment.kind}`
    return segment.kind === 'link' ? (
      <SafeLink key={key} href={segment.href}>
        {segment.text}
      </SafeLink>
    ) : (
      <Fragment key={key}>{segment.text}</Fragment>
    )
  })
}
