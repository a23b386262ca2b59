import type { DisputeVote } from '@agora/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { ResolveForm } from './ResolveForm.tsx'
import { anOrder, onEscrow, renderOrderUi, sentBodies } from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const community = {
  communityId: 'c1',
  communityName: 'Potters of Leeds',
  communitySlug: 'potters',
  proposalId: 'p1',
  endsAt: '2026-11-24T10:00:00.000Z',
}
const decided = (buyerBps: number): DisputeVote => ({ ...community, outcome: 'passed', buyerBps })

describe('ResolveForm', () => {
  it('ends a direct dispute as refunded when the buyer gets half or more', async () => {
    const fetchMock = stubApi([
      [
        'POST',
        /\/orders\/[^/]+\/resolve$/,
        () => Response.json({ success: true, data: anOrder({ status: 'refunded' }) }),
      ],
    ])
    renderOrderUi(<ResolveForm order={anOrder()} />)
    expect((screen.getByLabelText(/Refund the buyer/) as HTMLInputElement).value).toBe('100')
    await userEvent.type(screen.getByLabelText('Decision'), 'Never arrived.')
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(sentBodies(fetchMock)).toEqual([{ note: 'Never arrived.', outcome: 'refunded' }])
  })

  it('completes a direct order when the buyer gets nothing', async () => {
    const fetchMock = stubApi([
      ['POST', /\/resolve$/, () => Response.json({ success: true, data: anOrder() })],
    ])
    renderOrderUi(<ResolveForm order={anOrder()} />)
    const share = screen.getByLabelText(/Refund the buyer/)
    await userEvent.clear(share)
    await userEvent.type(share, '0')
    await userEvent.type(screen.getByLabelText('Decision'), 'Delivered as described.')
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(sentBodies(fetchMock)).toEqual([
      { note: 'Delivered as described.', outcome: 'completed' },
    ])
  })

  it('fills in the split the community decided, and says the server takes no other', () => {
    renderOrderUi(
      <ResolveForm order={anOrder({ escrow: onEscrow, disputeVote: decided(5_000) })} />,
    )
    const share = screen.getByLabelText('Buyer’s share (%)') as HTMLInputElement
    expect(share.value).toBe('50')
    expect(share.getAttribute('aria-describedby')).toBe('resolve-community')
    expect(screen.getByText(/Filled in with the community’s decision/)).toBeTruthy()
  })

  it('says to wait while the community is still voting', () => {
    const voting: DisputeVote = { ...community, outcome: null, buyerBps: null }
    renderOrderUi(<ResolveForm order={anOrder({ escrow: onEscrow, disputeVote: voting })} />)
    expect((screen.getByLabelText('Buyer’s share (%)') as HTMLInputElement).value).toBe('100')
    expect(screen.getByText(/still voting/)).toBeTruthy()
  })

  it('on escrow, asks for the arbiter’s wallet before anything is sent', async () => {
    const fetchMock = stubApi([])
    const web3 = fakeWeb3()
    renderOrderUi(<ResolveForm order={anOrder({ escrow: onEscrow })} />, web3)
    await userEvent.type(screen.getByLabelText('Decision'), 'Half each.')
    // jsdom's step check is in floating point (100 % 0.01 ≠ 0), so it would never submit
    fireEvent.submit(screen.getByRole('form', { name: 'Resolve the dispute' }))
    await waitFor(() => expect(web3.openConnectModal).toHaveBeenCalled())
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
