import type { ReactNode } from 'react'

export interface LtrProps {
  children: ReactNode
  /** `bdi` by default; `code` for hashes and code, `span`/`strong` to keep a look */
  as?: 'bdi' | 'code' | 'span' | 'strong'
  className?: string
  title?: string
}

/**
 * Text always read left to right — an address, a hash, an amount, a handle, code — kept whole
 * inside right-to-left sentences: `dir="ltr"`, and isolated from the text around it (the
 * browser isolates `bdi` and any element with `dir`), so "0xAb…12cd" or "1.5 ETH" never has
 * its pieces reordered. In a left-to-right page it looks as before.
 */
export function Ltr({ as: Element = 'bdi', ...props }: LtrProps) {
  return <Element dir="ltr" {...props} />
}
