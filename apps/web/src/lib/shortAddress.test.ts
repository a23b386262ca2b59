import { describe, expect, it } from 'vitest'
import { displayName } from './shortAddress.ts'

describe('displayName', () => {
  const user = { handle: 'user_0xab12cd', ens: null, displayName: null }

  it('prefers the chosen name, then the wallet name, then the handle', () => {
    expect(displayName({ ...user, ens: 'ada.eth', displayName: 'Ada' })).toBe('Ada')
    expect(displayName({ ...user, ens: 'ada.eth' })).toBe('ada.eth')
    expect(displayName(user)).toBe('user_0xab12cd')
  })

  it('cuts a wallet name at 24 characters (spec §9)', () => {
    const shown = displayName({ ...user, ens: 'a-very-long-name-for-a-wallet.base.eth' })
    expect([...shown]).toHaveLength(24)
    expect(shown).toBe('a-very-long-name-for-a-…')
  })
})
