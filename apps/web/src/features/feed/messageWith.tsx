import type { ReactNode } from 'react'
import { type MessageValues, t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'

// a character no message contains: where the element goes once the message is translated
const SLOT = '\uE000'

/**
 * A message with one element inside (a link, a name in bold), kept as one sentence: the
 * message's `{slot}` placeholder says where `node` stands in the active language.
 */
export function messageWith(
  key: MessageKey,
  slot: string,
  node: ReactNode,
  values?: MessageValues,
): ReactNode {
  const [before = '', after = ''] = t(key, { ...values, [slot]: SLOT }).split(SLOT)
  return (
    <>
      {before}
      {node}
      {after}
    </>
  )
}
