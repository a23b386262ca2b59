import { describe, expect, it } from 'vitest'
import { hasPermission, hasRole, roleFlags } from './roles.ts'

describe('roles', () => {
  it('ranks user < moderator < admin < super_admin', () => {
    expect(hasRole('admin', 'moderator')).toBe(true)
    expect(hasRole('moderator', 'moderator')).toBe(true)
    expect(hasRole('moderator', 'admin')).toBe(false)
    expect(hasRole('user', 'moderator')).toBe(false)
    expect(hasRole('super_admin', 'admin')).toBe(true)
  })

  it('derives the flags', () => {
    expect(roleFlags('user')).toEqual({ isModerator: false, isAdmin: false, isSuperAdmin: false })
    expect(roleFlags('moderator')).toEqual({
      isModerator: true,
      isAdmin: false,
      isSuperAdmin: false,
    })
    expect(roleFlags('admin')).toEqual({ isModerator: true, isAdmin: true, isSuperAdmin: false })
    expect(roleFlags('super_admin')).toEqual({
      isModerator: true,
      isAdmin: true,
      isSuperAdmin: true,
    })
  })

  it('checks permissions by inclusion only', () => {
    expect(hasPermission(['kyc:review'], 'kyc:review')).toBe(true)
    expect(hasPermission([], 'kyc:review')).toBe(false)
  })
})
