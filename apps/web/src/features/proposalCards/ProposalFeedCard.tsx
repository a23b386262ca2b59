import { type AnnouncedProposal, proposalState } from '@agora/domain'
import { Link } from 'react-router'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import './ProposalFeedCard.css'

/**
 * A proposal as its community's feed shows it once it opens: its kind, its title linking to
 * its page, and when voting closes (or closed, with the outcome).
 */
export function ProposalFeedCard({ proposal }: { proposal: AnnouncedProposal }) {
  // read once: the feed re-renders often enough for a card that names a date, not a countdown
  const state = proposalState(proposal.startsAt, proposal.endsAt, new Date())
  const outcome = state === 'closed' ? proposal.outcome : null
  return (
    <section
      className="proposal-feed-card"
      aria-labelledby={`proposal-card-${proposal.id}`}
      data-proposal-id={proposal.id}
    >
      <p className="proposal-feed-card__kind">{t(`proposals.feedCard.kind.${proposal.kind}`)}</p>
      <Link
        id={`proposal-card-${proposal.id}`}
        className="proposal-feed-card__title"
        to={`/proposals/${proposal.id}`}
      >
        {proposal.title}
      </Link>
      <p className="proposal-feed-card__status">
        <span className="proposal-feed-card__pill" data-state={outcome ?? state}>
          {outcome ? t(`proposals.outcome.${outcome}`) : t(`proposals.state.${state}`)}
        </span>
        <span className="proposal-feed-card__closes">
          {t(state === 'closed' ? 'proposals.status.closed' : 'proposals.feedCard.closes', {
            date: formatDateTime(proposal.endsAt),
          })}
        </span>
      </p>
    </section>
  )
}
