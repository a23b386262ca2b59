import type { DisputeVote } from '@agora/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../feed/test/socialTestUtils.tsx'
import { fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { ResolveForm } from './ResolveForm.tsx'
import {
  anOrder,
  onEscrow,
  partyRoutes,
  renderOrderUi,
  sentBodies,
} from './test/orderTestUtils.tsx'

afterEach(() => vi.unstubAllGlobals())

const community = {
  communityId: 'c1',
  communityName: 'Potters of Leeds',
  communitySlug: 'potters',
  proposalId: 'p1',
  endsAt: '2026-11-24T10:00:00.000Z',
}
const decided = (buyerBps: number): DisputeVote => ({ ...community, outcome: 'passed', buyerBps })

/** The confirmation the decision opens, once its button (`confirm`) names the parties. */
async function confirmation(confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Resolve the dispute?' })
  await within(dialog).findByRole('button', { name: confirm })
  return dialog
}

// jsdom's step check is in floating point (100 % 0.01 ≠ 0), so an escrow form never submits by click
const submitEscrowForm = () =>
  fireEvent.submit(screen.getByRole('form', { name: 'Resolve the dispute' }))

describe('ResolveForm', () => {
  it('ends a direct dispute as refunded when the buyer gets half or more', async () => {
    const fetchMock = stubApi([
      ...partyRoutes,
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
    const dialog = await confirmation('Decide for @bowlbuyer: refunded')
    expect(within(dialog).getByText(/no money moves in the app/)).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Decide for @bowlbuyer: refunded' }),
    )
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1))
    expect(sentBodies(fetchMock)).toEqual([{ note: 'Never arrived.', outcome: 'refunded' }])
  })

  it('completes a direct order when the buyer gets nothing', async () => {
    const fetchMock = stubApi([
      ...partyRoutes,
      ['POST', /\/resolve$/, () => Response.json({ success: true, data: anOrder() })],
    ])
    renderOrderUi(<ResolveForm order={anOrder()} />)
    const share = screen.getByLabelText(/Refund the buyer/)
    await userEvent.clear(share)
    await userEvent.type(share, '0')
    await userEvent.type(screen.getByLabelText('Decision'), 'Delivered as described.')
    await userEvent.click(screen.getByRole('button', { name: 'Resolve dispute' }))
    const dialog = await confirmation('Decide for @woodturner: completed')
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Decide for @woodturner: completed' }),
    )
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1))
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

  it('on escrow, names what each side gets before the split is sent, and that it is final', async () => {
    stubApi(partyRoutes)
    renderOrderUi(
      <ResolveForm order={anOrder({ escrow: onEscrow, disputeVote: decided(5_000) })} />,
    )
    await userEvent.type(screen.getByLabelText('Decision'), 'Half each.')
    submitEscrowForm()
    const dialog = await confirmation('Send 0.025 ETH to @bowlbuyer and 0.025 ETH to @woodturner')
    const lines = within(dialog)
      .getAllByRole('definition')
      .map((line) => line.textContent)
    expect(lines).toEqual(['0.025 ETH @bowlbuyer 0xb0…0001', '0.025 ETH @woodturner 0x5e…0002'])
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['To the buyer', 'To the seller'])
    expect(within(dialog).getByText(/the order ends as completed/)).toBeTruthy()
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy()
  })

  it('on escrow, names only the buyer when they get everything back', async () => {
    stubApi(partyRoutes)
    renderOrderUi(<ResolveForm order={anOrder({ escrow: onEscrow })} />)
    await userEvent.type(screen.getByLabelText('Decision'), 'Never arrived.')
    submitEscrowForm()
    const dialog = await confirmation('Send 0.05 ETH to @bowlbuyer')
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['To the buyer'])
    expect(within(dialog).getByText(/the order ends as refunded/)).toBeTruthy()
  })

  it('sends nothing when the arbiter cancels', async () => {
    const fetchMock = stubApi(partyRoutes)
    const web3 = fakeWeb3()
    renderOrderUi(<ResolveForm order={anOrder({ escrow: onEscrow })} />, web3)
    await userEvent.type(screen.getByLabelText('Decision'), 'Never arrived.')
    submitEscrowForm()
    const dialog = await confirmation('Send 0.05 ETH to @bowlbuyer')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(web3.openConnectModal).not.toHaveBeenCalled()
    expect(sentBodies(fetchMock)).toEqual([])
  })

  it('on escrow, asks for the arbiter’s wallet before anything is sent', async () => {
    const fetchMock = stubApi(partyRoutes)
    const web3 = fakeWeb3()
    renderOrderUi(<ResolveForm order={anOrder({ escrow: onEscrow })} />, web3)
    await userEvent.type(screen.getByLabelText('Decision'), 'Half each.')
    submitEscrowForm()
    const dialog = await confirmation('Send 0.05 ETH to @bowlbuyer')
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send 0.05 ETH to @bowlbuyer' }),
    )
    await waitFor(() => expect(web3.openConnectModal).toHaveBeenCalledTimes(1))
    expect(sentBodies(fetchMock)).toEqual([])
  })
})
