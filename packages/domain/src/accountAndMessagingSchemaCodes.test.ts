import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  displayNameSchema,
  handleSchema,
  preferencesSchema,
  walletAddressSchema,
  walletLoginRequestSchema,
} from './auth.ts'
import accounts from './errorMessages/en/accounts.json'
import messaging from './errorMessages/en/messaging.json'
import {
  messageContextSchema,
  messageEnvelopeSchema,
  sendMessageSchema,
} from './messaging/schemas.ts'
import { pushSubscriptionInputSchema, quietHoursSchema } from './notificationChannels.ts'
import { markNotificationsReadSchema } from './notifications.ts'
import { vitalRouteSchema } from './vitals.ts'

const catalogue: Record<string, string> = { ...accounts, ...messaging }

type Issue = { message: string; params?: unknown; issues?: Issue[] }

/** The code (a schema's own message) and values of each issue `value` raises, nested ones too. */
function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`)
  // a record's key problem is inside its "Invalid key in record" issue
  const flat = (issues: Issue[]): Issue[] => issues.flatMap((i) => [i, ...flat(i.issues ?? [])])
  return flat(result.error.issues as Issue[]).map((issue) => ({
    code: issue.message,
    params: issue.params,
  }))
}

const key = 'A'.repeat(44)
const envelope = (sealedFor: Record<string, unknown>, ciphertext = 'AAAA') => ({
  version: 1,
  senderKey: key,
  nonce: 'A'.repeat(32),
  ciphertext,
  sealedFor,
})
const sealedKey = { ephemeralPublicKey: key, nonce: 'A'.repeat(32), ciphertext: 'A'.repeat(64) }

describe("the account and messaging schemas' own messages", () => {
  it.each([
    ['a wallet address', walletAddressSchema, '0x12', 'WALLET_ADDRESS_FORMAT'],
    ['a handle', handleSchema, 'No!', 'HANDLE_FORMAT'],
    ['a display name', displayNameSchema, 'Ann\u202Eevil', 'NAME_BIDI_CONTROLS'],
    ['an accent colour', preferencesSchema, { accentColor: 'blue' }, 'ACCENT_COLOR_FORMAT'],
    [
      'a sign-in signature',
      walletLoginRequestSchema,
      { address: `0x${'a'.repeat(40)}`, signature: 'zz', message: 'm', nonce: '12345678' },
      'SIGNATURE_HEX_FORMAT',
    ],
    ['a base64 ciphertext', messageEnvelopeSchema, envelope({}, '!!!!'), 'BASE64_FORMAT'],
    [
      'a reader address',
      messageEnvelopeSchema,
      envelope({ [`0x${'A'.repeat(40)}`]: sealedKey }),
      'LOWERCASE_ADDRESS_FORMAT',
    ],
    ['a context', messageContextSchema, {}, 'CONTEXT_ONE_TARGET'],
    [
      'a message target',
      sendMessageSchema,
      { envelope: envelope({ [`0x${'a'.repeat(40)}`]: sealedKey }) },
      'MESSAGE_TARGET_REQUIRED',
    ],
    [
      'a quiet time',
      quietHoursSchema,
      { start: '25:00', end: '07:00', timeZone: 'UTC' },
      'CLOCK_TIME_FORMAT',
    ],
    [
      'a time zone',
      quietHoursSchema,
      { start: '22:00', end: '07:00', timeZone: 'Mars/Base' },
      'TIME_ZONE_INVALID',
    ],
    [
      'quiet hours',
      quietHoursSchema,
      { start: '22:00', end: '22:00', timeZone: 'UTC' },
      'QUIET_HOURS_SAME_TIMES',
    ],
    [
      'a push endpoint',
      pushSubscriptionInputSchema,
      { endpoint: 'http://push.example/x', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } },
      'HTTPS_URL_REQUIRED',
    ],
    [
      'push keys',
      pushSubscriptionInputSchema,
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: '+'.repeat(87), auth: 'A'.repeat(22) },
      },
      'BASE64URL_FORMAT',
    ],
    ['what to mark read', markNotificationsReadSchema, {}, 'NOTIFICATIONS_READ_TARGET'],
    ['a vitals route', vitalRouteSchema, '/market/?id=1', 'ROUTE_PATTERN_FORMAT'],
  ])('names %s’s problem by a code of the catalogue', (_, schema, value, code) => {
    expect(refusals(schema, value)).toContainEqual(expect.objectContaining({ code }))
    expect(catalogue[code]).toBeTypeOf('string')
  })

  it('gives the values a message puts in', () => {
    const readers = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [`0x${i.toString(16).padStart(40, '0')}`, sealedKey]),
    )
    expect(refusals(messageEnvelopeSchema, envelope(readers))).toContainEqual({
      code: 'ENVELOPE_READERS_COUNT',
      params: { max: 50 },
    })
    expect(catalogue.ENVELOPE_READERS_COUNT).toContain('{max}')
  })
})
