import { linkFlag } from '@agora/domain'
import type { ReactNode } from 'react'
import { Link, useInRouterContext } from 'react-router'
import { leavingHref, useLinkBlocklist } from '../lib/linkBlocklist.ts'

const NOTHING_LISTED: ReadonlySet<string> = new Set()

type SafeLinkProps = {
  href: string
  className?: string
  rel?: string
  children: ReactNode
}

/**
 * A link out of Agora from what people wrote: in a new tab, handing nothing to the target.
 * One to a listed phishing domain or a look-alike of a crypto site opens the warning page
 * first (look-alikes are known at once; listed domains once the list has arrived).
 */
export function SafeLink({
  href,
  className,
  rel = 'noopener noreferrer nofollow',
  children,
}: SafeLinkProps) {
  const { domains } = useLinkBlocklist()
  const inRouter = useInRouterContext()
  if (linkFlag(href, domains ?? NOTHING_LISTED)) {
    return inRouter ? (
      <Link className={className} to={leavingHref(href)}>
        {children}
      </Link>
    ) : (
      <a className={className} href={leavingHref(href)}>
        {children}
      </a>
    )
  }
  return (
    <a className={className} href={href} target="_blank" rel={rel}>
      {children}
    </a>
  )
}
