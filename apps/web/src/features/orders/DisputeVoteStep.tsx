import type { Order } from '@agora/domain'
import { Link } from 'react-router'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'

type OrderEvent = Order['events'][number]

/** A dispute's referral to a community vote, or the vote's decision, with a link to the vote. */
export function DisputeVoteStep({ event }: { event: OrderEvent }) {
  const { proposalId, communityName, buyerBps } = event.data
  if (typeof proposalId !== 'string') return null
  const line =
    event.type === 'dispute_referred'
      ? t('orders.timeline.referred', { community: String(communityName ?? '') })
      : typeof buyerBps === 'number'
        ? t('orders.timeline.decided', {
            buyer: formatNumber(buyerBps / 100),
            seller: formatNumber(100 - buyerBps / 100),
          })
        : t('orders.timeline.undecided')
  return (
    <p>
      {line} · <Link to={`/proposals/${proposalId}`}>{t('orders.timeline.seeVote')}</Link>
    </p>
  )
}
