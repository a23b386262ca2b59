import type { DisputeVote as DisputeVoteState } from '@agora/domain'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { DisputeVote } from './DisputeVote.tsx'
import { anOrder, onEscrow, renderOrderUi } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const offered: DisputeVoteState = {
  communityId: 'c1',
  communityName: 'Potters of Leeds',
  communitySlug: 'potters',
  proposalId: null,
  endsAt: null,
  outcome: null,
  buyerBps: null,
}
const referred: DisputeVoteState = {
  ...offered,
  proposalId: 'p1',
  endsAt: '2026-11-24T10:00:00.000Z',
}
const disputed = (disputeVote: DisputeVoteState) => anOrder({ escrow: onEscrow, disputeVote })

describe('DisputeVote', () => {
  it('lets a party ask the community that approved the listing to decide', async () => {
    const fetchMock = stubApi([
      [
        'POST',
        /\/orders\/[^/]+\/dispute\/referral$/,
        () => Response.json({ success: true, data: disputed(referred) }),
      ],
    ])
    renderOrderUi(<DisputeVote order={disputed(offered)} mayRefer />)
    expect(screen.getByText(/Potters of Leeds approved this listing by vote/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Ask the community to decide' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/orders/${anOrder().id}/dispute/referral`,
    )
  })

  it('offers no referral to someone who is not a party', () => {
    renderOrderUi(<DisputeVote order={disputed(offered)} mayRefer={false} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the running vote, and then its decision, with a link to the vote', () => {
    const { unmount } = renderOrderUi(<DisputeVote order={disputed(referred)} mayRefer />)
    expect(screen.getByText(/Potters of Leeds is voting on this dispute until/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the vote' }).getAttribute('href')).toBe(
      '/proposals/p1',
    )
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    renderOrderUi(
      <DisputeVote
        order={disputed({ ...referred, outcome: 'passed', buyerBps: 10_000 })}
        mayRefer
      />,
    )
    expect(
      screen.getByText(/Potters of Leeds decided: 100 % back to the buyer, 0 % to the seller/),
    ).toBeTruthy()
  })
})
