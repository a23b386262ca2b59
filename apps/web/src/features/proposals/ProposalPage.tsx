import type { Proposal } from '@agora/domain'
import { useEffect, useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { chainLabel } from '../communities/chainLabel.ts'
import { useCommunity } from '../communities/data.ts'
import { QuoteButton } from '../composer/QuoteButton.tsx'
import { useProposal, useVotes } from './data.ts'
import { choiceText, powerText, stateAt } from './format.ts'
import { renderMarkdown } from './markdown.ts'
import { ProposalBookmark } from './ProposalBookmark.tsx'
import { ProposalStatus } from './ProposalStatus.tsx'
import { ResultsChart } from './ResultsChart.tsx'
import { useNow } from './useNow.ts'
import { VoteForm } from './VoteForm.tsx'
import './Proposals.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** `/proposals/{id}`: a proposal, its results, the viewer's vote and every signed vote. */
export function ProposalPage() {
  const { proposalId = '' } = useParams()
  const proposal = useProposal(proposalId)
  const now = useNow()
  const data = proposal.data
  const clockState = data ? stateAt(data, now) : null
  // the window opened or closed while the page was open: ask for the server's word on it
  const { refetch } = proposal
  useEffect(() => {
    if (data && clockState && clockState !== data.state) void refetch()
  }, [clockState, data, refetch])

  if (proposal.isPending) return <p role="status">{t('proposals.page.loading')}</p>
  if (proposal.isError) {
    if (proposal.error instanceof ApiError && proposal.error.status === 404) {
      return (
        <div className="view">
          <EmptyState icon="landmark" title={t('proposals.page.notFoundTitle')}>
            {t('proposals.page.notFound')}
          </EmptyState>
        </div>
      )
    }
    return (
      <div className="view">
        <LoadError
          title={t('proposals.page.loadError')}
          error={proposal.error}
          onRetry={() => void proposal.refetch()}
        />
      </div>
    )
  }
  return <ProposalDetails proposal={proposal.data} now={now} />
}

function ProposalDetails({ proposal, now }: { proposal: Proposal; now: number }) {
  const community = useCommunity(proposal.communityId)
  const body = useMemo(() => renderMarkdown(proposal.body), [proposal.body])
  const state = stateAt(proposal, now)
  const canVote = state === 'active' && proposal.state === 'active'
  const { strategy } = proposal
  const communityHref = `/dao/${community.data?.slug ?? proposal.communityId}`

  return (
    <div className="view proposal-page">
      <div>
        <Link className="back-link" to={`${communityHref}?section=proposals`}>
          {community.data
            ? t('proposals.page.back', { community: community.data.name })
            : t('proposals.page.backFallback')}
        </Link>
      </div>
      <GlassCard as="article" padding="large" aria-labelledby="proposal-title">
        <div className="proposal-page__top">
          <ProposalStatus proposal={proposal} now={now} />
          <span className="proposal-page__actions">
            <QuoteButton
              size="small"
              target={{
                kind: 'proposal',
                id: proposal.id,
                label: t('proposals.page.quoteLabel', { title: proposal.title }),
              }}
            />
            <ProposalBookmark proposal={proposal} />
          </span>
        </div>
        <h1 id="proposal-title" className="proposal-page__title" dir="auto">
          {proposal.title}
        </h1>
        <p className="proposal-page__meta">
          {proposal.author
            ? `${t('proposals.page.by', { handle: proposal.author.handle })} · `
            : ''}
          {t(`proposals.system.${proposal.votingSystem}`)} ·{' '}
          {strategy.kind === 'member'
            ? t('proposals.strategy.member')
            : t('proposals.page.strategyOn', {
                strategy: t(`proposals.strategy.${strategy.kind}`),
                token:
                  strategy.kind === 'erc20-balance' && strategy.symbol
                    ? strategy.symbol
                    : shortAddress(strategy.token),
                chain: chainLabel(strategy.chainId),
                block: String(proposal.snapshotBlock),
              })}
        </p>
        {proposal.kind === 'listing-approval' && proposal.listingId && (
          <p>
            <Link to={`/market/${proposal.listingId}`}>{t('proposals.page.viewListing')}</Link>
          </p>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off, no images and only safe links (markdown.ts) */}
        <div className="proposal-body" dangerouslySetInnerHTML={{ __html: body }} />
      </GlassCard>

      <GlassCard padding="large">
        <ResultsChart proposal={proposal} />
      </GlassCard>

      {proposal.viewerVote && (
        <GlassCard
          as="section"
          padding="medium"
          className="own-vote"
          aria-label={t('proposals.page.yourVote')}
        >
          <strong>{t('proposals.page.yourVoteLabel')}</strong>
          {choiceText(proposal, proposal.viewerVote.vote.choice)} ·{' '}
          {powerText(proposal.viewerVote.power, strategy)}
          {proposal.viewerVote.delegators > 0 &&
            ` · ${t('proposals.votes.votingFor', { count: proposal.viewerVote.delegators })}`}
          {proposal.viewerVote.vote.reason && (
            <p className="own-vote__reason">
              {t('proposals.page.quoted', { text: proposal.viewerVote.vote.reason })}
            </p>
          )}
        </GlassCard>
      )}

      {canVote && (
        <GlassCard padding="large">
          {community.data && !community.data.viewerRole ? (
            <p>{t('proposals.page.joinToVote', { name: community.data.name })}</p>
          ) : (
            <VoteForm key={proposal.viewerVote?.signature ?? 'new'} proposal={proposal} />
          )}
        </GlassCard>
      )}

      <GlassCard padding="large">
        <VoteList proposal={proposal} />
      </GlassCard>
    </div>
  )
}

/** Every vote with its signature, so anyone can check it against the voter's wallet. */
function VoteList({ proposal }: { proposal: Proposal }) {
  const votes = useVotes(proposal.id)
  const rows = votes.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section aria-labelledby="votes-title">
      <h2 id="votes-title">{t('proposals.votes.title')}</h2>
      <p className="proposal-page__meta">{t('proposals.votes.explainer')}</p>
      {votes.isError ? (
        <LoadError
          title={t('proposals.votes.loadError')}
          error={votes.error}
          onRetry={() => void votes.refetch()}
        />
      ) : rows.length === 0 ? (
        <p>{t(votes.isPending ? 'proposals.votes.loading' : 'proposals.votes.empty')}</p>
      ) : (
        <ul className="vote-list" aria-label={t('proposals.votes.title')}>
          {rows.map((vote) => (
            <li key={vote.voter.id} className="vote-list__item">
              <Ltr as="span" className="vote-list__who">
                @{vote.voter.handle}
              </Ltr>
              <span>{choiceText(proposal, vote.vote.choice)}</span>
              <span>{powerText(vote.power, proposal.strategy)}</span>
              {vote.delegators > 0 && (
                <span className="vote-list__delegated">
                  {t('proposals.votes.votingFor', { count: vote.delegators })}
                </span>
              )}
              <Ltr as="code" className="vote-list__signature" title={vote.signature}>
                {`${vote.signature.slice(0, 10)}…${vote.signature.slice(-6)}`}
              </Ltr>
              {vote.vote.reason && <q className="vote-list__reason">{vote.vote.reason}</q>}
            </li>
          ))}
        </ul>
      )}
      {votes.hasNextPage && (
        <Button
          variant="ghost"
          disabled={votes.isFetchingNextPage}
          onClick={() => void votes.fetchNextPage()}
        >
          {t('proposals.votes.more')}
        </Button>
      )}
    </section>
  )
}
