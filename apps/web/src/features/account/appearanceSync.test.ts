import { DEFAULT_APPEARANCE_PREFERENCES } from '@agora/domain'
import { describe, expect, it } from 'vitest'
import { appearanceChanges, appearanceFromServer } from './appearanceSync.ts'

describe('appearance sync', () => {
  it('takes only valid appearance fields from the server', () => {
    expect(
      appearanceFromServer({ theme: 'dark', accentColor: '#10b981', emailNotifications: false }),
    ).toEqual({ theme: 'dark', accentColor: '#10b981' })
  })

  it('sends only what differs from the saved appearance', () => {
    const local = { ...DEFAULT_APPEARANCE_PREFERENCES, theme: 'dark' as const }
    expect(appearanceChanges(local, { ...DEFAULT_APPEARANCE_PREFERENCES })).toEqual({
      theme: 'dark',
    })
    expect(appearanceChanges(local, { ...local })).toBeNull()
  })

  it('keeps a short colour on this device (the server stores #rrggbb)', () => {
    const local = { ...DEFAULT_APPEARANCE_PREFERENCES, accentColor: '#abc' }
    expect(appearanceChanges(local, { ...DEFAULT_APPEARANCE_PREFERENCES })).toBeNull()
  })
})
