import type { Community } from '@agora/domain'
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ProposalRulesForm } from './ProposalRulesForm.tsx'

afterEach(() => vi.unstubAllGlobals())

const community = {
  id: 'c1',
  slug: 'garden',
  name: 'Garden',
  viewerRole: 'admin',
  proposalCreators: 'admins',
  listingApproval: { quorum: 1, votingHours: 72 },
  proposalRules: {
    'dispute-settlement': {
      quorum: '2',
      threshold: null,
      minHours: 1,
      maxHours: 48,
      creators: 'admins',
    },
  },
  gate: null,
} as Community

describe('ProposalRulesForm', () => {
  it('sends a rule for each checked kind and null for the others', async () => {
    const sent: unknown[] = []
    stubApi([
      [
        'PATCH',
        /^\/api\/communities\/c1\/settings$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: community })
        },
      ],
    ])
    renderSocial(<ProposalRulesForm community={community} />, { auth: fakeAuth(true) })
    const general = screen.getByRole('group', { name: 'General proposals' })
    await userEvent.click(within(general).getByRole('checkbox'))
    await userEvent.clear(within(general).getByLabelText('Minimum quorum (votes, NFTs or tokens)'))
    await userEvent.type(
      within(general).getByLabelText('Minimum quorum (votes, NFTs or tokens)'),
      '5',
    )
    await userEvent.type(within(general).getByLabelText('Pass threshold (%)'), '66')
    // the dispute rule is taken off
    const disputes = screen.getByRole('group', { name: 'Dispute settlements' })
    await userEvent.click(within(disputes).getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
    await screen.findByText('Proposal rules saved')
    expect(sent).toEqual([
      {
        proposalRules: {
          general: { quorum: '5', threshold: 66, minHours: 1, maxHours: 336, creators: 'admins' },
          'listing-approval': null,
          'dispute-settlement': null,
        },
      },
    ])
  })
})
