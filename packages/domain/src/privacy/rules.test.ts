import { describe, expect, it } from 'vitest'
import { userVisibility } from './rules.ts'

const member = { userId: 'someone', role: 'user' as const }
const all = { profile: true, address: true, activity: true }
const none = { profile: false, address: false, activity: false }

describe('userVisibility', () => {
  it('shows a public profile to everyone, minus what the person hides', () => {
    expect(userVisibility('p', {}, null)).toEqual(all)
    expect(userVisibility('p', { showWalletAddress: false, showActivity: false }, null)).toEqual({
      profile: true,
      address: false,
      activity: false,
    })
  })

  it('shows a members profile only to people signed in, a private one to nobody else', () => {
    expect(userVisibility('p', { profileVisibility: 'members' }, null)).toEqual(none)
    expect(userVisibility('p', { profileVisibility: 'members' }, member)).toEqual(all)
    expect(userVisibility('p', { profileVisibility: 'private' }, member)).toEqual(none)
  })

  it('shows the person and admins everything', () => {
    const hidden = { profileVisibility: 'private', showWalletAddress: false } as const
    expect(userVisibility('p', hidden, { userId: 'p', role: 'user' })).toEqual(all)
    expect(userVisibility('p', hidden, { userId: 'a', role: 'admin' })).toEqual(all)
    expect(userVisibility('p', hidden, { userId: 'm', role: 'moderator' })).toEqual(none)
  })
})
