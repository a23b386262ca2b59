import type { Order } from '@agora/domain'
import { Link } from 'react-router'
import { formatDate, formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useOrderAction } from './data.ts'

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

/**
 * A community that approved the listing settles the dispute by vote: a party or an admin asks
 * it to (`mayRefer`: this person, on the order as it is now), then everyone sees the vote
 * running and what it decided.
 */
export function DisputeVote({ order, mayRefer }: { order: Order; mayRefer: boolean }) {
  const refer = useOrderAction(order.id, 'dispute/referral')
  const vote = order.disputeVote
  if (!vote) return null
  const community = vote.communityName
  return (
    <section className="order-form" aria-label={t('orders.disputeVote.label')}>
      <h2>{t('orders.disputeVote.label')}</h2>
      {!vote.proposalId ? (
        <>
          <p>{t('orders.disputeVote.offer', { community })}</p>
          {mayRefer && (
            <Button variant="outline" disabled={refer.isPending} onClick={() => refer.mutate({})}>
              {t('orders.disputeVote.refer')}
            </Button>
          )}
          {refer.isError && (
            <p className="field__error" role="alert">
              {errorMessage(refer.error)}
            </p>
          )}
        </>
      ) : (
        <p>
          {vote.outcome === null
            ? t('orders.disputeVote.open', {
                community,
                date: formatDate(vote.endsAt ?? '', DATE_TIME),
              })
            : vote.buyerBps === null
              ? t('orders.disputeVote.undecided', { community })
              : t('orders.disputeVote.decided', {
                  community,
                  buyer: formatNumber(vote.buyerBps / 100),
                  seller: formatNumber(100 - vote.buyerBps / 100),
                })}{' '}
          <Link to={`/proposals/${vote.proposalId}`}>{t('orders.disputeVote.seeVote')}</Link>
        </p>
      )}
    </section>
  )
}
