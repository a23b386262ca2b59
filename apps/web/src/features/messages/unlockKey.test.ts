import {
  generateMessagingKeyPair,
  MESSAGING_KEY_MESSAGE,
  toBase64,
  wrapPrivateKey,
} from '@agora/domain'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createDemoProvider } from '../wallet/demo/demoProvider.ts'
import { KeyMismatchError, keptKeyIsCurrent, type OwnKey, unlockMessagingKey } from './unlockKey.ts'

const ADDRESS = '0xAbCdEf0000000000000000000000000000000001'
const signature = `0x${'12'.repeat(65)}`

describe('unlocking the messaging key', () => {
  it('makes, wraps and publishes a key on first use, with one signature of the fixed text', async () => {
    const sign = vi.fn(async () => signature)
    const published: OwnKey[] = []
    const key = await unlockMessagingKey({
      address: ADDRESS,
      fetchOwnKey: async () => null,
      publishKey: async (own) => void published.push(own),
      sign,
    })
    expect(sign).toHaveBeenCalledExactlyOnceWith(MESSAGING_KEY_MESSAGE)
    expect(key.address).toBe(ADDRESS.toLowerCase())
    expect(published[0]?.publicKey).toBe(key.publicKey)
    // what was published does not carry the private key in the clear
    expect(JSON.stringify(published)).not.toContain(toBase64(key.privateKey))

    // another browser: the same wallet's signature opens the published key
    const again = await unlockMessagingKey({
      address: ADDRESS,
      fetchOwnKey: async () => published[0] ?? null,
      publishKey: async () => {
        throw new Error('must not publish again')
      },
      sign: async () => signature,
    })
    expect(again.privateKey).toEqual(key.privateKey)
  })

  it('refuses another wallet’s signature rather than replacing the key', async () => {
    const pair = generateMessagingKeyPair()
    const own = {
      publicKey: toBase64(pair.publicKey),
      wrappedPrivateKey: wrapPrivateKey(pair.privateKey, signature),
    }
    const publishKey = vi.fn()
    await expect(
      unlockMessagingKey({
        address: ADDRESS,
        fetchOwnKey: async () => own,
        publishKey,
        sign: async () => `0x${'34'.repeat(65)}`,
      }),
    ).rejects.toBeInstanceOf(KeyMismatchError)
    expect(publishKey).not.toHaveBeenCalled()
  })

  it('keeps a stored key only while it is the published one for this address', () => {
    const pair = generateMessagingKeyPair()
    const kept = {
      address: ADDRESS.toLowerCase(),
      publicKey: toBase64(pair.publicKey),
      privateKey: pair.privateKey,
    }
    const own = {
      publicKey: kept.publicKey,
      wrappedPrivateKey: wrapPrivateKey(pair.privateKey, signature),
    }
    expect(keptKeyIsCurrent(kept, own, ADDRESS)).toBe(true)
    expect(
      keptKeyIsCurrent(
        kept,
        { ...own, publicKey: toBase64(generateMessagingKeyPair().publicKey) },
        ADDRESS,
      ),
    ).toBe(false)
    expect(keptKeyIsCurrent(kept, null, ADDRESS)).toBe(false)
    expect(keptKeyIsCurrent(kept, own, '0x0000000000000000000000000000000000000002')).toBe(false)
  })

  it('works the same with the built-in demo wallet: its signature opens the key it made', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const wallet = createDemoProvider(() => account, [base], base.id)
    await wallet.request({ method: 'eth_requestAccounts' })
    let published: OwnKey | null = null
    const deps = {
      address: account.address,
      fetchOwnKey: async () => published,
      publishKey: async (key: OwnKey) => {
        published = key
      },
      sign: (message: string) =>
        wallet.request({
          method: 'personal_sign',
          params: [message as `0x${string}`, account.address],
        }),
    }
    const made = await unlockMessagingKey(deps)
    expect(published).not.toBeNull()
    const recovered = await unlockMessagingKey(deps)
    expect(recovered.privateKey).toEqual(made.privateKey)
  })
})
