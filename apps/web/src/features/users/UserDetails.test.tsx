import type { PublicUser } from '@agora/domain'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuth, renderSocial, stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { UserDetails } from './UserDetails.tsx'

const profile = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 'user-2',
  address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
  handle: 'bob',
  displayName: null,
  ens: null,
  bio: null,
  avatar: null,
  counts: null,
  viewerFollows: false,
  createdAt: '2025-01-01T00:00:00Z',
  ...overrides,
})

describe('a profile’s "Message"', () => {
  it('starts a conversation with that address, or with the handle when the address is private', () => {
    const first = renderSocial(<UserDetails profile={profile()} />, { auth: fakeAuth(true) })
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/new?to=0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
    )
    first.unmount()
    renderSocial(<UserDetails profile={profile({ address: null })} />, { auth: fakeAuth(true) })
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/new?to=%40bob',
    )
  })

  it('is not offered on one’s own profile or to visitors', () => {
    const own = renderSocial(
      <UserDetails profile={profile({ id: viewer.id, address: viewer.address })} />,
      { auth: fakeAuth(true) },
    )
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
    own.unmount()
    renderSocial(<UserDetails profile={profile()} />, { auth: fakeAuth(false) })
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
  })
})

describe('a profile’s "Report"', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends a report about that person to the moderators, with the reason and note', async () => {
    const sent: unknown[] = []
    stubApi([
      [
        'POST',
        /^\/api\/reports$/,
        ({ init }) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({ success: true, data: { id: 'r1' } }, { status: 201 })
        },
      ],
    ])
    renderSocial(<UserDetails profile={profile()} />, { auth: fakeAuth(true) })
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const form = screen.getByRole('form', { name: 'Report this person' })
    await userEvent.selectOptions(
      within(form).getByLabelText('Why are you reporting it?'),
      'harassment',
    )
    await userEvent.type(within(form).getByLabelText(/^Note for the moderators/), 'threats in DMs')
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { targetKind: 'person', targetId: 'user-2', reason: 'harassment', note: 'threats in DMs' },
      ]),
    )
    await screen.findByText('Thanks: the moderators will look at it')
  })

  it('is not offered on one’s own profile or to visitors', () => {
    const own = renderSocial(
      <UserDetails profile={profile({ id: viewer.id, address: viewer.address })} />,
      { auth: fakeAuth(true) },
    )
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
    own.unmount()
    renderSocial(<UserDetails profile={profile()} />, { auth: fakeAuth(false) })
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })
})
