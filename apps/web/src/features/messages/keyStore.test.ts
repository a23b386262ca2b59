import { generateMessagingKeyPair, toBase64 } from '@agora/domain'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetStoredKeys } from '../../lib/forgetMessagingKeys.ts'
import { readStoredKey, storeKey } from './keyStore.ts'

beforeEach(() => localStorage.clear())

describe('the unlocked messaging key in this browser', () => {
  it('is kept per person and forgotten, for everyone, on logout', () => {
    const pair = generateMessagingKeyPair()
    const key = {
      address: '0xabc',
      publicKey: toBase64(pair.publicKey),
      privateKey: pair.privateKey,
    }
    storeKey('user-1', key)
    storeKey('user-2', key)
    localStorage.setItem('other', 'kept')
    expect(readStoredKey('user-1')).toEqual(key)
    expect(readStoredKey('user-3')).toBeNull()
    forgetStoredKeys()
    expect(readStoredKey('user-1')).toBeNull()
    expect(readStoredKey('user-2')).toBeNull()
    expect(localStorage.getItem('other')).toBe('kept')
  })

  it('reads a damaged entry as none', () => {
    localStorage.setItem('agora.messagingKey.v1.user-1', '{not json')
    expect(readStoredKey('user-1')).toBeNull()
  })
})
