import type { Community } from '@agora/domain'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { ProposalForm } from './ProposalForm.tsx'

afterEach(() => vi.unstubAllGlobals())

const community = {
  id: 'c1',
  slug: 'garden',
  name: 'Garden',
  viewerRole: 'member',
  proposalCreators: 'members',
  listingApproval: { quorum: 1, votingHours: 72 },
  proposalRules: {
    general: { quorum: '3', threshold: 66, minHours: 2, maxHours: 48, creators: 'members' },
  },
  gate: null,
} as Community

describe('ProposalForm', () => {
  it('shows the community’s rule, starts at its minimum and sends the stricter terms asked', async () => {
    const sent: Record<string, unknown>[] = []
    stubApi([
      [
        'POST',
        /^\/api\/communities\/c1\/proposals$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json(
            {
              success: false,
              code: 'BELOW_COMMUNITY_MINIMUM',
              error: 'The pass threshold is below this community’s minimum for general proposals',
            },
            { status: 400 },
          )
        },
      ],
    ])
    renderSocial(<ProposalForm community={community} onCreated={vi.fn()} onCancel={vi.fn()} />, {
      auth: fakeAuth(true),
    })
    expect(screen.getByRole('note').textContent).toBe(
      'Garden’s rule for general proposals: a quorum of at least 3; at least 66% of the votes cast to pass; voting for 2 to 48 hours; opened by members. You may ask for more, never less.',
    )
    expect(screen.getByLabelText('Quorum')).toHaveProperty('value', '3')
    const threshold = screen.getByLabelText('Pass threshold (%)')
    expect(threshold).toHaveProperty('value', '66')
    await userEvent.type(screen.getByLabelText(/^Title/), 'Plant pears')
    await userEvent.clear(screen.getByLabelText('Quorum'))
    await userEvent.type(screen.getByLabelText('Quorum'), '4')
    await userEvent.clear(threshold)
    await userEvent.type(threshold, '75')
    await userEvent.click(screen.getByRole('button', { name: 'Publish proposal' }))
    // the server's word on a term below the rule shows above the form
    await screen.findByText(/below this community’s minimum/)
    expect(sent[0]).toMatchObject({ kind: 'general', quorum: '4', threshold: 75 })
  })
})
