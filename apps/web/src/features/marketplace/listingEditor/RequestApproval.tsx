import type { Listing, Proposal } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { t } from '../../../i18n/i18n.ts'
import { richMessage } from '../../../i18n/richMessage.tsx'
import { apiFetch } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/errorMessage.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../../lib/responses.ts'
import { Button } from '../../../ui/Button.tsx'
import { GlassCard } from '../../../ui/GlassCard.tsx'
import { useCommunities } from '../../communities/data.ts'

/**
 * The seller asks one of their communities to approve the listing: the members vote (For /
 * Against / Abstain) and, if it passes, the listing shows "DAO Approved" naming them.
 */
export function RequestApproval({ listing }: { listing: Listing }) {
  const navigate = useNavigate()
  const communities = useCommunities({ member: true, limit: 50 })
  const mine = communities.data?.pages.flatMap((page) => page.data) ?? []
  const [communityId, setCommunityId] = useState('')
  const selectId = useId()
  const ask = useMutation({
    mutationFn: async (target: string) =>
      (
        await apiFetch<DataResponse<Proposal>>(
          `/api/communities/${encodeURIComponent(target)}/proposals`,
          {
            method: 'POST',
            body: { kind: 'listing-approval', listingId: listing.id },
            headers: idempotencyHeaders(newIdempotencyKey()),
          },
        )
      ).data,
    onSuccess: (proposal) => navigate(`/proposals/${proposal.id}`),
  })
  const chosen = communityId || mine[0]?.id || ''

  return (
    <GlassCard padding="medium" className="order-card">
      <h2>{t('listings.approval.title')}</h2>
      {listing.daoApprovals.length > 0 && (
        <ul className="listing-page__approvals">
          {listing.daoApprovals.map((approval) => (
            <li key={approval.proposalId}>
              {richMessage(
                'listings.approval.approvedBy',
                {
                  vote: (
                    <Link to={`/proposals/${approval.proposalId}`}>
                      {t('listings.approval.seeVote')}
                    </Link>
                  ),
                },
                { community: approval.communityName },
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="order-card__meta">{t('listings.approval.explain')}</p>
      {mine.length === 0 ? (
        <p className="order-card__meta">
          {communities.isPending
            ? t('listings.approval.loadingCommunities')
            : t('listings.approval.joinFirst')}
        </p>
      ) : (
        <div className="order-actions__row">
          <label className="visually-hidden" htmlFor={selectId}>
            {t('listings.approval.community')}
          </label>
          <select
            id={selectId}
            className="field__select"
            value={chosen}
            onChange={(event) => setCommunityId(event.target.value)}
          >
            {mine.map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
          </select>
          <Button disabled={!chosen || ask.isPending} onClick={() => ask.mutate(chosen)}>
            {t('listings.approval.ask')}
          </Button>
        </div>
      )}
      {ask.isError && (
        <p className="field__error" role="alert">
          {errorMessage(ask.error)}
        </p>
      )}
    </GlassCard>
  )
}
