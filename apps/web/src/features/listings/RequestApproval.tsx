import type { Listing, Proposal } from '@agora/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { apiFetch } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useCommunities } from '../communities/data.ts'

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
      <h2>DAO approval</h2>
      {listing.daoApprovals.length > 0 && (
        <ul className="listing-page__approvals">
          {listing.daoApprovals.map((approval) => (
            <li key={approval.proposalId}>
              Approved by {approval.communityName} ·{' '}
              <Link to={`/proposals/${approval.proposalId}`}>see the vote</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="order-card__meta">
        Ask a community you belong to: its members vote, and if the vote passes the listing shows
        “DAO Approved” with the community’s name. Changing the title, description, price or category
        afterwards removes it.
      </p>
      {mine.length === 0 ? (
        <p className="order-card__meta">
          {communities.isPending ? 'Loading your communities…' : 'Join a community first.'}
        </p>
      ) : (
        <div className="order-actions__row">
          <label className="visually-hidden" htmlFor={selectId}>
            Community
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
            Ask for approval
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
