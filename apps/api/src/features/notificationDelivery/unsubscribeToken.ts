import { webcrypto } from 'node:crypto'
import { DELIVERY_KINDS, type DeliveryKind } from '@agora/domain'

/**
 * The token in an e-mail's one-click unsubscribe link: the person and the kind, signed with
 * the server's HMAC key, so the link works without signing in and names nothing else.
 */
export async function unsubscribeToken(
  key: webcrypto.CryptoKey,
  userId: string,
  kind: DeliveryKind,
) {
  const claim = `${userId}.${kind}`
  const signature = await webcrypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`unsubscribe:${claim}`),
  )
  return `${claim}.${Buffer.from(signature).toString('base64url')}`
}

/** The person and kind a token names, or null when it is not one this server signed. */
export async function readUnsubscribeToken(key: webcrypto.CryptoKey, token: string) {
  const [userId, kind, signature] = token.split('.')
  if (!userId || !kind || !signature) return null
  if (!(DELIVERY_KINDS as readonly string[]).includes(kind)) return null
  const valid = await webcrypto.subtle.verify(
    'HMAC',
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`unsubscribe:${userId}.${kind}`),
  )
  return valid ? { userId, kind: kind as DeliveryKind } : null
}
