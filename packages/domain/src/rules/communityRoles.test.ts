import { describe, expect, it } from 'vitest'
import { canModerateCommunity, canRemoveContent, hasCommunityRole } from './communityRoles.ts'

describe('community roles', () => {
  it('ranks member < moderator < admin, and a non-member below all', () => {
    expect(hasCommunityRole('admin', 'moderator')).toBe(true)
    expect(hasCommunityRole('moderator', 'moderator')).toBe(true)
    expect(hasCommunityRole('member', 'moderator')).toBe(false)
    expect(hasCommunityRole(null, 'member')).toBe(false)
    expect(canModerateCommunity('member')).toBe(false)
    expect(canModerateCommunity('admin')).toBe(true)
  })
})

describe('canRemoveContent', () => {
  const member = { id: 'u2', role: 'user' as const }
  const base = { authorId: 'u1', communityRole: null, inCommunity: true }

  it('lets the author remove their own content', () => {
    expect(canRemoveContent({ ...base, viewer: { id: 'u1', role: 'user' } })).toBe(true)
  })

  it('lets a platform moderator remove anything', () => {
    expect(canRemoveContent({ ...base, viewer: { id: 'u9', role: 'moderator' } })).toBe(true)
  })

  it('lets a community moderator remove content in their community only', () => {
    expect(canRemoveContent({ ...base, viewer: member, communityRole: 'moderator' })).toBe(true)
    expect(
      canRemoveContent({ ...base, viewer: member, communityRole: 'moderator', inCommunity: false }),
    ).toBe(false)
  })

  it('refuses other members and anonymous readers', () => {
    expect(canRemoveContent({ ...base, viewer: member, communityRole: 'member' })).toBe(false)
    expect(canRemoveContent({ ...base, viewer: null })).toBe(false)
  })
})
