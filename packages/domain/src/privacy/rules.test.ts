import { describe, expect, it } from 'vitest'
import { profileAccess } from './rules.ts'

const member = { userId: 'someone', role: 'user' as const }
const all = { profile: true, address: true, activity: true }
const none = { profile: false, address: false, activity: false }

describe('profileAccess', () => {
  it('shows a public profile to everyone, minus what the person hides', () => {
    expect(profileAccess('p', {}, null)).toEqual(all)
    expect(profileAccess('p', { showWalletAddress: false, showActivity: false }, null)).toEqual({
      profile: true,
      address: false,
      activity: false,
    })
  })

  it('shows a members profile only to people signed in, a private one to nobody else', () => {
    expect(profileAccess('p', { profileVisibility: 'members' }, null)).toEqual(none)
    expect(profileAccess('p', { profileVisibility: 'members' }, member)).toEqual(all)
    expect(profileAccess('p', { profileVisibility: 'private' }, member)).toEqual(none)
  })

  it('shows the person and admins everything', () => {
    const hidden = { profileVisibility: 'private', showWalletAddress: false } as const
    expect(profileAccess('p', hidden, { userId: 'p', role: 'user' })).toEqual(all)
    expect(profileAccess('p', hidden, { userId: 'a', role: 'admin' })).toEqual(all)
    expect(profileAccess('p', hidden, { userId: 'm', role: 'moderator' })).toEqual(none)
  })
})
