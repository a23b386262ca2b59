import { describe, expect, it } from 'vitest'
import type { Message } from '../messaging/schemas.ts'
import { generateMessagingKeyPair, sealMessage } from '../messaging/sealing.ts'
import { luhnValid } from './piiPatterns.ts'
import { prepareForCache, scanJson, scanText } from './piiScan.ts'

const WALLET = '0x5bfa1c1e0b7d4c559d0e2a1b3c4d5e6f7a8b9c0d'
const TX = `0x${'ab'.repeat(32)}`

describe('scanText', () => {
  it('gives type, position, severity and a redacted form', () => {
    expect(scanText('Mail me: alice@example.com')).toEqual([
      { type: 'email', position: 9, severity: 'medium', redacted: 'a***@e***.com' },
    ])
    expect(scanText('card 4111 1111 1111 1111')).toEqual([
      { type: 'card_number', position: 5, severity: 'critical', redacted: '**** **** **** 1111' },
    ])
  })

  it('lets the more severe finding win where two overlap', () => {
    // sixteen digits in groups also look like a phone number
    expect(scanText('4111-1111-1111-1111').map((finding) => finding.type)).toEqual(['card_number'])
  })

  it('finds no card number in ids whose digits run Luhn-valid across their hyphens', () => {
    for (const id of [
      '47010863-0285-48e7-b909-ecf9baf05070',
      '8ef14734-00b4-4783-8081-50451a85c8aa',
      '7f0adc8a-8822-428c-b0f2-425303528068',
    ]) {
      expect(scanText(JSON.stringify({ id }))).toEqual([])
    }
    expect(scanText('paid with 4111111111111111, thanks').map((f) => f.type)).toEqual([
      'card_number',
    ])
  })

  it('tells a private key from a transaction hash by what names it', () => {
    expect(scanText(`{"privateKey":"${TX}"}`).map((finding) => finding.type)).toEqual([
      'private_key',
    ])
    expect(scanText(`{"txHash":"${TX}"}`)).toEqual([])
    expect(scanText(TX)).toEqual([])
  })

  it('scans JSON as the text it is sent as', () => {
    expect(scanJson({ seller: WALLET, note: 'ping 10.0.0.7' }).map((f) => f.type)).toEqual([
      'wallet_address',
      'ip_address',
    ])
  })
})

describe('prepareForCache', () => {
  it('refuses a body with a critical finding', () => {
    expect(prepareForCache('{"pan":"4111111111111111"}').cacheable).toBe(false)
    expect(prepareForCache('api_key=sk_live_abcdefghijklmnop1234').cacheable).toBe(false)
  })

  it('masks e-mail, hashes phones, removes IP addresses and keeps wallet addresses', () => {
    const decision = prepareForCache(
      `alice@example.com +1 415 555 0199 from 203.0.113.9 to ${WALLET}`,
    )
    expect(decision).toMatchObject({ cacheable: true })
    if (!decision.cacheable) return
    expect(decision.text).toMatch(
      /^a\*\*\*@e\*\*\*\.com phone#[0-9a-f]{8} from \[removed\] to 0x5bfa/,
    )
    expect(decision.text).toContain(WALLET)
    // the same number hashes the same way, however it is written
    const again = prepareForCache('+1-415-555-0199')
    expect(again.cacheable && again.text).toBe(decision.text.match(/phone#[0-9a-f]{8}/)?.[0])
  })

  it('caches a page whose paging cursor is base64 of JSON, and still refuses a random key', () => {
    // the API's cursor: base64url of its JSON sort key (no - or _ in this one, so it is one
    // long run of letters and digits, as a key would be)
    const cursor = btoa('{"createdAt":"2026-11-23T05:35:10.721Z","id":"6e1b2c3d"}').replace(
      /=+$/,
      '',
    )
    expect(cursor).toMatch(/^[A-Za-z0-9]{40,}$/)
    const page = `{"items":[],"nextCursor":"${cursor}"}`
    expect(prepareForCache(page)).toEqual({ cacheable: true, findings: [], text: page })

    const key = 'Xq7RzL2mVb9TkP4wNc8YhJ3sFd6GaE1u'
    expect(prepareForCache(`{"token":"${key}"}`).cacheable).toBe(false)
  })

  it('caches a page of sealed messages, and still refuses a card or a live key beside them', () => {
    const alice = { address: WALLET, ...generateMessagingKeyPair() }
    const bob = { address: `0x${'b0'.repeat(20)}`, ...generateMessagingKeyPair() }
    const messages: Message[] = ['Hi Bob', 'Is the lamp still for sale?', 'See you at 6'].map(
      (text, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        conversationId: '6e1b2c3d-0000-4000-8000-000000000000',
        senderId: 'u-alice',
        senderAddress: alice.address,
        envelope: sealMessage({ text, sender: alice, recipients: [bob] }),
        context: null,
        createdAt: `2026-11-23T07:0${index}:00.000Z`,
      }),
    )
    const cursor = btoa('{"at":"2026-11-23T07:02:00.000Z","id":"00000000"}').replace(/=+$/, '')
    const page = JSON.stringify({ success: true, data: messages, nextCursor: cursor })
    const decision = prepareForCache(page)
    // the senders' addresses are found and kept: they are public, and no finding blocks the page
    expect(decision).toMatchObject({ cacheable: true, text: page })
    expect(new Set(decision.findings.map((finding) => finding.type))).toEqual(
      new Set(['wallet_address']),
    )

    const withCard = { ...messages[0], context: { orderId: '4111 1111 1111 1111' } }
    expect(prepareForCache(JSON.stringify({ data: [withCard] })).cacheable).toBe(false)
    const withKey = { ...messages[0], senderAddress: 'sk_live_abcdefghijklmnop1234' }
    expect(prepareForCache(JSON.stringify({ data: [withKey] })).cacheable).toBe(false)
  })

  it('still reads a value under a ciphertext key that is text, not a token', () => {
    expect(prepareForCache('{"ciphertext":"card 4111 1111 1111 1111"}').cacheable).toBe(false)
  })

  it('leaves text without personal data as it is', () => {
    const text = '{"title":"Brass lamp","price":"0.05","currency":"ETH"}'
    expect(prepareForCache(text)).toEqual({ cacheable: true, findings: [], text })
  })
})

describe('luhnValid', () => {
  it('accepts real card numbers and refuses a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
  })
})
