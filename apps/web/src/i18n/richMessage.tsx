import { Fragment, type ReactNode } from 'react'
import { type MessageValues, t } from './i18n.ts'
import type { MessageKey } from './messageKey.ts'

// a mark no translation contains: the elements go where their placeholders ended up
const MARK = '\u2063'

/**
 * A whole sentence from the catalogue with elements inside (a link, a network name): the
 * translation decides where they go. `t('orders.page.network', …)` with `{network}` an element.
 */
export function richMessage(
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, MARK + name + MARK]))
  const parts = t(key, { ...values, ...marks }).split(MARK)
  // odd parts are element names, even parts plain text
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
  ))
}
