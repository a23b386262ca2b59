import type { Order } from '@agora/domain'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { OrderTimeline } from './OrderTimeline.tsx'

const tx = (digit: string) => `0x${digit.repeat(64)}`
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`

const events: Order['events'] = [
  { type: 'created', actorAddress: null, data: {}, createdAt: at(0) },
  { type: 'paid', actorAddress: null, data: { txHash: tx('1') }, createdAt: at(1) },
  {
    type: 'disputed',
    actorAddress: null,
    data: { reason: 'Cracked', txHash: tx('2') },
    createdAt: at(2),
  },
  {
    type: 'dispute_referred',
    actorAddress: null,
    data: { proposalId: 'p1', communityName: 'Potters of Leeds', communitySlug: 'potters' },
    createdAt: at(3),
  },
  {
    type: 'dispute_decided',
    actorAddress: null,
    data: { proposalId: 'p1', outcome: 'passed', buyerBps: 5_000 },
    createdAt: at(4),
  },
  {
    type: 'resolved',
    actorAddress: null,
    data: { buyerBps: 5_000, txHash: tx('3') },
    createdAt: at(5),
  },
]

function renderTimeline(list: Order['events'], chainId = 8453) {
  render(
    <MemoryRouter>
      <OrderTimeline events={list} chainId={chainId} />
    </MemoryRouter>,
  )
  return screen.getAllByRole('listitem')
}

describe('OrderTimeline', () => {
  it('links every on-chain step to its transaction on the explorer', () => {
    const [created, paid, disputed, , , resolved] = renderTimeline(events)
    if (!created || !paid || !disputed || !resolved) throw new Error('missing steps')
    expect(within(created).queryByRole('link')).toBeNull()
    for (const [step, digit] of [
      [paid, '1'],
      [disputed, '2'],
      [resolved, '3'],
    ] as const) {
      const link = within(step).getByRole('link')
      expect(link.getAttribute('href')).toBe(`https://basescan.org/tx/${tx(digit)}`)
      expect(link.getAttribute('title')).toBe(tx(digit))
    }
    expect(resolved.textContent).toContain('50 % back to the buyer, 50 % to the seller')
  })

  it('shows a transaction without a link on a chain with no explorer', () => {
    const [, paid] = renderTimeline(events.slice(0, 2), 31337)
    expect(within(paid as HTMLElement).queryByRole('link')).toBeNull()
    expect(within(paid as HTMLElement).getByTitle(tx('1'))).toBeTruthy()
  })

  it('links the referral and the community’s decision to the vote', () => {
    const [, , , referred, decided] = renderTimeline(events)
    if (!referred || !decided) throw new Error('missing steps')
    expect(referred.textContent).toContain('Referred to a community vote')
    expect(referred.textContent).toContain('Put to the vote of Potters of Leeds')
    expect(within(referred).getByRole('link', { name: 'See the vote' }).getAttribute('href')).toBe(
      '/proposals/p1',
    )
    expect(decided.textContent).toContain(
      'The community decided: 50 % back to the buyer, 50 % to the seller',
    )
    expect(within(decided).getByRole('link', { name: 'See the vote' }).getAttribute('href')).toBe(
      '/proposals/p1',
    )
  })

  it('says an admin decides when the vote decided nothing', () => {
    const [step] = renderTimeline([
      {
        type: 'dispute_decided',
        actorAddress: null,
        data: { proposalId: 'p1', outcome: 'no_quorum', buyerBps: null },
        createdAt: at(4),
      },
    ])
    expect(step?.textContent).toContain('The vote decided nothing: an admin decides')
  })
})
