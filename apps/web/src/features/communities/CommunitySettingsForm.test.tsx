import type { Community } from '@agora/domain'
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi } from '../feed/test/socialTestUtils.tsx'
import { CommunitySettingsForm } from './CommunitySettingsForm.tsx'

afterEach(() => vi.unstubAllGlobals())

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const community = {
  id: 'c1',
  slug: 'garden',
  name: 'Garden',
  viewerRole: 'admin',
  proposalCreators: 'admins',
  listingApproval: { quorum: 1, votingHours: 72 },
  proposalRules: {},
  gate: null,
} as Community
const config = [
  'GET',
  /^\/api\/config$/,
  () =>
    Response.json({
      chains: [
        { id: 1, name: 'Ethereum', rpcUrl: null },
        { id: 31337, name: 'Local chain', rpcUrl: null },
      ],
      defaultChainId: 1,
    }),
] satisfies Parameters<typeof stubApi>[0][number]

describe('CommunitySettingsForm', () => {
  it('saves who proposes, the listing-approval vote and an ERC-20 gate on the chosen chain', async () => {
    const sent: unknown[] = []
    stubApi([
      config,
      [
        'PATCH',
        /^\/api\/communities\/c1\/settings$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: community })
        },
      ],
    ])
    renderSocial(<CommunitySettingsForm community={community} />, { auth: fakeAuth(true) })
    await userEvent.selectOptions(screen.getByLabelText('Who may open proposals'), 'members')
    await userEvent.clear(screen.getByLabelText('Votes a listing approval needs'))
    await userEvent.type(screen.getByLabelText('Votes a listing approval needs'), '3')
    await userEvent.clear(screen.getByLabelText('Listing approval vote length (hours)'))
    await userEvent.type(screen.getByLabelText('Listing approval vote length (hours)'), '24')
    await userEvent.selectOptions(screen.getByLabelText('Token needed to join'), 'erc20')
    await screen.findByRole('option', { name: 'Local chain' })
    await userEvent.selectOptions(screen.getByLabelText('Chain'), '31337')
    await userEvent.type(screen.getByLabelText('Token contract address'), TOKEN)
    await userEvent.clear(screen.getByLabelText('Minimum balance'))
    await userEvent.type(screen.getByLabelText('Minimum balance'), '100')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await screen.findByText('Settings saved')
    expect(sent).toEqual([
      {
        proposalCreators: 'members',
        listingApproval: { quorum: 3, votingHours: 24 },
        gate: { kind: 'erc20', chainId: 31337, token: TOKEN, minimum: '100' },
      },
    ])
  })

  it('leaves an unchanged gate out and shows why the server refused', async () => {
    const sent: unknown[] = []
    const gated = {
      ...community,
      gate: {
        kind: 'erc721',
        chainId: 31337,
        token: TOKEN,
        symbol: 'PASS',
        decimals: 0,
        minBalance: '1',
        minimum: '1',
      },
    } as Community
    stubApi([
      config,
      [
        'PATCH',
        /^\/api\/communities\/c1\/settings$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json(
            { success: false, code: 'FORBIDDEN', error: 'Only community admins change settings' },
            { status: 403 },
          )
        },
      ],
    ])
    renderSocial(<CommunitySettingsForm community={gated} />, { auth: fakeAuth(true) })
    expect((screen.getByLabelText('Token contract address') as HTMLInputElement).value).toBe(TOKEN)
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this')
    await waitFor(() =>
      expect(sent).toEqual([
        { proposalCreators: 'admins', listingApproval: { quorum: 1, votingHours: 72 } },
      ]),
    )
  })

  it("puts the server's refusal of the gate at its field and moves focus there", async () => {
    stubApi([
      config,
      [
        'PATCH',
        /^\/api\/communities\/c1\/settings$/,
        () =>
          Response.json(
            {
              success: false,
              code: 'VALIDATION_FAILED',
              error: 'Invalid request: body.gate.minimum must be above 0 with at most 18 decimals',
              details: {
                fields: [
                  {
                    field: 'body.gate.minimum',
                    message: 'must be above 0 with at most 18 decimals',
                  },
                ],
              },
            },
            { status: 400 },
          ),
      ],
    ])
    renderSocial(<CommunitySettingsForm community={community} />, { auth: fakeAuth(true) })
    await userEvent.selectOptions(screen.getByLabelText('Token needed to join'), 'erc20')
    await userEvent.type(screen.getByLabelText('Token contract address'), TOKEN)
    await userEvent.clear(screen.getByLabelText('Minimum balance'))
    await userEvent.type(screen.getByLabelText('Minimum balance'), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    const minimum = screen.getByLabelText('Minimum balance')
    await waitFor(() => expect(document.activeElement).toBe(minimum))
    expect(minimum.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Must be above 0 with at most 18 decimals').id).toBe(
      minimum.getAttribute('aria-describedby'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
