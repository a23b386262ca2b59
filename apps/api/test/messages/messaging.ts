import {
  type Conversation,
  generateMessagingKeyPair,
  MESSAGING_KEY_MESSAGE,
  type Message,
  type MessageEnvelope,
  openMessage,
  sealMessage,
  toBase64,
  wrapPrivateKey,
} from '@agora/domain'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'

export type Messenger = Awaited<ReturnType<typeof messenger>>

/**
 * A signed-in person who set up messages as the web app does: a fresh X25519 key, its
 * private half wrapped with the wallet's signature of MESSAGING_KEY_MESSAGE, published.
 */
export async function messenger(app: App) {
  const user = await signedInUser(app)
  return withMessagingKey(user)
}

export async function withMessagingKey(user: SignedInUser) {
  const keys = generateMessagingKeyPair()
  const signature = await user.wallet.signMessage({ message: MESSAGING_KEY_MESSAGE })
  const res = await user.call('PUT', '/api/messages/keys', {
    publicKey: toBase64(keys.publicKey),
    wrappedPrivateKey: wrapPrivateKey(keys.privateKey, signature),
  })
  if (res.statusCode !== 200) throw new Error(`key refused: ${res.body}`)
  const address = user.address.toLowerCase()
  return {
    ...user,
    keys,
    signature,
    seal: (to: { address: string; keys: { publicKey: Uint8Array } }, text: string) =>
      sealMessage({
        text,
        sender: { address, privateKey: keys.privateKey },
        recipients: [{ address: to.address, publicKey: to.keys.publicKey }],
      }),
    open: (envelope: MessageEnvelope) =>
      openMessage({ envelope, reader: { address, privateKey: keys.privateKey } }),
  }
}

/** POST /api/messages to a person (by address) with a freshly sealed text. */
export function send(
  from: Messenger,
  to: Messenger,
  text: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return from.call(
    'POST',
    '/api/messages',
    {
      ...('conversationId' in extra ? {} : { recipient: to.address }),
      envelope: from.seal(to, text),
      ...extra,
    },
    headers,
  )
}

export async function sent(from: Messenger, to: Messenger, text: string) {
  const res = await send(from, to, text)
  if (res.statusCode !== 201) throw new Error(`message refused: ${res.body}`)
  return res.json().data as Message
}

export function setDirectMessages(user: SignedInUser, allowDirectMessages: string) {
  return user.call('PUT', '/api/auth/privacy', { privacySettings: { allowDirectMessages } })
}

/** The person's conversations (200 asserted), optionally filtered by a query string. */
export async function conversationsOf(user: Messenger, query = '') {
  const res = await user.call('GET', `/api/conversations${query}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as Conversation[]
}
