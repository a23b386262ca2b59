import type { Profile } from '@agora/domain'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeAuth, renderSocial, viewer } from '../feed/test/socialTestUtils.tsx'
import { ProfileDetails } from './ProfileDetails.tsx'

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-2',
  address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
  handle: 'bob',
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
    const first = renderSocial(<ProfileDetails profile={profile()} />, { auth: fakeAuth(true) })
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/new?to=0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
    )
    first.unmount()
    renderSocial(<ProfileDetails profile={profile({ address: null })} />, { auth: fakeAuth(true) })
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/new?to=%40bob',
    )
  })

  it('is not offered on one’s own profile or to visitors', () => {
    const own = renderSocial(
      <ProfileDetails profile={profile({ id: viewer.id, address: viewer.address })} />,
      { auth: fakeAuth(true) },
    )
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
    own.unmount()
    renderSocial(<ProfileDetails profile={profile()} />, { auth: fakeAuth(false) })
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
  })
})
