import { type Community, hasCommunityRole, type ProposalState } from '@agora/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FeedTabs } from '../../ui/FeedTabs.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useProposals } from './data.ts'
import { ProposalCard } from './ProposalCard.tsx'
import { ProposalForm } from './ProposalForm.tsx'
import { useNow } from './useNow.ts'
import './Proposals.css'

type Filter = 'all' | ProposalState
const FILTERS: Filter[] = ['all', 'active', 'pending', 'closed']

/** A community's proposals (its own chunk): filter by state, open one, or start one. */
export function CommunityProposals({ community }: { community: Community }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const [filter, setFilter] = useState<Filter>('all')
  const [creating, setCreating] = useState(false)
  const proposals = useProposals(community.id, filter === 'all' ? null : filter)
  const now = useNow()
  const mayPropose =
    community.viewerRole === 'admin' ||
    ((community.proposalRules.general?.creators ?? community.proposalCreators) === 'members' &&
      hasCommunityRole(community.viewerRole, 'member'))
  const rows = proposals.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <section
      className="community-proposals"
      aria-label={t('proposals.list.label', { name: community.name })}
    >
      <div className="community-proposals__bar">
        <FeedTabs
          label={t('proposals.list.tabs')}
          tabs={FILTERS.map((id) => ({ id, label: t(`proposals.list.filter.${id}`) }))}
          value={filter}
          onChange={setFilter}
        />
        {mayPropose && !creating && (
          <Button size="small" icon="landmark" onClick={() => setCreating(true)}>
            {t('proposals.list.new')}
          </Button>
        )}
      </div>
      {!mayPropose && auth.isAuthenticated && community.viewerRole && (
        <p className="proposal-page__meta">{t('proposals.list.adminsOnly')}</p>
      )}
      {creating && (
        <ProposalForm
          community={community}
          onCancel={() => setCreating(false)}
          onCreated={(proposal) => navigate(`/proposals/${proposal.id}`)}
        />
      )}
      {proposals.isError ? (
        <LoadError
          title={t('proposals.list.loadError')}
          error={proposals.error}
          onRetry={() => void proposals.refetch()}
        />
      ) : proposals.isPending ? (
        <p role="status">{t('proposals.list.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState icon="landmark" title={t('proposals.list.emptyTitle')}>
          {t(filter === 'all' ? 'proposals.list.empty' : 'proposals.list.emptyFiltered')}
        </EmptyState>
      ) : (
        <ul className="proposal-list" aria-label={t('proposals.list.items')}>
          {rows.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard proposal={proposal} now={now} />
            </li>
          ))}
        </ul>
      )}
      {proposals.hasNextPage && (
        <Button
          variant="ghost"
          disabled={proposals.isFetchingNextPage}
          onClick={() => void proposals.fetchNextPage()}
        >
          {t('proposals.list.more')}
        </Button>
      )}
    </section>
  )
}
